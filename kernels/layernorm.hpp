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
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   forward:          ≈ 7·N·C FLOPs; reads N·C + 2·C, writes N·C + 2·N.
//   backward-input:   ≈ 10·N·C FLOPs; reads 2·N·C (dout, inp) + C + 2·N, read-modify-writes N·C.
//   backward-weight:  ≈ 5·N·C FLOPs; reads 2·N·C + 2·N, read-modify-writes 2·C.
//   saved for backward: inp (N·C, the producer's output) + mean, rstd (2·N) — both passes read them.

#include <cmath>
#include <cstddef>

namespace pipesched::kernels {

inline constexpr double layernorm_eps = 1e-5;

// out, mean, rstd are overwritten.
template <class Scalar>
void layernorm_forward(Scalar* out, Scalar* mean, Scalar* rstd, const Scalar* inp,
                       const Scalar* weight, const Scalar* bias, std::size_t N, std::size_t C) {
    const Scalar eps = static_cast<Scalar>(layernorm_eps);
    for (std::size_t n = 0; n < N; ++n) {
        const Scalar* x = inp + n * C;
        Scalar m = 0;
        for (std::size_t c = 0; c < C; ++c) m += x[c];
        m /= static_cast<Scalar>(C);
        Scalar var = 0;
        for (std::size_t c = 0; c < C; ++c) {
            const Scalar d = x[c] - m;
            var += d * d;
        }
        var /= static_cast<Scalar>(C);
        const Scalar s = Scalar(1) / std::sqrt(var + eps);
        Scalar* o = out + n * C;
        for (std::size_t c = 0; c < C; ++c) o[c] = (x[c] - m) * s * weight[c] + bias[c];
        mean[n] = m;
        rstd[n] = s;
    }
}

// B pass. dinp is ACCUMULATED (+=): LayerNorm's input is the residual stream, whose gradient
// also receives the skip path's contribution (see residual_backward_input). Zero dinp first
// where the LayerNorm is the only consumer (e.g. the final LayerNorm).
template <class Scalar>
void layernorm_backward_input(Scalar* dinp, const Scalar* dout, const Scalar* inp,
                              const Scalar* weight, const Scalar* mean, const Scalar* rstd,
                              std::size_t N, std::size_t C) {
    for (std::size_t n = 0; n < N; ++n) {
        const Scalar* x = inp + n * C;
        const Scalar* d = dout + n * C;
        const Scalar m = mean[n];
        const Scalar s = rstd[n];
        Scalar g_mean = 0;
        Scalar gx_mean = 0;
        for (std::size_t c = 0; c < C; ++c) {
            const Scalar g = d[c] * weight[c];
            g_mean += g;
            gx_mean += g * (x[c] - m) * s;
        }
        g_mean /= static_cast<Scalar>(C);
        gx_mean /= static_cast<Scalar>(C);
        Scalar* di = dinp + n * C;
        for (std::size_t c = 0; c < C; ++c) {
            const Scalar xhat = (x[c] - m) * s;
            const Scalar g = d[c] * weight[c];
            di[c] += s * (g - g_mean - xhat * gx_mean);
        }
    }
}

// W pass. dweight and dbias are accumulated (+=) across calls (microbatches).
template <class Scalar>
void layernorm_backward_weight(Scalar* dweight, Scalar* dbias, const Scalar* dout,
                               const Scalar* inp, const Scalar* mean, const Scalar* rstd,
                               std::size_t N, std::size_t C) {
    for (std::size_t n = 0; n < N; ++n) {
        const Scalar* x = inp + n * C;
        const Scalar* d = dout + n * C;
        const Scalar m = mean[n];
        const Scalar s = rstd[n];
        for (std::size_t c = 0; c < C; ++c) {
            dweight[c] += d[c] * ((x[c] - m) * s);
            dbias[c] += d[c];
        }
    }
}

}  // namespace pipesched::kernels
