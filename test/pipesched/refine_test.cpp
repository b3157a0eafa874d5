#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

namespace ps = pipesched;

namespace {
constexpr ps::costs unit{1, 1, 1, 0};
constexpr ps::costs measured_costs{18.5, 18.1, 9.3, 0.6};

ps::schedule order_of(ps::family f, int p, int m, const ps::costs& c) {
  return ps::detail::generate_order(f, {.devices = p, .microbatches = m}, c, 0, true, true);
}
double makespan(const ps::schedule& order, const ps::costs& c) {
  return ps::simulate(ps::detail::complete_order(order), c).makespan;
}
}  // namespace

TEST_CASE("refine returns a valid order, never longer, with no device's peak raised", "[refine]") {
  const ps::family f = GENERATE(ps::family::v_min, ps::family::v_half, ps::family::one_f_one_b,
                                ps::family::zb_h1, ps::family::interleaved);
  const int p = GENERATE(2, 3, 4);
  const ps::costs c = GENERATE(unit, measured_costs);
  const int m = 2 * p + 1;
  const ps::schedule order = order_of(f, p, m, c);
  const ps::schedule refined = ps::refine_order(order, c, 20000, 7);
  CAPTURE(ps::to_string(f), p, c.f);
  REQUIRE(ps::validate(ps::detail::complete_order(refined)));
  const std::vector<int> before = ps::peak_activations(order), after = ps::peak_activations(refined);
  for (int d = 0; d < p; ++d) REQUIRE(after[d] <= before[d]);
  REQUIRE(makespan(refined, c) <= makespan(order, c) + 1e-9);
}

TEST_CASE("refine shortens V-Min at the measured costs on four devices, at the same peaks", "[refine][v-min]") {
  // The cost-blind V-Min block leaves 0.347 of bubble here; the search finds orders the
  // block and the squeeze do not. (v-min's own order may now be the authors' search's.)
  const ps::schedule order = ps::detail::squeezed_block(ps::blocks::v_min(4), 8, measured_costs, 0).order;
  const ps::schedule refined = ps::refine_order(order, measured_costs, 300000);
  REQUIRE(ps::peak_activations(refined) == ps::peak_activations(order));
  REQUIRE(makespan(refined, measured_costs) < 0.97 * makespan(order, measured_costs));
}

TEST_CASE("V-Min refined on 8 devices starts from the mixed V blocks within its peak too", "[refine][v-min]") {
  // V-Min's own order does not move under refine from p = 8 on; the authors' mixed V
  // blocks that fit its peak do (docs/schedules.md, "Refine"), and make_schedule refines them too.
  const ps::shape sh{.devices = 8, .microbatches = 8};
  const ps::schedule plain = ps::make_schedule(ps::family::v_min, sh, measured_costs);
  const ps::schedule own = ps::detail::complete_order(ps::refine_order(
      ps::detail::squeezed_block(ps::blocks::v_min(8), 8, measured_costs, 0).order, measured_costs, 100000));
  const ps::schedule refined = ps::make_schedule(ps::family::v_min, sh, measured_costs, {.refine_steps = 300000});
  REQUIRE(ps::max_peak_activations(refined) <= ps::max_peak_activations(plain));
  // Against V-Min's block (plain v-min now takes the authors' search where shorter).
  const ps::schedule block =
      ps::detail::complete_order(ps::detail::squeezed_block(ps::blocks::v_min(8), 8, measured_costs, 0).order);
  REQUIRE(ps::simulate(refined, measured_costs).makespan <= ps::simulate(plain, measured_costs).makespan + 1e-9);
  REQUIRE(ps::simulate(refined, measured_costs).makespan < 0.95 * ps::simulate(block, measured_costs).makespan);
  REQUIRE(ps::simulate(refined, measured_costs).makespan < 0.95 * ps::simulate(own, measured_costs).makespan);
}

TEST_CASE("refine is reproducible for a seed and does nothing with no steps", "[refine]") {
  const ps::schedule order = order_of(ps::family::v_min, 4, 8, measured_costs);
  REQUIRE(ps::refine_order(order, measured_costs, 5000, 3) == ps::refine_order(order, measured_costs, 5000, 3));
  REQUIRE(ps::refine_order(order, measured_costs, 0) == order);
}

