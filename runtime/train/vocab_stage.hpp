#pragma once
// A stage of a run with vocabulary parallelism (vocab_device.hpp): the GPT stage without
// the vocabulary layers (a gpt_stage of transformer blocks only), plus what the first and
// the last stage keep of the layers around them:
//  - the first stage's F reads the summed embedding rows (reduce_embedding's result) and
//    adds the positions (wpe, vocab_passes.hpp's add_positions) before its blocks; its B
//    hands its input gradient to broadcast_embedding_grad and keeps it (metered) until its
//    W, which adds wpe's gradient;
//  - the last stage's F runs ln_f after its blocks, keeping ln_f's input and statistics
//    (metered), and hands X = ln_f's output to broadcast_output; its B takes dX (the
//    all-reduced input gradient of the head), keeps it (metered) for ln_f's W, and runs
//    ln_f's backward into its blocks' B.
// The tensors handed to the collectives are the transport's, not counted (as a send's).
// deltas() are the blocks' deltas with these bytes added, in the order they are taken.
#include <cstddef>
#include <map>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/train/vocab_device.hpp"

namespace pipesched::train {

class vocab_stage {
 public:
  using tensor = gpt::gpt_stage::tensor;

  // `blocks` is stage `stage` of `stages` without the vocabulary layers; `layers` holds wpe
  // (read and accumulated by the first stage) and ln_f (by the last). All must outlive this.
  vocab_stage(gpt::gpt_stage& blocks, vocab_device& device, gpt::gpt_params<float>& layers, runtime::activation_meter& meter);

  tensor forward(int microbatch, const tensor& x);
  tensor backward_input(int microbatch, const tensor& dy);
  void backward_weight(int microbatch);
  memory_deltas deltas() const;

  int stage() const { return blocks_->stage(); }
  gpt::gpt_stage& blocks() { return *blocks_; }

 private:
  using buffer = gpt::basic_metered_buffer<float>;
  struct kept {
    buffer x, mean, rstd, d_ln_out;  // the last stage's ln_f
    buffer d_embed;                  // the first stage's input gradient
  };

  gpt::gpt_stage* blocks_;
  vocab_device* device_;
  gpt::gpt_params<float>* layers_;
  runtime::activation_meter* meter_;
  bool first_, last_;
  std::map<int, kept> kept_;
};

static_assert(runtime::stage<vocab_stage>);

}  // namespace pipesched::train
