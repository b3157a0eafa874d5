#pragma once
// Refine: an opt-in local search over a compute order, at the same memory, on the real
// costs. The generators build orders from blocks and rules; at unbalanced costs the V-Min
// block keeps a cost-blind pattern's bubble (docs/schedules.md, "Known gap"), and no block or rule
// tried beats it at its memory. A search over the order itself does, given time:
//   - a step swaps two adjacent compute passes of one device, but only when the later one
//     cannot depend on the earlier (its input is another pass, which started before the
//     earlier one ended: anything that depends on a pass starts after that pass ends) and
//     the swap keeps the device within its own peak, so every order visited is valid and
//     no device's peak grows;
//   - the swap is kept when the timed makespan grows by no more than a threshold that
//     falls linearly to zero over the steps (threshold accepting: annealing without exp,
//     so the pass stays constexpr), and undone otherwise; it starts lower the more
//     devices there are;
//   - the shortest order seen is returned, so the result is never longer than the input.
// Each step re-times the order from the swap on: about half a simulation.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
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

// An order's timing: the simulation's state at its end, the start and end of every
// action by device and position, and the start of every F and B (or BW): the passes
// others wait for.
struct timed_order {
  timing_state state;
  std::vector<std::vector<double>> starts, ends;
  pass_clock begin;
};

// Times compute order `s` on from position from[d] of every device d, recording what
// timed_order keeps; `t.state` must be rewound there.
template <class = void>
constexpr void resume_order(const schedule& s, const costs& c, timed_order& t, std::vector<std::size_t> from) {
  resume_timing(s, c, {}, t.state, [&](int d, const action& a, double start, double end) {
    const std::size_t i = from[static_cast<std::size_t>(d)]++;
    t.starts[static_cast<std::size_t>(d)][i] = start;
    t.ends[static_cast<std::size_t>(d)][i] = end;
    t.begin.record(a, start);
  });
}

template <class = void>
constexpr timed_order time_order(const schedule& s, const costs& c) {
  check_in_range(s);
  timed_order t{timing_state(s), {}, {}, pass_clock(s.stages(), s.microbatches())};
  for (const auto& list : s.per_device) {
    t.starts.emplace_back(list.size());
    t.ends.emplace_back(list.size());
  }
  resume_order(s, c, t, std::vector<std::size_t>(s.per_device.size(), 0));
  return t;
}

// What re-timing after a change overwrote, to put back if the change is undone.
struct timing_undo {
  std::vector<std::size_t> from;
  std::vector<double> free_at, first_start, last_end;
  std::vector<std::vector<double>> starts, ends;  // per device, from `from` on
};

// Re-times `s` after it changed at `position` of `device` and nowhere else. Nothing that
// started before the pass that was there can depend on the change (a pass starts after
// its inputs end), so the simulation rewinds to that moment and resumes: on average half
// an order is re-timed, not all of it. What it overwrites goes to `undo`.
template <class = void>
constexpr void retime_after(const schedule& s, const costs& c, timed_order& t, int device, std::size_t position,
                            timing_undo& undo) {
  const double t0 = t.starts[static_cast<std::size_t>(device)][position];
  const std::size_t p = s.per_device.size();
  timing_state& st = t.state;
  undo.from.assign(p, 0);
  undo.free_at = st.free_at;
  undo.first_start = st.first_start;
  undo.last_end = st.last_end;
  undo.starts.resize(p);
  undo.ends.resize(p);
  for (std::size_t d = 0; d < p; ++d) {
    const std::vector<double>& starts = t.starts[d];
    // The first start not before t0 (std::lower_bound's search, spelled out: <algorithm>
    // cost every file including pipesched.hpp 0.05 s).
    std::size_t i = 0;
    if (static_cast<int>(d) == device) {
      i = position;
    } else {
      for (std::size_t len = starts.size(); len > 0;) {
        const std::size_t half = len / 2;
        if (starts[i + half] < t0) {
          i += half + 1;
          len -= half + 1;
        } else {
          len = half;
        }
      }
    }
    undo.from[d] = i;
    undo.starts[d].assign(starts.begin() + static_cast<std::ptrdiff_t>(i), starts.end());
    undo.ends[d].assign(t.ends[d].begin() + static_cast<std::ptrdiff_t>(i), t.ends[d].end());
    st.clk.forget(s.per_device[d], i);
    st.next[d] = i;
    st.free_at[d] = i > 0 ? t.ends[d][i - 1] : 0.0;
    st.last_end[d] = st.free_at[d];  // compute passes only: ends grow along a device
    st.first_start[d] = i > 0 ? starts[0] : -1.0;
    st.remaining += starts.size() - i;
  }
  resume_order(s, c, t, undo.from);
}

