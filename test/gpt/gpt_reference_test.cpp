#include "runtime/gpt/gpt_reference.hpp"

#include "gpt_test_util.hpp"

#include <catch2/catch.hpp>

#include <cmath>

using namespace pipesched::gpt;

namespace {
const gpt_config fd_config = parse_gpt_config("layers=2,dim=8,heads=2,seq=4,vocab=16,batch=2");
}

TEST_CASE("the reference gradient of every parameter matches central finite differences",
          "[gpt][reference]") {
  auto p = make_params<double>(fd_config, whole_model(fd_config), 3);
  test::perturb(p);
  // Larger weights than GPT-2's 0.02 so that every path carries a sizeable gradient.
  p.for_each([](parameter<double>& q) {
    if (q.decay)
      for (double& x : q.value) x *= 10;
  });
  const gpt_batch batch = synthetic_batch(fd_config, 2, 11);
  reference_step(p, batch);
  int checked = 0;
  p.for_each([&](parameter<double>& q) {
    const std::vector<double> analytic = q.grad;
    const auto numeric = pipesched::test::numeric_gradient(q.value, [&] { return reference_loss(p, batch).mean_loss; });
    INFO(q.name);
    CHECK(pipesched::test::first_mismatch(analytic, numeric, pipesched::test::grad_atol, pipesched::test::grad_rtol) == "");
    ++checked;
  });
  CHECK(checked == 2 + 12 * 2 + 3);
}

TEST_CASE("the reference loss starts near log V and is the mean of the microbatch losses", "[gpt][reference]") {
  const gpt_config c = presets::tiny;
  auto p = make_params<float>(c, whole_model(c), 1);
  const gpt_batch batch = synthetic_batch(c, 3, 2);
  const reference_result r = reference_step(p, batch);
  REQUIRE(r.losses.size() == 3);
  CHECK(r.mean_loss == Approx((r.losses[0] + r.losses[1] + r.losses[2]) / 3));
  CHECK(r.mean_loss == Approx(std::log(64.0)).epsilon(0.02));
  CHECK(reference_loss(p, batch).mean_loss == r.mean_loss);
}

TEST_CASE("the reference model needs the whole model's parameters", "[gpt][reference]") {
  auto p = make_params<float>(presets::tiny, partition(presets::tiny, 2)[0], 1);
  CHECK_THROWS_AS(reference_step(p, synthetic_batch(presets::tiny, 1, 1)), std::invalid_argument);
}
