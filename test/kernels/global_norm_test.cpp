#include <kernels/global_norm.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

TEST_CASE("the squared global norm accumulates over several gradient buffers",
          "[kernels][global_norm]") {
    const std::vector<float> a{3.0f, 4.0f};
    const std::vector<double> b{12.0};
    double sumsq = 0;
    global_norm_squared(&sumsq, a.data(), a.size());
    CHECK(sumsq == 25.0);
    global_norm_squared(&sumsq, b.data(), b.size());
    CHECK(sumsq == 169.0);
    CHECK(std::sqrt(sumsq) == 13.0);
}

TEST_CASE("the squared norm of float gradients is summed in double", "[kernels][global_norm][float]") {
    // 2^24 + 1 is not a float; a float accumulator would lose the trailing ones.
    std::vector<float> g(1 << 12, 64.0f);  // Σ g² = 2^12 · 2^12 = 2^24
    g.push_back(1.0f);
    double sumsq = 0;
    global_norm_squared(&sumsq, g.data(), g.size());
    CHECK(sumsq == 16777217.0);
}

TEST_CASE("clipping scales gradients to the maximum norm only when the norm exceeds it",
          "[kernels][global_norm]") {
    CHECK(clip_coefficient(5.0, 1.0) == 0.2);
    CHECK(clip_coefficient(0.5, 1.0) == 1.0);
    CHECK(clip_coefficient(1.0, 1.0) == 1.0);
    CHECK(clip_coefficient(0.0, 1.0) == 1.0);
    static_assert(clip_coefficient(4.0, 2.0) == 0.5);

    const auto g0 = random_vector(10, 1);
    double sumsq = 0;
    global_norm_squared(&sumsq, g0.data(), g0.size());
    const double norm = std::sqrt(sumsq);
    REQUIRE(norm > 0.5);

    auto g = g0;
    clip_grads(g.data(), g.size(), norm, 0.5);
    double after = 0;
    global_norm_squared(&after, g.data(), g.size());
    CHECK(std::sqrt(after) == Approx(0.5).epsilon(1e-12));
    std::vector<double> expected(g0.size());
    for (std::size_t i = 0; i < g0.size(); ++i) expected[i] = g0[i] * (0.5 / norm);
    CHECK(first_mismatch(g, expected, 0.0, 1e-15) == "");

    auto untouched = g0;
    clip_grads(untouched.data(), untouched.size(), norm, norm * 2);
    CHECK(untouched == g0);
}
