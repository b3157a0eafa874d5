// The drivers of kernels/cpu/gelu.hpp: pick the instruction set's kernels; bf16 goes
// through fp32 blocks (widened once, rounded once, as the reference).
#include "kernels/cpu/gelu.hpp"

#include <algorithm>

#include <kernels/storage.hpp>

#include "kernels/cpu/elementwise.hpp"

namespace pipesched::kernels::cpu {

namespace {

detail::elementwise_kernels kernels_for(simd s) {
  // No AVX-512 code here: avx512 (the GEMM's widest) runs the AVX2 code.
  return s != simd::sse2 && supported(simd::avx2) ? detail::elementwise_avx2() : detail::elementwise_sse2();
}

constexpr std::size_t block = 256;  // fp32 elements per bf16 block, on the stack

}  // namespace

void gelu_forward(float* out, const float* inp, std::size_t N, simd s) { kernels_for(s).gelu_forward(out, inp, N); }

void gelu_forward(bf16* out, const bf16* inp, std::size_t N, simd s) {
  const auto k = kernels_for(s);
  float x[block];
  for (std::size_t i = 0; i < N; i += block) {
    const std::size_t n = std::min(block, N - i);
    for (std::size_t j = 0; j < n; ++j) x[j] = widen(inp[i + j]);
    k.gelu_forward(x, x, n);
    for (std::size_t j = 0; j < n; ++j) out[i + j] = store<bf16>(x[j]);
  }
}

void gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N, simd s) {
  kernels_for(s).gelu_backward(dinp, dout, inp, N);
}

void gelu_backward_input(bf16* dinp, const bf16* dout, const bf16* inp, std::size_t N, simd s) {
  const auto k = kernels_for(s);
  float x[block], d[block];
  for (std::size_t i = 0; i < N; i += block) {
    const std::size_t n = std::min(block, N - i);
    for (std::size_t j = 0; j < n; ++j) x[j] = widen(inp[i + j]), d[j] = widen(dout[i + j]);
    k.gelu_backward(d, d, x, n);
    for (std::size_t j = 0; j < n; ++j) dinp[i + j] = store<bf16>(d[j]);
  }
}

}  // namespace pipesched::kernels::cpu
