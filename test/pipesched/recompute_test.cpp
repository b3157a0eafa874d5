// Recompute as schedule actions (passes/recompute.hpp): the R actions' placement, the
// memory analysis with them (against counts this file derives its own way), their time in
// the simulator, the policies, and what validate refuses.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <utility>

#include <pipesched/pipesched.hpp>
#include <pipesched/io/svg.hpp>
#include <pipesched/io/torch_csv.hpp>
#include <pipesched/io/trace.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

namespace ps = pipesched;
using ps::action_kind;
using ps::family;

namespace {
int count_kind(const ps::schedule& s, action_kind k) {
  int n = 0;
  for (const auto& list : s.per_device)
    for (const ps::action& a : list) n += a.kind == k;
  return n;
}

// Peak live chunk activations per device, as interval stabbing over list positions: a
// pair is held from the position of its R (or, not recomputed, its F) to the position of
// its W or BW, both included (an overlapped action counts its F half before its
// backward half, so both pairs are live at its position). The largest number of pairs
// held at one position is the peak. Written without activation_delta or passes_of.
std::vector<int> held_pairs_peak(const ps::schedule& s) {
  std::vector<int> out;
  for (const auto& list : s.per_device) {
    std::map<std::pair<int, int>, int> from, to;
    std::map<std::pair<int, int>, int> f_at, r_at;
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const ps::action& a = list[static_cast<std::size_t>(i)];
      if (a.kind == action_kind::F || a.kind == action_kind::overlap_f_b || a.kind == action_kind::overlap_f_bw)
        f_at[{a.stage, a.microbatch}] = i;
      if (a.kind == action_kind::recompute) r_at[{a.stage, a.microbatch}] = i;
      if (a.kind == action_kind::W || a.kind == action_kind::BW) to[{a.stage, a.microbatch}] = i;
      if (a.kind == action_kind::overlap_f_bw) to[{a.back_stage, a.back_microbatch}] = i;
    }
    for (const auto& [pair, i] : f_at) from[pair] = r_at.count(pair) ? r_at[pair] : i;
    int peak = 0;
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      int held = 0;
      for (const auto& [pair, start] : from)
        held += start <= i && to.count(pair) && to[pair] >= i;
      peak = std::max(peak, held);
    }
    out.push_back(peak);
  }
  return out;
}

// Busy time of each device in a timeline: the summed durations of its computes.
std::vector<double> busy(const ps::timeline& t) {
  std::vector<double> out;
  for (const auto& list : t.per_device) {
    double x = 0;
    for (const ps::timed_action& a : list)
      if (ps::is_compute(a.what.kind)) x += a.end - a.start;
    out.push_back(x);
  }
  return out;
}

ps::schedule with_r(ps::schedule s, int device, std::size_t before, ps::action r) {
  auto& list = s.per_device[static_cast<std::size_t>(device)];
  list.insert(list.begin() + static_cast<std::ptrdiff_t>(before), r);
  return s;
}

std::size_t position(const ps::schedule& s, int device, ps::action a) {
  const auto& list = s.per_device[static_cast<std::size_t>(device)];
  return static_cast<std::size_t>(std::find(list.begin(), list.end(), a) - list.begin());
}
}  // namespace

// The pass and the analyses run in constant evaluation too, like their neighbours.
static_assert([] {
  const ps::schedule s = ps::family_schedule<family::one_f_one_b, ps::shape{2, 4, 1}>::to_schedule();
  const ps::schedule r = ps::apply_recompute(s, {}, {ps::recompute_kind::full});
  return ps::validate(r) && ps::max_peak_activations(s) == 2 && ps::max_peak_activations(r) == 1 &&
         ps::peak_activation_bytes(r, ps::memory_deltas{10, 0, 0, 3, 2})[0] == 13;  // f_alloc + one other input
}());

