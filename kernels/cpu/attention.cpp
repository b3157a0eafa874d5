// The drivers of kernels/cpu/attention.hpp: per (batch, head), widen the head's slices into
// padded fp32 rows, then run the reference's loops with the row kernels of
// attention_lanes.hpp in place of its inner loops over keys or channels.
#include "kernels/cpu/attention.hpp"

#include <cmath>
#include <vector>

#include <kernels/storage.hpp>

#include "kernels/cpu/attention_lanes.hpp"

namespace pipesched::kernels::cpu {

namespace {

detail::attention_kernels kernels_for(simd s) {
  // No AVX-512 code here: avx512 (the GEMM's widest) runs the AVX2 code.
  return s != simd::sse2 && supported(simd::avx2) ? detail::attention_avx2() : detail::attention_sse2();
}

// Rows padded to a whole number of the widest vector (8 lanes); the pads stay zero.
std::size_t padded(std::size_t n) { return (n + 7) / 8 * 8; }

// The scratch rows are per thread and kept between calls (n zeros, pads included): a
// fresh vector per call made the heap grow and trim around the stage's large buffers,
// which cost more page faults than the kernels saved.
void zeroed(std::vector<float>& v, std::size_t n) { v.assign(n, 0.0f); }

// rows[t·ld + i] = x_t[i] (x_t = base + t·stride), i < n, t < T.
template <class Elem>
void widen_rows(float* rows, std::size_t ld, const Elem* base, std::size_t stride, std::size_t T, std::size_t n) {
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t i = 0; i < n; ++i) rows[t * ld + i] = widen(base[t * stride + i]);
}

// cols[i·ld + t] = x_t[i]: the transpose of widen_rows.
template <class Elem>
void widen_cols(float* cols, std::size_t ld, const Elem* base, std::size_t stride, std::size_t T, std::size_t n) {
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t i = 0; i < n; ++i) cols[i * ld + t] = widen(base[t * stride + i]);
}

template <class Elem>
void forward(Elem* out, Elem* att, const Elem* qkv, std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
             simd s) {
  const auto k = kernels_for(s);
  const std::size_t C3 = 3 * C, hs = C / NH, hp = padded(hs), Tp = padded(T);
  const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
  thread_local std::vector<float> q, kt, v, row, o;  // see zeroed()
  zeroed(q, hp), zeroed(kt, hs * Tp), zeroed(v, T * hp), zeroed(row, Tp), zeroed(o, hp);
  for (std::size_t b = 0; b < B; ++b)
    for (std::size_t h = 0; h < NH; ++h) {
      const Elem* base = qkv + b * T * C3 + h * hs;
      widen_cols(kt.data(), Tp, base + C, C3, T, hs);
      widen_rows(v.data(), hp, base + 2 * C, C3, T, hs);
      for (std::size_t t = 0; t < T; ++t) {
        widen_rows(q.data(), hp, base + t * C3, 0, 1, hs);
        k.weighted_sum(row.data(), q.data(), kt.data(), hs, t + 1, Tp);
        float maxval = 0;
        for (std::size_t t2 = 0; t2 <= t; ++t2) {
          const float sc = row[t2] * scale;
          if (t2 == 0 || sc > maxval) maxval = sc;
          row[t2] = sc;
        }
        float sum = 0;
        for (std::size_t t2 = 0; t2 <= t; ++t2) {
          row[t2] = std::exp(row[t2] - maxval);
          sum += row[t2];
        }
        const float inv = 1.0f / sum;
        Elem* a = att + ((b * NH + h) * T + t) * T;
        for (std::size_t t2 = 0; t2 <= t; ++t2) {
          a[t2] = store<Elem>(row[t2] * inv);
          row[t2] = widen(a[t2]);  // the weights are the stored probabilities, as in the reference
        }
        for (std::size_t t2 = t + 1; t2 < T; ++t2) a[t2] = store<Elem>(0.0f);
        k.weighted_sum(o.data(), row.data(), v.data(), t + 1, hs, hp);
        Elem* out_row = out + (b * T + t) * C + h * hs;
        for (std::size_t i = 0; i < hs; ++i) out_row[i] = store<Elem>(o[i]);
      }
    }
}

