#pragma once
// One chunk of the GPT model as a `pipesched::runtime::stage`: F, B (input gradients) and
// W (weight gradients) for one microbatch at a time, on the CPU reference kernels, with
// every kept activation and gradient counted by the device's activation_meter.
#include <vector>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/metered_buffer.hpp"

namespace pipesched::gpt {

class gpt_stage {
 public:
  // The activation [B, T, C] sent forward, or its gradient sent backward; empty = none.
  using tensor = std::vector<float>;

  // `params` must hold exactly partition(config, stages)[stage]. `batch` (may be null
  // until set_batch) and `meter` must outlive the stage; the stage writes only to
  // params' gradients, so stages on different threads share nothing.
  gpt_stage(const gpt_config& config, int stage, int stages, gpt_params<float>& params,
            const gpt_batch* batch, runtime::activation_meter& meter);
  ~gpt_stage();  // releases what unfinished microbatches still hold
  gpt_stage(gpt_stage&&) noexcept;
  gpt_stage& operator=(gpt_stage&&) noexcept;

  // The passes of runtime::stage. The last stage's B starts from the gradient of the
  // batch's mean loss (each position weighs 1/(m·B·T)), so W accumulated over the m
  // microbatches gives that gradient. The meter counts what the stage keeps between and
  // during passes; the tensors it is handed or returns belong to the transport.
  tensor forward(int microbatch, const tensor& x);
  tensor backward_input(int microbatch, const tensor& dy);
  void backward_weight(int microbatch);
  memory_deltas deltas() const { return deltas_; }

  // The next iteration's data; every microbatch of the previous one must have finished
  // its W. Clears the losses. Gradients are left to the caller (params.zero_grad()).
  void set_batch(const gpt_batch* batch);

  // Mean cross-entropy of each microbatch, after its F (last stage only; empty elsewhere).
  const std::vector<double>& losses() const { return losses_; }

  int stage() const { return stage_; }
  int stages() const { return stages_; }
  const stage_layers& layers() const { return params_->layers; }

 private:
  enum class phase { idle, forwarded, backwarded };
  struct block_state;
  struct head_state;
  struct microbatch_state;

  microbatch_state& enter(int microbatch, phase expected, const char* pass);
  metered_buffer buffer(std::size_t n) { return metered_buffer(*meter_, n); }
  void forward_block(block_state& s, const block_params<float>& p, float* out);
  void backward_block(block_state& s, const block_params<float>& p);
  void backward_block_input(block_state& s, const block_params<float>& p, float* dx);
  void weight_block(block_state& s, block_params<float>& p);

  gpt_config config_;
  int stage_;
  int stages_;
  gpt_params<float>* params_;
  const gpt_batch* batch_;
  runtime::activation_meter* meter_;
  memory_deltas deltas_;
  std::vector<microbatch_state> states_;
  std::vector<double> losses_;
};

static_assert(runtime::stage<gpt_stage>);

}  // namespace pipesched::gpt
