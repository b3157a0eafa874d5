// Every CUDA kernel of kernels/cuda/ in bf16 storage against its C++ reference (kernels/<op>.hpp)
// run in double on the same bf16-rounded inputs (each input is drawn, rounded to bf16 once, and
// both sides read exactly those values), over several shapes including ragged ones, each also
// with every launcher's grid capped at 2 blocks (grid_cap_scope), so grid-stride and
// block-stride loops run more than once. Outputs a kernel overwrites are poisoned with NaN
// (0xFFFF is a bf16 NaN too); accumulated ones start
// from random values.
//
// Tolerance, per element, from the accumulation length (the bf16 contract: float accumulation,
// one rounding to bf16 when stored). Let u = 2⁻⁸ (bf16's unit roundoff: 8 significant bits,
// round to nearest-even) and e = 2⁻²⁴ (fp32's). A sum of n fp32 products is within
// n·e·Σ|terms| of the exact sum (Higham's γ_n, first order); Σ|terms| is computed per element
// by running the reference on the inputs' absolute values. If the fp32 result f has
// |f − ref| ≤ A, its bf16 rounding b has |b − ref| ≤ u·|f| + A ≤ u·|ref| + 2A. Every bound
// below is that, times 2 for slack: bf16 outputs ≤ 2u·|ref| + 4A, fp32 outputs (parameter
// gradients, statistics, losses) ≤ 2A. A wrong index or a missed term is off by the size of a
// term, far above these for the sizes used (the largest A here is ≈ 1e-4 of the values).
//
// Every test case needs a device: without one it exits with code 77 (ctest: skipped). These
// have not run on a GPU yet.

#include <kernels/attention.hpp>
#include <kernels/bf16.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>

#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>
#include <kernels/cuda/to_storage.cuh>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {

const double u = std::ldexp(1.0, -8);   // bf16 unit roundoff
const double e = std::ldexp(1.0, -24);  // fp32 unit roundoff

std::vector<bf16> to_bf16(const std::vector<double>& x) {
    std::vector<bf16> out;
    out.reserve(x.size());
    for (double v : x) out.push_back(bf16(static_cast<float>(v)));
    return out;
}

std::vector<double> widen(const std::vector<bf16>& x) {
    std::vector<double> out;
    out.reserve(x.size());
    for (bf16 v : x) out.push_back(static_cast<double>(to_float(v)));
    return out;
}

std::vector<double> abs_of(std::vector<double> x) {
    for (double& v : x) v = std::abs(v);
    return x;
}

// Random values rounded to bf16, as the kernel and (widened) the reference both read them.
std::vector<bf16> random_bf16(std::size_t n, std::uint64_t seed, double lo = -1.0,
                              double hi = 1.0) {
    return to_bf16(random_vector(n, seed, lo, hi));
}

// The bound for a bf16 output: 2u·|ref| + 4A (see the top), A per element.
std::vector<double> bf16_bound(const std::vector<double>& ref, const std::vector<double>& A) {
    std::vector<double> b(ref.size());
    for (std::size_t i = 0; i < ref.size(); ++i) b[i] = 2 * u * std::abs(ref[i]) + 4 * A[i];
    return b;
}

// A = n·e·abs, per element.
std::vector<double> fp32_sum_error(const std::vector<double>& abs, double n) {
    std::vector<double> A(abs.size());
    for (std::size_t i = 0; i < abs.size(); ++i) A[i] = n * e * abs[i];
    return A;
}

std::vector<double> times(std::vector<double> x, double k) {
    for (double& v : x) v *= k;
    return x;
}

