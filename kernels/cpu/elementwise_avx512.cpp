// The element-wise kernels on AVX-512F (this file alone, with tile_avx512.cpp, is built
// with -mavx512f -mno-fma -ffp-contract=off; called only where supported(simd::avx512)):
// GELU and bf16's conversions, 16 lanes. Attention's and LayerNorm's row kernels stay AVX2.
#include "kernels/cpu/elementwise_impl.hpp"
#include "kernels/cpu/lanes_avx512.hpp"

namespace pipesched::kernels::cpu::detail {
elementwise_kernels elementwise_avx512() { return elementwise_for<avx512>(); }
}  // namespace pipesched::kernels::cpu::detail
