#pragma once
// The tile of tile.hpp over a vector type V (V::lanes floats: load, store, store_bf16,
// broadcast, add, mul, zero), included by one .cpp per instruction set. Multiply then add, two
// roundings, accumulator as the left operand: the reference's `acc += x * w`.
#include "kernels/cpu/tile.hpp"

namespace pipesched::kernels::cpu::detail {

// MR = j.rows of the PanelMR rows a tile has; Direct: A read in place from rows j.lda
// apart (k contiguous), else from a panel packed PanelMR rows wide.
template <class V, std::size_t PanelMR, std::size_t MR, bool Direct>
void run_tile(const tile_job& j) {
  constexpr std::size_t NR = 2 * V::lanes;
  // Locals and fully unrolled loops keep the 2·MR accumulators in registers (GCC spilled
  // them on every k while it read the job through the reference).
  const float* a = j.a;
  const float* b = j.b;
  const std::size_t K = j.K;
  typename V::type acc[MR][2];
#pragma GCC unroll 8
  for (std::size_t i = 0; i < MR; ++i) {
    if (j.init) {
      const float* r = j.init + i * j.init_ld;
      acc[i][0] = V::load(r);
      acc[i][1] = V::load(r + V::lanes);
    } else {
      acc[i][0] = V::zero();
      acc[i][1] = V::zero();
    }
  }
  if constexpr (Direct) {
    const float* row[MR];
#pragma GCC unroll 8
    for (std::size_t i = 0; i < MR; ++i) row[i] = a + i * j.lda;
    for (std::size_t k = 0; k < K; ++k, b += NR) {
      const auto b0 = V::load(b), b1 = V::load(b + V::lanes);
#pragma GCC unroll 8
      for (std::size_t i = 0; i < MR; ++i) {
        const auto x = V::broadcast(row[i] + k);
        acc[i][0] = V::add(acc[i][0], V::mul(x, b0));
        acc[i][1] = V::add(acc[i][1], V::mul(x, b1));
      }
    }
  } else {
    for (std::size_t k = 0; k < K; ++k, a += PanelMR, b += NR) {
      const auto b0 = V::load(b), b1 = V::load(b + V::lanes);
#pragma GCC unroll 8
      for (std::size_t i = 0; i < MR; ++i) {
        const auto x = V::broadcast(a + i);
        acc[i][0] = V::add(acc[i][0], V::mul(x, b0));
        acc[i][1] = V::add(acc[i][1], V::mul(x, b1));
      }
    }
  }
  const std::size_t ldc = j.ldc;
  if (std::uint16_t* h = j.c_bf16) {
#pragma GCC unroll 8
    for (std::size_t i = 0; i < MR; ++i) {
      V::store_bf16(h + i * ldc, acc[i][0]);
      V::store_bf16(h + i * ldc + V::lanes, acc[i][1]);
    }
    return;
  }
  float* c = j.c;
#pragma GCC unroll 8
  for (std::size_t i = 0; i < MR; ++i) {
    V::store(c + i * ldc, acc[i][0]);
    V::store(c + i * ldc + V::lanes, acc[i][1]);
  }
}

// The tile of j.rows rows: an edge block (M not a multiple of PanelMR) runs only its own
// rows, in place, rather than a whole tile through a copy.
template <class V, std::size_t PanelMR, std::size_t MR = PanelMR>
void run_rows(const tile_job& j) {
  if constexpr (MR > 1)
    if (j.rows < MR) return run_rows<V, PanelMR, MR - 1>(j);
  j.lda ? run_tile<V, PanelMR, MR, true>(j) : run_tile<V, PanelMR, MR, false>(j);
}

}  // namespace pipesched::kernels::cpu::detail
