#pragma once
// The unpipelined model with vocabulary parallelism's split (arXiv 2411.05288): the
// reference model of gpt_reference.hpp whose token embedding and LM head are computed
// shard by shard, as the p devices of a sharded run compute them, so that a sharded run's
// gradients can equal it to the bit (the unsharded model's differ from them by the
// rounding of sums grouped by shard).
//
// Per microbatch, over the shards of vocab_shards(vocab, p) in device order, with the
// kernels the sharded passes run (kernels/vocab_embedding.hpp, vocab_cross_entropy.hpp,
// the linear layer's references) and each sum or max over the devices taken as the
// collectives take it (combine_in_device_order):
//   E: each shard's rows of the tokens, summed; then the positions (wpe);
//   the blocks and ln_f as gpt_reference.hpp runs them: X;
//   S: each shard's logits X·W_dᵀ and their max and sum-exp; M the max of the maxima, each
//      sum-exp rescaled to M, S the sum of those;
//   algorithm 1, T: each shard's loss part, logit gradient, dX_d = dlogits_d·W_d and
//      dW_d += dlogits_dᵀ·X; dX the sum of the dX_d;
//   algorithm 2: each shard's parts under its local statistics (a_d, b_d), corrected by M
//      and S into dX_d, summed into dX; its T the same loss part and weight gradient;
//   the loss parts summed per position (one is non-zero), their mean the loss;
//   ln_f and the blocks backward from dX, as gpt_reference.hpp runs them; then each
//   shard's wte rows and wpe accumulate the embedding output's gradient.
// A plain loop: no pipeline, no threads, no collectives, nothing of the runtime's
// vocabulary passes (vocab_passes.hpp) or devices, so it checks their pipelining
// independently.
#include <pipesched/core/vocabulary.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_reference.hpp"

namespace pipesched::gpt {

// The mean loss of the batch and, in params' gradients (overwritten), its gradient, with
// the vocabulary layers sharded over `devices` devices as `placement` computes them.
// params: the whole model (one stage). Throws std::invalid_argument for a placement that
// does not shard (none, naive) or a vocabulary smaller than the devices.
reference_result vocab_reference_step(gpt_params<float>& params, const gpt_batch& batch, int devices,
                                      vocab_placement placement);

}  // namespace pipesched::gpt
