// expect-error: In instantiation of 'struct pipesched::peak_chunk_activations_within<8, 1, 4>'
// A failed peak bound names the actual peak in the first error lines: 1F1B at p = 8
// peaks at 8 chunk activations of 1 unit, over the bound of 4 units.
#include <pipesched/static_schedule.hpp>

namespace ps = pipesched;
using sched = ps::family_schedule<ps::family::one_f_one_b, ps::shape{8, 16}>;
static_assert(ps::assert_peak_at_most<sched, 4>);
