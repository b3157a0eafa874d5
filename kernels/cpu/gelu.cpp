// The drivers of kernels/cpu/gelu.hpp: pick the instruction set's kernels; bf16 is widened
// and rounded in registers (widened once, rounded once, as the reference).
#include "kernels/cpu/gelu.hpp"

#include "kernels/cpu/elementwise.hpp"

namespace pipesched::kernels::cpu {

detail::elementwise_kernels detail::elementwise_kernels_for(simd s) {
  if (s == simd::avx512 && supported(s)) return elementwise_avx512();
  return s != simd::sse2 && supported(simd::avx2) ? elementwise_avx2() : elementwise_sse2();
}

void gelu_forward(float* out, const float* inp, std::size_t N, simd s) {
  detail::elementwise_kernels_for(s).gelu_forward(out, inp, N);
}

void gelu_forward(bf16* out, const bf16* inp, std::size_t N, simd s) {
  detail::elementwise_kernels_for(s).gelu_forward_bf16(out, inp, N);
}

void gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N, simd s) {
  detail::elementwise_kernels_for(s).gelu_backward(dinp, dout, inp, N);
}

void gelu_backward_input(bf16* dinp, const bf16* dout, const bf16* inp, std::size_t N, simd s) {
  detail::elementwise_kernels_for(s).gelu_backward_bf16(dinp, dout, inp, N);
}

}  // namespace pipesched::kernels::cpu