TEST_CASE("refine takes compute orders only, within the schedule's stages and microbatches", "[refine]") {
  const ps::schedule with_comm = ps::make_schedule(ps::family::one_f_one_b, {2, 4, 1});
  REQUIRE_THROWS_AS(ps::refine_order(with_comm, unit, 10), ps::schedule_error);
  ps::schedule outside = order_of(ps::family::v_min, 2, 4, unit);
  outside.per_device[0][0].microbatch = 99;
  REQUIRE_THROWS_WITH(ps::refine_order(outside, unit, 10), Catch::Contains("outside the schedule"));
}

TEST_CASE("make_schedule refines when asked, and keeps the family's peak", "[refine]") {
  const ps::schedule plain = ps::make_schedule(ps::family::v_min, {4, 8}, measured_costs);
  const ps::schedule refined = ps::make_schedule(ps::family::v_min, {4, 8}, measured_costs, {.refine_steps = 300000});
  REQUIRE(ps::max_peak_activations(refined) == ps::max_peak_activations(plain));
  REQUIRE(ps::simulate(refined, measured_costs).makespan < ps::simulate(plain, measured_costs).makespan);
}

TEST_CASE("make_schedule refuses a negative number of refine steps", "[refine]") {
  REQUIRE_THROWS_WITH(ps::make_schedule(ps::family::v_min, {4, 8}, measured_costs, {.refine_steps = -1}),
                      Catch::Contains("refine steps must not be negative"));
}

TEST_CASE("input_of names the pass ready_time waits for", "[refine][simulate]") {
  // refine decides which swaps are safe from input_of; the simulator times passes with
  // ready_time's own switch. They must read the dependencies the same way.
  const ps::family f = GENERATE(ps::family::v_min, ps::family::one_f_one_b, ps::family::zb_h1,
                                ps::family::interleaved, ps::family::gpipe);
  const ps::schedule order = order_of(f, 4, 9, measured_costs);
  const ps::detail::pass_timing t = ps::detail::time_actions(order, measured_costs);
  int checked = 0;
  for (int d = 0; d < order.devices(); ++d)
    for (const ps::action& a : order.per_device[d]) {
      const ps::detail::pass_input in = ps::detail::input_of(order, a);
      double expected = 0;
      if (in.stage >= 0)
        expected = t.clock.get(in.slot, in.stage, a.microbatch) +
                   (order.device_of_stage(in.stage) == d ? 0.0 : measured_costs.comm);
      CAPTURE(ps::to_string(f), d, a.stage, a.microbatch, ps::to_string(a.kind));
      REQUIRE(ps::detail::ready_time(order, t.clock, a, d, measured_costs.comm) == expected);
      ++checked;
    }
  REQUIRE(checked == order.action_count());
}

TEST_CASE("re-timing from a swap gives the times a whole simulation gives, and undoing restores them",
          "[refine][simulate]") {
  // refine re-times an order only from the swapped pass on and puts the old times back
  // when it undoes a swap; both must agree with timing the order from scratch.
  const ps::family f = GENERATE(ps::family::v_min, ps::family::v_half, ps::family::zb_h1);
  const ps::costs c = GENERATE(unit, measured_costs);
  ps::schedule order = order_of(f, 4, 9, c);
  ps::detail::timed_order t = ps::detail::time_order(order, c);
  ps::detail::timing_undo undo;
  auto same_as_fresh = [&] {
    const ps::detail::timed_order fresh = ps::detail::time_order(order, c);
    return t.starts == fresh.starts && t.ends == fresh.ends && t.begin.end == fresh.begin.end &&
           t.state.clk.end == fresh.state.clk.end && t.state.makespan() == fresh.state.makespan() &&
           t.state.span() == fresh.state.span();
  };
  ps::detail::refine_random rng{12345};
  int swaps = 0;
  for (int step = 0; step < 2000 && swaps < 200; ++step) {
    const int d = static_cast<int>(rng.below(4));
    auto& list = order.per_device[d];
    const std::size_t k = rng.below(list.size() - 1);
    if (!ps::detail::may_swap(order, t, list[k], list[k + 1], t.ends[d][k])) continue;
    std::swap(list[k], list[k + 1]);
    ps::detail::retime_after(order, c, t, d, k, undo);
    CAPTURE(ps::to_string(f), c.f, step);
    REQUIRE(same_as_fresh());
    if (rng.below(2) == 0) {  // undo about half of them
      std::swap(list[k], list[k + 1]);
      ps::detail::undo_retime(order, t, undo);
      REQUIRE(same_as_fresh());
    }
    ++swaps;
  }
  REQUIRE(swaps == 200);
}
