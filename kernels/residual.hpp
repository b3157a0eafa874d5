#pragma once
// Residual add, llm.c style reference.
//
//   forward:         out = a + b
//   backward-input:  da = dout, db = dout   (both OVERWRITTEN — a copy)
//   backward-weight: none.
//
// In a pre-LN block, x' = x + f(LN(x)): residual_backward_input writes the skip gradient into
// dx and the branch gradient into df; the branch's LayerNorm then ACCUMULATES its share into
// dx (layernorm_backward_input adds), so no buffer needs zeroing. da and/or db may alias dout
// (then that copy is skipped), which is how a backend can avoid the copies entirely.
//
// Shapes: all [N] (any flattened shape).
//
// Storage (kernels/storage.hpp): all T; the sum is taken in acc_t<T> and rounded once.
//
// Napkin math (elements; × sizeof(T) for bytes):
//   forward:  N FLOPs; reads 2·N, writes N.
//   backward: 0 FLOPs; reads N, writes 2·N (0 when both alias dout).
//   saved for backward: nothing.

#include <cstddef>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// out is overwritten; out may alias a or b.
template <class T>
void residual_forward(T* out, const T* a, const T* b, std::size_t N) {
    for (std::size_t i = 0; i < N; ++i) out[i] = store<T>(widen(a[i]) + widen(b[i]));
}

// B pass. da and db are OVERWRITTEN with dout; either may alias dout.
template <class T>
void residual_backward_input(T* da, T* db, const T* dout, std::size_t N) {
    if (da != dout)
        for (std::size_t i = 0; i < N; ++i) da[i] = dout[i];
    if (db != dout)
        for (std::size_t i = 0; i < N; ++i) db[i] = dout[i];
}

}  // namespace pipesched::kernels
