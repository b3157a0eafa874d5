// The tile on AVX2 (this file alone is built with -mavx2 -mno-fma -ffp-contract=off;
// called only where supported(simd::avx2)).
#include <immintrin.h>

#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
struct avx2 {
  using type = __m256;
  static constexpr std::size_t lanes = 8;
  static type load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, type v) { _mm256_storeu_ps(p, v); }
  static type broadcast(const float* p) { return _mm256_broadcast_ss(p); }
  static type add(type a, type b) { return _mm256_add_ps(a, b); }
  static type mul(type a, type b) { return _mm256_mul_ps(a, b); }
  static type zero() { return _mm256_setzero_ps(); }
};
void run(const tile_job& j) { run_tile<avx2, 6>(j); }
}  // namespace

tile_kernel tile_avx2() { return {6, 2 * avx2::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
