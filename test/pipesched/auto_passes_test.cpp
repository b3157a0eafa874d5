// The offload and recompute passes against the straightforward algorithms they replaced
// (kept here as the reference): the candidates found by a walk from each forward to its
// backward, the peak-lowering order as a round-by-round rescan of every candidate's
// stretch, the insertions as a list per position, and the automatic policies as a scan
// over every k. Over all
// families, p = 2..6, m = 1..3p, every policy: the same actions in the same places, so the
// same peaks and makespans. And the premise of the automatic policies' binary search
// (passes/detail/largest_within.hpp): the makespan never falls as k grows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstddef>
#include <limits>
#include <string>
#include <vector>

#include <pipesched/pipesched.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

namespace ps = pipesched;
using ps::family;

namespace auto_passes_test {

// The peak-lowering order as it was written first: each round recounts every left
// candidate's hits on the current peak (O(n^2 L)).
template <class Candidate, class Stretch>
constexpr std::vector<Candidate> reference_peak_order(std::vector<Candidate> left, std::vector<int> live,
                                                      Stretch stretch) {
  std::sort(left.begin(), left.end(), [&](const Candidate& a, const Candidate& b) {
    const ps::detail::peak_stretch x = stretch(a), y = stretch(b);
    return x.lifespan != y.lifespan ? x.lifespan > y.lifespan : x.from < y.from;
  });
  std::vector<Candidate> order;
  while (!left.empty()) {
    int peak = 0;
    for (int x : live) peak = x > peak ? x : peak;
    std::size_t best = left.size();
    int best_hits = 0;
    for (std::size_t k = 0; k < left.size(); ++k) {
      const ps::detail::peak_stretch x = stretch(left[k]);
      int hits = 0;
      for (std::size_t i = x.from; i < x.to; ++i) hits += live[i] == peak;
      if (hits > best_hits) best = k, best_hits = hits;
    }
    if (best == left.size()) break;
    const ps::detail::peak_stretch x = stretch(left[best]);
    for (std::size_t i = x.from; i < x.to; ++i) --live[i];
    order.push_back(left[best]);
    left.erase(left.begin() + static_cast<std::ptrdiff_t>(best));
  }
  for (const Candidate& x : left) order.push_back(x);
  return order;
}

// The candidate scans, as they were: from each forward, a walk to its backward.
std::vector<ps::detail::offload_candidate> reference_offload_candidates(const ps::schedule& s, int d,
                                                                        const ps::costs& c, double copy) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  std::vector<ps::detail::offload_candidate> out;
  const std::vector<char> recomputed = ps::recomputed_pairs(s);
  const ps::pass_durations durations(c, s.chunks());
  auto duration = [&](std::size_t i) { return durations.of(list[i].kind); };
  auto has_forward = [](const ps::action& x) { return x.kind == ps::action_kind::F || ps::is_overlap(x.kind); };
  for (std::size_t f = 0; f < list.size(); ++f) {
    if (!has_forward(list[f])) continue;
    const ps::action a = ps::passes_of(list[f]).pass[0];
    if (ps::is_recomputed(recomputed, s.microbatches(), a.stage, a.microbatch)) continue;
    std::size_t b = f + 1;
    while (b < list.size() && !ps::detail::runs_backward_of(list[b], a)) ++b;
    if (b == list.size()) continue;
    std::size_t off = f + 1;
    for (double covered = 0; off < b && covered < copy; ++off) covered += duration(off);
    std::size_t re = b;
    for (double covered = 0; re > off && covered < copy;) covered += duration(--re);
    bool forward_between = false;
    for (std::size_t i = off; i < re; ++i) forward_between = forward_between || has_forward(list[i]);
    if (forward_between) out.push_back({a.stage, a.microbatch, off, re, b - f});
  }
  return out;
}

