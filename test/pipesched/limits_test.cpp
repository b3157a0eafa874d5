// core/limits.hpp, checked where sizes enter the library: each limit refused with a message
// naming it, accepted at it where that is cheap; schedule_size.hpp's estimate against real
// schedules; the shapes of issue 22 that crashed or overflowed.
#include <pipesched/core/limits.hpp>
#include <pipesched/schedule_size.hpp>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>

namespace ps = pipesched;
namespace limits = pipesched::limits;

namespace {
std::string refusal(ps::family f, ps::shape sh) {
  try {
    (void)ps::checked_shape(f, sh);
  } catch (const ps::schedule_error& e) {
    return e.what();
  }
  return "accepted";
}

// What a generated schedule, its compute order and its simulated timeline hold, in bytes,
// plus the simulator's clocks (the parts the estimate counts).
std::int64_t actual_bytes(const ps::schedule& s) {
  constexpr std::int64_t action = sizeof(ps::action), timed = sizeof(ps::timed_action), clock = sizeof(double);
  std::int64_t n = 0;
  for (const auto& list : s.per_device) n += static_cast<std::int64_t>(list.size()) * (action + timed);
  n += ps::compute_only(s).action_count() * action;
  return n + std::int64_t{s.stages()} * s.microbatches() * 3 * clock;
}
}  // namespace

TEST_CASE("each schedule limit is refused just above it with a message naming it", "[limits]") {
  using ps::family;
  CHECK(refusal(family::gpipe, {limits::max_devices + 1, 1, 0}).find("limits::max_devices") != std::string::npos);
  CHECK(refusal(family::gpipe, {70000, 1, 0}).find("at most 1024 (limits::max_devices)") != std::string::npos);
  CHECK(refusal(family::gpipe, {1, limits::max_microbatches + 1, 0}).find("limits::max_microbatches") !=
        std::string::npos);
  CHECK(refusal(family::interleaved, {2, 4, limits::max_chunks + 1}).find("limits::max_chunks") != std::string::npos);
  CHECK(refusal(family::interleaved, {32, 4, 33}).find("limits::max_stages") != std::string::npos);
  CHECK(refusal(family::v_half, {513, 4, 0}).find("limits::max_stages") != std::string::npos);
  CHECK(refusal(family::two_bw, {2, 2048, 0, 0, limits::max_iterations + 1}).find("limits::max_iterations") !=
        std::string::npos);
  CHECK(refusal(family::v_half, {4, std::numeric_limits<int>::max(), 0}).find("limits::max_microbatches") !=
        std::string::npos);
  // Within every other limit, the product is what is too large.
  CHECK(refusal(family::zb_h1, {1024, limits::max_microbatches, 0}).find("limits::max_actions") != std::string::npos);
}

TEST_CASE("each schedule limit is accepted exactly at it", "[limits]") {
  using ps::family;
  CHECK(refusal(family::gpipe, {limits::max_devices, 1, 0}) == "accepted");
  CHECK(refusal(family::gpipe, {1, limits::max_microbatches, 0}) == "accepted");
  CHECK(refusal(family::interleaved, {16, 4, limits::max_chunks}) == "accepted");
  CHECK(refusal(family::v_half, {limits::max_stages / 2, 4, 0}) == "accepted");
  CHECK(refusal(family::two_bw, {2, 1024, 0, 0, limits::max_iterations}) == "accepted");
}

TEST_CASE("the building-block families generate at the largest stage count", "[limits][slow]") {
  // 64 stages was the old cap of every block family; 1024 is limits::max_stages.
  const ps::schedule one = ps::make_schedule(ps::family::zb_h1, {limits::max_stages, 2, 0}, {}, {.fill = false});
  CHECK(one.stages() == limits::max_stages);
  const ps::schedule v = ps::make_schedule(ps::family::v_half, {limits::max_stages / 2, 2, 0}, {}, {.fill = false});
  CHECK(v.stages() == limits::max_stages);
  CHECK(ps::blocks::v_min(limits::max_stages / 2).stages() == limits::max_stages);
  CHECK_THROWS_WITH(ps::blocks::zb_h2(limits::max_stages + 1), Catch::Contains("limits::max_stages"));
}

