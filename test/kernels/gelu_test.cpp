#include <kernels/gelu.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

TEST_CASE("gelu forward gives the tanh approximation's known values", "[kernels][gelu]") {
    const std::vector<double> x{0.0, 1.0, -0.5, 10.0, -10.0};
    std::vector<double> out(x.size());
    gelu_forward(out.data(), x.data(), x.size());
    // 0.5·x·(1 + tanh(sqrt(2/π)·(x + 0.044715·x³))) evaluated offline
    const std::vector<double> expected{0.0, 0.8411919906082768, -0.15428599017485606, 10.0, 0.0};
    CHECK(first_mismatch(out, expected, 1e-15, 1e-15) == "");
}

TEST_CASE("gelu forward stays within 5e-4 of the exact erf GELU", "[kernels][gelu]") {
    std::vector<double> x;
    for (int i = -600; i <= 600; ++i) x.push_back(i / 100.0);
    std::vector<double> out(x.size()), exact(x.size());
    gelu_forward(out.data(), x.data(), x.size());
    for (std::size_t i = 0; i < x.size(); ++i) exact[i] = 0.5 * x[i] * (1 + std::erf(x[i] / std::sqrt(2.0)));
    CHECK(first_mismatch(out, exact, 5e-4, 0.0) == "");
}

TEST_CASE("gelu backward-input matches finite differences", "[kernels][gelu]") {
    const std::size_t N = 40;
    auto inp = random_vector(N, 1, -4.0, 4.0);
    const auto R = random_vector(N, 2);
    std::vector<double> out(N);
    auto objective = [&] {
        gelu_forward(out.data(), inp.data(), N);
        return dot(out, R);
    };
    std::vector<double> dinp(N, 9.0);
    gelu_backward_input(dinp.data(), R.data(), inp.data(), N);
    CHECK(first_mismatch(dinp, numeric_gradient(inp, objective), grad_atol, grad_rtol) == "");

    auto in_place = R;  // dinp may alias dout
    gelu_backward_input(in_place.data(), in_place.data(), inp.data(), N);
    CHECK(first_mismatch(in_place, dinp, 0.0, 0.0) == "");
}
