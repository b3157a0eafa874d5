#pragma once
// The output layer's shard of vocabulary parallelism (vocab_passes.hpp's vocab_output_shard)
// on a GPU: the output layer of `train --backend cuda --vocab-parallel`
// (train/cuda_vocab_device.hpp runs it).
//
// S and T of each microbatch run on the cuda backend's compute stream: the logits and the
// input and weight gradients through the backend's linear (the GEMMs the CUDA stages use,
// --kernels' choice), the rest through kernels/cuda/vocab_cross_entropy.cuh. What S keeps is
// allocated from the backend's cuda_pool, so it is metered on the device's meter, in the
// order vocab_output_deltas replays (x, logits, max, sumexp; algorithm 2's local softmax as
// S's transient): the measured peak equals the bound as on the CPU. Every pointer is a
// device pointer on the backend's GPU, read or written by work on compute.
//
// The shard's weight [count, C] and its fp32 gradient are device copies held here: upload()
// takes the host shard's values, download_grad() hands back the gradient. The collectives
// between S and T take a gpt::collectives whose calls are stream-ordered on the same compute
// stream (gpt::nccl_collectives or cuda_thread_collectives made over it), so no event joins them; their scratch (the
// local maxima, algorithm 2's shares) is device memory of this object's, outside the meter,
// like a transport's buffers.
//
// Same math as the CPU shard within float rounding: the sum-exp's block reduction and the
// GEMMs' tiling sum in another order (the kernel tests bound each at rtol 2e-5).
#include <cstddef>
#include <map>

#include <cuda_runtime_api.h>

#include <kernels/cuda/device_buffer.cuh>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/vocab_shard.hpp"

namespace pipesched::gpt {

class vocab_output_shard_cuda {
 public:
  // One microbatch's statistics on the device, [N] each: the shard's after S, the whole
  // vocabulary's after all_reduce_stats; valid until T.
  struct stats {
    float* max = nullptr;
    float* sumexp = nullptr;
  };

  // The shard `range` of `config`'s head on `backend`'s GPU (which must outlive this).
  // Allocates the weight, its gradient and the scratch (outside the meter).
  vocab_output_shard_cuda(const gpt_config& config, vocab_range range, cuda_backend& backend);
  vocab_output_shard_cuda(const vocab_output_shard_cuda&) = delete;
  vocab_output_shard_cuda& operator=(const vocab_output_shard_cuda&) = delete;

  // The host shard's values ([count, C], lm_head.weight's rows of the range) onto the device
  // and the gradient zeroed, enqueued on compute. Throws std::invalid_argument on a size
  // that is not the shard's.
  void upload(const parameter<float>& weight);
  // weight.grad = the device gradient (the host waits for compute).
  void download_grad(parameter<float>& weight) const;

  // S(j): x [N, C], the last block's output after ln_f. Keeps a copy of x, the logits shard
  // and its statistics (returned). Throws std::logic_error when S(j) ran and T(j) has not.
  stats forward(int microbatch, const float* x);
  // The statistics all-reduced over `group` (the max, the sum-exps rescaled to it, their
  // sum in device order), as all_reduce_softmax_stats does on the host. The overloads that
  // take S's `stats` do not look the microbatch up: a collective thread may call them while
  // the device's thread runs S or T of another microbatch (they share only the scratch, which
  // the collectives alone use, one call at a time). They enqueue on `on`, the stream the
  // group's calls run on (a stream of the collectives' own, ordered with compute by events:
  // cuda_vocab_device.hpp); the microbatch overloads on compute, for a group made over it.
  void all_reduce_stats(collectives& group, int microbatch);
  void all_reduce_stats(collectives& group, stats st, cudaStream_t on);
  // T(j) after all_reduce_stats: losses [N] and dx [N, C] overwritten with this shard's
  // parts, the weight gradient accumulates; releases what S kept.
  void backward(int microbatch, const int* targets, float scale, float* losses, float* dx);

  // Algorithm 2's S: forward, then a [N, C] and b [N, C] (overwritten) as
  // vocab_output_shard::forward_with_input_parts; the local softmax [N, V] is S's transient.
  stats forward_with_input_parts(int microbatch, const float* x, const int* targets, float scale, float* a,
                                 float* b);
  // Algorithm 2's collective: the statistics all-reduced, then dx [N, C] (overwritten) = the
  // sum over the devices of each one's corrected part (all_reduce_input_grad's).
  void all_reduce_input_grad(collectives& group, int microbatch, const float* a, const float* b, float* dx);
  void all_reduce_input_grad(collectives& group, stats st, const float* a, const float* b, float* dx,
                             cudaStream_t on);
  // Algorithm 2's T: losses [N] (this shard's part under the global statistics) overwritten,
  // the weight gradient accumulates; releases what S kept.
  void backward_weight(int microbatch, const int* targets, float scale, float* losses);

  // Drops what S kept of microbatches whose T never ran (a failed run's), freed on compute.
  void forget() { kept_.clear(); }

  const vocab_range& range() const { return range_; }
  const float* weight() const { return weight_.data(); }

 private:
  struct kept {
    cuda_backend::buffer x, logits, max, sumexp;
  };
  kept& find(int microbatch, const char* pass);

  gpt_config config_;
  vocab_range range_;
  cuda_backend* backend_;
  kernels::device_buffer<float> weight_, grad_;  // [count, C]
  kernels::device_buffer<float> local_, share_;  // [N]: the collectives' scratch
  std::map<int, kept> kept_;                     // by microbatch, from S to T
};

}  // namespace pipesched::gpt
