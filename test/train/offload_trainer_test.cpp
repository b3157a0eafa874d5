// Training with activation offload (PipeOffload) on the CPU backend: for every family of
// the grid and every policy, the gradients are the unpipelined model's and bit-identical
// to the same run without offload, and every device's measured peak equals the static
// bound of the offloaded schedule exactly (invariant 4), which full offload lowers.
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

trainer_options options_for(family f, int devices, offload_policy policy, double bandwidth) {
  trainer_options o = ttest::grid_options(f, devices, 2 * devices);
  o.offload = policy;
  o.copy = {bandwidth, false};
  return o;
}

std::string policy_name(const offload_policy& p) {
  switch (p.kind) {
    case offload_kind::none: return "none";
    case offload_kind::full: return "full";
    case offload_kind::ratio: return "ratio:" + std::to_string(p.ratio);
    case offload_kind::selective: return "selective:" + std::to_string(p.count);
    case offload_kind::automatic: return "auto";
    case offload_kind::chunk: return "chunk:" + std::to_string(p.chunk);
  }
  return "?";
}

long long offload_actions(const schedule& s) {
  long long n = 0;
  for (const auto& list : s.per_device)
    for (const action& a : list) n += a.kind == action_kind::offload;
  return n;
}

// The static bound recomputed here from the schedule and the model's deltas alone.
std::vector<long long> static_bound(const schedule& s, const gpt::gpt_config& c) {
  std::vector<memory_deltas> deltas;
  for (const gpt::stage_layers& l : gpt::partition(c, s.stages())) deltas.push_back(gpt::stage_deltas(c, l));
  return peak_activation_bytes(s, deltas);
}

}  // namespace

TEST_CASE("offloaded training keeps the gradients bit for bit and measures the offloaded static bound exactly",
          "[train][offload]") {
  const family f = GENERATE(family::one_f_one_b, family::interleaved, family::zb_h1, family::v_half, family::v_min);
  const int p = GENERATE(2, 4);
  const offload_policy policy = GENERATE(offload_policy{offload_kind::full}, offload_policy{offload_kind::selective, 1, 1},
                                         offload_policy{offload_kind::automatic},
                                         offload_policy{offload_kind::ratio, 0.37});
  const double bandwidth = GENERATE(0.0, 2.0);
  INFO(to_string(f) << ", p = " << p << ", m = " << 2 * p << ", --offload " << policy_name(policy)
                    << " --offload-bandwidth " << bandwidth);

  trainer plain(options_for(f, p, {}, bandwidth));
  trainer off(options_for(f, p, policy, bandwidth));
  REQUIRE(offload_actions(plain.sched()) == 0);
  // The offloaded order is the plain one generated without the tail pass (generate.hpp).
  const trainer_options o = options_for(f, p, policy, bandwidth);
  const schedule untailed = make_schedule(f, {o.devices, o.microbatches, o.chunks}, o.order_costs,
                                          {.memory_cap = o.memory_cap_units, .tail = false});
  CHECK(off.bound_activation_bytes_without_offload() == static_bound(untailed, grid_model));
  CHECK(off.bound_activation_bytes() == static_bound(off.sched(), grid_model));
  const bool offloads = offload_actions(off.sched()) > 0;
  // At p = 4 full offload always has something to move; at p = 2 the single-chunk
  // schedules may not (their F-to-B stretches are too short for the copies).
  if (policy.kind == offload_kind::full && p == 4) REQUIRE(offloads);

  for (int i = 0; i < 2; ++i) {
    const step_result a = plain.step(), b = off.step(true);
    REQUIRE(b.max_grad_error.has_value());
    CHECK(*b.max_grad_error <= 1e-5);
    CHECK(std::memcmp(&a.loss, &b.loss, sizeof(double)) == 0);
    CHECK(std::memcmp(&a.grad_norm, &b.grad_norm, sizeof(double)) == 0);
    CHECK(b.peak_activation_bytes == off.bound_activation_bytes());  // invariant 4, offloaded
    CHECK(a.peak_activation_bytes == plain.bound_activation_bytes());
    REQUIRE(b.peak_host_bytes.size() == static_cast<std::size_t>(p));
    long long host = 0;
    for (long long x : b.peak_host_bytes) host += x;
    CHECK((host > 0) == offloads);  // the offloaded bytes were really in host memory
  }
  // Bit-identical weights, gradients and moments after the updates.
  CHECK(ttest::snapshot(off.stage_params(), off.optimizer()) == ttest::snapshot(plain.stage_params(), plain.optimizer()));

  const auto& with = off.bound_activation_bytes();
  const auto& without = off.bound_activation_bytes_without_offload();
  bool lower_somewhere = false;
  for (int d = 0; d < p; ++d) {
    CHECK(with[static_cast<std::size_t>(d)] <= without[static_cast<std::size_t>(d)]);
    lower_somewhere = lower_somewhere || with[static_cast<std::size_t>(d)] < without[static_cast<std::size_t>(d)];
  }
  // Full offload lowers the bound at p = 4 for every family; at p = 2, 1f1b and zb-h1
  // (and v-min on a slow link) peak where a reload brings the activation back beside the
  // one F kept meanwhile, so there the bound stays (the analysis says so; the measured
  // peak equals it all the same, as checked above).
  if (policy.kind == offload_kind::full && p == 4) CHECK(lower_somewhere);
}

TEST_CASE("without offload the bound is the same with or without its offload actions", "[train][offload]") {
  trainer t(options_for(family::v_half, 2, {}, 0));
  CHECK(t.bound_activation_bytes() == t.bound_activation_bytes_without_offload());
  const step_result r = t.step();
  CHECK(r.peak_host_bytes == std::vector<long long>(2, 0));
}

TEST_CASE("a bad offload policy is refused with one line", "[train][offload]") {
  CHECK_THROWS_WITH(trainer(options_for(family::one_f_one_b, 2, {offload_kind::ratio, 1.5}, 0)),
                    Catch::Matchers::Contains("offload ratio"));
}
