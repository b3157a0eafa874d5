#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <algorithm>
#include <limits>
#include <random>

namespace ps = pipesched;
using ps::family;

namespace {
// Published peaks (DESIGN.md) in activation units, once m is large enough for steady state.
double published_peak(family f, int p) {
  switch (f) {
    case family::one_f_one_b:
    case family::zb_h1:
    case family::v_zb: return p;
    case family::zb_h2: return 2 * p;
    case family::v_half: return (p + 2) / 2;
    case family::v_min: return (p + 4) / 3;
    case family::dualpipe_v: return p + 0.5;  // 2p+1 chunk activations (dualpipe_v_test.cpp)
    default: return 0;
  }
}

void check_invariants(const ps::schedule& s, const ps::costs& c) {
  REQUIRE(ps::validate(s));
  // Completeness counted independently of the validator, pass by pass (an overlapped
  // action is two; a split schedule may fuse some backwards: B and W, or BW).
  int forwards = 0, backwards = 0, inputs = 0, weights = 0;
  for (const auto& list : s.per_device)
    for (const ps::action& a : list)
      for (const ps::action& pass : ps::passes_of(a)) {
        forwards += pass.kind == ps::action_kind::F;
        backwards += pass.kind == ps::action_kind::B || pass.kind == ps::action_kind::BW;
        inputs += pass.kind == ps::action_kind::B;
        weights += pass.kind == ps::action_kind::W;
      }
  REQUIRE(forwards == s.stages() * s.microbatches());
  REQUIRE(backwards == s.stages() * s.microbatches());
  REQUIRE(weights == inputs);
  if (!s.split) REQUIRE(inputs == 0);
  const ps::timeline t = ps::simulate(s, c);
  REQUIRE(ps::timeline_peak_activations(t) == ps::peak_activations(s));
  REQUIRE(t.bubble >= -1e-12);
  REQUIRE(t.span <= t.makespan + 1e-9);
}
}  // namespace

TEST_CASE("every family is valid over a grid of devices and microbatches", "[schedule][grid]") {
  const int p = GENERATE(2, 3, 4, 5, 8, 16);
  const int mult = GENERATE(0, 1, 2, 4, 8);  // m = 1, p, 2p, 4p, 8p
  const int m = mult == 0 ? 1 : mult * p;
  const family f = GENERATE(from_range(ps::all_families.begin(), ps::all_families.end()));
  CAPTURE(p, m, ps::to_string(f));
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(f, {p, m, 0}, c);
  check_invariants(s, c);
  if (f == family::gpipe) REQUIRE(ps::peak_activation_units(s) == m);
  const double closed = published_peak(f, p);
  if (closed > 0) {
    REQUIRE(ps::peak_activation_units(s) <= closed + 1e-9);
    if (m >= 2 * p) REQUIRE(ps::peak_activation_units(s) == Approx(closed));
  }
}

TEST_CASE("every family is valid at unbalanced costs with comm latency", "[schedule][grid]") {
  const int p = GENERATE(4, 8);
  const int m = GENERATE(8, 16);
  const family f = GENERATE(from_range(ps::all_families.begin(), ps::all_families.end()));
  CAPTURE(p, m, ps::to_string(f));
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  check_invariants(ps::make_schedule(f, {p, m, 0}, c), c);
}

TEST_CASE("1F1B's bubble is (p-1)/(m+p-1) exactly at F = B = W", "[schedule][1f1b]") {
  const int p = GENERATE(2, 3, 4, 7, 8, 16);
  const int m = GENERATE(1, 2, 5, 8, 16, 64);
  const auto s = ps::make_schedule(family::one_f_one_b, {p, m, 1});
  const auto t = ps::simulate(s, {});
  CAPTURE(p, m);
  REQUIRE(t.makespan == Approx(3.0 * m + 3.0 * (p - 1)));
  REQUIRE(t.bubble == Approx(double(p - 1) / (m + p - 1)));
}

