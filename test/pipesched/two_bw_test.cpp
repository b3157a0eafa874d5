// PipeDream-2BW as a schedule: 1F1B without a flush over K iterations, with optimizer
// steps that validate() places and the analyses time and bound.
#include <catch2/catch.hpp>

#include <pipesched/pipesched.hpp>

#include <algorithm>
#include <string>
#include <vector>

namespace ps = pipesched;
using ps::action;
using ps::action_kind;
using ps::family;

namespace {

ps::schedule two_bw(int p, int m, int K, const ps::costs& c = {}) {
  return ps::make_schedule(family::two_bw, {p, K * m, 0, 0, K}, c);
}

int index_of(const std::vector<action>& list, action a) {
  const auto it = std::find(list.begin(), list.end(), a);
  return it == list.end() ? -1 : static_cast<int>(it - list.begin());
}

std::string error_of(const ps::schedule& s) {
  try {
    ps::validate(s);
  } catch (const ps::schedule_error& e) {
    return e.what();
  }
  return "valid";
}

}  // namespace

TEST_CASE("2bw is one 1F1B order over every iteration with a step per stage and iteration but the last",
          "[schedule][2bw]") {
  const int p = GENERATE(1, 2, 3, 4, 8);
  const int mult = GENERATE(0, 1, 2);
  const int m = mult == 0 ? p - 1 : mult * p;  // p-1 (the least two versions allow), p, 2p
  const int K = GENERATE(2, 3, 4);
  if (m < 1) return;
  CAPTURE(p, m, K);
  const ps::costs c{};
  const ps::schedule s = two_bw(p, m, K, c);
  REQUIRE(ps::validate(s));
  CHECK(s.dims == ps::shape{p, K * m, 1, 0, K});
  CHECK(s.dims.microbatches_per_iteration() == m);
  CHECK_FALSE(s.split);
  CHECK(s.place == ps::placement::loop);
  // The compute order is 1F1B's over K*m microbatches: warm-up once, cool-down once.
  CHECK(ps::compute_only(s).per_device == ps::compute_only(ps::make_schedule(family::one_f_one_b, {p, K * m, 1}, c)).per_device);
  for (int d = 0; d < p; ++d) {
    const auto& list = s.actions(d);
    const int steps = static_cast<int>(std::count_if(list.begin(), list.end(), [](const action& a) {
      return a.kind == action_kind::optimizer_step;
    }));
    CHECK(steps == K - 1);
    for (int t = 0; t + 1 < K; ++t) {
      const int step = index_of(list, {action_kind::optimizer_step, d, t});
      const int last_bw = index_of(list, {action_kind::BW, d, t * m + m - 1});
      REQUIRE(step > last_bw);
      // Right after that BW and its send; nothing else between.
      for (int i = last_bw + 1; i < step; ++i) CHECK(ps::is_send(list[i].kind));
      // Weight stashing at work: device d has already run p-1-d forwards of iteration t+1
      // (as many as there are) when it steps iteration t.
      const int ahead = static_cast<int>(std::count_if(list.begin(), list.begin() + step, [&](const action& a) {
        return a.kind == action_kind::F && a.microbatch / m == t + 1;
      }));
      CHECK(ahead == std::min(p - 1 - d, m));
    }
  }
  // The generic generator without gap filling builds the same schedule.
  CHECK(ps::orders::two_bw(p, m, K) == s);
}

TEST_CASE("2bw at unit costs warms up and cools down once: makespan 3Km + 3(p-1)", "[schedule][2bw]") {
  const int p = GENERATE(2, 4, 8);
  const int m = p * GENERATE(1, 2);
  const int K = GENERATE(2, 3, 4);
  CAPTURE(p, m, K);
  const ps::costs c{};
  const ps::schedule s = two_bw(p, m, K, c);
  const ps::timeline t = ps::simulate(s, c);
  CHECK(t.makespan == Approx(3.0 * K * m + 3.0 * (p - 1)).margin(1e-9));
  CHECK(t.bubble == Approx(static_cast<double>(p - 1) / (K * m + p - 1)).margin(1e-12));
  // K flushed 1F1B iterations pay the fill and drain K times.
  const double flushed = K * ps::simulate(ps::make_schedule(family::one_f_one_b, {p, m, 1}, c), c).makespan;
  CHECK(flushed - t.makespan == Approx(3.0 * (K - 1) * (p - 1)).margin(1e-9));
  // Steps take no time: each starts and ends where its device is free, after its BW.
  for (int d = 0; d < p; ++d) {
    const auto& list = t.per_device[d];
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (list[i].what.kind != action_kind::optimizer_step) continue;
      CHECK(list[i].start == list[i].end);
      double bw_end = 0;
      for (std::size_t k = 0; k < i; ++k)
        if (ps::is_compute(list[k].what.kind)) bw_end = list[k].end;
      CHECK(list[i].start == Approx(bw_end));
    }
  }
  CHECK(ps::timeline_peak_activations(t) == ps::peak_activations(s));
}

