#pragma once
// The storage element types the references take, and the type each one computes in.
//
// An op's activations, their gradients and the weights' working copy are stored as T
// (float, bf16, or double for the gradient checks); everything else -- parameter gradients
// the W pass accumulates into, LayerNorm's mean and rstd, per-position losses, scalars --
// is acc_t<T>, which is also what every op accumulates in: float for float and bf16,
// double for double. A value is widened when loaded and rounded to T once, when stored
// (store<T>); with T = float both are the identity, so the float references compute
// exactly what they did before storage became a parameter.
//
// to_storage: the working copy of fp32 master weights in T (after an optimizer step, or
// whenever the master values change), one rounding per value.
//   napkin math: n conversions; reads 4·n bytes, writes sizeof(T)·n.
#include <cstddef>

#include <kernels/bf16.hpp>

namespace pipesched::kernels {

template <class T>
struct accumulate_as {
    using type = T;
};
template <>
struct accumulate_as<bf16> {
    using type = float;
};
template <class T>
using acc_t = typename accumulate_as<T>::type;

static_assert(sizeof(acc_t<bf16>) == 4 && sizeof(acc_t<float>) == 4 && sizeof(acc_t<double>) == 8);

// A stored value, widened to the type the ops compute in.
template <class T>
constexpr acc_t<T> widen(T x) {
    return static_cast<acc_t<T>>(x);
}

// A computed value, rounded once to the storage type (nearest-even for bf16).
template <class T>
constexpr T store(acc_t<T> x) {
    return static_cast<T>(x);
}

// out[i] = in[i] rounded to T; out must not alias in unless T is float.
template <class T>
void to_storage(T* out, const float* in, std::size_t n) {
    for (std::size_t i = 0; i < n; ++i) out[i] = static_cast<T>(in[i]);
}

}  // namespace pipesched::kernels
