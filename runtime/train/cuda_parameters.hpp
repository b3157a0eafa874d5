#pragma once
// The optimizer's parameter_backend on CUDA: every stage's weights, gradients and AdamW
// moments stay in its device copy (gpt::cuda_params, fp32), and the global norm, the clip
// and the step run there, on the compute stream of the pipeline device that holds the
// stage, after the work the iteration enqueued on it:
//  - sq_norm: Σg² of each parameter by global_norm_squared_cuda into the device's explicit
//    workspace (its partials and one double, allocated once per device, not from the
//    metered pool), read back once per stage (the host waits); the trainer sums the
//    stages in stage order, as on the host.
//  - clip_and_step: clip_grads_cuda then adamw_step_cuda per parameter, lr, betas, eps and
//    weight decay in fp32 (decay only where the parameter has it), enqueued only: the
//    next iteration's work on the same stream runs after it.
//  - to_host / to_device: values, gradients and moments copied between the device copy
//    and the host mirror (--check and checkpoints; resume), the host waiting.
// Nothing is uploaded or downloaded per iteration otherwise. With bf16 storage the ops read
// the copy's bf16 working copy: the stage's backend rewrites it from the fp32 values at the
// next set_batch (cuda_backend::refresh_weights, on the same compute stream, after the step
// or the resume upload), so the step itself leaves it alone.
#include <memory>
#include <vector>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/train/optimizer.hpp"

namespace pipesched::train {

// One pipeline device's global-norm workspace on its GPU: the partials one
// global_norm_squared_cuda call needs and the double it accumulates into.
class cuda_norm_workspace {
 public:
  explicit cuda_norm_workspace(int gpu);
  ~cuda_norm_workspace();
  cuda_norm_workspace(const cuda_norm_workspace&) = delete;
  cuda_norm_workspace& operator=(const cuda_norm_workspace&) = delete;

  double* sum() { return sum_; }            // device: one double
  double* partials() { return partials_; }  // device: kernels::global_norm_workspace_doubles

 private:
  int gpu_;
  double* sum_ = nullptr;
  double* partials_ = nullptr;
};

class cuda_parameters final : public parameter_backend {
 public:
  // Stage `params` runs on `backend` (fp32 or bf16 storage), whose compute stream the
  // optimizer's work joins, and uses `workspace` (the device's). All three must outlive this
  // backend's use.
  template <class Backend>
  void add(gpt::cuda_params& params, Backend& backend, cuda_norm_workspace& workspace) {
    entries_.push_back({&params, &backend.compute(), &workspace});
  }

  double sq_norm(const gpt::gpt_params<float>& stage) override;
  void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                     const adamw_config& config, int step) override;
  void to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) override;
  void to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) override;

 private:
  struct entry {
    gpt::cuda_params* params;
    stream::cuda_stream* compute;  // the device's: the stage's work and the optimizer's
    cuda_norm_workspace* workspace;
  };
  // The entry holding `stage`; throws std::logic_error for a stage no device copy holds.
  const entry& of(const gpt::gpt_params<float>& stage) const;

  std::vector<entry> entries_;
};

}  // namespace pipesched::train
