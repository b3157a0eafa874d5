#pragma once
// The compute-and-comms form of a compute-only torch order, as torch 2.15's
// `_PipelineScheduleRuntime._prepare_schedule_with_comms` lowers one with its default
// options and `_dump_csv` (format "compute_comms") writes it; each step restates one of
// torch's passes, measured against its schedules.py:
//
// 1. `_add_unshard_reshard` (FSDP residency, max_active_stages = unshard_lookahead = 3):
//    before each action, RESHARD the active stages (oldest first) that are not among the
//    next 3 distinct stages from here, then UNSHARD those of them not active yet; RESHARD
//    the rest at the end. Torch's runtime acts on them only for stages wrapped in FSDP.
// 2. `_add_reduce_grad`: after the action that runs the m-th W or full B of a stage (a
//    composite's sub-actions count), `<stage>REDUCE_GRAD` then `<stage>WAIT_REDUCE_GRAD`;
//    without them torch's runtime leaves the stage's gradients unscaled.
// 3. `_add_send_recv`: ranks in order, round after round, each places its next action once
//    it is ready (an F of stage s > 0 after RECV_F(s) or F(s-1) on its rank; an I or B of
//    s < S-1 after RECV_B(s), I(s+1) or B(s+1)); an F or I/B whose neighbour stage is on
//    another rank is followed by its SEND on this rank and, at that moment, its RECV on the
//    receiver's rank.
// 4. `_add_wait_send`: `WAIT_SEND_F` of (s, j) right after the action that runs the
//    backward (I or B) of (s, j) once (s, j) has sent its forward output; every send still
//    unwaited at the end of the row gets its WAIT_SEND_F/WAIT_SEND_B there, in send order.
//    2.15's compute_comms loader requires one wait per send.
#include <cstdint>
#include <string>
#include <unordered_set>
#include <utility>
#include <vector>

#include "../core/error.hpp"
#include "torch_notation.hpp"

namespace pipesched::io {

namespace detail {
// The leaves of an entry: its sub-actions, or itself.
inline std::vector<torch_op> leaves(const torch_entry& e) {
  return is_torch_composite(e.op.kind) ? e.subs : std::vector<torch_op>{e.op};
}

// A set of ops by (kind, stage, microbatch).
class op_set {
 public:
  op_set(int stages, int microbatches) : stages_(stages), microbatches_(microbatches) {}
  void insert(const torch_op& a) { keys_.insert(key(a)); }
  bool erase(const torch_op& a) { return keys_.erase(key(a)) != 0; }
  bool contains(const torch_op& a) const { return keys_.count(key(a)) != 0; }

