#pragma once
// recompute: activation recomputation as schedule actions over a finished schedule (comm
// included). For each chosen (stage, microbatch) an R goes before its backward: the F of
// the pair then keeps only its input (memory_deltas::f_input), and R runs F again from it
// (an F's time on the device, nothing received or sent) and keeps the whole activation
// until the backward frees it (analysis/memory.hpp counts 0 chunk activations for that F
// and 1 for R).
//
// Where R goes: right before its backward (B, BW, or the overlapped action holding it),
// and before the recvs and reloads listed directly ahead of that backward. The memory is
// the same either way (recvs and reloads of this run free nothing, and R must precede the
// backward); the time is not: the executor completes a backward's recvs only when it
// reaches the backward, so an R listed before them runs while the output gradient is
// still on its way from the next device, where an R after them would add its whole time
// after that gradient's arrival. (The simulator times recvs on their own engine, so both
// places give the same simulated makespan.)
//
// Policies: none; full (every pair with a compute between its F and its backward: an R
// right after its F would save nothing); selective:K (on each device K pairs, each the one
// that lowers the device's peak most, longest-lived first among equals, as selective
// offload takes them: passes/detail/peak_order.hpp); automatic (the most recomputes, so
// the most memory saved, for at most `epsilon` more simulated makespan).
//
// Recompute comes before offload: apply_recompute then apply_offload composes (offload
// skips recomputed pairs). Pairs a schedule already offloads are not recomputed here.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../schedule.hpp"
#include "detail/largest_within.hpp"
#include "detail/peak_order.hpp"

