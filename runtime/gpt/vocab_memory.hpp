#pragma once
// The bytes vocabulary parallelism puts on each device (runtime/gpt/vocab_passes.hpp),
// beside gpt_memory.hpp's stage_deltas, so that a schedule's memory analysis can count the
// vocabulary passes like any other pass.
#include <pipesched/core/vocabulary.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/vocab_shard.hpp"

namespace pipesched::gpt {

// One microbatch's vocabulary passes on a device holding `range`, as the library's memory
// analysis counts them (core/vocabulary.hpp's vocab_pass_bytes, peak_activation_bytes):
// s_alloc, what the output layer's S keeps until its T (a copy of X [N, C], the logits
// shard [N, V_d], the max and sum-exp [N] each); t_temp, T's peak above that while it runs
// (0: the gradient overwrites the logits in place); t_free, what T frees (all of s_alloc).
// The input embedding keeps nothing between its passes (it re-reads the tokens), and the
// partial outputs handed to the collectives are the transport's: neither is counted.
// `input_parts`: algorithm 2's S (vocab_output_shard::forward_with_input_parts), which
// runs the shard's local softmax [N, V_d] above what it keeps.
vocab_pass_bytes vocab_output_deltas(const gpt_config& config, vocab_range range, activation_storage storage = {},
                                     bool input_parts = false);

// The deltas of a stage of blocks with vocabulary parallelism: `blocks` (its blocks' own,
// stage_deltas) with what the first and the last stage keep of the layers around them
// (runtime/train/vocab_stage.hpp): the last stage's F keeps ln_f's input and statistics and
// its B takes dX first; the first stage's B keeps its input gradient until W. What a
// vocab_stage reports, and what a static bound takes without one (schedule --model).
memory_deltas vocab_stage_deltas(memory_deltas blocks, const gpt_config& config, bool first, bool last);

// The values of the device's vocabulary parameters (its rows of wte and of
// lm_head.weight) at `value_bytes` each; their gradients take as many again and AdamW's
// two moments twice that.
long long vocab_parameter_bytes(const gpt_config& config, vocab_range range, int value_bytes = 4);

}  // namespace pipesched::gpt
