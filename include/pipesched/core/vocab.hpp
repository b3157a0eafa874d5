#pragma once
// The vocabulary passes and their collectives (Vocabulary Parallelism, Yeung et al., arXiv
// 2411.05288): what each computes, where it runs, what it waits for and how long it takes.
//
// Per microbatch j, with the vocabulary sharded over all p devices (device d holds shard d):
//   E(j)   on every device: its shard's embedding rows of j's tokens (zeros elsewhere);
//   reduce_embedding(j): sums them onto the first stage's device, whose F(0, j) waits for it;
//   broadcast_output(j): the last stage's output X_j (after its F) to every device;
//   S(j)   on every device: local logits X_j W_d^T and their max and sum-exp;
//          algorithm 2 also the input gradient of its shard under the local statistics;
//   algorithm 1: allreduce_stats(j) (global max and sum-exp), then
//          T(j) on every device: softmax, loss, logit gradient, its share of the input
//          gradient and its weight gradient; then allreduce_grad(j) (the input gradient);
//   algorithm 2: allreduce_grad(j) (statistics and input gradient together, corrected by
//          the global statistics), then T(j): the weight gradient alone;
//   the last stage's backward B (or BW) of j waits for allreduce_grad(j);
//   broadcast_embedding_grad(j): the first stage's input gradient (after its backward) to
//          every device, whose EW(j) (the embedding's weight gradient) waits for it.
// The naive placement has the same passes unsharded and no collectives: E and EW on the
// first stage's device, S and T on the last stage's, each waiting for the pass before it.
//
// Every device lists every collective, in one order on all devices (NCCL matches a
// communicator's collectives by order); posting one does not hold up the device (a stream
// of its own), a pass that needs its result waits until every device has posted it.
// An action of these kinds names its microbatch and, in `stage`, the device that runs it;
// a broadcast or reduce names its root device in `peer` (-1 for an all-reduce).
#include <cstddef>

#include "error.hpp"
#include "vocabulary.hpp"

namespace pipesched {

// The tokens [first, first + count) of one device's shard of the vocabulary: its rows of
// the token embedding and of the LM head.
struct vocab_range {
  int first = 0;
  int count = 0;
  constexpr int end() const { return first + count; }
  constexpr bool contains(int token) const { return token >= first && token < end(); }
  friend constexpr bool operator==(const vocab_range&, const vocab_range&) = default;
};

// Device `device` of `devices`'s shard of a vocabulary of `vocab` tokens: an even split,
// V / p tokens each, and the first V mod p devices one more (shards differ by at most one
// token; device 0 is never smaller). The one rule: the runtime's shards
// (runtime/gpt/vocab_shard.hpp) and the planner's bytes (plan/vocab_parallel.hpp) take it.
constexpr vocab_range vocab_shard_range(int vocab, int device, int devices) {
  if (devices < 1 || device < 0 || device >= devices)
    report_error("vocab_shard_range: the device is not one of the devices the vocabulary is sharded over");
  if (vocab < devices) report_error("vocabulary parallelism needs at least one vocabulary row per device");
  const int base = vocab / devices, extra = vocab % devices;
  return {device * base + (device < extra ? device : extra), base + (device < extra ? 1 : 0)};
}
static_assert(vocab_shard_range(10, 0, 4) == vocab_range{0, 3} && vocab_shard_range(10, 1, 4) == vocab_range{3, 3} &&
              vocab_shard_range(10, 2, 4) == vocab_range{6, 2} && vocab_shard_range(10, 3, 4) == vocab_range{8, 2});

// The collectives in table order (index = kind - broadcast_output).
inline constexpr int collective_kinds = 5;
constexpr int collective_index(action_kind k) {
  return static_cast<int>(k) - static_cast<int>(action_kind::broadcast_output);
}
static_assert(collective_index(action_kind::broadcast_embedding_grad) == collective_kinds - 1);

// Microbatches a family's block runs ahead to hide the vocabulary passes: the last stage's
// backward waits behind this many all-reduces, each of which needs a pass on every device
// (1F1B then holds p + 2 and p + 1 activation units, as the paper states).
constexpr int vocab_extra_in_flight(vocab_placement v) {
  return v == vocab_placement::algorithm_1 ? 2 : v == vocab_placement::algorithm_2 ? 1 : 0;
}

// Whether a schedule with placement `v` has collective `k` (algorithm 2 has no
// allreduce_stats; the naive placement none).
constexpr bool has_collective(vocab_placement v, action_kind k) {
  if (!is_vocab_parallel(v)) return false;
  return k != action_kind::allreduce_stats || v == vocab_placement::algorithm_1;
}

// The collective a pass waits for under placement `v`, or the pass itself where it waits
// for none (E; and every pass of the naive placement, which waits for the pass before it
// on its device). F of the first stage and the backward of the last are the transformer
// passes that wait for one: reduce_embedding and allreduce_grad.
constexpr action_kind awaited_collective(action_kind pass, vocab_placement v) {
  if (!is_vocab_parallel(v)) return pass;
  switch (pass) {
    case action_kind::vocab_s: return action_kind::broadcast_output;
    case action_kind::vocab_t:
      return v == vocab_placement::algorithm_1 ? action_kind::allreduce_stats : action_kind::allreduce_grad;
    case action_kind::embed_w: return action_kind::broadcast_embedding_grad;
    default: return pass;
  }
}
// The same for any action of a schedule of `stages` stages: also the first stage's F
// (reduce_embedding) and the last stage's backward (allreduce_grad) wait for one; a
// collective waits for none (posting it never holds up its device). What an executor
// asks before it runs an action.
constexpr action_kind awaited_collective(const action& a, vocab_placement v, int stages) {
  if (!is_vocab_parallel(v) || is_collective(a.kind)) return a.kind;
  if (a.kind == action_kind::F && a.stage == 0) return action_kind::reduce_embedding;
  if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage == stages - 1) return action_kind::allreduce_grad;
  return awaited_collective(a.kind, v);
}
static_assert(awaited_collective(action{action_kind::BW, 7, 0}, vocab_placement::algorithm_1, 8) == action_kind::allreduce_grad &&
              awaited_collective(action{action_kind::F, 1, 0}, vocab_placement::algorithm_1, 8) == action_kind::F);
