#include "runtime/train/checkpoint.hpp"

#include <cstring>

#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched::train;

TEST_CASE("a run resumed from a checkpoint continues bit-identically to the run that never stopped",
          "[train][checkpoint][resume]") {
  const int S = GENERATE(1, 2, 4);
  const gpt::gpt_config c = gpt::presets::tiny;
  constexpr int m = 3, K = 4, J = 4;
  constexpr std::uint64_t data_seed = 11;
  const adamw_config cfg{.lr = 1e-2f, .clip_norm = 0.5};  // low clip, so clipping happens
  test::scratch_dir dir("resume_" + std::to_string(S));
  const gpt::gpt_batch unused = gpt::synthetic_batch(c, m, 0);

  // Straight through: K + J steps.
  gpt::test::pipeline straight(c, S, unused, 1);
  adamw_optimizer straight_opt(test::pointers(straight.params), cfg);
  const std::vector<double> straight_losses = test::train_steps(straight, straight_opt, m, 0, K + J, data_seed);

  // K steps, save, and a fresh process's worth of state (other seed) that loads and runs J more.
  std::vector<double> resumed_losses;
  {
    gpt::test::pipeline first(c, S, unused, 1);
    adamw_optimizer opt(test::pointers(first.params), cfg);
    resumed_losses = test::train_steps(first, opt, m, 0, K, data_seed);
    save_checkpoint(dir / "ckpt.safetensors", test::pointers(first.params), opt,
                    {{"step", std::to_string(K)}, {"data_seed", std::to_string(data_seed)}});
  }
  gpt::test::pipeline second(c, S, unused, 99);
  adamw_optimizer opt(test::pointers(second.params), cfg);
  const checkpoint_metadata meta = load_checkpoint(dir / "ckpt.safetensors", test::pointers(second.params), opt);
  const int step = std::stoi(meta.at("step"));
  CHECK(step == K);
  CHECK(opt.steps() == K);
  const auto more = test::train_steps(second, opt, m, step, step + J, std::stoull(meta.at("data_seed")));
  resumed_losses.insert(resumed_losses.end(), more.begin(), more.end());

  REQUIRE(resumed_losses.size() == straight_losses.size());
  CHECK(std::memcmp(resumed_losses.data(), straight_losses.data(), resumed_losses.size() * sizeof(double)) == 0);
  CHECK(test::snapshot(test::pointers(second.params), opt) ==
        test::snapshot(test::pointers(straight.params), straight_opt));
  CHECK(straight_opt.steps() == K + J);
  CHECK(straight_losses[K] != straight_losses[K - 1]);  // the resumed steps saw new batches and weights
}
