#include <catch2/catch.hpp>

#include <pipesched/analysis/steady_period.hpp>
#include <pipesched/pipesched.hpp>

#include <cmath>
#include <string>

namespace ps = pipesched;

namespace {
// The period the simulator shows: a block repeated (not squeezed) over many microbatches,
// how far each pass of microbatch j1 + span starts after that of microbatch j1, over span;
// both far from the ramps (the start of a run shifts its first microbatches, and its end
// lets the last ones skip passes of microbatches that do not exist). Once settled, the
// starts repeat every few microbatches (a divisor of the critical cycle's length `cycle`),
// so a span that is a multiple of it averages exactly.
struct simulated_period {
  double least = 1e300, most = 0;
};

simulated_period simulate_period(const ps::building_block& blk, const ps::costs& c, int cycle) {
  constexpr int j1 = 150, tail = 60;
  const int span = cycle * ((120 + cycle - 1) / cycle);
  const ps::schedule s = ps::insert_comm(ps::repeat(blk, j1 + span + tail));
  const ps::timeline t = ps::simulate(s, c);
  simulated_period out;
  for (const auto& device : t.per_device) {
    std::vector<double> at1(static_cast<std::size_t>(3 * blk.stages()), -1), at2 = at1;
    for (const ps::timed_action& a : device) {
      if (a.what.kind > ps::action_kind::BW) continue;
      const int kind = a.what.kind == ps::action_kind::F ? 0 : a.what.kind == ps::action_kind::W ? 2 : 1;
      const std::size_t key = static_cast<std::size_t>(3 * a.what.stage + kind);
      if (a.what.microbatch == j1) at1[key] = a.start;
      if (a.what.microbatch == j1 + span) at2[key] = a.start;
    }
    for (std::size_t k = 0; k < at1.size(); ++k) {
      if (at1[k] < 0) continue;
      const double per = (at2[k] - at1[k]) / span;
      out.least = per < out.least ? per : out.least;
      out.most = per > out.most ? per : out.most;
    }
  }
  return out;
}

std::string describe(const ps::building_block& blk, const ps::costs& c) {
  return "p=" + std::to_string(blk.devices) + " chunks=" + std::to_string(blk.chunks) +
         " interval=" + std::to_string(blk.interval) + " costs " + std::to_string(c.f) + "," +
         std::to_string(c.b) + "," + std::to_string(c.w) + " comm " + std::to_string(c.comm);
}
}  // namespace

TEST_CASE("the steady period of a block is the period the simulator settles to", "[steady][simulate]") {
  const int p = GENERATE(2, 3, 4, 5, 8, 11, 16);
  const ps::costs c = GENERATE(ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6}, ps::costs{2, 3, 1, 0.25},
                               ps::costs{1, 1, 3, 0.5});
  std::vector<ps::building_block> blocks = {ps::blocks::one_f_one_b(p), ps::blocks::zb_h1(p), ps::blocks::zb_h2(p)};
  for (int k = 1; k <= 5; ++k) blocks.push_back(ps::blocks::v_shape(p, k));
  if (p > 2) blocks.push_back(ps::blocks::v_shape_mixed(p, 2, 1, p / 2));
  for (const ps::building_block& blk : blocks) {
    INFO(describe(blk, c));
    const ps::steady_state st = ps::steady_period(blk, c);
    const simulated_period sim = simulate_period(blk, c, st.intervals);
    REQUIRE(sim.least == Approx(st.period).epsilon(1e-9));
    REQUIRE(sim.most == Approx(st.period).epsilon(1e-9));
    // The critical cycle accounts for the period: its passes' time over its intervals.
    const ps::pass_durations dur(c, blk.chunks);
    double time = 0;
    for (std::size_t i = 0; i < st.critical_cycle.size(); ++i) {
      const ps::block_pass& x = st.critical_cycle[i];
      const ps::block_pass& y = st.critical_cycle[(i + 1) % st.critical_cycle.size()];
      time += dur.of(static_cast<ps::action_kind>(x.pass));
      if (blk.device(x.stage) != blk.device(y.stage)) time += c.comm;
    }
    REQUIRE(st.intervals >= 1);
    REQUIRE(time / st.intervals == Approx(st.period).epsilon(1e-12));
    REQUIRE(st.period >= st.work - 1e-12);
    REQUIRE(st.bubble == Approx(1 - st.work / st.period).margin(1e-12));
  }
}

TEST_CASE("at unit costs the V blocks keep every device busy once the pipeline is full", "[steady][v]") {
  // Six chunk passes of half a unit per interval: a period of 3 and no steady bubble.
  static_assert(ps::steady_period(ps::blocks::v_min(8), {1, 1, 1, 0}).period == 3.0);
  const int p = GENERATE(range(2, 17));
  for (int k = 1; k <= 5; ++k) {
    const ps::steady_state st = ps::steady_period(ps::blocks::v_shape(p, k), {1, 1, 1, 0});
    INFO("p=" << p << " k=" << k);
    REQUIRE(st.period == Approx(3.0).epsilon(1e-12));
    REQUIRE(st.bubble == Approx(0).margin(1e-12));
  }
}

TEST_CASE("V-Min at the measured costs is held back by a wave of forwards, not by a device's work",
          "[steady][v-min]") {
  // p = 8: the forwards of devices 2..7 and back up to 2 (12 forwards, 10 hops) must fit in
  // two intervals, because device 2 runs the forward of chunk 0 of microbatch j + 2 right
  // after that of chunk 1 of microbatch j.
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  const ps::steady_state st = ps::steady_period(ps::blocks::v_min(8), c);
  REQUIRE(st.work == Approx(45.9));
  REQUIRE(st.period == Approx((12 * 18.5 / 2 + 10 * 0.6) / 2));
  REQUIRE(st.intervals == 2);
  REQUIRE(st.critical_cycle.size() == 12);
  for (const ps::block_pass& x : st.critical_cycle) REQUIRE(x.pass == ps::pass_kind::F);
}

TEST_CASE("an invalid block is rejected before its period is computed", "[steady]") {
  ps::building_block b = ps::blocks::one_f_one_b(3);
  b[1].f = b[0].f;  // F of stage 1 no longer after that of stage 0
  REQUIRE_THROWS_AS(ps::steady_period(b, {}), ps::schedule_error);
}

TEST_CASE("costs that cannot time a block are rejected", "[steady]") {
  const ps::building_block b = ps::blocks::v_min(4);
  REQUIRE_THROWS_WITH(ps::steady_period(b, {0, 1, 1, 0}), Catch::Contains("costs must be finite"));
  REQUIRE_THROWS_WITH(ps::steady_period(b, {1, 1, -1, 0}), Catch::Contains("costs must be finite"));
  REQUIRE_THROWS_WITH(ps::steady_period(b, {1, 1, 1, std::nan("")}), Catch::Contains("costs must be finite"));
}
