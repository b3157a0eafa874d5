#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

namespace ps = pipesched;

// make_schedule(block, shape): a hand-written block at run time (generate.hpp).

namespace {
// 1F1B on 2 devices by hand: F at d, fused BW after the next stage's, every 3 slots.
ps::building_block two_device_1f1b_by_hand() {
  ps::building_block b{2, 1, ps::placement::loop, false, 3, {}};
  b[0] = {0, 4, -1};
  b[1] = {1, 2, -1};
  return b;
}
constexpr ps::costs measured_block_costs{18.5, 18.1, 9.3, 0.6};
using zb_h1_4x8 = ps::block_schedule<ps::blocks::zb_h1(4), ps::shape{4, 8, 1}>;
}  // namespace

TEST_CASE("a block's run-time schedule is its compile-time one without the squeeze", "[make_schedule][block]") {
  const ps::schedule s = ps::make_schedule(ps::blocks::zb_h1(4), ps::shape{4, 8}, {}, {.fill = false});
  REQUIRE(s == zb_h1_4x8::to_schedule());
}

TEST_CASE("a family's block through make_schedule(block) gives the family's schedule", "[make_schedule][block]") {
  for (int p : {2, 4, 6}) {
    REQUIRE(ps::make_schedule(ps::blocks::zb_h1(p), ps::shape{p, 3 * p}, measured_block_costs) ==
            ps::make_schedule(ps::family::zb_h1, ps::shape{p, 3 * p}, measured_block_costs));
    REQUIRE(ps::make_schedule(ps::blocks::one_f_one_b(p), ps::shape{p, 2 * p, 1}, measured_block_costs) ==
            ps::make_schedule(ps::family::one_f_one_b, ps::shape{p, 2 * p}, measured_block_costs));
  }
}

TEST_CASE("a hand-written block from run-time values is repeated, squeezed and validated", "[make_schedule][block]") {
  const ps::schedule s = ps::make_schedule(two_device_1f1b_by_hand(), ps::shape{0, 6}, measured_block_costs);
  REQUIRE(s.devices() == 2);
  REQUIRE(s.microbatches() == 6);
  REQUIRE(ps::validate(s));
  REQUIRE(ps::max_peak_activations(s) == 2);
  REQUIRE_NOTHROW(ps::make_schedule(two_device_1f1b_by_hand(), ps::shape{2, 6}, measured_block_costs, {.memory_cap = 2}));
}

TEST_CASE("bad input to make_schedule(block) is one schedule_error that says what is wrong",
          "[make_schedule][block][limits]") {
  using Catch::Contains;
  const ps::building_block b = two_device_1f1b_by_hand();
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