static_assert(awaited_collective(action_kind::vocab_t, vocab_placement::algorithm_2) == action_kind::allreduce_grad &&
              awaited_collective(action_kind::embed_f, vocab_placement::algorithm_1) == action_kind::embed_f);

// The pass whose end on a device lets it post collective `k` (what the device contributes);
// the collective itself where the device contributes nothing but a buffer (a broadcast's
// receivers, a reduce's root contributes its E as every device does).
constexpr action_kind contribution_of(action_kind k, vocab_placement v) {
  switch (k) {
    case action_kind::allreduce_stats: return action_kind::vocab_s;
    case action_kind::allreduce_grad: return v == vocab_placement::algorithm_1 ? action_kind::vocab_t : action_kind::vocab_s;
    case action_kind::reduce_embedding: return action_kind::embed_f;
    default: return k;  // the broadcasts: only their root contributes (a transformer pass)
  }
}

// Device time of one vocabulary pass under placement `v` over `devices` devices: sharded,
// 1/p of the layer's work; algorithm 2's S also does half of head_b (the input gradient),
// leaving its T the other half (the weight gradient). Naive: the whole layer.
constexpr double vocab_pass_duration(action_kind k, vocab_placement v, const vocab_costs& c, int devices) {
  const double share = is_vocab_parallel(v) ? 1.0 / devices : 1.0;
  const bool fused = v == vocab_placement::algorithm_2;
  switch (k) {
    case action_kind::vocab_s: return share * (c.head_f + (fused ? c.head_b / 2 : 0));
    case action_kind::vocab_t: return share * (fused ? c.head_b / 2 : c.head_b);
    case action_kind::embed_f: return share * c.input_f;
    case action_kind::embed_w: return share * c.input_b;
    default: return 0;
  }
}
static_assert(vocab_pass_duration(action_kind::vocab_s, vocab_placement::algorithm_2, {2, 4, 0, 0, 0}, 2) == 2 &&
              vocab_pass_duration(action_kind::vocab_t, vocab_placement::naive, {2, 4, 0, 0, 0}, 2) == 4);

// Per-microbatch work of the vocabulary layers on one device if spread evenly (what
// simulate() adds to a device's work for the bubble, whatever the placement).
constexpr double vocab_work_per_device(const vocab_costs& c, int devices) {
  return (c.head_f + c.head_b + c.input_f + c.input_b) / devices;
}

// The deltas of a stage of transformer blocks whose vocabulary layers are sharded over the
// devices: `blocks` (its blocks' own) with what the first and the last stage keep of the
// layers around them, `activation` the bytes of one [b·T, C] activation and `statistics`
// those of the final LayerNorm's per-token statistics (mean and 1/std), in the caller's
// dtypes. The last stage's F also keeps ln_f's input and statistics; its B takes dX (the
// gradient of ln_f's output, from allreduce_grad) first, above the blocks' B, and keeps it
// until W. The first stage's B keeps its input gradient (what broadcast_embedding_grad
// sends) until W, on top of what the blocks' B left. One definition: the runtime's
// stages (gpt::vocab_stage_deltas) and the planner both take it.
constexpr memory_deltas vocab_end_stage_deltas(memory_deltas blocks, long long activation, long long statistics,
                                               bool first, bool last) {
  memory_deltas d = blocks;
  if (last) {
    d.f_alloc += activation + statistics;
    d.b_temp += activation;
    d.b_free -= activation;
  }
  if (first) {
    d.b_temp = d.b_temp > activation - d.b_free ? d.b_temp : activation - d.b_free;
    d.b_free -= activation;
  }
  return d;
}

}  // namespace pipesched