TEST_CASE("2bw is valid at unbalanced costs with comm latency", "[schedule][2bw]") {
  const ps::costs c{18.5, 18.1, 9.3, 0.6};
  const int p = GENERATE(2, 4, 8);
  const ps::schedule s = two_bw(p, p, 3, c);
  REQUIRE(ps::validate(s));
  const ps::timeline t = ps::simulate(s, c);
  CHECK(ps::timeline_peak_activations(t) == ps::peak_activations(s));
  CHECK(t.makespan < 3 * ps::simulate(ps::make_schedule(family::one_f_one_b, {p, p, 1}, c), c).makespan);
}

TEST_CASE("2bw's activation peak is 1F1B's p units and its bound in bytes adds a second weight version",
          "[schedule][2bw][memory]") {
  const int p = GENERATE(2, 4, 8);
  const int m = p * GENERATE(1, 2);
  const int K = GENERATE(2, 4);
  CAPTURE(p, m, K);
  const ps::schedule s = two_bw(p, m, K);
  const ps::schedule flushed = ps::make_schedule(family::one_f_one_b, {p, m, 1});
  CHECK(ps::peak_activation_units(s) == p);
  CHECK(ps::peak_activations(s) == ps::peak_activations(flushed));  // p - d on device d

  const ps::memory_deltas act{1000, 200, 50};
  CHECK(ps::peak_activation_bytes(s, act) == ps::peak_activation_bytes(flushed, act));
  std::vector<long long> weights(static_cast<std::size_t>(p));
  for (int st = 0; st < p; ++st) weights[st] = 4096 + 8 * st;
  const std::vector<ps::memory_deltas> deltas(static_cast<std::size_t>(p), act);
  CHECK(ps::weight_versions(family::two_bw) == 2);
  for (ps::family f : ps::all_families)
    if (f != family::two_bw) CHECK(ps::weight_versions(f) == 1);
  const auto bound = ps::peak_bytes_with_weights(s, deltas, weights, ps::weight_versions(family::two_bw));
  const auto flushed_bound =
      ps::peak_bytes_with_weights(flushed, deltas, weights, ps::weight_versions(family::one_f_one_b));
  const auto activations = ps::peak_activation_bytes(s, act);
  for (int d = 0; d < p; ++d) {
    CHECK(bound[d] == activations[d] + 2 * weights[d]);
    CHECK(bound[d] - flushed_bound[d] == weights[d]);
  }
}

TEST_CASE("2bw of one iteration is 1F1B", "[schedule][2bw]") {
  const int p = GENERATE(1, 2, 4);
  const int m = GENERATE(1, 3, 8);
  CAPTURE(p, m);
  const ps::schedule one = ps::make_schedule(family::two_bw, {p, m, 0});
  CHECK(one == ps::make_schedule(family::one_f_one_b, {p, m, 1}));
  CHECK(one == ps::make_schedule(family::two_bw, {p, m, 0, 0, 1}));  // 1 and 0 both mean one
  CHECK(one.dims.iterations == 0);
}

