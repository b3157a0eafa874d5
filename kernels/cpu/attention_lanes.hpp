#pragma once
// The two row kernels kernels/cpu/attention.cpp builds attention from, over a lane type V
// (elementwise_sse2.cpp, elementwise_avx2.cpp). Each output is one chain of separately
// rounded products and sums in the order the reference (kernels/attention.hpp) sums it;
// lanes only run across outputs that the reference computes independently. Up to 4
// vectors of outputs go together, so 4 chains are in flight at once.
//
// Padding: every row and output is read and written up to its length rounded up to
// V::lanes; the caller's buffers have room there (zeros in the inputs' pads).
#include <cstddef>

// The NB accumulators must live in registers: unrolled fully, the array becomes NB
// variables; left as a loop, gcc keeps it on the stack and every add waits on a store.
#define PIPESCHED_UNROLL_BLOCKS _Pragma("GCC unroll 4")

namespace pipesched::kernels::cpu::detail {

struct attention_kernels {
  // out[i] = ((0 + w[0]·rows[i]) + w[1]·rows[ld + i]) + ... + w[n-1]·rows[(n-1)·ld + i], i < m:
  // the scores q·k (w = q, rows = kᵀ's), the outputs att·v, datt = dout·v and dq = ds·k.
  void (*weighted_sum)(float* out, const float* w, const float* rows, std::size_t n, std::size_t m, std::size_t ld);
  // rows[r·ld + i] += w[r]·x[i], r < n, i < m.
  void (*rank1_add)(float* rows, std::size_t ld, const float* w, std::size_t n, const float* x, std::size_t m);
};

attention_kernels attention_sse2();
attention_kernels attention_avx2();  // only where supported

// NB vectors of outputs, each an n-term chain in r order.
template <class V, int NB>
void weighted_sum_block(float* out, const float* w, const float* rows, std::size_t n, std::size_t ld) {
  typename V::type acc[NB];
  PIPESCHED_UNROLL_BLOCKS for (int b = 0; b < NB; ++b) acc[b] = V::set1(0.0f);
  for (std::size_t r = 0; r < n; ++r) {
    const typename V::type wr = V::set1(w[r]);
    PIPESCHED_UNROLL_BLOCKS for (int b = 0; b < NB; ++b) acc[b] = V::add(acc[b], V::mul(wr, V::load(rows + r * ld + b * V::lanes)));
  }
  PIPESCHED_UNROLL_BLOCKS for (int b = 0; b < NB; ++b) V::store(out + b * V::lanes, acc[b]);
}

template <class V>
void weighted_sum_lanes(float* out, const float* w, const float* rows, std::size_t n, std::size_t m, std::size_t ld) {
  constexpr std::size_t L = V::lanes;
  const std::size_t blocks = (m + L - 1) / L;
  std::size_t b = 0;
  for (; b + 4 <= blocks; b += 4) weighted_sum_block<V, 4>(out + b * L, w, rows + b * L, n, ld);
  switch (blocks - b) {
    case 3: weighted_sum_block<V, 3>(out + b * L, w, rows + b * L, n, ld); break;
    case 2: weighted_sum_block<V, 2>(out + b * L, w, rows + b * L, n, ld); break;
    case 1: weighted_sum_block<V, 1>(out + b * L, w, rows + b * L, n, ld); break;
    default: break;
  }
}

template <class V>
void rank1_add_lanes(float* rows, std::size_t ld, const float* w, std::size_t n, const float* x, std::size_t m) {
  constexpr std::size_t L = V::lanes;
  for (std::size_t r = 0; r < n; ++r) {
    const typename V::type wr = V::set1(w[r]);
    float* row = rows + r * ld;
    for (std::size_t i = 0; i < m; i += L) V::store(row + i, V::add(V::load(row + i), V::mul(wr, V::load(x + i))));
  }
}

template <class V>
attention_kernels attention_for() {
  return {&weighted_sum_lanes<V>, &rank1_add_lanes<V>};
}

}  // namespace pipesched::kernels::cpu::detail
