#pragma once
// The SSE2 lane type of the CPU kernels (the x86-64 baseline): what the GEMM tile
// (tile_impl.hpp), the element-wise kernels, attention's and LayerNorm's row kernels and
// tanh_approx.hpp ask of V. Internal linkage (an unnamed namespace): each file that
// includes it keeps its own copy, built with that file's flags.
#include <emmintrin.h>

#include <cstddef>
#include <cstdint>

#include <kernels/tanh_approx.hpp>

namespace pipesched::kernels::cpu::detail {
namespace {
struct sse2 {
  using type = __m128;
  using scalar = float;
  static constexpr std::size_t lanes = 4;
  static type load(const float* p) { return _mm_loadu_ps(p); }
  static void store(float* p, type v) { _mm_storeu_ps(p, v); }
  static type set1(float v) { return _mm_set1_ps(v); }
  static type abs(type x) { return _mm_and_ps(x, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff))); }
  static type or_sign(type a, type x) {
    return _mm_or_ps(a, _mm_and_ps(x, _mm_castsi128_ps(_mm_set1_epi32(static_cast<int>(0x80000000u)))));
  }
  static type add(type a, type b) { return _mm_add_ps(a, b); }
  static type sub(type a, type b) { return _mm_sub_ps(a, b); }
  static type mul(type a, type b) { return _mm_mul_ps(a, b); }
  static type sqrt(type x) { return _mm_sqrt_ps(x); }  // IEEE, as std::sqrt
  static type div(type a, type b) { return _mm_div_ps(a, b); }
  static type min(type a, type b) { return _mm_min_ps(a, b); }  // a < b ? a : b
  static type less(type a, type b) { return _mm_cmplt_ps(a, b); }
  static type select(type m, type a, type b) { return _mm_or_ps(_mm_and_ps(m, a), _mm_andnot_ps(m, b)); }
  static type exp2_int(type t) {
    return _mm_castsi128_ps(_mm_slli_epi32(_mm_add_epi32(_mm_castps_si128(t), _mm_set1_epi32(127)), 23));
  }
  static type broadcast(const float* p) { return _mm_set1_ps(*p); }
  static type zero() { return _mm_setzero_ps(); }
  static type tanh(type u) { return tanh_approx<sse2>(u); }
  // 4 bf16 (their bits) widened: each the upper half of its float.
  static type load_bf16(const std::uint16_t* p) {
    return _mm_castsi128_ps(_mm_unpacklo_epi16(_mm_setzero_si128(), _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
  }
  // 4 floats rounded to bf16 as bf16's constructor does: nearest-even, a NaN stays a quiet NaN.
  static void store_bf16(std::uint16_t* p, type x) {
    const __m128i u = _mm_castps_si128(x);
    const __m128i lsb = _mm_and_si128(_mm_srli_epi32(u, 16), _mm_set1_epi32(1));
    const __m128i rounded = _mm_srli_epi32(_mm_add_epi32(_mm_add_epi32(u, _mm_set1_epi32(0x7fff)), lsb), 16);
    const __m128i nan = _mm_cmpgt_epi32(_mm_and_si128(u, _mm_set1_epi32(0x7fffffff)), _mm_set1_epi32(0x7f800000));
    const __m128i quiet = _mm_or_si128(_mm_srli_epi32(u, 16), _mm_set1_epi32(0x40));
    const __m128i r = _mm_or_si128(_mm_and_si128(nan, quiet), _mm_andnot_si128(nan, rounded));  // 0..0xffff
    // SSE2 packs signed: shift 0..0xffff to -0x8000..0x7fff, pack, and shift back in 16 bits.
    const __m128i bias = _mm_set1_epi32(0x8000);
    const __m128i packed = _mm_xor_si128(_mm_packs_epi32(_mm_sub_epi32(r, bias), _mm_sub_epi32(r, bias)), _mm_set1_epi16(-0x8000));
    _mm_storel_epi64(reinterpret_cast<__m128i*>(p), packed);
  }
};
}  // namespace
}  // namespace pipesched::kernels::cpu::detail
