#pragma once
// validate: invariants 1-3 of DESIGN.md on a schedule with its comm actions.
//  1. every (stage, microbatch) has exactly one F and one B and one W (or one BW), on the
//     device that holds the stage;
//  2. each dependency is met in order: on one device the producer comes first; across
//     devices the producer is followed by a send, the consumer preceded by its recv;
//  3. under rendezvous semantics (a send or recv completes only once its partner is
//     posted; passes/comm.hpp has the per-link streams) every device runs to its end,
//     and each pair of devices exchanges tensors in the same order on both sides (NCCL
//     matches point-to-point operations by order, not by name);
//  4. optimizer steps (PipeDream-2BW, dims.iterations = K > 1; `microbatch` is the
//     iteration t): exactly one per stage and t < K-1, on the stage's device (the last
//     iteration's step is the caller's), after every backward (W or BW) of iteration t on
//     that stage, before every F of iteration t+2 (it makes the version W(t+1) that
//     iteration t+2 uses; with two versions, W(t-1) is dropped there, which only
//     iteration t used), and in order of t. F of iteration t+1 may come before step t:
//     weight stashing is what lets it. Other schedules have no steps.
#include <vector>

#include "../core/error.hpp"
#include "../schedule.hpp"

namespace pipesched {

namespace detail {
// Position (index in its device's list) of every action by (kind, stage, microbatch).
struct action_index {
  int stages, microbatches;
  std::vector<int> pos;
  constexpr action_index(int s, int m)
      : stages(s), microbatches(m), pos(static_cast<std::size_t>(10 * s * m), -1) {}
  static constexpr int slot(action_kind k) { return static_cast<int>(k); }  // F..reload = 0..9
  constexpr int& at(action_kind k, int stage, int mb) {
    return pos[static_cast<std::size_t>((slot(k) * stages + stage) * microbatches + mb)];
  }
  constexpr int get(action_kind k, int stage, int mb) const {
    if (stage < 0 || stage >= stages) return -1;
    return pos[static_cast<std::size_t>((slot(k) * stages + stage) * microbatches + mb)];
  }
};

constexpr void check_fifo(const schedule& s) {
  // For every ordered device pair, the k-th send one posts is the k-th recv the other posts.
  const int p = s.devices();
  std::vector<std::vector<action>> sent(static_cast<std::size_t>(p * p));
  for (int d = 0; d < p; ++d)
    for (const action& a : s.per_device[d])
      if (is_send(a.kind)) sent[d * p + a.peer].push_back(a);
  std::vector<std::size_t> taken(static_cast<std::size_t>(p * p), 0);
  for (int d = 0; d < p; ++d)
    for (const action& a : s.per_device[d]) {
      if (!is_comm(a.kind) || is_send(a.kind)) continue;
      auto& queue = sent[a.peer * p + d];
      std::size_t& k = taken[a.peer * p + d];
      if (k >= queue.size() || queue[k].kind != matching_comm(a.kind) ||
          queue[k].microbatch != a.microbatch || queue[k].stage != peer_stage(a.kind, a.stage))
        report_error("this recv is not the next send its peer posts to this device (NCCL would pair "
                     "it with another tensor)",
                     at(d, a.stage, a.microbatch, a.kind));
      ++k;
    }
  for (int d = 0; d < p; ++d)
    for (int q = 0; q < p; ++q)
      if (taken[d * p + q] < sent[d * p + q].size()) {
        const action& a = sent[d * p + q][taken[d * p + q]];
        report_error("a send has no matching recv on its peer", at(d, a.stage, a.microbatch, a.kind));
      }
}

// The comm model of passes/comm.hpp: every ordered pair of devices has its own send and
// recv streams (NCCL: one communicator and one stream per pair, made up front). A send is
// posted once the computes listed before it are done and never holds up its device; a
// compute waits for the recvs listed before it; the k-th recv of a link completes once the
// k-th send of that link is posted (check_fifo has matched them). Deadlock-free iff every
// device runs to its end this way.
constexpr void check_rendezvous(const schedule& s) {
  const int p = s.devices();
  // For every send: its index on its device, by (link, k-th send of that link).
  std::vector<std::vector<std::size_t>> sends(static_cast<std::size_t>(p * p));
  for (int d = 0; d < p; ++d)
    for (std::size_t i = 0; i < s.per_device[d].size(); ++i)
      if (is_send(s.per_device[d][i].kind)) sends[d * p + s.per_device[d][i].peer].push_back(i);
  std::vector<std::size_t> cursor(static_cast<std::size_t>(p), 0);
  std::vector<std::size_t> received(static_cast<std::size_t>(p * p), 0);  // per link (from, to)
  for (;;) {
    bool progress = false, done = true;
    for (int d = 0; d < p; ++d) {
      const auto& list = s.per_device[d];
      while (cursor[d] < list.size()) {
        const action& a = list[cursor[d]];
        if (is_comm(a.kind) && !is_send(a.kind)) {
          const std::size_t link = static_cast<std::size_t>(a.peer * p + d);
          const std::size_t k = received[link];
          if (k >= sends[link].size() || cursor[a.peer] <= sends[link][k]) break;  // not yet posted
          ++received[link];
        }
        ++cursor[d];
        progress = true;
      }
      done = done && cursor[d] >= list.size();
    }
    if (done) return;
    if (!progress)
      for (int d = 0; d < p; ++d)
        if (cursor[d] < s.per_device[d].size()) {
          const action& a = s.per_device[d][cursor[d]];
          report_error("deadlock under rendezvous semantics: this device waits here forever",
                       at(d, a.stage, a.microbatch, a.kind));
        }
  }
}

// Where an optimizer step may be (invariant 4 above): the action itself.
constexpr void check_step_action(const schedule& s, int d, const action& a) {
  const int K = s.dims.iteration_count();
  if (a.stage < 0 || a.stage >= s.stages())
    report_error("an optimizer step names a stage outside the schedule", at(d, a.stage, a.microbatch, a.kind));
  if (a.microbatch < 0 || a.microbatch >= K - 1)
    report_error(K < 2 ? "an optimizer step in a schedule of one iteration (its step is the caller's, after the run)"
                       : "an optimizer step names an iteration the schedule does not step (iterations 0..K-2; "
                         "the last one's step is the caller's)",
                 at(d, a.stage, a.microbatch, a.kind));
  if (s.device_of_stage(a.stage) != d)
    report_error("an optimizer step runs on a device that does not hold its stage",
                 at(d, a.stage, a.microbatch, a.kind));
}

// Invariant 4 in order: each stage's steps against its own passes.
constexpr void check_steps(const schedule& s) {
  const int K = s.dims.iteration_count(), S = s.stages();
  if (K < 2) return;
  const int m = s.dims.microbatches_per_iteration();
  if (m * K != s.microbatches()) report_error("the microbatches do not divide into the iterations");
  const int none = -1;
  // Per (stage, iteration): the step's index, the last backward's, the first F's.
  std::vector<int> step(static_cast<std::size_t>(S * K), none), last_back(step), first_f(step);
  for (int d = 0; d < s.devices(); ++d) {
    const auto& list = s.per_device[d];
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const action& a = list[i];
      if (a.kind == action_kind::optimizer_step) {
        int& x = step[static_cast<std::size_t>(a.stage * K + a.microbatch)];
        if (x != none) report_error("an optimizer step appears twice", at(d, a.stage, a.microbatch, a.kind));
        x = i;
      } else if (a.kind == action_kind::F || a.kind == action_kind::W || a.kind == action_kind::BW) {
        const std::size_t k = static_cast<std::size_t>(a.stage * K + a.microbatch / m);
        if (a.kind == action_kind::F)
          first_f[k] = first_f[k] == none || i < first_f[k] ? i : first_f[k];
        else
          last_back[k] = i > last_back[k] ? i : last_back[k];
      }
    }
  }
  for (int st = 0; st < S; ++st) {
    const int d = s.device_of_stage(st);
    for (int t = 0; t + 1 < K; ++t) {
      const int x = step[static_cast<std::size_t>(st * K + t)];
      const where w = at(d, st, t, action_kind::optimizer_step);
      if (x == none) report_error("an optimizer step is missing (one per stage and iteration but the last)", w);
      if (x < last_back[static_cast<std::size_t>(st * K + t)])
        report_error("an optimizer step comes before a backward of its iteration", w);
      if (t + 2 < K && x > first_f[static_cast<std::size_t>(st * K + t + 2)])
        report_error("an optimizer step comes after a forward of iteration t+2, which needs the version it makes "
                     "(two weight versions hold only iterations t and t+1)",
                     w);
      if (t > 0 && x < step[static_cast<std::size_t>(st * K + t - 1)])
        report_error("an optimizer step comes before the previous iteration's", w);
    }
  }
}
}  // namespace detail

