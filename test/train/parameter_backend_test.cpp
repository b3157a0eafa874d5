// The optimizer over a parameter backend: the algorithm (checks, step count, stage and
// parameter order) is the optimizer's, the arithmetic the backend's. On the host backend
// (the default) a step is today's bit for bit; a device backend is asked for every stage
// in order, with that stage's moments, and the host mirror moves only through to_host /
// to_device.
#include <cmath>
#include <string>
#include <vector>

#include <kernels/adamw.hpp>
#include <kernels/global_norm.hpp>

#include "runtime/train/optimizer.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched;
using namespace pipesched::train;

namespace {

// A stage of two hand-made parameters named with `prefix` (one decayed, one not).
gpt::gpt_params<float> stage_params(const std::string& prefix, std::vector<float> grads) {
  gpt::gpt_params<float> p{};
  p.layers = {0, 0, true, false};
  p.wte = {prefix + "wte", {0.5f, -1.0f, 2.0f}, {grads[0], grads[1], grads[2]}, true};
  p.wpe = {prefix + "wpe", {0.25f, 3.0f}, {grads[3], grads[4]}, false};
  return p;
}

// Records what the optimizer asks of it and changes nothing on the host.
class recording_backend final : public parameter_backend {
 public:
  std::vector<std::string> calls;
  double sq_norm(const gpt::gpt_params<float>& stage) override {
    calls.push_back("norm " + stage.wte.name);
    return 4.0;
  }
  void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                     const adamw_config&, int step) override {
    std::string names;
    for (const adamw_moments& m : moments) names += " " + m.name;
    calls.push_back("step " + std::to_string(step) + " of " + stage.wte.name + " norm " +
                    std::to_string(static_cast<int>(global_norm)) + " moments" + names);
  }
  void to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) override {
    calls.push_back("to_host " + stage.wte.name + " " + std::to_string(moments.size()));
  }
  void to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) override {
    calls.push_back("to_device " + stage.wte.name + " " + std::to_string(moments.size()));
  }
};

}  // namespace

TEST_CASE("on the host backend a step is the kernels' clip and AdamW, parameter by parameter, bit for bit",
          "[train][optimizer]") {
  gpt::gpt_params<float> a = stage_params("a.", {30, -40, 0, 10, -20}), b = stage_params("b.", {0.5f, 0, -1, 2, 0});
  gpt::gpt_params<float>* stages[] = {&a, &b};
  const adamw_config cfg{.lr = 0.01f, .weight_decay = 0.1f, .clip_norm = 1.0};
  adamw_optimizer opt(stages, cfg);
  REQUIRE(&opt.backend() == &host_parameters());

  // What the optimizer did before it had backends, written out with the references.
  gpt::gpt_params<float> ra = a, rb = b;
  std::vector<std::vector<float>> m(4), v(4);
  double sumsq = 0;
  for (auto* s : {&ra, &rb})
    s->for_each([&](const gpt::parameter<float>& p) { kernels::global_norm_squared(&sumsq, p.grad.data(), p.size()); });
  const double norm = std::sqrt(sumsq);
  std::size_t k = 0;
  for (auto* s : {&ra, &rb})
    s->for_each([&](gpt::parameter<float>& p) {
      m[k].assign(p.size(), 0.0f);
      v[k].assign(p.size(), 0.0f);
      kernels::clip_grads(p.grad.data(), p.size(), norm, cfg.clip_norm);
      kernels::adamw_step(p.value.data(), p.grad.data(), m[k].data(), v[k].data(), p.size(), 1, cfg.lr, cfg.beta1,
                          cfg.beta2, cfg.eps, p.decay ? cfg.weight_decay : 0.0f);
      ++k;
    });

  CHECK(std::sqrt(opt.sq_norm(a) + opt.sq_norm(b)) == std::sqrt(adamw_optimizer::local_sq_norm(stages)));
  CHECK(opt.step(stages) == norm);
  CHECK(a.wte.value == ra.wte.value);
  CHECK(a.wpe.value == ra.wpe.value);
  CHECK(b.wte.value == rb.wte.value);
  CHECK(b.wpe.value == rb.wpe.value);
  CHECK(b.wte.grad == rb.wte.grad);  // clipped in place, as before
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(opt.moments()[i].exp_avg == m[i]);
    CHECK(opt.moments()[i].exp_avg_sq == v[i]);
  }
  // to_host / to_device have nothing to move on the host.
  const gpt::gpt_params<float> before = a;
  opt.to_host(stages);
  opt.to_device(stages);
  CHECK(a.wte.value == before.wte.value);
}

TEST_CASE("a device backend is asked for each stage in order, with that stage's moments, and nothing runs on the host",
          "[train][optimizer]") {
  gpt::gpt_params<float> a = stage_params("a.", {30, -40, 0, 10, -20}), b = stage_params("b.", {0.5f, 0, -1, 2, 0});
  gpt::gpt_params<float>* stages[] = {&a, &b};
  adamw_optimizer opt(stages, {});
  recording_backend device;
  opt.set_backend(&device);
  const gpt::gpt_params<float> before = a;

  CHECK(opt.sq_norm(b) == 4.0);
  opt.apply(stages, 3.0);
  opt.to_host(stages);
  opt.to_device(stages);
  CHECK(device.calls == std::vector<std::string>{"norm b.wte", "step 1 of a.wte norm 3 moments a.wte a.wpe",
                                                 "step 1 of b.wte norm 3 moments b.wte b.wpe", "to_host a.wte 2",
                                                 "to_host b.wte 2", "to_device a.wte 2", "to_device b.wte 2"});
  CHECK(opt.steps() == 1);
  CHECK(a.wte.value == before.wte.value);  // the host mirror is the backend's to move
  CHECK(a.wte.grad == before.wte.grad);

  // A copy of the optimizer (resume makes one) keeps the backend; null is the host again.
  adamw_optimizer copy = opt;
  CHECK(&copy.backend() == &device);
  copy.set_backend(nullptr);
  CHECK(&copy.backend() == &host_parameters());
}

TEST_CASE("a device backend's step is refused before it is asked, as on the host", "[train][optimizer]") {
  gpt::gpt_params<float> a = stage_params("a.", {1, 2, 3, 4, 5});
  gpt::gpt_params<float>* stages[] = {&a};
  adamw_optimizer opt(stages, {});
  recording_backend device;
  opt.set_backend(&device);
  CHECK_THROWS_WITH(opt.apply(stages, NAN), Catch::Contains("NaN or infinite"));
  gpt::gpt_params<float> other = stage_params("x.", {1, 2, 3, 4, 5});
  gpt::gpt_params<float>* others[] = {&other};
  CHECK_THROWS_AS(opt.apply(others, 1.0), std::invalid_argument);
  CHECK_THROWS_AS(opt.to_host(others), std::invalid_argument);
  CHECK(device.calls.empty());
  CHECK(opt.steps() == 0);
}
