#pragma once
// offload: PipeOffload's actions over a finished schedule (comm included). For each
// chosen (stage, microbatch) an `offload` goes after its F, once the passes after F have
// covered the D2H copy (there the device waits for the copy and the memory leaves), and
// a `reload` goes before its backward, early enough that the passes between cover the
// H2D copy (there the memory comes back). A pair whose F-to-B stretch cannot hold both
// copies with a forward between them (nothing to make room for) is not offloaded.
//
// Policies: none; full (every activation); ratio:R (every activation, R of its bytes);
// selective:K (on each device K activations, each the one that lowers the peak most,
// longest-lived first: the papers' finding is that these cut the peak better than
// linearly); automatic (the most offloads, so the most memory saved, for at most
// `epsilon` more simulated makespan); chunk:C (every activation of chunk C, PipeOffload's
// selective offload of the longest-lived chunk: chunk 0 of a grouped schedule).
//
// An overlapped action (F&B) is handled as its halves: its F's activation may be
// offloaded after it, and a reload goes before it when its backward half needs one.
// A recomputed pair (an R on the list, passes/recompute.hpp) is never a candidate: its F
// keeps only its input, so apply_recompute then apply_offload composes.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../schedule.hpp"
#include "detail/largest_within.hpp"
#include "detail/peak_order.hpp"

