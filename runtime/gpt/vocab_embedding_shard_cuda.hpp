#pragma once
// The input embedding's shard of vocabulary parallelism (vocab_passes.hpp's
// embedding_shard_forward / embedding_shard_backward_weight) on a GPU: E writes this shard's
// tokens' rows of wte (zeros for the other tokens') for the reduce to the first stage, EW
// accumulates the broadcast input gradient into the shard's rows, both on the cuda backend's
// compute stream through kernels/cuda/vocab_embedding.cuh, so the values are the CPU's to the
// bit (no atomics: each row's positions in order). Keeps nothing between its passes (as on
// the CPU: vocab_output_deltas counts nothing for it); the outputs are the caller's (the
// collective's buffers). The shard's wte rows [count, C] and their fp32 gradient are device
// copies held here, as vocab_output_shard_cuda holds the head's.
#include <kernels/cuda/device_buffer.cuh>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/vocab_shard.hpp"

namespace pipesched::gpt {

class vocab_embedding_shard_cuda {
 public:
  // The shard `range` of `config`'s wte on `backend`'s GPU (which must outlive this).
  vocab_embedding_shard_cuda(const gpt_config& config, vocab_range range, cuda_backend& backend);

  // The host shard's wte rows ([count, C]) onto the device and the gradient zeroed (the host
  // waits for the copy). Throws std::invalid_argument on a size that is not the shard's.
  void upload(const parameter<float>& wte);
  // wte.grad = the device gradient (the host waits for compute).
  void download_grad(parameter<float>& wte) const;

  // E: out [N, C] (device, overwritten) from tokens [N] (device).
  void forward(const int* tokens, float* out);
  // EW: the gradient accumulates dout's [N, C] rows of the shard's tokens.
  void backward_weight(const int* tokens, const float* dout);

  const vocab_range& range() const { return range_; }

 private:
  gpt_config config_;
  vocab_range range_;
  cuda_backend* backend_;
  kernels::device_buffer<float> weight_, grad_;  // [count, C]
};

}  // namespace pipesched::gpt
