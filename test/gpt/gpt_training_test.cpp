#include "runtime/gpt/gpt_stage.hpp"

#include <kernels/adamw.hpp>

#include "gpt_pipeline.hpp"

#include <catch2/catch.hpp>

using namespace pipesched::gpt;

TEST_CASE("a few AdamW steps through two stages lower the loss of the synthetic task", "[gpt][training]") {
  const gpt_config c = presets::tiny;
  constexpr int m = 2;
  const gpt_batch batch = synthetic_batch(c, m, 3);
  test::pipeline p(c, 2, batch);
  std::vector<std::vector<float>> moments;
  p.params[0].for_each([&](parameter<float>& q) { moments.emplace_back(2 * q.size(), 0.0f); });
  p.params[1].for_each([&](parameter<float>& q) { moments.emplace_back(2 * q.size(), 0.0f); });

  std::vector<double> losses;
  for (int step = 1; step <= 30; ++step) {
    for (int s = 0; s < 2; ++s) {
      p[s].set_batch(&batch);
      p.params[static_cast<std::size_t>(s)].zero_grad();
    }
    for (int j = 0; j < m; ++j) p[0].backward_input(j, p[1].backward_input(j, p[1].forward(j, p[0].forward(j, {}))));
    for (int j = 0; j < m; ++j) {
      p[0].backward_weight(j);
      p[1].backward_weight(j);
    }
    losses.push_back((p[1].losses()[0] + p[1].losses()[1]) / m);
    std::size_t k = 0;
    for (auto& params : p.params)
      params.for_each([&](parameter<float>& q) {
        float* mv = moments[k++].data();
        pipesched::kernels::adamw_step(q.value.data(), q.grad.data(), mv, mv + q.size(), q.size(), step, 1e-2f,
                                       0.9f, 0.95f, 1e-8f, q.decay ? 0.1f : 0.0f);
      });
  }
  INFO("first loss " << losses.front() << ", last " << losses.back());
  CHECK(losses.back() < losses.front() - 1.0);
}