std::vector<ps::detail::recompute_candidate> reference_recompute_candidates(const ps::schedule& s, int d) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  const auto m = static_cast<std::size_t>(s.microbatches());
  std::vector<char> offloaded(static_cast<std::size_t>(s.stages()) * m, 0);
  for (const ps::action& a : list)
    if (a.kind == ps::action_kind::offload) offloaded[static_cast<std::size_t>(a.stage) * m + static_cast<std::size_t>(a.microbatch)] = 1;
  std::vector<ps::detail::recompute_candidate> out;
  for (std::size_t f = 0; f < list.size(); ++f) {
    if (list[f].kind != ps::action_kind::F && !ps::is_overlap(list[f].kind)) continue;
    const ps::action a = ps::passes_of(list[f]).pass[0];
    if (offloaded[static_cast<std::size_t>(a.stage) * m + static_cast<std::size_t>(a.microbatch)]) continue;
    std::size_t b = f + 1;
    bool compute_between = false;
    for (; b < list.size() && !ps::detail::runs_backward_of(list[b], a); ++b)
      compute_between = compute_between || ps::is_compute(list[b].kind);
    if (b == list.size() || !compute_between) continue;
    std::size_t r = b;
    while (r > f + 1 && (list[r - 1].kind == ps::action_kind::recv_forward ||
                         list[r - 1].kind == ps::action_kind::recv_backward || list[r - 1].kind == ps::action_kind::reload))
      --r;
    out.push_back({a.stage, a.microbatch, f + 1, r, b - f});
  }
  return out;
}

// The insertions, as they were: a list of actions due before each position.
ps::schedule reference_with_offloads(const ps::schedule& s,
                                     const std::vector<std::vector<ps::detail::offload_candidate>>& chosen,
                                     double fraction) {
  ps::schedule out = s;
  out.offload_fraction = fraction;
  for (std::size_t d = 0; d < s.per_device.size(); ++d) {
    const auto& list = s.per_device[d];
    std::vector<std::vector<ps::action>> before(list.size() + 1);
    for (const auto& x : chosen[d]) before[x.offload_before].push_back({ps::action_kind::offload, x.stage, x.microbatch});
    for (const auto& x : chosen[d]) before[x.reload_before].push_back({ps::action_kind::reload, x.stage, x.microbatch});
    auto& merged = out.per_device[d];
    merged.clear();
    for (std::size_t i = 0; i <= list.size(); ++i) {
      for (const ps::action& a : before[i]) merged.push_back(a);
      if (i < list.size()) merged.push_back(list[i]);
    }
  }
  return out;
}

ps::schedule reference_with_recomputes(const ps::schedule& s,
                                       std::vector<std::vector<ps::detail::recompute_candidate>> chosen) {
  ps::schedule out = s;
  for (std::size_t d = 0; d < s.per_device.size(); ++d) {
    const auto& list = s.per_device[d];
    auto& mine = chosen[d];
    std::sort(mine.begin(), mine.end(), [](const auto& x, const auto& y) { return x.after_f < y.after_f; });
    std::vector<std::vector<ps::action>> before(list.size() + 1);
    for (const auto& x : mine) before[x.r_before].push_back({ps::action_kind::recompute, x.stage, x.microbatch});
    auto& merged = out.per_device[d];
    merged.clear();
    for (std::size_t i = 0; i <= list.size(); ++i) {
      for (const ps::action& a : before[i]) merged.push_back(a);
      if (i < list.size()) merged.push_back(list[i]);
    }
  }
  return out;
}

using offload_orders_t = std::vector<std::vector<ps::detail::offload_candidate>>;
using recompute_orders_t = std::vector<std::vector<ps::detail::recompute_candidate>>;

offload_orders_t reference_offload_orders(const ps::schedule& s, const ps::costs& c,
                                                    const ps::copy_engines& e, double fraction) {
  const double copy = ps::copy_duration(fraction, s.chunks(), e);
  offload_orders_t out;
  for (int d = 0; d < s.devices(); ++d)
    out.push_back(reference_peak_order(reference_offload_candidates(s, d, c, copy), ps::detail::live_before(s, d),
                                       [](const ps::detail::offload_candidate& x) {
                                         return ps::detail::peak_stretch{x.offload_before, x.reload_before, x.lifespan};
                                       }));
  return out;
}

recompute_orders_t reference_recompute_orders(const ps::schedule& s) {
  recompute_orders_t out;
  for (int d = 0; d < s.devices(); ++d)
    out.push_back(reference_peak_order(reference_recompute_candidates(s, d), ps::detail::live_before(s, d),
                                       [](const ps::detail::recompute_candidate& x) {
                                         return ps::detail::peak_stretch{x.after_f, x.r_before, x.lifespan};
                                       }));
  return out;
}

template <class Orders>
constexpr Orders first_of(const Orders& orders, std::size_t k) {
  Orders out;
  for (const auto& x : orders) out.emplace_back(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(std::min(k, x.size())));
  return out;
}