// "" when every |actual[i] − expected[i]| ≤ bound[i] (NaN never passes); otherwise the first
// index outside, both values, its bound and how many are outside.
template <class A>
std::string first_beyond(const std::vector<A>& actual, const std::vector<double>& expected,
                         const std::vector<double>& bound) {
    std::vector<double> a;
    if constexpr (std::is_same_v<A, bf16>)
        a = widen(actual);
    else
        a.assign(actual.begin(), actual.end());
    std::ostringstream os;
    os.precision(10);
    if (a.size() != expected.size() || bound.size() != expected.size()) {
        os << "size mismatch: actual " << a.size() << ", expected " << expected.size()
           << ", bounds " << bound.size();
        return os.str();
    }
    std::size_t count = 0, first = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(std::abs(a[i] - expected[i]) <= bound[i])) {
            if (count++ == 0) first = i;
        }
    if (count == 0) return {};
    os << "index " << first << ": actual " << a[first] << ", expected " << expected[first]
       << ", bound " << bound[first] << " (" << count << " of " << a.size() << " outside)";
    return os.str();
}

}  // namespace

TEST_CASE("bf16 to_storage rounds each fp32 master weight to nearest-even, as kernels::bf16",
          "[gpu][bf16]") {
    require_device();
    const std::size_t n = GENERATE(std::size_t{1}, std::size_t{255}, std::size_t{70001});
    CAPTURE(n);
    PIPESCHED_GENERATE_GRID_CAP();
    auto in = cast_vector<float>(random_vector(n, 1, -3.0, 3.0));
    in[0] = 1.0f + std::ldexp(1.0f, -8);  // a tie: rounds to even, 1.0
    stream s;
    device_buffer<float> d_in(in);
    auto d_out = poisoned<bf16>(n);
    to_storage_cuda(d_out.data(), d_in.data(), n, s);
    s.sync();
    const auto out = d_out.download();
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < n; ++i) wrong += !(out[i] == bf16(in[i]));
    CHECK(wrong == 0);
    CHECK(to_float(out[0]) == 1.0f);
}

TEST_CASE("bf16 embedding forward and backward-weight on the GPU match the reference",
          "[gpu][bf16][embedding]") {
    require_device();
    const auto [B, T, C, V] = GENERATE(from_range(embedding_shapes));
    CAPTURE(B, T, C, V);
    PIPESCHED_GENERATE_GRID_CAP();
    const std::size_t maxT = T + 3;
    const auto tokens = random_tokens(B * T, static_cast<int>(V), 1);
    const auto wte = random_bf16(V * C, 2), wpe = random_bf16(maxT * C, 3);
    const auto dout = random_bf16(B * T * C, 4);
    const auto dwte0 = cast_vector<float>(random_vector(V * C, 5));
    const auto dwpe0 = cast_vector<float>(random_vector(maxT * C, 6));
    stream s;

    device_buffer<int> d_tokens(tokens);
    device_buffer<bf16> d_wte(wte), d_wpe(wpe), d_dout(dout);
    device_buffer<float> d_dwte(dwte0), d_dwpe(dwpe0);
    auto d_out = poisoned<bf16>(B * T * C);
    embedding_forward_cuda(d_out.data(), d_tokens.data(), d_wte.data(), d_wpe.data(), B, T, C, s);
    embedding_backward_weight_cuda(d_dwte.data(), d_dwpe.data(), d_dout.data(), d_tokens.data(), B,
                                   T, C, s);
    s.sync();

    const auto wte_d = widen(wte), wpe_d = widen(wpe), dout_d = widen(dout);
    std::vector<double> out(B * T * C), out_abs(B * T * C);
    embedding_forward(out.data(), tokens.data(), wte_d.data(), wpe_d.data(), B, T, C);
    embedding_forward(out_abs.data(), tokens.data(), abs_of(wte_d).data(), abs_of(wpe_d).data(), B,
                      T, C);
    // One fp32 add (n = 1), then the bf16 store.
    CHECK(first_beyond(d_out.download(), out, bf16_bound(out, fp32_sum_error(out_abs, 1))) == "");

    // fp32 gradients: dwte sums ≤ B·T rows (atomics, any order), dwpe sums B.
    std::vector<double> dwte(dwte0.begin(), dwte0.end()), dwpe(dwpe0.begin(), dwpe0.end());
    auto dwte_abs = abs_of(dwte), dwpe_abs = abs_of(dwpe);
    embedding_backward_weight(dwte.data(), dwpe.data(), dout_d.data(), tokens.data(), B, T, C);
    embedding_backward_weight(dwte_abs.data(), dwpe_abs.data(), abs_of(dout_d).data(),
                              tokens.data(), B, T, C);
    CHECK(first_beyond(d_dwte.download(), dwte,
                       times(fp32_sum_error(dwte_abs, double(B * T + 1)), 2)) == "");
    CHECK(first_beyond(d_dwpe.download(), dwpe, times(fp32_sum_error(dwpe_abs, double(B + 1)), 2)) ==
          "");
}

