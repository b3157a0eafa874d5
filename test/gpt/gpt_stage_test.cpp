#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/gpt/gpt_stage.hpp"

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace pipesched::gpt;
using pipesched::runtime::activation_meter;

namespace {
const gpt_config config = parse_gpt_config("tiny,layers=4,dim=16,heads=2,seq=8,vocab=32,batch=2");
constexpr int microbatches = 3;

enum class order { all_w_last, w_after_b, b_newest_first };

const char* name(order o) {
  return o == order::all_w_last ? "all W at the end" : o == order::w_after_b ? "W right after B" : "B newest first";
}

// Runs one iteration by hand: every F in stage order, then the backward in reverse stage
// order, W placed by `o`. Tensors pass straight from stage to stage.
void run_by_hand(test::pipeline& p, order o) {
  const int S = p.size();
  std::vector<gpt_stage::tensor> x(microbatches);
  for (int j = 0; j < microbatches; ++j)
    for (int s = 0; s < S; ++s) x[static_cast<std::size_t>(j)] = p[s].forward(j, x[static_cast<std::size_t>(j)]);
  std::vector<int> js(microbatches);
  for (int j = 0; j < microbatches; ++j) js[static_cast<std::size_t>(j)] = j;
  if (o == order::b_newest_first) std::reverse(js.begin(), js.end());
  for (int j : js) {
    gpt_stage::tensor dy;
    for (int s = S - 1; s >= 0; --s) {
      dy = p[s].backward_input(j, dy);
      if (o == order::w_after_b) p[s].backward_weight(j);
    }
  }
  if (o != order::w_after_b)
    for (int s = 0; s < S; ++s)
      for (int j = microbatches; j-- > 0;) p[s].backward_weight(j);
}
}  // namespace

TEST_CASE("stages chained by hand give the reference loss and gradients for every cut", "[gpt][stage]") {
  const gpt_batch batch = synthetic_batch(config, microbatches, 4);
  auto whole = make_params<float>(config, whole_model(config), 1);
  test::perturb(whole);
  const reference_result ref = reference_step(whole, batch);
  std::map<std::string, std::vector<double>> expected;
  test::collect(expected, whole, true);

  const int S = GENERATE(1, 2, 3, 4);
  const order o = GENERATE(order::all_w_last, order::w_after_b, order::b_newest_first);
  INFO(S << " stages, " << name(o));
  test::pipeline p(config, S, batch);
  run_by_hand(p, o);
  const std::vector<double>& losses = p[S - 1].losses();
  REQUIRE(losses.size() == static_cast<std::size_t>(microbatches));
  for (int j = 0; j < microbatches; ++j)
    CHECK(losses[static_cast<std::size_t>(j)] == Approx(ref.losses[static_cast<std::size_t>(j)]).epsilon(1e-6));
  CHECK(test::compare(p.grads(), expected, 1e-5) == "");
  for (const activation_meter& m : p.meters) CHECK(m.live == 0);
}

TEST_CASE("the gradient comparison fails when one microbatch's W is missing", "[gpt][stage]") {
  // The check above must be able to fail: leave out stage 1's W of microbatch 1.
  const gpt_batch batch = synthetic_batch(config, 2, 4);
  auto whole = make_params<float>(config, whole_model(config), 1);
  test::perturb(whole);
  reference_step(whole, batch);
  std::map<std::string, std::vector<double>> expected;
  test::collect(expected, whole, true);
  test::pipeline p(config, 2, batch);
  for (int j = 0; j < 2; ++j) {
    p[0].backward_input(j, p[1].backward_input(j, p[1].forward(j, p[0].forward(j, {}))));
  }
  p[0].backward_weight(0);
  p[0].backward_weight(1);
  p[1].backward_weight(0);
  const std::string mismatch = test::compare(p.grads(), expected, 1e-5);
  CHECK(mismatch.rfind("h.2.", 0) == 0);  // the first of stage 1's parameters
}

TEST_CASE("passes out of order are errors naming stage, pass and microbatch", "[gpt][stage]") {
  using Catch::Matchers::Contains;
  const gpt_batch batch = synthetic_batch(config, 2, 4);
  test::pipeline p(config, 2, batch);
  CHECK_THROWS_WITH(p[1].backward_input(0, {}), Contains("stage 1: B(0) needs its F first"));
  CHECK_THROWS_WITH(p[0].backward_weight(1), Contains("stage 0: W(1) needs its B first"));
  CHECK_THROWS_AS(p[0].forward(2, {}), std::out_of_range);
  CHECK_THROWS_WITH(p[1].forward(0, gpt_stage::tensor(3)), Contains("expected B*T*C"));
  const auto x = p[0].forward(0, {});
  CHECK_THROWS_WITH(p[0].forward(0, {}), Contains("stage 0: F(0) runs once per iteration"));
  CHECK_THROWS_AS(p[0].set_batch(&batch), std::logic_error);  // microbatch 0 is in flight
  CHECK(p.meters[0].live > 0);
}

TEST_CASE("a stage rejects parameters of another cut", "[gpt][stage]") {
  const gpt_batch batch = synthetic_batch(config, 1, 4);
  auto params = make_params<float>(config, partition(config, 2)[0], 1);
  activation_meter meter;
  CHECK_THROWS_AS(gpt_stage(config, 0, 3, params, &batch, meter), std::invalid_argument);
  CHECK_THROWS_AS(gpt_stage(config, 1, 2, params, &batch, meter), std::invalid_argument);
  CHECK_NOTHROW(gpt_stage(config, 0, 2, params, &batch, meter));
}

TEST_CASE("gradients accumulate over iterations until zeroed, and a new batch clears the losses", "[gpt][stage]") {
  const gpt_batch batch = synthetic_batch(config, microbatches, 4);
  test::pipeline p(config, 2, batch);
  run_by_hand(p, order::w_after_b);
  const auto once = p.grads();
  p[0].set_batch(&batch);
  p[1].set_batch(&batch);
  run_by_hand(p, order::all_w_last);
  auto twice = p.grads();
  for (auto& [name, g] : twice)
    for (double& x : g) x /= 2;
  CHECK(test::compare(twice, once, 1e-5) == "");
  p[1].set_batch(nullptr);
  CHECK(p[1].losses().empty());
}
