// The tile on SSE2, the x86-64 baseline (built with -ffp-contract=off).
#include "kernels/cpu/lanes_sse2.hpp"
#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
void run(const tile_job& j) { run_rows<sse2, 6>(j); }
}  // namespace

tile_kernel tile_sse2() { return {6, 2 * sse2::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
