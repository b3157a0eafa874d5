#pragma once
// A tiny model for the runtime tests: stage s computes y = w_s * x on a vector of doubles,
// the last stage's loss is 0.5 * sum(y^2). Weights and inputs are small integers and
// halves, so every product and sum is exact and gradients compare with ==.
// Activations are kept in counting_allocator containers, so the device's meter sees
// exactly the bytes deltas() reports; every call is logged for order checks.
#include <map>
#include <stdexcept>
#include <vector>

#include <pipesched/runtime/stage.hpp>
#include <runtime/cpu/counting_allocator.hpp>

namespace scale_test {

namespace rt = pipesched::runtime;
using tensor = std::vector<double>;
using counted = std::vector<double, rt::cpu::counting_allocator<double>>;

inline double weight(int stage) { return stage % 3 == 0 ? 2.0 : stage % 3 == 1 ? -1.0 : 0.5; }
inline constexpr int width = 3;                         // elements of every activation
inline int extra(int stage) { return stage % 3; }       // kept by F, freed by B
inline int temp(int stage) { return 2 * (stage % 2); }  // used while B runs

inline tensor input(int microbatch, int n) {
  tensor x(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) x[static_cast<std::size_t>(i)] = microbatch + 1 + i;
  return x;
}

// The loss gradient of stage s's weight, summed over m microbatches, without pipelining.
inline double expected_grad(int s, int stages, int m) {
  double others = 1, all = 1;
  for (int t = 0; t < stages; ++t) {
    all *= weight(t);
    if (t != s) others *= weight(t);
  }
  double g = 0;
  for (int j = 0; j < m; ++j)
    for (double x : input(j, width)) g += all * x * others * x;  // y * dy/dw
  return g;
}

template <bool Fused>
class scale_stage {
 public:
  using tensor = scale_test::tensor;

  scale_stage(int stage, int stages, rt::activation_meter* meter, std::vector<pipesched::action>* log,
              int throw_in_forward_of = -1)
      : stage_(stage), stages_(stages), meter_(meter), log_(log), throw_at_(throw_in_forward_of) {}

  // A recomputed F (forward_checkpointed) keeps x alone (f_input); on its way it holds
  // everything forward keeps, the rest of which is its f_checkpoint_temp.
  pipesched::memory_deltas deltas() const {
    const long long n = width, d = sizeof(double);
    return {(2 * n + extra(stage_)) * d, extra(stage_) * d, temp(stage_) * d, n * d, (n + extra(stage_)) * d};
  }

  tensor forward(int j, const tensor& in) {
    record(pipesched::action_kind::F, j);
    if (j == throw_at_) throw std::runtime_error("boom in a test stage");
    if ((stage_ == 0) != in.empty()) throw std::logic_error("only the first stage reads its own input");
    const tensor x = stage_ == 0 ? input(j, width) : in;
    alloc a(meter_);
    saved& s = saved_.try_emplace(j, a).first->second;
    s.x.assign(x.begin(), x.end());
    s.dy.assign(x.size(), 0.0);
    s.extra.assign(static_cast<std::size_t>(extra(stage_)), 0.0);
    if (stage_ == stages_ - 1) return {};
    tensor y(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) y[i] = weight(stage_) * x[i];
    return y;
  }

  tensor backward_input(int j, const tensor& dy) {
    record(pipesched::action_kind::B, j);
    return input_gradient(j, dy);
  }

  void backward_weight(int j) {
    record(pipesched::action_kind::W, j);
    weight_gradient(j);
  }

  tensor backward(int j, const tensor& dy)
    requires Fused
  {
    record(pipesched::action_kind::BW, j);
    tensor dx = input_gradient(j, dy);
    weight_gradient(j);
    return dx;
  }

  // Offload moves what F kept to plain host vectors (the meter releases f_alloc) and
  // reload brings it back; whole activations only.
  void offload(int j, double fraction) {
    if (fraction != 1.0) throw std::invalid_argument("the test stage offloads whole activations only");
    saved& s = at(j);
    host_[j] = {tensor(s.x.begin(), s.x.end()), tensor(s.dy.begin(), s.dy.end()),
                tensor(s.extra.begin(), s.extra.end())};
    s.x = counted(alloc(meter_));
    s.dy = counted(alloc(meter_));
    s.extra = counted(alloc(meter_));
  }

  void reload(int j) {
    auto it = host_.find(j);
    if (it == host_.end()) throw std::logic_error("a reload without its offload");
    saved& s = at(j);
    s.x.assign(it->second.x.begin(), it->second.x.end());
    s.dy.assign(it->second.dy.begin(), it->second.dy.end());
    s.extra.assign(it->second.extra.begin(), it->second.extra.end());
    host_.erase(it);
  }

  // Recompute: the F of a recomputed microbatch runs forward and then drops all but its
  // input x; R allocates the rest again (dy and extra are what forward makes from x).
  tensor forward_checkpointed(int j, const tensor& in) {
    tensor y = forward(j, in);
    saved& s = at(j);
    s.dy = counted(alloc(meter_));
    s.extra = counted(alloc(meter_));
    return y;
  }

  void recompute(int j) {
    record(pipesched::action_kind::recompute, j);
    saved& s = at(j);
    if (s.dy.size() == s.x.size()) throw std::logic_error("a recompute of a microbatch whose F kept everything");
    s.dy.assign(s.x.size(), 0.0);
    s.extra.assign(static_cast<std::size_t>(extra(stage_)), 0.0);
  }

  double grad() const { return grad_; }

 private:
  using alloc = rt::cpu::counting_allocator<double>;
  struct saved {
    explicit saved(alloc a) : x(a), dy(a), extra(a) {}
    counted x, dy, extra;
  };

  void record(pipesched::action_kind k, int j) { log_->push_back({k, stage_, j}); }

  saved& at(int j) {
    auto it = saved_.find(j);
    if (it == saved_.end()) throw std::logic_error("a backward without its forward");
    return it->second;
  }

  tensor input_gradient(int j, const tensor& dy_in) {
    saved& s = at(j);
    if (s.dy.size() != s.x.size()) throw std::logic_error("a backward of a checkpointed microbatch before its recompute");
    const bool last = stage_ == stages_ - 1;
    if (last != dy_in.empty()) throw std::logic_error("only the last stage starts from its loss");
    counted scratch(static_cast<std::size_t>(temp(stage_)), 0.0, alloc(meter_));  // b_temp
    for (std::size_t i = 0; i < s.x.size(); ++i) s.dy[i] = last ? weight(stage_) * s.x[i] : dy_in[i];
    scratch = counted(alloc(meter_));
    s.extra = counted(alloc(meter_));  // b_free
    if (stage_ == 0) return {};
    tensor dx(s.x.size());
    for (std::size_t i = 0; i < dx.size(); ++i) dx[i] = weight(stage_) * s.dy[i];
    return dx;
  }

  void weight_gradient(int j) {
    saved& s = at(j);
    for (std::size_t i = 0; i < s.x.size(); ++i) grad_ += s.x[i] * s.dy[i];
    saved_.erase(j);  // frees x and dy: f_alloc - b_free
  }

  int stage_, stages_;
  rt::activation_meter* meter_;
  std::vector<pipesched::action>* log_;
  int throw_at_;
  std::map<int, saved> saved_;
  struct on_host {
    tensor x, dy, extra;
  };
  std::map<int, on_host> host_;
  double grad_ = 0;
};

}  // namespace scale_test
