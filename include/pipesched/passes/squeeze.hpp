#pragma once
// squeeze: ASAP timing keeps each device's order (that is the simulator); what this pass
// adds is filling the idle time it leaves. Into each gap of a device it pulls the first
// later pass whose inputs have arrived by then and that fits in the gap, so nothing else
// starts later: W and BW (they free memory), B (frees nothing), and F only while the
// device's live activations stay within its cap of chunk activations. Passes of one
// (kind, stage) keep their microbatch order, so send/recv pairs stay in FIFO order.
#include "../core/sized_vector.hpp"
#include <limits>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../schedule.hpp"

namespace pipesched {

namespace detail {
// What fill_device needs besides a device's list, made once per round of the squeeze for
// every device: in constant evaluation (compile-time schedules) a vector's
// value-initialisation costs about 60 operations an element, and made per device these
// vectors were half of a round's operations.
// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_fill_scratch {
  // Per position of a device's list: when its inputs arrive; the next position of its lane
  // (below); whether it is placed (== stamp, the device's fill: no clearing between devices).
  std::vector<double> ready;
  std::vector<std::size_t> follows;
  std::vector<int> taken;
  int stamp = 0;
  // Per (kind, stage) of the compute passes (F, B, W, BW): its lane in the device being
  // filled (where lane_stamp == stamp); where its input ends in the clock (its index at
  // microbatch 0, -1: it has none) and on which device.
  std::vector<int> lane_of, lane_stamp;
  std::vector<std::ptrdiff_t> input_at;
  std::vector<int> input_device;
  // Per lane: its first pass not placed and its last pass.
  std::vector<std::size_t> heads, lasts;

