// PipeDream-2BW on the CPU backend: K iterations of the 2bw schedule on threads give the
// weights of the delayed update rule W(t+1) = W(t) - lr * g(W(t-1)) computed here without
// a pipeline, and not those of the flushed rule W(t+1) = W(t) - lr * g(W(t)).
#include <catch2/catch.hpp>

#include <cmath>
#include <string>
#include <vector>

#include <pipesched/generate.hpp>
#include <runtime/cpu/run_threads.hpp>

#include "scale_stage.hpp"
#include "versioned_stage.hpp"

namespace ps = pipesched;
namespace rt = pipesched::runtime;
using two_bw_test::versioned_scale_stage;

namespace {

std::vector<double> initial_weights(int p) {
  std::vector<double> w(static_cast<std::size_t>(p));
  for (int s = 0; s < p; ++s) w[static_cast<std::size_t>(s)] = 1.1 - 0.07 * s + (s % 2 ? 0.03 : 0.0);
  return w;
}

// The gradient of the summed loss 0.5 |(prod w) x|^2 over iteration t's microbatches,
// for every weight, at weights `w`: dL/dw_s = sum_i y_i * (prod_{r != s} w_r) x_i.
std::vector<double> gradient(const std::vector<double>& w, int t, int m) {
  const int p = static_cast<int>(w.size());
  std::vector<double> g(w.size(), 0.0);
  for (int s = 0; s < p; ++s) {
    double all = 1, others = 1;
    for (int r = 0; r < p; ++r) {
      all *= w[static_cast<std::size_t>(r)];
      if (r != s) others *= w[static_cast<std::size_t>(r)];
    }
    for (int j = t * m; j < (t + 1) * m; ++j)
      for (double x : two_bw_test::input(j)) g[static_cast<std::size_t>(s)] += (all * x) * (others * x);
  }
  return g;
}

// K sequential steps without a pipeline; delay 1: 2BW (gradient at W(t-1), W(-1) = W(0)),
// delay 0: the flushed rule.
std::vector<double> sequential(int p, int m, int K, double lr, int delay) {
  std::vector<std::vector<double>> W{initial_weights(p)};  // W[t]
  for (int t = 0; t < K; ++t) {
    const std::vector<double> g = gradient(W[static_cast<std::size_t>(t - delay < 0 ? 0 : t - delay)], t, m);
    std::vector<double> next = W.back();
    for (int s = 0; s < p; ++s) next[static_cast<std::size_t>(s)] -= lr * g[static_cast<std::size_t>(s)];
    W.push_back(next);
  }
  return W.back();
}

struct model {
  std::vector<rt::activation_meter> meters;
  std::vector<std::vector<versioned_scale_stage>> stages;  // stages[d][0]: stage d

  model(int p, int m, double lr, int delay) : meters(static_cast<std::size_t>(p)) {
    const std::vector<double> w = initial_weights(p);
    stages.resize(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d)
      stages[d].emplace_back(d, p, m, w[static_cast<std::size_t>(d)], lr, delay, &meters[static_cast<std::size_t>(d)]);
  }
  std::vector<double> weights() const {
    std::vector<double> w;
    for (const auto& list : stages) w.push_back(list[0].weight());
    return w;
  }
};

double max_relative_difference(const std::vector<double>& a, const std::vector<double>& b) {
  double worst = 0;
  for (std::size_t i = 0; i < a.size(); ++i)
    worst = std::max(worst, std::abs(a[i] - b[i]) / std::max(std::abs(b[i]), 1e-300));
  return worst;
}

}  // namespace