TEST_CASE("the zero-bubble and V families beat 1F1B's bubble at no more memory than published",
          "[schedule][quality]") {
  const int p = GENERATE(4, 8, 16);
  const int m = GENERATE(2, 4, 8);
  const ps::costs c{};
  const double base = ps::simulate(ps::make_schedule(family::one_f_one_b, {p, m * p, 1}), c).bubble;
  for (family f : {family::zb_h1, family::zb_h2, family::v_zb, family::v_half}) {
    CAPTURE(p, m, ps::to_string(f));
    REQUIRE(ps::simulate(ps::make_schedule(f, {p, m * p, 0}, c), c).bubble < base);
  }
  // ZB-H1's bubble is (p-1) slots of 3m+p-1 at unit costs (the ZB paper).
  const auto zb = ps::simulate(ps::make_schedule(family::zb_h1, {p, m * p, 1}), c);
  REQUIRE(zb.makespan == Approx(3.0 * m * p + p - 1));
  // ZB-H2 has no per-device bubble once warm-up fits (m >= 2p).
  if (m >= 2) REQUIRE(ps::simulate(ps::make_schedule(family::zb_h2, {p, m * p, 1}), c).span_bubble == Approx(0).margin(1e-12));
}

TEST_CASE("V-ZB leaves no idle time on any device once m >= 2p", "[schedule][v-zb]") {
  // DESIGN.md: per-device span bubble 0 at F = B = W for m >= 2p, at 1F1B's memory.
  const int p = GENERATE(range(2, 17));
  const ps::costs c{};
  for (int m = 2 * p; m <= 8 * p; m += (p + 1) / 2) {
    const auto s = ps::make_schedule(family::v_zb, {p, m, 2}, c);
    CAPTURE(p, m);
    REQUIRE(ps::simulate(s, c).span_bubble == Approx(0).margin(1e-12));
    REQUIRE(ps::peak_activation_units(s) == Approx(p));
  }
}

TEST_CASE("V-ZB's construction beats its squeezed block at unbalanced costs", "[schedule][v-zb]") {
  const int p = GENERATE(4, 8, 16);
  const int m = GENERATE(1, 2, 4);
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  CAPTURE(p, m * p);
  const auto built = ps::make_schedule(family::v_zb, {p, m * p, 2}, c);
  const auto block = ps::insert_comm(ps::detail::block_order(ps::blocks::v_zb(p), m * p, c, 2 * p));
  REQUIRE(ps::validate(block));
  REQUIRE(ps::simulate(built, c).makespan < ps::simulate(block, c).makespan);
  REQUIRE(ps::peak_activation_units(built) <= p + 1e-9);
}

TEST_CASE("the ZB-V construction's own timing is the simulator's, within its cap, at random costs",
          "[schedule][v-zb]") {
  std::mt19937 rng(20261129);
  std::uniform_real_distribution<double> pass(0.2, 3.0), comm(0.0, 1.0);
  std::uniform_int_distribution<int> devices(1, 12), per_device(1, 6);
  for (int trial = 0; trial < 60; ++trial) {
    const ps::costs c{pass(rng), pass(rng), trial % 5 == 0 ? 0.0 : pass(rng), trial % 3 == 0 ? 0.0 : comm(rng)};
    const int p = devices(rng), m = per_device(rng) * p - trial % 2;
    const int cap = 2 * p;
    CAPTURE(trial, p, m, c.f, c.b, c.w, c.comm);
    const auto z = ps::orders::zb_v(p, m < 1 ? 1 : m, c, cap);
    REQUIRE(z.found);
    const ps::schedule s = ps::insert_comm(z.order);
    check_invariants(s, c);
    const ps::timeline t = ps::simulate(s, c);
    REQUIRE(t.makespan == Approx(z.makespan).epsilon(1e-12));
    REQUIRE(t.span == Approx(z.span).epsilon(1e-12));
    REQUIRE(ps::max_peak_activations(s) <= cap);
  }
}

