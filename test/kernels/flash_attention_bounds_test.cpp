// The [gpu] test of the fused bf16 attention (cuda_flash_attention_test.cu) can only be run on a
// GPU; its tolerances (flash_attention_bounds.hpp) are checked here, on the CPU, against a model
// of the kernels' roundings: the same tile order and online softmax in fp32, P rounded to bf16
// before P·V and dV, dS rounded to bf16 before dK and dQ, Δ from the bf16 out, each output
// rounded to bf16 once (only the fp32 summation order differs from the GPU's, a 2⁻²⁴ effect).
// The model must pass with room to spare, and a model with a causal mask one key too wide, or
// dK without its scale, must fail: the tolerances neither reject the kernels' own rounding nor
// hide a wrong result.

#include "flash_attention_bounds.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {

float round_bf16(float x) { return to_float(bf16(x)); }

enum class flaw { none, mask_one_key_wide, dk_unscaled };

struct flash_results {
    std::vector<double> out, lse, dqkv;
};

// What flash_attention_forward_cuda and flash_attention_backward_input_cuda compute, with
// their roundings, one row at a time (keys in tiles of 64 as the forward CTA sees them).
flash_results flash_model(const std::vector<double>& qkv_d, const std::vector<double>& dout_d,
                          std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
                          flaw f = flaw::none) {
    const std::vector<float> qkv(qkv_d.begin(), qkv_d.end()), dout(dout_d.begin(), dout_d.end());
    const std::size_t C3 = 3 * C, hs = C / NH;
    const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
    const float log2e = 1.4426950408889634f, ln2 = 0.6931471805599453f, scale_log2 = scale * log2e;
    std::vector<float> out(B * T * C), lse(B * NH * T);
    std::vector<float> dq(B * T * C, 0), dk(B * T * C, 0), dv(B * T * C, 0);
    auto row = [&](std::size_t b, std::size_t t, std::size_t h, std::size_t part) {
        return qkv.data() + (b * T + t) * C3 + part * C + h * hs;
    };
    auto dot = [&](const float* a, const float* c) {
        float s = 0;
        for (std::size_t i = 0; i < hs; ++i) s += a[i] * c[i];
        return s;
    };
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t h = 0; h < NH; ++h) {
            for (std::size_t t = 0; t < T; ++t) {  // forward: online softmax over key tiles
                const std::size_t last = std::min(T - 1, f == flaw::mask_one_key_wide ? t + 1 : t);
                float m = -INFINITY, l = 0;
                std::vector<float> o(hs, 0), x;
                for (std::size_t k0 = 0; k0 <= last; k0 += 64) {
                    const std::size_t k1 = std::min(last + 1, k0 + 64);
                    x.assign(k1 - k0, 0);
                    float tile_max = -INFINITY;
                    for (std::size_t j = k0; j < k1; ++j) {
                        x[j - k0] = dot(row(b, t, h, 0), row(b, j, h, 1)) * scale_log2;
                        tile_max = std::max(tile_max, x[j - k0]);
                    }
                    const float m_new = std::max(m, tile_max), corr = std::exp2(m - m_new);
                    m = m_new;
                    l *= corr;
                    for (float& e : o) e *= corr;
                    for (std::size_t j = k0; j < k1; ++j) {
                        const float p = std::exp2(x[j - k0] - m);
                        l += p;
                        for (std::size_t i = 0; i < hs; ++i) o[i] += round_bf16(p) * row(b, j, h, 2)[i];
                    }
                }
                for (std::size_t i = 0; i < hs; ++i) out[(b * T + t) * C + h * hs + i] = round_bf16(o[i] / l);
                lse[(b * NH + h) * T + t] = (m + std::log2(l)) * ln2;
            }
            for (std::size_t t = 0; t < T; ++t) {  // backward: P recomputed from lse
                const float* dy = dout.data() + (b * T + t) * C + h * hs;
                const float delta = dot(dy, out.data() + (b * T + t) * C + h * hs);
                const float lse2 = lse[(b * NH + h) * T + t] * log2e;
                for (std::size_t j = 0; j <= t; ++j) {
                    const float p = std::exp2(dot(row(b, j, h, 1), row(b, t, h, 0)) * scale_log2 - lse2);
                    const float ds = round_bf16(p * (dot(row(b, j, h, 2), dy) - delta));
                    for (std::size_t i = 0; i < hs; ++i) {
                        dv[(b * T + j) * C + h * hs + i] += round_bf16(p) * dy[i];
                        dk[(b * T + j) * C + h * hs + i] += ds * row(b, t, h, 0)[i];
                        dq[(b * T + t) * C + h * hs + i] += ds * row(b, j, h, 1)[i];
                    }
                }
            }
        }
    flash_results r{{out.begin(), out.end()}, {lse.begin(), lse.end()}, std::vector<double>(B * T * C3)};
    const float dk_scale = f == flaw::dk_unscaled ? 1.0f : scale;
    for (std::size_t bt = 0; bt < B * T; ++bt)
        for (std::size_t c = 0; c < C; ++c) {
            r.dqkv[bt * C3 + c] = round_bf16(dq[bt * C + c] * scale);
            r.dqkv[bt * C3 + C + c] = round_bf16(dk[bt * C + c] * dk_scale);
            r.dqkv[bt * C3 + 2 * C + c] = round_bf16(dv[bt * C + c]);
        }
    return r;
}

