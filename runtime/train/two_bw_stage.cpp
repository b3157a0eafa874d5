#include "runtime/train/two_bw_stage.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>
#include <string>
#include <utility>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::train {

// --- two_bw_norms ----------------------------------------------------------------------

two_bw_norms::two_bw_norms(int stages, int iterations)
    : stages_(stages), iterations_(iterations),
      sq_(static_cast<std::size_t>(stages) * static_cast<std::size_t>(iterations), 0.0),
      known_(sq_.size(), 0) {}

void two_bw_norms::publish(int t, int s, double sum_of_squares) {
  if (t < 0 || t >= iterations_ || s < 0 || s >= stages_)
    throw std::out_of_range("2bw norms: iteration " + std::to_string(t) + ", stage " + std::to_string(s) +
                            " outside the run");
  const std::lock_guard<std::mutex> lock(mutex_);
  const auto i = static_cast<std::size_t>(t * stages_ + s);
  if (known_[i]) throw std::logic_error("2bw norms: stage " + std::to_string(s) + " published iteration " +
                                        std::to_string(t) + " twice");
  sq_[i] = sum_of_squares;
  known_[i] = 1;
}

std::optional<double> two_bw_norms::norm(int t) const {
  if (t < 0 || t >= iterations_) return std::nullopt;
  const std::lock_guard<std::mutex> lock(mutex_);
  double total = 0;  // stage order, as the trainer's flushed step sums its per-stage Σg²
  for (int s = 0; s < stages_; ++s) {
    const auto i = static_cast<std::size_t>(t * stages_ + s);
    if (!known_[i]) return std::nullopt;
    total += sq_[i];
  }
  return std::sqrt(total);
}

// --- two_bw_stage ------------------------------------------------------------------------

namespace {
// An optimizer over `stage` with the trainer's moments (by name), step count and config.
adamw_optimizer stage_optimizer(gpt::gpt_params<float>& stage, const adamw_optimizer& from) {
  gpt::gpt_params<float>* ptr = &stage;
  adamw_optimizer opt(stage_list(&ptr, 1), from.config());
  for (adamw_moments& m : opt.moments()) {
    const adamw_moments* src = from.find(m.name);
    if (!src || src->exp_avg.size() != m.exp_avg.size())
      throw std::invalid_argument("2bw: the trainer's optimizer lacks parameter " + m.name);
    m.exp_avg = src->exp_avg;
    m.exp_avg_sq = src->exp_avg_sq;
  }
  opt.set_steps(from.steps());
  return opt;
}
}  // namespace

template <class Inner>
basic_two_bw_stage<Inner>::basic_two_bw_stage(const gpt::gpt_config& config, int stage, int stages,
                                              const gpt::gpt_params<float>& w0,
                                              const adamw_optimizer& trainer_optimizer,
                                              const std::vector<gpt::gpt_batch>& batches, two_bw_norms& norms,
                                              device_type& device)
    : config_(config), stage_(stage), stages_(stages), m_(batches.empty() ? 0 : batches.front().microbatches),
      batches_(&batches), norms_(&norms), device_(&device),
      deltas_(gpt::stage_deltas(config, gpt::partition(config, stages)[static_cast<std::size_t>(stage)])),
      slots_{std::make_unique<gpt::gpt_params<float>>(w0), std::make_unique<gpt::gpt_params<float>>(w0)},
      optimizer_(stage_optimizer(*slots_[0], trainer_optimizer)) {
  if (batches.empty() || m_ < 1) throw std::invalid_argument("2bw: a run needs at least one batch");
  for (const gpt::gpt_batch& b : batches)
    if (b.microbatches != m_) throw std::invalid_argument("2bw: every iteration's batch needs the same microbatches");
  if (norms.iterations() != static_cast<int>(batches.size()))
    throw std::invalid_argument("2bw: the norms table and the batches disagree on the iterations");
  for (auto& slot : slots_) slot->zero_grad();
  done_.assign(batches.size(), 0);
  losses_.resize(batches.size());
}