TEST_CASE("at V-ZB's memory no squeezed V block beats the construction once m >= 2p", "[schedule][v-auto]") {
  // What lets v-auto skip the block search at a cap of 2p chunk activations.
  const ps::costs c = GENERATE(ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6}, ps::costs{1, 2, 1, 0.1},
                               ps::costs{2, 1, 3, 1}, ps::costs{1, 1, 0.2, 0.05});
  const int p = GENERATE(3, 4, 6, 8, 12);
  for (int m : {2 * p, 3 * p + 1, 4 * p}) {
    const auto z = ps::orders::zb_v(p, m, c, 2 * p);
    REQUIRE(z.found);
    for (int k = 1; k <= ps::v_auto_max_k; ++k) {
      const ps::building_block b = ps::blocks::v_shape(p, k);
      if (ps::repeated_peak(b, m) > 2 * p) continue;
      CAPTURE(p, m, k, c.f, c.b, c.w, c.comm);
      REQUIRE(z.makespan <= ps::detail::squeezed_block(b, m, c, 2 * p).timing.makespan + 1e-9);
    }
  }
}

TEST_CASE("interleaved 1F1B takes more than 2 chunks and any number of microbatches",
          "[schedule][interleaved]") {
  const int v = GENERATE(2, 3, 4);
  const int m = GENERATE(4, 5, 6, 7, 8, 12, 13);  // a partial last group of p = 4 too
  const ps::costs c{};
  const auto s = ps::make_schedule(family::interleaved, {4, m, v}, c);
  check_invariants(s, c);
  REQUIRE(ps::simulate(s, c).bubble < ps::simulate(ps::make_schedule(family::one_f_one_b, {4, m, 1}), c).bubble);
}

TEST_CASE("v-auto turns the memory dial: a larger cap never gives a larger bubble", "[schedule][v-auto]") {
  const int p = GENERATE(4, 8, 12);
  const int m = 3 * p;
  const ps::costs c{};
  double previous = 2;
  for (int cap = (p + 4) / 3; cap <= p; ++cap) {
    const auto s = ps::make_schedule(family::v_auto, {p, m, 2}, c, {.memory_cap = double(cap)});
    CAPTURE(p, cap);
    REQUIRE(ps::peak_activation_units(s) <= cap + 1e-9);
    const double bubble = ps::simulate(s, c).bubble;
    REQUIRE(bubble <= previous + 1e-12);
    previous = bubble;
  }
  // At V-Min's memory, v-auto is at least as good as V-Min.
  const auto vmin = ps::make_schedule(family::v_min, {p, m, 2}, c);
  const auto autoed = ps::make_schedule(family::v_auto, {p, m, 2}, c, {.memory_cap = ps::peak_activation_units(vmin)});
  REQUIRE(ps::simulate(autoed, c).bubble <= ps::simulate(vmin, c).bubble + 1e-12);
}

TEST_CASE("mixed V blocks are valid, equal offsets give the uniform block, and their peak is counted right",
          "[block][v-auto]") {
  for (int p = 2; p <= 16; ++p)
    for (int top = 1; top <= 5; ++top)
      for (int bottom = 1; bottom <= 5; ++bottom)
        for (int split = 1; split < p; ++split) {
          CAPTURE(p, top, bottom, split);
          const ps::building_block b = ps::blocks::v_shape_mixed(p, top, bottom, split);
          REQUIRE(ps::validate(b));
          if (top == bottom) REQUIRE(b == ps::blocks::v_shape(p, top));
          // repeated_peak counts only the microbatches that can still raise the peak.
          if (split % 3 == 1) REQUIRE(ps::repeated_peak(b, 8 * p) == ps::max_peak_activations(ps::repeat(b, 8 * p)));
        }
}

