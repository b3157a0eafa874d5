#pragma once
// squeeze: ASAP timing keeps each device's order (that is the simulator); what this pass
// adds is filling the idle time it leaves. Into each gap of a device it pulls the first
// later pass whose inputs have arrived by then and that fits in the gap, so nothing else
// starts later: W and BW (they free memory), B (frees nothing), and F only while the
// device's live activations stay within its cap of chunk activations. Passes of one
// (kind, stage) keep their microbatch order, so send/recv pairs stay in FIFO order.
#include <limits>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../schedule.hpp"

namespace pipesched {

namespace detail {
// Fills the gaps of one device using the pass end times of the last simulation (the
// order stays valid whatever the times: a pass is pulled only past passes that do not
// produce its inputs): device `device`'s list of `s`, filled, into `into`. Returns the
// number of passes moved. (Compile-time schedules run this in constant evaluation, where
// every call and vector subscript is an operation of the budget: the loops read and write
// through pointers taken once.)
constexpr int fill_device(const schedule& s, const pass_clock& clk, const std::vector<action>& from,
                          std::vector<action>& into, int device, const costs& c, int cap) {
  constexpr double eps = 1e-9;
  // How far ahead a gap looks for a pass to pull: a pass per device. Over the V blocks
  // k = 1..5, p in 3..16, m in p..8p at three cost settings it fills exactly as one pass
  // per stage did, at 4/5 of the squeeze's time. (Half a pass per device left less bubble
  // in 16 of those 360 cases but orders whose activations offload worse: V-Half at
  // p = 16, m = 32, full offload kept 4 units instead of 2.)
  const std::size_t window = static_cast<std::size_t>(s.devices() + 6);
  const int stages = s.stages();
  const pass_durations duration(c, s.chunks());
  const double shortest = duration.shortest();
  int moves = 0;
  const std::size_t n = from.size();
  const action* const list = from.data();
  // Every action lands in `into` exactly once (pulled into a gap or in its turn), so it is
  // sized up front and written by index: push_back was called out of line here.
  into.resize(n);
  action* const out = into.data();
  std::size_t used = 0;
  std::vector<char> taken_list(n);
  char* const taken = taken_list.data();
  int live = 0;  // live chunk activations after `out`
  double free_at = 0;
  // seen[kind * stages + stage] == scan: that (kind, stage) is pending earlier in this scan.
  std::vector<int> seen_list(static_cast<std::size_t>(4 * stages), -1);
  int* const seen = seen_list.data();
  int scan = 0;
  // When each pass's inputs arrive (the times are those of the last simulation, so they do
  // not change during this fill); never, for one whose input was not timed. And each
  // pass's duration and change of live activations.
  constexpr double never = std::numeric_limits<double>::infinity();
  std::vector<double> ready_list(n), takes_list(n);
  std::vector<int> delta_list(n);
  double* const ready = ready_list.data();
  double* const takes = takes_list.data();
  int* const delta = delta_list.data();
  for (std::size_t k = 0; k < n; ++k) {
    const double r = ready_time(s, clk, list[k], device, c.comm);
    ready[k] = r < 0 ? never : r;
    takes[k] = duration.of(list[k].kind);
    delta[k] = activation_delta(list[k].kind);
  }
  // The earliest of them over the window after pass i (a monotone queue of positions):
  // most gaps have no pass ready in time, and this says so without scanning the window.
  std::vector<std::size_t> earliest_list(n);
  std::size_t* const earliest = earliest_list.data();
  std::size_t head = 0, tail = 0, queued = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::size_t reach = i + window < n ? i + window : n;
    for (; queued < reach; ++queued) {
      while (tail > head && ready[earliest[tail - 1]] >= ready[queued]) --tail;
      earliest[tail++] = queued;
    }
    while (head < tail && earliest[head] <= i) ++head;
    const double soonest = head < tail ? ready[earliest[head]] : never;
    if (taken[i]) continue;
    // Idle time before pass i: from the device's free time until pass i's inputs arrive.
    const double gap_end = ready[i];
    while (gap_end - free_at >= shortest - eps && soonest <= free_at + eps) {
      std::size_t pick = n;
      int live_high = live;  // highest live count over the passes skipped so far
      int running = live;
      ++scan;
      for (std::size_t k = i; k < n && k < i + window; ++k) {
        if (taken[k]) continue;
        const action& a = list[k];
        int& mark = seen[static_cast<int>(a.kind) * stages + a.stage];
        const bool blocked = mark == scan;  // an earlier microbatch of it is pending
        mark = scan;
        // Free to move (no earlier microbatch of it pending, within the cap), fits the gap,
        // and its inputs are there.
        if (k > i && !blocked && (a.kind != action_kind::F || live_high + 1 <= cap) &&
            free_at + takes[k] <= gap_end + eps && ready[k] <= free_at + eps) {
          pick = k;
          break;
        }
        running += delta[k];
        live_high = running > live_high ? running : live_high;
      }
      if (pick == n) break;
      out[used++] = list[pick];
      taken[pick] = 1;
      live += delta[pick];
      free_at += takes[pick];
      ++moves;
    }
    out[used++] = list[i];
    taken[i] = 1;
    live += delta[i];
    const double start = gap_end > free_at ? gap_end : free_at;
    free_at = start + takes[i];
  }
  return moves;
}
}  // namespace detail

