// expect-error: the V-shape families \(and dualpipe-v\) use exactly 2 chunks per device
// expect-errors-at-most: 2
// A wrong shape is one diagnostic (g++ tags two lines of it `error:`: the check that is
// not a constant, and the report_error call that says why), not a cascade through every
// member of the schedule and the user's own asserts: V-Half with 3 chunks per device.
#include <pipesched/static_schedule.hpp>

namespace ps = pipesched;
using sched = ps::family_schedule<ps::family::v_half, ps::shape{8, 24, 3}>;
static_assert(sched::peak_activation_units() <= 5);
static_assert(sched::actions(0).size() < 1000);