TEST_CASE("v-auto's mixed blocks buy less bubble with the memory between the uniform blocks",
          "[schedule][v-auto]") {
  // The search without mixes: the least squeezed makespan of the uniform blocks k = 1..5
  // within the cap (ZB-V's construction does not fit below 2p chunk activations).
  auto uniform_best = [](int p, int m, const ps::costs& c, int cap) {
    double best = std::numeric_limits<double>::max();
    for (int k = 1; k <= ps::v_auto_max_k; ++k) {
      const ps::building_block b = ps::blocks::v_shape(p, k);
      if (ps::repeated_peak(b, m) > cap) continue;
      best = std::min(best, ps::detail::squeezed_block(b, m, c, cap).timing.makespan);
    }
    return best;
  };
  const ps::costs c = GENERATE(ps::costs{1, 1, 1, 0}, ps::costs{18.5, 18.1, 9.3, 0.6});
  const int p = GENERATE(8, 16);
  const int m = 4 * p;
  int better = 0;
  for (int cap = (p + 4) / 3; cap < p; ++cap) {
    CAPTURE(p, cap, c.f);
    const ps::schedule s = ps::make_schedule(family::v_auto, {p, m, 2}, c, {.memory_cap = double(cap)});
    check_invariants(s, c);
    REQUIRE(ps::peak_activation_units(s) <= cap + 1e-9);
    const double makespan = ps::simulate(s, c).makespan;
    const double without_mixes = uniform_best(p, m, c, 2 * cap);
    REQUIRE(makespan <= without_mixes + 1e-9);
    better += makespan < without_mixes * (1 - 0.02) ? 1 : 0;
  }
  REQUIRE(better >= 1);  // by more than 2% somewhere (p = 16, cap p - 1: 4.5-6% shorter)
}

TEST_CASE("v-min takes V-Half's order where that holds no more memory and is shorter", "[schedule][v-min]") {
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  for (int p : {2, 3, 4, 5, 8}) {
    const int m = 4 * p;
    CAPTURE(p);
    const ps::schedule s = ps::make_schedule(family::v_min, {p, m, 2}, c);
    check_invariants(s, c);
    REQUIRE(ps::peak_activation_units(s) == Approx((p + 4) / 3));
    const ps::schedule block = ps::detail::from_block(ps::blocks::v_min(p), m, c);
    const double own = ps::simulate(block, c).makespan, made = ps::simulate(s, c).makespan;
    REQUIRE(made <= own + 1e-9);
    // V-Half's peak equals V-Min's only at p = 2, 3 and 5; there it is far shorter.
    // (Elsewhere the authors' search, generate.hpp's v_slot_search, may be shorter still:
    // p = 4, 1014.75 against 1025.55.)
    if (p == 2 || p == 3 || p == 5) REQUIRE(made < own * 0.9);
  }
}

TEST_CASE("a cap below every V block names the smallest feasible cap", "[schedule][v-auto]") {
  REQUIRE_THROWS_WITH(ps::make_schedule(family::v_auto, {8, 24, 2}, {}, {.memory_cap = 3}),
                      Catch::Contains("smallest feasible cap is 4 activation units"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::one_f_one_b, {8, 24, 1}, {}, {.memory_cap = 5}),
                      Catch::Contains("smallest feasible cap is 8"));
}

TEST_CASE("costs that are not finite numbers are rejected", "[schedule][errors]") {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  for (const ps::costs& c : {ps::costs{nan, 1, 1, 0}, ps::costs{1, inf, 1, 0}, ps::costs{1, 1, nan, 0},
                            ps::costs{1, 1, 1, -0.5}, ps::costs{0, 1, 1, 0}})
    REQUIRE_THROWS_WITH(ps::make_schedule(family::v_half, {4, 8, 0}, c), Catch::Contains("costs must be finite"));
}