TEST_CASE("the schedule-size estimate bounds every family's real size within 4x", "[limits][schedule-size]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(1, 2, 4, 7);
  const int m = GENERATE(1, 8, 24);
  INFO(to_string(f) << " p=" << p << " m=" << m);
  const ps::shape sh{p, m, 0};
  const ps::schedule s = ps::make_schedule(f, sh);
  const std::int64_t actual = actual_bytes(s), estimate = ps::estimated_schedule_bytes(f, sh);
  CHECK(ps::estimated_schedule_actions(f, sh) >= s.action_count());
  CHECK(estimate >= actual);
  CHECK(estimate <= 4 * actual);
}

TEST_CASE("the schedule-size estimate counts 2bw's optimizer steps and more chunks", "[limits][schedule-size]") {
  const ps::shape two_bw{4, 16, 0, 0, 4}, inter{4, 8, 4};
  for (const auto& [f, sh] : {std::pair{ps::family::two_bw, two_bw}, std::pair{ps::family::interleaved, inter}}) {
    const ps::schedule s = ps::make_schedule(f, sh);
    CHECK(ps::estimated_schedule_bytes(f, sh) >= actual_bytes(s));
    CHECK(ps::estimated_schedule_bytes(f, sh) <= 4 * actual_bytes(s));
  }
}

TEST_CASE("the schedule-size estimate of an absurd shape is reported, not wrapped", "[limits][schedule-size]") {
  constexpr int big = std::numeric_limits<int>::max();
  CHECK(ps::estimated_schedule_bytes(ps::family::gpipe, {big, 1000, 0}) > std::int64_t{big} * 1000);
  CHECK_THROWS_WITH(ps::estimated_schedule_bytes(ps::family::interleaved, {big, big, big}),
                    Catch::Contains("overflows 64 bits"));
  static_assert(ps::estimated_schedule_bytes(ps::family::v_half, {4, 8, 0}) > 0);
}

TEST_CASE("issue 22's crashing shapes are refused by the library, before allocating", "[limits]") {
  using ps::family;
  CHECK_THROWS_WITH(ps::make_schedule(family::v_half, {4, 2147483647, 0}), Catch::Contains("limits::max_microbatches"));
  CHECK_THROWS_WITH(ps::make_schedule(family::gpipe, {70000, 8, 0}), Catch::Contains("limits::max_devices"));
  CHECK_THROWS_WITH(ps::make_schedule(family::one_f_one_b, {100000, 8, 0}), Catch::Contains("limits::max_devices"));
  // Called directly, repeat() checks its own size arithmetic instead of overflowing.
  CHECK_THROWS_WITH(ps::repeat(ps::blocks::v_half(4), 2147483647), Catch::Contains("too long"));
}

TEST_CASE("costs outside their range or ratio are refused with the range in the message", "[limits][costs]") {
  const auto message = [](const ps::costs& c) -> std::string {
    try {
      ps::check_costs(c);
    } catch (const ps::schedule_error& e) {
      return e.what();
    }
    return "accepted";
  };
  CHECK(message({1e308, 1e308, 1e308, 0}).find("[1e-12, 1e12]") != std::string::npos);
  CHECK(message({limits::max_cost * 2, 1, 1, 0}).find("limits::max_cost") != std::string::npos);
  CHECK(message({limits::min_cost / 2, limits::min_cost, 0, 0}).find("limits::min_cost") != std::string::npos);
  CHECK(message({1, 1, 1, 1e-7}).find("limits::max_cost_ratio") != std::string::npos);
  CHECK(message({std::numeric_limits<double>::quiet_NaN(), 1, 1, 0}) != "accepted");
  // At the edges: the ratio exactly, each bound exactly, zero W and comm.
  CHECK(message({1, 1e6, 0, 1}) == "accepted");
  CHECK(message({limits::max_cost, limits::max_cost, limits::max_cost, 0}) == "accepted");
  CHECK(message({limits::min_cost, limits::min_cost, 0, limits::min_cost}) == "accepted");
}