TEST_CASE("bf16 linear forward, dgrad and wgrad on the GPU match the reference, with and without "
          "bias",
          "[gpu][bf16][linear]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(linear_shapes));
    const bool with_bias = GENERATE(true, false);
    CAPTURE(N, C, OC, with_bias);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto inp = random_bf16(N * C, 1), w = random_bf16(OC * C, 2), bias = random_bf16(OC, 3);
    const auto dout = random_bf16(N * OC, 4);
    const auto dw0 = cast_vector<float>(random_vector(OC * C, 5));
    const auto db0 = cast_vector<float>(random_vector(OC, 6));
    stream s;

    device_buffer<bf16> d_inp(inp), d_w(w), d_bias(bias), d_dout(dout);
    device_buffer<float> d_dw(dw0), d_db(db0);
    auto d_out = poisoned<bf16>(N * OC);
    auto d_dinp = poisoned<bf16>(N * C);
    linear_forward_cuda(d_out.data(), d_inp.data(), d_w.data(), with_bias ? d_bias.data() : nullptr,
                        N, C, OC, s);
    linear_backward_input_cuda(d_dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
    linear_backward_weight_cuda(d_dw.data(), with_bias ? d_db.data() : nullptr, d_dout.data(),
                                d_inp.data(), N, C, OC, s);
    s.sync();

    const auto inp_d = widen(inp), w_d = widen(w), bias_d = widen(bias), dout_d = widen(dout);
    const auto inp_a = abs_of(inp_d), w_a = abs_of(w_d), bias_a = abs_of(bias_d);
    const auto dout_a = abs_of(dout_d);
    std::vector<double> out(N * OC), out_abs(N * OC), dinp(N * C), dinp_abs(N * C);
    linear_forward_reference(out.data(), inp_d.data(), w_d.data(), with_bias ? bias_d.data() : nullptr, N, C,
                   OC);
    linear_forward_reference(out_abs.data(), inp_a.data(), w_a.data(), with_bias ? bias_a.data() : nullptr,
                   N, C, OC);
    linear_backward_input_reference(dinp.data(), dout_d.data(), w_d.data(), N, C, OC);
    linear_backward_input_reference(dinp_abs.data(), dout_a.data(), w_a.data(), N, C, OC);
    // out sums C products and the bias; dinp sums OC products.
    CHECK(first_beyond(d_out.download(), out, bf16_bound(out, fp32_sum_error(out_abs, C + 1.0))) ==
          "");
    CHECK(first_beyond(d_dinp.download(), dinp, bf16_bound(dinp, fp32_sum_error(dinp_abs, OC))) ==
          "");

    // fp32 gradients: each sums N products onto its starting value.
    std::vector<double> dw(dw0.begin(), dw0.end()), db(db0.begin(), db0.end());
    auto dw_abs = abs_of(dw), db_abs = abs_of(db);
    linear_backward_weight_reference(dw.data(), with_bias ? db.data() : nullptr, dout_d.data(), inp_d.data(),
                           N, C, OC);
    linear_backward_weight_reference(dw_abs.data(), with_bias ? db_abs.data() : nullptr, dout_a.data(),
                           inp_a.data(), N, C, OC);
    CHECK(first_beyond(d_dw.download(), dw, times(fp32_sum_error(dw_abs, N + 1.0), 2)) == "");
    CHECK(first_beyond(d_db.download(), db, times(fp32_sum_error(db_abs, N + 1.0), 2)) == "");
}

TEST_CASE("bf16 layernorm forward, backward-input and backward-weight on the GPU match the "
          "reference",
          "[gpu][bf16][layernorm]") {
    require_device();
    const auto [N, C] = GENERATE(from_range(layernorm_shapes));
    CAPTURE(N, C);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto inp = random_bf16(N * C, 1, -2.0, 3.0);
    const auto w = random_bf16(C, 2, 0.5, 1.5), b = random_bf16(C, 3);
    const auto dout = random_bf16(N * C, 4);
    const auto dinp0 = random_bf16(N * C, 5);
    const auto dw0 = cast_vector<float>(random_vector(C, 6));
    const auto db0 = cast_vector<float>(random_vector(C, 7));
    stream s;

    device_buffer<bf16> d_inp(inp), d_w(w), d_b(b), d_dout(dout), d_dinp(dinp0);
    device_buffer<float> d_dw(dw0), d_db(db0);
    auto d_out = poisoned<bf16>(N * C);
    auto d_mean = poisoned<float>(N), d_rstd = poisoned<float>(N);
    layernorm_forward_cuda(d_out.data(), d_mean.data(), d_rstd.data(), d_inp.data(), d_w.data(),
                           d_b.data(), N, C, s);
    s.sync();
    const auto inp_d = widen(inp), w_d = widen(w), b_d = widen(b), dout_d = widen(dout);
    std::vector<double> out(N * C), mean(N), rstd(N);
    layernorm_forward(out.data(), mean.data(), rstd.data(), inp_d.data(), w_d.data(), b_d.data(),
                      N, C);

    // Statistics (fp32): the mean sums C values (A = (C+1)·e·mean|x|); the variance sums C
    // squares of centred values (an error in the mean moves it only to second order), so rstd
    // is within (C+4)·e relative. out = x̂·w + b, x̂ = (x − mean)·rstd: A = (C+4)·e·(|x̂| +
    // rstd·mean|x|)·|w| + 2e·(|x̂·w| + |b|).
    std::vector<double> mean_bound(N), rstd_bound(N), out_err(N * C);
    for (std::size_t n = 0; n < N; ++n) {
        double mean_abs = 0;
        for (std::size_t c = 0; c < C; ++c) mean_abs += std::abs(inp_d[n * C + c]) / double(C);
        mean_bound[n] = 2 * (C + 1.0) * e * mean_abs;
        rstd_bound[n] = 2 * (C + 4.0) * e * rstd[n];
        for (std::size_t c = 0; c < C; ++c) {
            const double xhat = std::abs((inp_d[n * C + c] - mean[n]) * rstd[n]);
            out_err[n * C + c] = (C + 4.0) * e * (xhat + rstd[n] * mean_abs) * std::abs(w_d[c]) +
                                 2 * e * (xhat * std::abs(w_d[c]) + std::abs(b_d[c]));
        }
    }
    CHECK(first_beyond(d_out.download(), out, bf16_bound(out, out_err)) == "");
    CHECK(first_beyond(d_mean.download(), mean, mean_bound) == "");
    CHECK(first_beyond(d_rstd.download(), rstd, rstd_bound) == "");

    // Both backward passes from the same fp32 mean and rstd (rounded from the reference's).
    const auto mean_f = cast_vector<float>(mean), rstd_f = cast_vector<float>(rstd);
    const std::vector<double> mean_r(mean_f.begin(), mean_f.end()),
        rstd_r(rstd_f.begin(), rstd_f.end());
    device_buffer<float> d_mean_f(mean_f), d_rstd_f(rstd_f);
    layernorm_backward_input_cuda(d_dinp.data(), d_dout.data(), d_inp.data(), d_w.data(),
                                  d_mean_f.data(), d_rstd_f.data(), N, C, s);
    layernorm_backward_weight_cuda(d_dw.data(), d_db.data(), d_dout.data(), d_inp.data(),
                                   d_mean_f.data(), d_rstd_f.data(), N, C, s);
    s.sync();
    std::vector<double> dinp = widen(dinp0), dw(dw0.begin(), dw0.end()), db(db0.begin(), db0.end());
    layernorm_backward_input(dinp.data(), dout_d.data(), inp_d.data(), w_d.data(), mean_r.data(),
                             rstd_r.data(), N, C);
    layernorm_backward_weight(dw.data(), db.data(), dout_d.data(), inp_d.data(), mean_r.data(),
                              rstd_r.data(), N, C);
    // dinp += rstd·(g − mean(g) − x̂·mean(g·x̂)), g = dout·w: the two means sum C terms each,
    // x̂ carries a few e: A = (C+4)·e·rstd·(|g| + mean|g| + |x̂|·mean|g·x̂|) + 2e·|dinp0|.
    // dw, db sum N terms onto their start (x̂ within 4e): 2·(N+4)·e·(|start| + Σ|terms|).
    std::vector<double> dinp_err(N * C);
    auto dw_abs = abs_of({dw0.begin(), dw0.end()}), db_abs = abs_of({db0.begin(), db0.end()});
    for (std::size_t n = 0; n < N; ++n) {
        double g_abs = 0, gx_abs = 0;
        for (std::size_t c = 0; c < C; ++c) {
            const double g = std::abs(dout_d[n * C + c] * w_d[c]);
            const double xhat = std::abs((inp_d[n * C + c] - mean_r[n]) * rstd_r[n]);
            g_abs += g / double(C);
            gx_abs += g * xhat / double(C);
            dw_abs[c] += std::abs(dout_d[n * C + c]) * xhat;
            db_abs[c] += std::abs(dout_d[n * C + c]);
        }
        for (std::size_t c = 0; c < C; ++c) {
            const double g = std::abs(dout_d[n * C + c] * w_d[c]);
            const double xhat = std::abs((inp_d[n * C + c] - mean_r[n]) * rstd_r[n]);
            dinp_err[n * C + c] = (C + 4.0) * e * rstd_r[n] * (g + g_abs + xhat * gx_abs) +
                                  2 * e * std::abs(to_float(dinp0[n * C + c]));
        }
    }
    CHECK(first_beyond(d_dinp.download(), dinp, bf16_bound(dinp, dinp_err)) == "");
    CHECK(first_beyond(d_dw.download(), dw, times(fp32_sum_error(dw_abs, N + 4.0), 2)) == "");
    CHECK(first_beyond(d_db.download(), db, times(fp32_sum_error(db_abs, N + 4.0), 2)) == "");
}

TEST_CASE("bf16 gelu and residual on the GPU match the reference, in place too",
          "[gpu][bf16][gelu][residual]") {
    require_device();
    const std::size_t N = GENERATE(std::size_t{1}, std::size_t{33}, std::size_t{256},
                                   std::size_t{70001});
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto x = random_bf16(N, 1, -4.0, 4.0), dout = random_bf16(N, 2);
    const auto a = random_bf16(N, 3), b = random_bf16(N, 4);
    stream s;

    // GELU: tanhf is within a few e, and the polynomial around it a handful more: A = 16·e·
    // (1 + |x|) forward, 32·e·|dout|·(1 + |x|) backward (|gelu'| < 1.2 on [−4, 4]).
    device_buffer<bf16> d_x(x), d_dout(dout);
    auto d_out = poisoned<bf16>(N), d_dinp = poisoned<bf16>(N);
    bf16* out = in_place ? d_x.data() : d_out.data();
    bf16* dinp = in_place ? d_dout.data() : d_dinp.data();
    gelu_backward_input_cuda(dinp, d_dout.data(), d_x.data(), N, s);  // before x is overwritten
    gelu_forward_cuda(out, d_x.data(), N, s);
    s.sync();
    const auto x_d = widen(x), dout_d = widen(dout);
    std::vector<double> ref_out(N), ref_dinp(N), out_err(N), dinp_err(N);
    gelu_forward(ref_out.data(), x_d.data(), N);
    gelu_backward_input(ref_dinp.data(), dout_d.data(), x_d.data(), N);
    for (std::size_t i = 0; i < N; ++i) {
        out_err[i] = 16 * e * (1 + std::abs(x_d[i]));
        dinp_err[i] = 32 * e * std::abs(dout_d[i]) * (1 + std::abs(x_d[i]));
    }
    CHECK(first_beyond(in_place ? d_x.download() : d_out.download(), ref_out,
                       bf16_bound(ref_out, out_err)) == "");
    CHECK(first_beyond(in_place ? d_dout.download() : d_dinp.download(), ref_dinp,
                       bf16_bound(ref_dinp, dinp_err)) == "");

    // Residual: one fp32 add (A = e·(|a| + |b|)); the backward copies bit for bit.
    device_buffer<bf16> d_a(a), d_b(b), d_g(dout);
    auto d_sum = poisoned<bf16>(N), d_da = poisoned<bf16>(N), d_db = poisoned<bf16>(N);
    residual_forward_cuda(in_place ? d_a.data() : d_sum.data(), d_a.data(), d_b.data(), N, s);
    residual_backward_input_cuda(d_da.data(), in_place ? d_g.data() : d_db.data(), d_g.data(), N,
                                 s);
    s.sync();
    const auto a_d = widen(a), b_d = widen(b);
    std::vector<double> sum(N), sum_err(N);
    residual_forward(sum.data(), a_d.data(), b_d.data(), N);
    for (std::size_t i = 0; i < N; ++i) sum_err[i] = e * (std::abs(a_d[i]) + std::abs(b_d[i]));
    CHECK(first_beyond(in_place ? d_a.download() : d_sum.download(), sum, bf16_bound(sum, sum_err)) ==
          "");
    const auto da = d_da.download(), db = in_place ? d_g.download() : d_db.download();
    CHECK(std::equal(da.begin(), da.end(), dout.begin()));
    CHECK(std::equal(db.begin(), db.end(), dout.begin()));
}

TEST_CASE("bf16 cross-entropy forward and backward-input on the GPU match the reference, in place "
          "too",
          "[gpu][bf16][cross_entropy]") {
    require_device();
    const auto [N, V] = GENERATE(from_range(cross_entropy_shapes));
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, V, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto logits = random_bf16(N * V, 1, -8.0, 8.0);
    const auto targets = random_tokens(N, static_cast<int>(V), 2);
    const float scale = 1.0f / static_cast<float>(N);
    const auto gpu = cross_entropy_on_gpu(logits, targets, scale, N, V, in_place);
    const auto& gpu_probs = gpu.probs;
    const auto& gpu_dlogits = gpu.dlogits;

    // The sum of V exponentials (each within 16·e: the argument's subtraction and expf) is
    // within (V+16)·e relative, so probabilities are within 2·(V+16)·e relative and the loss
    // (log of the sum minus a logit, |·| ≤ 16 + log V) within 2·(V+16)·e·(1 + |loss|).
    const auto logits_d = widen(logits);
    std::vector<double> losses(N), ref_probs(N * V), loss_bound(N), probs_err(N * V);
    cross_entropy_forward(losses.data(), ref_probs.data(), logits_d.data(), targets.data(), N, V);
    for (std::size_t n = 0; n < N; ++n) loss_bound[n] = 4 * (V + 16.0) * e * (1 + losses[n]);
    for (std::size_t i = 0; i < N * V; ++i) probs_err[i] = 2 * (V + 16.0) * e * ref_probs[i];
    CHECK(first_beyond(gpu.losses, losses, loss_bound) == "");
    CHECK(first_beyond(gpu_probs, ref_probs, bf16_bound(ref_probs, probs_err)) == "");

    // Backward from the GPU's own bf16 probabilities: scale·(p − [v == target]), A = 2e·scale.
    const auto probs_gpu_d = widen(gpu_probs);
    std::vector<double> ref_dlogits(N * V);
    cross_entropy_backward_input(ref_dlogits.data(), probs_gpu_d.data(), targets.data(),
                                 static_cast<double>(scale), N, V);
    const std::vector<double> dlogits_err(N * V, 2 * e * scale);
    CHECK(first_beyond(gpu_dlogits, ref_dlogits, bf16_bound(ref_dlogits, dlogits_err)) == "");
}

TEST_CASE("bf16 attention forward and backward-input on the GPU match the reference for ragged "
          "shapes",
          "[gpu][bf16][attention]") {
    require_device();
    const auto [B, T, C, NH] = GENERATE(from_range(attention_shapes));
    const bool capped_grid = GENERATE(false, true);
    CAPTURE(B, T, C, NH, capped_grid);
    PIPESCHED_GENERATE_GRID_CAP();
    const std::size_t hs = C / NH;
    // The fp32 errors, as test/kernels/cuda_attention_test.cu derives them: scores within
    // hs·√hs·e, normalising and the output sums within T·e; the backward's dq, dk sum ≤ T
    // score-sized errors times rows of norm ≤ √hs.
    const double fwd_tol = 8 * (hs * std::sqrt(double(hs)) + T) * e;
    const double bwd_tol = fwd_tol * std::sqrt(double(hs));

    const auto qkv = random_bf16(B * T * 3 * C, 1);
    const auto dout = random_bf16(B * T * C, 2);
    attention_run<bf16> run(qkv, dout, B, T, C, NH, capped_grid);
    const auto gpu_att = run.att.download();

    const auto qkv_d = widen(qkv), dout_d = widen(dout), att_gpu = widen(gpu_att);
    std::vector<double> out(B * T * C), att(B * NH * T * T);
    attention_forward(out.data(), att.data(), qkv_d.data(), B, T, C, NH);
    // Probabilities: the fp32 error, then the bf16 store. Upper triangle: exact zeros.
    CHECK(first_beyond(gpu_att, att, bf16_bound(att, std::vector<double>(att.size(), fwd_tol))) ==
          "");
    std::size_t nonzero_above = 0;
    for (std::size_t i = 0; i < gpu_att.size(); ++i)
        nonzero_above += i % T > i / T % T && to_float(gpu_att[i]) != 0.0f;
    CHECK(nonzero_above == 0);
    // The output sums the GPU's own bf16 probabilities times v (≤ T terms, |v| ≤ 1): compared
    // with that sum, so the probabilities' rounding (checked above) is not counted twice.
    std::vector<double> out_from_att(B * T * C, 0.0), out_abs(B * T * C, 0.0);
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t h = 0; h < NH; ++h)
            for (std::size_t t = 0; t < T; ++t)
                for (std::size_t t2 = 0; t2 <= t; ++t2) {
                    const double p = att_gpu[((b * NH + h) * T + t) * T + t2];
                    for (std::size_t i = 0; i < hs; ++i) {
                        const double v = qkv_d[(b * T + t2) * 3 * C + 2 * C + h * hs + i];
                        out_from_att[(b * T + t) * C + h * hs + i] += p * v;
                        out_abs[(b * T + t) * C + h * hs + i] += std::abs(p * v);
                    }
                }
    CHECK(first_beyond(run.out.download(), out_from_att,
                       bf16_bound(out_from_att, fp32_sum_error(out_abs, double(T)))) == "");
    (void)out;

    // Backward from the GPU's own bf16 probabilities, so only the backward is under test. With
    // hs = 1 the row's dot is kept rounded to bf16 (no room for its fp32 halves): ds moves by
    // att·u·|dot| ≤ u·hs, and dq, dk sum ≤ 1 of probability weight of it: 2u more.
    std::vector<double> dqkv(B * T * 3 * C);
    attention_backward_input(dqkv.data(), dout_d.data(), qkv_d.data(), att_gpu.data(), B, T, C,
                             NH);
    const double stash = hs == 1 ? 2 * u : 0.0;
    const auto gpu_dqkv = run.dqkv.download();
    CHECK(first_beyond(gpu_dqkv, dqkv,
                       bf16_bound(dqkv, std::vector<double>(dqkv.size(), bwd_tol + stash))) ==
          "");

    // No atomics: a second backward into a fresh poisoned buffer is the same bit for bit.
    const auto again = run.backward_again();
    CHECK(std::equal(again.begin(), again.end(), gpu_dqkv.begin()));
}
