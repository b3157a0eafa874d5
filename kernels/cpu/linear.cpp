// The drivers of kernels/cpu/linear.hpp: pack the operands into fp32 panels (widening
// bf16 once), run the register tile of tile.hpp over them, round each output once.
// Built for the x86-64 baseline; only the wider tiles need more (tile_avx2.cpp, tile_avx512.cpp).
#include "kernels/cpu/linear.hpp"

#include <emmintrin.h>
#include <xmmintrin.h>

#include <algorithm>
#include <type_traits>
#include <vector>

#include <kernels/storage.hpp>

#include "kernels/cpu/bf16_convert.hpp"
#include "kernels/cpu/tile.hpp"

namespace pipesched::kernels::cpu {

const char* to_string(simd s) {
  switch (s) {
    case simd::sse2: return "sse2";
    case simd::avx2: return "avx2";
    case simd::avx512: return "avx512";
  }
  return "unknown";
}

bool supported(simd s) {
  // These check that the OS saves the AVX (and AVX-512) state too.
  static const bool avx2 = __builtin_cpu_supports("avx2");
  static const bool avx512 = avx2 && __builtin_cpu_supports("avx512f");
  return s == simd::sse2 || (s == simd::avx2 && avx2) || (s == simd::avx512 && avx512);
}

simd best_simd() {
  if (supported(simd::avx512)) return simd::avx512;
  return supported(simd::avx2) ? simd::avx2 : simd::sse2;
}

namespace {

// Where a set is asked for but not supported, the next narrower one: the results are the same.
detail::tile_kernel tile_for(simd s) {
  if (s == simd::avx512 && supported(s)) return detail::tile_avx512();
  if (s != simd::sse2 && supported(simd::avx2)) return detail::tile_avx2();
  return detail::tile_sse2();
}

// Scratch per thread (each device thread runs its own ops), grown, never shrunk.
thread_local std::vector<float> a_panels, b_panel, bias_sums, a_wide;

// v's first n elements, uninitialised where new: resizing down and up again, as calls of
// different sizes did, zero-filled the regrown tail on every call (memset, ~1% of a step).
float* scratch(std::vector<float>& v, std::size_t n) {
  if (v.size() < n) v.resize(n);
  return v.data();
}

// 4 elements from p widened (bf16: each the upper half of its float; exact), SSE2.
inline __m128 load4(const float* p) { return _mm_loadu_ps(p); }
inline __m128 load4(const bf16* p) {
  return _mm_castsi128_ps(_mm_unpacklo_epi16(_mm_setzero_si128(), _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
}

// dst[k·width + j] = src[k + j·js] widened: the forward's B, the weight's rows as columns.
// Read 4 rows x 4 k and transposed in registers rather than gathered one element at a
// time, which was the most of bf16's packing (507 of 723 samples in a 1F1B profile).
template <class T>
void pack_transposed(float* dst, const T* src, std::size_t K, std::size_t js, std::size_t valid, std::size_t width) {
  std::size_t j = 0;
  for (; j + 4 <= valid; j += 4) {
    const T* r = src + j * js;
    std::size_t k = 0;
    for (; k + 4 <= K; k += 4) {
      __m128 c0 = load4(r + k), c1 = load4(r + js + k), c2 = load4(r + 2 * js + k), c3 = load4(r + 3 * js + k);
      _MM_TRANSPOSE4_PS(c0, c1, c2, c3);
      float* d = dst + k * width + j;
      _mm_storeu_ps(d, c0);
      _mm_storeu_ps(d + width, c1);
      _mm_storeu_ps(d + 2 * width, c2);
      _mm_storeu_ps(d + 3 * width, c3);
    }
    for (; k < K; ++k)
      for (std::size_t i = 0; i < 4; ++i) dst[k * width + j + i] = widen(r[i * js + k]);
  }
  for (; j < valid; ++j)
    for (std::size_t k = 0; k < K; ++k) dst[k * width + j] = widen(src[j * js + k]);
  for (std::size_t k = 0; k < K; ++k)
    for (std::size_t jj = valid; jj < width; ++jj) dst[k * width + jj] = 0.0f;
}

// dst[k·width + j] = src[k·ks + j·js] widened, for k < K and j < valid; 0 for j ≥ valid.
template <class T>
void pack(float* dst, const T* src, std::size_t K, std::size_t ks, std::size_t js, std::size_t valid,
          std::size_t width) {
  if (ks == 1 && js != 1) return pack_transposed(dst, src, K, js, valid, width);
  if (js == 1) {  // runs of contiguous elements (the W pass's A and B, the B pass's B): loops
                  // the compiler vectorises, bf16's widening included (it is a shift)
    if (valid == 6 && width == 6) {  // a whole A panel (mr = 6 on every path)
      for (std::size_t k = 0; k < K; ++k, dst += 6) {
        const T* s = src + k * ks;
#pragma GCC unroll 6
        for (std::size_t j = 0; j < 6; ++j) dst[j] = widen(s[j]);
      }
      return;
    }
    for (std::size_t k = 0; k < K; ++k, dst += width) {
      const T* s = src + k * ks;
      for (std::size_t j = 0; j < valid; ++j) dst[j] = widen(s[j]);
      for (std::size_t j = valid; j < width; ++j) dst[j] = 0.0f;
    }
    return;
  }
  if (valid == 6 && width == 6) {  // a whole A panel, strided: unrolled, no tail
    for (std::size_t k = 0; k < K; ++k, dst += 6) {
      const T* s = src + k * ks;
#pragma GCC unroll 6
      for (std::size_t j = 0; j < 6; ++j) dst[j] = widen(s[j * js]);
    }
    return;
  }
  for (std::size_t k = 0; k < K; ++k, dst += width) {
    const T* s = src + k * ks;
    std::size_t j = 0;
    for (; j < valid; ++j) dst[j] = widen(s[j * js]);
    for (; j < width; ++j) dst[j] = 0.0f;
  }
}

// One GEMM out[r][q] (M x NC, rows NC apart) over K of A(r,k) = a[r·a_rs + k·a_ks] and
// B(k,q) = b[k·b_ks + q·b_cs]: each output starts at bias[q] (or +0 when bias is null),
// or at its own value when `accumulate`, and adds A(r,k)·B(k,q) for k = 0, 1, ...
// A and B are widened to fp32 as they are packed (fp32 A rows with k contiguous read in place).
template <class TA, class TB, class Out>
void gemm(simd s, std::size_t M, std::size_t NC, std::size_t K, const TA* a, std::size_t a_rs, std::size_t a_ks,
          const TB* b, std::size_t b_ks, std::size_t b_cs, const TB* bias, Out* out, bool accumulate) {
  if constexpr (!std::is_same_v<TA, float>) {
    // Where A's k is contiguous (forward, backward-input), bf16 A is widened whole, a vector
    // at a time (exact), and read in place as fp32 A is: packing it one scalar conversion at
    // a time cost 8-12% of a bf16 B pass at the small shapes. The backward-weight's A is a
    // transpose, packed anyway (vectorised, pack's js = 1): widening it first measured 3-6%
    // slower. A's rows are dense (back to back), one run of elements.
    if (a_ks == 1 && M > 0 && NC > 0 && K > 0) {
      const std::size_t na = (M - 1) * a_rs + K;
      float* const wide = scratch(a_wide, na);
      widen_bf16(wide, a, na, s);
      return gemm<float, TB, Out>(s, M, NC, K, wide, a_rs, a_ks, b, b_ks, b_cs, bias, out, accumulate);
    }
  }
  const detail::tile_kernel tk = tile_for(s);
  const std::size_t mr = tk.mr, nr = tk.nr, blocks = (M + mr - 1) / mr;
  // fp32 A rows with k contiguous (forward's inp, the B pass's dout) are read in place:
  // packing them was a strided scalar copy of all of A, a fifth of the call's time.
  constexpr bool fp32_a = std::is_same_v<TA, float>;
  const bool a_direct = fp32_a && a_ks == 1 && a_rs > 0;
  float* const panels = a_direct ? nullptr : scratch(a_panels, blocks * K * mr);
  if (!a_direct) {
    for (std::size_t rb = 0; rb < blocks; ++rb)
      pack(panels + rb * K * mr, a + rb * mr * a_rs, K, a_ks, a_rs, std::min(mr, M - rb * mr), mr);
  }
  float* const b_packed = scratch(b_panel, std::max<std::size_t>(1, K * nr));
  float bias_row[32] = {}, tile[6 * 32];  // nr ≤ 32, mr ≤ 6
  for (std::size_t q0 = 0; q0 < NC; q0 += nr) {
    const std::size_t nq = std::min(nr, NC - q0);
    pack(b_packed, b + q0 * b_cs, K, b_ks, b_cs, nq, nr);
    if (bias)
      for (std::size_t j = 0; j < nr; ++j) bias_row[j] = j < nq ? widen(bias[q0 + j]) : 0.0f;
    for (std::size_t rb = 0; rb < blocks; ++rb) {
      const std::size_t r0 = rb * mr, nm = std::min(mr, M - r0);
      Out* o = out + r0 * NC + q0;
      detail::tile_job job{nullptr, b_packed, K, 0, nm, bias ? bias_row : nullptr, 0, tile, nr};
      if constexpr (fp32_a)
        if (a_direct) job.a = a + r0 * a_rs, job.lda = a_rs;
      if (!a_direct) job.a = panels + rb * K * mr;
      // A tile of whole columns (of any rows) is written in place: fp32 read and written
      // there, bf16 (never accumulated) rounded in registers (rounding each output as a
      // scalar after the tile was a third of the bf16 driver's time); a column edge through `tile`.
      constexpr bool in_place = std::is_same_v<Out, float>;
      if (nq == nr && (in_place || !accumulate)) {
        if constexpr (in_place) {
          job.c = o;
          if (accumulate) job.init = job.c, job.init_ld = NC;
        } else {
          job.c_bf16 = &o->bits;
        }
        job.ldc = NC;
        tk.run(job);
        continue;
      }
      if (accumulate) {
        if constexpr (in_place) {
          for (std::size_t i = 0; i < mr; ++i)
            for (std::size_t j = 0; j < nr; ++j) tile[i * nr + j] = i < nm && j < nq ? o[i * NC + j] : 0.0f;
        }
        job.init = tile, job.init_ld = nr;
      }
      tk.run(job);
      for (std::size_t i = 0; i < nm; ++i)
        for (std::size_t j = 0; j < nq; ++j) o[i * NC + j] = store<Out>(tile[i * nr + j]);
    }
  }
}

template <class T>
void forward(T* out, const T* inp, const T* weight, const T* bias, std::size_t N, std::size_t C, std::size_t OC,
             simd s) {
  // out[n][o] over c: A = inp [N][C], B(c, o) = weight[o][c].
  gemm<T, T, T>(s, N, OC, C, inp, C, 1, weight, 1, C, bias, out, false);
}

template <class T>
void backward_input(T* dinp, const T* dout, const T* weight, std::size_t N, std::size_t C, std::size_t OC, simd s) {
  // dinp[n][c] over o: A = dout [N][OC], B(o, c) = weight[o][c].
  gemm<T, T, T>(s, N, C, OC, dout, OC, 1, weight, C, 1, nullptr, dinp, false);
}

template <class T>
void backward_weight(float* dweight, float* dbias, const T* dout, const T* inp, std::size_t N, std::size_t C,
                     std::size_t OC, simd s) {
  // dweight[o][c] over n: A(o, n) = dout[n][o], B(n, c) = inp[n][c].
  gemm<T, T, float>(s, OC, C, N, dout, 1, OC, inp, C, 1, nullptr, dweight, true);
  if (!dbias) return;
  // Each dbias[o] gets its own sum from +0 over n, as the reference's; o runs innermost.
  // Through a restrict pointer: the thread_local vector could alias dout as far as the
  // compiler knew, and it left the loop scalar (widening bf16 one element at a time).
  bias_sums.assign(OC, 0.0f);
  float* __restrict sums = bias_sums.data();
  for (std::size_t n = 0; n < N; ++n) {
    const T* __restrict d = dout + n * OC;
    for (std::size_t o = 0; o < OC; ++o) sums[o] += widen(d[o]);
  }
  for (std::size_t o = 0; o < OC; ++o) dbias[o] += bias_sums[o];
}

}  // namespace

void linear_forward(float* out, const float* inp, const float* weight, const float* bias, std::size_t N,
                    std::size_t C, std::size_t OC, simd s) {
  forward(out, inp, weight, bias, N, C, OC, s);
}
void linear_forward(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias, std::size_t N, std::size_t C,
                    std::size_t OC, simd s) {
  forward(out, inp, weight, bias, N, C, OC, s);
}
void linear_backward_input(float* dinp, const float* dout, const float* weight, std::size_t N, std::size_t C,
                           std::size_t OC, simd s) {
  backward_input(dinp, dout, weight, N, C, OC, s);
}
void linear_backward_input(bf16* dinp, const bf16* dout, const bf16* weight, std::size_t N, std::size_t C,
                           std::size_t OC, simd s) {
  backward_input(dinp, dout, weight, N, C, OC, s);
}
void linear_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp, std::size_t N,
                            std::size_t C, std::size_t OC, simd s) {
  backward_weight(dweight, dbias, dout, inp, N, C, OC, s);
}
void linear_backward_weight(float* dweight, float* dbias, const bf16* dout, const bf16* inp, std::size_t N,
                            std::size_t C, std::size_t OC, simd s) {
  backward_weight(dweight, dbias, dout, inp, N, C, OC, s);
}

}  // namespace pipesched::kernels::cpu
