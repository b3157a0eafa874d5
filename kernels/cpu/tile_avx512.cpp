// The tile on AVX-512 (this file alone is built with -mavx512f -mno-fma -ffp-contract=off;
// called only where supported(simd::avx512)). Without FMA a multiply and an add are two
// instructions; 16 lanes per instruction is what lifts the tile past AVX2's issue limit.
#include <immintrin.h>

#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
// What tile_impl.hpp asks of V, 16 fp32 lanes.
struct avx512 {
  using type = __m512;
  static constexpr std::size_t lanes = 16;
  static type load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, type v) { _mm512_storeu_ps(p, v); }
  static type add(type a, type b) { return _mm512_add_ps(a, b); }
  static type mul(type a, type b) { return _mm512_mul_ps(a, b); }
  static type broadcast(const float* p) { return _mm512_set1_ps(*p); }
  static type zero() { return _mm512_setzero_ps(); }
};

void run(const tile_job& j) { run_rows<avx512, 6>(j); }
}  // namespace

tile_kernel tile_avx512() { return {6, 2 * avx512::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
