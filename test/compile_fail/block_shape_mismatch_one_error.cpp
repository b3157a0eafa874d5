// expect-error: the shape's devices differ from the block's \(0: the block's\)
// expect-errors-at-most: 2
// A shape that does not fit a valid block is one diagnostic: ZB-H1's block for 3 devices
// repeated over a shape of 4.
#include <pipesched/static_schedule.hpp>

namespace ps = pipesched;
using sched = ps::block_schedule<ps::blocks::zb_h1(3), ps::shape{4, 6}>;
static_assert(sched::peak_activation_units() <= 3);
