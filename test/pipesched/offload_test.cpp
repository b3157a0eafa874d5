#include <catch2/catch.hpp>

#include <pipesched/passes/offload.hpp>
#include <pipesched/pipesched.hpp>

namespace ps = pipesched;
using ps::action_kind;
using ps::family;

namespace {
int count(const ps::schedule& s, action_kind k) {
  int n = 0;
  for (const auto& list : s.per_device)
    for (const ps::action& a : list) n += a.kind == k;
  return n;
}
}  // namespace

TEST_CASE("offloaded schedules stay valid and their static peak is the simulated one",
          "[schedule][offload]") {
  const family f = GENERATE(family::gpipe, family::one_f_one_b, family::interleaved, family::zb_h1, family::zb_h2,
                            family::v_zb, family::v_half, family::v_min);
  const int p = GENERATE(2, 4, 8);
  const int m = GENERATE(1, 2, 4) * p;
  const ps::offload_policy policy = GENERATE(ps::offload_policy{ps::offload_kind::full},
                                             ps::offload_policy{ps::offload_kind::selective, 1, 2},
                                             ps::offload_policy{ps::offload_kind::automatic});
  const double bandwidth = GENERATE(0.5, 4.0);
  CAPTURE(ps::to_string(f), p, m, static_cast<int>(policy.kind), bandwidth);
  const ps::costs c{};
  const ps::copy_engines e{bandwidth, false};
  const ps::schedule s = ps::make_schedule(f, {p, m, 0}, c, {.tail = false});
  const ps::schedule o = ps::apply_offload(s, c, e, policy);
  REQUIRE(ps::validate(o));
  REQUIRE(count(o, action_kind::offload) == count(o, action_kind::reload));
  REQUIRE(ps::compute_only(o) == ps::compute_only(s));  // the passes and their order stay
  const ps::timeline t = ps::simulate(o, c, e);
  REQUIRE(ps::timeline_peak_activations(t) == ps::peak_activations(o));
  // Offloading never raises any device's peak.
  const auto before = ps::peak_activations(s), after = ps::peak_activations(o);
  for (std::size_t d = 0; d < before.size(); ++d) REQUIRE(after[d] <= before[d]);
  if (policy.kind == ps::offload_kind::automatic)
    REQUIRE(t.makespan <= ps::simulate(s, c, e).makespan * 1.02 + 1e-9);
}

TEST_CASE("full offload keeps the peak near constant as the pipeline deepens", "[schedule][offload]") {
  // PipeOffload: with copies that fit, full offload holds ~1.5-2 units whatever p is.
  const int p = GENERATE(4, 8, 16);
  const ps::costs c{};
  const ps::copy_engines e{2.0, false};
  for (family f : {family::v_half, family::interleaved}) {
    CAPTURE(p, ps::to_string(f));
    const ps::schedule s = ps::make_schedule(f, {p, 2 * p, 0}, c, {.tail = false});
    const ps::schedule o = ps::apply_offload(s, c, e, {ps::offload_kind::full});
    REQUIRE(ps::peak_activation_units(o) <= 2.0);
    REQUIRE(ps::peak_activation_units(o) < ps::peak_activation_units(s));
  }
}

TEST_CASE("full offload of V-Half costs under 2 percent when a round trip is half of F+B",
          "[schedule][offload]") {
  // A chunk's F + B takes (1 + 1) / 2 = 1; a round trip of 1 / 2 means copies of 1 / 4:
  // one chunk activation (1/2 unit) at 2 units per time unit.
  const int p = GENERATE(4, 8, 16);
  const ps::costs c{};
  const ps::copy_engines e{2.0, false};
  const ps::schedule s = ps::make_schedule(family::v_half, {p, 4 * p, 0}, c, {.tail = false});
  const ps::schedule o = ps::apply_offload(s, c, e, {ps::offload_kind::full});
  CAPTURE(p);
  REQUIRE(ps::simulate(o, c, e).makespan <= ps::simulate(s, c, e).makespan * 1.02);
  // The same copies through a link shared by two devices take twice as long.
  const ps::copy_engines shared{2.0, true};
  REQUIRE(ps::copy_duration(o, shared) == Approx(2 * ps::copy_duration(o, e)));
}

