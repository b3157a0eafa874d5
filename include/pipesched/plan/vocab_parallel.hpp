#pragma once
// What the planner needs to weigh a vocabulary-parallel plan (plan_request::vocab_parallel;
// core/vocab.hpp, Yeung et al., arXiv 2411.05288): the vocabulary layers' costs, each
// device's shard of their parameters, and the bytes the output layer's S keeps until its T
// (which analysis/memory.hpp's peak_activation_bytes counts along each device's list).
// The stages then hold transformer blocks only, the first and the last with what they keep
// of the layers around them (vocab_stage_deltas).
//
// Shards follow the library's rule, which the runtime takes too (core/vocab.hpp,
// vocab_shard_range): V / p vocabulary rows per device, the first V mod p devices one
// more. A device holds its rows of the token embedding and of the LM head ([rows, C]
// each); the position table (T·C) stays on the first stage's device and the final
// LayerNorm (2·C) on the last stage's.
//
// Bytes S keeps from S(j) to T(j) on a device of `rows` rows, per microbatch of b sequences:
//   4·b·T·rows   its logits shard, fp32 (T turns it into the logit gradient in place);
//   2·4·b·T      the max and the sum-exp of each token's logits, fp32;
//   x            its copy of the last block's output X (what the broadcast sent: T's
//                weight gradient reads it), one [b·T, C] activation in the planner's
//                dtype: bf16 analytically (2·b·T·C), a profile's boundary bytes with one
//                (fp32 from the CPU runtime), so that a plan made with the runtime's
//                profile predicts the runtime's bytes exactly.
// The input embedding keeps nothing between E and EW (it re-reads the tokens); the partial
// sums handed to the collectives are the transport's (as in the runtime).
// Standard library only.
#include <cstddef>
#include <vector>

#include "../core/error.hpp"
#include "../core/vocab.hpp"
#include "../core/vocabulary.hpp"
#include "cost_model.hpp"
#include "profile.hpp"

