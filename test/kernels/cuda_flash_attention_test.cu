// The fused bf16 attention (kernels/cuda/flash_attention.cuh) against the C++ reference
// (kernels/attention.hpp) run in double on the same bf16-rounded inputs: T = 1, T within one
// tile, T a tile plus one and several tiles with a ragged tail; head sizes 8 and 16 (the tiny
// and small presets, padded to the 16 kernel), 32 and 48 (padded to 64), 64 and 128; several
// B and NH. Outputs are NaN-poisoned first: out, lse and every element of dqkv must be written.
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
//
// Every case needs a device: without one it exits with code 77 (ctest: skipped). These tests
// have not run on a GPU yet.

#include <kernels/attention.hpp>
#include <kernels/bf16.hpp>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/flash_attention.cuh>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {

std::vector<bf16> to_bf16(const std::vector<double>& x) {
    std::vector<bf16> y;
    y.reserve(x.size());
    for (double v : x) y.push_back(bf16(static_cast<float>(v)));
    return y;
}

template <class T>
std::vector<double> to_double(const std::vector<T>& x) {
    std::vector<double> y;
    y.reserve(x.size());
    for (const T& v : x) y.push_back(static_cast<double>(to_float(v)));
    return y;
}

// "" when |actual[i] − expected[i]| ≤ tol[i] everywhere (NaN never passes); otherwise the
// first mismatches (up to 5) with index, both values and the tolerance, and the count.
std::string first_mismatches(const std::vector<double>& actual, const std::vector<double>& expected,
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

expected_attention expect(const std::vector<double>& qkv, const std::vector<double>& dout,
                          std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
    const std::size_t C3 = 3 * C, hs = C / NH;
    const double scale = double(1.0f / std::sqrt(static_cast<float>(hs)));
    const double u = std::ldexp(1.0, -8);
    const double eps = 4 * (hs * std::sqrt(double(hs)) + T) * std::ldexp(1.0, -24);

    expected_attention e;
    e.out.resize(B * T * C);
    std::vector<double> att(B * NH * T * T);
    attention_forward(e.out.data(), att.data(), qkv.data(), B, T, C, NH);
    e.dqkv.resize(B * T * C3);
    attention_backward_input(e.dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH);

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

}  // namespace

TEST_CASE("flash attention forward and backward-input on the GPU match the reference within "
          "bf16's derived bounds for ragged T and every head dim",
          "[gpu][attention][flash]") {
    require_device();
    const auto [B, T, C, NH] = GENERATE(table<std::size_t, std::size_t, std::size_t, std::size_t>(
        {{1, 1, 8, 1},      // one position: out = v, dS = 0
         {2, 17, 32, 4},    // the tiny preset's heads (hs 8), T inside one tile
         {3, 64, 64, 4},    // the small preset's heads (hs 16), T exactly one tile
         {2, 65, 128, 2},   // hs 64, T one tile plus one
         {2, 97, 96, 3},    // hs 32 padded to 64, a ragged second tile
         {1, 150, 48, 1},   // hs 48 padded to 64, three tiles
         {1, 130, 256, 2},  // hs 128
         {1, 300, 384, 3},  // hs 128, five key tiles, a ragged tail of 44
         {5, 33, 16, 1}}));
    CAPTURE(B, T, C, NH);
    const auto qkv = to_bf16(random_vector(B * T * 3 * C, 11));
    const auto dout = to_bf16(random_vector(B * T * C, 12));
    const auto e = expect(to_double(qkv), to_double(dout), B, T, C, NH);

    stream s;
    device_buffer<bf16> d_qkv(qkv), d_dout(dout);
    auto d_out = poisoned<bf16>(B * T * C);
    auto d_lse = poisoned<float>(B * NH * T);
    auto d_dqkv = poisoned<bf16>(B * T * 3 * C);
    flash_attention_forward_cuda(d_out.data(), d_lse.data(), d_qkv.data(), B, T, C, NH, s);
    flash_attention_backward_input_cuda(d_dqkv.data(), d_dout.data(), d_qkv.data(), d_out.data(),
                                        d_lse.data(), B, T, C, NH, s);
    s.sync();

    CHECK(first_mismatches(to_double(d_out.download()), e.out, e.out_tol) == "");
    CHECK(first_mismatches(to_double(d_lse.download()), e.lse, e.lse_tol) == "");
    const auto dqkv = d_dqkv.download();
    CHECK(first_mismatches(to_double(dqkv), e.dqkv, e.dqkv_tol) == "");

    // dk and dv sum in registers in a fixed order (only dq goes through atomics): a second
    // backward writes the same k and v slots bit for bit.
    auto d_again = poisoned<bf16>(B * T * 3 * C);
    flash_attention_backward_input_cuda(d_again.data(), d_dout.data(), d_qkv.data(), d_out.data(),
                                        d_lse.data(), B, T, C, NH, s);
    s.sync();
    const auto again = d_again.download();
    std::size_t differ = 0;
    for (std::size_t i = 0; i < again.size(); ++i)
        if (i % (3 * C) >= C && !(again[i] == dqkv[i])) ++differ;
    CHECK(differ == 0);
}

TEST_CASE("flash attention refuses head sizes it has no kernel for before touching the device",
          "[attention][flash]") {
    CHECK(flash_attention_supported(32, 4));    // hs 8
    CHECK(flash_attention_supported(768, 6));   // hs 128
    CHECK(!flash_attention_supported(48, 4));   // hs 12: not a multiple of 8
    CHECK(!flash_attention_supported(272, 1));  // hs 136 > 128
    CHECK(!flash_attention_supported(64, 0));
    CHECK(!flash_attention_supported(66, 4));   // C % NH != 0
    CHECK_THROWS_AS(flash_attention_forward_cuda(nullptr, nullptr, nullptr, 1, 4, 48, 4, nullptr),
                    std::invalid_argument);
    CHECK_THROWS_AS(flash_attention_backward_input_cuda(nullptr, nullptr, nullptr, nullptr, nullptr,
                                                        1, 4, 272, 1, nullptr),
                    std::invalid_argument);
}