// `from` into `to` at position `at`: std::copy's memmove, without <algorithm> (it cost
// every file including pipesched.hpp 0.05 s; an element loop here made refine 1.4% more
// instructions).
template <class = void>
constexpr void copy_times(const std::vector<double>& from, std::vector<double>& to, std::size_t at) {
  if (std::is_constant_evaluated()) {
    for (std::size_t j = 0; j < from.size(); ++j) to[at + j] = from[j];
  } else if (!from.empty()) {
    std::memmove(to.data() + at, from.data(), from.size() * sizeof(double));
  }
}

// Puts back what retime_after() overwrote, once `s` is the order it had before. The clock
// of a pass is its end and start where it sits, so the times alone restore it.
template <class = void>
constexpr void undo_retime(const schedule& s, timed_order& t, const timing_undo& undo) {
  timing_state& st = t.state;
  for (std::size_t d = 0; d < undo.from.size(); ++d) {
    const std::size_t from = undo.from[d];
    copy_times(undo.starts[d], t.starts[d], from);
    copy_times(undo.ends[d], t.ends[d], from);
    for (std::size_t j = from; j < t.starts[d].size(); ++j)
      if (const std::ptrdiff_t k = st.clk.index_of(s.per_device[d][j]); k >= 0) {
        st.clk.end[static_cast<std::size_t>(k)] = t.ends[d][j];
        t.begin.end[static_cast<std::size_t>(k)] = t.starts[d][j];
      }
  }
  st.free_at = undo.free_at;
  st.first_start = undo.first_start;
  st.last_end = undo.last_end;
  // next and remaining are where they were: every action is timed again.
}

// Whether `later` may run before `earlier` (adjacent on one device) in the timed order:
// the pass `later` waits for is not `earlier` and started before `earlier` ended, so it
// does not depend on `earlier`, and neither does `later`.
template <class = void>
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
template <class = void>
constexpr schedule refine_order(schedule order, const costs& c, long steps, std::uint64_t seed = 1) {
  if (order.dims.iterations > 1) report_error("refine takes one iteration's order (not 2BW's several)");
  std::size_t pairs = 0;
  for (const auto& list : order.per_device) {
    for (const action& a : list)
      if (!is_pass(a.kind))
        report_error("refine takes an order of single compute passes only (no comm, offload, optimizer steps or "
                     "overlapped F&B pairs)");
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
  // The threshold starts at a quarter of the shortest pass up to 8 devices and at 16/p^2
  // of it beyond: with more devices a delay ripples through more passes, and a walk that
  // accepts as much worsening per step wanders off. Over 10^6 steps at the measured costs,
  // from a quarter / a half / one pass: V-Min p = 4, m = 32 went 0.248 -> 0.233 / 0.225 /
  // 0.213, V-Min p = 6, m = 24 0.297 -> 0.233 / 0.229 / 0.287, v-auto at V-Min's cap,
  // p = 8, m = 32 0.302 -> 0.217 / 0.276 / -, V-Half p = 4, m = 16 0.117 -> 0.097 / 0.097
  // or 0.110 (another seed) / 0.117. From a quarter / 16/p^2: V-Min p = 16, m = 16 0.513
  // -> 0.513 / 0.508 and m = 32 0.400 -> 0.400 / 0.393; at V-Min's cap, m = 4p, v-auto at
  // p = 12 0.317 -> 0.299 / 0.290, p = 14 0.319 -> 0.305 / 0.286 (5 x 10^5 steps).
  const double quarter = 0.25, by_devices = 16.0 / (static_cast<double>(p) * p);
  const double threshold0 = pass_durations(c, order.chunks()).shortest() * (quarter < by_devices ? quarter : by_devices);

  detail::refine_random rng{seed * 0x9E3779B97F4A7C15ull + 1};
  detail::timed_order cur = detail::time_order(order, c);
  detail::timing_undo undo;
  double makespan = cur.state.makespan();
  schedule best = order;
  double best_makespan = makespan;
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
    const double before = makespan;
    detail::retime_after(order, c, cur, d, k, undo);
    const double threshold = threshold0 * static_cast<double>(steps - step) / static_cast<double>(steps);
    makespan = cur.state.makespan();
    if (makespan > before + threshold) {
      std::swap(list[k], list[k + 1]);
      detail::undo_retime(order, cur, undo);
      makespan = before;
      continue;
    }
    live[d][k + 1] = live[d][k] + activation_delta(b.kind);
    if (makespan < best_makespan - 1e-9) {
      best_makespan = makespan;
      best = order;
    }
  }
  return best;
}

}  // namespace pipesched