TEST_CASE("full recompute is valid on every family and its peak is the count of held pairs",
          "[schedule][recompute]") {
  const family f = GENERATE(from_range(ps::all_families));
  const int p = GENERATE(2, 3, 4, 5, 6, 8);
  const int m = p * GENERATE(1, 2, 3);
  CAPTURE(ps::to_string(f), p, m);
  const ps::costs c{1, 1.5, 0.5, 0.1};
  ps::schedule s;
  try {
    s = ps::make_schedule(f, {p, m, 0}, c);
  } catch (const ps::schedule_error&) {
    return;  // a shape the family does not take (covered by its own tests)
  }
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::full});
  REQUIRE(ps::validate(r));
  REQUIRE(ps::compute_only(r).action_count() == ps::compute_only(s).action_count() + count_kind(r, action_kind::recompute));
  // Every pair with a compute between its F and its backward gets one R.
  int expected_rs = 0;
  for (const auto& list : s.per_device)
    for (std::size_t i = 0; i < list.size(); ++i) {
      const bool forward = list[i].kind == action_kind::F || ps::is_overlap(list[i].kind);
      if (!forward) continue;
      bool compute_between = false;
      for (std::size_t k = i + 1; k < list.size(); ++k) {
        const auto passes = ps::passes_of(list[k]);
        const bool backward = std::any_of(passes.begin(), passes.end(), [&](const ps::action& x) {
          return (x.kind == action_kind::B || x.kind == action_kind::BW) && x.stage == list[i].stage &&
                 x.microbatch == list[i].microbatch;
        });
        if (backward) break;
        compute_between = compute_between || ps::is_compute(list[k].kind);
      }
      expected_rs += compute_between;
    }
  REQUIRE(count_kind(r, action_kind::recompute) == expected_rs);
  REQUIRE(ps::peak_activations(r) == held_pairs_peak(r));
  REQUIRE(ps::peak_activations(s) == held_pairs_peak(s));
  const ps::timeline t = ps::simulate(r, c);
  REQUIRE(ps::timeline_peak_activations(t) == ps::peak_activations(r));
  // Recompute never raises a device's peak.
  const auto before = ps::peak_activations(s), after = ps::peak_activations(r);
  for (std::size_t d = 0; d < before.size(); ++d) REQUIRE(after[d] <= before[d]);
  // Each R is an F's time of its device: busy time grows by exactly that, and the
  // makespan by at most every R's time together.
  const ps::timeline plain = ps::simulate(s, c);
  const std::vector<int> rs = ps::recompute_counts(r);
  const std::vector<double> busy_plain = busy(plain), busy_r = busy(t);
  double all_r = 0;
  for (int d = 0; d < p; ++d) {
    const double added = rs[static_cast<std::size_t>(d)] * c.f / s.chunks();
    REQUIRE(busy_r[static_cast<std::size_t>(d)] == Approx(busy_plain[static_cast<std::size_t>(d)] + added));
    all_r += added;
  }
  REQUIRE(t.makespan >= plain.makespan - 1e-9);
  REQUIRE(t.makespan <= plain.makespan + all_r + 1e-9);
  REQUIRE(t.work == Approx(*std::max_element(busy_r.begin(), busy_r.end())));
}

TEST_CASE("on one device nothing hides a recompute: the makespan grows by every R's time",
          "[schedule][recompute]") {
  // GPipe: every F, then every backward (1F1B and ZB-H1 on one device run each F's
  // backward right after it, so they have nothing to recompute).
  const int m = GENERATE(2, 4, 7);
  CAPTURE(m);
  const ps::costs c{2, 3, 1, 0};
  const ps::schedule s = ps::make_schedule(family::gpipe, {1, m, 0}, c);
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::full});
  const int rs = count_kind(r, action_kind::recompute);
  REQUIRE(rs >= m - 1);  // at most the last microbatch's backward follows its F
  REQUIRE(ps::simulate(r, c).makespan == Approx(ps::simulate(s, c).makespan + rs * c.f));
}

TEST_CASE("selective recompute lowers each device's peak monotonically in K and reaches full's",
          "[schedule][recompute]") {
  const family f = GENERATE(family::gpipe, family::one_f_one_b, family::interleaved, family::zb_h2, family::v_half,
                            family::v_min, family::dualpipe_v);
  const int p = GENERATE(2, 4, 6);
  const int m = p * GENERATE(1, 2, 3);
  CAPTURE(ps::to_string(f), p, m);
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(f, {p, m, 0}, c);
  REQUIRE(ps::apply_recompute(s, c, {ps::recompute_kind::selective, 0}) == s);
  std::vector<int> previous = ps::peak_activations(s);
  const int most = m * s.chunks();
  bool lowered = false;
  for (int k = 1; k <= most; ++k) {
    CAPTURE(k);
    const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::selective, k});
    REQUIRE(ps::validate(r));
    for (int x : ps::recompute_counts(r)) REQUIRE(x <= k);
    const std::vector<int> peaks = ps::peak_activations(r);
    for (std::size_t d = 0; d < peaks.size(); ++d) {
      REQUIRE(peaks[d] <= previous[d]);
      lowered = lowered || peaks[d] < previous[d];
    }
    previous = peaks;
  }
  REQUIRE(lowered);
  const ps::schedule full = ps::apply_recompute(s, c, {ps::recompute_kind::full});
  REQUIRE(previous == ps::peak_activations(full));
  REQUIRE(count_kind(ps::apply_recompute(s, c, {ps::recompute_kind::selective, most}), action_kind::recompute) ==
          count_kind(full, action_kind::recompute));
}

