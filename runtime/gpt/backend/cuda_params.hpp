#pragma once
// A device copy of one stage's parameters (gpt_params<float>): values and gradients, fp32,
// each in one cudaMalloc'd array in the host copy's for_each order, with uploads and
// downloads. Parameters are model state, not activations: they are not metered.
//
// basic_gpt_stage names a parameter by its host address (params.wte.value.data()), so the
// copy also answers where a host parameter address lives on the device (device_of); the
// CUDA backend maps every pointer it is handed through the copies bound to it. The host
// copy must outlive this one and keep its vectors' sizes (their addresses are the keys).
#include <cstddef>
#include <vector>

#include "runtime/gpt/gpt_params.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

class cuda_params {
 public:
  // Allocates on `gpu` and uploads host's values and gradients (the host waits).
  cuda_params(gpt_params<float>& host, int gpu);
  ~cuda_params();
  cuda_params(const cuda_params&) = delete;
  cuda_params& operator=(const cuda_params&) = delete;

  // Host -> device and device -> host, values and gradients, on `on` after its queued work;
  // each returns once the copies are done.
  void upload(stream::cuda_stream& on);
  void download(stream::cuda_stream& on);
  void zero_grad(stream::cuda_stream& on);  // enqueued only

  // The device address of a host address inside a parameter's value or gradient; nullptr
  // for any other address.
  const float* device_of(const float* host) const;
  float* values() { return values_; }
  float* grads() { return grads_; }
  std::size_t scalars() const { return scalars_; }
  gpt_params<float>& host() { return *host_; }
  int gpu() const { return gpu_; }

 private:
  struct range {
    float* host;
    std::size_t size;
    float* device;
  };
  gpt_params<float>* host_;
  int gpu_;
  std::size_t scalars_ = 0;
  float* values_ = nullptr;
  float* grads_ = nullptr;
  std::vector<range> ranges_;  // sorted by host address
};

}  // namespace pipesched::gpt
