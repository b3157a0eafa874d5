#pragma once
// Refine: an opt-in local search over a compute order, at the same memory, on the real
// costs. The generators build orders from blocks and rules; at unbalanced costs the V-Min
// block keeps a cost-blind pattern's bubble (README, "Known gap"), and no block or rule
// tried beats it at its memory. A search over the order itself does, given time:
//   - a step swaps two adjacent compute passes of one device, but only when the later one
//     cannot depend on the earlier (its input is another pass, which started before the
//     earlier one ended: anything that depends on a pass starts after that pass ends) and
//     the swap keeps the device within its own peak, so every order visited is valid and
//     no device's peak grows;
//   - the swap is kept when the timed makespan grows by no more than a threshold that
//     falls linearly to zero over the steps (threshold accepting: annealing without exp,
//     so the pass stays constexpr), and undone otherwise;
//   - the shortest order seen is returned, so the result is never longer than the input.
// Each step re-times the whole order, so the cost is steps x one simulation.
#include <cstdint>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"

namespace pipesched {

namespace detail {
// xorshift64: a reproducible generator that also runs in constant evaluation.
struct refine_random {
  std::uint64_t state;
  constexpr std::uint64_t next() {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return state;
  }
  constexpr std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
};

// An order's timing, with the end of every action by device and position, and the start
// of every F and B (or BW): the passes others wait for.
struct timed_order {
  pass_timing timing;
  std::vector<std::vector<double>> ends;
  pass_clock begin;
};

constexpr timed_order time_order(const schedule& s, const costs& c) {
  std::vector<std::vector<double>> ends(s.per_device.size());
  for (std::size_t d = 0; d < s.per_device.size(); ++d) ends[d].reserve(s.per_device[d].size());
  pass_clock begin(s.stages(), s.microbatches());
  pass_timing t = time_actions(s, c, {}, [&](int d, const action& a, double start, double end) {
    ends[static_cast<std::size_t>(d)].push_back(end);
    begin.record(a, start);
  });
  return {std::move(t), std::move(ends), std::move(begin)};
}

// Whether `later` may run before `earlier` (adjacent on one device) in the timed order:
// the pass `later` waits for is not `earlier` and started before `earlier` ended, so it
// does not depend on `earlier`, and neither does `later`.
constexpr bool may_swap(const schedule& s, const timed_order& t, const action& earlier, const action& later,
                        double earlier_end) {
  const pass_input in = input_of(s, later);
  if (in.stage < 0) return true;
  const bool is_earlier = earlier.microbatch == later.microbatch && earlier.stage == in.stage &&
                          (in.slot == 0 ? earlier.kind == action_kind::F
                                        : earlier.kind == action_kind::B || earlier.kind == action_kind::BW);
  return !is_earlier && t.begin.get(in.slot, in.stage, later.microbatch) < earlier_end;
}
}  // namespace detail

// The order refined by `steps` swaps (see above); `order` holds compute passes only (as
// generated, before comm is inserted). Deterministic for a given `seed`.
constexpr schedule refine_order(schedule order, const costs& c, long steps, std::uint64_t seed = 1) {
  if (order.dims.iterations > 1) report_error("refine takes one iteration's order (not 2BW's several)");
  std::size_t pairs = 0;
  for (const auto& list : order.per_device) {
    for (const action& a : list)
      if (!is_compute(a.kind)) report_error("refine takes an order of compute passes only (no comm, offload or optimizer steps)");
    pairs += list.size() > 1 ? list.size() - 1 : 0;
  }
  if (steps <= 0 || pairs == 0) return order;
  const int p = order.devices();

  const std::vector<int> caps = peak_activations(order);
  // live[d][i]: chunk activations device d holds before its i-th action.
  std::vector<std::vector<int>> live(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    int n = 0;
    for (const action& a : order.per_device[d]) {
      live[d].push_back(n);
      n += activation_delta(a.kind);
    }
  }
  // The threshold starts at a quarter of the shortest pass. Over 10^6 steps at the measured
  // costs, from a quarter / a half / one pass: V-Min p = 4, m = 32 went 0.248 -> 0.233 /
  // 0.225 / 0.213, V-Min p = 6, m = 24 0.297 -> 0.233 / 0.229 / 0.287; from a quarter / a
  // half, v-auto at V-Min's cap, p = 8, m = 32 went 0.302 -> 0.217 / 0.276.
  const double threshold0 = pass_durations(c, order.chunks()).shortest() / 4;

  detail::refine_random rng{seed * 0x9E3779B97F4A7C15ull + 1};
  detail::timed_order cur = detail::time_order(order, c);
  schedule best = order;
  double best_makespan = cur.timing.makespan;
  for (long step = 0; step < steps; ++step) {
    // A uniformly chosen adjacent pair of one device.
    std::size_t k = rng.below(pairs);
    int d = 0;
    for (;; ++d) {
      const std::size_t n = order.per_device[d].size();
      if (n > 1 && k < n - 1) break;
      k -= n > 1 ? n - 1 : 0;
    }
    auto& list = order.per_device[d];
    const action a = list[k], b = list[k + 1];
    if (!detail::may_swap(order, cur, a, b, cur.ends[d][k])) continue;
    if (live[d][k] + activation_delta(b.kind) > caps[d]) continue;
    std::swap(list[k], list[k + 1]);
    detail::timed_order next = detail::time_order(order, c);
    const double threshold = threshold0 * static_cast<double>(steps - step) / static_cast<double>(steps);
    if (next.timing.makespan > cur.timing.makespan + threshold) {
      std::swap(list[k], list[k + 1]);
      continue;
    }
    live[d][k + 1] = live[d][k] + activation_delta(b.kind);
    cur = std::move(next);
    if (cur.timing.makespan < best_makespan - 1e-9) {
      best_makespan = cur.timing.makespan;
      best = order;
    }
  }
  return best;
}

}  // namespace pipesched