TEST_CASE("automatic recompute stays within epsilon of the makespan and takes all when epsilon allows",
          "[schedule][recompute]") {
  const family f = GENERATE(family::one_f_one_b, family::zb_h1, family::v_half, family::dualpipe_v);
  const int p = GENERATE(2, 4);
  const int m = 2 * p;
  const double eps = GENERATE(0.0, 0.05, 0.2);
  CAPTURE(ps::to_string(f), p, m, eps);
  const ps::costs c{1, 1, 1, 0.2};
  const ps::schedule s = ps::make_schedule(f, {p, m, 0}, c);
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::automatic, 0, eps});
  REQUIRE(ps::validate(r));
  const double base = ps::simulate(s, c).makespan;
  REQUIRE(ps::simulate(r, c).makespan <= base * (1 + eps) + 1e-9);
  // With room for every recompute it takes them all: the peak of full recompute.
  const ps::schedule all = ps::apply_recompute(s, c, {ps::recompute_kind::automatic, 0, 1e6});
  REQUIRE(ps::peak_activations(all) == ps::peak_activations(ps::apply_recompute(s, c, {ps::recompute_kind::full})));
}

TEST_CASE("recompute then offload composes: recomputed pairs are never offloaded", "[schedule][recompute][offload]") {
  const family f = GENERATE(family::one_f_one_b, family::interleaved, family::v_half, family::zb_h1);
  CAPTURE(ps::to_string(f));
  const ps::costs c{};
  const ps::copy_engines e{2.0, false};
  const ps::schedule s = ps::make_schedule(f, {4, 8, 0}, c, {.tail = false});
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::selective, 2});
  const ps::schedule o = ps::apply_offload(r, c, e, {ps::offload_kind::full});
  REQUIRE(ps::validate(o));
  REQUIRE(count_kind(o, action_kind::offload) > 0);
  for (const auto& list : o.per_device)
    for (const ps::action& a : list)
      if (a.kind == action_kind::offload)
        REQUIRE(std::find(list.begin(), list.end(), ps::action{action_kind::recompute, a.stage, a.microbatch}) ==
                list.end());
  REQUIRE(ps::timeline_peak_activations(ps::simulate(o, c, e)) == ps::peak_activations(o));
  // Offload on top of recompute never raises a device's peak.
  const auto before = ps::peak_activations(r), after = ps::peak_activations(o);
  for (std::size_t d = 0; d < before.size(); ++d) REQUIRE(after[d] <= before[d]);
}

TEST_CASE("the bytes of a recomputed pair: its input from F on, the checkpoint's transient, the rest from R",
          "[schedule][recompute][memory]") {
  // One device, two microbatches: F0 F1 B1 W1 R0 B0 W0 with (0, 0) recomputed.
  ps::schedule s{{1, 2, 1}, ps::placement::loop, true, {}};
  s.per_device = {{{action_kind::F, 0, 0},
                   {action_kind::F, 0, 1},
                   {action_kind::B, 0, 1},
                   {action_kind::W, 0, 1},
                   {action_kind::recompute, 0, 0},
                   {action_kind::B, 0, 0},
                   {action_kind::W, 0, 0}}};
  REQUIRE(ps::validate(s));
  ps::memory_deltas m{.f_alloc = 10, .b_free = 3, .b_temp = 2, .f_input = 4, .f_checkpoint_temp = 5};
  // F0: 4 + 5 = 9 at most, 4 after; F1: 14; B1: 16 at most, 11 after; W1: 4; R0: 10;
  // B0: 12 at most. Without R: F0 10, F1 20, B1 22.
  CHECK(ps::peak_activation_bytes(s, m) == std::vector<long long>{16});
  m.f_checkpoint_temp = 20;  // the checkpointed F's transient is then the peak: 4 + 20
  CHECK(ps::peak_activation_bytes(s, m) == std::vector<long long>{24});
  CHECK(ps::peak_activations(s) == std::vector<int>{1});
  m.f_input = 11;  // more than f_alloc: refused
  REQUIRE_THROWS_WITH(ps::peak_activation_bytes(s, m), Catch::Contains("f_input"));
}

