#pragma once
// AdamW over the parameters of one or more stages, with clipping by the global gradient
// norm (torch.nn.utils.clip_grad_norm_ then torch.optim.AdamW). The first and second
// moments are held per parameter, by the parameter's name, so a checkpoint can store them
// as "<name>.exp_avg" and "<name>.exp_avg_sq".
//
// One process holding every stage calls step(). When the stages are spread over ranks,
// each rank calls local_sq_norm() on its own stages, all-reduces (sums) the result, and
// calls apply() with sqrt of the sum: every rank then clips with the same global norm.
//
// Where the arithmetic runs is a parameter_backend: the host (the default; the kernels/
// references on the host vectors, today's code) or a device that keeps its own copies of
// the weights, gradients and moments (cuda: runtime/train/cuda_parameters.hpp). The
// algorithm -- the checks, the step count, the order of stages and parameters, clip then
// step per parameter -- is written once here; a backend does one stage's arithmetic. With
// a device backend the host vectors (values, grads, moments) are a mirror, brought up to
// date by to_host() (for --check and checkpoints) and pushed back by to_device() (resume).
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::train {

// Defaults as GPT-2 training (betas 0.9/0.95, wd 0.1, clip 1.0); lr suits the tiny model.
struct adamw_config {
  float lr = 1e-3f;
  float beta1 = 0.9f;
  float beta2 = 0.95f;
  float eps = 1e-8f;
  float weight_decay = 0.1f;  // applied only to parameters with `decay` (matrices)
  // Max global gradient norm; <= 0 disables clipping. Scale min(1, clip_norm / norm), as
  // kernels/global_norm.hpp defines it (torch's rule without its +1e-6 on the norm).
  double clip_norm = 1.0;
  friend constexpr bool operator==(const adamw_config&, const adamw_config&) = default;
};

// Throws std::invalid_argument (one line) for lr < 0, betas outside [0, 1), eps <= 0,
// weight_decay < 0, or a non-finite value.
void validate(const adamw_config& config);

// The stages a rank holds, as the optimizer and checkpoints take them.
using stage_list = std::span<gpt::gpt_params<float>* const>;

// The optimizer state of one parameter.
struct adamw_moments {
  std::string name;             // the parameter's name
  std::vector<float> exp_avg;     // m, zero-initialised, same size as the parameter
  std::vector<float> exp_avg_sq;  // v
};

// Where one stage's parameters live and the optimizer's arithmetic on them runs. `moments`
// are the stage's, in its for_each order (their names and sizes; with a device backend the
// vectors are the host mirror).
class parameter_backend {
 public:
  virtual ~parameter_backend() = default;
  // Σ g² over the stage's gradients, in double, parameters in order.
  virtual double sq_norm(const gpt::gpt_params<float>& stage) = 0;
  // Per parameter in order: clip by min(1, clip_norm / global_norm) (when clip_norm > 0),
  // then AdamW step `step` (weight decay only where the parameter has `decay`).
  virtual void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                             const adamw_config& config, int step) = 0;
  // The host mirror catches up (values, gradients, moments) / the device takes the host's.
  virtual void to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) = 0;
  virtual void to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) = 0;
};

// The host: the kernels/ references on the host vectors; to_host/to_device do nothing.
parameter_backend& host_parameters();

class adamw_optimizer {
 public:
  // Zero moments for every parameter of `stages`, in stage order then parameter order.
  // Throws std::invalid_argument for a bad config or a name held twice.
  explicit adamw_optimizer(stage_list stages, adamw_config config = {});

  // Clips the stages' gradients (in place) to the global norm config().clip_norm, then
  // takes one AdamW step. Returns the global norm before clipping. The gradients are not
  // zeroed: the caller does that before the next accumulation. Throws
  // std::invalid_argument when `stages` are not the constructor's, std::runtime_error when
  // the norm is NaN or infinite; either way before anything changes.
  double step(stage_list stages);

  // Σ g² over every gradient of `stages` (double; stage order, then parameter order), on
  // the host vectors.
  static double local_sq_norm(stage_list stages);
  // Σ g² of one stage where its parameters live (the backend's sq_norm).
  double sq_norm(const gpt::gpt_params<float>& stage);
  // Clips with the given global norm and steps; what step() does after the norm.
  void apply(stage_list stages, double global_norm);

  // The config may change between steps (a learning-rate schedule sets lr).
  adamw_config& config() { return config_; }
  const adamw_config& config() const { return config_; }

  // Where the stages' parameters live (nullptr: the host, the default). The backend must
  // outlive the optimizer's use of it; copies of the optimizer share it.
  void set_backend(parameter_backend* backend);
  parameter_backend& backend() const { return *backend_; }
  // The host mirror of `stages` (values, gradients, moments) catches up with the backend's
  // copies, or the backend takes the host's; nothing on the host backend. Throw
  // std::invalid_argument when `stages` are not the constructor's.
  void to_host(stage_list stages);
  void to_device(stage_list stages);

  // Steps taken (t of the last update; 0 before the first).
  int steps() const { return steps_; }

  // For checkpoints: the moments in the order the constructor made them, and the step
  // count. Sizes must not change; set_steps throws std::invalid_argument when negative.
  std::span<adamw_moments> moments() { return moments_; }
  std::span<const adamw_moments> moments() const { return moments_; }
  const adamw_moments* find(std::string_view name) const;
  void set_steps(int steps);

 private:
  // Throws std::invalid_argument unless `stages` hold exactly the constructor's parameters.
  void check_layout(stage_list stages) const;

  // Stage by stage, with each stage's moments.
  template <class F>
  void for_each_stage(stage_list stages, F f);

  adamw_config config_;
  parameter_backend* backend_ = &host_parameters();
  int steps_ = 0;
  std::vector<adamw_moments> moments_;
};

}  // namespace pipesched::train
