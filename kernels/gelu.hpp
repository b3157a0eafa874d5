#pragma once
// GELU, tanh approximation (GPT-2), llm.c style reference.
//
//   forward:         u = sqrt(2/π)·(x + 0.044715·x³),  out = ½·x·(1 + tanh u)
//   backward-input:  dinp = dout · [½(1 + tanh u) + ½·x·(1 − tanh² u)·sqrt(2/π)·(1 + 3·0.044715·x²)]
//   backward-weight: none.
//
// Shapes: inp, out, dout, dinp [N] (any flattened shape).
//
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   forward:  ≈ 8·N FLOPs + N tanh;  reads N, writes N.
//   backward: ≈ 14·N FLOPs + N tanh; reads 2·N (inp, dout), writes N.
//   saved for backward: inp (N, the producer's output).

#include <cmath>
#include <cstddef>

namespace pipesched::kernels {

namespace detail {
inline constexpr double gelu_sqrt_2_over_pi = 0.79788456080286535587989211986876;
inline constexpr double gelu_cubic = 0.044715;
}  // namespace detail

// out is overwritten; out may alias inp.
template <class Scalar>
void gelu_forward(Scalar* out, const Scalar* inp, std::size_t N) {
    const Scalar k = static_cast<Scalar>(detail::gelu_sqrt_2_over_pi);
    const Scalar a = static_cast<Scalar>(detail::gelu_cubic);
    for (std::size_t i = 0; i < N; ++i) {
        const Scalar x = inp[i];
        const Scalar u = k * (x + a * x * x * x);
        out[i] = Scalar(0.5) * x * (Scalar(1) + std::tanh(u));
    }
}

// B pass. dinp is OVERWRITTEN; dinp may alias dout.
template <class Scalar>
void gelu_backward_input(Scalar* dinp, const Scalar* dout, const Scalar* inp, std::size_t N) {
    const Scalar k = static_cast<Scalar>(detail::gelu_sqrt_2_over_pi);
    const Scalar a = static_cast<Scalar>(detail::gelu_cubic);
    for (std::size_t i = 0; i < N; ++i) {
        const Scalar x = inp[i];
        const Scalar u = k * (x + a * x * x * x);
        const Scalar th = std::tanh(u);
        const Scalar du = k * (Scalar(1) + Scalar(3) * a * x * x);
        const Scalar grad = Scalar(0.5) * (Scalar(1) + th) + Scalar(0.5) * x * (Scalar(1) - th * th) * du;
        dinp[i] = dout[i] * grad;
    }
}

}  // namespace pipesched::kernels
