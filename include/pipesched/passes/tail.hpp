#pragma once
// tail: the end of a pipeline is a race of chains. The last microbatches' forwards run
// down (and, in a V, back up) the devices, then their backwards all the way back, and the
// makespan is the end of that chain. The squeeze keeps each device's order and fills its
// gaps from the times of the previous round, so near the end a W, or an earlier
// microbatch's backward, can sit in front of the pass the last chain waits for. This pass
// re-schedules the end of every device, from `back` positions before its last F on, by
// list scheduling in time order (Giffler-Thompson): of the passes that could start
// before the earliest of them ends, the one with the longest chain of passes still behind
// it runs first. A forward runs only within the device's cap of chunk activations, the
// passes of one (kind, stage) keep their microbatch order (so the comm pass keeps each
// link's sends and recvs in the same order), and a device's forwards keep their order.
// At unit costs this takes V-Half to the authors' best bubble for its memory (docs/schedules.md).
#include <cstddef>
#include <limits>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"

namespace pipesched {

namespace detail {

// An ending of an order: per device, what follows the passes timed before it.
struct tail_order {
  std::vector<std::vector<action>> ending;
  double makespan = 0;  // global
  double span = 0;      // per device
  bool found = false;   // false: the devices' caps let no pass run
};

// Time left, at the least, from the start of compute action `a` to the end of the work
// that waits on it: the rest of its microbatch's chain through the stages, with a hop
// between every two (an estimate where neighbouring stages share a device).
constexpr double chain_behind(const schedule& s, const action& a, const pass_durations& dur, double comm) {
  const int S = s.stages();
  const double f = dur.of(action_kind::F) + comm;
  const double back = (s.split ? dur.of(action_kind::B) : dur.of(action_kind::BW)) + comm;
  const double w = s.split ? dur.of(action_kind::W) : 0.0;
  switch (a.kind) {
    case action_kind::F: return (S - a.stage) * f + S * back + w;
    case action_kind::B:
    case action_kind::BW: return (a.stage + 1) * back + w;
    default: return dur.of(a.kind);
  }
}

// A partial timing of an order: each device's passes timed up to `next`.
struct tail_start {
  pass_clock clk;
  std::vector<std::size_t> next;  // per device: its first pass not timed yet
  std::vector<double> free_at, first_start, last_end;
  std::vector<int> live;  // chunk activations held after its timed passes
  std::size_t remaining = 0;
};

// When each pass of compute order `order` starts under its timing `t`: each device runs
// its passes in order, each once the device is free and its input has arrived.
constexpr std::vector<std::vector<double>> start_times(const schedule& order, const pass_timing& t, const costs& c) {
  const pass_durations dur(c, order.chunks());
  std::vector<std::vector<double>> starts(order.per_device.size());
  for (std::size_t d = 0; d < starts.size(); ++d) {
    const auto& list = order.per_device[d];
    starts[d].resize(list.size());
    double free = 0;
    for (std::size_t i = 0; i < list.size(); ++i) {
      const double ready = ready_time(order, t.clock, list[i], static_cast<int>(d), c.comm);
      starts[d][i] = ready > free ? ready : free;
      free = starts[d][i] + dur.of(list[i].kind);
    }
  }
  return starts;
}

// `order`'s timing `t` rewound to `cut`: every pass that started before then keeps its
// time whatever follows (its inputs ended before it started), so endings that differ only
// from `cut` on all start from here.
constexpr tail_start rewind_to(const schedule& order, const costs& c, const pass_timing& t,
                               const std::vector<std::vector<double>>& starts, double cut) {
  const std::size_t P = order.per_device.size();
  const pass_durations dur(c, order.chunks());
  tail_start st{t.clock, std::vector<std::size_t>(P, 0), std::vector<double>(P, 0.0), std::vector<double>(P, -1.0),
                std::vector<double>(P, 0.0), std::vector<int>(P, 0), 0};
  for (std::size_t d = 0; d < P; ++d) {
    const auto& list = order.per_device[d];
    std::size_t i = 0;
    for (; i < list.size() && starts[d][i] < cut; ++i) st.live[d] += activation_delta(list[i].kind);
    st.next[d] = i;
    st.first_start[d] = i > 0 ? starts[d][0] : -1.0;
    st.free_at[d] = st.last_end[d] = i > 0 ? starts[d][i - 1] + dur.of(list[i - 1].kind) : 0.0;
    st.remaining += list.size() - i;
    st.clk.forget(list, i);
  }
  return st;
}

// The rest of `order` after `st`: each device's own order up to position from[d], then
// its remaining passes list-scheduled (see the top of this file), within caps[d] chunk
// activations. from[d] = the device's length: its own order to the end.
constexpr tail_order finish_tail(const schedule& order, const costs& c, const std::vector<int>& caps, tail_start st,
                                 const std::vector<std::size_t>& from) {
  const std::size_t P = order.per_device.size();
  const pass_durations dur(c, order.chunks());
  tail_order out{std::vector<std::vector<action>>(P), 0, 0, false};
  constexpr std::size_t most_lanes = 16;  // per device; a V device has 5
  // Each device's passes from `from` on, in lanes of one (kind, stage) each, in order (and
  // all its forwards in one lane): a lane's first pending pass is its only candidate.
  struct lane {
    std::vector<action> passes;
    std::size_t head = 0;
  };
  std::vector<std::vector<lane>> lanes(P);
  for (std::size_t d = 0; d < P; ++d) {
    const auto& list = order.per_device[d];
    for (std::size_t i = from[d] > st.next[d] ? from[d] : st.next[d]; i < list.size(); ++i) {
      // Forwards keep their order among themselves: reordered, two chunks' forwards could
      // fill the cap with activations whose backwards wait for the other chunk's.
      std::size_t home = lanes[d].size();
      for (std::size_t l = 0; l < lanes[d].size(); ++l) {
        const action& x = lanes[d][l].passes[0];
        if (x.kind == list[i].kind && (x.kind == action_kind::F || x.stage == list[i].stage)) home = l;
      }
      if (home == lanes[d].size()) lanes[d].emplace_back();
      lanes[d][home].passes.push_back(list[i]);
    }
    if (lanes[d].size() > most_lanes) return out;  // more than choose() looks at: not tried
  }
  // Each device's next pass and its start, kept until the device runs a pass or a pass
  // it may be waiting for ends (only then can its choice change).
  constexpr std::size_t none = static_cast<std::size_t>(-1), own = none - 1;
  struct choice {
    bool fresh = false;
    std::size_t lane = none;  // `own`: the next of its own order; `none`: nothing can start
    double start = 0;
  };
  std::vector<choice> chosen(P);
  auto choose = [&](std::size_t d) {
    choice ch{true, none, 0};
    if (st.next[d] < from[d]) {  // still in its own order
      const double ready = ready_time(order, st.clk, order.per_device[d][st.next[d]], static_cast<int>(d), c.comm);
      if (ready >= 0) ch = {true, own, ready > st.free_at[d] ? ready : st.free_at[d]};
      return ch;
    }
    // One look at each lane's head: when it could start; the earliest any could end.
    std::size_t lane_of[most_lanes] = {};
    double start_of[most_lanes] = {};
    std::size_t n = 0;
    double soonest_end = 0;
    for (std::size_t l = 0; l < lanes[d].size(); ++l) {
      const lane& ln = lanes[d][l];
      if (ln.head == ln.passes.size()) continue;
      const action& a = ln.passes[ln.head];
      const double ready = ready_time(order, st.clk, a, static_cast<int>(d), c.comm);
      if (ready < 0 || (a.kind == action_kind::F && st.live[d] + 1 > caps[d])) continue;
      const double start = ready > st.free_at[d] ? ready : st.free_at[d];
      const double end = start + dur.of(a.kind);
      soonest_end = n == 0 || end < soonest_end ? end : soonest_end;
      lane_of[n] = l;
      start_of[n++] = start;
    }
    // Of those that may start before that, the longest chain behind it runs first.
    double pick_chain = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (start_of[i] >= soonest_end) continue;
      const lane& ln = lanes[d][lane_of[i]];
      const double chain = chain_behind(order, ln.passes[ln.head], dur, c.comm);
      if (ch.lane == none || chain > pick_chain || (chain == pick_chain && start_of[i] < ch.start))
        ch.lane = lane_of[i], ch.start = start_of[i], pick_chain = chain;
    }
    return ch;
  };
  std::vector<std::size_t> stale;  // devices whose choice must be made again
  // Devices that may wait for the output of `a` (its consumers' devices).
  auto touch_consumers = [&](const action& a) {
    const int S = order.stages();
    auto touch = [&](int stage) {
      const std::size_t d = static_cast<std::size_t>(order.device_of_stage(stage));
      chosen[d].fresh = false;
      stale.push_back(d);
    };
    if (a.kind == action_kind::F) touch(a.stage + 1 < S ? a.stage + 1 : a.stage);
    if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage > 0) touch(a.stage - 1);
  };
  // In time order: each round commits the device whose chosen pass starts first (a pass
  // whose input is not timed yet cannot start before that one ends).
  constexpr double never = std::numeric_limits<double>::infinity();
  std::vector<double> starts(P, never);  // chosen[d]'s start, `never` if it has none
  for (std::size_t d = 0; d < P; ++d) stale.push_back(d);
  while (st.remaining > 0) {
    for (std::size_t d : stale)
      if (!chosen[d].fresh) {
        chosen[d] = choose(d);
        starts[d] = chosen[d].lane == none ? never : chosen[d].start;
      }
    stale.clear();
    std::size_t best = 0;
    for (std::size_t d = 1; d < P; ++d) best = starts[d] < starts[best] ? d : best;
    if (starts[best] == never) return out;  // stuck (the caps let no pass run): not found
    const choice ch = chosen[best];
    const action a = ch.lane == own ? order.per_device[best][st.next[best]++]
                                    : lanes[best][ch.lane].passes[lanes[best][ch.lane].head++];
    st.free_at[best] = ch.start + dur.of(a.kind);
    st.clk.record(a, st.free_at[best]);
    if (st.first_start[best] < 0) st.first_start[best] = ch.start;
    st.last_end[best] = st.free_at[best];
    st.live[best] += activation_delta(a.kind);
    out.ending[best].push_back(a);
    --st.remaining;
    chosen[best].fresh = false;
    stale.push_back(best);
    touch_consumers(a);
  }
  out.makespan = latest_end(st.last_end);
  out.span = widest_span(st.first_start, st.last_end);
  out.found = true;
  return out;
}

