// The element-wise kernels and attention's and LayerNorm's row kernels on SSE2, the x86-64 baseline (built with -ffp-contract=off).
#include "kernels/cpu/attention_lanes.hpp"
#include "kernels/cpu/elementwise_impl.hpp"
#include "kernels/cpu/lanes_sse2.hpp"
#include "kernels/cpu/layernorm_lanes.hpp"

namespace pipesched::kernels::cpu::detail {
elementwise_kernels elementwise_sse2() { return elementwise_for<sse2>(); }
attention_kernels attention_sse2() { return attention_for<sse2>(); }
layernorm_kernels layernorm_sse2() { return layernorm_for<sse2>(); }

}  // namespace pipesched::kernels::cpu::detail