namespace pipesched::plan {

// Parameters of device `device`'s vocabulary shard: its rows of the token embedding and of
// the LM head, and the position table where it holds the first stage (`first`), the final
// LayerNorm where it holds the last (`last`).
constexpr long long vocab_shard_params(const gpt_model& m, int device, int devices, bool first, bool last) {
  const long long C = m.dim;
  return 2 * C * vocab_shard_range(m.vocab, device, devices).count + (first ? 1LL * m.seq * C : 0) + (last ? 2 * C : 0);
}

// Bytes S keeps until T on a device of `rows` rows, per microbatch of b sequences, with X
// taking `x` bytes (above).
constexpr long long vocab_held_bytes(const gpt_model& m, int rows, int b, long long x) {
  const char* overflow = "the vocabulary pass bytes overflow 64 bits";
  const long long tokens = checked_mul(static_cast<long long>(m.seq), b, overflow);
  const long long logits = checked_mul(checked_mul(4LL, tokens, overflow), rows, overflow);
  const long long statistics = 2 * 4 * tokens;
  return checked_add(checked_add(logits, statistics, overflow), x, overflow);
}

// What device `device` of `devices`'s vocabulary passes keep, per microbatch of b
// sequences, as the library's memory analysis counts them (core/vocabulary.hpp,
// peak_activation_bytes): S keeps vocab_held_bytes until its T, which frees it all;
// algorithm 2's S also computes its shard's local softmax (fp32, [b·T, rows]) above
// what it keeps, as the runtime's does (runtime/gpt/vocab_memory.hpp, s_temp). `x`: the
// bytes of one [b·T, C] activation in the planner's dtype (S's copy of X).
constexpr vocab_pass_bytes vocab_pass_bytes_of(const gpt_model& m, int device, int devices, int b, vocab_placement v,
                                               long long x) {
  const int rows = vocab_shard_range(m.vocab, device, devices).count;
  const long long held = vocab_held_bytes(m, rows, b, x);
  const char* overflow = "the vocabulary pass bytes overflow 64 bits";
  const long long softmax = v == vocab_placement::algorithm_2
                                ? checked_mul(checked_mul(4LL * b, static_cast<long long>(m.seq), overflow), rows, overflow)
                                : 0;
  return {.s_alloc = held, .s_temp = softmax, .t_temp = 0, .t_free = held};
}

// The vocabulary layers' costs per microbatch of b sequences, whole (unsharded, as
// vocab_costs holds them), in seconds:
//   head_f  the logits: 2·b·T·C·V FLOPs (cost_model.hpp's head F);
//   head_b  the logit gradient's input and weight gradients: 2·2·b·T·C·V FLOPs (its B + W);
//   input_f, input_b  the embedding's lookup and its weight gradient's scatter-add:
//           2·b·T·C each (one multiply-add per channel of each token, as `schedule --model`
//           derives them; cost_model.hpp counts no FLOPs for a lookup on the first stage);
// at the device's speed at this microbatch size (seconds_per_flop). `collective` is left 0:
// vocab_collective_seconds gives it.
constexpr vocab_costs vocab_costs_analytic(const gpt_model& m, const device_model& d, int b) {
  const double spf = seconds_per_flop(m, d, b);
  const double head = head_flops(m) * b * spf, input = 2.0 * m.seq * m.dim * b * spf;
  return {head, 2 * head, input, input, 0};
}

// The same from a measured profile: its head part (final LayerNorm, LM head and loss) and
// embedding part, scaled linearly from the profiled microbatch size (profile.hpp). A
// profile that timed neither is refused by name.
constexpr vocab_costs vocab_costs_measured(const measured_profile& p, int b) {
  const part_profile &h = p.head, &e = p.embedding;
  if (!(h.f + h.b + h.w > 0))
    report_error("vocab_parallel with a profile needs the profile's head timings (f, b, w of the head part); this "
                 "profile has none: profile again, or plan from the analytic model");
  const double scale = static_cast<double>(b) / p.microbatch;
  return {h.f * scale, (h.b + h.w) * scale, e.f * scale, (e.b + e.w) * scale, 0};
}

// One collective's time (vocab_costs::collective holds one for all five): the most bytes any
// of them moves per device, over the link bandwidth, plus one hop (`hop`: what a send of
// one stage's output takes, costs::comm). Per microbatch of b sequences, `boundary` the
// bytes of one [b, T, C] activation:
//   broadcast_output            X, [b·T, C]: `boundary` over each link (pipelined);
//   allreduce_stats             max and sum-exp, 2·4·b·T bytes, ring: 2(p−1)/p of them;
//   allreduce_grad              the input gradient [b·T, C] (algorithm 2: with the
//                               statistics), ring: 2(p−1)/p · (boundary + 8·b·T);
//   reduce_embedding            the embedding's partial outputs: (p−1)/p · boundary;
//   broadcast_embedding_grad    the first stage's input gradient: boundary.
// The largest is allreduce_grad's: that one is charged for every collective.
constexpr double vocab_collective_seconds(long long boundary, const gpt_model& m, int b, int devices,
                                          double bandwidth_gbps, double hop) {
  const double ring = 2.0 * (devices - 1) / devices;
  const double bytes = ring * (static_cast<double>(boundary) + 8.0 * m.seq * b);
  const double most = bytes > static_cast<double>(boundary) ? bytes : static_cast<double>(boundary);
  return most / (bandwidth_gbps * 1e9) + hop;
}

// The final LayerNorm's statistics (mean and 1/std, fp32) per microbatch of b sequences.
constexpr long long final_norm_statistics_bytes(const gpt_model& m, int b) {
  return checked_mul(8LL * m.seq, b, "the final LayerNorm's statistics overflow 64 bits");
}

// Each stage's deltas (`blocks`: its blocks' own, the planner's stage_deltas or the
// profile's) with what the first and the last stage also keep under vocabulary parallelism
// (core/vocab.hpp, vocab_end_stage_deltas, which the runtime's stages take too): the last
// stage ln_f's input and its statistics and dX, the first stage its input gradient until
// W. Per microbatch of b sequences: `activation` is one [b·T, C] activation in the
// planner's dtype (the boundary's: bf16 analytic, the profile's measured bytes), the
// statistics two fp32 values per token, 2·4·b·T.
inline std::vector<memory_deltas> vocab_stage_deltas(std::vector<memory_deltas> blocks, const gpt_model& m, int b,
                                                     long long activation) {
  if (blocks.empty()) return blocks;
  const long long statistics = final_norm_statistics_bytes(m, b);
  blocks.front() = vocab_end_stage_deltas(blocks.front(), activation, statistics, true, blocks.size() == 1);
  if (blocks.size() > 1) blocks.back() = vocab_end_stage_deltas(blocks.back(), activation, statistics, false, true);
  return blocks;
}

}  // namespace pipesched::plan