TEST_CASE("slow copies show in the makespan", "[schedule][offload]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::one_f_one_b, {4, 16, 1}, c);
  const ps::schedule o = ps::apply_offload(s, c, {100.0, false}, {ps::offload_kind::full});
  // Placed for fast copies, the same order waits for slow ones.
  REQUIRE(ps::simulate(o, c, {0.05, false}).makespan > ps::simulate(o, c, {100.0, false}).makespan + 1);
}

TEST_CASE("a ratio offload moves that fraction of the bytes", "[schedule][offload]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::v_half, {4, 8, 2}, c, {.tail = false});
  const ps::schedule half = ps::apply_offload(s, c, {2.0, false}, {ps::offload_kind::ratio, 0.5});
  const ps::schedule full = ps::apply_offload(s, c, {2.0, false}, {ps::offload_kind::full});
  const ps::memory_deltas deltas{1000, 0, 0};
  const auto none_bytes = ps::peak_activation_bytes(s, deltas);
  const auto half_bytes = ps::peak_activation_bytes(half, deltas);
  const auto full_bytes = ps::peak_activation_bytes(full, deltas);
  for (std::size_t d = 0; d < none_bytes.size(); ++d) {
    CAPTURE(d);
    REQUIRE(full_bytes[d] <= half_bytes[d]);
    REQUIRE(half_bytes[d] <= none_bytes[d]);
  }
  REQUIRE(ps::peak_activation_units(half) < ps::peak_activation_units(s));
  REQUIRE(ps::peak_activation_units(half) > ps::peak_activation_units(full));
}

TEST_CASE("offload and reload out of place are reported", "[schedule][offload][validate]") {
  const ps::costs c{};
  ps::schedule s = ps::apply_offload(ps::make_schedule(family::one_f_one_b, {4, 8, 1}, c), c, {4.0, false},
                                     {ps::offload_kind::full});
  REQUIRE(count(s, action_kind::offload) > 0);
  SECTION("a reload without its offload") {
    for (auto& list : s.per_device)
      std::erase_if(list, [](const ps::action& a) { return a.kind == action_kind::offload; });
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("a reload has no offload"));
  }
  SECTION("a reload after the backward that needs it") {
    auto& list = s.per_device[0];
    auto reload = std::find_if(list.begin(), list.end(), [](const ps::action& a) { return a.kind == action_kind::reload; });
    const ps::action moved = *reload;
    list.erase(reload);
    list.push_back(moved);
    REQUIRE_THROWS_WITH(ps::validate(s), Catch::Contains("after the backward"));
  }
  SECTION("offloading twice") {
    REQUIRE_THROWS_WITH(ps::apply_offload(s, c, {1.0, false}, {ps::offload_kind::full}),
                        Catch::Contains("already has offload"));
  }
  SECTION("a ratio outside (0, 1]") {
    REQUIRE_THROWS_WITH(ps::apply_offload(ps::make_schedule(family::one_f_one_b, {2, 4, 1}, c), c, {1.0, false},
                                          {ps::offload_kind::ratio, 1.5}),
                        Catch::Contains("ratio"));
  }
}

TEST_CASE("offloading chunk 0 of the grouped schedule cuts the peak by more than its share of bytes",
          "[schedule][offload][interleaved-grouped]") {
  // PipeOffload: selective offload of the longest-lived chunk beats linear (p = 16, g = 8).
  const ps::costs c{};
  const ps::copy_engines e{2.0, false};
  const ps::schedule s = ps::make_schedule(family::interleaved_grouped, {16, 32, 2, 8}, c, {.tail = false});
  const ps::schedule o = ps::apply_offload(s, c, e, {.kind = ps::offload_kind::chunk, .chunk = 0});
  REQUIRE(ps::validate(o));
  for (const auto& list : o.per_device)
    for (const ps::action& a : list)
      if (a.kind == action_kind::offload) REQUIRE(ps::chunk_of(o.place, 16, a.stage) == 0);
  const double before = ps::peak_activation_units(s), after = ps::peak_activation_units(o);
  CAPTURE(before, after);
  REQUIRE(before - after > 0.5 * before);  // chunk 0 is half of every device's bytes
  REQUIRE(ps::simulate(o, c, e).makespan <= ps::simulate(s, c, e).makespan * 1.02);
  REQUIRE_THROWS_WITH(ps::apply_offload(s, c, e, {.kind = ps::offload_kind::chunk, .chunk = 2}),
                      Catch::Contains("chunk must be one of"));
}
