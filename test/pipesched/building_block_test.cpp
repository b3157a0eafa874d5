#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <algorithm>
#include <random>
#include <sstream>

namespace ps = pipesched;

namespace {
// A two-device, one-chunk 1F1B block written by hand: F at d, BW after the next stage's.
constexpr ps::building_block hand_block() {
  ps::building_block b{2, 1, ps::placement::loop, false, 3, {}};
  b[0] = {0, 4, -1};
  b[1] = {1, 2, -1};
  return b;
}
}  // namespace

TEST_CASE("a hand-written block is valid and knows its lifespan and bound", "[block]") {
  static_assert(ps::validate(hand_block()));
  constexpr auto b = hand_block();
  STATIC_REQUIRE(b.lifespan(0) == 6);  // F at 0, BW ends at 6
  STATIC_REQUIRE(b.steady_bound(0) == 2);
  STATIC_REQUIRE(b.steady_bound(1) == 1);
}

TEST_CASE("a block whose passes collide modulo the interval is rejected naming the pass", "[block]") {
  auto b = hand_block();
  b[0].b = 6;  // BW of stage 0 at slots 6,7 = residues 0,1: its F is at residue 0
  REQUIRE_THROWS_WITH(ps::validate(b), Catch::Contains("device 0") && Catch::Contains("stage 0") &&
                                           Catch::Contains("same slot modulo the interval"));
}

TEST_CASE("a block that runs a backward before the next stage's is rejected", "[block]") {
  auto b = hand_block();
  b[0].b = 7;  // residues 1, 2: still valid
  REQUIRE(ps::validate(b));
  b[1].b = 6;  // stage 1's BW now ends at 8, after stage 0's starts
  REQUIRE_THROWS_WITH(ps::validate(b), Catch::Contains("stage 0") && Catch::Contains("backward of the next stage"));
}

TEST_CASE("a split block with W before its B is rejected", "[block]") {
  ps::building_block b = ps::blocks::zb_h1(3);
  b[2].w = b[2].b - 1;
  REQUIRE_THROWS_WITH(ps::validate(b), Catch::Contains("device 2, stage 2, pass W") &&
                                           Catch::Contains("W starts before its B ends"));
}

TEST_CASE("check_block returns the first problem with its device, stage and pass", "[block]") {
  STATIC_REQUIRE(ps::check_block(hand_block()) == ps::block_problem{});
  STATIC_REQUIRE(ps::assert_block_valid<ps::blocks::v_half(3)>);
  // V-Half on 3 devices, stage 4's W one slot later: on a slot device 1 already uses.
  constexpr ps::building_block moved = [] {
    ps::building_block b = ps::blocks::v_half(3);
    b[4].w += 1;
    return b;
  }();
  STATIC_REQUIRE(ps::check_block(moved) ==
                 ps::block_problem{ps::block_check::same_slot_modulo_interval, 1, 4, ps::pass_kind::W});
  REQUIRE_THROWS_WITH(ps::validate(moved), Catch::Contains("device 1, stage 4, pass W") &&
                                               Catch::Contains("same slot modulo the interval"));
  ps::building_block b = ps::blocks::zb_h1(3);
  b[2].w = b[2].b - 1;
  REQUIRE(ps::check_block(b) == ps::block_problem{ps::block_check::w_before_its_b_ends, 2, 2, ps::pass_kind::W});
  b.interval = 0;  // a problem of the whole block comes first and names no place
  REQUIRE(ps::check_block(b) == ps::block_problem{ps::block_check::interval_not_positive});
  REQUIRE(ps::to_string(ps::check_block(b).what) == "interval_not_positive");
  std::ostringstream printed;
  printed << ps::check_block(b).what;
  REQUIRE(printed.str() == "interval_not_positive");
}

