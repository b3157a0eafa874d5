#include "runtime/train/optimizer.hpp"

#include <cmath>
#include <limits>

#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched::train;

namespace {

// Two hand-made parameters: a decayed "wte" and a non-decayed "wpe" (the optimizer only
// walks for_each, so no model shapes are needed).
gpt::gpt_params<float> tiny_params() {
  gpt::gpt_params<float> p{};
  p.layers = {0, 0, true, false};
  p.wte = {"wte", {0.5f, -1.0f, 2.0f}, {0, 0, 0}, true};
  p.wpe = {"wpe", {0.25f, 3.0f}, {0, 0}, false};
  return p;
}

void set_grads(gpt::gpt_params<float>& p, std::vector<float> g) {
  p.wte.grad.assign(g.begin(), g.begin() + 3);
  p.wpe.grad.assign(g.begin() + 3, g.end());
}

}  // namespace

TEST_CASE("AdamW steps with gradients clipped to the global norm, as computed by hand", "[train][optimizer]") {
  gpt::gpt_params<float> p = tiny_params();
  gpt::gpt_params<float>* stages[] = {&p};
  const adamw_config cfg{.lr = 0.01f, .beta1 = 0.9f, .beta2 = 0.95f, .eps = 1e-8f, .weight_decay = 0.1f, .clip_norm = 1.0};
  adamw_optimizer opt(stages, cfg);

  // Step 1: norm 54.8, clipped to 1. Step 2: norm 0.67, not clipped (squares exact in float).
  const std::vector<std::vector<double>> grads = {{30, -40, 0, 10, -20}, {0.375, 0, -0.5, 0.25, 0}};
  std::vector<double> value = {0.5, -1.0, 2.0, 0.25, 3.0}, m(5, 0.0), v(5, 0.0);
  const std::vector<bool> decay = {true, true, true, false, false};
  for (int t = 1; t <= 2; ++t) {
    const auto& g = grads[static_cast<std::size_t>(t - 1)];
    set_grads(p, std::vector<float>(g.begin(), g.end()));
    double sumsq = 0;
    for (double x : g) sumsq += x * x;
    const double norm = std::sqrt(sumsq), scale = std::min(1.0, 1.0 / norm);
    CHECK(opt.step(stages) == Approx(norm).epsilon(1e-12));
    for (std::size_t i = 0; i < 5; ++i) {
      const double gi = g[i] * scale;
      m[i] = 0.9 * m[i] + 0.1 * gi;
      v[i] = 0.95 * v[i] + 0.05 * gi * gi;
      const double mhat = m[i] / (1 - std::pow(0.9, t)), vhat = v[i] / (1 - std::pow(0.95, t));
      value[i] = value[i] * (1 - 0.01 * (decay[i] ? 0.1 : 0.0)) - 0.01 * mhat / (std::sqrt(vhat) + 1e-8);
    }
    std::vector<float> got_value, got_grad, got_m, got_v;
    for (auto* q : {&p.wte, &p.wpe}) {
      got_value.insert(got_value.end(), q->value.begin(), q->value.end());
      got_grad.insert(got_grad.end(), q->grad.begin(), q->grad.end());
      const adamw_moments* mo = opt.find(q->name);
      REQUIRE(mo);
      got_m.insert(got_m.end(), mo->exp_avg.begin(), mo->exp_avg.end());
      got_v.insert(got_v.end(), mo->exp_avg_sq.begin(), mo->exp_avg_sq.end());
    }
    for (std::size_t i = 0; i < 5; ++i) {
      INFO("step " << t << ", element " << i);
      CHECK(got_grad[i] == Approx(g[i] * scale).epsilon(1e-6).margin(1e-9));  // clipped in place, not zeroed
      CHECK(got_m[i] == Approx(m[i]).epsilon(1e-5).margin(1e-9));
      CHECK(got_v[i] == Approx(v[i]).epsilon(1e-5).margin(1e-9));
      CHECK(got_value[i] == Approx(value[i]).epsilon(1e-6));
    }
    CHECK(opt.steps() == t);
  }
  // The clipped first step shows in the moments: unclipped, m[0] would be above 2.
  CHECK(opt.find("wte")->exp_avg[0] < 0.1f);
}