template <class Inner>
basic_two_bw_stage<Inner>::~basic_two_bw_stage() = default;
template <class Inner>
basic_two_bw_stage<Inner>::basic_two_bw_stage(basic_two_bw_stage&&) noexcept = default;
template <class Inner>
basic_two_bw_stage<Inner>& basic_two_bw_stage<Inner>::operator=(basic_two_bw_stage&&) noexcept = default;

template <class Inner>
int basic_two_bw_stage<Inner>::iteration_of(int j) const {
  if (j < 0 || j >= m_ * iterations())
    throw std::out_of_range("2bw stage " + std::to_string(stage_) + ": microbatch " + std::to_string(j) +
                            " is outside the run's " + std::to_string(m_ * iterations()));
  return j / m_;
}

template <class Inner>
Inner& basic_two_bw_stage<Inner>::inner(int j, const char* pass) {
  const int t = iteration_of(j);
  const auto k = static_cast<std::size_t>(t % 2);
  if (inner_iteration_[k] != t || !inner_[k])
    throw std::logic_error("2bw stage " + std::to_string(stage_) + ": " + pass + "(" + std::to_string(j) +
                           ") of iteration " + std::to_string(t) + " before any F of that iteration");
  return *inner_[k];
}

template <class Inner>
typename basic_two_bw_stage<Inner>::tensor basic_two_bw_stage<Inner>::forward(int j, const tensor& x) {
  Inner& st = forward_inner(j);
  return st.forward(j - iteration_of(j) * m_, x);
}

template <class Inner>
typename basic_two_bw_stage<Inner>::tensor basic_two_bw_stage<Inner>::forward_checkpointed(int j, const tensor& x) {
  Inner& st = forward_inner(j);
  return st.forward_checkpointed(j - iteration_of(j) * m_, x);
}

template <class Inner>
void basic_two_bw_stage<Inner>::recompute(int j) {
  const int t = iteration_of(j);
  inner(j, "R").recompute(j - t * m_);
}

template <class Inner>
Inner& basic_two_bw_stage<Inner>::forward_inner(int j) {
  const int t = iteration_of(j);
  const int v = std::max(t - 1, 0);  // the version iteration t runs on
  const auto k = static_cast<std::size_t>(t % 2);
  if (inner_iteration_[k] != t) {  // the iteration's first F: W(v) must exist
    auto where = [&] {
      return "2bw stage " + std::to_string(stage_) + ": F(" + std::to_string(j) + ") of iteration " +
             std::to_string(t);
    };
    if (inner_iteration_[k] >= 0 && done_[static_cast<std::size_t>(inner_iteration_[k])] != m_)
      throw std::logic_error(where() + " while iteration " + std::to_string(inner_iteration_[k]) +
                             " still has microbatches in flight (a third weight version)");
    while (applied_ < v) {  // W(v) = update v-1 (and any before it still pending)
      if (stepped_ <= applied_)
        throw std::logic_error(where() + " needs weight version " + std::to_string(v) + ", but the stage holds " +
                               std::to_string(std::max(applied_ - 1, 0)) + ".." + std::to_string(applied_) +
                               " (optimizer step " + std::to_string(applied_) + " has not run)");
      apply_update(applied_);
    }
    if (applied_ > v + 1)
      throw std::logic_error(where() + " needs weight version " + std::to_string(v) + ", already dropped");
    inner_[k] = two_bw_device<Inner>::make(config_, stage_, stages_, *slots_[static_cast<std::size_t>(v % 2)],
                                           &(*batches_)[static_cast<std::size_t>(t)], *device_);
    inner_iteration_[k] = t;
  }
  used_.push_back(v);
  return *inner_[k];
}

template <class Inner>
typename basic_two_bw_stage<Inner>::tensor basic_two_bw_stage<Inner>::backward_input(int j, const tensor& dy) {
  const int t = iteration_of(j);
  return inner(j, "B").backward_input(j - t * m_, dy);
}

