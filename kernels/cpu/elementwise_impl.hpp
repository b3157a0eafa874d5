#pragma once
// The kernels of elementwise.hpp over a lane type V (kernels/tanh_approx.hpp's operations
// plus lanes, load, store), included by one .cpp per instruction set. Each element runs
// kernels/gelu.hpp's lane formula; a tail shorter than a vector runs it on a padded copy,
// so every element gets the same operations wherever it sits. Plain loops, no standard
// algorithms: an inline library function compiled here with -mavx2 could be the copy the
// linker keeps for a baseline caller (tile.hpp).
#include <cstddef>
#include <cstdint>

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

// The bf16 conversions, through V's load_bf16 and store_bf16 (equal to bf16's own
// conversions to the bit); a tail shorter than a vector goes through a padded copy, not
// through bf16's inline functions, whose copy compiled here the linker might keep.
inline const std::uint16_t* bits_of(const bf16* p) { return &p->bits; }
inline std::uint16_t* bits_of(bf16* p) { return &p->bits; }

template <class V>
void widen_bf16_lanes(float* out, const bf16* in, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L) V::store(out + i, V::load_bf16(bits_of(in + i)));
  if (i == n) return;
  std::uint16_t h[L] = {};
  float x[L];
  for (std::size_t j = 0; j < n - i; ++j) h[j] = in[i + j].bits;
  V::store(x, V::load_bf16(h));
  for (std::size_t j = 0; j < n - i; ++j) out[i + j] = x[j];
}

template <class V>
void round_bf16_lanes(bf16* out, const float* in, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L) V::store_bf16(bits_of(out + i), V::load(in + i));
  if (i == n) return;
  float x[L] = {};
  std::uint16_t h[L];
  for (std::size_t j = 0; j < n - i; ++j) x[j] = in[i + j];
  V::store_bf16(h, V::load(x));
  for (std::size_t j = 0; j < n - i; ++j) out[i + j].bits = h[j];
}

template <class V>
void add_bf16_lanes(bf16* out, const bf16* a, const bf16* b, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L)
    V::store_bf16(bits_of(out + i), V::add(V::load_bf16(bits_of(a + i)), V::load_bf16(bits_of(b + i))));
  if (i == n) return;
  std::uint16_t x[L] = {}, y[L] = {};
  for (std::size_t j = 0; j < n - i; ++j) x[j] = a[i + j].bits, y[j] = b[i + j].bits;
  V::store_bf16(x, V::add(V::load_bf16(x), V::load_bf16(y)));
  for (std::size_t j = 0; j < n - i; ++j) out[i + j].bits = x[j];
}

// GELU over bf16 storage: the lane formulas of the fp32 kernels above between load_bf16
// and store_bf16, so each element is widened once and rounded once as in the reference,
// with no fp32 copy in between.
template <class V>
void gelu_forward_bf16_lanes(bf16* out, const bf16* inp, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L) V::store_bf16(bits_of(out + i), gelu_forward_lane<V>(V::load_bf16(bits_of(inp + i))));
  if (i == n) return;
  std::uint16_t x[L] = {};
  for (std::size_t j = 0; j < n - i; ++j) x[j] = inp[i + j].bits;
  V::store_bf16(x, gelu_forward_lane<V>(V::load_bf16(x)));
  for (std::size_t j = 0; j < n - i; ++j) out[i + j].bits = x[j];
}

template <class V>
void gelu_backward_bf16_lanes(bf16* dinp, const bf16* dout, const bf16* inp, std::size_t n) {
  constexpr std::size_t L = V::lanes;
  std::size_t i = 0;
  for (; i + L <= n; i += L)
    V::store_bf16(bits_of(dinp + i), gelu_backward_lane<V>(V::load_bf16(bits_of(inp + i)), V::load_bf16(bits_of(dout + i))));
  if (i == n) return;
  std::uint16_t x[L] = {}, d[L] = {};
  for (std::size_t j = 0; j < n - i; ++j) x[j] = inp[i + j].bits, d[j] = dout[i + j].bits;
  V::store_bf16(d, gelu_backward_lane<V>(V::load_bf16(x), V::load_bf16(d)));
  for (std::size_t j = 0; j < n - i; ++j) dinp[i + j].bits = d[j];
}

template <class V>
elementwise_kernels elementwise_for() {
  return {&gelu_forward_lanes<V>, &gelu_backward_lanes<V>, &widen_bf16_lanes<V>, &round_bf16_lanes<V>,
          &add_bf16_lanes<V>, &gelu_forward_bf16_lanes<V>, &gelu_backward_bf16_lanes<V>};
}

}  // namespace pipesched::kernels::cpu::detail
