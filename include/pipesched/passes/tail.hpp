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
#include "../core/sized_vector.hpp"
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
template <class = void>
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
template <class = void>
constexpr std::vector<std::vector<double>> start_times(const schedule& order, const pass_timing& t, const costs& c) {
  const pass_durations dur(c, order.chunks());
  std::vector<std::vector<double>> starts(order.per_device.size());
  for (std::size_t d = 0; d < starts.size(); ++d) {
    const auto& list = order.per_device[d];
    resize_value_initialized(starts[d], list.size());
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
template <class = void>
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
template <class = void>
constexpr tail_order finish_tail(const schedule& order, const costs& c, const std::vector<int>& caps, tail_start st,
                                 const std::vector<std::size_t>& from) {
  // (Compile-time schedules run this in constant evaluation, where every call, vector
  // subscript and iterator step is an operation of the budget: the loops below read
  // through pointers taken once, and what a pass's kind and stage decide is in tables.)
  const std::size_t P = order.per_device.size();
  const pass_durations dur(c, order.chunks());
  tail_order out{std::vector<std::vector<action>>(P), 0, 0, false};
  constexpr std::size_t most_lanes = 16;  // per device; a V device has 5
  const int S = order.stages();
  // Each device's passes from `from` on, in lanes of one (kind, stage) each, in order (and
  // all its forwards in one lane): a lane's first pending pass is its only candidate. A
  // lane is a chain of positions in the device's list (follows[offset[d] + i]: the
  // position of the lane's pass after i, or the list's length).
  struct lane {
    std::size_t head = 0, last = 0;
    action key{};  // its first pass
  };
  std::vector<lane> lane_table(P * most_lanes);
  // (sized_vector: clang refuses vector(n) of a trivial type in constant evaluation.)
  std::vector<std::size_t> lane_counts = sized_vector<std::size_t>(P), offsets = sized_vector<std::size_t>(P + 1),
                           sizes = sized_vector<std::size_t>(P);
  std::vector<const action*> list_of = sized_vector<const action*>(P);
  for (std::size_t d = 0; d < P; ++d) {
    list_of[d] = order.per_device[d].data();
    sizes[d] = order.per_device[d].size();
    offsets[d + 1] = offsets[d] + sizes[d];
  }
  std::vector<std::size_t> follows = sized_vector<std::size_t>(offsets[P]);
  std::size_t* const follow = follows.data();
  lane* const lanes = lane_table.data();
  for (std::size_t d = 0; d < P; ++d) {
    const action* const list = list_of[d];
    const std::size_t n = sizes[d];
    lane* const own = lanes + d * most_lanes;
    std::size_t* const after = follow + offsets[d];
    std::size_t count = 0;
    for (std::size_t i = from[d] > st.next[d] ? from[d] : st.next[d]; i < n; ++i) {
      // Forwards keep their order among themselves: reordered, two chunks' forwards could
      // fill the cap with activations whose backwards wait for the other chunk's.
      const action& a = list[i];
      std::size_t home = count;
      for (std::size_t l = 0; l < count; ++l)
        if (own[l].key.kind == a.kind && (a.kind == action_kind::F || own[l].key.stage == a.stage)) {
          home = l;
          break;  // (keys differ, so at most one lane matches)
        }
      if (home == count) {
        if (count == most_lanes) return out;  // more than choose() looks at: not tried
        own[count++] = {i, i, a};
      } else {
        after[own[home].last] = i;
        own[home].last = i;
      }
      after[i] = n;
    }
    lane_counts[d] = count;
    out.ending[d].resize(st.next[d] < n ? n - st.next[d] : 0);  // every pass left is placed once
  }
  std::vector<std::size_t> ended = sized_vector<std::size_t>(P);  // passes written to out.ending[d]
  // chain_behind() and the duration of each (kind, stage) a lane may hold (the compute
  // passes F, B, W, BW: the first four kinds), computed once.
  std::vector<double> chains = sized_vector<double>(static_cast<std::size_t>(4 * S)), takes = sized_vector<double>(4);
  for (int k = 0; k < 4; ++k) {
    takes[static_cast<std::size_t>(k)] = dur.of(static_cast<action_kind>(k));
    for (int stage = 0; stage < S; ++stage)
      chains[static_cast<std::size_t>(k * S + stage)] =
          chain_behind(order, action{static_cast<action_kind>(k), stage, 0}, dur, c.comm);
  }
  // Where each (kind, stage)'s input ends in st.clk (as ready_time() reads it, through
  // input_of(): the clock's index at microbatch 0, -1 for none) and on which device.
  std::vector<std::ptrdiff_t> input_at = sized_vector<std::ptrdiff_t>(static_cast<std::size_t>(4 * S));
  std::vector<int> input_device = sized_vector<int>(static_cast<std::size_t>(4 * S));
  for (int k = 0; k < 4; ++k)
    for (int stage = 0; stage < S; ++stage) {
      const pass_input in = input_of(order, action{static_cast<action_kind>(k), stage, 0});
      const auto i = static_cast<std::size_t>(k * S + stage);
      input_at[i] = in.stage < 0 ? -1 : st.clk.index(in.slot, in.stage, 0);
      input_device[i] = in.stage < 0 ? -1 : order.device_of_stage(in.stage);
    }
  const std::ptrdiff_t* const input_of_pass = input_at.data();
  const int* const input_device_of = input_device.data();
  const double* const ends = st.clk.end.data();  // (st.clk is written in place, never resized)
  // ready_time() of compute pass `a` on device d.
  auto ready = [&](const action& a, std::size_t d) {
    if (a.kind > action_kind::BW) return ready_time(order, st.clk, a, static_cast<int>(d), c.comm);
    const auto i = static_cast<std::size_t>(static_cast<int>(a.kind) * S + a.stage);
    if (input_of_pass[i] < 0) return 0.0;
    const double t = ends[input_of_pass[i] + a.microbatch];
    if (t < 0) return -1.0;
    return input_device_of[i] == static_cast<int>(d) ? t : t + c.comm;
  };
  const double* const chain_of = chains.data();
  const double* const time_of = takes.data();
  auto chain = [&](const action& a) {
    return a.kind <= action_kind::BW ? chain_of[static_cast<int>(a.kind) * S + a.stage] : chain_behind(order, a, dur, c.comm);
  };
  auto takes_time = [&](action_kind k) { return k <= action_kind::BW ? time_of[static_cast<int>(k)] : dur.of(k); };
  // Each device's next pass and its start, kept until the device runs a pass or a pass
  // it may be waiting for ends (only then can its choice change).
  constexpr std::size_t none = static_cast<std::size_t>(-1), own = none - 1;
  struct choice {
    bool fresh = false;
    std::size_t lane = static_cast<std::size_t>(-1);  // `own`: the next of its own order; `none`: nothing can start
    double start = 0;
  };
  std::vector<choice> chosen(P);
  const std::size_t* const next = st.next.data();
  const std::size_t* const from_at = from.data();
  const double* const free_at = st.free_at.data();
  const int* const live = st.live.data();
  const int* const cap = caps.data();
  auto choose = [&](std::size_t d) {
    choice ch{true, none, 0};
    const double free = free_at[d];
    if (next[d] < from_at[d]) {  // still in its own order
      const double at = ready(order.per_device[d][next[d]], d);
      if (at >= 0) ch = {true, own, at > free ? at : free};
      return ch;
    }
    // One look at each lane's head: when it could start; the earliest any could end.
    const bool room = live[d] + 1 <= cap[d];
    const lane* const ls = lanes + d * most_lanes;
    const std::size_t count = lane_counts[d];
    const action* const list = list_of[d];
    const std::size_t length = sizes[d];
    std::size_t lane_of[most_lanes] = {};
    double start_of[most_lanes] = {};
    std::size_t n = 0;
    double soonest_end = 0;
    for (std::size_t l = 0; l < count; ++l) {
      const std::size_t head = ls[l].head;
      if (head == length) continue;
      const action& a = list[head];
      const double at = ready(a, d);
      if (at < 0 || (a.kind == action_kind::F && !room)) continue;
      const double start = at > free ? at : free;
      const double end = start + takes_time(a.kind);
      soonest_end = n == 0 || end < soonest_end ? end : soonest_end;
      lane_of[n] = l;
      start_of[n++] = start;
    }
    // Of those that may start before that, the longest chain behind it runs first.
    double pick_chain = 0;
    for (std::size_t i = 0; i < n; ++i) {
      if (start_of[i] >= soonest_end) continue;
      const double behind = chain(list[ls[lane_of[i]].head]);
      if (ch.lane == none || behind > pick_chain || (behind == pick_chain && start_of[i] < ch.start))
        ch.lane = lane_of[i], ch.start = start_of[i], pick_chain = behind;
    }
    return ch;
  };
  // Devices whose choice must be made again: at first all, then per round the device that
  // ran a pass and the consumer of its output (at most two).
  std::vector<std::size_t> stale_list = sized_vector<std::size_t>(P > 2 ? P : 2);
  std::size_t* const stale = stale_list.data();
  std::size_t stale_count = 0;
  for (std::size_t d = 0; d < P; ++d) stale[stale_count++] = d;
  choice* const chosen_at = chosen.data();
  // In time order: each round commits the device whose chosen pass starts first (a pass
  // whose input is not timed yet cannot start before that one ends).
  constexpr double never = std::numeric_limits<double>::infinity();
  std::vector<double> starts_list(P, never);  // chosen[d]'s start, `never` if it has none
  double* const starts = starts_list.data();
  while (st.remaining > 0) {
    for (std::size_t i = 0; i < stale_count; ++i)
      if (const std::size_t d = stale[i]; !chosen_at[d].fresh) {
        chosen_at[d] = choose(d);
        starts[d] = chosen_at[d].lane == none ? never : chosen_at[d].start;
      }
    stale_count = 0;
    std::size_t best = 0;
    for (std::size_t d = 1; d < P; ++d) best = starts[d] < starts[best] ? d : best;
    if (starts[best] == never) return out;  // stuck (the caps let no pass run): not found
    const choice ch = chosen_at[best];
    action a;
    if (ch.lane == own) {
      a = list_of[best][st.next[best]++];
    } else {
      lane& ln = lanes[best * most_lanes + ch.lane];
      a = list_of[best][ln.head];
      ln.head = follow[offsets[best] + ln.head];
    }
    const double end = ch.start + takes_time(a.kind);
    st.free_at[best] = end;
    st.clk.record(a, end);
    if (st.first_start[best] < 0) st.first_start[best] = ch.start;
    st.last_end[best] = end;
    st.live[best] += activation_delta(a.kind);
    out.ending[best][ended[best]++] = a;
    --st.remaining;
    chosen_at[best].fresh = false;
    stale[stale_count++] = best;
    // The device that may wait for the output of `a` (its consumer's).
    int consumer = -1;
    if (a.kind == action_kind::F) consumer = a.stage + 1 < S ? a.stage + 1 : a.stage;
    if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage > 0) consumer = a.stage - 1;
    if (consumer >= 0) {
      const std::size_t d = static_cast<std::size_t>(order.device_of_stage(consumer));
      chosen_at[d].fresh = false;
      stale[stale_count++] = d;
    }
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
template <class = void>
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

template <class = void>
constexpr schedule reschedule_tail(schedule order, const pass_timing& t, const costs& c) {
  return reschedule_tail_timed(std::move(order), t, c).order;
}
}  // namespace detail

// The order with its end list-scheduled critical chain first (see above), trying a few
// starting points; `order` itself where none is shorter (global makespan, and no longer
// per-device span). No device holds more chunk activations than it did.
template <class = void>
constexpr schedule reschedule_tail(const schedule& order, const costs& c) {
  return detail::reschedule_tail(order, detail::time_actions(order, c), c);
}

}  // namespace pipesched
