#pragma once
// tanh in fp32 from + − × ÷, min, compares and bit operations only, written once over a
// lane type V so the scalar reference (lanes_f32 below) and the SIMD kernels
// (kernels/cpu/lanes_*.hpp) run the same IEEE operations in the same order and agree to
// the bit (built with -ffp-contract=off: no FMA contraction).
//
//   |x| < 0.625: x + x·z·P(z), z = x², P of degree 4 (Cephes tanhf's coefficients)
//   else:        1 − 2 / (e^{2|x|} + 1), |x| clamped to 10 (tanh(10) rounds to 1),
//                e^y = 2^n · (1 + r + r²·Q(r)), n = round(y·log2 e), r = y − n·ln 2 in
//                two steps (Cody–Waite), Q of degree 5 (Cephes expf's coefficients)
//   sign restored from x: tanh(−0) = −0, tanh(±inf) = ±1, tanh(NaN) = NaN.
//
// Accuracy against tanh rounded to fp32 (max error, tested in test/kernels/gelu_test.cpp
// over every fp32 in [-12, 12] at a stride, and the extremes): at most 2 ulps.
//
// V provides: type, scalar (float), set1, abs (clear the sign), or_sign(a, x) (a with x's sign bit ORed
// in), add, sub, mul, div, min (the SSE semantics: min(a, b) = a < b ? a : b, so a NaN b
// comes through), less(a, b) (a mask), select(mask, a, b), and exp2_int(t): 2^n for
// t = n + 1.5·2^23 (n an integer, |n| < 127).
#include <bit>
#include <cstdint>

namespace pipesched::kernels {

template <class V>
typename V::type tanh_approx(typename V::type x) {
  using T = typename V::type;
  const T a = V::min(V::set1(10.0f), V::abs(x));  // NaN stays NaN

  // Small |x|: odd polynomial.
  const T z = V::mul(a, a);
  T p = V::set1(-5.70498872745e-3f);
  p = V::add(V::mul(p, z), V::set1(2.06390887954e-2f));
  p = V::add(V::mul(p, z), V::set1(-5.37397155531e-2f));
  p = V::add(V::mul(p, z), V::set1(1.33314422036e-1f));
  p = V::add(V::mul(p, z), V::set1(-3.33332819422e-1f));
  const T small = V::add(V::mul(V::mul(p, z), a), a);

  // Large |x|: e = exp(2|x|), 1 − 2/(e + 1).
  const T y = V::add(a, a);
  const T magic = V::set1(12582912.0f);  // 1.5·2^23: adding it rounds to an integer
  const T t = V::add(V::mul(y, V::set1(1.44269504088896341f)), magic);
  const T n = V::sub(t, magic);
  const T r = V::sub(V::sub(y, V::mul(n, V::set1(0.693359375f))), V::mul(n, V::set1(-2.12194440e-4f)));
  T q = V::set1(1.9875691500e-4f);
  q = V::add(V::mul(q, r), V::set1(1.3981999507e-3f));
  q = V::add(V::mul(q, r), V::set1(8.3334519073e-3f));
  q = V::add(V::mul(q, r), V::set1(4.1665795894e-2f));
  q = V::add(V::mul(q, r), V::set1(1.6666665459e-1f));
  q = V::add(V::mul(q, r), V::set1(5.0000001201e-1f));
  const T e = V::mul(V::add(V::add(V::mul(q, V::mul(r, r)), r), V::set1(1.0f)), V::exp2_int(t));
  const T one = V::set1(1.0f);
  const T large = V::sub(one, V::div(V::set1(2.0f), V::add(e, one)));

  return V::or_sign(V::select(V::less(a, V::set1(0.625f)), small, large), x);
}

// One fp32 lane: the reference's scalar path.
struct lanes_f32 {
  using type = float;
  using scalar = float;
  static float set1(float v) { return v; }
  static float abs(float x) { return std::bit_cast<float>(std::bit_cast<std::uint32_t>(x) & 0x7fffffffu); }
  static float or_sign(float a, float x) {
    return std::bit_cast<float>(std::bit_cast<std::uint32_t>(a) | (std::bit_cast<std::uint32_t>(x) & 0x80000000u));
  }
  static float add(float a, float b) { return a + b; }
  static float sub(float a, float b) { return a - b; }
  static float mul(float a, float b) { return a * b; }
  static float div(float a, float b) { return a / b; }
  static float min(float a, float b) { return a < b ? a : b; }
  static bool less(float a, float b) { return a < b; }
  static float select(bool m, float a, float b) { return m ? a : b; }
  static float exp2_int(float t) {
    // bits(t) = bits(1.5·2^23) + n; the shift drops bits(1.5·2^23)'s part: (n + 127) << 23.
    return std::bit_cast<float>((std::bit_cast<std::uint32_t>(t) + 127u) << 23);
  }
};

inline float tanh_approx(float x) { return tanh_approx<lanes_f32>(x); }

}  // namespace pipesched::kernels