// After a device's last F its live activations only fall, so its W passes may wait
// without raising its peak: move them behind the remaining B passes, which are the
// critical path of the cool-down (each B feeds the device before it). The squeeze then
// pulls the deferred W back into whatever holes the B chain leaves.
constexpr schedule defer_cooldown_weights(schedule s) {
  // (Through pointers, the deferred W in a second pass rather than a pushed list: compile-time
  // schedules run this in constant evaluation, where calls and subscripts are the budget.)
  for (auto& kept : s.per_device) {
    action* const list = kept.data();
    const std::size_t n = kept.size();
    std::size_t last_f = 0, weights = 0;
    for (std::size_t i = 0; i < n; ++i)
      if (list[i].kind == action_kind::F) last_f = i;
    for (std::size_t i = last_f + 1; i < n; ++i) weights += list[i].kind == action_kind::W;
    if (weights == 0) continue;
    std::vector<action> deferred_list(weights);
    action* const deferred = deferred_list.data();
    std::size_t out = last_f + 1, w = 0;
    for (std::size_t i = last_f + 1; i < n; ++i) {
      if (list[i].kind == action_kind::W)
        deferred[w++] = list[i];
      else
        list[out++] = list[i];
    }
    for (std::size_t i = 0; i < weights; ++i) list[out++] = deferred[i];
  }
  return s;
}

namespace detail {
// A squeezed order with its timing (the same as simulate() gives it once comm is inserted:
// comm occupies no device, and ready times already count the hop's latency).
struct squeezed_order {
  schedule order;
  pass_timing timing;
};

// One round of the squeeze: `s`'s lists (timed `best_time`) filled into `trial`'s (the same
// schedule otherwise; their lists are overwritten whole). Where the round is kept, its order
// is swapped into `s` and its timing into `best_time`. Returns whether another round may
// help. (A round of its own, so that a compile-time schedule can run each round in a
// constant evaluation of its own: static_stages.hpp.)
constexpr bool squeeze_round(schedule& s, pass_timing& best_time, schedule& trial, const costs& c,
                             const std::vector<int>& caps) {
  int moves = 0;
  for (int d = 0; d < s.devices(); ++d)
    moves += fill_device(s, best_time.clock, s.per_device[d], trial.per_device[d], d, c, caps[d]);
  if (moves == 0) return false;
  // Stale times can, rarely, let a fill delay a pass; keep a round only if it helps,
  // and stop at the first round that does not shorten anything.
  pass_timing next = time_actions(trial, c);
  if (next.makespan > best_time.makespan + 1e-9 || next.span > best_time.span + 1e-9) return false;
  if (next.makespan > best_time.makespan - 1e-9 && next.span > best_time.span - 1e-9) return false;
  // A round that shortened both by under 0.01% is the last worth its cost.
  const bool last = next.makespan > best_time.makespan * (1 - 1e-4) && next.span > best_time.span * (1 - 1e-4);
  s.per_device.swap(trial.per_device);
  best_time = std::move(next);
  return !last;
}

// A schedule like `s` whose lists are there to be overwritten (squeeze_round's trial).
constexpr schedule trial_of(schedule& s) {
  // (s's lists moved aside while it is copied: no order is copied.)
  std::vector<std::vector<action>> lists = std::move(s.per_device);
  schedule trial = s;
  s.per_device = std::move(lists);
  trial.per_device.resize(s.per_device.size());
  return trial;
}

// `caps[d]`: the most chunk activations device d may hold after a forward is pulled.
constexpr squeezed_order squeeze_timed(schedule s, const costs& c, const std::vector<int>& caps, int rounds = 4) {
  pass_timing best_time = time_actions(s, c);
  if (rounds <= 0) return {std::move(s), std::move(best_time)};
  // `s` is the best order so far; a round fills its lists into `trial`'s and a kept round
  // swaps them in.
  schedule trial = trial_of(s);
  for (int r = 0; r < rounds; ++r)
    if (!squeeze_round(s, best_time, trial, c, caps)) break;
  return {std::move(s), std::move(best_time)};
}
}  // namespace detail

// `caps[d]`: the most chunk activations device d may hold after a forward is pulled.
constexpr schedule squeeze(schedule s, const costs& c, const std::vector<int>& caps, int rounds = 4) {
  return detail::squeeze_timed(std::move(s), c, caps, rounds).order;
}

}  // namespace pipesched
