#pragma once
// The element-wise kernels over fp32 arrays, one set per instruction set:
// elementwise_sse2.cpp and elementwise_avx2.cpp each compile elementwise_impl.hpp with
// their own flags. Plain pointers and sizes only (see tile.hpp for why).
#include <cstddef>

namespace pipesched::kernels::cpu::detail {

struct elementwise_kernels {
  // out[i] = gelu(inp[i]); out may be inp.
  void (*gelu_forward)(float* out, const float* inp, std::size_t n);
  // dinp[i] = dout[i]·gelu'(inp[i]); dinp may be dout.
  void (*gelu_backward)(float* dinp, const float* dout, const float* inp, std::size_t n);
};

elementwise_kernels elementwise_sse2();
elementwise_kernels elementwise_avx2();  // only where supported

}  // namespace pipesched::kernels::cpu::detail
