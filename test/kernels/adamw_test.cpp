#include <kernels/adamw.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

TEST_CASE("adamw's first step moves each parameter by lr against its gradient's sign, after decay",
          "[kernels][adamw]") {
    // t = 1 from m = v = 0: m̂ = g and v̂ = g², so the step is lr·g/(|g| + eps); decay is 1 − lr·wd.
    std::vector<double> p{0.5, -1.0, 2.0};
    const std::vector<double> g{0.1, -0.2, 0.0};
    std::vector<double> m(3, 0.0), v(3, 0.0);
    adamw_step(p.data(), g.data(), m.data(), v.data(), 3, 1, 0.01, 0.9, 0.999, 1e-8, 0.1);
    // 0.4995 − 0.01·(1 − 1e-7),  −0.999 + 0.01·(1 − 5e-8),  2·0.999 − 0
    CHECK(first_mismatch(p, std::vector<double>{0.489500001, -0.9890000005, 1.998}, 1e-12, 0.0) == "");
    CHECK(first_mismatch(m, std::vector<double>{0.01, -0.02, 0.0}, 1e-15, 0.0) == "");
    CHECK(first_mismatch(v, std::vector<double>{1e-5, 4e-5, 0.0}, 1e-18, 0.0) == "");
}

TEST_CASE("adamw's later step with existing moments follows the bias-corrected formula",
          "[kernels][adamw]") {
    const double lr = 3e-3, b1 = 0.8, b2 = 0.95, eps = 1e-6, wd = 0.05;
    const int t = 3;
    std::vector<double> p{0.3, -0.7, 1.1, 0.0};
    const std::vector<double> g{0.25, -0.5, 1e-3, 2.0};
    std::vector<double> m{0.1, 0.2, -0.3, 0.0}, v{0.01, 0.04, 0.09, 0.5};

    std::vector<double> ep(4), em(4), ev(4);
    for (std::size_t i = 0; i < 4; ++i) {
        em[i] = b1 * m[i] + (1 - b1) * g[i];
        ev[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
        const double mhat = em[i] / (1 - b1 * b1 * b1);
        const double vhat = ev[i] / (1 - b2 * b2 * b2);
        ep[i] = p[i] - lr * wd * p[i] - lr * mhat / (std::sqrt(vhat) + eps);
    }
    adamw_step(p.data(), g.data(), m.data(), v.data(), 4, t, lr, b1, b2, eps, wd);
    CHECK(first_mismatch(p, ep, 1e-15, 1e-13) == "");
    CHECK(first_mismatch(m, em, 1e-15, 1e-14) == "");
    CHECK(first_mismatch(v, ev, 1e-15, 1e-14) == "");
}

TEST_CASE("adamw in float agrees with adamw in double", "[kernels][adamw][float]") {
    auto p = random_vector(16, 1), m = random_vector(16, 2), v = random_vector(16, 3, 0.0, 1.0);
    const auto g = random_vector(16, 4);
    auto pf = cast_vector<float>(p), mf = cast_vector<float>(m), vf = cast_vector<float>(v);
    const auto gf = cast_vector<float>(g);
    for (int t = 5; t < 8; ++t) {
        adamw_step(p.data(), g.data(), m.data(), v.data(), p.size(), t, 1e-2, 0.9, 0.999, 1e-8, 0.01);
        adamw_step(pf.data(), gf.data(), mf.data(), vf.data(), pf.size(), t, 1e-2f, 0.9f, 0.999f, 1e-8f, 0.01f);
    }
    CHECK(first_mismatch(pf, p, 1e-6, 1e-5) == "");
    CHECK(first_mismatch(mf, m, 1e-6, 1e-5) == "");
    CHECK(first_mismatch(vf, v, 1e-6, 1e-5) == "");
}