TEST_CASE("local norms summed across ranks then apply give the step of one optimizer over all stages",
          "[train][optimizer]") {
  const gpt::gpt_config c = gpt::presets::tiny;
  std::vector<gpt::gpt_params<float>> whole, rank0, rank1;
  for (const auto& l : gpt::partition(c, 2)) {
    whole.push_back(gpt::make_params<float>(c, l, 5));
    (l.first == 0 ? rank0 : rank1).push_back(gpt::make_params<float>(c, l, 5));
  }
  auto all = test::pointers(whole), r0 = test::pointers(rank0), r1 = test::pointers(rank1);
  adamw_optimizer opt_all(all), opt0(r0), opt1(r1);
  for (int t = 0; t < 3; ++t) {
    for (auto* s : {&all, &r0, &r1}) test::random_grads(*s, 100 + static_cast<std::uint64_t>(t), 0.5);
    const double norm = opt_all.step(all);
    const double global = std::sqrt(adamw_optimizer::local_sq_norm(r0) + adamw_optimizer::local_sq_norm(r1));
    CHECK(global == Approx(norm).epsilon(1e-12));
    CHECK(norm > 1.0);  // so clipping is exercised
    opt0.apply(r0, global);
    opt1.apply(r1, global);
  }
  for (std::size_t s = 0; s < 2; ++s) {
    auto& split = s == 0 ? rank0[0] : rank1[0];
    whole[s].for_each([&](const gpt::parameter<float>& q) {
      const auto* r = split.find(q.name);
      REQUIRE(r);
      for (std::size_t i = 0; i < q.size(); ++i) REQUIRE(r->value[i] == Approx(q.value[i]).epsilon(1e-6).margin(1e-7));
    });
  }
}

TEST_CASE("a step on other stages or with a NaN gradient is refused and changes nothing", "[train][optimizer]") {
  const gpt::gpt_config c = gpt::presets::tiny;
  const auto cut = gpt::partition(c, 2);
  std::vector<gpt::gpt_params<float>> ps{gpt::make_params<float>(c, cut[0], 1), gpt::make_params<float>(c, cut[1], 1)};
  auto all = test::pointers(ps);
  adamw_optimizer opt(all);
  test::random_grads(all, 7, 1.0);
  opt.step(all);
  test::random_grads(all, 8, 1.0);
  const std::string before = test::snapshot(all, opt);

  gpt::gpt_params<float>* only_second[] = {&ps[1]};
  CHECK_THROWS_AS(opt.step(only_second), std::invalid_argument);
  CHECK(test::snapshot(all, opt) == before);

  float& g = ps[1].lm_head_weight.grad[3];
  const float saved = g;
  g = std::numeric_limits<float>::quiet_NaN();
  CHECK_THROWS_WITH(opt.step(all), Catch::Contains("norm is nan") && Catch::Contains("nothing changed"));
  g = saved;  // put the gradient back, then every other byte must be as before
  CHECK(test::snapshot(all, opt) == before);
}

TEST_CASE("a bad AdamW config is refused with one line naming the setting", "[train][optimizer]") {
  CHECK_NOTHROW(validate(adamw_config{}));
  CHECK_THROWS_WITH(validate(adamw_config{.beta1 = 1.0f}), Catch::Contains("beta1"));
  CHECK_THROWS_WITH(validate(adamw_config{.eps = 0.0f}), Catch::Contains("eps"));
  CHECK_THROWS_WITH(validate(adamw_config{.lr = -1.0f}), Catch::Contains("lr"));
  CHECK_THROWS_WITH(validate(adamw_config{.clip_norm = std::numeric_limits<double>::infinity()}),
                    Catch::Contains("finite"));
}
