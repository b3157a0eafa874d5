#include "runtime/train/optimizer.hpp"

#include <cmath>
#include <limits>
#include <set>
#include <stdexcept>

#include <kernels/adamw.hpp>
#include <kernels/global_norm.hpp>

namespace pipesched::train {

using gpt::parameter;

namespace {

// The host: what the optimizer ran before it had backends, bit for bit.
class host_parameter_backend final : public parameter_backend {
 public:
  double sq_norm(const gpt::gpt_params<float>& stage) override {
    double sumsq = 0;
    stage.for_each([&](const parameter<float>& p) { kernels::global_norm_squared(&sumsq, p.grad.data(), p.size()); });
    return sumsq;
  }
  void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                     const adamw_config& c, int step) override {
    std::size_t k = 0;
    stage.for_each([&](parameter<float>& p) {
      adamw_moments& m = moments[k++];
      // kernels' clip_coefficient: min(1, clip/norm), torch's rule without its 1e-6.
      if (c.clip_norm > 0) kernels::clip_grads(p.grad.data(), p.size(), global_norm, c.clip_norm);
      kernels::adamw_step(p.value.data(), p.grad.data(), m.exp_avg.data(), m.exp_avg_sq.data(), p.size(), step, c.lr,
                          c.beta1, c.beta2, c.eps, p.decay ? c.weight_decay : 0.0f);
    });
  }
  void to_host(gpt::gpt_params<float>&, std::span<adamw_moments>) override {}
  void to_device(const gpt::gpt_params<float>&, std::span<const adamw_moments>) override {}
};

}  // namespace

parameter_backend& host_parameters() {
  static host_parameter_backend host;  // stateless
  return host;
}

void validate(const adamw_config& c) {
  auto fail = [](const std::string& what) { throw std::invalid_argument("adamw: " + what); };
  for (double x : {double(c.lr), double(c.beta1), double(c.beta2), double(c.eps), double(c.weight_decay), c.clip_norm})
    if (!std::isfinite(x)) fail("every setting must be finite");
  if (c.lr < 0) fail("lr " + std::to_string(c.lr) + " is negative");
  if (c.beta1 < 0 || c.beta1 >= 1) fail("beta1 " + std::to_string(c.beta1) + " is outside [0, 1)");
  if (c.beta2 < 0 || c.beta2 >= 1) fail("beta2 " + std::to_string(c.beta2) + " is outside [0, 1)");
  if (c.eps <= 0) fail("eps " + std::to_string(c.eps) + " is not positive");
  if (c.weight_decay < 0) fail("weight_decay " + std::to_string(c.weight_decay) + " is negative");
}

adamw_optimizer::adamw_optimizer(stage_list stages, adamw_config config) : config_(config) {
  validate(config_);
  std::set<std::string, std::less<>> seen;
  for (gpt::gpt_params<float>* s : stages)
    s->for_each([&](const parameter<float>& p) {
      if (!seen.insert(p.name).second)
        throw std::invalid_argument("adamw: parameter " + p.name + " is held by two stages");
      moments_.push_back({p.name, std::vector<float>(p.size(), 0.0f), std::vector<float>(p.size(), 0.0f)});
    });
}

void adamw_optimizer::check_layout(stage_list stages) const {
  std::size_t k = 0;
  for (gpt::gpt_params<float>* s : stages)
    s->for_each([&](const parameter<float>& p) {
      if (k >= moments_.size() || moments_[k].name != p.name || moments_[k].exp_avg.size() != p.size() ||
          p.grad.size() != p.size())
        throw std::invalid_argument("adamw: parameter " + p.name +
                                    " is not where the optimizer was built to find it (other stages?)");
      ++k;
    });
  if (k != moments_.size())
    throw std::invalid_argument("adamw: the stages hold " + std::to_string(k) + " parameters, the optimizer " +
                                std::to_string(moments_.size()));
}

double adamw_optimizer::local_sq_norm(stage_list stages) {
  double sumsq = 0;
  for (gpt::gpt_params<float>* s : stages)
    s->for_each([&](const parameter<float>& p) { kernels::global_norm_squared(&sumsq, p.grad.data(), p.size()); });
  return sumsq;
}

double adamw_optimizer::step(stage_list stages) {
  const double norm = std::sqrt(local_sq_norm(stages));
  apply(stages, norm);
  return norm;
}

void adamw_optimizer::apply(stage_list stages, double global_norm) {
  // Before any write, so a misuse changes nothing.
  validate(config_);
  check_layout(stages);
  if (!std::isfinite(global_norm) || global_norm < 0)
    throw std::runtime_error("adamw: the global gradient norm is " + std::to_string(global_norm) +
                             " (a NaN or infinite gradient); the step is refused and nothing changed");
  if (steps_ == std::numeric_limits<int>::max()) throw std::invalid_argument("adamw: step count overflows");
  ++steps_;
  for_each_stage(stages, [&](gpt::gpt_params<float>& s, std::span<adamw_moments> m) {
    backend_->clip_and_step(s, m, global_norm, config_, steps_);
  });
}

template <class F>
void adamw_optimizer::for_each_stage(stage_list stages, F f) {
  std::size_t first = 0;
  for (gpt::gpt_params<float>* s : stages) {
    std::size_t count = 0;
    s->for_each([&](const parameter<float>&) { ++count; });
    f(*s, std::span<adamw_moments>(moments_).subspan(first, count));
    first += count;
  }
}

double adamw_optimizer::sq_norm(const gpt::gpt_params<float>& stage) { return backend_->sq_norm(stage); }

void adamw_optimizer::set_backend(parameter_backend* backend) { backend_ = backend ? backend : &host_parameters(); }

void adamw_optimizer::to_host(stage_list stages) {
  check_layout(stages);
  for_each_stage(stages, [&](gpt::gpt_params<float>& s, std::span<adamw_moments> m) { backend_->to_host(s, m); });
}

void adamw_optimizer::to_device(stage_list stages) {
  check_layout(stages);
  for_each_stage(stages, [&](gpt::gpt_params<float>& s, std::span<adamw_moments> m) { backend_->to_device(s, m); });
}

const adamw_moments* adamw_optimizer::find(std::string_view name) const {
  for (const adamw_moments& m : moments_)
    if (m.name == name) return &m;
  return nullptr;
}

void adamw_optimizer::set_steps(int steps) {
  if (steps < 0) throw std::invalid_argument("adamw: step count " + std::to_string(steps) + " is negative");
  steps_ = steps;
}

}  // namespace pipesched::train
