#pragma once
// validate: invariants 1-3 of DESIGN.md on a schedule with its comm actions.
//  1. every (stage, microbatch) has exactly one F and one B and one W (or one BW), on the
//     device that holds the stage; a split schedule may fuse some backwards (torch's and
//     DualPipe's orders mix BW with B and W), a fused one has no B or W. An overlapped
//     action (F&B, F&BW) counts as its two passes, both at its place in the list; its
//     backward may not be the one that waits for its own F (the last stage's);
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
//  6. vocabulary passes and collectives (core/vocab.hpp): analysis/vocab_check.hpp.
//  5. recompute (passes/recompute.hpp): at most one R per (stage, microbatch), on the
//     device of its stage, after its F (or the overlapped action whose F half it is) and
//     before its backward (B or BW, or the overlapped action holding it); a recomputed
//     pair is not also offloaded (its F keeps only its input: nothing to move).
#include "../core/sized_vector.hpp"
#include <cstdint>
#include <limits>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../schedule.hpp"
#include "vocab_check.hpp"

namespace pipesched {

namespace detail {
// Every send by link (from, to): link l's sends are [link_first[l], link_first[l + 1])
// of `sends`, in the order the sender posts them, with their index on its device.
// Raw pointers throughout: validate runs in constant evaluation too (passes/comm.hpp).
struct link_sends {
  std::vector<int> link_first;
  std::vector<action> sends;
  std::vector<int> index;
};

template <class = void>
constexpr link_sends sends_by_link(const schedule& s) {
  const int p = s.devices();
  link_sends out{std::vector<int>(static_cast<std::size_t>(p * p) + 1, 0), {}, {}};
  int* first = out.link_first.data();
  for (int d = 0; d < p; ++d) {
    const action* list = s.per_device[d].data();
    const int n = static_cast<int>(s.per_device[d].size());
    for (int i = 0; i < n; ++i)
      if (list[i].kind == action_kind::send_forward || list[i].kind == action_kind::send_backward)
        ++first[d * p + list[i].peer + 1];
  }
  for (int l = 0; l < p * p; ++l) first[l + 1] += first[l];
  out.sends.resize(static_cast<std::size_t>(first[p * p]));
  pipesched::detail::resize_value_initialized(out.index, out.sends.size());
  action* sends = out.sends.data();
  int* index = out.index.data();
  std::vector<int> fill_table(out.link_first.begin(), out.link_first.end() - 1);
  int* fill = fill_table.data();
  for (int d = 0; d < p; ++d) {
    const action* list = s.per_device[d].data();
    const int n = static_cast<int>(s.per_device[d].size());
    for (int i = 0; i < n; ++i)
      if (list[i].kind == action_kind::send_forward || list[i].kind == action_kind::send_backward) {
        const int k = fill[d * p + list[i].peer]++;
        sends[k] = list[i];
        index[k] = i;
      }
  }
  return out;
}

constexpr bool is_recv_kind(action_kind k) { return k == action_kind::recv_forward || k == action_kind::recv_backward; }

// For every ordered device pair, the k-th send one posts is the k-th recv the other posts.
template <class = void>
constexpr void check_fifo(const schedule& s, const link_sends& links) {
  const int p = s.devices();
  const int* first = links.link_first.data();
  const action* sends = links.sends.data();
  std::vector<int> taken_table(static_cast<std::size_t>(p * p), 0);
  int* taken = taken_table.data();
  for (int d = 0; d < p; ++d) {
    const action* list = s.per_device[d].data();
    const int n = static_cast<int>(s.per_device[d].size());
    for (int i = 0; i < n; ++i) {
      const action a = list[i];
      if (!is_recv_kind(a.kind)) continue;
      const int link = a.peer * p + d, k = first[link] + taken[link]++;
      const action_kind send =
          a.kind == action_kind::recv_forward ? action_kind::send_forward : action_kind::send_backward;
      const int from = a.kind == action_kind::recv_forward ? a.stage - 1 : a.stage + 1;
      if (k >= first[link + 1] || sends[k].kind != send || sends[k].microbatch != a.microbatch ||
          sends[k].stage != from)
        report_error("this recv is not the next send its peer posts to this device (NCCL would pair "
                     "it with another tensor)",
                     at(d, a.stage, a.microbatch, a.kind));
    }
  }
  for (int link = 0; link < p * p; ++link)
    if (first[link] + taken[link] < first[link + 1]) {
      const action& a = sends[first[link] + taken[link]];
      report_error("a send has no matching recv on its peer", at(link / p, a.stage, a.microbatch, a.kind));
    }
}

// The comm model of passes/comm.hpp: every ordered pair of devices has its own send and
// recv streams (NCCL: one communicator and one stream per pair, made up front). A send is
// posted once the computes listed before it are done and never holds up its device; a
// compute waits for the recvs listed before it; the k-th recv of a link completes once the
// k-th send of that link is posted (check_fifo has matched them). Deadlock-free iff every
// device runs to its end this way.
// With vocabulary parallelism a pass that waits for a collective (vocab_check.hpp) also
// waits until every device has posted it; posting one never holds up a device.
template <class = void>
constexpr void check_rendezvous(const schedule& s, const link_sends& links, const collective_positions& collectives) {
  const bool vocab = is_vocab_parallel(s.vocab);
  const int p = s.devices();
  const int* first = links.link_first.data();
  const int* send_index = links.index.data();
  std::vector<int> cursor_table(static_cast<std::size_t>(p), 0);
  int* cursor = cursor_table.data();
  std::vector<int> received_table(static_cast<std::size_t>(p * p), 0);  // per link (from, to)
  int* received = received_table.data();
  for (;;) {
    bool progress = false, done = true;
    for (int d = 0; d < p; ++d) {
      const action* list = s.per_device[d].data();
      const int n = static_cast<int>(s.per_device[d].size());
      int i = cursor[d];
      for (; i < n; ++i) {
        const action a = list[i];
        if (is_recv_kind(a.kind)) {
          const int link = a.peer * p + d, k = first[link] + received[link];
          if (k >= first[link + 1] || cursor[a.peer] <= send_index[k]) break;  // not yet posted
          ++received[link];
        }
        if (vocab) {
          bool waits = false;
          for (const action& pass : passes_of(a)) {
            const action_kind c = collective_awaited_by(s, pass);
            waits = waits || (c != pass.kind && !collective_posted(collectives, c, pass.microbatch, cursor));
          }
          if (waits) break;
        }
      }
      progress = progress || i > cursor[d];
      cursor[d] = i;
      done = done && i >= n;
    }
    if (done) return;
    if (!progress)
      for (int d = 0; d < p; ++d)
        if (cursor[d] < static_cast<int>(s.per_device[d].size())) {
          const action& a = s.per_device[d][cursor[d]];
          report_error("deadlock under rendezvous semantics: this device waits here forever",
                       at(d, a.stage, a.microbatch, a.kind));
        }
  }
}

// Where an optimizer step may be (invariant 4 above): the action itself.
template <class = void>
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
template <class = void>
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
      } else {
        for (const action& pass : passes_of(a)) {
          if (pass.kind != action_kind::F && pass.kind != action_kind::W && pass.kind != action_kind::BW) continue;
          const std::size_t k = static_cast<std::size_t>(pass.stage * K + pass.microbatch / m);
          if (pass.kind == action_kind::F)
            first_f[k] = first_f[k] == none || i < first_f[k] ? i : first_f[k];
          else
            last_back[k] = i > last_back[k] ? i : last_back[k];
        }
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
template <class = void>
constexpr bool validate(const schedule& s) {
  const int p = s.devices(), S = s.stages(), m = s.microbatches();
  if (p < 1) report_error("a schedule needs at least one device");
  if (m < 1) report_error("a schedule needs at least one microbatch");
  if (s.chunks() < 1) report_error("a schedule needs at least one chunk per device");
  if (static_cast<int>(s.per_device.size()) != p)
    report_error("a schedule needs one action list per device");
  // The per-link tables hold p·p entries and the planes below 10·S·m, all indexed in int:
  // both sized in checked 64 bits before anything is made.
  if (p > limits::max_devices) report_error("a schedule may have at most 1024 devices (limits::max_devices)");
  const char* too_large = "the schedule is too large to validate";
  // One plane per kind from F to reload (0..9), then R's: plane 10 (see `plane_kind`).
  constexpr int planes_per_pair = 11;
  const std::int64_t planes =
      checked_mul(planes_per_pair * std::int64_t{s.dims.devices}, std::int64_t{s.dims.chunks} * m, too_large);
  if (planes > std::numeric_limits<int>::max()) report_error(too_large);
  std::vector<int> device_table = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(S));
  int* dev = device_table.data();
  for (int st = 0; st < S; ++st) dev[st] = s.device_of_stage(st);
  // Index on its device of every action by (kind, stage, microbatch): kind k's plane is
  // index[k·S·m + stage·m + microbatch] (R's is plane 10). Raw pointers: see sends_by_link.
  const int plane = S * m;
  constexpr int recompute_plane = 10;
  static_assert(static_cast<int>(action_kind::reload) == recompute_plane - 1 &&
                action_kind::recompute > action_kind::overlap_f_bw);
  std::vector<int> index_table(static_cast<std::size_t>(planes_per_pair * plane), -1);
  int* index = index_table.data();
  static_assert(action_kind::overlap_f_b > action_kind::optimizer_step &&
                static_cast<int>(action_kind::overlap_f_bw) == static_cast<int>(action_kind::overlap_f_b) + 1,
                "the overlapped kinds come last: one comparison tells them");
  action pair[2]{};
  for (int d = 0; d < p; ++d) {
    const action* list = s.per_device[d].data();
    const int n = static_cast<int>(s.per_device[d].size());
    for (int i = 0; i < n; ++i) {
      const action whole = list[i];
      if (whole.kind == action_kind::optimizer_step) {
        detail::check_step_action(s, d, whole);
        continue;
      }
      // (spelt out, not is_vocab(): a call per action counts against nvcc's constexpr budget)
      static_assert(action_kind::vocab_s > action_kind::recompute, "the vocabulary kinds come last");
      if (whole.kind >= action_kind::vocab_s) {  // checked by detail::check_vocab
        if (s.vocab == vocab_placement::none)
          report_error("a vocabulary pass or collective in a schedule without vocabulary passes (its vocab is none)",
                       at(d, whole.stage, whole.microbatch, whole.kind));
        continue;
      }
      // An overlapped action counts as its F, then its backward: spelled out into `pair`
      // (no call per action: this loop runs in constant evaluation, static_schedule.hpp).
      const bool overlapped = whole.kind == action_kind::overlap_f_b || whole.kind == action_kind::overlap_f_bw;
      if (overlapped) {
        pair[0] = {action_kind::F, whole.stage, whole.microbatch};
        pair[1] = {whole.kind == action_kind::overlap_f_bw ? action_kind::BW : action_kind::B, whole.back_stage,
                   whole.back_microbatch};
      }
      const action* passes = overlapped ? pair : list + i;
      for (int h = 0; h <= static_cast<int>(overlapped); ++h) {
        const action a = passes[h];
        if (a.stage < 0 || a.stage >= S || a.microbatch < 0 || a.microbatch >= m)
          report_error("an action names a stage or microbatch outside the schedule",
                       at(d, a.stage, a.microbatch, a.kind));
        if (dev[a.stage] != d)
          report_error("an action runs on a device that does not hold its stage",
                       at(d, a.stage, a.microbatch, a.kind));
        if (!s.split && (a.kind == action_kind::B || a.kind == action_kind::W))
          report_error("a fused schedule has a separate B or W", at(d, a.stage, a.microbatch, a.kind));
        const bool comm = a.kind >= action_kind::send_forward && a.kind <= action_kind::recv_backward;
        if (comm && (a.peer < 0 || a.peer >= p || a.peer == d))
          report_error("a send or recv has no valid peer device", at(d, a.stage, a.microbatch, a.kind));
        const int plane_kind = a.kind == action_kind::recompute ? recompute_plane : static_cast<int>(a.kind);
        int& slot = index[plane_kind * plane + a.stage * m + a.microbatch];
        if (slot >= 0)
          report_error(a.kind == action_kind::recompute ? "a microbatch is recomputed twice (one R per stage and microbatch)"
                                                        : "an action appears twice",
                       at(d, a.stage, a.microbatch, a.kind));
        slot = i;
      }
      if (is_overlap(whole.kind) && whole.back_stage == S - 1 && whole.stage == S - 1 &&
          whole.back_microbatch == whole.microbatch)
        report_error("an overlapped action's backward waits for its own F (the last stage's backward needs its "
                     "forward's end)",
                     at(d, whole.back_stage, whole.back_microbatch, passes_of(whole).pass[1].kind));
    }
  }
  auto plane_of = [&](action_kind k) { return index + static_cast<int>(k) * plane; };
  const int* F = plane_of(action_kind::F);
  const int* B = plane_of(action_kind::B);
  const int* BW = plane_of(action_kind::BW);
  const int* W = plane_of(action_kind::W);
  // The backward of (stage, microbatch) that sends on: its B, or else its BW (a split
  // schedule may fuse some); -1 when there is none.
  auto backward_at = [&](int at_here) { return B[at_here] >= 0 ? B[at_here] : BW[at_here]; };
  auto backward_kind = [&](int at_here) {
    return B[at_here] >= 0 || (s.split && BW[at_here] < 0) ? action_kind::B : action_kind::BW;
  };
  const int* recomputes = index + recompute_plane * plane;
  const int* offloads = plane_of(action_kind::offload);
  const int* reloads = plane_of(action_kind::reload);
  const int* send_forward = plane_of(action_kind::send_forward);
  const int* recv_forward = plane_of(action_kind::recv_forward);
  const int* send_backward = plane_of(action_kind::send_backward);
  const int* recv_backward = plane_of(action_kind::recv_backward);
  for (int st = 0; st < S; ++st) {
    const int d = dev[st];
    for (int j = 0; j < m; ++j) {
      const int at_here = st * m + j;
      const int f = F[at_here], b = backward_at(at_here);
      const action_kind back = backward_kind(at_here);
      if (f < 0) report_error("a forward pass is missing", at(d, st, j, action_kind::F));
      if (b < 0) report_error("a backward pass is missing", at(d, st, j, back));
      if (B[at_here] >= 0 && BW[at_here] >= 0)
        report_error("a microbatch has both a fused BW and a separate B", at(d, st, j, action_kind::BW));
      if (back == action_kind::B) {
        const int w = W[at_here];
        if (w < 0) report_error("a weight-gradient pass is missing", at(d, st, j, action_kind::W));
        if (w < b) report_error("W comes before its B", at(d, st, j, action_kind::W));
      } else if (W[at_here] >= 0) {
        report_error("a microbatch has both a fused BW and a separate W", at(d, st, j, action_kind::W));
      }
      if (st == S - 1 && b < f) report_error("the last stage's backward comes before its F", at(d, st, j, back));
      // An offload leaves after its F; its reload comes back before the backward needs it.
      const int off = offloads[at_here], re = reloads[at_here];
      if ((off < 0) != (re < 0))
        report_error(off < 0 ? "a reload has no offload" : "an offload is never reloaded",
                     at(d, st, j, off < 0 ? action_kind::reload : action_kind::offload));
      if (off >= 0 && off < f) report_error("an offload comes before its F", at(d, st, j, action_kind::offload));
      if (re >= 0 && re < off) report_error("a reload comes before its offload", at(d, st, j, action_kind::reload));
      if (re >= 0 && re > b)
        report_error("a reload comes after the backward that needs it", at(d, st, j, action_kind::reload));
      // A recompute rebuilds from what its F kept, before the backward that needs it.
      if (const int r = recomputes[at_here]; r >= 0) {
        if (r < f) report_error("a recompute comes before its F", at(d, st, j, action_kind::recompute));
        if (r > b)
          report_error("a recompute comes after the backward that needs it", at(d, st, j, action_kind::recompute));
        if (off >= 0)
          report_error("a recomputed microbatch is also offloaded (its F keeps only its input: nothing to move)",
                       at(d, st, j, action_kind::offload));
      }
      // Each edge: same device -> producer first; else producer, send ... recv, consumer.
      for (int e = 0; e < 2; ++e) {
        const bool forward = e == 0;
        const int from = forward ? st - 1 : st + 1;
        if (from < 0 || from >= S) continue;
        const int at_from = from * m + j;
        const int consumer = forward ? f : b, producer = forward ? F[at_from] : backward_at(at_from);
        const action_kind consumer_kind = forward ? action_kind::F : back;
        if (producer < 0) continue;  // reported when its own stage is checked
        if (dev[from] == d) {
          if (producer > consumer)
            report_error("a pass comes before the pass on its device that produces its input",
                         at(d, st, j, consumer_kind));
          continue;
        }
        const int recv = forward ? recv_forward[at_here] : recv_backward[at_here];
        const int send = forward ? send_forward[at_from] : send_backward[at_from];
        if (recv < 0 || recv > consumer)
          report_error("a pass whose input comes from another device has no recv before it",
                       at(d, st, j, consumer_kind));
        if (send < 0 || send < producer)
          report_error("a pass whose output goes to another device has no send after it",
                       at(dev[from], from, j, consumer_kind));
      }
    }
  }
  detail::check_steps(s);
  const detail::collective_positions collectives = detail::check_vocab(s);
  const detail::link_sends links = detail::sends_by_link(s);
  detail::check_fifo(s, links);
  detail::check_rendezvous(s, links, collectives);
  return true;
}

}  // namespace pipesched
