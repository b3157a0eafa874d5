#pragma once
// Discrete-event simulation of a schedule: every device runs its actions in order, a pass
// starts as soon as its device is free and its inputs have arrived (a predecessor on
// another device adds one comm latency). Communication runs on its own engine and does
// not occupy the device; a send spans [producer end, producer end + comm], a recv the
// same interval on the receiving side.
#include "../core/sized_vector.hpp"
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../core/vocab.hpp"
#include "../schedule.hpp"

namespace pipesched {

struct timed_action {
  action what{};
  double start = 0;
  double end = 0;
  friend constexpr bool operator==(const timed_action&, const timed_action&) = default;
};

struct timeline {
  std::vector<std::vector<timed_action>> per_device;
  double makespan = 0;     // global: every device starts at 0, ends when the last one ends
  double span = 0;         // per-device: max over devices of last end - first start
  double bubble = 0;       // 1 - work / makespan
  double span_bubble = 0;  // 1 - work / span
  double work = 0;         // busy time of one device: m * (TF + TB + TW) (with an overlap gain: the busiest's)
};

// Duration of one pass of a v-chunk schedule: the per-stage cost divided by v. A
// recompute runs F again: F's.
constexpr double pass_duration(action_kind k, const costs& c, int chunks) {
  switch (k) {
    case action_kind::F:
    case action_kind::recompute: return c.f / chunks;
    case action_kind::B: return c.b / chunks;
    case action_kind::W: return c.w / chunks;
    case action_kind::BW: return (c.b + c.w) / chunks;
    default: return 0;
  }
}

// An overlapped F&B (or F&BW) of a v-chunk schedule: both halves less the gain's share of
// the shorter one. The gain is checked here, where every timing starts.
constexpr double overlap_duration(double f, double back, double gain) {
  if (!(gain >= 0 && gain <= 1)) report_error("the overlap gain must be in [0, 1] (0: F then B, 1: the shorter hidden)");
  return f + back - gain * (f < back ? f : back);
}
static_assert(overlap_duration(2, 3, 0) == 5 && overlap_duration(2, 3, 0.5) == 4 && overlap_duration(3, 1, 1) == 3);

// The same, divided once: the simulator and the squeeze look one up for every pass they
// time, and a division per pass showed in their profiles.
struct pass_durations {
  std::array<double, 4> by_kind{};  // F, B, W, BW (the first four action kinds)
  double f_b = 0, f_bw = 0;         // the overlapped kinds
  constexpr pass_durations(const costs& c, int chunks)
      : by_kind{pass_duration(action_kind::F, c, chunks), pass_duration(action_kind::B, c, chunks),
                pass_duration(action_kind::W, c, chunks), pass_duration(action_kind::BW, c, chunks)},
        f_b(overlap_duration(by_kind[0], by_kind[1], c.overlap_gain)),
        f_bw(overlap_duration(by_kind[0], by_kind[3], c.overlap_gain)) {}
  // A recompute runs F again: F's time. Comm, offload, reload and optimizer steps take no
  // device time of their own here.
  constexpr double of(action_kind k) const {
    if (k <= action_kind::BW) return by_kind[static_cast<std::size_t>(k)];
    if (k == action_kind::recompute) return by_kind[0];
    return k == action_kind::overlap_f_b ? f_b : k == action_kind::overlap_f_bw ? f_bw : 0.0;
  }
  // The shortest of F, B and W that takes any time (the squeeze's smallest useful gap).
  constexpr double shortest() const {
    double x = of(action_kind::F);
    for (action_kind k : {action_kind::B, action_kind::W})
      if (of(k) > 0 && of(k) < x) x = of(k);
    return x;
  }
};

// The host link of each device for offload (PipeOffload): a D2H and an H2D engine that
// copy while the device computes. `bandwidth` is in activation units per time unit (one
// unit = one microbatch through one 1F1B stage); 0 means copies take no time. Where two
// devices share one host link (GPUs paired on a PCIe switch) their transfers take
// turns, modelled as half the bandwidth each.
struct copy_engines {
  double bandwidth = 0;
  bool shared_link = false;
  friend constexpr bool operator==(const copy_engines&, const copy_engines&) = default;
};

// Time one offload or reload of `fraction` of a chunk activation (1/chunks unit) takes.
constexpr double copy_duration(double fraction, int chunks, const copy_engines& e) {
  if (e.bandwidth <= 0) return 0;
  return fraction / chunks / (e.shared_link ? e.bandwidth / 2 : e.bandwidth);
}

// The same for the offloads of `s` (its offload fraction).
template <class = void>
constexpr double copy_duration(const schedule& s, const copy_engines& e) {
  return copy_duration(s.offload_fraction, s.chunks(), e);
}

namespace detail {
// End times of every (pass, stage, microbatch), -1 while not done. Slot 0 holds F,
// 1 the backward (B or BW). No pass waits for a W, so W ends are not kept.
// (A class template under an alias, as timing_state: its members' bodies, and the vector
// members they call, are then instantiated where used, not in every file that includes
// pipesched.hpp.)
template <class = void>
struct basic_pass_clock {
  int stages = 0, microbatches = 0;
  std::vector<double> end;
  // Sized in checked 64 bits and indexed in std::ptrdiff_t: 2·S·m passes the range of int
  // long before memory runs out.
  // (Filled through a pointer: in constant evaluation vector(n, -1.0) costs twice as many
  // operations as vector(n) and a loop; sized_vector: clang refuses vector(n) there.)
  constexpr basic_pass_clock(int s, int m)
      : stages(s),
        microbatches(m),
        end(sized_vector<double>(
            static_cast<std::size_t>(checked_mul(2 * std::int64_t{s}, m, "the schedule is too large to time")))) {
    double* const at = end.data();
    for (std::size_t i = 0, n = end.size(); i < n; ++i) at[i] = -1.0;
  }
  constexpr std::ptrdiff_t index(int slot, int stage, int mb) const {
    return (static_cast<std::ptrdiff_t>(slot) * stages + stage) * microbatches + mb;
  }
  constexpr double& at(int slot, int stage, int mb) { return end[static_cast<std::size_t>(index(slot, stage, mb))]; }
  constexpr double get(int slot, int stage, int mb) const {
    return end[static_cast<std::size_t>(index(slot, stage, mb))];
  }
  // Where `end` keeps compute action `a`; -1 for a W (and anything else not kept).
  constexpr std::ptrdiff_t index_of(const action& a) const {
    if (a.kind == action_kind::F) return index(0, a.stage, a.microbatch);
    if (a.kind == action_kind::B || a.kind == action_kind::BW) return index(1, a.stage, a.microbatch);
    return -1;
  }
  // Forgets the ends of `list`'s passes from position `from` on: a timing rewound to
  // before them (refine, the tail pass) times them again.
  constexpr void forget(const std::vector<action>& list, std::size_t from) {
    for (std::size_t j = from; j < list.size(); ++j)
      for (const action& half : passes_of(list[j]))
        if (const std::ptrdiff_t k = index_of(half); k >= 0) end[static_cast<std::size_t>(k)] = -1;
  }
  // Records that compute action `a` ended at `t` (a BW is both the backward and the W).
  // (The same slots as index_of(); spelled out here, on the simulator's hot path, where
  // going through index_of() cost v-min at p = 32, m = 256 0.5% more instructions; forced
  // inline, since g++ called it out of line from the simulator's grown loop: 2.5M more.)
  [[gnu::always_inline]] constexpr void record(const action& a, double t) {
    if (a.kind == action_kind::F) at(0, a.stage, a.microbatch) = t;
    if (a.kind == action_kind::B || a.kind == action_kind::BW) at(1, a.stage, a.microbatch) = t;
  }
};
using pass_clock = basic_pass_clock<>;

// When the inputs of compute action `a` on `device` are ready; -1 if not yet. Every
// timing loop calls it once per pass and retry (250k times for v-min at p = 32,
// m = 256), so it is forced inline: once the simulator's loop grew (overlapped pairs,
// recompute) g++ called it out of line, with its lookup as a second call, and v-min
// took 13M more instructions.
template <class = void>
[[gnu::always_inline]] constexpr double ready_time(const schedule& s, const pass_clock& clk, const action& a,
                                                   int device, double comm) {
  int slot = 1, stage = a.stage;  // a W waits for its B
  switch (a.kind) {
    case action_kind::F:
      if (a.stage == 0) return 0.0;
      slot = 0;
      stage = a.stage - 1;
      break;
    case action_kind::B:
    case action_kind::BW:
      if (a.stage == s.dims.devices * s.dims.chunks - 1) slot = 0;  // the last stage
      else stage = a.stage + 1;
      break;
    case action_kind::W: break;
    default: return 0.0;
  }
  // clk.get() and s.device_of_stage() spelled out: compile-time schedules run this in
  // constant evaluation, where each call (and each vector subscript) is an operation of
  // the budget, and it is called once per pass and retry.
  const double t = clk.end[static_cast<std::size_t>(
      (static_cast<std::ptrdiff_t>(slot) * clk.stages + stage) * clk.microbatches + a.microbatch)];
  if (t < 0) return -1.0;
  return device_of(s.place, s.dims.devices, stage) == device ? t : t + comm;
}

// The pass compute action `a` waits for, as ready_time() reads it: its slot in a
// pass_clock (0: F, 1: B or BW) and its stage; stage -1 when it waits for none (the first
// stage's F, and non-compute actions). ready_time() keeps its own switch: written over this
// one it cost the simulator 2% more instructions; a test checks that the two agree.
struct pass_input {
  int slot;
  int stage;
};
template <class = void>
constexpr pass_input input_of(const schedule& s, const action& a) {
  switch (a.kind) {
    case action_kind::F: return {0, a.stage - 1};
    case action_kind::B:
    case action_kind::BW: return a.stage == s.stages() - 1 ? pass_input{0, a.stage} : pass_input{1, a.stage + 1};
    case action_kind::W: return {1, a.stage};
    default: return {0, -1};
  }
}

// What timing a schedule yields besides each action's interval: every pass's end, the
// global makespan and the per-device span.
struct pass_timing {
  pass_clock clock;
  double makespan = 0;
  double span = 0;
};

// The global makespan and the per-device span, from when each device first starts
// computing (-1: never) and last stops.
template <class = void>
constexpr double latest_end(const std::vector<double>& last_end) {
  double out = 0;
  for (double x : last_end) out = x > out ? x : out;
  return out;
}
template <class = void>
constexpr double widest_span(const std::vector<double>& first_start, const std::vector<double>& last_end) {
  double out = 0;
  for (std::size_t d = 0; d < last_end.size(); ++d) {
    const double first = first_start[d] < 0 ? 0 : first_start[d];
    out = last_end[d] - first > out ? last_end[d] - first : out;
  }
  return out;
}

// What the simulation carries from one action to the next. time_actions() starts it
// empty; refine (passes/refine.hpp) rewinds it to the moment an order changed and resumes.
template <class = void>
struct basic_timing_state {
  pass_clock clk;
  std::vector<std::size_t> next;  // per device: its next action
  std::vector<double> free_at, first_start, last_end, d2h_free, h2d_free;
  std::vector<double> reloaded;  // per (stage, microbatch): when its reload ends, -1 before
  std::size_t remaining = 0;     // actions not yet timed, all devices together
  // Vocabulary passes (core/vocab.hpp; empty without them): [pass * m + j] the devices that
  // ran it and its latest end; [collective * m + j] the devices that posted it and when
  // the last one did.
  std::vector<int> vocab_done, posted;
  std::vector<double> vocab_end, posted_at;
  constexpr explicit basic_timing_state(const schedule& s)
      : clk(s.stages(), s.microbatches()),
        next(s.per_device.size(), 0),
        free_at(s.per_device.size(), 0.0),
        first_start(s.per_device.size(), -1.0),
        last_end(s.per_device.size(), 0.0),
        d2h_free(s.per_device.size(), 0.0),
        h2d_free(s.per_device.size(), 0.0),
        reloaded(sized_vector<double>(static_cast<std::size_t>(
            checked_mul(s.stages(), s.microbatches(), "the schedule is too large to time")))) {
    double* const at = reloaded.data();
    for (std::size_t i = 0, n = reloaded.size(); i < n; ++i) at[i] = -1.0;
    for (std::size_t d = 0, p = s.per_device.size(); d < p; ++d) remaining += s.per_device[d].size();
    if (s.vocab != vocab_placement::none) {
      const auto n = static_cast<std::size_t>(s.microbatches());
      vocab_done.assign(4 * n, 0);
      vocab_end.assign(4 * n, 0.0);
      posted.assign(static_cast<std::size_t>(collective_kinds) * n, 0);
      posted_at.assign(posted.size(), 0.0);
    }
  }
  // When vocabulary pass `k` of microbatch j has ended on every device that runs it (-1: not yet).
  constexpr double vocab_pass_end(const schedule& s, action_kind k, int j) const {
    const auto i = static_cast<std::size_t>((static_cast<int>(k) - static_cast<int>(action_kind::vocab_s)) *
                                                s.microbatches() + j);
    return vocab_done[i] == (is_vocab_parallel(s.vocab) ? s.devices() : 1) ? vocab_end[i] : -1.0;
  }
  // When collective `k` of microbatch j completes: every device posted it, plus its cost.
  constexpr double collective_end(const schedule& s, action_kind k, int j, const costs& c) const {
    const auto i = static_cast<std::size_t>(collective_index(k) * s.microbatches() + j);
    return posted[i] == s.devices() ? posted_at[i] + c.vocab.collective : -1.0;
  }
  // When what a pass waits for of the vocabulary layers is there (0: it waits for none of
  // them; -1: not yet): the pass's collective, or under the naive placement the vocabulary
  // pass before it on its device (F of the first stage after E, the last stage's backward
  // after T, S after the last stage's F, T after S, EW after the first stage's backward).
  constexpr double vocab_input(const schedule& s, const action& a, const costs& c) const {
    const int j = a.microbatch;
    if (is_vocab_parallel(s.vocab)) {
      const action_kind k = awaited_collective(a, s.vocab, s.stages());
      return k != a.kind ? collective_end(s, k, j, c) : 0.0;
    }
    const bool first_f = a.kind == action_kind::F && a.stage == 0;
    const bool last_back = (a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage == s.stages() - 1;
    if (first_f) return vocab_pass_end(s, action_kind::embed_f, j);
    if (last_back) return vocab_pass_end(s, action_kind::vocab_t, j);
    switch (a.kind) {
      case action_kind::vocab_s: return clk.get(0, s.stages() - 1, j);
      case action_kind::vocab_t: return vocab_pass_end(s, action_kind::vocab_s, j);
      case action_kind::embed_w: return clk.get(1, 0, j);
      default: return 0.0;
    }
  }
  // The global makespan and the per-device span once every action is timed.
  constexpr double makespan() const { return latest_end(last_end); }
  constexpr double span() const { return widest_span(first_start, last_end); }
};
using timing_state = basic_timing_state<>;

// The simulation itself, from `st` on; `on_action(device, action, start, end)` sees every
// action as it is timed (simulate() keeps them; the squeeze needs only the pass_timing).
template <class OnAction>
constexpr void resume_timing(const schedule& s, const costs& c, const copy_engines& e, timing_state& st,
                             OnAction&& on_action) {
  const int p = s.devices();
  const bool vocab = s.vocab != vocab_placement::none;
  const double copy = copy_duration(s, e);
  const pass_durations duration(c, s.chunks());
  pass_clock& clk = st.clk;
  std::vector<std::size_t>& next = st.next;
  std::vector<double>& free_at = st.free_at;
  std::vector<double>& first_start = st.first_start;
  std::vector<double>& last_end = st.last_end;
  std::vector<double>& d2h_free = st.d2h_free;
  std::vector<double>& h2d_free = st.h2d_free;
  std::size_t& remaining = st.remaining;
  // (Read and written through pointers taken once: in constant evaluation, which
  // compile-time schedules run, every call and vector subscript is an operation.)
  const std::ptrdiff_t stages = s.stages(), microbatches = s.microbatches();
  double* const reloaded = st.reloaded.data();
  double* const ends = clk.end.data();
  const double* const pass_time = duration.by_kind.data();
  std::vector<const action*> lists = sized_vector<const action*>(static_cast<std::size_t>(p));
  std::vector<std::size_t> sizes = sized_vector<std::size_t>(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    lists[static_cast<std::size_t>(d)] = s.per_device[d].data();
    sizes[static_cast<std::size_t>(d)] = s.per_device[d].size();
  }
  auto reload_end = [&](const action& a) -> double& {
    return reloaded[static_cast<std::size_t>(a.stage * microbatches + a.microbatch)];
  };
  for (int sweep = 0; remaining > 0; ++sweep) {
    bool progress = false;
    // Alternate the direction of the sweeps: a chain of passes running up the devices
    // (a V's chunk 1 forward, its chunk 0 backward) then advances a whole leg per sweep,
    // not one device. The times do not depend on the sweep order.
    for (int i = 0; i < p; ++i) {
      const int d = sweep % 2 == 0 ? i : p - 1 - i;
      // The device's state in locals while it runs: written through the vectors, every
      // store into the clock (doubles too) made the compiler reload them.
      const action* const list = lists[static_cast<std::size_t>(d)];
      const std::size_t n = sizes[static_cast<std::size_t>(d)];
      std::size_t k = next[d];
      double free = free_at[d], first = first_start[d], last = last_end[d];
      for (; k < n; ++k) {
        const action& a = list[k];
        double start = free, end = start;
        if (is_pass(a.kind)) {
          double ready = ready_time(s, clk, a, d, c.comm);
          if (ready < 0) break;
          if (vocab) {
            const double t = st.vocab_input(s, a, c);
            if (t < 0) break;
            ready = ready > t ? ready : t;
          }
          const bool back = a.kind == action_kind::B || a.kind == action_kind::BW;
          const std::ptrdiff_t at = a.stage * microbatches + a.microbatch;  // (clk.record's slot, spelled out)
          if (back) {
            const double reload = reloaded[static_cast<std::size_t>(at)];
            ready = ready < reload ? reload : ready;  // std::max
          }
          start = ready > free ? ready : free;
          end = start + pass_time[static_cast<std::size_t>(a.kind)];
          free = end;
          if (a.kind == action_kind::F) ends[static_cast<std::size_t>(at)] = end;
          if (back) ends[static_cast<std::size_t>(stages * microbatches + at)] = end;
          if (first < 0) first = start;
          last = end > last ? end : last;
          on_action(d, a, start, end);
          continue;  // (a pass: what follows the branches below is done)
        } else if (is_overlap(a.kind)) {
          // Both halves start together once both have their inputs; neither result is
          // claimed before the pair ends (on two streams neither is known to end first).
          const action_passes halves = passes_of(a);
          const action& back = halves.pass[1];
          const double ready_f = ready_time(s, clk, halves.pass[0], d, c.comm);
          const double ready_b = ready_time(s, clk, back, d, c.comm);
          if (ready_f < 0 || ready_b < 0) break;
          const double reload = reload_end(back);  // (std::max({...}), without <algorithm>)
          double ready = ready_f < ready_b ? ready_b : ready_f;
          ready = ready < reload ? reload : ready;
          start = ready > free ? ready : free;
          end = start + duration.of(a.kind);
          free = end;
          clk.record(halves.pass[0], end);
          clk.record(back, end);
        } else if (a.kind == action_kind::recompute) {
          // R(s, j) reads only what F(s, j) kept on this device: it waits for that F (listed
          // before it, validate() checks) and for its device, and receives nothing.
          if (clk.get(0, a.stage, a.microbatch) < 0) break;
          end = start + duration.of(a.kind);
          free = end;
        } else if (is_vocab_pass(a.kind)) {
          const double ready = st.vocab_input(s, a, c);
          if (ready < 0) break;
          start = ready > free ? ready : free;
          end = start + vocab_pass_duration(a.kind, s.vocab, c.vocab, p);
          free = end;
          const auto i = static_cast<std::size_t>((static_cast<int>(a.kind) - static_cast<int>(action_kind::vocab_s)) *
                                                      s.microbatches() + a.microbatch);
          ++st.vocab_done[i];
          st.vocab_end[i] = end > st.vocab_end[i] ? end : st.vocab_end[i];
        } else if (is_collective(a.kind)) {
          // Posted once the passes before it are done; it does not hold up the device
          // (simulate() gives its action the interval it runs in once all have posted).
          const auto i = static_cast<std::size_t>(collective_index(a.kind) * s.microbatches() + a.microbatch);
          ++st.posted[i];
          st.posted_at[i] = free > st.posted_at[i] ? free : st.posted_at[i];
        } else if (is_comm(a.kind)) {
          // A comm action is timed by the pass that produces its tensor.
          const bool fwd = a.kind == action_kind::send_forward || a.kind == action_kind::recv_forward;
          const int producer = is_send(a.kind) ? a.stage : peer_stage(a.kind, a.stage);
          const double t = clk.get(fwd ? 0 : 1, producer, a.microbatch);
          if (t < 0) break;
          start = t;
          end = t + c.comm;
        } else if (a.kind == action_kind::offload) {
          const double produced = clk.get(0, a.stage, a.microbatch);
          if (produced < 0) break;
          start = produced < d2h_free[d] ? d2h_free[d] : produced;
          d2h_free[d] = start + copy;
          // The device waits here for the copy (the bound relies on it) and then releases
          // the memory: the action ends at that release, not earlier.
          end = start + copy < free ? free : start + copy;
          free = end;
        } else if (a.kind == action_kind::reload) {
          end = (start < h2d_free[d] ? h2d_free[d] : start) + copy;
          h2d_free[d] = end;
          reload_end(a) = end;
        }  // an optimizer_step (2BW) takes no time: it starts and ends when its device is free
        if (is_compute(a.kind) || is_vocab_pass(a.kind)) {
          if (first < 0) first = start;
          last = end > last ? end : last;
        }
        on_action(d, a, start, end);
      }
      if (k != next[d]) {
        remaining -= k - next[d];
        progress = true;
        next[d] = k;
        free_at[d] = free;
        first_start[d] = first;
        last_end[d] = last;
      }
    }
    if (!progress) {
      for (int d = 0; d < p; ++d)
        if (next[d] < s.per_device[d].size()) {
          const action& a = s.per_device[d][next[d]];
          report_error("no device can make progress: this action waits for a pass that never runs",
                       at(d, a.stage, a.microbatch, a.kind));
        }
    }
  }
}

// What resume_timing() needs of a schedule before it indexes its clocks. Every timing
// scans every action here, so the bounds are read once and compared unsigned (a negative
// index wraps above them): a per-action check through a lambda was 3.4M instructions of
// v-min's 89M.
template <class = void>
constexpr void check_in_range(const schedule& s) {
  const auto stages = static_cast<unsigned>(s.stages()), mbs = static_cast<unsigned>(s.microbatches());
  for (int d = 0; d < s.devices(); ++d)
    for (const action *a_at = s.per_device[d].data(), *end = a_at + s.per_device[d].size(); a_at != end; ++a_at) {
      const action& a = *a_at;
      bool inside = static_cast<unsigned>(a.stage) < stages && static_cast<unsigned>(a.microbatch) < mbs;
      if (is_overlap(a.kind))
        inside = inside && static_cast<unsigned>(a.back_stage) < stages &&
                 static_cast<unsigned>(a.back_microbatch) < mbs;
      if (!inside && a.kind != action_kind::optimizer_step)
        report_error("an action names a stage or microbatch outside the schedule",
                     at(d, a.stage, a.microbatch, a.kind));
    }
}

// Times every action of `s` from the start.
template <class OnAction>
constexpr pass_timing time_actions(const schedule& s, const costs& c, const copy_engines& e, OnAction&& on_action) {
  check_in_range(s);
  timing_state st(s);
  resume_timing(s, c, e, st, on_action);
  const double makespan = st.makespan(), span = st.span();
  return {std::move(st.clk), makespan, span};
}
// The timing alone, for passes that compare orders.
template <class = void>
constexpr pass_timing time_actions(const schedule& s, const costs& c) {
  return time_actions(s, c, {}, [](int, const action&, double, double) {});
}
}  // namespace detail

// Times every action of `s`. Reports an error if some device can never make progress
// (an order that contradicts a dependency) or an action names a stage or microbatch
// outside the schedule.
// Offload (passes/offload.hpp): the D2H copy of (s, j) starts when F(s, j) ends and its
// engine is free; the offload action is where the device waits for that copy to end
// and releases the memory (the action's end). A reload allocates when the device reaches it and copies
// once its engine is free; B(s, j) waits for that copy.
// Recompute (passes/recompute.hpp): R(s, j) takes an F's time on its device once F(s, j)
// has ended; it has no input from another device and sends nothing.
template <class = void>
constexpr timeline simulate(const schedule& s, const costs& c, const copy_engines& e = {}) {
  timeline out;
  out.per_device.resize(s.per_device.size());
  for (std::size_t d = 0; d < s.per_device.size(); ++d) out.per_device[d].reserve(s.per_device[d].size());
  bool recomputes = false;
  const detail::pass_timing t =
      detail::time_actions(s, c, e, [&](int d, const action& a, double start, double end) {
        out.per_device[d].push_back({a, start, end});
        recomputes = recomputes || a.kind == action_kind::recompute;
      });
  out.makespan = t.makespan;
  out.span = t.span;
  out.work = s.microbatches() * (c.f + c.b + c.w);
  if (c.overlap_gain > 0 || recomputes) {
    // Overlapped pairs hide part of their work, recomputes add an F's: the busiest
    // device's compute time then (so a recompute is busy time, not bubble).
    double busiest = 0;
    for (const auto& list : out.per_device) {
      double busy = 0;
      for (const timed_action& x : list)
        if (is_compute(x.what.kind)) busy += x.end - x.start;
      busiest = busy > busiest ? busy : busiest;
    }
    out.work = busiest;
  }
  if (s.vocab != vocab_placement::none) {
    // The vocabulary layers' work as if spread evenly (whatever the placement, so that the
    // bubbles of two placements compare), and each collective's action the interval it
    // runs in: from the last device's post to its end.
    out.work += s.microbatches() * vocab_work_per_device(c.vocab, s.devices());
    const auto n = static_cast<std::size_t>(s.microbatches());
    std::vector<double> last_post(static_cast<std::size_t>(collective_kinds) * n, 0.0);
    for (const auto& list : out.per_device)
      for (const timed_action& x : list)
        if (is_collective(x.what.kind)) {
          double& t = last_post[static_cast<std::size_t>(collective_index(x.what.kind)) * n +
                                static_cast<std::size_t>(x.what.microbatch)];
          t = x.start > t ? x.start : t;
        }
    for (auto& list : out.per_device)
      for (timed_action& x : list)
        if (is_collective(x.what.kind)) {
          x.start = last_post[static_cast<std::size_t>(collective_index(x.what.kind)) * n +
                              static_cast<std::size_t>(x.what.microbatch)];
          x.end = x.start + c.vocab.collective;
        }
  }
  out.bubble = out.makespan > 0 ? 1.0 - out.work / out.makespan : 0.0;
  out.span_bubble = out.span > 0 ? 1.0 - out.work / out.span : 0.0;
  return out;
}

}  // namespace pipesched
