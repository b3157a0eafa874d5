#include <kernels/gelu.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
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

namespace {
// Position of v on the line of fp32 values (adjacent floats differ by 1), for ulp distances.
std::int64_t fp32_order(float v) {
  const auto b = static_cast<std::int32_t>(std::bit_cast<std::uint32_t>(v));
  return b < 0 ? -static_cast<std::int64_t>(b & 0x7fffffff) : b;
}
}  // namespace

TEST_CASE("tanh_approx is within 1 ulp of tanh rounded to fp32", "[kernels][gelu][tanh]") {
  // Every 1021st fp32 from +0 to 12 (about a million, denormals included) and their
  // negatives; past 10 the input is clamped and 1 is the rounded tanh. (Every fp32 in
  // [0, 12] was checked once offline: the same bound, 1 ulp.)
  const auto top = std::bit_cast<std::uint32_t>(12.0f);
  std::int64_t worst = 0;
  float worst_x = 0;
  for (std::uint32_t b = 0; b <= top; b += 1021)
    for (const float x : {std::bit_cast<float>(b), -std::bit_cast<float>(b)}) {
      const auto exact = static_cast<float>(std::tanh(static_cast<double>(x)));
      const auto d = std::abs(fp32_order(tanh_approx(x)) - fp32_order(exact));
      if (d > worst) worst = d, worst_x = x;
    }
  INFO("worst at x = " << worst_x);
  CHECK(worst <= 1);
}

TEST_CASE("tanh_approx keeps tanh's signs, saturation and NaN", "[kernels][gelu][tanh]") {
  const float inf = std::numeric_limits<float>::infinity();
  CHECK(std::bit_cast<std::uint32_t>(tanh_approx(0.0f)) == 0u);
  CHECK(std::bit_cast<std::uint32_t>(tanh_approx(-0.0f)) == 0x80000000u);
  CHECK(tanh_approx(1e-40f) == 1e-40f);  // denormal: tanh x = x
  CHECK(tanh_approx(inf) == 1.0f);
  CHECK(tanh_approx(-inf) == -1.0f);
  CHECK(tanh_approx(std::numeric_limits<float>::max()) == 1.0f);
  CHECK(tanh_approx(-20.0f) == -1.0f);
  CHECK(std::isnan(tanh_approx(std::numeric_limits<float>::quiet_NaN())));
  // Odd, and monotone across the switch between the two formulas at 0.625.
  for (const float x : {0.1f, 0.62499994f, 0.625f, 3.0f}) CHECK(tanh_approx(-x) == -tanh_approx(x));
  CHECK(tanh_approx(0.62499994f) <= tanh_approx(0.625f));
  CHECK(tanh_approx(0.625f) <= tanh_approx(0.62500006f));
}

TEST_CASE("fp32 gelu with tanh_approx handles NaN and inf as the std::tanh formula", "[kernels][gelu][tanh]") {
  // The formulas of gelu.hpp with std::tanh in fp32: what these kernels computed before.
  const auto with_std_tanh = [](float x, float dout) {
    const float k = static_cast<float>(0.79788456080286535587989211986876), a = 0.044715f;
    const float u = k * (x + a * x * x * x), th = std::tanh(u);
    const float du = k * (1.0f + 3.0f * a * x * x);
    return std::pair{0.5f * x * (1.0f + th), dout * (0.5f * (1.0f + th) + 0.5f * x * (1.0f - th * th) * du)};
  };
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<float> xs{0.0f, -0.0f, 1e-40f, -3.0f, 0.5f, 7.0f, -11.0f, 1e20f, -1e20f, inf, -inf, nan};
  for (const float x : xs) {
    INFO("x = " << x);
    float out = 0, dinp = 0;
    gelu_forward(&out, &x, 1);
    const float dout = 0.75f;
    gelu_backward_input(&dinp, &dout, &x, 1);
    const auto [out_std, dinp_std] = with_std_tanh(x, dout);
    for (const auto& [got, want] : {std::pair{out, out_std}, std::pair{dinp, dinp_std}}) {
      CHECK(std::isnan(got) == std::isnan(want));
      CHECK(std::isinf(got) == std::isinf(want));
      if (std::isfinite(want)) CHECK(std::abs(got - want) <= 1e-6f * (1.0f + std::abs(want)));
    }
  }
}
