#pragma once
// The element-wise kernels over fp32 arrays, one set per instruction set:
// elementwise_sse2.cpp, elementwise_avx2.cpp and elementwise_avx512.cpp each compile
// elementwise_impl.hpp with their own flags. Plain pointers and sizes only (see tile.hpp for why).
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cpu/linear.hpp>  // simd, supported

namespace pipesched::kernels::cpu::detail {

struct elementwise_kernels {
  // out[i] = gelu(inp[i]); out may be inp.
  void (*gelu_forward)(float* out, const float* inp, std::size_t n);
  // dinp[i] = dout[i]·gelu'(inp[i]); dinp may be dout.
  void (*gelu_backward)(float* dinp, const float* dout, const float* inp, std::size_t n);
  // out[i] = float(in[i]) (bf16_convert.hpp).
  void (*widen_bf16)(float* out, const bf16* in, std::size_t n);
  // out[i] = bf16(in[i]), nearest-even (bf16_convert.hpp).
  void (*round_bf16)(bf16* out, const float* in, std::size_t n);
  // out[i] = bf16(float(a[i]) + float(b[i])): the bf16 residual add; out may be a or b.
  void (*add_bf16)(bf16* out, const bf16* a, const bf16* b, std::size_t n);
  // gelu_forward and gelu_backward over bf16 storage, widened and rounded in registers.
  void (*gelu_forward_bf16)(bf16* out, const bf16* inp, std::size_t n);
  void (*gelu_backward_bf16)(bf16* dinp, const bf16* dout, const bf16* inp, std::size_t n);
};

elementwise_kernels elementwise_sse2();
elementwise_kernels elementwise_avx2();    // only where supported
elementwise_kernels elementwise_avx512();  // only where supported

// The set that runs for `s`; where the CPU lacks it, the next narrower one (the results
// are the same). Defined in gelu.cpp,
// built for the baseline (not inline: the AVX2 file includes this header).
const elementwise_kernels& elementwise_kernels_for(simd s);

}  // namespace pipesched::kernels::cpu::detail