// The largest |actual − expected| / tol.
double worst_ratio(const std::vector<double>& actual, const std::vector<double>& expected,
                   const std::vector<double>& tol) {
    double worst = 0;
    for (std::size_t i = 0; i < actual.size(); ++i)
        worst = std::max(worst, std::abs(actual[i] - expected[i]) / tol[i]);
    return worst;
}

}  // namespace

TEST_CASE("a model of the flash kernels' bf16 roundings stays well within the gpu test's "
          "tolerances",
          "[attention][flash]") {
    const auto [B, T, C, NH] = GENERATE(table<std::size_t, std::size_t, std::size_t, std::size_t>(
        {{2, 17, 32, 4}, {3, 64, 64, 4}, {2, 97, 96, 3}, {1, 130, 256, 2}, {1, 300, 384, 3}}));
    CAPTURE(B, T, C, NH);
    const auto qkv = to_double(to_bf16(random_vector(B * T * 3 * C, 11)));
    const auto dout = to_double(to_bf16(random_vector(B * T * C, 12)));
    const auto e = expect_attention(qkv, dout, B, T, C, NH);
    const auto model = flash_model(qkv, dout, B, T, C, NH);
    CHECK(first_mismatches(model.out, e.out, e.out_tol) == "");
    CHECK(first_mismatches(model.lse, e.lse, e.lse_tol) == "");
    CHECK(first_mismatches(model.dqkv, e.dqkv, e.dqkv_tol) == "");
    // Room to spare (0.45 of the tolerance at most today): fp32 summation orders do not matter.
    CHECK(worst_ratio(model.out, e.out, e.out_tol) < 0.6);
    CHECK(worst_ratio(model.dqkv, e.dqkv, e.dqkv_tol) < 0.6);
}

TEST_CASE("the gpu test's tolerances reject a causal mask one key too wide and dk without its scale",
          "[attention][flash]") {
    const std::size_t B = 2, T = 65, C = 128, NH = 2;
    const auto qkv = to_double(to_bf16(random_vector(B * T * 3 * C, 11)));
    const auto dout = to_double(to_bf16(random_vector(B * T * C, 12)));
    const auto e = expect_attention(qkv, dout, B, T, C, NH);
    const auto wide = flash_model(qkv, dout, B, T, C, NH, flaw::mask_one_key_wide);
    CHECK(first_mismatches(wide.out, e.out, e.out_tol) != "");
    CHECK(first_mismatches(wide.lse, e.lse, e.lse_tol) != "");
    const auto unscaled = flash_model(qkv, dout, B, T, C, NH, flaw::dk_unscaled);
    CHECK(first_mismatches(unscaled.out, e.out, e.out_tol) == "");
    CHECK(first_mismatches(unscaled.dqkv, e.dqkv, e.dqkv_tol) != "");
}
