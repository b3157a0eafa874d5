#pragma once
// The row kernels kernels/cpu/layernorm.cpp builds LayerNorm from, over a lane type V
// (elementwise_sse2.cpp, elementwise_avx2.cpp). The per-row sums (mean, variance, the
// backward's two means) run with lanes across 8 rows of a transposed block, each row's sum
// still over c = 0, 1, ... from 0; the per-element formulas run with lanes across c. Every
// operation is the reference's (kernels/layernorm.hpp), in its order, separately rounded;
// sqrt and division are IEEE in both. Rows are padded to a multiple of 8 (zeros).
#include <cstddef>

namespace pipesched::kernels::cpu::detail {

inline constexpr std::size_t layernorm_block = 8;  // rows per transposed block

struct layernorm_kernels {
  // xt[c·8 + j] = row j's x[c]: mean[j], rstd[j] for j < 8.
  void (*stats)(float* mean, float* rstd, const float* xt, std::size_t C, float eps);
  // out[c] = (x[c] − m)·s·w[c] + b[c], c < C (padded).
  void (*normalize)(float* out, const float* x, float m, float s, const float* w, const float* b, std::size_t C);
  // The backward's means over c of g = d·w and g·(x − m)·s, for the 8 rows of dt, xt.
  void (*grad_means)(float* g_mean, float* gx_mean, const float* dt, const float* xt, const float* w,
                     const float* mean, const float* rstd, std::size_t C);
  // di[c] = di[c] + s·(d[c]·w[c] − g_mean − (x[c] − m)·s·gx_mean), c < C (padded).
  void (*input_grad)(float* di, const float* d, const float* x, const float* w, float m, float s, float g_mean,
                     float gx_mean, std::size_t C);
};

layernorm_kernels layernorm_sse2();
layernorm_kernels layernorm_avx2();  // only where supported

template <class V>
void layernorm_stats_lanes(float* mean, float* rstd, const float* xt, std::size_t C, float eps) {
  constexpr std::size_t L = V::lanes, B = layernorm_block;
  const typename V::type n = V::set1(static_cast<float>(C)), e = V::set1(eps), one = V::set1(1.0f);
  for (std::size_t j = 0; j < B; j += L) {
    typename V::type m = V::set1(0.0f);
    for (std::size_t c = 0; c < C; ++c) m = V::add(m, V::load(xt + c * B + j));
    m = V::div(m, n);
    typename V::type var = V::set1(0.0f);
    for (std::size_t c = 0; c < C; ++c) {
      const typename V::type d = V::sub(V::load(xt + c * B + j), m);
      var = V::add(var, V::mul(d, d));
    }
    var = V::div(var, n);
    V::store(mean + j, m);
    V::store(rstd + j, V::div(one, V::sqrt(V::add(var, e))));
  }
}

template <class V>
void layernorm_normalize_lanes(float* out, const float* x, float m, float s, const float* w, const float* b,
                               std::size_t C) {
  const typename V::type mv = V::set1(m), sv = V::set1(s);
  for (std::size_t c = 0; c < C; c += V::lanes)
    V::store(out + c, V::add(V::mul(V::mul(V::sub(V::load(x + c), mv), sv), V::load(w + c)), V::load(b + c)));
}

template <class V>
void layernorm_grad_means_lanes(float* g_mean, float* gx_mean, const float* dt, const float* xt, const float* w,
                                const float* mean, const float* rstd, std::size_t C) {
  constexpr std::size_t L = V::lanes, B = layernorm_block;
  const typename V::type n = V::set1(static_cast<float>(C));
  for (std::size_t j = 0; j < B; j += L) {
    const typename V::type m = V::load(mean + j), s = V::load(rstd + j);
    typename V::type gm = V::set1(0.0f), gxm = V::set1(0.0f);
    for (std::size_t c = 0; c < C; ++c) {
      const typename V::type g = V::mul(V::load(dt + c * B + j), V::set1(w[c]));
      gm = V::add(gm, g);
      gxm = V::add(gxm, V::mul(V::mul(g, V::sub(V::load(xt + c * B + j), m)), s));
    }
    V::store(g_mean + j, V::div(gm, n));
    V::store(gx_mean + j, V::div(gxm, n));
  }
}

template <class V>
void layernorm_input_grad_lanes(float* di, const float* d, const float* x, const float* w, float m, float s,
                                float g_mean, float gx_mean, std::size_t C) {
  const typename V::type mv = V::set1(m), sv = V::set1(s), gm = V::set1(g_mean), gxm = V::set1(gx_mean);
  for (std::size_t c = 0; c < C; c += V::lanes) {
    const typename V::type xhat = V::mul(V::sub(V::load(x + c), mv), sv);
    const typename V::type g = V::mul(V::load(d + c), V::load(w + c));
    V::store(di + c, V::add(V::load(di + c), V::mul(sv, V::sub(V::sub(g, gm), V::mul(xhat, gxm)))));
  }
}

template <class V>
layernorm_kernels layernorm_for() {
  return {&layernorm_stats_lanes<V>, &layernorm_normalize_lanes<V>, &layernorm_grad_means_lanes<V>,
          &layernorm_input_grad_lanes<V>};
}

}  // namespace pipesched::kernels::cpu::detail
