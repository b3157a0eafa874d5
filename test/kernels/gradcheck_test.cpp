#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <vector>

using namespace pipesched::test;

TEST_CASE("the finite-difference gradient of a known function matches its derivative",
          "[kernels][gradcheck]") {
    std::vector<double> x = random_vector(6, 11);
    auto f = [&] {
        double s = 0;
        for (double e : x) s += std::sin(e) * e;
        return s;
    };
    std::vector<double> exact(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) exact[i] = std::cos(x[i]) * x[i] + std::sin(x[i]);
    const std::vector<double> before = x;
    const std::vector<double> numeric = numeric_gradient(x, f);
    CHECK(x == before);
    CHECK(first_mismatch(numeric, exact, grad_atol, grad_rtol) == "");
}

TEST_CASE("the comparison reports the first mismatching index with both values",
          "[kernels][gradcheck]") {
    const std::vector<double> ref{1.0, 2.0, 3.0, 4.0};
    CHECK(first_mismatch(ref, ref, 0.0, 0.0) == "");
    CHECK(first_mismatch(std::vector<double>{1.0, 2.0, 3.0 + 1e-9, 4.0}, ref, 1e-8, 0.0) == "");

    const std::string msg = first_mismatch(std::vector<double>{1.0, 2.5, 3.0, 4.5}, ref, 1e-8, 1e-8);
    CHECK(msg.find("index 1") != std::string::npos);
    CHECK(msg.find("2.5") != std::string::npos);
    CHECK(msg.find("2 of 4") != std::string::npos);

    const double nan = std::numeric_limits<double>::quiet_NaN();
    CHECK(first_mismatch(std::vector<double>{nan, 2.0, 3.0, 4.0}, ref, 1.0, 1.0) != "");
    CHECK(first_mismatch(std::vector<double>{1.0}, ref, 1.0, 1.0) != "");
}

TEST_CASE("random data is reproducible from its seed and differs between seeds",
          "[kernels][gradcheck]") {
    CHECK(random_vector(8, 5) == random_vector(8, 5));
    CHECK(random_vector(8, 5) != random_vector(8, 6));
    for (double e : random_vector(100, 7, 2.0, 3.0)) {
        CHECK(e >= 2.0);
        CHECK(e < 3.0);
    }
    for (int t : random_tokens(100, 9, 3)) {
        CHECK(t >= 0);
        CHECK(t < 9);
    }
}
