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
// they are not used for deducing T, so a literal nullptr works.
//
// Storage (kernels/storage.hpp): inp, out, dout, dinp, weight and bias are T; the W pass's
// dweight and dbias are acc_t<T> (fp32 for bf16); every sum runs in acc_t<T>, each output
// rounded to T once.
//
// Napkin math (elements; × sizeof(T) for bytes, the gradients × sizeof(acc_t<T>)):
//   forward:          2·N·C·OC FLOPs; reads N·C + OC·C + OC, writes N·OC.
//   backward-input:   2·N·C·OC FLOPs; reads N·OC + OC·C, writes N·C.
//   backward-weight:  2·N·C·OC + N·OC FLOPs; reads N·OC + N·C, read-modify-writes OC·C + OC.
//   saved for backward: the B pass needs only dout and weight; the W pass needs dout and inp,
//   so inp (N·C) stays alive until W, and the B pass's dout must be kept for W as well.
//
// Each output element is computed in the same order whatever N is (tiles and tail use the same
// expression), so a row's result does not depend on how rows are batched into calls.
//
// These are the references (linear_*_reference): obviously right, slow, any T (double for
// the gradient checks). The CPU backend runs kernels/cpu/linear.hpp, which keeps each
// output's order and so equals these to the bit for float and bf16 (tested).

#include <cstddef>
#include <type_traits>
#include <vector>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

namespace detail {
inline constexpr std::size_t linear_row_tile = 8;  // rows sharing one pass over a weight row
}

// out is overwritten.
template <class T>
void linear_forward_reference(T* out, const T* inp, const T* weight, std::type_identity_t<const T*> bias,
                    std::size_t N, std::size_t C, std::size_t OC) {
    using A = acc_t<T>;
    constexpr std::size_t R = detail::linear_row_tile;
    std::size_t n0 = 0;
    for (; n0 + R <= N; n0 += R) {
        for (std::size_t o = 0; o < OC; ++o) {
            const T* w = weight + o * C;
            A acc[R];
            for (std::size_t i = 0; i < R; ++i) acc[i] = bias ? widen(bias[o]) : A(0);
            for (std::size_t c = 0; c < C; ++c) {
                const A wc = widen(w[c]);
                for (std::size_t i = 0; i < R; ++i) acc[i] += widen(inp[(n0 + i) * C + c]) * wc;
            }
            for (std::size_t i = 0; i < R; ++i) out[(n0 + i) * OC + o] = store<T>(acc[i]);
        }
    }
    for (; n0 < N; ++n0) {
        const T* x = inp + n0 * C;
        for (std::size_t o = 0; o < OC; ++o) {
            const T* w = weight + o * C;
            A acc = bias ? widen(bias[o]) : A(0);
            for (std::size_t c = 0; c < C; ++c) acc += widen(x[c]) * widen(w[c]);
            out[n0 * OC + o] = store<T>(acc);
        }
    }
}

// B pass. dinp is OVERWRITTEN (the linear's input is never the residual stream itself in a
// pre-LN block: it is a LayerNorm, attention or GELU output with a single consumer). A row
// is summed in acc_t<T> (in place when that is T), then stored.
template <class T>
void linear_backward_input_reference(T* dinp, const T* dout, const T* weight,
                           std::size_t N, std::size_t C, std::size_t OC) {
    using A = acc_t<T>;
    std::vector<A> row(std::is_same_v<A, T> ? 0 : C);
    for (std::size_t n = 0; n < N; ++n) {
        A* di;
        if constexpr (std::is_same_v<A, T>) di = dinp + n * C;
        else di = row.data();
        const T* d = dout + n * OC;
        for (std::size_t c = 0; c < C; ++c) di[c] = A(0);
        for (std::size_t o = 0; o < OC; ++o) {
            const A dv = widen(d[o]);
            const T* w = weight + o * C;
            for (std::size_t c = 0; c < C; ++c) di[c] += dv * widen(w[c]);
        }
        if constexpr (!std::is_same_v<A, T>)
            for (std::size_t c = 0; c < C; ++c) dinp[n * C + c] = store<T>(di[c]);
    }
}

// W pass. dweight and dbias are ACCUMULATED (+=) across calls (microbatches); dbias may be
// nullptr when the layer has no bias.
template <class T>
void linear_backward_weight_reference(acc_t<T>* dweight, std::type_identity_t<acc_t<T>*> dbias,
                            const T* dout, const T* inp,
                            std::size_t N, std::size_t C, std::size_t OC) {
    using A = acc_t<T>;
    for (std::size_t o = 0; o < OC; ++o) {
        A* dw = dweight + o * C;
        A db = 0;
        for (std::size_t n = 0; n < N; ++n) {
            const A dv = widen(dout[n * OC + o]);
            const T* x = inp + n * C;
            for (std::size_t c = 0; c < C; ++c) dw[c] += dv * widen(x[c]);
            db += dv;
        }
        if (dbias) dbias[o] += db;
    }
}

}  // namespace pipesched::kernels