template <class Elem>
void backward_input(Elem* dqkv, const Elem* dout, const Elem* qkv, const Elem* att, std::size_t B, std::size_t T,
                    std::size_t C, std::size_t NH, simd s) {
  const auto k = kernels_for(s);
  const std::size_t C3 = 3 * C, hs = C / NH, hp = padded(hs), Tp = padded(T);
  const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
  thread_local std::vector<float> q, kr, vt, d, a, datt, ds, dq, dk, dv;  // see zeroed()
  zeroed(q, T * hp), zeroed(kr, T * hp), zeroed(vt, hs * Tp), zeroed(d, hp), zeroed(a, Tp), zeroed(datt, Tp);
  zeroed(ds, Tp), zeroed(dq, hp), zeroed(dk, T * hp), zeroed(dv, T * hp);
  for (std::size_t b = 0; b < B; ++b)
    for (std::size_t h = 0; h < NH; ++h) {
      const Elem* base = qkv + b * T * C3 + h * hs;
      widen_rows(q.data(), hp, base, C3, T, hs);
      widen_rows(kr.data(), hp, base + C, C3, T, hs);
      widen_cols(vt.data(), Tp, base + 2 * C, C3, T, hs);
      // dk and dv sum their terms over t in order, from 0 as the reference's zeroed gradient.
      for (std::size_t i = 0; i < T * hp; ++i) dk[i] = 0, dv[i] = 0;
      for (std::size_t t = 0; t < T; ++t) {
        widen_rows(d.data(), hp, dout + (b * T + t) * C + h * hs, 0, 1, hs);
        widen_rows(a.data(), Tp, att + ((b * NH + h) * T + t) * T, 0, 1, t + 1);
        k.weighted_sum(datt.data(), d.data(), vt.data(), hs, t + 1, Tp);
        k.rank1_add(dv.data(), hp, a.data(), t + 1, d.data(), hs);
        float dot = 0;  // Σ_j att[j]·datt[j]
        for (std::size_t t2 = 0; t2 <= t; ++t2) dot += a[t2] * datt[t2];
        for (std::size_t t2 = 0; t2 <= t; ++t2) ds[t2] = a[t2] * (datt[t2] - dot) * scale;
        k.weighted_sum(dq.data(), ds.data(), kr.data(), t + 1, hs, hp);
        k.rank1_add(dk.data(), hp, ds.data(), t + 1, q.data() + t * hp, hs);
        Elem* dq_row = dqkv + (b * T + t) * C3 + h * hs;
        for (std::size_t i = 0; i < hs; ++i) dq_row[i] = store<Elem>(dq[i]);
      }
      for (std::size_t t2 = 0; t2 < T; ++t2) {
        Elem* row = dqkv + (b * T + t2) * C3 + h * hs;
        for (std::size_t i = 0; i < hs; ++i) row[C + i] = store<Elem>(dk[t2 * hp + i]);
        for (std::size_t i = 0; i < hs; ++i) row[2 * C + i] = store<Elem>(dv[t2 * hp + i]);
      }
    }
}

}  // namespace

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                       std::size_t NH, simd s) {
  forward(out, att, qkv, B, T, C, NH, s);
}
void attention_forward(bf16* out, bf16* att, const bf16* qkv, std::size_t B, std::size_t T, std::size_t C,
                       std::size_t NH, simd s) {
  forward(out, att, qkv, B, T, C, NH, s);
}

void attention_backward_input(float* dqkv, const float* dout, const float* qkv, const float* att, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, simd s) {
  backward_input(dqkv, dout, qkv, att, B, T, C, NH, s);
}
void attention_backward_input(bf16* dqkv, const bf16* dout, const bf16* qkv, const bf16* att, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, simd s) {
  backward_input(dqkv, dout, qkv, att, B, T, C, NH, s);
}

}  // namespace pipesched::kernels::cpu
