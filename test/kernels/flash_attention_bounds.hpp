#pragma once
// What the fused bf16 attention (kernels/cuda/flash_attention.cuh) must produce: the C++
// reference (kernels/attention.hpp) in double on the same bf16-rounded inputs, the exact
// log-sum-exp, and a tolerance per element. Shared by the [gpu] test
// (cuda_flash_attention_test.cu) and the CPU test that checks these tolerances against a model
// of the kernels' roundings (flash_attention_bounds_test.cpp).
//
// Tolerance, per element, from a first-order bound of the kernel's roundings (u = 2⁻⁸, bf16's
// unit roundoff; ε = 4·(hs·√hs + T)·2⁻²⁴ covers fp32 effects: a score sums hs exact bf16
// products of size ≤ √hs after scaling, exp2f/log2f are a few ulps, sums run over ≤ T terms).
// With p the reference probabilities:
//   out[t,d]:   P is rounded to bf16 before P·V (u), p is off by 2ε relative, out is rounded
//               once (u):          (u + 2ε)·Σ_t2 p·|v_t2[d]| + u·|out|
//   lse[t]:     2ε + 2⁻²⁰·|lse|
//   Δ[t] = dout·out from the bf16 out: off by Σ_d |dout[d]|·bound(out[t,d]) + ε·Σ|dout·out|.
//   dS[t,t2] = p·(dP − Δ): off by p·(δΔ + ε·Σ|dout·v|) + (u + 2ε)·p·|dP − Δ| (bf16 dS in the mma).
//   dv[t2,d]:   (u + 2ε)·Σ_t p·|dout_t[d]| + u·|dv|
//   dk[t2,d]:   scale·Σ_t δdS·|q_t[d]| + ε·scale·Σ_t |dS·q_t[d]| + u·|dk|   (dq alike over t2 ≤ t)
// and the test allows twice the bound. A wrong index, a missed mask or tile is off by the size of
// a whole term, far outside it.

#include <kernels/attention.hpp>
#include <kernels/bf16.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <sstream>
#include <string>
#include <vector>

namespace pipesched::test {

inline std::vector<kernels::bf16> to_bf16(const std::vector<double>& x) {
    std::vector<kernels::bf16> y;
    y.reserve(x.size());
    for (double v : x) y.push_back(kernels::bf16(static_cast<float>(v)));
    return y;
}

template <class T>
std::vector<double> to_double(const std::vector<T>& x) {
    std::vector<double> y;
    y.reserve(x.size());
    for (const T& v : x) y.push_back(static_cast<double>(kernels::to_float(v)));
    return y;
}

// "" when |actual[i] − expected[i]| ≤ tol[i] everywhere (NaN never passes); otherwise the
// first mismatches (up to 5) with index, both values and the tolerance, and the count.
inline std::string first_mismatches(const std::vector<double>& actual, const std::vector<double>& expected,
                             const std::vector<double>& tol) {
    std::ostringstream os;
    os.precision(9);
    std::size_t count = 0;
    for (std::size_t i = 0; i < actual.size(); ++i) {
        if (std::abs(actual[i] - expected[i]) <= tol[i]) continue;
        if (count < 5)
            os << "[" << i << "] " << actual[i] << " vs " << expected[i] << " (tol " << tol[i]
               << "); ";
        ++count;
    }
    if (count) os << count << " of " << actual.size() << " mismatch";
    return os.str();
}

// The reference's results and the per-element tolerances of the file comment.
struct expected_attention {
    std::vector<double> out, lse, dqkv;
    std::vector<double> out_tol, lse_tol, dqkv_tol;
};

inline expected_attention expect_attention(const std::vector<double>& qkv, const std::vector<double>& dout,
                          std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
    const std::size_t C3 = 3 * C, hs = C / NH;
    const double scale = double(1.0f / std::sqrt(static_cast<float>(hs)));
    const double u = std::ldexp(1.0, -8);
    const double eps = 4 * (hs * std::sqrt(double(hs)) + T) * std::ldexp(1.0, -24);

    expected_attention e;
    e.out.resize(B * T * C);
    std::vector<double> att(B * NH * T * T);
    kernels::attention_forward(e.out.data(), att.data(), qkv.data(), B, T, C, NH);
    e.dqkv.resize(B * T * C3);
    kernels::attention_backward_input(e.dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH);

    e.lse.resize(B * NH * T);
    e.out_tol.assign(B * T * C, 0.0);
    e.lse_tol.resize(B * NH * T);
    e.dqkv_tol.assign(B * T * C3, 0.0);
    std::vector<double> ds_err(T), ds_abs(T);
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t h = 0; h < NH; ++h)
            for (std::size_t t = 0; t < T; ++t) {
                auto at = [&](std::size_t tt, std::size_t part) {
                    return (b * T + tt) * C3 + part * C + h * hs;
                };
                const double* p = att.data() + ((b * NH + h) * T + t) * T;
                const double* q = qkv.data() + at(t, 0);
                const double* dy = dout.data() + (b * T + t) * C + h * hs;
                const double* o = e.out.data() + (b * T + t) * C + h * hs;
                // lse = log Σ exp(scale·q·k), shifted by the row's largest score.
                std::vector<double> score(t + 1);
                double mx = -INFINITY;
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const double* k = qkv.data() + at(t2, 1);
                    double s = 0;
                    for (std::size_t i = 0; i < hs; ++i) s += q[i] * k[i];
                    score[t2] = s * scale;
                    mx = std::max(mx, score[t2]);
                }
                double sum = 0;
                for (double s : score) sum += std::exp(s - mx);
                double& lse = e.lse[(b * NH + h) * T + t];
                lse = mx + std::log(sum);
                e.lse_tol[(b * NH + h) * T + t] = 2 * (2 * eps + std::ldexp(std::abs(lse), -20));

