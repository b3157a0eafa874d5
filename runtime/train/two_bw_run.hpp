#pragma once
// The schedule run of PipeDream-2BW over K iterations (trainer_options::iterations > 1;
// see the top of trainer.hpp): ONE executor run of the K-iteration 2bw schedule on
// two_bw_stages seeded with the trainer's weights and moments, which take their own AdamW
// steps inside the run; then the last iteration's step, and the weights W(K) and the
// moments back into the trainer's parameters and optimizer. Threads in one process.
#include <vector>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/train/optimizer.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/step_result.hpp"
#include "runtime/train/trainer_options.hpp"
#include "runtime/train/training_schedule.hpp"

namespace pipesched::train {

// `batches`: the K batches of m microbatches, iteration t's at [t]. Fills the result's
// losses, grad_norms, loss, grad_norm (the last iteration's), measured (with
// record_timeline) and the peaks of `memory` (replica 0's devices, which meter the
// run); `params` and `optimizer` then hold W(K) and the moments after K steps.
step_result run_two_bw(const trainer_options& options, const pipeline_layout& layout,
                       const std::vector<gpt::gpt_batch>& batches, std::vector<gpt::gpt_params<float>>& params,
                       adamw_optimizer& optimizer, device_memory& memory);

}  // namespace pipesched::train
