// The tile on AVX-512 (this file alone is built with -mavx512f -mno-fma -ffp-contract=off;
// called only where supported(simd::avx512)). Without FMA a multiply and an add are two
// instructions; 16 lanes per instruction is what lifts the tile past AVX2's issue limit.
#include "kernels/cpu/lanes_avx512.hpp"
#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
void run(const tile_job& j) { run_rows<avx512, 6>(j); }
}  // namespace

tile_kernel tile_avx512() { return {6, 2 * avx512::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