namespace pipesched {

enum class offload_kind : std::uint8_t { none, full, ratio, selective, automatic, chunk };

struct offload_policy {
  offload_kind kind = offload_kind::none;
  double ratio = 1;       // ratio: the fraction of each chunk activation's bytes
  int count = 0;          // selective: activations per device
  double epsilon = 0.02;  // automatic: the allowed growth of the simulated makespan
  int chunk = 0;          // chunk: every activation of this chunk (PipeOffload's selective offload)
  friend constexpr bool operator==(const offload_policy&, const offload_policy&) = default;
};

namespace detail {
struct offload_candidate {
  int stage, microbatch;
  std::size_t offload_before, reload_before;  // insert before these list positions
  std::size_t lifespan;                        // B position - F position
};

// Where the pair of (stage, microbatch) would go on one device's list, if it fits.
constexpr std::vector<offload_candidate> offload_candidates(const schedule& s, int d, const costs& c,
                                                            double copy) {
  const auto& list = s.per_device[d];
  std::vector<offload_candidate> out;
  const std::vector<char> recomputed = recomputed_pairs(s);
  const pass_durations durations(c, s.chunks());
  auto duration = [&](std::size_t i) { return durations.of(list[i].kind); };
  const std::vector<std::size_t> backward = backward_after(s, d);
  std::vector<std::size_t> forwards_before(list.size() + 1, 0);  // prefix counts: "a forward between" in O(1)
  for (std::size_t i = 0; i < list.size(); ++i) forwards_before[i + 1] = forwards_before[i] + runs_forward(list[i]);
  for (std::size_t f = 0; f < list.size(); ++f) {
    if (!runs_forward(list[f])) continue;
    const action a = passes_of(list[f]).pass[0];
    if (is_recomputed(recomputed, s.microbatches(), a.stage, a.microbatch)) continue;  // keeps only its input
    const std::size_t b = backward[f];
    if (b == list.size()) continue;  // its backward is not on this list (not a finished schedule)
    // Offload once the computes after F cover the copy out.
    std::size_t off = f + 1;
    for (double covered = 0; off < b && covered < copy; ++off) covered += duration(off);
    // Reload where the computes before B cover the copy in.
    std::size_t re = b;
    for (double covered = 0; re > off && covered < copy;) covered += duration(--re);
    const bool forward_between = forwards_before[re] > forwards_before[off];
    if (forward_between) out.push_back({a.stage, a.microbatch, off, re, b - f});
  }
  return out;
}

// `s` with the offload/reload pairs of `chosen` (per device) inserted.
constexpr schedule with_offloads(const schedule& s, const std::vector<std::vector<offload_candidate>>& chosen,
                                 double fraction) {
  schedule out = s;
  out.offload_fraction = fraction;
  for (int d = 0; d < s.devices(); ++d) {
    const auto& list = s.per_device[static_cast<std::size_t>(d)];
    const auto& mine = chosen[static_cast<std::size_t>(d)];
    // Before position i go the offloads, then the reloads, due there (stable by F order):
    // gathered by position in one flat array (the automatic policy builds this per probe).
    std::vector<std::size_t> first(list.size() + 2, 0);
    for (const offload_candidate& x : mine) ++first[x.offload_before + 1], ++first[x.reload_before + 1];
    for (std::size_t i = 0; i + 1 < first.size(); ++i) first[i + 1] += first[i];
    std::vector<action> due(2 * mine.size());
    std::vector<std::size_t> next(first.begin(), first.end() - 1);
    for (const offload_candidate& x : mine) due[next[x.offload_before]++] = {action_kind::offload, x.stage, x.microbatch};
    for (const offload_candidate& x : mine) due[next[x.reload_before]++] = {action_kind::reload, x.stage, x.microbatch};
    auto& merged = out.per_device[static_cast<std::size_t>(d)];
    merged.clear();
    merged.reserve(list.size() + due.size());
    for (std::size_t i = 0; i <= list.size(); ++i) {
      for (std::size_t j = first[i]; j < first[i + 1]; ++j) merged.push_back(due[j]);
      if (i < list.size()) merged.push_back(list[i]);
    }
  }
  return out;
}

// A device's candidates in the order selective offload takes them: each next one is the
// one that lowers the device's current peak most (covers the most of its peak points),
// the longest-lived first among equals; those that cannot lower it follow, longest first.
constexpr std::vector<offload_candidate> offload_order(const schedule& s, int d, const costs& c, double copy) {
  return peak_lowering_order(offload_candidates(s, d, c, copy), live_before(s, d), [](const offload_candidate& x) {
    return peak_stretch{x.offload_before, x.reload_before, x.lifespan};
  });
}

// Each device's offload order, for copies of `fraction` of a chunk activation.
constexpr std::vector<std::vector<offload_candidate>> offload_orders(const schedule& s, const costs& c,
                                                                     const copy_engines& e, double fraction) {
  const double copy = copy_duration(fraction, s.chunks(), e);
  std::vector<std::vector<offload_candidate>> out(static_cast<std::size_t>(s.devices()));
  for (int d = 0; d < s.devices(); ++d) out[static_cast<std::size_t>(d)] = offload_order(s, d, c, copy);
  return out;
}

// The first `count` (all when negative) of each device's order in `orders`.
constexpr schedule offload_first(const schedule& s, const std::vector<std::vector<offload_candidate>>& orders,
                                 std::ptrdiff_t count, double fraction) {
  std::vector<std::vector<offload_candidate>> chosen;
  for (const auto& x : orders) {
    const std::size_t n = count >= 0 && static_cast<std::size_t>(count) < x.size() ? static_cast<std::size_t>(count) : x.size();
    chosen.push_back(std::vector<offload_candidate>(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(n)));
  }
  return with_offloads(s, chosen, fraction);
}

// Every activation of chunk `k` that fits (whole).
constexpr schedule offload_chunk(const schedule& s, const costs& c, const copy_engines& e, int k) {
  const double copy = copy_duration(1.0, s.chunks(), e);
  std::vector<std::vector<offload_candidate>> chosen(static_cast<std::size_t>(s.devices()));
  for (int d = 0; d < s.devices(); ++d)
    for (const offload_candidate& x : offload_candidates(s, d, c, copy))
      if (chunk_of(s.place, s.devices(), x.stage) == k) chosen[d].push_back(x);
  return with_offloads(s, chosen, 1.0);
}
}  // namespace detail

// `s` with the offloads of `policy`; bandwidths from `e` (simulate() times them).
constexpr schedule apply_offload(const schedule& s, const costs& c, const copy_engines& e,
                                 const offload_policy& policy) {
  for (const auto& list : s.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::offload || a.kind == action_kind::reload)
        report_error("this schedule already has offload actions");
  if (policy.kind != offload_kind::none && s.vocab != vocab_placement::none)
    report_error("offload does not place vocabulary passes: offload a schedule without them");
  switch (policy.kind) {
    case offload_kind::none: return s;
    case offload_kind::full: return detail::offload_first(s, detail::offload_orders(s, c, e, 1.0), -1, 1.0);
    case offload_kind::ratio:
      if (!(policy.ratio > 0 && policy.ratio <= 1)) report_error("an offload ratio must be in (0, 1]");
      return detail::offload_first(s, detail::offload_orders(s, c, e, policy.ratio), -1, policy.ratio);
    case offload_kind::selective:
      if (policy.count < 0) report_error("a selective offload count must not be negative");
      return detail::offload_first(s, detail::offload_orders(s, c, e, 1.0), policy.count, 1.0);
    case offload_kind::chunk:
      if (policy.chunk < 0 || policy.chunk >= s.chunks()) report_error("an offloaded chunk must be one of the schedule's");
      return detail::offload_chunk(s, c, e, policy.chunk);
    case offload_kind::automatic: {
      if (!(policy.epsilon >= 0)) report_error("the allowed makespan growth must not be negative");
      const double limit = simulate(s, c, e).makespan * (1 + policy.epsilon) + 1e-9;
      // More offloads never raise the peak; take the most that stay within the limit
      // (detail/largest_within.hpp: the largest k of 1..m·v whose first k of each device's
      // order keeps the makespan within it, k = 0 the schedule as it is).
      const auto orders = detail::offload_orders(s, c, e, 1.0);
      std::size_t longest = 0;
      for (const auto& x : orders) longest = x.size() > longest ? x.size() : longest;
      const auto most = static_cast<std::size_t>(s.microbatches()) * static_cast<std::size_t>(s.chunks());
      const bool monotone = detail::inserts_only_delay(c, s.chunks(), copy_duration(1.0, s.chunks(), e));
      const std::size_t k = detail::largest_within(longest < most ? longest : most, monotone, [&](std::size_t count) {
        const schedule next = detail::offload_first(s, orders, static_cast<std::ptrdiff_t>(count), 1.0);
        return detail::time_actions(next, c, e, [](int, const action&, double, double) {}).makespan <= limit;
      });
      if (k == 0) return s;
      return detail::offload_first(s, orders, static_cast<std::ptrdiff_t>(k), 1.0);
    }
  }
  return s;
}

}  // namespace pipesched
