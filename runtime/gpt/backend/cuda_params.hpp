#pragma once
// A device copy of one stage's parameters (gpt_params<float>): values, gradients and the
// AdamW moments (m, v; zero at first), fp32, each in one cudaMalloc'd array in the host
// copy's for_each order -- and, for bf16 storage (with_working_copy), a bf16 working copy
// of the values, which the ops read and refresh_working_copy rewrites from them -- with uploads and downloads of values and gradients (the
// optimizer's device backend, runtime/train/cuda_parameters.hpp, copies the moments by
// slot). Parameters are model state, not activations: they are not metered.
//
// basic_gpt_stage asks its backend for a parameter's values and gradients
// (cuda_backend::weights(p), grads(p)); the backend finds `p` among the copies bound to it
// (find). The host copy must outlive this one, stay where it is (its parameters'
// addresses are the keys) and keep its vectors' sizes.
#include <cstddef>
#include <unordered_map>
#include <vector>

#include <kernels/bf16.hpp>

#include "runtime/gpt/gpt_params.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

class cuda_params {
 public:
  // Allocates on `gpu` and uploads host's values and gradients (the host waits); with a
  // working copy, that too is made from the values before this returns.
  enum class working_copy { none, bf16 };
  cuda_params(gpt_params<float>& host, int gpu, working_copy working = working_copy::none);
  ~cuda_params();
  cuda_params(const cuda_params&) = delete;
  cuda_params& operator=(const cuda_params&) = delete;

  // Host -> device and device -> host, values and gradients, on `on` after its queued work;
  // each returns once the copies are done.
  void upload(stream::cuda_stream& on);
  void download(stream::cuda_stream& on);
  void zero_grad(stream::cuda_stream& on);  // enqueued only
  // The bf16 working copy takes the fp32 values (one rounding each), enqueued on `on`
  // after its queued work; nothing without a working copy. Writes device memory only.
  void refresh_working_copy(stream::cuda_stream& on) const;
  bool has_working_copy() const { return working_ != nullptr; }

  // Where one of the host copy's parameters lives on the device; nullptr for any other.
  struct slot {
    float* values;
    float* grads;
    float* exp_avg;
    float* exp_avg_sq;
    const kernels::bf16* working;  // the bf16 working copy; nullptr without one
  };
  const slot* find(const parameter<float>& p) const;
  float* values() { return values_; }
  float* grads() { return grads_; }
  std::size_t scalars() const { return scalars_; }
  gpt_params<float>& host() { return *host_; }
  const gpt_params<float>& host() const { return *host_; }
  int gpu() const { return gpu_; }

 private:
  gpt_params<float>* host_;
  int gpu_;
  std::size_t scalars_ = 0;
  float* values_ = nullptr;
  float* grads_ = nullptr;
  float* exp_avg_ = nullptr;
  float* exp_avg_sq_ = nullptr;
  kernels::bf16* working_ = nullptr;
  std::unordered_map<const parameter<float>*, slot> slots_;
};

}  // namespace pipesched::gpt
