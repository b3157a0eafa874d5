#pragma once
// One device's part of vocabulary parallelism on the cuda backend (fp32): vocab_device.hpp's
// job with device data. Its shard of wte and lm_head.weight as gpt::vocab_embedding_shard_cuda
// and gpt::vocab_output_shard_cuda (E, EW, S, T on the device's compute stream, S's bytes from
// the backend's cuda_pool, so on the device's meter in the order vocab_output_deltas replays),
// its end of the collectives, and the hand-overs with its first and last stage
// (cuda_vocab_stage.hpp) as device tensors; plus the layers around the blocks that those
// stages use, as device copies: wpe on the first stage's device, ln_f on the last's.
//
// Collectives run as on the CPU: posted to a copy_stream thread of the device's own, so that
// posting one does not hold up the device's list while the group meets on the host. Their GPU
// work runs on a stream of their own, collectives_stream() (the launch makes the group,
// gpt::cuda_thread_collectives or gpt::nccl_collectives, over it), ordered with the compute
// stream by events only: posting records `ready` on compute (what the collective reads was
// enqueued before), the collectives thread makes the collectives stream wait for it, enqueues
// the calls and records `done`; the pass that reads the result waits (on the host) until the
// collective is enqueued, then makes compute wait for `done`. So only the device's own thread
// enqueues on compute, in list order, and a collective that waits for its peers (an NCCL
// kernel does, on the GPU) holds up the collectives stream only, never a pass queued after it
// that a peer needs first -- as the schedule assumes (a collective's own stream). The buffers
// of a collective in flight are untouched by the device's thread until it is waited for; the
// two threads share only the output shard's scratch, which the collectives alone use
// (vocab_output_shard_cuda's stats overloads).
//
// Losses: algorithm 1's allreduce_grad sums the loss parts too, so the last stage's device
// holds each microbatch's per-position losses; algorithm 2's devices hold their parts. Both
// are read after the run (losses(), loss_parts(): the host waits), as vocab_device's.
#include <map>
#include <memory>
#include <utility>
#include <vector>

#include <kernels/cuda/device_buffer.cuh>
#include <pipesched/core/vocab.hpp>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/vocab_embedding_shard_cuda.hpp"
#include "runtime/gpt/vocab_output_shard_cuda.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/train/vocab_flights.hpp"

namespace pipesched::train {

class cuda_vocab_device {
 public:
  using tensor = gpt::cuda_tensor;

  // The layers around the blocks on this device (empty where its stages do not need them):
  // values uploaded at each iteration's start, gradients accumulated on the device.
  struct edge_layers {
    kernels::device_buffer<float> wpe, wpe_grad;                                 // first stage's
    kernels::device_buffer<float> ln_weight, ln_bias, ln_weight_grad, ln_bias_grad;  // last stage's
  };

  // Device `device` of `devices` on `backend` (its compute stream, pool and meter), cut from
  // `layers` (the vocabulary layers); `first_device` and `last_device` hold the first and
  // the last stage. The backend must outlive this.
  cuda_vocab_device(const gpt::gpt_params<float>& layers, int device, int devices, int first_device, int last_device,
                    vocab_placement placement, gpt::cuda_backend& backend);
  cuda_vocab_device(const cuda_vocab_device&) = delete;
  cuda_vocab_device& operator=(const cuda_vocab_device&) = delete;

  // As vocab_device's: the batch (tokens and targets uploaded), the group's end, the shard's
  // and the edge layers' values from `layers`, gradients zeroed, nothing left from a failed run.
  void begin_iteration(const gpt::gpt_batch& batch, const gpt::gpt_params<float>& layers, gpt::collectives& group);
  void finish();
  void abandon() noexcept;
  // After the run (the host waits for compute): the shard's gradients into their rows of
  // `layers`, wpe's (first stage's device) and ln_f's (last stage's) into theirs.
  void gather_grads(gpt::gpt_params<float>& layers);
  void run(const action& a);

  // The hand-overs, on this device's thread.
  tensor take_embedding(int microbatch);
  void put_output(int microbatch, tensor x);
  tensor take_output_grad(int microbatch);
  void put_embedding_grad(int microbatch, tensor dx);

  // After the run (the host waits): algorithm 1, on the last stage's device, each
  // microbatch's mean loss; algorithm 2, this shard's per-position loss parts of microbatch j.
  std::vector<double> losses();
  std::vector<float> loss_parts(int microbatch);

  gpt::cuda_backend& backend() { return *backend_; }
  // The stream the group's calls must run on (the group is made over it).
  stream::cuda_stream& collectives_stream() { return collectives_stream_; }
  edge_layers& edges() { return edges_; }
  const gpt::vocab_range& range() const { return host_shard_.range; }

 private:
  using in_flight = vocab_flights<tensor>::in_flight;

  tensor take(std::map<int, tensor>& box, int microbatch, const char* what) {
    return take_handed(box, device_, microbatch, what);
  }
  tensor make(std::size_t n) { return backend_->make_tensor(n); }
  void post(const action& a);
  in_flight complete(action_kind kind, int microbatch);
  void grad_reduced(int microbatch);
  const int* tokens(int j) const;
  const int* targets(int j) const;
  std::vector<float> download(const tensor& t, std::size_t n);

  gpt::gpt_config config_;
  int device_, first_device_, last_device_;
  vocab_placement placement_;
  gpt::cuda_backend* backend_;
  gpt::collectives* group_ = nullptr;
  gpt::vocab_shard_params<float> host_shard_;  // the shard's rows on the host: upload, gather
  gpt::vocab_embedding_shard_cuda embedding_shard_;
  gpt::vocab_output_shard_cuda output_;
  edge_layers edges_;
  const gpt::gpt_batch* batch_ = nullptr;
  kernels::device_buffer<int> tokens_, targets_;  // the batch's, [m·N]
  std::map<int, tensor> embedding_, output_x_, output_grad_, loss_parts_, grad_ready_, embedding_grad_;
  std::map<int, gpt::vocab_output_shard_cuda::stats> stats_;  // S's, until T
  std::map<int, std::pair<tensor, tensor>> input_parts_;      // algorithm 2's S: a, b
  std::map<int, tensor> losses_;                              // algorithm 1, last stage's device: all-reduced
  stream::cuda_stream collectives_stream_;
  // By (collective, microbatch) posted: `done` on the collectives stream, recorded by the
  // collectives thread once the calls are enqueued (read here after the wait for them).
  std::map<std::pair<int, int>, std::shared_ptr<stream::cuda_event>> done_;
  vocab_flights<tensor> flights_;  // declared last: its thread ends before the buffers go
};

}  // namespace pipesched::train
