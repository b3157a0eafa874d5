// The drivers of kernels/cpu/gelu.hpp: pick the instruction set's kernels; bf16 is widened
// and rounded in registers (widened once, rounded once, as the reference).
#include "kernels/cpu/gelu.hpp"

#include "kernels/cpu/elementwise.hpp"

namespace pipesched::kernels::cpu {

const detail::elementwise_kernels& detail::elementwise_kernels_for(simd s) {
  // Looked up once: LayerNorm and attention convert a row at a time, so this runs per row.
  static const elementwise_kernels sse2 = elementwise_sse2();
  static const elementwise_kernels avx2 = supported(simd::avx2) ? elementwise_avx2() : sse2;
  static const elementwise_kernels avx512 = supported(simd::avx512) ? elementwise_avx512() : avx2;
  return s == simd::avx512 ? avx512 : s == simd::avx2 ? avx2 : sse2;
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
