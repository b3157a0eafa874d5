// Every family runs on the CPU backend: each action once and in order, the gradients of
// the unpipelined model, and each device's measured peak equal to the static bound.
#include <runtime/cpu/run_threads.hpp>

#include <catch2/catch.hpp>

#include <memory>

#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

#include "scale_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;
using scale_test::scale_stage;

namespace {

// BW is one call for a fused stage and backward_input + backward_weight otherwise; an
// overlapped F&B is its F, then its backward.
template <bool Fused>
std::vector<ps::action> expected_calls(const std::vector<ps::action>& list) {
  std::vector<ps::action> out;
  for (const ps::action& whole : list)
  for (const ps::action& a : ps::passes_of(whole)) {
    if (!ps::is_compute(a.kind)) continue;
    if (a.kind == ps::action_kind::BW && !Fused) {
      out.push_back({ps::action_kind::B, a.stage, a.microbatch});
      out.push_back({ps::action_kind::W, a.stage, a.microbatch});
    } else {
      out.push_back({a.kind, a.stage, a.microbatch});
    }
  }
  return out;
}

// Stages held by value or by pointer: the executor takes both.
template <bool Fused, bool ByPointer>
void run_and_check(const ps::schedule& s) {
  using stage = scale_stage<Fused>;
  using held = std::conditional_t<ByPointer, std::unique_ptr<stage>, stage>;
  const int p = s.devices(), S = s.stages(), m = s.microbatches();
  std::vector<rt::activation_meter> meters(static_cast<std::size_t>(p));
  std::vector<std::vector<ps::action>> calls(static_cast<std::size_t>(p)), done(calls);
  std::vector<std::vector<held>> stages(static_cast<std::size_t>(p));
  std::vector<ps::memory_deltas> deltas(static_cast<std::size_t>(S));
  for (int d = 0; d < p; ++d)
    for (int c = 0; c < s.chunks(); ++c) {
      const int st = ps::stage_of(s.place, p, d, c);
      if constexpr (ByPointer)
        stages[d].push_back(std::make_unique<stage>(st, S, &meters[d], &calls[d]));
      else
        stages[d].emplace_back(st, S, &meters[d], &calls[d]);
      deltas[st] = stage(st, S, nullptr, nullptr).deltas();
    }

  rt::cpu::run_threads(s, stages, {}, [&](int d, const ps::action& a) { done[d].push_back(a); });

  const std::vector<long long> peaks = ps::peak_activation_bytes(s, deltas);
  for (int d = 0; d < p; ++d) {
    INFO("device " << d);
    CHECK(done[d] == s.per_device[d]);
    CHECK(calls[d] == expected_calls<Fused>(s.per_device[d]));
    CHECK(meters[d].peak == peaks[d]);
    CHECK(meters[d].live == 0);
    for (int c = 0; c < s.chunks(); ++c) {
      const int st = ps::stage_of(s.place, p, d, c);
      INFO("stage " << st);
      const auto& held_stage = stages[d][c];
      if constexpr (ByPointer)
        CHECK(held_stage->grad() == scale_test::expected_grad(st, S, m));
      else
        CHECK(held_stage.grad() == scale_test::expected_grad(st, S, m));
    }
  }
}

}  // namespace

TEST_CASE("every family runs on threads with the unpipelined gradients and the static peak",
          "[runtime][cpu][executor]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(2, 4);
  const int m = p * GENERATE(1, 2);
  INFO(ps::to_string(f) << " p=" << p << " m=" << m);
  const ps::schedule s = ps::make_schedule(f, {p, m, ps::default_chunks(f)});
  run_and_check<false, false>(s);
}

TEST_CASE("a stage with its own fused backward is called once per BW",
          "[runtime][cpu][executor]") {
  const ps::family f = GENERATE(ps::family::gpipe, ps::family::one_f_one_b, ps::family::interleaved);
  INFO(ps::to_string(f));
  const ps::schedule s = ps::make_schedule(f, {4, 8, ps::default_chunks(f)});
  REQUIRE_FALSE(s.split);
  run_and_check<true, false>(s);
}

TEST_CASE("stages held by pointer run like stages held by value", "[runtime][cpu][executor]") {
  run_and_check<false, true>(ps::make_schedule(ps::family::v_half, {4, 8, 2}));
}

TEST_CASE("sends to different peers do not wait for each other (a stream per link)",
          "[runtime][cpu][executor]") {
  // Megatron's order with a partial last group: device 0 sends forward to device 1 and
  // backward to device p-1; with one send stream per device these orders hang, with one
  // per link (what validate() proves safe) they run.
  const int p = GENERATE(3, 4);
  const int m = p == 3 ? 8 : 10;
  INFO("p=" << p << " m=" << m);
  run_and_check<false, false>(ps::make_schedule(ps::family::interleaved, {p, m, 2}));
}

TEST_CASE("offloaded schedules run with the same gradients and their device peak is the new bound",
          "[runtime][cpu][offload]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::interleaved, ps::family::zb_h1,
                                ps::family::v_half, ps::family::v_min);
  const ps::offload_policy policy = GENERATE(ps::offload_policy{ps::offload_kind::full},
                                             ps::offload_policy{ps::offload_kind::selective, 1, 2});
  INFO(ps::to_string(f) << " policy " << static_cast<int>(policy.kind));
  const ps::costs c{};
  const ps::schedule plain = ps::make_schedule(f, {4, 8, ps::default_chunks(f)}, c, {.tail = false});
  const ps::schedule s = ps::apply_offload(plain, c, {2.0, false}, policy);
  REQUIRE(s != plain);  // something is offloaded
  run_and_check<false, false>(s);  // the measured peak is the bound of the offloaded order
}

TEST_CASE("recomputed schedules run with the same gradients and their device peak is the new bound",
          "[runtime][cpu][recompute]") {
  static_assert(rt::recomputing_stage<scale_stage<false>> && rt::recomputing_stage<scale_stage<true>>);
  const ps::family f = GENERATE(from_range(ps::all_families));
  const ps::recompute_policy policy = GENERATE(ps::recompute_policy{ps::recompute_kind::full},
                                               ps::recompute_policy{ps::recompute_kind::selective, 1});
  INFO(ps::to_string(f) << " policy " << ps::to_string(policy.kind));
  const ps::costs c{};
  const ps::schedule plain = ps::make_schedule(f, {4, 8, ps::default_chunks(f)}, c);
  const ps::schedule s = ps::apply_recompute(plain, c, policy);
  REQUIRE(s != plain);  // something is recomputed
  REQUIRE(ps::validate(s));
  // Each F of a recomputed pair is forward_checkpointed (logged as F), each R a recompute;
  // the measured peak is the byte bound of the order with its R actions.
  run_and_check<false, false>(s);
}

TEST_CASE("recompute then offload runs with the same gradients and the composed bound",
          "[runtime][cpu][recompute][offload]") {
  const ps::family f = GENERATE(ps::family::one_f_one_b, ps::family::v_half);
  INFO(ps::to_string(f));
  const ps::costs c{};
  const ps::schedule plain = ps::make_schedule(f, {4, 8, ps::default_chunks(f)}, c, {.tail = false});
  const ps::schedule recomputed = ps::apply_recompute(plain, c, {ps::recompute_kind::selective, 1});
  const ps::schedule s = ps::apply_offload(recomputed, c, {2.0, false}, {ps::offload_kind::full});
  REQUIRE(s != recomputed);  // something is offloaded too
  run_and_check<false, false>(s);
}