// The automatic policies as they were: every k from 1 to `most`, the largest within the
// limit wins. `makespans` holds each k's makespan (k = 0 first): filled when empty, else
// reused (the caller clears it for another schedule, pass or host link), so the grid
// below simulates each k once for all its epsilons.
template <class Orders, class Build>
ps::schedule reference_auto(const ps::schedule& s, double limit, std::size_t most, const Orders& orders,
                            Build build, const ps::costs& c, const ps::copy_engines& e,
                            std::vector<double>& makespans) {
  // (simulate()'s makespan is the timing's; the timing alone spares the timeline.)
  auto makespan = [&](const ps::schedule& x) {
    return ps::detail::time_actions(x, c, e, [](int, const ps::action&, double, double) {}).makespan;
  };
  if (makespans.empty()) {
    makespans.push_back(makespan(s));
    for (std::size_t k = 1; k <= most; ++k) makespans.push_back(makespan(build(first_of(orders, k))));
  }
  std::size_t best = 0;
  for (std::size_t k = 1; k <= most; ++k)
    if (makespans[k] <= limit) best = k;
  return best == 0 ? s : build(first_of(orders, best));
}

// `orders`: reference_offload_orders(s, c, e, 1.0), shared by the policies of one grid point.
ps::schedule reference_offload(const ps::schedule& s, const ps::costs& c, const ps::copy_engines& e,
                               const offload_orders_t& orders, const ps::offload_policy& policy,
                               std::vector<double>& makespans) {
  using ps::offload_kind;
  auto build = [&](const offload_orders_t& chosen) { return reference_with_offloads(s, chosen, 1.0); };
  switch (policy.kind) {
    case offload_kind::none: return s;
    case offload_kind::chunk: {  // every candidate of the chunk, in list order
      const double copy = ps::copy_duration(1.0, s.chunks(), e);
      offload_orders_t chosen(static_cast<std::size_t>(s.devices()));
      for (int d = 0; d < s.devices(); ++d)
        for (const auto& x : reference_offload_candidates(s, d, c, copy))
          if (ps::chunk_of(s.place, s.devices(), x.stage) == policy.chunk) chosen[static_cast<std::size_t>(d)].push_back(x);
      return build(chosen);
    }
    case offload_kind::full: return build(orders);
    case offload_kind::ratio:
      return reference_with_offloads(s, reference_offload_orders(s, c, e, policy.ratio), policy.ratio);
    case offload_kind::selective: return build(first_of(orders, static_cast<std::size_t>(policy.count)));
    case offload_kind::automatic: {
      const double limit = ps::simulate(s, c, e).makespan * (1 + policy.epsilon) + 1e-9;
      const auto most = static_cast<std::size_t>(s.microbatches() * s.chunks());
      return reference_auto(s, limit, most, orders, build, c, e, makespans);
    }
  }
  return s;
}

ps::schedule reference_recompute(const ps::schedule& s, const ps::costs& c, const ps::recompute_policy& policy,
                                 std::vector<double>& makespans) {
  using ps::recompute_kind;
  recompute_orders_t orders;
  if (policy.kind == recompute_kind::full)
    for (int d = 0; d < s.devices(); ++d) orders.push_back(reference_recompute_candidates(s, d));
  else
    orders = reference_recompute_orders(s);
  auto build = [&](const recompute_orders_t& chosen) { return reference_with_recomputes(s, chosen); };
  switch (policy.kind) {
    case recompute_kind::none: return s;
    case recompute_kind::full: return build(orders);
    case recompute_kind::selective: return build(first_of(orders, static_cast<std::size_t>(policy.count)));
    case recompute_kind::automatic: {
      const double limit = ps::simulate(s, c).makespan * (1 + policy.epsilon) + 1e-9;
      std::size_t most = 0;
      for (const auto& x : orders) most = std::max(most, x.size());
      return reference_auto(s, limit, most, orders, build, c, {}, makespans);
    }
  }
  return s;
}

int count_of(const ps::schedule& s, ps::action_kind k) {
  int n = 0;
  for (const auto& list : s.per_device)
    for (const ps::action& a : list) n += a.kind == k;
  return n;
}

bool never_falls(const std::vector<double>& xs) {
  for (std::size_t k = 1; k < xs.size(); ++k)
    if (xs[k] < xs[k - 1]) return false;
  return true;
}

