// The drivers of kernels/cpu/layernorm.hpp: blocks of 8 rows, widened into a transposed
// fp32 block for the per-row sums and into padded fp32 rows for the per-element formulas
// (everything read before anything is written, so out may alias inp as in the reference);
// fp32 rows whose width is a whole number of vectors are read and written where they are
// (each element still read before it is written).
#include "kernels/cpu/layernorm.hpp"

#include <type_traits>
#include <vector>

#include <kernels/layernorm.hpp>
#include <kernels/storage.hpp>

#include "kernels/cpu/bf16_convert.hpp"
#include "kernels/cpu/layernorm_lanes.hpp"

namespace pipesched::kernels::cpu {

namespace {

using detail::layernorm_block;
constexpr std::size_t R = layernorm_block;

detail::layernorm_kernels kernels_for(simd s) {
  // No AVX-512 code here: avx512 (the GEMM's widest) runs the AVX2 code.
  return s != simd::sse2 && supported(simd::avx2) ? detail::layernorm_avx2() : detail::layernorm_sse2();
}

std::size_t padded(std::size_t n) { return (n + 7) / 8 * 8; }  // a whole number of the widest vector

// Scratch rows per thread, kept between calls (n zeros, pads included): per-call vectors
// made the heap grow and trim around the stage's large buffers (page faults).
void zeroed(std::vector<float>& v, std::size_t n) { v.assign(n, 0.0f); }

void widen_row(float* out, const float* x, std::size_t C, simd) {
  for (std::size_t c = 0; c < C; ++c) out[c] = x[c];
}
void widen_row(float* out, const bf16* x, std::size_t C, simd s) { widen_bf16(out, x, C, s); }

void store_row(float* out, const float* x, std::size_t C, simd) {
  for (std::size_t c = 0; c < C; ++c) out[c] = x[c];
}
void store_row(bf16* out, const float* x, std::size_t C, simd s) { to_storage(out, x, C, s); }

// xt[c·R + j] = row j of x (rows ≥ `rows` zero).
template <class Elem>
void widen_block(float* xt, const Elem* x, std::size_t rows, std::size_t C) {
  for (std::size_t j = 0; j < R; ++j)
    for (std::size_t c = 0; c < C; ++c) xt[c * R + j] = j < rows ? widen(x[j * C + c]) : 0.0f;
}

template <class Elem>
void forward(Elem* out, float* mean, float* rstd, const Elem* inp, const Elem* weight, const Elem* bias, std::size_t N,
             std::size_t C, simd s) {
  const auto k = kernels_for(s);
  const std::size_t Cp = padded(C);
  const float eps = static_cast<float>(layernorm_eps);
  thread_local std::vector<float> w, b, xt, x, o;  // see zeroed()
  zeroed(w, Cp), zeroed(b, Cp), zeroed(xt, C * R), zeroed(x, Cp), zeroed(o, Cp);
  widen_row(w.data(), weight, C, s);
  widen_row(b.data(), bias, C, s);
  float m[R], rs[R];
  for (std::size_t n0 = 0; n0 < N; n0 += R) {
    const std::size_t rows = N - n0 < R ? N - n0 : R;
    widen_block(xt.data(), inp + n0 * C, rows, C);
    k.stats(m, rs, xt.data(), C, eps);
    for (std::size_t j = 0; j < rows; ++j) {
      const std::size_t row = (n0 + j) * C;
      if constexpr (std::is_same_v<Elem, float>) {
        if (C == Cp) {  // fp32 rows with no tail: in place of the copies
          k.normalize(out + row, inp + row, m[j], rs[j], w.data(), b.data(), C);
          mean[n0 + j] = m[j];
          rstd[n0 + j] = rs[j];
          continue;
        }
      }
      widen_row(x.data(), inp + row, C, s);
      k.normalize(o.data(), x.data(), m[j], rs[j], w.data(), b.data(), C);
      store_row(out + row, o.data(), C, s);
      mean[n0 + j] = m[j];
      rstd[n0 + j] = rs[j];
    }
  }
}

template <class Elem>
void backward_input(Elem* dinp, const Elem* dout, const Elem* inp, const Elem* weight, const float* mean,
                    const float* rstd, std::size_t N, std::size_t C, simd s) {
  const auto k = kernels_for(s);
  const std::size_t Cp = padded(C);
  thread_local std::vector<float> w, dt, xt, x, d, di;  // see zeroed()
  zeroed(w, Cp), zeroed(dt, C * R), zeroed(xt, C * R), zeroed(x, Cp), zeroed(d, Cp), zeroed(di, Cp);
  widen_row(w.data(), weight, C, s);
  for (std::size_t n0 = 0; n0 < N; n0 += R) {
    const std::size_t rows = N - n0 < R ? N - n0 : R;
    float m[R] = {}, rs[R] = {}, gm[R], gxm[R];
    for (std::size_t j = 0; j < rows; ++j) m[j] = mean[n0 + j], rs[j] = rstd[n0 + j];
    widen_block(dt.data(), dout + n0 * C, rows, C);
    widen_block(xt.data(), inp + n0 * C, rows, C);
    k.grad_means(gm, gxm, dt.data(), xt.data(), w.data(), m, rs, C);
    for (std::size_t j = 0; j < rows; ++j) {
      const std::size_t row = (n0 + j) * C;
      if constexpr (std::is_same_v<Elem, float>) {
        if (C == Cp) {  // fp32 rows with no tail: in place of the copies
          k.input_grad(dinp + row, dout + row, inp + row, w.data(), m[j], rs[j], gm[j], gxm[j], C);
          continue;
        }
      }
      widen_row(x.data(), inp + row, C, s);
      widen_row(d.data(), dout + row, C, s);
      widen_row(di.data(), dinp + row, C, s);
      k.input_grad(di.data(), d.data(), x.data(), w.data(), m[j], rs[j], gm[j], gxm[j], C);
      store_row(dinp + row, di.data(), C, s);
    }
  }
}

}  // namespace

void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* weight, const float* bias,
                       std::size_t N, std::size_t C, simd s) {
  forward(out, mean, rstd, inp, weight, bias, N, C, s);
}
void layernorm_forward(bf16* out, float* mean, float* rstd, const bf16* inp, const bf16* weight, const bf16* bias,
                       std::size_t N, std::size_t C, simd s) {
  forward(out, mean, rstd, inp, weight, bias, N, C, s);
}

void layernorm_backward_input(float* dinp, const float* dout, const float* inp, const float* weight, const float* mean,
                              const float* rstd, std::size_t N, std::size_t C, simd s) {
  backward_input(dinp, dout, inp, weight, mean, rstd, N, C, s);
}
void layernorm_backward_input(bf16* dinp, const bf16* dout, const bf16* inp, const bf16* weight, const float* mean,
                              const float* rstd, std::size_t N, std::size_t C, simd s) {
  backward_input(dinp, dout, inp, weight, mean, rstd, N, C, s);
}

}  // namespace pipesched::kernels::cpu
