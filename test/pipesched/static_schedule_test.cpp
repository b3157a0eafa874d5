#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

namespace ps = pipesched;

using v_half_8 = ps::family_schedule<ps::family::v_half, ps::shape{8, 24, 2}>;
static_assert(v_half_8::peak_activation_units() == 5);  // floor((8 + 2) / 2)
static_assert(v_half_8::dims.devices == 8);

using v_min_16 = ps::family_schedule<ps::family::v_min, ps::shape{16, 32, 2}>;
static_assert(v_min_16::peak_activation_units() == 6);  // floor((16 + 4) / 3)

using custom = ps::block_schedule<ps::blocks::zb_h1(4), ps::shape{4, 8, 1}>;
static_assert(custom::peak_activation_units() == 4);

TEST_CASE("a compile-time schedule holds the same actions as the run-time one", "[static]") {
  const auto runtime = ps::make_schedule(ps::family::v_half, {8, 24, 2}, {}, {.fill = false});
  REQUIRE(v_half_8::to_schedule() == runtime);
  for (int d = 0; d < 8; ++d) REQUIRE(v_half_8::actions(d).size() == runtime.actions(d).size());
  REQUIRE(v_half_8::peak_activation_bytes(ps::memory_deltas{100, 0, 0}) == 1000);  // 10 chunk activations
}

TEST_CASE("a block's run-time schedule is its compile-time one without the squeeze", "[static][block]") {
  const ps::schedule s = ps::make_schedule(ps::blocks::zb_h1(4), ps::shape{4, 8}, {}, {.fill = false});
  REQUIRE(s == custom::to_schedule());
}
