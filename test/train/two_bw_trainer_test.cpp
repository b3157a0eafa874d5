// PipeDream-2BW on the GPT trainer: one step() of iterations = K runs the K-iteration 2bw
// schedule on threads (two weight versions per stage, each stage's AdamW steps inside the
// run) and gives the weights and losses of the delayed rule W(t+1) = AdamW(W(t), g(W(t-1)))
// computed here without a pipeline (the unpipelined gpt_reference and an AdamW over the
// whole model, global-norm clipping included), and not those of the flushed run.
#include "runtime/train/trainer.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "grid_options.hpp"
#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/train/two_bw_stage.hpp"
#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched;
using namespace pipesched::train;
using Catch::Matchers::Contains;
namespace ttest = pipesched::train::test;

namespace {

// The delayed rule without a pipeline, run after run: each run of K iterations starts its
// delay afresh (iteration 0 of a run computes its gradient at the run's starting weights).
struct delayed_reference {
  gpt::gpt_params<float> w;  // the newest weights
  adamw_optimizer opt;
  std::vector<double> losses, norms;

  delayed_reference(const trainer_options& o)
      : w(gpt::make_params<float>(o.model, gpt::whole_model(o.model), o.seed)), opt(list(w), o.optimizer) {}

  static stage_list list(gpt::gpt_params<float>& p) {
    static thread_local gpt::gpt_params<float>* ptr = nullptr;
    ptr = &p;
    return stage_list(&ptr, 1);
  }

  // One run of K iterations over the dataset's steps [first, first + K).
  void run(const sequence_dataset& data, int m, int K, std::int64_t first, bool delayed) {
    gpt::gpt_params<float> previous = w;  // W(t-1); W(-1) = W(0)
    for (int t = 0; t < K; ++t) {
      gpt::gpt_params<float> at = delayed ? previous : w;
      const gpt::reference_result r = gpt::reference_step(at, data.batch(m, first + t));
      losses.push_back(r.mean_loss);
      const double norm = std::sqrt(adamw_optimizer::local_sq_norm(list(at)));
      norms.push_back(norm);
      gpt::gpt_params<float> next = w;
      std::vector<const gpt::parameter<float>*> g;
      at.for_each([&](const gpt::parameter<float>& q) { g.push_back(&q); });
      std::size_t i = 0;
      next.for_each([&](gpt::parameter<float>& q) { q.grad = g[i++]->grad; });
      gpt::gpt_params<float>* ptr = &next;
      opt.apply(stage_list(&ptr, 1), norm);
      previous = w;
      w = next;
    }
  }
};

// max over tensors of max|a - b| / max|b|, the trainer's stages against the whole model.
double max_relative_difference(stage_list stages, gpt::gpt_params<float>& whole) {
  double worst = 0;
  for (const gpt::gpt_params<float>* st : stages)
    st->for_each([&](const gpt::parameter<float>& q) {
      const std::vector<float>& ref = whole.find(q.name)->value;
      double scale = 0, diff = 0;
      for (std::size_t i = 0; i < ref.size(); ++i) {
        scale = std::max(scale, std::abs(static_cast<double>(ref[i])));
        diff = std::max(diff, std::abs(static_cast<double>(q.value[i]) - static_cast<double>(ref[i])));
      }
      worst = std::max(worst, scale > 0 ? diff / scale : diff);
    });
  return worst;
}

double max_relative_difference(stage_list a, stage_list b) {
  double worst = 0;
  for (std::size_t s = 0; s < a.size(); ++s) {
    std::vector<const gpt::parameter<float>*> other;
    b[s]->for_each([&](const gpt::parameter<float>& q) { other.push_back(&q); });
    std::size_t i = 0;
    a[s]->for_each([&](const gpt::parameter<float>& q) {
      const gpt::parameter<float>& r = *other[i++];
      double scale = 0, diff = 0;
      for (std::size_t k = 0; k < q.size(); ++k) {
        scale = std::max(scale, std::abs(static_cast<double>(r.value[k])));
        diff = std::max(diff, std::abs(static_cast<double>(q.value[k]) - static_cast<double>(r.value[k])));
      }
      worst = std::max(worst, scale > 0 ? diff / scale : diff);
    });
  }
  return worst;
}

}  // namespace