                // out, and Δ's error from out's.
                double delta = 0, delta_abs = 0, delta_err = 0;
                for (std::size_t d = 0; d < hs; ++d) {
                    double mag = 0;
                    for (std::size_t t2 = 0; t2 <= t; ++t2)
                        mag += p[t2] * std::abs(qkv[at(t2, 2) + d]);
                    const double bound = (u + 2 * eps) * mag + u * std::abs(o[d]);
                    e.out_tol[(b * T + t) * C + h * hs + d] = 2 * bound;
                    delta += dy[d] * o[d];
                    delta_abs += std::abs(dy[d] * o[d]);
                    delta_err += std::abs(dy[d]) * bound;
                }
                delta_err += eps * delta_abs;

                // dS's error per key, then its share of dq (this row), dk and dv (the keys').
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const double* v = qkv.data() + at(t2, 2);
                    double dp = 0, dp_abs = 0;
                    for (std::size_t i = 0; i < hs; ++i) {
                        dp += dy[i] * v[i];
                        dp_abs += std::abs(dy[i] * v[i]);
                    }
                    const double ds = p[t2] * (dp - delta);
                    ds_abs[t2] = std::abs(ds);
                    ds_err[t2] = p[t2] * (delta_err + eps * dp_abs) + (u + 2 * eps) * std::abs(ds);
                }
                for (std::size_t d = 0; d < hs; ++d) {
                    double dq_err = 0;
                    for (std::size_t t2 = 0; t2 <= t; ++t2) {
                        const double k = std::abs(qkv[at(t2, 1) + d]);
                        dq_err += scale * (ds_err[t2] + eps * ds_abs[t2]) * k;
                        e.dqkv_tol[at(t2, 1) + d] += scale * (ds_err[t2] + eps * ds_abs[t2]) * std::abs(q[d]);
                        e.dqkv_tol[at(t2, 2) + d] += (u + 2 * eps) * p[t2] * std::abs(dy[d]);
                    }
                    e.dqkv_tol[at(t, 0) + d] += dq_err;
                }
            }
    // The final roundings to bf16 (u·|value|), then the factor 2.
    for (std::size_t i = 0; i < e.dqkv.size(); ++i)
        e.dqkv_tol[i] = 2 * (e.dqkv_tol[i] + u * std::abs(e.dqkv[i]));
    return e;
}

}  // namespace pipesched::test
