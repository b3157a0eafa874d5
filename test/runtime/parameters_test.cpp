// The optional part of the stage API: parameters for an optimizer, and check_stage.
#include <pipesched/runtime/parameters.hpp>

#include <catch2/catch.hpp>

#include <array>
#include <stdexcept>
#include <vector>

#include "scale_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;

namespace {

// A stage with two parameters, listed by value (std::vector) or in an array.
template <bool AsVector>
struct two_params {
  using tensor = std::vector<double>;
  tensor forward(int, const tensor& x) { return x; }
  tensor backward_input(int, const tensor& dy) { return dy; }
  void backward_weight(int) {}
  ps::memory_deltas deltas() const { return {}; }

  std::vector<double> w{1, 2, 3}, gw{0.5, -1, 2}, b{4}, gb{8};
  auto parameters() {
    using view = rt::parameter_view<double>;
    if constexpr (AsVector)
      return std::vector<view>{{"w", w, gw}, {"b", b, gb}};
    else
      return std::array<view, 2>{{{"w", w, gw}, {"b", b, gb}}};
  }
};

struct float_params : two_params<false> {
  std::vector<float> v{1}, g{1};
  std::array<rt::parameter_view<float>, 1> parameters() { return {{{"v", v, g}}}; }
};

struct int_params : two_params<false> {
  std::vector<int> v{1}, g{1};
  std::array<rt::parameter_view<int>, 1> parameters() { return {{{"v", v, g}}}; }
};

}  // namespace

static_assert(rt::check_stage<scale_test::scale_stage<false>>());
static_assert(rt::check_stage<scale_test::scale_stage<true>>());
static_assert(!rt::stage_with_parameters<scale_test::scale_stage<false>>);
static_assert(rt::check_stage_with_parameters<two_params<true>>());
static_assert(rt::check_stage_with_parameters<two_params<false>>());
static_assert(std::is_same_v<rt::parameter_value_t<float_params>, float>);
static_assert(!rt::stage_with_parameters<int_params>);  // gradients need a floating type

TEMPLATE_TEST_CASE("sgd_step, zero_grads and grad_sq_norm walk every parameter", "[runtime][parameters]",
                   two_params<true>, two_params<false>) {
  TestType s;
  CHECK(rt::grad_sq_norm(s) == 0.25 + 1 + 4 + 64);
  rt::sgd_step(s, 0.5);
  CHECK(s.w == std::vector<double>{0.75, 2.5, 2});
  CHECK(s.b == std::vector<double>{0});
  rt::zero_grads(s);
  CHECK(s.gw == std::vector<double>{0, 0, 0});
  CHECK(s.gb == std::vector<double>{0});
  CHECK(rt::grad_sq_norm(s) == 0);
}

TEST_CASE("sgd_step rejects a parameter whose gradient has another size, changing nothing",
          "[runtime][parameters]") {
  two_params<true> s;
  s.gb.push_back(1);
  REQUIRE_THROWS_MATCHES(rt::sgd_step(s, 1.0), std::invalid_argument,
                         Catch::Message("parameter b: 1 values but 2 gradients"));
  CHECK(s.w == std::vector<double>{1, 2, 3});
}
