#include <kernels/residual.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr std::size_t N = 12;
}

TEST_CASE("residual forward adds its two inputs", "[kernels][residual]") {
    const auto a = random_vector(N, 1), b = random_vector(N, 2);
    std::vector<double> out(N), expected(N);
    residual_forward(out.data(), a.data(), b.data(), N);
    for (std::size_t i = 0; i < N; ++i) expected[i] = a[i] + b[i];
    CHECK(first_mismatch(out, expected, 0.0, 0.0) == "");
}

TEST_CASE("residual backward-input matches finite differences for both inputs",
          "[kernels][residual]") {
    auto a = random_vector(N, 1), b = random_vector(N, 2);
    const auto R = random_vector(N, 3);
    std::vector<double> out(N);
    auto objective = [&] {
        residual_forward(out.data(), a.data(), b.data(), N);
        return dot(out, R);
    };
    std::vector<double> da(N, 5.0), db(N, -5.0);  // overwritten
    residual_backward_input(da.data(), db.data(), R.data(), N);
    CHECK(first_mismatch(da, numeric_gradient(a, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(db, numeric_gradient(b, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("residual backward-input may write one gradient in place over dout",
          "[kernels][residual]") {
    const auto R = random_vector(N, 3);
    auto dout = R;
    std::vector<double> db(N, 0.0);
    residual_backward_input(dout.data(), db.data(), dout.data(), N);
    CHECK(first_mismatch(dout, R, 0.0, 0.0) == "");
    CHECK(first_mismatch(db, R, 0.0, 0.0) == "");
}
