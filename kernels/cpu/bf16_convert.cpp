// The drivers of kernels/cpu/bf16_convert.hpp: pick the instruction set's kernels.
#include "kernels/cpu/bf16_convert.hpp"

#include "kernels/cpu/elementwise.hpp"

namespace pipesched::kernels::cpu {

void widen_bf16(float* out, const bf16* in, std::size_t n, simd s) {
  detail::elementwise_kernels_for(s).widen_bf16(out, in, n);
}
void to_storage(bf16* out, const float* in, std::size_t n, simd s) {
  detail::elementwise_kernels_for(s).round_bf16(out, in, n);
}
void residual_forward(bf16* out, const bf16* a, const bf16* b, std::size_t n, simd s) {
  detail::elementwise_kernels_for(s).add_bf16(out, a, b, n);
}

}  // namespace pipesched::kernels::cpu