TEST_CASE("2bw over K iterations in one run gives the delayed AdamW rule and not the flushed run",
          "[train][trainer][2bw]") {
  struct grid {
    int p, m;
    double clip;
  };
  const grid g = GENERATE(grid{2, 2, 1.0}, grid{4, 4, 1.0}, grid{4, 3, 0.05});
  const int K = 3;
  INFO("p=" << g.p << " m=" << g.m << " K=" << K << " clip=" << g.clip);
  trainer_options o = ttest::grid_options(family::two_bw, g.p, g.m);
  o.optimizer.clip_norm = g.clip;
  o.iterations = K;
  trainer t(o);
  REQUIRE(t.iterations() == K);
  REQUIRE(t.sched().dims.iteration_count() == K);
  REQUIRE(t.sched().microbatches() == K * g.m);

  delayed_reference ref(o);
  for (int run = 0; run < 2; ++run) {
    const step_result r = t.step();
    ref.run(t.dataset(), g.m, K, static_cast<std::int64_t>(run) * K, true);
    CHECK(r.step == (run + 1) * K);
    CHECK(t.steps_taken() == (run + 1) * K);
    CHECK(t.optimizer().steps() == (run + 1) * K);
    REQUIRE(r.losses.size() == static_cast<std::size_t>(K));
    REQUIRE(r.grad_norms.size() == static_cast<std::size_t>(K));
    CHECK(r.loss == r.losses.back());
    for (int k = 0; k < K; ++k) {
      const auto i = static_cast<std::size_t>(run * K + k);
      CHECK(r.losses[static_cast<std::size_t>(k)] == Approx(ref.losses[i]).epsilon(1e-5));
      CHECK(r.grad_norms[static_cast<std::size_t>(k)] == Approx(ref.norms[i]).epsilon(1e-5));
    }
    // The weights after the run are W(K) of the delayed rule (within fp32 reduction order).
    CHECK(max_relative_difference(t.stage_params(), ref.w) <= 1e-5);
    // Invariant 4: the devices measured exactly the static activation bound of the run.
    CHECK(r.peak_activation_bytes == t.bound_activation_bytes());
  }
  if (g.clip < 1) CHECK(ref.norms.front() > g.clip);  // the clip is active: the global norm matters

  // The moments came back too: the optimizer state equals the reference's.
  for (const adamw_moments& mo : t.optimizer().moments()) {
    const adamw_moments* r = ref.opt.find(mo.name);
    REQUIRE(r != nullptr);
    double scale = 0, diff = 0;
    for (std::size_t i = 0; i < mo.exp_avg_sq.size(); ++i) {
      scale = std::max(scale, static_cast<double>(r->exp_avg_sq[i]));
      diff = std::max(diff, std::abs(static_cast<double>(mo.exp_avg_sq[i]) - r->exp_avg_sq[i]));
    }
    CHECK(diff <= 1e-4 * scale + 1e-30);
  }

  // The flushed run (1F1B, one iteration per step) of the same batches parts from it by
  // far more than the tolerance, and the flushed reference agrees with the flushed run.
  trainer_options f = o;
  f.fam = family::one_f_one_b;
  f.iterations = 1;
  trainer flushed(f);
  for (int i = 0; i < 2 * K; ++i) flushed.step();
  delayed_reference immediate(o);
  immediate.run(flushed.dataset(), g.m, 2 * K, 0, false);
  CHECK(max_relative_difference(flushed.stage_params(), immediate.w) <= 1e-5);
  CHECK(max_relative_difference(t.stage_params(), flushed.stage_params()) > 1e-3);
  CHECK(max_relative_difference(t.stage_params(), immediate.w) > 1e-3);
}

TEST_CASE("2bw bytes with weights count two weight versions on every device", "[train][trainer][2bw]") {
  trainer_options o = ttest::grid_options(family::two_bw, 4, 4);
  o.iterations = 2;
  trainer two(o);
  o.iterations = 1;
  trainer one(o);
  // One iteration of 2bw is 1F1B with a flush: the same activations, one version.
  REQUIRE(two.bound_activation_bytes() == one.bound_activation_bytes());
  const std::vector<long long>& a = two.bound_activation_bytes();
  for (std::size_t d = 0; d < a.size(); ++d) {
    const long long weights = static_cast<long long>(two.stage_params()[d]->scalars() * sizeof(float));
    CHECK(two.bound_bytes_with_weights()[d] == a[d] + 2 * weights);
    CHECK(one.bound_bytes_with_weights()[d] == a[d] + weights);
  }
}

TEST_CASE("several iterations per step are 2bw's alone and threads only", "[train][trainer][2bw]") {
  trainer_options o = ttest::grid_options(family::one_f_one_b, 2, 2);
  o.iterations = 2;
  CHECK_THROWS_WITH(trainer(o), Contains("only 2bw"));
  o.fam = family::two_bw;
  o.iterations = 0;
  CHECK_THROWS_WITH(trainer(o), Contains("at least 1"));
  o.iterations = 2;
  o.replicas = 2;
  CHECK_THROWS_WITH(trainer(o), Contains("one replica"));
  o.replicas = 1;
  o.offload = offload_policy{offload_kind::full};
  CHECK_THROWS_WITH(trainer(o), Contains("offload"));
  o.offload = {};
  trainer t(o);
  CHECK_THROWS_WITH(t.step(true), Contains("gradient check"));
  CHECK(t.steps_taken() == 0);
}

TEST_CASE("a 2bw stage refuses a forward that needs a third weight version", "[train][2bw]") {
  const gpt::gpt_config model = ttest::grid_model;
  const int S = 2, m = 2, K = 3;
  const std::vector<gpt::stage_layers> cut = gpt::partition(model, S);
  gpt::gpt_params<float> w0 = gpt::make_params<float>(model, cut[0], 1);
  gpt::gpt_params<float>* ptr = &w0;
  const adamw_optimizer opt(stage_list(&ptr, 1));
  sequence_dataset data(model, 1);
  std::vector<gpt::gpt_batch> batches;
  for (int t = 0; t < K; ++t) batches.push_back(data.batch(m, t));
  two_bw_norms norms(S, K);
  runtime::activation_meter meter;
  two_bw_stage st(model, 0, S, w0, opt, batches, norms, meter);
  for (int j = 0; j < 2 * m; ++j) st.forward(j, {});  // iterations 0 and 1 run on W(0)
  CHECK(st.versions_used() == std::vector<int>{0, 0, 0, 0});
  // Iteration 2 needs W(1): step 0 has not run (iteration 0 is not even done).
  CHECK_THROWS_WITH(st.forward(2 * m, {}), Contains("third weight version") || Contains("weight version 1"));
  CHECK_THROWS_WITH(st.optimizer_step(0), Contains("before every backward"));
}