// An order and its makespan (global), for searches that rank orders by it.
struct timed_tail {
  schedule order;
  double makespan = 0;
};

// reschedule_tail() for an order whose timing `t` is known (the squeeze's), with the
// result's makespan: the list scheduler times what it places.
constexpr timed_tail reschedule_tail_timed(schedule order, const pass_timing& t, const costs& c) {
  // Two starts: at the last F and 4 passes before it. Over V-Half at p = 4, 8 and 16,
  // m = p..8p, unit and measured costs (18.5, 18.1, 9.3, 0.6), starts 0, 1, 2, 3, 4, 6, 8
  // and 12 tried: one of these two is the best at unit costs, and at the measured costs
  // within 0.004 of bubble of the best (2 before at p = 4 and 8, 8 at p = 16). Each start
  // costs about a fifth of a simulation at p = 32, m = 256.
  constexpr int backs[] = {0, 4};
  constexpr std::size_t deepest = static_cast<std::size_t>(backs[1]);  // the earlier start
  const std::size_t P = order.per_device.size();
  std::vector<std::size_t> last_f(P, 0), from(P, 0);
  for (std::size_t d = 0; d < P; ++d) {
    const auto& list = order.per_device[d];
    for (std::size_t i = 0; i < list.size(); ++i)
      if (list[i].kind == action_kind::F) last_f[d] = i;
  }
  // Rewound to the first moment any of the endings tried can differ from the order's.
  const std::vector<std::vector<double>> starts = start_times(order, t, c);
  double cut = t.makespan;
  for (std::size_t d = 0; d < P; ++d)
    if (!starts[d].empty()) {
      const double s = starts[d][last_f[d] >= deepest ? last_f[d] - deepest : 0];
      cut = s < cut ? s : cut;
    }
  const std::vector<int> caps = peak_activations(order);
  const tail_start prefix = rewind_to(order, c, t, starts, cut);
  tail_order best;
  for (int back : backs) {
    for (std::size_t d = 0; d < P; ++d)
      from[d] = last_f[d] >= static_cast<std::size_t>(back) ? last_f[d] - static_cast<std::size_t>(back) : 0;
    tail_order x = finish_tail(order, c, caps, prefix, from);
    const double shortest = best.found ? best.makespan : t.makespan;
    if (x.found && x.makespan < shortest - 1e-9 && x.span <= t.span + 1e-9) best = std::move(x);
  }
  if (!best.found) return {std::move(order), t.makespan};
  for (std::size_t d = 0; d < P; ++d) {
    order.per_device[d].resize(prefix.next[d]);
    order.per_device[d].insert(order.per_device[d].end(), best.ending[d].begin(), best.ending[d].end());
  }
  return {std::move(order), best.makespan};
}

constexpr schedule reschedule_tail(schedule order, const pass_timing& t, const costs& c) {
  return reschedule_tail_timed(std::move(order), t, c).order;
}
}  // namespace detail

// The order with its end list-scheduled critical chain first (see above), trying a few
// starting points; `order` itself where none is shorter (global makespan, and no longer
// per-device span). No device holds more chunk activations than it did.
constexpr schedule reschedule_tail(const schedule& order, const costs& c) {
  return detail::reschedule_tail(order, detail::time_actions(order, c), c);
}

}  // namespace pipesched
