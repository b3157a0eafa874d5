#pragma once
// Causal multi-head self-attention on a fused qkv input (GPT-2), llm.c style reference.
//
// qkv[b,t,:] = [q | k | v], each C wide; head h uses channels [h·hs, (h+1)·hs), hs = C/NH.
//   forward, per (b, h, t), for t2 ≤ t (causal; positions t2 > t are never read):
//     s[t2]   = (q_t · k_t2) / sqrt(hs)
//     att[t2] = exp(s[t2] − max) / Σ_{j≤t} exp(s[j] − max)          (att[t2] = 0 for t2 > t)
//     out_t   = Σ_{t2≤t} att[t2] · v_t2
//   backward-input (B pass), with datt[t2] = dout_t · v_t2:
//     ds[t2]  = att[t2] · (datt[t2] − Σ_{j≤t} att[j] · datt[j])
//     dq_t   += Σ_t2 ds[t2] · k_t2 / sqrt(hs),   dk_t2 += ds[t2] · q_t / sqrt(hs),   dv_t2 += att[t2] · dout_t
//   backward-weight: none — the projections around it are linear ops.
//
// Shapes: qkv, dqkv [B,T,3C]; out, dout [B,T,C]; att [B,NH,T,T]. Precondition: C % NH == 0.
//
// Saved for backward (our choice): the softmax probabilities att, B·NH·T·T elements
// (B·NH·T·T·sizeof(T) bytes, upper triangle written as zeros), plus the input qkv
// (B·T·3C elements, the producer's output). Storing att instead of recomputing it from row
// max/sum (2·B·NH·T elements) trades memory for not redoing Q·Kᵀ in the backward.
//
// Napkin math (causal, counting only t2 ≤ t; T(T+1)/2 pairs per head):
//   forward:  Q·Kᵀ and att·V each B·NH·T(T+1)/2·2·hs = B·T(T+1)·C FLOPs → ≈ 2·B·T²·C FLOPs,
//             plus ≈ 5·B·NH·T²/2 for the softmax (and B·NH·T²/2 exps).
//             bytes: reads 3·B·T·C, writes B·T·C + B·NH·T² (att).
//   backward: datt, dv, dq, dk each B·T(T+1)·C FLOPs → ≈ 4·B·T²·C FLOPs.
//             bytes: reads 3·B·T·C (qkv) + B·T·C (dout) + B·NH·T² (att), writes 3·B·T·C.
//
// Storage (kernels/storage.hpp): qkv, out, att, dout and dqkv are T; scores, the softmax,
// each output row and (for a T narrower than acc_t<T>) the whole dqkv are summed in acc_t<T>
// and rounded to T once. F's output and B both read the stored (rounded) probabilities.
//
// The CPU reference uses scratch rows (and, for bf16, a dqkv-sized scratch) internally; a
// CUDA launcher with this same argument list takes its workspace from the stream-ordered
// allocator on its stream.

#include <cmath>
#include <cstddef>
#include <type_traits>
#include <vector>

#include <kernels/storage.hpp>

namespace pipesched::kernels {

// out and att are overwritten.
template <class Elem>
void attention_forward(Elem* out, Elem* att, const Elem* qkv,
                       std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
    using A = acc_t<Elem>;
    const std::size_t C3 = 3 * C;
    const std::size_t hs = C / NH;
    const A scale = A(1) / std::sqrt(static_cast<A>(hs));
    std::vector<A> row(T), o(hs);  // one row's scores, then probabilities; one output row
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            for (std::size_t h = 0; h < NH; ++h) {
                const Elem* q = qkv + (b * T + t) * C3 + h * hs;
                Elem* a = att + ((b * NH + h) * T + t) * T;
                A maxval = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Elem* k = qkv + (b * T + t2) * C3 + C + h * hs;
                    A s = 0;
                    for (std::size_t i = 0; i < hs; ++i) s += widen(q[i]) * widen(k[i]);
                    s *= scale;
                    if (t2 == 0 || s > maxval) maxval = s;
                    row[t2] = s;
                }
                A sum = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    row[t2] = std::exp(row[t2] - maxval);
                    sum += row[t2];
                }
                const A inv = A(1) / sum;
                for (std::size_t t2 = 0; t2 <= t; ++t2) a[t2] = store<Elem>(row[t2] * inv);
                for (std::size_t t2 = t + 1; t2 < T; ++t2) a[t2] = store<Elem>(A(0));

                for (std::size_t i = 0; i < hs; ++i) o[i] = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Elem* v = qkv + (b * T + t2) * C3 + 2 * C + h * hs;
                    const A w = widen(a[t2]);
                    for (std::size_t i = 0; i < hs; ++i) o[i] += w * widen(v[i]);
                }
                Elem* out_row = out + (b * T + t) * C + h * hs;
                for (std::size_t i = 0; i < hs; ++i) out_row[i] = store<Elem>(o[i]);
            }
        }
    }
}

// B pass. dqkv is OVERWRITTEN (qkv is a linear layer's output with a single consumer). It
// sums over many (t, head) pairs, so a T narrower than acc_t<Elem> sums in a scratch copy.
template <class Elem>
void attention_backward_input(Elem* dqkv, const Elem* dout, const Elem* qkv,
                              const Elem* att, std::size_t B, std::size_t T, std::size_t C,
                              std::size_t NH) {
    using A = acc_t<Elem>;
    constexpr bool in_place = std::is_same_v<A, Elem>;
    const std::size_t C3 = 3 * C;
    const std::size_t hs = C / NH;
    const A scale = A(1) / std::sqrt(static_cast<A>(hs));
    std::vector<A> scratch(in_place ? 0 : B * T * C3);
    A* grad;
    if constexpr (in_place) grad = dqkv;
    else grad = scratch.data();
    for (std::size_t i = 0; i < B * T * C3; ++i) grad[i] = 0;
    std::vector<A> datt(T);
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            for (std::size_t h = 0; h < NH; ++h) {
                const Elem* a = att + ((b * NH + h) * T + t) * T;
                const Elem* d = dout + (b * T + t) * C + h * hs;
                const Elem* q = qkv + (b * T + t) * C3 + h * hs;
                A* dq = grad + (b * T + t) * C3 + h * hs;
                // datt and dv
                A dot = 0;  // Σ_j att[j]·datt[j]
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Elem* v = qkv + (b * T + t2) * C3 + 2 * C + h * hs;
                    A* dv = grad + (b * T + t2) * C3 + 2 * C + h * hs;
                    const A at = widen(a[t2]);
                    A s = 0;
                    for (std::size_t i = 0; i < hs; ++i) {
                        s += widen(d[i]) * widen(v[i]);
                        dv[i] += at * widen(d[i]);
                    }
                    datt[t2] = s;
                    dot += at * s;
                }
                // softmax backward, then dq and dk
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const A ds = widen(a[t2]) * (datt[t2] - dot) * scale;
                    const Elem* k = qkv + (b * T + t2) * C3 + C + h * hs;
                    A* dk = grad + (b * T + t2) * C3 + C + h * hs;
                    for (std::size_t i = 0; i < hs; ++i) {
                        dq[i] += ds * widen(k[i]);
                        dk[i] += ds * widen(q[i]);
                    }
                }
            }
        }
    }
    if constexpr (!in_place)
        for (std::size_t i = 0; i < B * T * C3; ++i) dqkv[i] = store<Elem>(grad[i]);
}

}  // namespace pipesched::kernels
