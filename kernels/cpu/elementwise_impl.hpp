#pragma once
// The kernels of elementwise.hpp over a lane type V (kernels/tanh_approx.hpp's operations
// plus lanes, load, store), included by one .cpp per instruction set. Each element runs
// kernels/gelu.hpp's lane formula; a tail shorter than a vector runs it on a padded copy,
// so every element gets the same operations wherever it sits. Plain loops, no standard
// algorithms: an inline library function compiled here with -mavx2 could be the copy the
// linker keeps for a baseline caller (tile.hpp).
#include <cstddef>

#include <kernels/gelu.hpp>

#include "kernels/cpu/elementwise.hpp"

namespace pipesched::kernels::cpu::detail {

template <class V>
void gelu_forward_lanes(float* out, const float* inp, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L) V::store(out + i, gelu_forward_lane<V>(V::load(inp + i)));
  if (i == n) return;
  float x[L] = {};
  for (std::size_t j = 0; j < n - i; ++j) x[j] = inp[i + j];
  V::store(x, gelu_forward_lane<V>(V::load(x)));
  for (std::size_t j = 0; j < n - i; ++j) out[i + j] = x[j];
}

template <class V>
void gelu_backward_lanes(float* dinp, const float* dout, const float* inp, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L) V::store(dinp + i, gelu_backward_lane<V>(V::load(inp + i), V::load(dout + i)));
  if (i == n) return;
  float x[L] = {}, d[L] = {};
  for (std::size_t j = 0; j < n - i; ++j) x[j] = inp[i + j], d[j] = dout[i + j];
  V::store(d, gelu_backward_lane<V>(V::load(x), V::load(d)));
  for (std::size_t j = 0; j < n - i; ++j) dinp[i + j] = d[j];
}

template <class V>
elementwise_kernels elementwise_for() {
  return {&gelu_forward_lanes<V>, &gelu_backward_lanes<V>};
}

}  // namespace pipesched::kernels::cpu::detail
