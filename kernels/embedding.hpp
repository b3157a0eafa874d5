#pragma once
// Token + position embedding (GPT-2), llm.c style reference.
//
//   forward:          out[b,t,:] = wte[tokens[b,t],:] + wpe[t,:]
//   backward-weight:  dwte[tokens[b,t],:] += dout[b,t,:]      (accumulates, W pass)
//                     dwpe[t,:]           += dout[b,t,:]
//   backward-input:   none — tokens are integers.
//
// Shapes: tokens [B,T] (int, each in [0,V)), wte [V,C], wpe [maxT,C] with T <= maxT, out [B,T,C].
// Out-of-range tokens are a precondition violation (not checked on this hot path).
//
// Storage (kernels/storage.hpp): out, dout and the wte/wpe working copies are T; the W
// pass's dwte and dwpe are acc_t<T> (fp32 for bf16).
//
// Napkin math (elements; multiply by sizeof(T) for bytes, gradients by sizeof(acc_t<T>)):
//   forward:          B·T·C adds;   reads 2·B·T·C (wte rows + wpe rows) + B·T ints, writes B·T·C.
//   backward-weight:  2·B·T·C adds; reads B·T·C (dout), read-modify-writes 2·B·T·C (dwte, dwpe rows).
//   saved for backward: tokens only (B·T ints); the W pass reads dout and tokens.

#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// out is overwritten.
template <class Elem>
void embedding_forward(Elem* out, const int* tokens, const Elem* wte, const Elem* wpe,
                       std::size_t B, std::size_t T, std::size_t C) {
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            Elem* o = out + (b * T + t) * C;
            const Elem* te = wte + static_cast<std::size_t>(tokens[b * T + t]) * C;
            const Elem* pe = wpe + t * C;
            for (std::size_t c = 0; c < C; ++c) o[c] = store<Elem>(widen(te[c]) + widen(pe[c]));
        }
    }
}

// W pass. dwte and dwpe are accumulated (+=), so calling it once per microbatch sums the
// gradient over microbatches; zero them before the first microbatch of a step.
template <class Elem>
void embedding_backward_weight(acc_t<Elem>* dwte, acc_t<Elem>* dwpe, const Elem* dout, const int* tokens,
                               std::size_t B, std::size_t T, std::size_t C) {
    using A = acc_t<Elem>;
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            const Elem* d = dout + (b * T + t) * C;
            A* te = dwte + static_cast<std::size_t>(tokens[b * T + t]) * C;
            A* pe = dwpe + t * C;
            for (std::size_t c = 0; c < C; ++c) {
                te[c] += widen(d[c]);
                pe[c] += widen(d[c]);
            }
        }
    }
}

}  // namespace pipesched::kernels