// Returns true or reports the first violation (at compile time: the call is the error).
constexpr bool validate(const schedule& s) {
  const int p = s.devices(), S = s.stages(), m = s.microbatches();
  if (p < 1) report_error("a schedule needs at least one device");
  if (m < 1) report_error("a schedule needs at least one microbatch");
  if (s.chunks() < 1) report_error("a schedule needs at least one chunk per device");
  if (static_cast<int>(s.per_device.size()) != p)
    report_error("a schedule needs one action list per device");
  detail::action_index idx(S, m);
  for (int d = 0; d < p; ++d) {
    const auto& list = s.per_device[d];
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const action& a = list[i];
      if (a.kind == action_kind::optimizer_step) {
        detail::check_step_action(s, d, a);
        continue;
      }
      if (a.stage < 0 || a.stage >= S || a.microbatch < 0 || a.microbatch >= m)
        report_error("an action names a stage or microbatch outside the schedule",
                     at(d, a.stage, a.microbatch, a.kind));
      if (s.device_of_stage(a.stage) != d)
        report_error("an action runs on a device that does not hold its stage",
                     at(d, a.stage, a.microbatch, a.kind));
      const bool fused = a.kind == action_kind::BW;
      if (is_compute(a.kind) && a.kind != action_kind::F && fused == s.split)
        report_error(s.split ? "a split schedule has a fused BW" : "a fused schedule has a separate B or W",
                     at(d, a.stage, a.microbatch, a.kind));
      if (is_comm(a.kind) && (a.peer < 0 || a.peer >= p || a.peer == d))
        report_error("a send or recv has no valid peer device", at(d, a.stage, a.microbatch, a.kind));
      int& slot = idx.at(a.kind, a.stage, a.microbatch);
      if (slot >= 0) report_error("an action appears twice", at(d, a.stage, a.microbatch, a.kind));
      slot = i;
    }
  }
  const action_kind back = s.split ? action_kind::B : action_kind::BW;
  for (int st = 0; st < S; ++st) {
    const int d = s.device_of_stage(st);
    for (int j = 0; j < m; ++j) {
      const int f = idx.get(action_kind::F, st, j), b = idx.get(back, st, j);
      if (f < 0) report_error("a forward pass is missing", at(d, st, j, action_kind::F));
      if (b < 0) report_error("a backward pass is missing", at(d, st, j, back));
      if (s.split) {
        const int w = idx.get(action_kind::W, st, j);
        if (w < 0) report_error("a weight-gradient pass is missing", at(d, st, j, action_kind::W));
        if (w < b) report_error("W comes before its B", at(d, st, j, action_kind::W));
      }
      if (st == S - 1 && b < f) report_error("the last stage's backward comes before its F", at(d, st, j, back));
      // An offload leaves after its F; its reload comes back before the backward needs it.
      const int off = idx.get(action_kind::offload, st, j), re = idx.get(action_kind::reload, st, j);
      if ((off < 0) != (re < 0))
        report_error(off < 0 ? "a reload has no offload" : "an offload is never reloaded",
                     at(d, st, j, off < 0 ? action_kind::reload : action_kind::offload));
      if (off >= 0 && off < f) report_error("an offload comes before its F", at(d, st, j, action_kind::offload));
      if (re >= 0 && re < off) report_error("a reload comes before its offload", at(d, st, j, action_kind::reload));
      if (re >= 0 && re > b) report_error("a reload comes after the backward that needs it", at(d, st, j, action_kind::reload));
      // Each edge: same device -> producer first; else producer, send ... recv, consumer.
      struct edge { action_kind consumer; int from; action_kind producer; action_kind send, recv; };
      const edge edges[2] = {
          {action_kind::F, st - 1, action_kind::F, action_kind::send_forward, action_kind::recv_forward},
          {back, st + 1, back, action_kind::send_backward, action_kind::recv_backward}};
      for (const edge& e : edges) {
        if (e.from < 0 || e.from >= S) continue;
        const int consumer = idx.get(e.consumer, st, j), producer = idx.get(e.producer, e.from, j);
        if (producer < 0) continue;  // reported when its own stage is checked
        if (s.device_of_stage(e.from) == d) {
          if (producer > consumer)
            report_error("a pass comes before the pass on its device that produces its input",
                         at(d, st, j, e.consumer));
          continue;
        }
        const int recv = idx.get(e.recv, st, j), send = idx.get(e.send, e.from, j);
        if (recv < 0 || recv > consumer)
          report_error("a pass whose input comes from another device has no recv before it",
                       at(d, st, j, e.consumer));
        if (send < 0 || send < producer)
          report_error("a pass whose output goes to another device has no send after it",
                       at(s.device_of_stage(e.from), e.from, j, e.producer));
      }
    }
  }
  detail::check_steps(s);
  detail::check_fifo(s);
  detail::check_rendezvous(s);
  return true;
}

}  // namespace pipesched
