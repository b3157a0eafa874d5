#pragma once
// LayerNorm over the last dimension (GPT-2, eps = 1e-5), llm.c style reference.
//
//   forward:          mean = Σx/C,  rstd = 1/sqrt(Σ(x−mean)²/C + eps),  x̂ = (x−mean)·rstd
//                     out  = x̂ ⊙ weight + bias
//   backward-input:   g = dout ⊙ weight
//                     dinp += rstd · (g − mean_c(g) − x̂ · mean_c(g ⊙ x̂))          (B pass)
//   backward-weight:  dweight += Σ_n dout ⊙ x̂,   dbias += Σ_n dout                (W pass)
//
// Shapes: inp, out, dout, dinp [N,C] (N = B·T flattened); weight, bias [C]; mean, rstd [N].
//
// Storage (kernels/storage.hpp): inp, out, dout, dinp, weight and bias are T; mean, rstd
// and the W pass's dweight and dbias are acc_t<T> (fp32 for bf16); the sums run in
// acc_t<T>, each output rounded to T once.
//
// Napkin math (elements; × sizeof(T) for bytes, statistics and gradients × sizeof(acc_t<T>)):
//   forward:          ≈ 7·N·C FLOPs; reads N·C + 2·C, writes N·C + 2·N.
//   backward-input:   ≈ 10·N·C FLOPs; reads 2·N·C (dout, inp) + C + 2·N, read-modify-writes N·C.
//   backward-weight:  ≈ 5·N·C FLOPs; reads 2·N·C + 2·N, read-modify-writes 2·C.
//   saved for backward: inp (N·C, the producer's output) + mean, rstd (2·N) — both passes read them.

#include <cmath>
#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

inline constexpr double layernorm_eps = 1e-5;

// out, mean, rstd are overwritten.
template <class T>
void layernorm_forward(T* out, acc_t<T>* mean, acc_t<T>* rstd, const T* inp,
                       const T* weight, const T* bias, std::size_t N, std::size_t C) {
    using A = acc_t<T>;
    const A eps = static_cast<A>(layernorm_eps);
    for (std::size_t n = 0; n < N; ++n) {
        const T* x = inp + n * C;
        A m = 0;
        for (std::size_t c = 0; c < C; ++c) m += widen(x[c]);
        m /= static_cast<A>(C);
        A var = 0;
        for (std::size_t c = 0; c < C; ++c) {
            const A d = widen(x[c]) - m;
            var += d * d;
        }
        var /= static_cast<A>(C);
        const A s = A(1) / std::sqrt(var + eps);
        T* o = out + n * C;
        for (std::size_t c = 0; c < C; ++c) o[c] = store<T>((widen(x[c]) - m) * s * widen(weight[c]) + widen(bias[c]));
        mean[n] = m;
        rstd[n] = s;
    }
}

// B pass. dinp is ACCUMULATED (+=): LayerNorm's input is the residual stream, whose gradient
// also receives the skip path's contribution (see residual_backward_input). Zero dinp first
// where the LayerNorm is the only consumer (e.g. the final LayerNorm). The sum of the two
// is rounded to T once.
template <class T>
void layernorm_backward_input(T* dinp, const T* dout, const T* inp,
                              const T* weight, const acc_t<T>* mean, const acc_t<T>* rstd,
                              std::size_t N, std::size_t C) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const T* x = inp + n * C;
        const T* d = dout + n * C;
        const A m = mean[n];
        const A s = rstd[n];
        A g_mean = 0;
        A gx_mean = 0;
        for (std::size_t c = 0; c < C; ++c) {
            const A g = widen(d[c]) * widen(weight[c]);
            g_mean += g;
            gx_mean += g * (widen(x[c]) - m) * s;
        }
        g_mean /= static_cast<A>(C);
        gx_mean /= static_cast<A>(C);
        T* di = dinp + n * C;
        for (std::size_t c = 0; c < C; ++c) {
            const A xhat = (widen(x[c]) - m) * s;
            const A g = widen(d[c]) * widen(weight[c]);
            di[c] = store<T>(widen(di[c]) + s * (g - g_mean - xhat * gx_mean));
        }
    }
}

// W pass. dweight and dbias are accumulated (+=) across calls (microbatches).
template <class T>
void layernorm_backward_weight(acc_t<T>* dweight, acc_t<T>* dbias, const T* dout,
                               const T* inp, const acc_t<T>* mean, const acc_t<T>* rstd,
                               std::size_t N, std::size_t C) {
    using A = acc_t<T>;
    for (std::size_t n = 0; n < N; ++n) {
        const T* x = inp + n * C;
        const T* d = dout + n * C;
        const A m = mean[n];
        const A s = rstd[n];
        for (std::size_t c = 0; c < C; ++c) {
            dweight[c] += widen(d[c]) * ((widen(x[c]) - m) * s);
            dbias[c] += widen(d[c]);
        }
    }
}

}  // namespace pipesched::kernels