  constexpr basic_fill_scratch(const schedule& s, const pass_clock& clk)
      : lane_of(sized_vector<int>(static_cast<std::size_t>(4 * s.stages()))),
        lane_stamp(sized_vector<int>(lane_of.size())),
        input_at(sized_vector<std::ptrdiff_t>(lane_of.size())),
        input_device(sized_vector<int>(lane_of.size())),
        heads(sized_vector<std::size_t>(static_cast<std::size_t>(4 * s.chunks()))),
        lasts(sized_vector<std::size_t>(heads.size())) {
    std::size_t longest = 0;
    for (const auto& list : s.per_device) longest = list.size() > longest ? list.size() : longest;
    resize_value_initialized(ready, longest);
    resize_value_initialized(follows, longest);
    resize_value_initialized(taken, longest);
    const int S = s.stages();
    for (int k = 0; k < 4; ++k)
      for (int stage = 0; stage < S; ++stage) {
        const pass_input in = input_of(s, action{static_cast<action_kind>(k), stage, 0});
        const auto i = static_cast<std::size_t>(k * S + stage);
        input_at[i] = in.stage < 0 ? -1 : clk.index(in.slot, in.stage, 0);
        input_device[i] = in.stage < 0 ? -1 : s.device_of_stage(in.stage);
      }
  }
};
using fill_scratch = basic_fill_scratch<>;

// Fills the gaps of one device using the pass end times of the last simulation (the
// order stays valid whatever the times: a pass is pulled only past passes that do not
// produce its inputs): device `device`'s list of `s`, filled, into `into`. Returns the
// number of passes moved.
// A pass may be pulled only where no earlier microbatch of its (kind, stage) is pending:
// only the first pending pass of each (kind, stage), its lane's head (a device has a few
// lanes), is a candidate. So a gap looks at the lanes' heads rather than at every pass of
// its window, and walks the window only to count what a pulled forward would overtake.
// (Compile-time schedules run this in constant evaluation, where every call and vector
// subscript is an operation of the budget: the loops read and write through pointers
// taken once, and ready_time() is read from the scratch's tables.)
template <class = void>
constexpr int fill_device(const schedule& s, const pass_clock& clk, const std::vector<action>& from,
                          std::vector<action>& into, int device, const costs& c, int cap, fill_scratch& scratch) {
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
  const double* const took = duration.by_kind.data();  // F, B, W, BW: the kinds squeezed
  int moves = 0;
  const std::size_t n = from.size();
  const action* const list = from.data();
  // Every action lands in `into` exactly once (pulled into a gap or in its turn), so it is
  // sized up front and written by index: push_back was called out of line here.
  into.resize(n);
  action* const out = into.data();
  std::size_t used = 0;
  const int stamp = ++scratch.stamp;
  int* const taken = scratch.taken.data();
  int live = 0;  // live chunk activations after `out`
  double free_at = 0;
  // When each pass's inputs arrive (the times are those of the last simulation, so they do
  // not change during this fill); never, for one whose input was not timed. And its lane.
  constexpr double never = std::numeric_limits<double>::infinity();
  double* const ready = scratch.ready.data();
  std::size_t* const follows = scratch.follows.data();
  std::size_t* const heads = scratch.heads.data();
  std::size_t* const lasts = scratch.lasts.data();
  int* const lane_of = scratch.lane_of.data();
  int* const lane_stamp = scratch.lane_stamp.data();
  const std::ptrdiff_t* const input_at = scratch.input_at.data();
  const int* const input_device = scratch.input_device.data();
  const double* const ends = clk.end.data();
  int lanes = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const action& a = list[k];
    const int key = static_cast<int>(a.kind) * stages + a.stage;
    // ready_time(s, clk, a, device, c.comm) from the tables
    const std::ptrdiff_t input = input_at[key];
    const double t = input < 0 ? 0.0 : ends[input + a.microbatch];
    ready[k] = t < 0 ? never : input < 0 || input_device[key] == device ? t : t + c.comm;
    if (lane_stamp[key] != stamp) {
      lane_stamp[key] = stamp;
      lane_of[key] = lanes;
      heads[lanes++] = k;
    } else {
      follows[lasts[lane_of[key]]] = k;
    }
    lasts[lane_of[key]] = k;
    follows[k] = n;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (taken[i] == stamp) continue;
    // Idle time before pass i: from the device's free time until pass i's inputs arrive.
    const double gap_end = ready[i];
    const std::size_t reach = i + window < n ? i + window : n;
    while (gap_end - free_at >= shortest - eps) {
      // The first pass after i within the window that is free to move (a lane's head: no
      // earlier microbatch of it pending), fits the gap and whose inputs are there; a
      // forward only while the device stays within its cap over the passes it overtakes.
      std::size_t first_f = n, first_other = n;
      for (int l = 0; l < lanes; ++l) {
        const std::size_t k = heads[l];
        if (k <= i || k >= reach) continue;
        if (!(free_at + took[static_cast<int>(list[k].kind)] <= gap_end + eps && ready[k] <= free_at + eps)) continue;
        if (list[k].kind == action_kind::F) first_f = k < first_f ? k : first_f;
        else first_other = k < first_other ? k : first_other;
      }
      std::size_t pick = first_other;
      if (first_f < first_other) {
        // The highest live count over the passes it would overtake (the later a forward,
        // the more it overtakes: if this one does not fit, no later one does).
        int running = live, live_high = live;
        for (std::size_t k = i; k < first_f; ++k)
          if (taken[k] != stamp) {
            running += activation_delta(list[k].kind);
            live_high = running > live_high ? running : live_high;
          }
        if (live_high + 1 <= cap) pick = first_f;
      }
      if (pick == n) break;
      const action& a = list[pick];
      out[used++] = a;
      taken[pick] = stamp;
      heads[lane_of[static_cast<int>(a.kind) * stages + a.stage]] = follows[pick];
      live += activation_delta(a.kind);
      free_at += took[static_cast<int>(a.kind)];
      ++moves;
    }
    const action& a = list[i];
    out[used++] = a;
    taken[i] = stamp;
    heads[lane_of[static_cast<int>(a.kind) * stages + a.stage]] = follows[i];
    live += activation_delta(a.kind);
    const double start = gap_end > free_at ? gap_end : free_at;
    free_at = start + took[static_cast<int>(a.kind)];
  }
  return moves;
}
}  // namespace detail

// After a device's last F its live activations only fall, so its W passes may wait
// without raising its peak: move them behind the remaining B passes, which are the
// critical path of the cool-down (each B feeds the device before it). The squeeze then
// pulls the deferred W back into whatever holes the B chain leaves.
template <class = void>
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
template <class = void>
constexpr bool squeeze_round(schedule& s, pass_timing& best_time, schedule& trial, const costs& c,
                             const std::vector<int>& caps) {
  int moves = 0;
  fill_scratch scratch(s, best_time.clock);
  for (int d = 0; d < s.devices(); ++d)
    moves += fill_device(s, best_time.clock, s.per_device[d], trial.per_device[d], d, c, caps[d], scratch);
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
template <class = void>
constexpr schedule trial_of(schedule& s) {
  // (s's lists moved aside while it is copied: no order is copied.)
  std::vector<std::vector<action>> lists = std::move(s.per_device);
  schedule trial = s;
  s.per_device = std::move(lists);
  trial.per_device.resize(s.per_device.size());
  return trial;
}

// `caps[d]`: the most chunk activations device d may hold after a forward is pulled.
template <class = void>
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
template <class = void>
constexpr schedule squeeze(schedule s, const costs& c, const std::vector<int>& caps, int rounds = 4) {
  return detail::squeeze_timed(std::move(s), c, caps, rounds).order;
}

}  // namespace pipesched
