#pragma once
// The passes of vocabulary parallelism on one device (arXiv 2411.05288), on the CPU,
// split at their collectives so that a schedule can place each half as a pass of its own:
//
//   output layer, per microbatch j (X: the last block's output after ln_f, [N, C]):
//     broadcast X from the last stage                  (collectives::broadcast)
//     S(j)  vocab_output_shard::forward: the logits shard X·W_dᵀ, its rows' max and sum-exp
//     all_reduce_softmax_stats: the max, then the sum of the rescaled sum-exps
//     T(j)  vocab_output_shard::backward: the loss part, the logits' gradient, the partial
//           input gradient dX_d = dlogits_d·W_d and dW_d += dlogits_dᵀ·X
//     reduce the dX_d (sum, to the last stage), which goes on into ln_f's backward; the
//     loss parts likewise (exactly one device holds each position's loss)
//   input embedding, per microbatch j:
//     F     embedding_shard_forward: the rows of the shard's tokens, zeros elsewhere
//     reduce (sum, to the first stage), then add_positions there (wpe)
//     broadcast the embedding output's gradient from the first stage
//     W     embedding_shard_backward_weight (and positions_backward_weight on the first)
//
// Every op keeps the order of the unsharded kernels (kernels/vocab_cross_entropy.hpp,
// vocab_embedding.hpp; the linear layer's per-output order), so with one device the head's
// loss, dX and dW equal the unsharded head's to the bit, the embedding's gradients do for
// any device count, and the rest agree within rounding.
//
// Memory: S keeps a copy of X (dW reads it in T), the logits shard and the two statistics
// on the device's activation_meter until T ends (vocab_memory.hpp says how many bytes);
// the partial outputs handed to the collectives (dX_d, the embedding's rows, the losses)
// are the caller's, like the tensors a stage sends.
#include <cstddef>
#include <map>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/metered_buffer.hpp"
#include "runtime/gpt/vocab_shard.hpp"

namespace pipesched::gpt {

// One microbatch's softmax statistics over the logits' rows, [N] each: the shard's after S,
// the whole vocabulary's after all_reduce_softmax_stats.
template <class Scalar>
struct softmax_stats {
  basic_metered_buffer<Scalar> max, sumexp;
};

// The output layer's shard on one device: S and T of each microbatch, with what S keeps.
template <class Scalar>
class vocab_output_shard {
 public:
  // `shard` (its lm_head_weight is used, its gradient accumulated) and `meter` must
  // outlive this.
  vocab_output_shard(vocab_shard_params<Scalar>& shard, runtime::activation_meter& meter);

  // S(j): x is the last block's output after ln_f, [N, C]. Keeps x, the logits shard and
  // the shard's statistics, returned (valid until T(j)) for all_reduce_softmax_stats.
  // Throws std::logic_error when S(j) already ran and T(j) has not.
  softmax_stats<Scalar>& forward(int microbatch, const Scalar* x);

  // T(j), once the statistics are all-reduced: losses[N] gets this shard's part of the
  // per-position losses (0 where the target is elsewhere), dx[N, C] this shard's part of
  // X's gradient (both overwritten), and the shard's weight gradient accumulates. scale
  // weighs each position (1/(m·B·T) for the mean loss of m microbatches). Releases what
  // S kept. Throws std::logic_error without S(j).
  void backward(int microbatch, const int* targets, Scalar scale, Scalar* losses, Scalar* dx);

  // Algorithm 2 (the paper's Vocab-2: one all-reduce per microbatch). S(j): forward, then
  // this shard's input-gradient parts under its local statistics: a[N, C] (overwritten) =
  // scale · softmax_local(logits) · W_d, b[N, C] (overwritten) = scale · W_d's row of each
  // position's target where it is in the shard, zeros elsewhere; the corrected part is
  // c ⊙ a − b with c = the shard's share of the global sum-exp (all_reduce_input_grad).
  // Runs s_temp bytes (vocab_memory.hpp: the local softmax) above what it keeps.
  softmax_stats<Scalar>& forward_with_input_parts(int microbatch, const Scalar* x, const int* targets, Scalar scale,
                                                  Scalar* a, Scalar* b);
  // Algorithm 2's T, once all_reduce_input_grad made the statistics global: the weight
  // gradient alone (dW_d += dlogitsᵀ·X, as backward's). Releases what S kept.
  void backward_weight(int microbatch, const int* targets, Scalar scale);
  // Algorithm 2: this shard's loss part under the global statistics (0 where the target is
  // elsewhere), as backward computes it; after all_reduce_input_grad.
  void losses(int microbatch, const int* targets, Scalar* losses) const;

  const vocab_range& range() const { return shard_->range; }

 private:
  struct kept {
    basic_metered_buffer<Scalar> x, logits;
    softmax_stats<Scalar> stats;
  };

  vocab_shard_params<Scalar>* shard_;
  runtime::activation_meter* meter_;
  std::map<int, kept> kept_;  // by microbatch, from S to T
};

// The collective between S and T on every device of the group: the maxima all-reduced,
// each device's sum-exps rescaled to the global max, then summed in device order.
void all_reduce_softmax_stats(collectives& group, softmax_stats<float>& stats);

// Algorithm 2's one collective: the statistics all-reduced as all_reduce_softmax_stats does,
// then dx[N, C] (overwritten) = the sum over the devices of c_d ⊙ a_d − b_d, c_d[n] = the
// shard's rescaled sum-exp over the global one (forward_with_input_parts's a and b).
void all_reduce_input_grad(collectives& group, softmax_stats<float>& stats, const float* a, const float* b, float* dx,
                           std::size_t C);

// The input embedding's shard: out[N, C] (overwritten) holds this shard's tokens' rows of
// wte, zeros for the others'.
template <class Scalar>
void embedding_shard_forward(const vocab_shard_params<Scalar>& shard, const int* tokens, Scalar* out);
// Its W pass: the shard's wte gradient accumulates dout's rows of its tokens.
template <class Scalar>
void embedding_shard_backward_weight(vocab_shard_params<Scalar>& shard, const int* tokens, const Scalar* dout);
// On the first stage, after the devices' outputs are summed: x += wpe (by position), and
// its W pass (wpe's gradient accumulates dout).
template <class Scalar>
void add_positions(const gpt_config& config, const parameter<Scalar>& wpe, Scalar* x);
template <class Scalar>
void positions_backward_weight(const gpt_config& config, parameter<Scalar>& wpe, const Scalar* dout);

extern template class vocab_output_shard<float>;
extern template class vocab_output_shard<double>;

}  // namespace pipesched::gpt