template <class Inner>
void basic_two_bw_stage<Inner>::backward_weight(int j) {
  const int t = iteration_of(j);
  Inner& st = inner(j, "W");
  st.backward_weight(j - t * m_);
  int& done = done_[static_cast<std::size_t>(t)];
  if (++done == m_) {  // iteration t's gradient is complete on this stage: publish its Σg²
    two_bw_device<Inner>::join(*device_);  // the device has run it (see the header)
    gpt::gpt_params<float>* grads = slots_[static_cast<std::size_t>(std::max(t - 1, 0) % 2)].get();
    norms_->publish(t, stage_, adamw_optimizer::local_sq_norm(stage_list(&grads, 1)));
    losses_[static_cast<std::size_t>(t)] = st.losses();
  }
}

template <class Inner>
void basic_two_bw_stage<Inner>::optimizer_step(int t) {
  auto fail = [&](const std::string& why) {
    throw std::logic_error("2bw stage " + std::to_string(stage_) + ": optimizer step " + std::to_string(t) + " " + why);
  };
  if (t != stepped_) fail("out of order (next: " + std::to_string(stepped_) + ")");
  if (t < 0 || t >= iterations()) fail("outside the run");
  if (done_[static_cast<std::size_t>(t)] != m_) fail("before every backward of its iteration");
  if (t == 0) {
    // Iterations 0 and 1 both run on W(0) (slot 0): g_0 moves to slot 1, where update 0
    // makes W(1), and slot 0's (zero) gradients take iteration 1's.
    std::vector<gpt::parameter<float>*> from, to;
    slots_[0]->for_each([&](gpt::parameter<float>& p) { from.push_back(&p); });
    slots_[1]->for_each([&](gpt::parameter<float>& p) { to.push_back(&p); });
    for (std::size_t i = 0; i < from.size(); ++i) std::swap(from[i]->grad, to[i]->grad);
  }
  stepped_ = t + 1;  // the update itself runs when W(t+1) is first needed (see the header)
}

template <class Inner>
void basic_two_bw_stage<Inner>::apply_update(int t) {
  const std::optional<double> norm = norms_->norm(t);
  if (!norm)
    throw std::logic_error("2bw stage " + std::to_string(stage_) + ": the global gradient norm of iteration " +
                           std::to_string(t) + " is not known when W(" + std::to_string(t + 1) +
                           ") is needed (a stage has not finished the iteration)");
  gpt::gpt_params<float>& from = *slots_[static_cast<std::size_t>(t % 2)];        // W(t)
  gpt::gpt_params<float>& to = *slots_[static_cast<std::size_t>((t + 1) % 2)];    // W(t-1) dropped; holds g_t
  std::vector<const gpt::parameter<float>*> src;
  from.for_each([&](const gpt::parameter<float>& p) { src.push_back(&p); });
  std::size_t i = 0;
  to.for_each([&](gpt::parameter<float>& p) { p.value = src[i++]->value; });
  gpt::gpt_params<float>* ptr = &to;
  optimizer_.apply(stage_list(&ptr, 1), *norm);
  to.zero_grad();
  applied_ = t + 1;
}

template <class Inner>
void basic_two_bw_stage<Inner>::finish() {
  if (stepped_ != iterations())
    throw std::logic_error("2bw stage " + std::to_string(stage_) + ": finish() after " + std::to_string(stepped_) +
                           " of " + std::to_string(iterations()) + " optimizer steps");
  while (applied_ < stepped_) apply_update(applied_);
}

template <class Inner>
const gpt::gpt_params<float>& basic_two_bw_stage<Inner>::weights() const {
  return *slots_[static_cast<std::size_t>(applied_ % 2)];
}

template <class Inner>
const std::vector<double>& basic_two_bw_stage<Inner>::losses(int t) const {
  return losses_.at(static_cast<std::size_t>(t));
}

template class basic_two_bw_stage<gpt::gpt_stage>;
template class basic_two_bw_stage<gpt::gpt_stream_stage>;

}  // namespace pipesched::train