TEST_CASE("bad shapes are rejected with one clear message", "[schedule][errors]") {
  REQUIRE_THROWS_WITH(ps::make_schedule(family::one_f_one_b, {0, 4, 1}), Catch::Contains("devices"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::one_f_one_b, {4, 0, 1}), Catch::Contains("microbatches"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::v_half, {4, 4, 3}), Catch::Contains("exactly 2 chunks"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::interleaved, {4, 4, 1}), Catch::Contains("at least 2 chunks"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::zb_h1, {4, 4, 2}), Catch::Contains("exactly 1 chunk"));
  REQUIRE_FALSE(ps::parse_family("v-quarter").has_value());
  REQUIRE(ps::parse_family("pipedream-flush") == family::one_f_one_b);
}

TEST_CASE("grouped interleaved 1F1B holds less than interleaved 1F1B at no more bubble",
          "[schedule][interleaved-grouped]") {
  const int p = GENERATE(4, 8, 16);
  const int m = GENERATE(2, 4) * p;
  const ps::costs c{};
  for (int g : {(p + 1) / 2, p}) {
    CAPTURE(p, m, g);
    const auto grouped = ps::make_schedule(family::interleaved_grouped, {p, m, 2, g}, c);
    check_invariants(grouped, c);
    const auto plain = ps::make_schedule(family::interleaved, {p, m, 2}, c);
    REQUIRE(ps::peak_activation_units(grouped) < ps::peak_activation_units(plain));
    REQUIRE(ps::simulate(grouped, c).bubble <= ps::simulate(plain, c).bubble + 0.02);
  }
  REQUIRE_THROWS_WITH(ps::make_schedule(family::interleaved_grouped, {8, 16, 2, 3}), Catch::Contains("[ceil(p/2), p]"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::one_f_one_b, {8, 16, 1, 4}), Catch::Contains("group size"));
}

TEST_CASE("grouped interleaved 1F1B at 2 chunks peaks at half of g+p units rounded up",
          "[schedule][interleaved-grouped]") {
  // PipeOffload's steady peak (g + p)/2. The first-free-slot placement of the B chains
  // held 1-3 units more (p = g = 16, m = 64: 19); its bubbles at p = 16, m = 64 and
  // F = B = W = 1 (g = 8..16) are the ones this order must not exceed.
  const double first_free_slot_bubble[] = {0.0965, 0.1293, 0.1132, 0.0879, 0.1152, 0.0813, 0.0900, 0.1152, 0.0725};
  const int p = GENERATE(4, 6, 8, 12, 16);
  const ps::costs c{};
  for (int g = (p + 1) / 2; g <= p; ++g)
    for (int m : {g, 2 * g, 4 * p}) {
      CAPTURE(p, g, m);
      const auto s = ps::make_schedule(family::interleaved_grouped, {p, m, 2, g}, c);
      check_invariants(s, c);
      const double bound = (g + p + 1) / 2;  // ceil((g + p) / 2)
      const double peak = ps::peak_activation_units(s);
      REQUIRE(peak <= bound);
      if (m >= 2 * g) REQUIRE(peak == bound);  // reached once a second group starts
      if (m == 4 * p && p == 16) REQUIRE(ps::simulate(s, c).bubble <= first_free_slot_bubble[g - 8] + 5e-5);
    }
}

TEST_CASE("grouped interleaved 1F1B is valid for any chunk count group size and remainder",
          "[schedule][interleaved-grouped]") {
  // Every group size, partial last groups of every length, v > 2: the order is
  // deadlock-free (validate) and within ceil(((v-1)g + p)/v) units.
  const int p = GENERATE(1, 2, 5, 8);
  const int v = GENERATE(2, 3, 4);
  const ps::costs c{};
  for (int g = (p + 1) / 2; g <= p; ++g)
    for (int m = 1; m <= 2 * p + 3; ++m) {
      CAPTURE(p, v, g, m);
      const auto s = ps::make_schedule(family::interleaved_grouped, {p, m, v, g}, c);
      REQUIRE(ps::validate(s));
      REQUIRE(ps::compute_only(s).action_count() == 3 * p * v * m);
      REQUIRE(ps::max_peak_activations(s) <= ((v - 1) * g + p + v - 1) / v * v);
    }
}
