// Training with activation recomputation on the CPU backend: for every family of the grid
// (dualpipe-v's overlapped F&B included), p in {2, 4}, full and selective:1 recompute, with
// and without full offload, the gradients are the unpipelined model's, losses, gradient
// norms and every byte of the state equal the run without recompute's, and every device's
// measured peak equals the static bound of the recomputed schedule exactly (invariant 4),
// which full recompute lowers on every device it places an R on. 2bw
// over several iterations recomputes on its stashed weight versions alike.
#include "runtime/train/trainer.hpp"

#include <cstring>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "grid_options.hpp"
#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

namespace {

using ttest::grid_model;

trainer_options options_for(family f, int devices, recompute_policy recompute, offload_policy offload = {}) {
  trainer_options o = ttest::grid_options(f, devices, 2 * devices);
  o.recompute = recompute;
  o.offload = offload;
  return o;
}

std::string policy_name(const recompute_policy& p) {
  return p.kind == recompute_kind::selective ? "selective:" + std::to_string(p.count) : std::string(to_string(p.kind));
}

// The static bound recomputed here from the schedule and the model's deltas alone.
std::vector<long long> static_bound(const schedule& s, const gpt::gpt_config& c) {
  std::vector<memory_deltas> deltas;
  for (const gpt::stage_layers& l : gpt::partition(c, s.stages())) deltas.push_back(gpt::stage_deltas(c, l));
  return peak_activation_bytes(s, deltas);
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof(double)) == 0; }

long long recomputes_on(const schedule& s, int d) {
  long long n = 0;
  for (const action& a : s.per_device[static_cast<std::size_t>(d)]) n += a.kind == action_kind::recompute;
  return n;
}

}  // namespace

TEST_CASE("recomputed training keeps the gradients bit for bit and measures the recomputed static bound exactly",
          "[train][recompute]") {
  const family f = GENERATE(family::one_f_one_b, family::zb_h1, family::v_half, family::v_min, family::dualpipe_v,
                            family::interleaved);
  const int p = GENERATE(2, 4);
  const recompute_policy policy =
      GENERATE(recompute_policy{recompute_kind::full}, recompute_policy{recompute_kind::selective, 1});
  const bool offload = GENERATE(false, true);
  const offload_policy off = offload ? offload_policy{offload_kind::full} : offload_policy{};
  INFO(to_string(f) << ", p = " << p << ", m = " << 2 * p << ", --recompute " << policy_name(policy)
                    << (offload ? " --offload full" : ""));

  trainer plain(options_for(f, p, {}, off));
  trainer rec(options_for(f, p, policy, off));
  const long long rs = count_actions(rec.sched(), action_kind::recompute);
  CHECK(count_actions(plain.sched(), action_kind::recompute) == 0);
  REQUIRE(rs > 0);  // m = 2p: every family keeps some microbatch across other passes
  if (policy.kind == recompute_kind::selective) CHECK(rs <= p);  // one a device at most
  CHECK(rec.bound_activation_bytes() == static_bound(rec.sched(), grid_model));
  CHECK(rec.bound_activation_bytes_without_recompute() == static_bound(without_recompute(rec.sched()), grid_model));
  CHECK(plain.bound_activation_bytes_without_recompute() == plain.bound_activation_bytes());

  for (int i = 0; i < 2; ++i) {
    const step_result a = plain.step(), b = rec.step(true);
    REQUIRE(b.max_grad_error.has_value());
    CHECK(*b.max_grad_error <= 1e-6);
    CHECK(same_bits(a.loss, b.loss));
    CHECK(same_bits(a.grad_norm, b.grad_norm));
    CHECK(b.peak_activation_bytes == rec.bound_activation_bytes());  // invariant 4, recomputed
    CHECK(a.peak_activation_bytes == plain.bound_activation_bytes());
  }
  // Bit-identical weights, gradients and moments after the updates.
  CHECK(ttest::snapshot(rec.stage_params(), rec.optimizer()) == ttest::snapshot(plain.stage_params(), plain.optimizer()));

  if (offload) return;  // offload already moved what recompute would drop: no lower bound to expect
  // Full recompute drops every activation kept across other passes to its input until
  // its R: a device with an R peaks lower; one without (the last device of 1f1b and zb-h1
  // runs each B right after its F) keeps its bound.
  const auto& with = rec.bound_activation_bytes();
  const auto& without = plain.bound_activation_bytes();
  for (int d = 0; d < p; ++d) {
    const auto ud = static_cast<std::size_t>(d);
    const long long rd = recomputes_on(rec.sched(), d);
    INFO("device " << d << ": " << rd << " R actions");
    CHECK(with[ud] <= without[ud]);
    if (policy.kind == recompute_kind::full) CHECK((with[ud] < without[ud]) == (rd > 0));
  }
}

TEST_CASE("2bw over several iterations recomputes on its stashed weight versions with the same losses",
          "[train][recompute][2bw]") {
  auto options = [](recompute_policy r) {
    trainer_options o = ttest::grid_options(family::two_bw, 2, 4);
    o.iterations = 3;
    o.recompute = r;
    return o;
  };
  trainer plain(options({})), rec(options({recompute_kind::full}));
  REQUIRE(count_actions(rec.sched(), action_kind::recompute) > 0);
  for (int i = 0; i < 2; ++i) {
    const step_result a = plain.step(), b = rec.step();
    REQUIRE(a.losses.size() == 3);
    REQUIRE(b.losses.size() == a.losses.size());
    for (std::size_t k = 0; k < a.losses.size(); ++k) CHECK(same_bits(a.losses[k], b.losses[k]));
    CHECK(b.peak_activation_bytes == rec.bound_activation_bytes());
  }
  CHECK(ttest::snapshot(rec.stage_params(), rec.optimizer()) == ttest::snapshot(plain.stage_params(), plain.optimizer()));
  for (int d = 0; d < 2; ++d)  // the last device runs each B right after its F: nothing to recompute there
    CHECK((rec.bound_activation_bytes()[static_cast<std::size_t>(d)] <
           plain.bound_activation_bytes()[static_cast<std::size_t>(d)]) == (recomputes_on(rec.sched(), d) > 0));
  CHECK(recomputes_on(rec.sched(), 0) > 0);
}

TEST_CASE("a bad recompute policy is refused with one line", "[train][recompute]") {
  CHECK_THROWS_WITH(trainer(options_for(family::one_f_one_b, 2, {recompute_kind::selective, -1})),
                    Catch::Matchers::Contains("recompute count"));
}
