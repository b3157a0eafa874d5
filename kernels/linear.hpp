#pragma once
// Linear layer (matmul + bias), weight stored [OC,C] as in llm.c / PyTorch nn.Linear.
//
//   forward:          out[n,o] = bias[o] + Σ_c inp[n,c] · weight[o,c]        out = inp·Wᵀ + b
//   backward-input:   dinp[n,c] = Σ_o dout[n,o] · weight[o,c]               dinp = dout·W    (B pass)
//   backward-weight:  dweight[o,c] += Σ_n dout[n,o] · inp[n,c]             dW += doutᵀ·inp  (W pass)
//                     dbias[o]     += Σ_n dout[n,o]
//
// Shapes: inp, dinp [N,C]; out, dout [N,OC]; weight, dweight [OC,C]; bias, dbias [OC]
// (N = B·T flattened). bias/dbias may be nullptr for a layer without bias (e.g. an LM head);
// they are not used for deducing Scalar, so a literal nullptr works.
//
// Napkin math (elements; × sizeof(Scalar) for bytes):
//   forward:          2·N·C·OC FLOPs; reads N·C + OC·C + OC, writes N·OC.
//   backward-input:   2·N·C·OC FLOPs; reads N·OC + OC·C, writes N·C.
//   backward-weight:  2·N·C·OC + N·OC FLOPs; reads N·OC + N·C, read-modify-writes OC·C + OC.
//   saved for backward: the B pass needs only dout and weight; the W pass needs dout and inp,
//   so inp (N·C) stays alive until W, and the B pass's dout must be kept for W as well.
//
// Each output element is computed in the same order whatever N is (tiles and tail use the same
// expression), so a row's result does not depend on how rows are batched into calls.

#include <cstddef>
#include <type_traits>

namespace pipesched::kernels {

namespace detail {
inline constexpr std::size_t linear_row_tile = 8;  // rows sharing one pass over a weight row
}

// out is overwritten.
template <class Scalar>
void linear_forward(Scalar* out, const Scalar* inp, const Scalar* weight,
                    std::type_identity_t<const Scalar*> bias,
                    std::size_t N, std::size_t C, std::size_t OC) {
    constexpr std::size_t R = detail::linear_row_tile;
    std::size_t n0 = 0;
    for (; n0 + R <= N; n0 += R) {
        for (std::size_t o = 0; o < OC; ++o) {
            const Scalar* w = weight + o * C;
            Scalar acc[R];
            for (std::size_t i = 0; i < R; ++i) acc[i] = bias ? bias[o] : Scalar(0);
            for (std::size_t c = 0; c < C; ++c) {
                const Scalar wc = w[c];
                for (std::size_t i = 0; i < R; ++i) acc[i] += inp[(n0 + i) * C + c] * wc;
            }
            for (std::size_t i = 0; i < R; ++i) out[(n0 + i) * OC + o] = acc[i];
        }
    }
    for (; n0 < N; ++n0) {
        const Scalar* x = inp + n0 * C;
        for (std::size_t o = 0; o < OC; ++o) {
            const Scalar* w = weight + o * C;
            Scalar acc = bias ? bias[o] : Scalar(0);
            for (std::size_t c = 0; c < C; ++c) acc += x[c] * w[c];
            out[n0 * OC + o] = acc;
        }
    }
}

// B pass. dinp is OVERWRITTEN (the linear's input is never the residual stream itself in a
// pre-LN block: it is a LayerNorm, attention or GELU output with a single consumer).
template <class Scalar>
void linear_backward_input(Scalar* dinp, const Scalar* dout, const Scalar* weight,
                           std::size_t N, std::size_t C, std::size_t OC) {
    for (std::size_t n = 0; n < N; ++n) {
        Scalar* di = dinp + n * C;
        const Scalar* d = dout + n * OC;
        for (std::size_t c = 0; c < C; ++c) di[c] = Scalar(0);
        for (std::size_t o = 0; o < OC; ++o) {
            const Scalar dv = d[o];
            const Scalar* w = weight + o * C;
            for (std::size_t c = 0; c < C; ++c) di[c] += dv * w[c];
        }
    }
}

// W pass. dweight and dbias are ACCUMULATED (+=) across calls (microbatches); dbias may be
// nullptr when the layer has no bias.
template <class Scalar>
void linear_backward_weight(Scalar* dweight, std::type_identity_t<Scalar*> dbias,
                            const Scalar* dout, const Scalar* inp,
                            std::size_t N, std::size_t C, std::size_t OC) {
    for (std::size_t o = 0; o < OC; ++o) {
        Scalar* dw = dweight + o * C;
        Scalar db = 0;
        for (std::size_t n = 0; n < N; ++n) {
            const Scalar dv = dout[n * OC + o];
            const Scalar* x = inp + n * C;
            for (std::size_t c = 0; c < C; ++c) dw[c] += dv * x[c];
            db += dv;
        }
        if (dbias) dbias[o] += db;
    }
}

}  // namespace pipesched::kernels
