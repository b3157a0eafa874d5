// expect-error: the number of microbatches must be at most 1048576 \(limits::max_microbatches\)
// expect-errors-at-most: 2
// A count beyond the limits is one diagnostic too (g++ tags two lines of it): the action
// capacity of 2^30 microbatches once overflowed int beside it.
#include <pipesched/static_schedule.hpp>

namespace ps = pipesched;
using sched = ps::family_schedule<ps::family::v_half, ps::shape{8, 1 << 30, 2}>;
static_assert(sched::peak_activation_units() <= 5);
