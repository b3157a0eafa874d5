// expect-error: In instantiation of 'struct pipesched::block_invalid_at<pipesched::block_check::w_before_its_b_ends, 2, 2, pipesched::pass_kind::W>'
// expect-errors-at-most: 1
// A schedule of a bad block is one error that names the device, stage and pass, and
// nothing is generated from the block: ZB-H1 on 3 devices with stage 2's W before its B.
#include <pipesched/static_schedule.hpp>

namespace ps = pipesched;

constexpr ps::building_block bad = [] {
  ps::building_block b = ps::blocks::zb_h1(3);
  b[2].w = b[2].b - 1;
  return b;
}();
using sched = ps::block_schedule<bad, ps::shape{3, 6}>;
static_assert(sched::peak_activation_units() <= 3);