namespace pipesched {

enum class recompute_kind : std::uint8_t { none, full, selective, automatic };

constexpr std::string_view to_string(recompute_kind k) {
  switch (k) {
    case recompute_kind::none: return "none";
    case recompute_kind::full: return "full";
    case recompute_kind::selective: return "selective";
    case recompute_kind::automatic: return "auto";
  }
  return "?";
}

struct recompute_policy {
  recompute_kind kind = recompute_kind::none;
  int count = 0;          // selective: pairs per device
  double epsilon = 0.02;  // automatic: the allowed growth of the simulated makespan
  friend constexpr bool operator==(const recompute_policy&, const recompute_policy&) = default;
};

namespace detail {
struct recompute_candidate {
  int stage, microbatch;
  std::size_t after_f;     // the list position after its F (where its activation stops counting)
  std::size_t r_before;    // R goes before this list position
  std::size_t lifespan;    // backward position - F position
};

// The pairs of device d's list that an R could serve, with where it would go.
constexpr std::vector<recompute_candidate> recompute_candidates(const schedule& s, int d) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  const int m = s.microbatches();
  // Pairs with an offload already (not recomputed: see the top of this file).
  std::vector<char> offloaded(static_cast<std::size_t>(s.stages()) * static_cast<std::size_t>(m), 0);
  for (const action& a : list)
    if (a.kind == action_kind::offload)
      offloaded[static_cast<std::size_t>(a.stage) * static_cast<std::size_t>(m) + static_cast<std::size_t>(a.microbatch)] = 1;
  const std::vector<std::size_t> backward = backward_after(s, d);
  std::vector<std::size_t> computes_before(list.size() + 1, 0);  // prefix counts: "a compute between" in O(1)
  for (std::size_t i = 0; i < list.size(); ++i) computes_before[i + 1] = computes_before[i] + is_compute(list[i].kind);
  std::vector<recompute_candidate> out;
  for (std::size_t f = 0; f < list.size(); ++f) {
    if (!runs_forward(list[f])) continue;
    const action a = passes_of(list[f]).pass[0];
    if (offloaded[static_cast<std::size_t>(a.stage) * static_cast<std::size_t>(m) + static_cast<std::size_t>(a.microbatch)])
      continue;
    const std::size_t b = backward[f];
    if (b == list.size() || computes_before[b] == computes_before[f + 1]) continue;  // no backward here, or nothing to make room for
    std::size_t r = b;
    while (r > f + 1 && (list[r - 1].kind == action_kind::recv_forward || list[r - 1].kind == action_kind::recv_backward ||
                         list[r - 1].kind == action_kind::reload))
      --r;
    out.push_back({a.stage, a.microbatch, f + 1, r, b - f});
  }
  return out;
}

// A device's candidates in the order selective recompute takes them.
constexpr std::vector<recompute_candidate> recompute_order(const schedule& s, int d) {
  return peak_lowering_order(recompute_candidates(s, d), live_before(s, d), [](const recompute_candidate& x) {
    return peak_stretch{x.after_f, x.r_before, x.lifespan};
  });
}

// `s` with an R for each of `chosen` (per device) inserted; several before one position
// go in the order of their Fs.
constexpr schedule with_recomputes(const schedule& s, std::vector<std::vector<recompute_candidate>> chosen) {
  schedule out = s;
  for (int d = 0; d < s.devices(); ++d) {
    const auto& list = s.per_device[static_cast<std::size_t>(d)];
    auto& mine = chosen[static_cast<std::size_t>(d)];
    std::sort(mine.begin(), mine.end(),
              [](const recompute_candidate& x, const recompute_candidate& y) { return x.after_f < y.after_f; });
    // Gathered by position in one flat array (the automatic policy builds this per probe).
    std::vector<std::size_t> first(list.size() + 2, 0);
    for (const recompute_candidate& x : mine) ++first[x.r_before + 1];
    for (std::size_t i = 0; i + 1 < first.size(); ++i) first[i + 1] += first[i];
    std::vector<action> due(mine.size());
    std::vector<std::size_t> next(first.begin(), first.end() - 1);
    for (const recompute_candidate& x : mine) due[next[x.r_before]++] = {action_kind::recompute, x.stage, x.microbatch};
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

// The first `count` (all when negative) of each device's order in `orders`.
constexpr schedule recompute_first(const schedule& s, const std::vector<std::vector<recompute_candidate>>& orders,
                                   std::ptrdiff_t count) {
  std::vector<std::vector<recompute_candidate>> chosen;
  for (const auto& x : orders) {
    const std::size_t n = count >= 0 && static_cast<std::size_t>(count) < x.size() ? static_cast<std::size_t>(count) : x.size();
    chosen.push_back(std::vector<recompute_candidate>(x.begin(), x.begin() + static_cast<std::ptrdiff_t>(n)));
  }
  return with_recomputes(s, std::move(chosen));
}
}  // namespace detail

// `s` with the recomputes of `policy`. `c` times the automatic policy's choice (with
// copies taking no time: apply recompute before offload).
constexpr schedule apply_recompute(const schedule& s, const costs& c, const recompute_policy& policy) {
  for (const auto& list : s.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::recompute) report_error("this schedule already has recompute actions");
  if (policy.kind == recompute_kind::none) return s;
  if (s.vocab != vocab_placement::none)
    report_error("recompute does not place vocabulary passes: recompute a schedule without them");
  if (policy.kind == recompute_kind::selective && policy.count < 0)
    report_error("a selective recompute count must not be negative");
  if (policy.kind == recompute_kind::automatic && !(policy.epsilon >= 0))
    report_error("the allowed makespan growth must not be negative");
  // (if/else, not ?: between the two calls: g++ 12 frees the chosen vector too early in
  // constant evaluation when it is the result of a conditional expression.)
  std::vector<std::vector<detail::recompute_candidate>> orders;
  for (int d = 0; d < s.devices(); ++d) {
    if (policy.kind == recompute_kind::full)
      orders.push_back(detail::recompute_candidates(s, d));
    else
      orders.push_back(detail::recompute_order(s, d));
  }
  switch (policy.kind) {
    case recompute_kind::none: return s;
    case recompute_kind::full: return detail::recompute_first(s, orders, -1);
    case recompute_kind::selective: return detail::recompute_first(s, orders, policy.count);
    case recompute_kind::automatic: {
      const double limit = simulate(s, c).makespan * (1 + policy.epsilon) + 1e-9;
      // More recomputes never raise the peak (in chunk activations); take the most that
      // stay within the limit (detail/largest_within.hpp: the largest k whose first k of
      // each device's order keeps the makespan within it, k = 0 the schedule as it is).
      std::size_t most = 0;
      for (const auto& x : orders) most = x.size() > most ? x.size() : most;
      const std::size_t k =
          detail::largest_within(most, detail::inserts_only_delay(c, s.chunks(), 0), [&](std::size_t count) {
            const schedule next = detail::recompute_first(s, orders, static_cast<std::ptrdiff_t>(count));
            return detail::time_actions(next, c, {}, [](int, const action&, double, double) {}).makespan <= limit;
          });
      if (k == 0) return s;
      return detail::recompute_first(s, orders, static_cast<std::ptrdiff_t>(k));
    }
  }
  return s;
}

// R actions of each device of `s`.
constexpr std::vector<int> recompute_counts(const schedule& s) {
  std::vector<int> out(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d)
    for (const action& a : s.per_device[static_cast<std::size_t>(d)]) out[static_cast<std::size_t>(d)] += a.kind == action_kind::recompute;
  return out;
}

}  // namespace pipesched
