#pragma once
// The AVX2 lane type of the CPU kernels: what the GEMM tile (tile_impl.hpp), the
// element-wise kernels, attention's and LayerNorm's row kernels and tanh_approx.hpp ask of
// V. Included only by the files built with -mavx2 -mno-fma (tile_avx2.cpp,
// elementwise_avx2.cpp), called only where supported(simd::avx2). Internal linkage (an unnamed namespace): each file that
// includes it keeps its own copy, built with that file's flags.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include <kernels/tanh_approx.hpp>

namespace pipesched::kernels::cpu::detail {
namespace {
struct avx2 {
  using type = __m256;
  using scalar = float;
  static constexpr std::size_t lanes = 8;
  static type load(const float* p) { return _mm256_loadu_ps(p); }
  static void store(float* p, type v) { _mm256_storeu_ps(p, v); }
  static type set1(float v) { return _mm256_set1_ps(v); }
  static type abs(type x) { return _mm256_and_ps(x, _mm256_castsi256_ps(_mm256_set1_epi32(0x7fffffff))); }
  static type or_sign(type a, type x) {
    return _mm256_or_ps(a, _mm256_and_ps(x, _mm256_castsi256_ps(_mm256_set1_epi32(static_cast<int>(0x80000000u)))));
  }
  static type add(type a, type b) { return _mm256_add_ps(a, b); }
  static type sub(type a, type b) { return _mm256_sub_ps(a, b); }
  static type mul(type a, type b) { return _mm256_mul_ps(a, b); }
  static type sqrt(type x) { return _mm256_sqrt_ps(x); }  // IEEE, as std::sqrt
  static type div(type a, type b) { return _mm256_div_ps(a, b); }
  static type min(type a, type b) { return _mm256_min_ps(a, b); }  // a < b ? a : b
  static type less(type a, type b) { return _mm256_cmp_ps(a, b, _CMP_LT_OQ); }
  static type select(type m, type a, type b) { return _mm256_blendv_ps(b, a, m); }
  static type exp2_int(type t) {
    return _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_add_epi32(_mm256_castps_si256(t), _mm256_set1_epi32(127)), 23));
  }
  static type broadcast(const float* p) { return _mm256_broadcast_ss(p); }
  static type zero() { return _mm256_setzero_ps(); }
  static type tanh(type u) { return tanh_approx<avx2>(u); }
  // 8 bf16 (their bits) widened: each the upper half of its float.
  static type load_bf16(const std::uint16_t* p) {
    return _mm256_castsi256_ps(
        _mm256_slli_epi32(_mm256_cvtepu16_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))), 16));
  }
  // 8 floats rounded to bf16 as bf16's constructor does: nearest-even, a NaN stays a quiet NaN.
  static void store_bf16(std::uint16_t* p, type x) {
    const __m256i u = _mm256_castps_si256(x);
    const __m256i lsb = _mm256_and_si256(_mm256_srli_epi32(u, 16), _mm256_set1_epi32(1));
    const __m256i rounded = _mm256_srli_epi32(_mm256_add_epi32(_mm256_add_epi32(u, _mm256_set1_epi32(0x7fff)), lsb), 16);
    const __m256i nan = _mm256_cmpgt_epi32(_mm256_and_si256(u, _mm256_set1_epi32(0x7fffffff)), _mm256_set1_epi32(0x7f800000));
    const __m256i quiet = _mm256_or_si256(_mm256_srli_epi32(u, 16), _mm256_set1_epi32(0x40));
    const __m256i r = _mm256_blendv_epi8(rounded, quiet, nan);  // 0..0xffff per 32-bit lane
    const __m256i packed = _mm256_permute4x64_epi64(_mm256_packus_epi32(r, r), 0x08);  // lanes 0-3, 4-7 in order
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm256_castsi256_si128(packed));
  }
};
}  // namespace
}  // namespace pipesched::kernels::cpu::detail