TEST_CASE("tiny and huge costs give the same order as their ratios at unit scale", "[limits][costs]") {
  // At 1e-9 per pass the squeeze's tolerance once let it pull passes whose inputs had not
  // arrived, and the simulator reported a deadlock that was not one. Scaled by a power of
  // two the costs keep their ratios exactly, so the order must be the same.
  const ps::family f = GENERATE(ps::family::v_half, ps::family::v_min, ps::family::zb_h1, ps::family::v_auto);
  const double unit = GENERATE(0x1p-30, 0x1p30);
  INFO(to_string(f) << " unit=" << unit);
  const ps::costs ratios{0.9, 1, 0.8, 0.05};  // the largest in [0.5, 1], where scaling puts it
  const ps::costs scaled{unit * 0.9, unit * 1, unit * 0.8, unit * 0.05};
  const ps::schedule a = ps::make_schedule(f, {4, 12, 0}, ratios), b = ps::make_schedule(f, {4, 12, 0}, scaled);
  CHECK(a == b);
  const ps::timeline t = ps::simulate(b, scaled);
  CHECK(t.makespan == Approx(ps::simulate(a, ratios).makespan * unit));
  CHECK(t.bubble == Approx(ps::simulate(a, ratios).bubble));
}

TEST_CASE("costs of 1e-9 time every family without a false deadlock", "[limits][costs]") {
  const ps::family f = GENERATE(from_range(ps::all_families));
  INFO(to_string(f));
  const ps::costs tiny{1e-9, 1e-9, 1e-9, 0};
  const ps::schedule s = ps::make_schedule(f, {4, 8, 0}, tiny);
  const ps::timeline t = ps::simulate(s, tiny);
  CHECK(std::isfinite(t.makespan));
  CHECK(t.bubble == Approx(ps::simulate(ps::make_schedule(f, {4, 8, 0}), {1, 1, 1, 0}).bubble));
}

TEST_CASE("refine steps above their limit are refused before any is taken", "[limits]") {
  CHECK_THROWS_WITH(ps::make_schedule(ps::family::v_min, {4, 8, 0}, {}, {.refine_steps = limits::max_refine_steps + 1}),
                    Catch::Contains("limits::max_refine_steps"));
}

TEST_CASE("a memory cap past int's range is above every peak, not wrapped below it", "[limits]") {
  // --memory-cap 1e10 once converted to a negative int of chunk activations.
  const ps::schedule s = ps::make_schedule(ps::family::v_half, {4, 8, 0}, {}, {.memory_cap = 1e10});
  CHECK(s == ps::make_schedule(ps::family::v_half, {4, 8, 0}));
  CHECK(ps::make_schedule(ps::family::v_auto, {4, 8, 0}, {}, {.memory_cap = 1e300}).devices() == 4);
  CHECK_THROWS_WITH(ps::make_schedule(ps::family::v_half, {4, 8, 0}, {}, {.memory_cap = std::nan("")}),
                    Catch::Contains("must not be negative"));
}

TEST_CASE("checked_mul and checked_add report exactly where 64-bit arithmetic overflows", "[limits]") {
  // The compiler's overflow builtins are the reference; ours are plain comparisons because
  // nvcc cannot evaluate the builtins in a constant expression.
  constexpr std::int64_t hi = std::numeric_limits<std::int64_t>::max();
  constexpr std::int64_t lo = std::numeric_limits<std::int64_t>::min();
  const std::int64_t edges[] = {lo, lo + 1, lo / 2, -3037000500, -3037000499, -2, -1, 0, 1, 2,
                                3037000499, 3037000500, hi / 2, hi / 2 + 1, hi - 1, hi};
  for (const std::int64_t a : edges)
    for (const std::int64_t b : edges) {
      INFO(a << " and " << b);
      std::int64_t expected = 0;
      if (__builtin_mul_overflow(a, b, &expected))
        CHECK_THROWS_AS(ps::checked_mul(a, b, "overflow"), ps::schedule_error);
      else
        CHECK(ps::checked_mul(a, b, "overflow") == expected);
      if (__builtin_add_overflow(a, b, &expected))
        CHECK_THROWS_AS(ps::checked_add(a, b, "overflow"), ps::schedule_error);
      else
        CHECK(ps::checked_add(a, b, "overflow") == expected);
    }
  static_assert(ps::checked_mul(1 << 20, 1 << 20, "overflow") == std::int64_t{1} << 40);
}
