#pragma once
// The tile of tile.hpp over a vector type V (V::lanes floats: load, store, broadcast,
// add, mul, zero), included by one .cpp per instruction set. Multiply then add, two
// roundings, accumulator as the left operand: the reference's `acc += x * w`.
#include "kernels/cpu/tile.hpp"

namespace pipesched::kernels::cpu::detail {

template <class V, std::size_t MR>
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
  for (std::size_t k = 0; k < K; ++k, a += MR, b += NR) {
    const auto b0 = V::load(b), b1 = V::load(b + V::lanes);
#pragma GCC unroll 8
    for (std::size_t i = 0; i < MR; ++i) {
      const auto x = V::broadcast(a + i);
      acc[i][0] = V::add(acc[i][0], V::mul(x, b0));
      acc[i][1] = V::add(acc[i][1], V::mul(x, b1));
    }
  }
  float* c = j.c;
  const std::size_t ldc = j.ldc;
#pragma GCC unroll 8
  for (std::size_t i = 0; i < MR; ++i) {
    V::store(c + i * ldc, acc[i][0]);
    V::store(c + i * ldc + V::lanes, acc[i][1]);
  }
}

}  // namespace pipesched::kernels::cpu::detail
