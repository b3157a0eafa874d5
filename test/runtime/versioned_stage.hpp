#pragma once
// A toy linear chain for the PipeDream-2BW tests: stage s computes y = w_s * x on a vector
// of doubles, the last stage's loss is 0.5 * sum(y^2). Each stage keeps two weight
// versions and takes its own optimizer steps (pipesched::runtime::versioned_stage):
//   - microbatch j of the run belongs to iteration t = first_iteration + j / m; its F runs
//     on version max(t - delay, 0) and stashes which one, its backward uses the same;
//     delay 1 is 2BW (iteration t on W(t-1)), delay 0 the flushed rule (W(t));
//   - optimizer_step(t) needs every backward of iteration t done, drops W(t-1) (throws if
//     a microbatch in flight still uses it) and makes W(t+1) = W(t) - lr * g_t, g_t the
//     gradient summed over iteration t's m microbatches.
// A forward whose version is not one of the two held throws: the stage enforces the
// two-version bound whatever order it is driven in. The two versions and every kept
// activation go through the device's meter, so the measured peak is comparable with
// peak_bytes_with_weights.
#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace two_bw_test {

namespace rt = pipesched::runtime;
using tensor = std::vector<double>;
inline constexpr int width = 3;

// The input of microbatch g (counted over all iterations): fixed, small, not all equal.
inline tensor input(int g) {
  tensor x(width);
  for (int i = 0; i < width; ++i) x[static_cast<std::size_t>(i)] = 1.0 + 0.25 * ((7 * g + 3 * i) % 5);
  return x;
}

class versioned_scale_stage {
 public:
  using tensor = two_bw_test::tensor;
  static constexpr long long weight_bytes = sizeof(double);  // one version of w_s
  static constexpr long long kept_bytes = width * sizeof(double);

  versioned_scale_stage(int stage, int stages, int m, double w0, double lr, int delay, rt::activation_meter* meter)
      : stage_(stage), stages_(stages), m_(m), lr_(lr), delay_(delay), meter_(meter), versions_{w0, w0} {
    meter_->allocate(2 * weight_bytes);
  }
  versioned_scale_stage(const versioned_scale_stage&) = delete;
  versioned_scale_stage& operator=(const versioned_scale_stage&) = delete;
  versioned_scale_stage(versioned_scale_stage&&) = default;

  // The runs of the flushed loop each hold one iteration: microbatch 0 of the next run is
  // microbatch t * m overall.
  void set_first_iteration(int t) { first_iteration_ = t; }

  pipesched::memory_deltas deltas() const { return {kept_bytes, 0, 0}; }

  tensor forward(int j, const tensor& in) {
    const int g = first_iteration_ * m_ + j, t = g / m_;
    const int v = std::max(t - delay_, 0);
    if (v > newest_ || v < newest_ - 1)
      throw std::logic_error("stage " + std::to_string(stage_) + ": F of microbatch " + std::to_string(g) +
                             " needs weight version " + std::to_string(v) + ", but the stage holds " +
                             std::to_string(std::max(newest_ - 1, 0)) + ".." + std::to_string(newest_));
    if ((stage_ == 0) != in.empty()) throw std::logic_error("only the first stage reads its own input");
    const tensor x = stage_ == 0 ? input(g) : in;
    stash_[j] = {v, t, x, {}};
    ++in_flight_[v];
    meter_->allocate(kept_bytes);
    used_.push_back(v);
    if (stage_ == stages_ - 1) return {};
    return scaled(w(v), x);
  }

  tensor backward_input(int j, const tensor& dy) {
    stashed& st = stash_.at(j);
    if ((stage_ == stages_ - 1) != dy.empty()) throw std::logic_error("only the last stage starts from its loss");
    st.dy = stage_ == stages_ - 1 ? scaled(w(st.version), st.x) : dy;  // loss 0.5 y^2: dL/dy = y
    if (stage_ == 0) return {};
    return scaled(w(st.version), st.dy);
  }

  void backward_weight(int j) {
    const auto it = stash_.find(j);
    if (it == stash_.end() || it->second.dy.empty()) throw std::logic_error("W before its B");
    const stashed& st = it->second;
    double g = 0;
    for (std::size_t i = 0; i < st.x.size(); ++i) g += st.dy[i] * st.x[i];
    grad_[st.iteration] += g;
    ++done_[st.iteration];
    --in_flight_[st.version];
    meter_->release(kept_bytes);
    stash_.erase(it);
  }

  void optimizer_step(int t) {
    if (t != newest_) throw std::logic_error("optimizer steps out of order");
    if (done_[t] != m_) throw std::logic_error("optimizer step before every backward of its iteration");
    if (t >= 1 && in_flight_[t - 1] != 0) throw std::logic_error("dropping a weight version still in use");
    versions_[(t + 1) % 2] = w(t) - lr_ * grad_[t];
    newest_ = t + 1;
  }

  double weight() const { return w(newest_); }
  int steps() const { return newest_; }
  // The version each forward used, in the order the forwards ran.
  const std::vector<int>& versions_used() const { return used_; }

 private:
  struct stashed {
    int version, iteration;
    tensor x, dy;
  };
  double w(int version) const { return versions_[static_cast<std::size_t>(version % 2)]; }
  static tensor scaled(double a, const tensor& x) {
    tensor y(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) y[i] = a * x[i];
    return y;
  }

  int stage_, stages_, m_;
  double lr_;
  int delay_;
  rt::activation_meter* meter_;
  double versions_[2];
  int newest_ = 0;  // W(newest_) is the newest version; W(newest_ - 1) the other one
  int first_iteration_ = 0;
  std::map<int, stashed> stash_;
  std::map<int, double> grad_;
  std::map<int, int> done_, in_flight_;
  std::vector<int> used_;
};

static_assert(rt::versioned_stage<versioned_scale_stage>);

}  // namespace two_bw_test
