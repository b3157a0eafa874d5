// The tile on AVX-512 (this file alone is built with -mavx512f -mno-fma -ffp-contract=off;
// called only where supported(simd::avx512)). Without FMA a multiply and an add are two
// instructions; 16 lanes per instruction is what lifts the tile past AVX2's issue limit.
#include <immintrin.h>

#include <cstdint>

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
  // 16 floats rounded to bf16 as bf16's constructor does (nearest-even, a NaN stays a quiet
  // NaN): lanes_avx2.hpp's store_bf16 in AVX-512F, the 16-bit results narrowed by vpmovdw.
  // The maskz forms with every lane set: the plain shift and narrowing start from an
  // "undefined" vector that g++ 12 warns about (-Wmaybe-uninitialized).
  static __m512i srli16(__m512i u) { return _mm512_maskz_srli_epi32(all, u, 16); }
  static void store_bf16(std::uint16_t* p, type x) {
    const __m512i u = _mm512_castps_si512(x);
    const __m512i lsb = _mm512_and_si512(srli16(u), _mm512_set1_epi32(1));
    const __m512i rounded = srli16(_mm512_add_epi32(_mm512_add_epi32(u, _mm512_set1_epi32(0x7fff)), lsb));
    const __mmask16 nan =
        _mm512_cmpgt_epi32_mask(_mm512_and_si512(u, _mm512_set1_epi32(0x7fffffff)), _mm512_set1_epi32(0x7f800000));
    const __m512i quiet = _mm512_or_si512(srli16(u), _mm512_set1_epi32(0x40));
    const __m512i r = _mm512_mask_blend_epi32(nan, rounded, quiet);  // 0..0xffff per 32-bit lane
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), _mm512_maskz_cvtepi32_epi16(all, r));
  }
  static constexpr __mmask16 all = 0xffff;
};

void run(const tile_job& j) { run_rows<avx512, 6>(j); }
}  // namespace

tile_kernel tile_avx512() { return {6, 2 * avx512::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
