#pragma once
// GELU, tanh approximation (GPT-2), llm.c style reference.
//
//   forward:         u = sqrt(2/π)·(x + 0.044715·x³),  out = ½·x·(1 + tanh u)
//   backward-input:  dinp = dout · [½(1 + tanh u) + ½·x·(1 − tanh² u)·sqrt(2/π)·(1 + 3·0.044715·x²)]
//   backward-weight: none.
//
// Shapes: inp, out, dout, dinp [N] (any flattened shape).
//
// Storage (kernels/storage.hpp): all T; computed in acc_t<T>, rounded to T once.
//
// Napkin math (elements; × sizeof(T) for bytes):
//   forward:  ≈ 8·N FLOPs + N tanh;  reads N, writes N.
//   backward: ≈ 14·N FLOPs + N tanh; reads 2·N (inp, dout), writes N.
//   saved for backward: inp (N, the producer's output).

#include <cmath>
#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

namespace detail {
inline constexpr double gelu_sqrt_2_over_pi = 0.79788456080286535587989211986876;
inline constexpr double gelu_cubic = 0.044715;
}  // namespace detail

// out is overwritten; out may alias inp.
template <class T>
void gelu_forward(T* out, const T* inp, std::size_t N) {
    using A = acc_t<T>;
    const A k = static_cast<A>(detail::gelu_sqrt_2_over_pi);
    const A a = static_cast<A>(detail::gelu_cubic);
    for (std::size_t i = 0; i < N; ++i) {
        const A x = widen(inp[i]);
        const A u = k * (x + a * x * x * x);
        out[i] = store<T>(A(0.5) * x * (A(1) + std::tanh(u)));
    }
}

// B pass. dinp is OVERWRITTEN; dinp may alias dout.
template <class T>
void gelu_backward_input(T* dinp, const T* dout, const T* inp, std::size_t N) {
    using A = acc_t<T>;
    const A k = static_cast<A>(detail::gelu_sqrt_2_over_pi);
    const A a = static_cast<A>(detail::gelu_cubic);
    for (std::size_t i = 0; i < N; ++i) {
        const A x = widen(inp[i]);
        const A u = k * (x + a * x * x * x);
        const A th = std::tanh(u);
        const A du = k * (A(1) + A(3) * a * x * x);
        const A grad = A(0.5) * (A(1) + th) + A(0.5) * x * (A(1) - th * th) * du;
        dinp[i] = store<T>(widen(dout[i]) * grad);
    }
}

}  // namespace pipesched::kernels
