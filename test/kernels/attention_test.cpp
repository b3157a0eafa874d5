#include <kernels/attention.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr std::size_t B = 2, T = 4, C = 8, NH = 2, hs = C / NH;

// Independent reference: full T×T score matrix, −∞ above the diagonal, softmax in long double.
std::vector<double> naive_attention(const std::vector<double>& qkv) {
    std::vector<double> out(B * T * C, 0.0);
    const long double scale = 1.0L / std::sqrt(static_cast<long double>(hs));
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t h = 0; h < NH; ++h) {
            auto q = [&](std::size_t t, std::size_t i) { return qkv[(b * T + t) * 3 * C + h * hs + i]; };
            auto k = [&](std::size_t t, std::size_t i) { return qkv[(b * T + t) * 3 * C + C + h * hs + i]; };
            auto v = [&](std::size_t t, std::size_t i) { return qkv[(b * T + t) * 3 * C + 2 * C + h * hs + i]; };
            for (std::size_t t = 0; t < T; ++t) {
                std::vector<long double> s(T);
                for (std::size_t t2 = 0; t2 < T; ++t2) {
                    long double d = 0;
                    for (std::size_t i = 0; i < hs; ++i) d += static_cast<long double>(q(t, i)) * k(t2, i);
                    s[t2] = t2 <= t ? d * scale : -std::numeric_limits<long double>::infinity();
                }
                long double z = 0;
                for (auto e : s) z += std::exp(e);
                for (std::size_t i = 0; i < hs; ++i) {
                    long double o = 0;
                    for (std::size_t t2 = 0; t2 < T; ++t2) o += std::exp(s[t2]) / z * v(t2, i);
                    out[(b * T + t) * C + h * hs + i] = static_cast<double>(o);
                }
            }
        }
    return out;
}
}  // namespace

TEST_CASE("attention forward matches a naive masked-softmax reference", "[kernels][attention]") {
    const auto qkv = random_vector(B * T * 3 * C, 1, -2.0, 2.0);
    std::vector<double> out(B * T * C), att(B * NH * T * T, -7.0);
    attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
    CHECK(first_mismatch(out, naive_attention(qkv), 1e-13, 1e-12) == "");

    for (std::size_t row = 0; row < B * NH * T; ++row) {
        const std::size_t t = row % T;
        double sum = 0;
        for (std::size_t t2 = 0; t2 < T; ++t2) {
            const double a = att[row * T + t2];
            if (t2 > t) {
                CHECK(a == 0.0);
            } else {
                CHECK(a > 0.0);
            }
            sum += a;
        }
        CHECK(sum == Approx(1.0).epsilon(1e-14));
    }
}

TEST_CASE("attention over a single position returns that position's value vector",
          "[kernels][attention]") {
    const auto qkv = random_vector(3 * C, 2);
    std::vector<double> out(C), att(NH);
    attention_forward(out.data(), att.data(), qkv.data(), 1, 1, C, NH);
    CHECK(first_mismatch(out, std::vector<double>(qkv.begin() + 2 * C, qkv.end()), 1e-15, 0.0) == "");
}

TEST_CASE("attention is causal: a future token's q, k or v does not change earlier outputs",
          "[kernels][attention]") {
    const auto qkv = random_vector(B * T * 3 * C, 3);
    std::vector<double> out(B * T * C), att(B * NH * T * T);
    attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
    const std::size_t future = 2;
    for (std::size_t part = 0; part < 3; ++part) {  // q, k, v of position `future`
        auto changed = qkv;
        for (std::size_t b = 0; b < B; ++b)
            for (std::size_t i = 0; i < C; ++i) changed[(b * T + future) * 3 * C + part * C + i] += 5.0;
        std::vector<double> out2(B * T * C), att2(B * NH * T * T);
        attention_forward(out2.data(), att2.data(), changed.data(), B, T, C, NH);
        std::size_t changed_later = 0;
        for (std::size_t b = 0; b < B; ++b)
            for (std::size_t t = 0; t < T; ++t)
                for (std::size_t i = 0; i < C; ++i) {
                    const std::size_t idx = (b * T + t) * C + i;
                    if (t < future) {
                        CHECK(out2[idx] == out[idx]);  // bitwise: nothing in the past reads it
                    } else if (out2[idx] != out[idx]) {
                        ++changed_later;
                    }
                }
        CHECK(changed_later > 0);  // the perturbation is visible where it may be
    }
}

TEST_CASE("attention backward-input matches finite differences", "[kernels][attention]") {
    auto qkv = random_vector(B * T * 3 * C, 4, -1.5, 1.5);
    const auto R = random_vector(B * T * C, 5);
    std::vector<double> out(B * T * C), att(B * NH * T * T);
    auto objective = [&] {
        attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
        return dot(out, R);
    };
    objective();
    std::vector<double> dqkv(B * T * 3 * C, 42.0);  // overwritten, so garbage must not leak through
    attention_backward_input(dqkv.data(), R.data(), qkv.data(), att.data(), B, T, C, NH);
    CHECK(first_mismatch(dqkv, numeric_gradient(qkv, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("attention in float agrees with attention in double", "[kernels][attention][float]") {
    const auto qkv = random_vector(B * T * 3 * C, 6);
    const auto R = random_vector(B * T * C, 7);
    std::vector<double> out(B * T * C), att(B * NH * T * T), dqkv(B * T * 3 * C);
    attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
    attention_backward_input(dqkv.data(), R.data(), qkv.data(), att.data(), B, T, C, NH);
    const auto qkvf = cast_vector<float>(qkv), Rf = cast_vector<float>(R);
    std::vector<float> outf(B * T * C), attf(B * NH * T * T), dqkvf(B * T * 3 * C);
    attention_forward(outf.data(), attf.data(), qkvf.data(), B, T, C, NH);
    attention_backward_input(dqkvf.data(), Rf.data(), qkvf.data(), attf.data(), B, T, C, NH);
    CHECK(first_mismatch(outf, out, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(attf, att, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dqkvf, dqkv, 1e-5, 1e-5) == "");
}