TEST_CASE("only 2bw takes iterations and only as many microbatches as two versions allow",
          "[schedule][2bw]") {
  for (ps::family f : ps::all_families) {
    if (f == family::two_bw) continue;
    CAPTURE(ps::to_string(f));
    REQUIRE_THROWS_WITH(ps::make_schedule(f, {4, 8, 0, 0, 2}),
                        Catch::Contains("only 2bw spans several iterations"));
  }
  REQUIRE_THROWS_WITH(ps::make_schedule(family::two_bw, {4, 9, 0, 0, 2}), Catch::Contains("divide evenly"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::two_bw, {4, 4, 0, 0, 2}), Catch::Contains("at least p-1"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::two_bw, {4, 8, 0, 0, -1}), Catch::Contains("negative"));
  REQUIRE_THROWS_WITH(ps::make_schedule(family::two_bw, {4, 8, 2, 0, 2}), Catch::Contains("exactly 1 chunk"));
  REQUIRE(ps::parse_family("2bw") == family::two_bw);
  REQUIRE(ps::to_string(family::two_bw) == "2bw");
  REQUIRE(ps::default_chunks(family::two_bw) == 1);
}

TEST_CASE("validate places each step between its iteration's last backward and iteration t+2's first forward",
          "[schedule][2bw][validate]") {
  const int p = 4, m = 4, K = 3;
  const ps::schedule good = two_bw(p, m, K);
  const int d = 1, t = 0;
  const action step{action_kind::optimizer_step, d, t};
  auto moved = [&](int to_before) {  // the step moved to just before action `to_before` of device d
    ps::schedule s = good;
    auto& list = s.per_device[d];
    const action target = good.per_device[d][to_before];
    list.erase(list.begin() + index_of(list, step));
    list.insert(list.begin() + index_of(list, target), step);
    return s;
  };
  const auto& list = good.actions(d);
  const int last_bw = index_of(list, {action_kind::BW, d, m - 1});
  const int first_f2 = index_of(list, {action_kind::F, d, 2 * m});
  // Anywhere after the BW and up to iteration 2's first F is valid: iteration 1's
  // forwards before it run on the stashed version.
  CHECK(error_of(moved(first_f2)) == "valid");
  CHECK(error_of(moved(last_bw)) ==
        "device 1, stage 1, microbatch 0, pass optimizer_step: an optimizer step comes before a backward of its iteration");
  {
    ps::schedule s = good;
    auto& l = s.per_device[d];
    l.erase(l.begin() + index_of(l, step));
    l.insert(l.begin() + index_of(l, {action_kind::F, d, 2 * m}) + 1, step);  // after iteration 2's first F
    CHECK_THAT(error_of(s), Catch::Contains("after a forward of iteration t+2"));
  }
  {
    ps::schedule s = good;
    auto& l = s.per_device[d];
    l.erase(l.begin() + index_of(l, step));
    CHECK_THAT(error_of(s), Catch::Contains("an optimizer step is missing"));
    l.push_back(step);  // at the very end: after iteration 2's forwards and after step 1
    CHECK_THAT(error_of(s), Catch::Contains("after a forward of iteration t+2"));
  }
  {
    ps::schedule s = good;
    s.per_device[d].push_back({action_kind::optimizer_step, d, K - 1});
    CHECK_THAT(error_of(s), Catch::Contains("the last one's step is the caller's"));
    s = good;
    s.per_device[d].insert(s.per_device[d].begin() + index_of(s.per_device[d], step), step);
    CHECK_THAT(error_of(s), Catch::Contains("an optimizer step appears twice"));
    s = good;
    s.per_device[0].push_back({action_kind::optimizer_step, d, 1});
    CHECK_THAT(error_of(s), Catch::Contains("does not hold its stage"));
  }
  {
    // Two steps of one stage out of order (both after iteration 1's backwards; K = 4 so
    // iteration 2's forwards bound neither).
    ps::schedule s = two_bw(p, m, 4);
    auto& l = s.per_device[d];
    const action s0{action_kind::optimizer_step, d, 0}, s1{action_kind::optimizer_step, d, 1};
    l.erase(l.begin() + index_of(l, s0));
    l.insert(l.begin() + index_of(l, s1) + 1, s0);
    CHECK_THAT(error_of(s), Catch::Contains("after a forward of iteration t+2"));
  }
  // A one-iteration schedule has no steps.
  ps::schedule flushed = ps::make_schedule(family::one_f_one_b, {p, m, 1});
  flushed.per_device[0].push_back({action_kind::optimizer_step, 0, 0});
  CHECK_THAT(error_of(flushed), Catch::Contains("schedule of one iteration"));
}
