#pragma once
// The compute-and-comms form of a compute-only torch order, as torch's
// `_PipelineScheduleRuntime._prepare_schedule_with_comms` lowers one and `_dump_csv`
// (format "compute_comms") writes it, measured against torch's schedules.py:
//
// 1. `_add_reduce_grad`: after the action that runs the m-th W or full B of a stage (a
//    composite's sub-actions count), `<stage>REDUCE_GRAD`, which scales and reduces the
//    stage's gradients: without it torch's runtime leaves them unscaled.
// 2. `_add_send_recv`: ranks in order, round after round, each places its next action once
//    it is ready (an F of stage s > 0 after RECV_F(s) or F(s-1) on its rank; an I or B of
//    s < S-1 after RECV_B(s), I(s+1) or B(s+1)); an F or I/B whose neighbour stage is on
//    another rank is followed by its SEND on this rank and, at that moment, its RECV on the
//    receiver's rank.
// 3. `_add_wait_send` (pytorch/pytorch#194121): `WAIT_SEND_F` of (s, j) right after the
//    action that runs the backward of (s, j), where (s, j) sent its forward output to
//    another rank; backward sends keep torch's end-of-step drain.
//
// Left out: UNSHARD/RESHARD (`_add_unshard_reshard`, FSDP prefetch). Torch's runtime
// checks them only for stages wrapped in FSDP, and their order follows a Python set's
// iteration order; a compute-only CSV gets them from torch's own lowering.
#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "../core/error.hpp"
#include "torch_notation.hpp"

namespace pipesched::io {

namespace detail {
// The leaves of an entry: its sub-actions, or itself.
inline std::vector<torch_op> leaves(const torch_entry& e) {
  return is_torch_composite(e.op.kind) ? e.subs : std::vector<torch_op>{e.op};
}

// A set of ops by (kind, stage, microbatch), one per rank.
class op_set {
 public:
  op_set(int stages, int microbatches) : stages_(stages), microbatches_(microbatches) {}
  void insert(const torch_op& a) { keys_.insert(key(a)); }
  bool contains(const torch_op& a) const { return keys_.count(key(a)) != 0; }

 private:
  std::int64_t key(const torch_op& a) const {
    return (std::int64_t{static_cast<int>(a.kind)} * stages_ + a.stage) * (microbatches_ + 1) + (a.microbatch + 1);
  }
  int stages_, microbatches_;
  std::unordered_set<std::int64_t> keys_;
};
}  // namespace detail

// `compute`: per rank, the compute-only order in torch notation (F, I, W, B, OVERLAP_F_B).
// `rank_of(stage)`: the stage -> rank map. Throws schedule_error when torch's send/recv
// pass would find no rank ready (an order torch calls malformed).
template <class RankOf>
std::vector<std::vector<torch_entry>> lower_like_torch(const std::vector<std::vector<torch_entry>>& compute,
                                                       int stages, int microbatches, RankOf rank_of) {
  const int ranks = static_cast<int>(compute.size());
  // 1. REDUCE_GRAD after each stage's last W or B.
  std::vector<std::vector<torch_entry>> with_reduce(static_cast<std::size_t>(ranks));
  for (int r = 0; r < ranks; ++r) {
    std::vector<int> backwards(static_cast<std::size_t>(stages), 0);
    for (const torch_entry& e : compute[r]) {
      with_reduce[r].push_back(e);
      for (const torch_op& a : detail::leaves(e))
        if ((a.kind == torch_kind::W || a.kind == torch_kind::B) && ++backwards[a.stage] == microbatches)
          with_reduce[r].push_back({{torch_kind::REDUCE_GRAD, a.stage, -1}, {}});
    }
  }
  // 2. SEND after the compute, its RECV on the receiver's rank at the same moment.
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
      if (next[r] == with_reduce[r].size()) continue;
      left = true;
      const torch_entry& e = with_reduce[r][next[r]];
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
      while (next[r] == with_reduce[r].size()) ++r;
      throw schedule_error("torch's send/recv pass finds no rank ready: rank " + std::to_string(r) + " waits at '" +
                           torch_text(with_reduce[r][next[r]]) + "' (an order torch calls malformed)");
    }
  }
  // 3. WAIT_SEND_F after the backward of each (stage, microbatch) that sent its forward.
  for (int r = 0; r < ranks; ++r) {
    detail::op_set sent(stages, microbatches);
    std::vector<torch_entry> waited_list;
    for (const torch_entry& e : out[r]) {
      waited_list.push_back(e);
      if (e.op.kind == torch_kind::SEND_F) sent.insert(e.op);
      for (const torch_op& a : detail::leaves(e))
        if ((a.kind == torch_kind::I || a.kind == torch_kind::B) &&
            sent.contains({torch_kind::SEND_F, a.stage, a.microbatch}))
          waited_list.push_back({{torch_kind::WAIT_SEND_F, a.stage, a.microbatch}, {}});
    }
    out[r] = std::move(waited_list);
  }
  return out;
}

}  // namespace pipesched::io
