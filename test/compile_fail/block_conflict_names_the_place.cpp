// expect-error: In instantiation of 'struct pipesched::block_invalid_at<pipesched::block_check::same_slot_modulo_interval, 1, 4, pipesched::pass_kind::W>'
// A bad block's conflict names its device, stage and pass as numbers in the first error
// lines: V-Half on 3 devices (interval 6) with stage 4's W moved one slot later, onto a
// slot (modulo the interval) that device 1 already uses.
#include <pipesched/pipesched.hpp>

namespace ps = pipesched;

constexpr ps::building_block bad = [] {
  ps::building_block b = ps::blocks::v_half(3);
  b[4].w += 1;
  return b;
}();
static_assert(ps::assert_block_valid<bad>);