 private:
  std::int64_t key(const torch_op& a) const {
    return (std::int64_t{static_cast<int>(a.kind)} * stages_ + a.stage) * (microbatches_ + 1) + (a.microbatch + 1);
  }
  int stages_, microbatches_;
  std::unordered_set<std::int64_t> keys_;
};

// Step 1 on one rank. The next `window` distinct stages from each action on, as torch's
// scan finds them (whole actions: an OVERLAP_F_B may take it one past), come from a walk
// backwards that keeps the first few distinct stages of the rest of the row.
inline std::vector<torch_entry> add_unshard_reshard(const std::vector<torch_entry>& row) {
  constexpr std::size_t window = 3, kept = window + 3;
  struct first_seen {
    int stage;
    std::size_t action;  // where the stage first appears from here on
  };
  std::vector<std::vector<int>> resident(row.size());
  std::vector<first_seen> ahead;  // distinct stages of row[i..], by first appearance
  for (std::size_t i = row.size(); i-- > 0;) {
    std::vector<first_seen> next;
    for (const torch_op& a : leaves(row[i])) {
      bool seen = false;
      for (const first_seen& x : next) seen = seen || x.stage == a.stage;
      if (!seen) next.push_back({a.stage, i});
    }
    for (const first_seen& x : ahead) {
      bool seen = false;
      for (const first_seen& y : next) seen = seen || y.stage == x.stage;
      if (!seen && next.size() < kept) next.push_back(x);
    }
    ahead = std::move(next);
    for (std::size_t k = 0; k < ahead.size(); ++k) {
      resident[i].push_back(ahead[k].stage);
      const bool action_done = k + 1 == ahead.size() || ahead[k + 1].action != ahead[k].action;
      if (resident[i].size() >= window && action_done) break;
    }
  }
  std::vector<torch_entry> out;
  std::vector<int> active;  // in the order they were unsharded
  const auto has = [](const std::vector<int>& v, int s) {
    for (int x : v)
      if (x == s) return true;
    return false;
  };
  for (std::size_t i = 0; i < row.size(); ++i) {
    std::vector<int> still;
    for (int s : active) {
      if (has(resident[i], s)) still.push_back(s);
      else out.push_back({{torch_kind::RESHARD, s, -1}, {}});
    }
    active = std::move(still);
    for (int s : resident[i])
      if (!has(active, s)) {
        active.push_back(s);
        out.push_back({{torch_kind::UNSHARD, s, -1}, {}});
      }
    out.push_back(row[i]);
  }
  for (int s : active) out.push_back({{torch_kind::RESHARD, s, -1}, {}});
  return out;
}
}  // namespace detail

// `compute`: per rank, the compute-only order in torch notation (F, I, W, B, OVERLAP_F_B).
// `rank_of(stage)`: the stage -> rank map. Throws schedule_error when torch's send/recv
// pass would find no rank ready (an order torch calls malformed).
template <class RankOf>
std::vector<std::vector<torch_entry>> lower_like_torch(const std::vector<std::vector<torch_entry>>& compute,
                                                       int stages, int microbatches, RankOf rank_of) {
  const int ranks = static_cast<int>(compute.size());
  // 1 and 2: UNSHARD/RESHARD, then REDUCE_GRAD and its wait after each stage's last W or B.
  std::vector<std::vector<torch_entry>> per_rank(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r) {
    std::vector<int> backwards(static_cast<std::size_t>(stages), 0);
    for (const torch_entry& e : detail::add_unshard_reshard(compute[r])) {
      per_rank[r].push_back(e);
      for (const torch_op& a : detail::leaves(e))
        if ((a.kind == torch_kind::W || a.kind == torch_kind::B) && ++backwards[a.stage] == microbatches) {
          per_rank[r].push_back({{torch_kind::REDUCE_GRAD, a.stage, -1}, {}});
          per_rank[r].push_back({{torch_kind::WAIT_REDUCE_GRAD, a.stage, -1}, {}});
        }
    }
  }
  // 3. SEND after the compute, its RECV on the receiver's rank at the same moment.
  const auto has_comm = [&](const torch_op& a) {
    if (a.kind == torch_kind::F) return a.stage != stages - 1 && rank_of(a.stage + 1) != rank_of(a.stage);
    if (a.kind == torch_kind::I || a.kind == torch_kind::B)
      return a.stage != 0 && rank_of(a.stage - 1) != rank_of(a.stage);
    return false;
  };
  std::vector<detail::op_set> done(static_cast<std::size_t>(ranks), detail::op_set(stages, microbatches));
  const auto ready = [&](const torch_op& a, const detail::op_set& prev) {
    if (a.kind == torch_kind::F && a.stage != 0)
      return prev.contains({torch_kind::RECV_F, a.stage, a.microbatch}) ||
             prev.contains({torch_kind::F, a.stage - 1, a.microbatch});
    if ((a.kind == torch_kind::I || a.kind == torch_kind::B) && a.stage != stages - 1)
      return prev.contains({torch_kind::RECV_B, a.stage, a.microbatch}) ||
             prev.contains({torch_kind::I, a.stage + 1, a.microbatch}) ||
             prev.contains({torch_kind::B, a.stage + 1, a.microbatch});
    return true;
  };
  std::vector<std::vector<torch_entry>> out(static_cast<std::size_t>(ranks));
  std::vector<std::size_t> next(static_cast<std::size_t>(ranks), 0);
  for (;;) {
    bool left = false, progress = false;
    for (int r = 0; r < ranks; ++r) {
      if (next[r] == per_rank[r].size()) continue;
      left = true;
      const torch_entry& e = per_rank[r][next[r]];
      const std::vector<torch_op> parts = detail::leaves(e);
      bool all_ready = true;
      for (const torch_op& a : parts) all_ready = all_ready && ready(a, done[r]);
      if (!all_ready) continue;
      out[r].push_back(e);
      for (const torch_op& a : parts) {
        done[r].insert(a);
        if (!has_comm(a)) continue;
        const bool forward = a.kind == torch_kind::F;
        const torch_op send{forward ? torch_kind::SEND_F : torch_kind::SEND_B, a.stage, a.microbatch};
        const torch_op recv{forward ? torch_kind::RECV_F : torch_kind::RECV_B, forward ? a.stage + 1 : a.stage - 1,
                            a.microbatch};
        out[r].push_back({send, {}});
        done[r].insert(send);
        const int to = rank_of(recv.stage);
        out[to].push_back({recv, {}});
        done[to].insert(recv);
      }
      ++next[r];
      progress = true;
    }
    if (!left) break;
    if (!progress) {
      int r = 0;
      while (next[r] == per_rank[r].size()) ++r;
      throw schedule_error("torch's send/recv pass finds no rank ready: rank " + std::to_string(r) + " waits at '" +
                           torch_text(per_rank[r][next[r]]) + "' (an order torch calls malformed)");
    }
  }
  // 4. WAIT_SEND_F after the backward of a microbatch that sent its forward; the rest at the end.
  for (int r = 0; r < ranks; ++r) {
    detail::op_set pending(stages, microbatches);
    std::vector<torch_op> sends;  // in send order, for the waits at the end
    std::vector<torch_entry> with_waits;
    for (const torch_entry& e : out[r]) {
      with_waits.push_back(e);
      if (e.op.kind == torch_kind::SEND_F || e.op.kind == torch_kind::SEND_B) {
        pending.insert(e.op);
        sends.push_back(e.op);
      }
      for (const torch_op& a : detail::leaves(e))
        if ((a.kind == torch_kind::I || a.kind == torch_kind::B) &&
            pending.erase({torch_kind::SEND_F, a.stage, a.microbatch}))
          with_waits.push_back({{torch_kind::WAIT_SEND_F, a.stage, a.microbatch}, {}});
    }
    for (const torch_op& send : sends)
      if (pending.contains(send))
        with_waits.push_back(
            {{send.kind == torch_kind::SEND_F ? torch_kind::WAIT_SEND_F : torch_kind::WAIT_SEND_B, send.stage,
              send.microbatch},
             {}});
    out[r] = std::move(with_waits);
  }
  return out;
}

}  // namespace pipesched::io
