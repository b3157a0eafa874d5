// The tile on AVX2 (this file alone is built with -mavx2 -mno-fma -ffp-contract=off;
// called only where supported(simd::avx2)).
#include "kernels/cpu/lanes_avx2.hpp"
#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
void run(const tile_job& j) { run_rows<avx2, 6>(j); }
}  // namespace

tile_kernel tile_avx2() { return {6, 2 * avx2::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