// A peak order of a hand-made device: the first pick is a tie (3 hits) between the fourth
// and sixth by rank, not the longest-lived; the levels drop 3 -> 2 -> 1; at level 1 one
// peak point is covered by none left, which ends the greedy; the stretches with no hit
// follow by rank. Order: [1,5) [0,10) [6,8) [0,2) [4,5), then [5,6) [3,4) [8,9).
struct hand_candidate {
  std::size_t from, to, lifespan;
  friend constexpr bool operator==(const hand_candidate&, const hand_candidate&) = default;
};
constexpr auto hand_stretch = [](const hand_candidate& x) { return ps::detail::peak_stretch{x.from, x.to, x.lifespan}; };
constexpr std::vector<int> hand_live() { return {1, 3, 3, 2, 3, 1, 2, 2, 0, 2}; }
constexpr std::vector<hand_candidate> hand_candidates() {
  return {{0, 2, 9}, {1, 5, 4}, {4, 5, 4}, {3, 4, 6}, {5, 6, 7}, {6, 8, 2}, {8, 9, 1}, {0, 10, 3}};
}
static_assert(ps::detail::peak_lowering_order(hand_candidates(), hand_live(), hand_stretch) ==
              std::vector<hand_candidate>{{1, 5, 4}, {0, 10, 3}, {6, 8, 2}, {0, 2, 9}, {4, 5, 4}, {5, 6, 7}, {3, 4, 6}, {8, 9, 1}});
static_assert(reference_peak_order(hand_candidates(), hand_live(), hand_stretch) ==
              ps::detail::peak_lowering_order(hand_candidates(), hand_live(), hand_stretch));

}  // namespace auto_passes_test

// The passes run in constant evaluation too (their callers' static_asserts do).
static_assert([] {
  const ps::schedule s = ps::family_schedule<family::one_f_one_b, ps::shape{3, 6, 1}>::to_schedule();
  const ps::costs c{};
  const ps::schedule r = ps::apply_recompute(s, c, {ps::recompute_kind::automatic, 0, 0.5});
  const ps::schedule o = ps::apply_offload(s, c, {1.0, false}, {ps::offload_kind::automatic, 1, 0, 0.1});
  int offloads = 0;
  for (const auto& list : o.per_device)
    for (const ps::action& a : list) offloads += a.kind == ps::action_kind::offload;
  return ps::validate(r) && ps::validate(o) && ps::recompute_counts(r)[0] == 6 && offloads == 3;
}());