TEST_CASE("validate refuses a misplaced or repeated R naming its device, stage and microbatch",
          "[schedule][recompute][validate]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::one_f_one_b, {2, 4, 1}, c);
  const ps::action r{action_kind::recompute, 0, 1};
  const std::size_t f = position(s, 0, {action_kind::F, 0, 1});
  const std::size_t b = position(s, 0, {action_kind::BW, 0, 1});
  REQUIRE(b < s.per_device[0].size());
  REQUIRE(ps::validate(with_r(s, 0, b, r)));
  REQUIRE_THROWS_WITH(ps::validate(with_r(s, 0, f, r)),
                      "device 0, stage 0, microbatch 1, pass R: a recompute comes before its F");
  REQUIRE_THROWS_WITH(ps::validate(with_r(s, 0, b + 1, r)),
                      "device 0, stage 0, microbatch 1, pass R: a recompute comes after the backward that needs it");
  REQUIRE_THROWS_WITH(ps::validate(with_r(with_r(s, 0, b, r), 0, b, r)),
                      "device 0, stage 0, microbatch 1, pass R: a microbatch is recomputed twice (one R per stage "
                      "and microbatch)");
  REQUIRE_THROWS_WITH(ps::validate(with_r(s, 1, 0, r)),
                      "device 1, stage 0, microbatch 1, pass R: an action runs on a device that does not hold its "
                      "stage");
  // A recomputed pair that is also offloaded.
  ps::schedule both = with_r(s, 0, b, r);
  both = with_r(both, 0, f + 1, {action_kind::offload, 0, 1});
  both = with_r(both, 0, position(both, 0, r), {action_kind::reload, 0, 1});
  REQUIRE_THROWS_WITH(ps::validate(both), "device 0, stage 0, microbatch 1, pass offload: a recomputed microbatch "
                                          "is also offloaded (its F keeps only its input: nothing to move)");
  REQUIRE_THROWS_WITH(ps::apply_recompute(with_r(s, 0, b, r), c, {ps::recompute_kind::full}),
                      "this schedule already has recompute actions");
}

TEST_CASE("an R goes right before its backward and ahead of the recvs listed just before it",
          "[schedule][recompute]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::one_f_one_b, {4, 8, 1}, c);
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::full});
  int checked = 0;
  for (const auto& list : r.per_device)
    for (std::size_t i = 0; i < list.size(); ++i) {
      if (list[i].kind != action_kind::recompute) continue;
      std::size_t k = i + 1;
      while (list[k].kind == action_kind::recv_backward || list[k].kind == action_kind::recv_forward) ++k;
      REQUIRE(list[k] == ps::action{action_kind::BW, list[i].stage, list[i].microbatch});
      REQUIRE(list[i - 1].kind != action_kind::recv_backward);
      ++checked;
    }
  REQUIRE(checked == count_kind(r, action_kind::recompute));
  // Comm inserted again around the same computes keeps every R and stays valid.
  const ps::schedule again = ps::insert_comm(ps::compute_only(r));
  REQUIRE(ps::validate(again));
  REQUIRE(ps::compute_only(again) == ps::compute_only(r));
}

TEST_CASE("the text, svg and trace outputs show R and torch's CSV refuses it", "[schedule][recompute][io]") {
  const ps::costs c{};
  const ps::schedule s = ps::make_schedule(family::one_f_one_b, {2, 4, 1}, c);
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::full});
  CHECK(ps::io::action_label({action_kind::recompute, 3, 7}) == "R3.7");
  const ps::timeline t = ps::simulate(r, c);
  const std::string svg = ps::io::render_svg({{"recompute", &r, &t}});
  CHECK(svg.find("class=\"blk R\"") != std::string::npos);
  CHECK(svg.find("R recompute") != std::string::npos);
  const ps::timeline plain_time = ps::simulate(s, c);
  const std::string plain_svg = ps::io::render_svg({{"plain", &s, &plain_time}});
  CHECK(plain_svg.find("R recompute") == std::string::npos);
  const std::string trace = ps::io::to_chrome_trace(r, t);
  CHECK(trace.find("\"cat\":\"R\"") != std::string::npos);
  // The activation curve counts a recomputed pair from its R on: its top is the order's peak.
  for (int d = 0; d < r.devices(); ++d) {
    int top = 0;
    for (const ps::io::activation_step& st : ps::io::activation_curve(t, d)) top = std::max(top, st.live);
    CHECK(top == ps::peak_activations(r)[static_cast<std::size_t>(d)]);
  }
  REQUIRE_THROWS_WITH(ps::io::to_torch_csv(r), Catch::Contains("torch 2.15's schedule CSV has no recompute action"));
  REQUIRE_NOTHROW(ps::io::to_torch_csv(s));
}
