#pragma once
// GELU, tanh approximation (GPT-2), llm.c style reference.
//
//   forward:         u = sqrt(2/π)·(x + 0.044715·x³),  out = ½·x·(1 + tanh u)
//   backward-input:  dinp = dout · [½(1 + tanh u) + ½·x·(1 − tanh² u)·sqrt(2/π)·(1 + 3·0.044715·x²)]
//   backward-weight: none.
//
// tanh: in fp32 (float and bf16 storage) kernels/tanh_approx.hpp's, at most 2 ulps from
// tanh and the same in every CPU path -- this reference and the SIMD kernels of
// kernels/cpu/gelu.hpp evaluate gelu_forward_lane / gelu_backward_lane below, so they
// agree to the bit; in double (the gradient checks) std::tanh.
//
// Shapes: inp, out, dout, dinp [N] (any flattened shape).
//
// Storage (kernels/storage.hpp): all T; computed in acc_t<T>, rounded to T once.
//
// Napkin math (elements; × sizeof(T) for bytes):
//   forward:  ≈ 8·N FLOPs + N tanh;  reads N, writes N.
//   backward: ≈ 14·N FLOPs + N tanh; reads 2·N (inp, dout), writes N.
//   saved for backward: inp (N, the producer's output).
//   tanh_approx: ≈ 30 FLOPs and one division per element.

#include <cmath>
#include <cstddef>
#include <type_traits>

#include <kernels/storage.hpp>
#include <kernels/tanh_approx.hpp>

namespace pipesched::kernels {

namespace detail {
inline constexpr double gelu_sqrt_2_over_pi = 0.79788456080286535587989211986876;
inline constexpr double gelu_cubic = 0.044715;

// One double lane (the gradient checks' instantiation), with the exact tanh.
struct lanes_f64 {
  using type = double;
  using scalar = double;
  static double set1(double v) { return v; }
  static double add(double a, double b) { return a + b; }
  static double sub(double a, double b) { return a - b; }
  static double mul(double a, double b) { return a * b; }
  static double tanh(double u) { return std::tanh(u); }
};
// One fp32 lane: the approximation's.
struct gelu_lanes_f32 : lanes_f32 {
  static float tanh(float u) { return tanh_approx<lanes_f32>(u); }
};
template <class A>
using gelu_scalar = std::conditional_t<std::is_same_v<A, double>, lanes_f64, gelu_lanes_f32>;
}  // namespace detail

// The element formulas, over a lane type V (scalar, set1, add, sub, mul, tanh); the
// order of the operations is the reference's, so every V computes the same values.
template <class V>
typename V::type gelu_forward_lane(typename V::type x) {
  using S = typename V::scalar;
  const auto k = V::set1(static_cast<S>(detail::gelu_sqrt_2_over_pi));
  const auto a = V::set1(static_cast<S>(detail::gelu_cubic));
  const auto u = V::mul(k, V::add(x, V::mul(V::mul(V::mul(a, x), x), x)));
  return V::mul(V::mul(V::set1(S(0.5)), x), V::add(V::set1(S(1)), V::tanh(u)));
}
template <class V>
typename V::type gelu_backward_lane(typename V::type x, typename V::type dout) {
  using S = typename V::scalar;
  const auto k = V::set1(static_cast<S>(detail::gelu_sqrt_2_over_pi));
  const auto a = V::set1(static_cast<S>(detail::gelu_cubic));
  const auto a3 = V::set1(S(3) * static_cast<S>(detail::gelu_cubic));  // A(3)·a, rounded once
  const auto half = V::set1(S(0.5)), one = V::set1(S(1));
  const auto u = V::mul(k, V::add(x, V::mul(V::mul(V::mul(a, x), x), x)));
  const auto th = V::tanh(u);
  const auto du = V::mul(k, V::add(one, V::mul(V::mul(a3, x), x)));
  const auto grad = V::add(V::mul(half, V::add(one, th)), V::mul(V::mul(V::mul(half, x), V::sub(one, V::mul(th, th))), du));
  return V::mul(dout, grad);
}

// out is overwritten; out may alias inp.
template <class T>
void gelu_forward(T* out, const T* inp, std::size_t N) {
    using V = detail::gelu_scalar<acc_t<T>>;
    for (std::size_t i = 0; i < N; ++i) out[i] = store<T>(gelu_forward_lane<V>(widen(inp[i])));
}

// B pass. dinp is OVERWRITTEN; dinp may alias dout.
template <class T>
void gelu_backward_input(T* dinp, const T* dout, const T* inp, std::size_t N) {
    using V = detail::gelu_scalar<acc_t<T>>;
    for (std::size_t i = 0; i < N; ++i) dinp[i] = store<T>(gelu_backward_lane<V>(widen(inp[i]), widen(dout[i])));
}

}  // namespace pipesched::kernels