TEST_CASE("every accepted random block simulates without deadlock and within its bound",
          "[block][property]") {
  std::mt19937 rng(20261129);
  int accepted = 0;
  for (int trial = 0; trial < 4000; ++trial) {
    const int p = 1 + static_cast<int>(rng() % 4);
    const bool v = rng() % 2 == 0;
    const bool split = rng() % 2 == 0;
    ps::building_block b{p, v ? 2 : 1, v ? ps::placement::v : ps::placement::loop, split,
                         3 * (v ? 2 : 1) + static_cast<int>(rng() % 3), {}};  // 3 slots a chunk, some slack
    // Random but roughly causal offsets, so that a fair share is valid.
    int t = 0;
    for (int s = 0; s < b.stages(); ++s) b[s].f = (t += 1 + static_cast<int>(rng() % 3));
    int back = b[b.stages() - 1].f + 1 + static_cast<int>(rng() % 3);
    for (int s = b.stages() - 1; s >= 0; --s) {
      b[s].b = back;
      back += (split ? 1 : 2) + static_cast<int>(rng() % 3);
      b[s].w = split ? b[s].b + 1 + static_cast<int>(rng() % 6) : -1;
    }
    bool ok = false;
    try {
      ok = ps::validate(b);
    } catch (const ps::schedule_error&) {
      continue;
    }
    REQUIRE(ok);
    ++accepted;
    const int m = 1 + static_cast<int>(rng() % 12);
    const ps::schedule s = ps::detail::from_block(b, m, ps::costs{});
    REQUIRE(ps::validate(s));
    REQUIRE_NOTHROW(ps::simulate(s, ps::costs{}));
    const auto peaks = ps::peak_activations(ps::repeat(b, m));
    for (int d = 0; d < p; ++d) REQUIRE(peaks[d] <= b.steady_bound(d));
    REQUIRE(ps::repeated_peak(b, m) == *std::max_element(peaks.begin(), peaks.end()));
  }
  REQUIRE(accepted > 100);  // the generator must exercise the accepting path too
}

// make_schedule(block, shape): a hand-written block at run time (generate.hpp). Here, not in
// a file of their own: a 25th file made the core suite's unity build a fourth translation unit.
namespace {
constexpr ps::costs measured_block_costs{18.5, 18.1, 9.3, 0.6};
}  // namespace

TEST_CASE("a family's block through make_schedule(block) gives the family's schedule", "[make_schedule][block]") {
  for (int p : {2, 4, 6}) {
    REQUIRE(ps::make_schedule(ps::blocks::zb_h1(p), ps::shape{p, 3 * p}, measured_block_costs) ==
            ps::make_schedule(ps::family::zb_h1, ps::shape{p, 3 * p}, measured_block_costs));
    REQUIRE(ps::make_schedule(ps::blocks::one_f_one_b(p), ps::shape{p, 2 * p, 1}, measured_block_costs) ==
            ps::make_schedule(ps::family::one_f_one_b, ps::shape{p, 2 * p}, measured_block_costs));
  }
}

TEST_CASE("a hand-written block from run-time values is repeated, squeezed and validated", "[make_schedule][block]") {
  const ps::schedule s = ps::make_schedule(hand_block(), ps::shape{0, 6}, measured_block_costs);
  REQUIRE(s.devices() == 2);
  REQUIRE(s.microbatches() == 6);
  REQUIRE(ps::validate(s));
  REQUIRE(ps::max_peak_activations(s) == 2);
  REQUIRE_NOTHROW(ps::make_schedule(hand_block(), ps::shape{2, 6}, measured_block_costs, {.memory_cap = 2}));
}

TEST_CASE("bad input to make_schedule(block) is one schedule_error that says what is wrong",
          "[make_schedule][block][limits]") {
  using Catch::Contains;
  const ps::building_block b = hand_block();
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{3, 6}), Contains("the shape's devices differ from the block's"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6, 2}), Contains("chunks per device differ"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 0}), Contains("at least 1"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, (1 << 20) + 1}), Contains("limits::max_microbatches"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6, 0, 0, 2}), Contains("spans one iteration"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6}, {}, {.memory_cap = 1}),
                      Contains("below this block's peak") && Contains("2 activation units"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6}, {}, {.memory_cap = 2, .memory_caps = {2, 2}}),
                      Contains("not both"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6}, {}, {.refine_steps = -1}), Contains("refine steps"));
  REQUIRE_THROWS_WITH(ps::make_schedule(b, ps::shape{2, 6}, ps::costs{-1, 1, 1, 0}), Contains("cost"));

  ps::building_block bad = b;
  bad[0].b = 6;  // BW of stage 0 on its F's slot modulo the interval
  REQUIRE_THROWS_WITH(ps::make_schedule(bad, ps::shape{2, 6}),
                      Contains("device 0, stage 0, pass BW") && Contains("same slot modulo the interval"));
  bad = b;
  bad.devices = 5000;  // hostile sizes: refused before anything is sized from them
  REQUIRE_THROWS_WITH(ps::make_schedule(bad, ps::shape{0, 6}), Contains("at most 1024 stages"));
  bad = b;
  bad.interval = 1 << 30;  // a valid block, but repeated on a timeline of 2^30 x m slots
  REQUIRE(ps::check_block(bad) == ps::block_problem{});
  REQUIRE_THROWS_WITH(ps::make_schedule(bad, ps::shape{2, 4}), Contains("limits::max_actions"));
}
