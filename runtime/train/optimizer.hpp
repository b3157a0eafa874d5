#pragma once
// AdamW over the parameters of one or more stages, with clipping by the global gradient
// norm (torch.nn.utils.clip_grad_norm_ then torch.optim.AdamW). The first and second
// moments are held per parameter, by the parameter's name, so a checkpoint can store them
// as "<name>.exp_avg" and "<name>.exp_avg_sq".
//
// One process holding every stage calls step(). When the stages are spread over ranks,
// each rank calls local_sq_norm() on its own stages, all-reduces (sums) the result, and
// calls apply() with sqrt of the sum: every rank then clips with the same global norm.
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

  // Σ g² over every gradient of `stages` (double; stage order, then parameter order).
  static double local_sq_norm(stage_list stages);
  // Clips with the given global norm and steps; what step() does after the norm.
  void apply(stage_list stages, double global_norm);

  // The config may change between steps (a learning-rate schedule sets lr).
  adamw_config& config() { return config_; }
  const adamw_config& config() const { return config_; }

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

  adamw_config config_;
  int steps_ = 0;
  std::vector<adamw_moments> moments_;
};

}  // namespace pipesched::train