TEST_CASE("K iterations of 2bw on threads give the delayed update rule's weights and not the flushed ones",
          "[runtime][cpu][2bw]") {
  const int p = GENERATE(2, 4);
  const int m = p * GENERATE(1, 2);
  const int K = GENERATE(3, 4);
  const double lr = 0.002;
  INFO("p=" << p << " m=" << m << " K=" << K);

  // 2BW: one run of the whole K-iteration schedule; the last step is the caller's.
  const ps::schedule s = ps::make_schedule(ps::family::two_bw, {p, K * m, 0, 0, K});
  model pipelined(p, m, lr, 1);
  rt::cpu::run_threads(s, pipelined.stages);
  for (auto& list : pipelined.stages) {
    REQUIRE(list[0].steps() == K - 1);
    list[0].optimizer_step(K - 1);
  }
  const std::vector<double> delayed = sequential(p, m, K, lr, 1);
  CHECK(max_relative_difference(pipelined.weights(), delayed) <= 1e-12);

  // Every stage ran iteration t's forwards on W(t-1), whatever the order they ran in.
  for (const auto& list : pipelined.stages) {
    std::vector<int> by_iteration(static_cast<std::size_t>(K), -1);
    const std::vector<int>& used = list[0].versions_used();
    REQUIRE(used.size() == static_cast<std::size_t>(K * m));
    for (int j = 0; j < K * m; ++j) CHECK(used[static_cast<std::size_t>(j)] == std::max(j / m - 1, 0));
  }

  // The static bound with two weight versions is what the devices measured (invariant 4).
  const ps::memory_deltas deltas = pipelined.stages[0][0].deltas();
  const std::vector<long long> bound =
      ps::peak_bytes_with_weights(s, std::vector<ps::memory_deltas>(static_cast<std::size_t>(p), deltas),
                                  std::vector<long long>(static_cast<std::size_t>(p), versioned_scale_stage::weight_bytes),
                                  ps::weight_versions(ps::family::two_bw));
  for (int d = 0; d < p; ++d) {
    CHECK(pipelined.meters[static_cast<std::size_t>(d)].peak == bound[static_cast<std::size_t>(d)]);
    CHECK(pipelined.meters[static_cast<std::size_t>(d)].live == 2 * versioned_scale_stage::weight_bytes);
  }

  // Flushed: 1F1B once per iteration, each gradient applied right after its iteration.
  const ps::schedule one = ps::make_schedule(ps::family::one_f_one_b, {p, m, 1});
  model flushed(p, m, lr, 0);
  for (int t = 0; t < K; ++t) {
    for (auto& list : flushed.stages) list[0].set_first_iteration(t);
    rt::cpu::run_threads(one, flushed.stages);
    for (auto& list : flushed.stages) list[0].optimizer_step(t);
  }
  const std::vector<double> immediate = sequential(p, m, K, lr, 0);
  CHECK(max_relative_difference(flushed.weights(), immediate) <= 1e-12);
  // The two rules part from the second step on, by far more than rounding.
  CHECK(max_relative_difference(pipelined.weights(), flushed.weights()) > 1e-6);
  CHECK(max_relative_difference(delayed, immediate) > 1e-6);
}

TEST_CASE("a 2bw schedule needs a versioned stage and a stage driven past two versions refuses",
          "[runtime][cpu][2bw]") {
  const int p = 2, m = 2, K = 3;
  const ps::schedule s = ps::make_schedule(ps::family::two_bw, {p, K * m, 0, 0, K});
  {
    std::vector<std::vector<ps::action>> logs(p);
    std::vector<rt::activation_meter> meters(p);
    std::vector<std::vector<scale_test::scale_stage<false>>> plain(p);
    for (int d = 0; d < p; ++d) plain[d].emplace_back(d, p, &meters[d], &logs[d]);
    CHECK_THROWS_WITH(rt::cpu::run_threads(s, plain), Catch::Contains("versioned_stage"));
  }
  {
    // Step 0 of stage 0 moved to the end: iteration 2's forwards would need a third
    // version. validate() refuses the order; forced, the stage does.
    ps::schedule late = s;
    auto& list = late.per_device[0];
    const ps::action step0{ps::action_kind::optimizer_step, 0, 0};
    list.erase(std::find(list.begin(), list.end(), step0));
    list.insert(std::find(list.begin(), list.end(), ps::action{ps::action_kind::optimizer_step, 0, 1}), step0);
    CHECK_THROWS_WITH(ps::validate(late), Catch::Contains("after a forward of iteration t+2"));
    model toy(p, m, 0.002, 1);
    rt::cpu::run_options forced;
    forced.validate = false;
    CHECK_THROWS_WITH(rt::cpu::run_threads(late, toy.stages, forced), Catch::Contains("needs weight version 1"));
  }
}