TEST_CASE("the peak-lowering order and the automatic policies give what the straightforward scans give",
          "[schedule][offload][recompute]") {
  using auto_passes_test::never_falls;
  // Costs and host links: copies free, or slow and shared; uneven costs, copies as long as a B.
  struct setting {
    ps::costs c;
    std::vector<ps::copy_engines> links;
  };
  const std::vector<setting> settings = {{ps::costs{}, {{0, false}, {0.3, true}}},
                                         {ps::costs{1.0, 2.0, 0.5, 0.25, 0.0}, {{0.5, false}}}};
  std::vector<ps::offload_policy> offloads = {{ps::offload_kind::none}, {ps::offload_kind::full},
                                              {ps::offload_kind::ratio, 0.5}};
  for (int k : {0, 1, 2, 5}) offloads.push_back({ps::offload_kind::selective, 1, k});
  for (double eps : {0.0, 0.1}) offloads.push_back({ps::offload_kind::automatic, 1, 0, eps});
  std::vector<ps::recompute_policy> recomputes = {{ps::recompute_kind::none}, {ps::recompute_kind::full}};
  for (int k : {0, 1, 2, 5}) recomputes.push_back({ps::recompute_kind::selective, k});
  for (double eps : {0.0, 0.02, 0.1}) recomputes.push_back({ps::recompute_kind::automatic, 0, eps});
  int schedules = 0, partial = 0;  // partial: an automatic pick strictly between none and all
  for (family f : ps::all_families)
    for (int p = 2; p <= 6; ++p)
      for (int m = 1; m <= 3 * p; ++m)
        for (std::size_t si = 0; si < settings.size(); ++si) {
          if (si > 0 && m % p > 1) continue;  // uneven costs: m = kp, kp + 1 (CPU time)
          const ps::costs& c = settings[si].c;
          ps::schedule s;
          try {
            s = ps::make_schedule(f, {p, m, 0}, c, {.tail = false});
          } catch (const ps::schedule_error&) {
            continue;  // a shape the family refuses
          }
          ++schedules;
          INFO(std::string(ps::to_string(f)) << " p=" << p << " m=" << m << " setting " << si);
          std::vector<double> makespans;  // reference_auto's, of the pass and link at hand
          const int all = auto_passes_test::count_of(ps::apply_recompute(s, c, recomputes[1]), ps::action_kind::recompute);
          for (const ps::recompute_policy& policy : recomputes) {
            INFO("recompute " << ps::to_string(policy.kind) << " " << policy.count << " " << policy.epsilon);
            const ps::schedule want = auto_passes_test::reference_recompute(s, c, policy, makespans);
            const ps::schedule got = ps::apply_recompute(s, c, policy);
            REQUIRE(got == want);
            if (policy.kind != ps::recompute_kind::automatic) continue;
            REQUIRE(never_falls(makespans));
            const int n = auto_passes_test::count_of(got, ps::action_kind::recompute);
            partial += n > 0 && n < all;
          }
          // Recompute then offload, as the command line composes them.
          const ps::schedule r = ps::apply_recompute(s, c, recomputes.back());
          for (const ps::copy_engines& e : settings[si].links) {
            INFO("bandwidth " << e.bandwidth);
            makespans.clear();
            const auto orders = auto_passes_test::reference_offload_orders(s, c, e, 1.0);
            std::vector<ps::offload_policy> policies = offloads;
            for (int chunk = 0; chunk < s.chunks(); ++chunk) policies.push_back({ps::offload_kind::chunk, 1, 0, 0, chunk});
            for (const ps::offload_policy& policy : policies) {
              INFO("offload " << static_cast<int>(policy.kind) << " " << policy.count << " " << policy.epsilon << " "
                              << policy.chunk);
              const ps::schedule want = auto_passes_test::reference_offload(s, c, e, orders, policy, makespans);
              const ps::schedule got = ps::apply_offload(s, c, e, policy);
              REQUIRE(got == want);
              if (policy.kind == ps::offload_kind::automatic) REQUIRE(never_falls(makespans));
            }
            const ps::offload_policy automatic{ps::offload_kind::automatic, 1, 0, 0.02};
            makespans.clear();
            REQUIRE(ps::apply_offload(r, c, e, automatic) ==
                    auto_passes_test::reference_offload(
                        r, c, e, auto_passes_test::reference_offload_orders(r, c, e, 1.0), automatic, makespans));
            REQUIRE(never_falls(makespans));
          }
        }
  CHECK(schedules > 400);
  CHECK(partial > 0);  // the grid reaches picks the search must find between the ends
}

TEST_CASE("the automatic policies search by halves only where the makespan cannot fall as k grows",
          "[schedule][recompute]") {
  using ps::detail::largest_within;
  // A predicate that holds for a prefix: both ways find its end.
  for (std::size_t end = 0; end <= 9; ++end)
    for (bool monotone : {false, true})
      REQUIRE(largest_within(9, monotone, [&](std::size_t k) { return k <= end; }) == end);
  // The halving simulates about log2(most) orders, not most (it was every k: issue 29,
  // 18.5 s for --offload auto at 1F1B p = 4, m = 1024): one when all fit.
  for (std::size_t end : {std::size_t{0}, std::size_t{1}, std::size_t{777}, std::size_t{4095}, std::size_t{4096}}) {
    int probes = 0;
    REQUIRE(largest_within(4096, true, [&](std::size_t k) { return ++probes, k <= end; }) == end);
    CHECK(probes <= (end == 4096 ? 1 : 13));
  }
  // One that does not: the scan takes the largest k that holds (the halving would stop at 0).
  REQUIRE(largest_within(8, false, [](std::size_t k) { return k == 0 || k == 7; }) == 7);
  REQUIRE(largest_within(8, true, [](std::size_t k) { return k == 0 || k == 7; }) == 0);
  // The premise: finite durations, an F (so an R) that takes no negative time, finite copies.
  REQUIRE(ps::detail::inserts_only_delay({}, 2, 0.5));
  REQUIRE_FALSE(ps::detail::inserts_only_delay({-0.5, 1.0, 1.0, 0.0, 0.0}, 1, 0));
  REQUIRE_FALSE(ps::detail::inserts_only_delay({1.0, 1.0, std::numeric_limits<double>::infinity(), 0.0, 0.0}, 1, 0));
  REQUIRE_FALSE(ps::detail::inserts_only_delay({}, 1, std::numeric_limits<double>::quiet_NaN()));
}
