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
// (B·NH·T·T·sizeof(Scalar) bytes, upper triangle written as zeros), plus the input qkv
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
// The CPU reference uses a T-element scratch row internally; a CUDA launcher with this same
// argument list takes its workspace from the stream-ordered allocator on its stream.

#include <cmath>
#include <cstddef>
#include <vector>

namespace pipesched::kernels {

// out and att are overwritten.
template <class Scalar>
void attention_forward(Scalar* out, Scalar* att, const Scalar* qkv,
                       std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
    const std::size_t C3 = 3 * C;
    const std::size_t hs = C / NH;
    const Scalar scale = Scalar(1) / std::sqrt(static_cast<Scalar>(hs));
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            for (std::size_t h = 0; h < NH; ++h) {
                const Scalar* q = qkv + (b * T + t) * C3 + h * hs;
                Scalar* a = att + ((b * NH + h) * T + t) * T;
                Scalar maxval = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Scalar* k = qkv + (b * T + t2) * C3 + C + h * hs;
                    Scalar s = 0;
                    for (std::size_t i = 0; i < hs; ++i) s += q[i] * k[i];
                    s *= scale;
                    if (t2 == 0 || s > maxval) maxval = s;
                    a[t2] = s;
                }
                Scalar sum = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    a[t2] = std::exp(a[t2] - maxval);
                    sum += a[t2];
                }
                const Scalar inv = Scalar(1) / sum;
                for (std::size_t t2 = 0; t2 <= t; ++t2) a[t2] *= inv;
                for (std::size_t t2 = t + 1; t2 < T; ++t2) a[t2] = 0;

                Scalar* o = out + (b * T + t) * C + h * hs;
                for (std::size_t i = 0; i < hs; ++i) o[i] = 0;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Scalar* v = qkv + (b * T + t2) * C3 + 2 * C + h * hs;
                    const Scalar w = a[t2];
                    for (std::size_t i = 0; i < hs; ++i) o[i] += w * v[i];
                }
            }
        }
    }
}

// B pass. dqkv is OVERWRITTEN (qkv is a linear layer's output with a single consumer).
template <class Scalar>
void attention_backward_input(Scalar* dqkv, const Scalar* dout, const Scalar* qkv,
                              const Scalar* att, std::size_t B, std::size_t T, std::size_t C,
                              std::size_t NH) {
    const std::size_t C3 = 3 * C;
    const std::size_t hs = C / NH;
    const Scalar scale = Scalar(1) / std::sqrt(static_cast<Scalar>(hs));
    for (std::size_t i = 0; i < B * T * C3; ++i) dqkv[i] = 0;
    std::vector<Scalar> datt(T);
    for (std::size_t b = 0; b < B; ++b) {
        for (std::size_t t = 0; t < T; ++t) {
            for (std::size_t h = 0; h < NH; ++h) {
                const Scalar* a = att + ((b * NH + h) * T + t) * T;
                const Scalar* d = dout + (b * T + t) * C + h * hs;
                const Scalar* q = qkv + (b * T + t) * C3 + h * hs;
                Scalar* dq = dqkv + (b * T + t) * C3 + h * hs;
                // datt and dv
                Scalar dot = 0;  // Σ_j att[j]·datt[j]
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Scalar* v = qkv + (b * T + t2) * C3 + 2 * C + h * hs;
                    Scalar* dv = dqkv + (b * T + t2) * C3 + 2 * C + h * hs;
                    Scalar s = 0;
                    for (std::size_t i = 0; i < hs; ++i) {
                        s += d[i] * v[i];
                        dv[i] += a[t2] * d[i];
                    }
                    datt[t2] = s;
                    dot += a[t2] * s;
                }
                // softmax backward, then dq and dk
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const Scalar ds = a[t2] * (datt[t2] - dot) * scale;
                    const Scalar* k = qkv + (b * T + t2) * C3 + C + h * hs;
                    Scalar* dk = dqkv + (b * T + t2) * C3 + C + h * hs;
                    for (std::size_t i = 0; i < hs; ++i) {
                        dq[i] += ds * k[i];
                        dk[i] += ds * q[i];
                    }
                }
            }
        }
    }
}

}  // namespace pipesched::kernels
