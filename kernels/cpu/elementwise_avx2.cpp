// The element-wise kernels and attention's and LayerNorm's row kernels on AVX2 (this file alone, with tile_avx2.cpp, is built with
// -mavx2 -mno-fma -ffp-contract=off; called only where supported(simd::avx2)).
#include "kernels/cpu/attention_lanes.hpp"
#include "kernels/cpu/elementwise_impl.hpp"
#include "kernels/cpu/lanes_avx2.hpp"
#include "kernels/cpu/layernorm_lanes.hpp"

namespace pipesched::kernels::cpu::detail {
elementwise_kernels elementwise_avx2() { return elementwise_for<avx2>(); }
attention_kernels attention_avx2() { return attention_for<avx2>(); }
layernorm_kernels layernorm_avx2() { return layernorm_for<avx2>(); }

}  // namespace pipesched::kernels::cpu::detail
