#pragma once
// The AVX-512 lane type (AVX-512F only): what the GEMM tile (tile_impl.hpp), the
// element-wise kernels and tanh_approx.hpp ask of V, 16 fp32 lanes. Included only by the
// files built with -mavx512f -mno-fma (tile_avx512.cpp, elementwise_avx512.cpp), called only
// where supported(simd::avx512). Internal linkage (an unnamed namespace): each file that
// includes it keeps its own copy, built with that file's flags.
//
// Compares give a mask register (less returns __mmask16, select takes one): tanh_approx
// only passes less's result to select. Shifts and vpmovzxwd/vpmovdw use their maskz forms
// with every lane set: the plain ones start from an "undefined" vector that g++ 12 warns
// about (-Wmaybe-uninitialized); the instructions are the same.
#include <immintrin.h>

#include <cstddef>
#include <cstdint>

#include <kernels/tanh_approx.hpp>

namespace pipesched::kernels::cpu::detail {
namespace {
struct avx512 {
  using type = __m512;
  using scalar = float;
  static constexpr std::size_t lanes = 16;
  static constexpr __mmask16 all = 0xffff;
  static type load(const float* p) { return _mm512_loadu_ps(p); }
  static void store(float* p, type v) { _mm512_storeu_ps(p, v); }
  static type set1(float v) { return _mm512_set1_ps(v); }
  static type abs(type x) {
    return _mm512_castsi512_ps(_mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32(0x7fffffff)));
  }
  static type or_sign(type a, type x) {
    const __m512i sign = _mm512_and_si512(_mm512_castps_si512(x), _mm512_set1_epi32(static_cast<int>(0x80000000u)));
    return _mm512_castsi512_ps(_mm512_or_si512(_mm512_castps_si512(a), sign));
  }
  static type add(type a, type b) { return _mm512_add_ps(a, b); }
  static type sub(type a, type b) { return _mm512_sub_ps(a, b); }
  static type mul(type a, type b) { return _mm512_mul_ps(a, b); }
  static type div(type a, type b) { return _mm512_div_ps(a, b); }
  static type min(type a, type b) { return _mm512_maskz_min_ps(all, a, b); }  // a < b ? a : b, as SSE's
  static __mmask16 less(type a, type b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OQ); }
  static type select(__mmask16 m, type a, type b) { return _mm512_mask_blend_ps(m, b, a); }
  static type exp2_int(type t) {
    return _mm512_castsi512_ps(_mm512_maskz_slli_epi32(all, _mm512_add_epi32(_mm512_castps_si512(t), _mm512_set1_epi32(127)), 23));
  }
  static type broadcast(const float* p) { return _mm512_set1_ps(*p); }
  static type zero() { return _mm512_setzero_ps(); }
  static type tanh(type u) { return tanh_approx<avx512>(u); }
  // 16 bf16 (their bits) widened: each the upper half of its float.
  static type load_bf16(const std::uint16_t* p) {
    const __m512i w = _mm512_maskz_cvtepu16_epi32(all, _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
    return _mm512_castsi512_ps(_mm512_maskz_slli_epi32(all, w, 16));
  }
  // 16 floats rounded to bf16 as bf16's constructor does: nearest-even (add 0x7fff plus the
  // kept part's lowest bit, shift), a NaN (unordered with itself) its upper half with the
  // quiet bit set; the 16-bit results narrowed by vpmovdw.
  static void store_bf16(std::uint16_t* p, type x) {
    const __m512i u = _mm512_castps_si512(x);
    const __m512i hi = _mm512_maskz_srli_epi32(all, u, 16);
    const __m512i lsb = _mm512_and_si512(hi, _mm512_set1_epi32(1));
    __m512i r = _mm512_maskz_srli_epi32(all, _mm512_add_epi32(_mm512_add_epi32(u, _mm512_set1_epi32(0x7fff)), lsb), 16);
    r = _mm512_mask_or_epi32(r, _mm512_cmp_ps_mask(x, x, _CMP_UNORD_Q), hi, _mm512_set1_epi32(0x40));
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(p), _mm512_maskz_cvtepi32_epi16(all, r));  // r ≤ 0xffff
  }
};
}  // namespace
}  // namespace pipesched::kernels::cpu::detail
