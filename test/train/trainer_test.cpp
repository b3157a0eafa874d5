// The training loop through real schedules on the CPU backend: every family at p in
// {2, 4}, m in {p, 2p} gives the unpipelined model's gradients, measures exactly the
// static activation bound on every device and lowers the loss; a resumed run continues
// bit-identically; bad options and refused checkpoints change nothing.
#include "runtime/train/trainer.hpp"

#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "grid_options.hpp"
#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched;
using namespace pipesched::train;
using Catch::Matchers::Contains;
namespace ttest = pipesched::train::test;

namespace {

using ttest::grid_model;

trainer_options options_for(family f, int devices, int m, const gpt::gpt_config& model = grid_model) {
  trainer_options o = ttest::grid_options(f, devices, m);
  o.model = model;
  return o;
}

std::string snapshot(const trainer& t) {
  return ttest::snapshot(t.stage_params(), t.optimizer()) + " taken " + std::to_string(t.steps_taken());
}

}  // namespace

TEST_CASE("every family trains with the unpipelined gradients and exactly its static activation bound",
          "[train][trainer]") {
  const family f = GENERATE(from_range(all_families));
  const int p = GENERATE(2, 4);
  const int m = p * GENERATE(1, 2);
  INFO(to_string(f) << ", " << p << " devices, " << m << " microbatches");
  trainer t(options_for(f, p, m));
  REQUIRE(t.stages() == p * default_chunks(f));
  const std::vector<long long>& bound = t.bound_activation_bytes();
  REQUIRE(bound.size() == static_cast<std::size_t>(p));

  std::vector<double> losses;
  for (int i = 0; i < 4; ++i) {
    const step_result r = t.step(true);
    CHECK(r.step == i + 1);
    REQUIRE(r.max_grad_error.has_value());
    CHECK(*r.max_grad_error <= 1e-5);
    CHECK(r.peak_activation_bytes == bound);  // invariant 4, on every device
    CHECK(r.tokens_per_second > 0);
    losses.push_back(r.loss);
  }
  for (long long b : bound) CHECK(b > 0);
  INFO("losses " << losses[0] << " " << losses[1] << " " << losses[2] << " " << losses[3]);
  CHECK(losses.back() < losses.front());
  CHECK(t.steps_taken() == 4);
  CHECK(t.optimizer().steps() == 4);
}

TEST_CASE("without the check a step reports no gradient error and the same loss", "[train][trainer]") {
  trainer a(options_for(family::one_f_one_b, 2, 2)), b(options_for(family::one_f_one_b, 2, 2));
  const step_result ra = a.step(false), rb = b.step(true);
  CHECK_FALSE(ra.max_grad_error.has_value());
  CHECK(ra.loss == rb.loss);  // the check reads the gradients, it does not change them
  CHECK(snapshot(a) == snapshot(b));
}

TEST_CASE("a resumed training run continues bit-identically to the run that never stopped",
          "[train][trainer][resume]") {
  const family f = GENERATE(family::v_half, family::one_f_one_b);
  INFO(to_string(f));
  constexpr int K = 3, J = 3;
  ttest::scratch_dir dir(std::string("trainer_resume_") + std::string(to_string(f)));
  trainer_options o = options_for(f, 2, 4);
  o.optimizer.clip_norm = 0.05;  // low, so that clipping happens
  o.data_seed = 7;

  trainer straight(o);
  std::vector<double> straight_losses;
  for (int i = 0; i < K + J; ++i) straight_losses.push_back(straight.step().loss);

  std::vector<double> resumed_losses;
  {
    trainer first(o);
    for (int i = 0; i < K; ++i) resumed_losses.push_back(first.step().loss);
    first.save(dir / "run.safetensors");
  }
  // Another process's worth of state: other weights and another dataset, all replaced.
  trainer_options other = o;
  other.seed = 99;
  other.data_seed = 1234;
  trainer second(other);
  second.resume(dir / "run.safetensors");
  CHECK(second.steps_taken() == K);
  CHECK(second.dataset().seed() == 7);
  for (int i = 0; i < J; ++i) resumed_losses.push_back(second.step().loss);

  REQUIRE(resumed_losses.size() == straight_losses.size());
  CHECK(std::memcmp(resumed_losses.data(), straight_losses.data(), resumed_losses.size() * sizeof(double)) == 0);
  CHECK(snapshot(second) == snapshot(straight));
}

TEST_CASE("a refused checkpoint leaves the trainer as it was", "[train][trainer][resume]") {
  ttest::scratch_dir dir("trainer_refused");
  trainer t(options_for(family::v_half, 2, 2));
  t.step();
  const std::string before = snapshot(t);

  SECTION("missing") {
    CHECK_THROWS_AS(t.resume(dir / "nothing.safetensors"), checkpoint_error);
  }
  SECTION("corrupt") {
    trainer other(options_for(family::v_half, 2, 2));
    other.step();
    other.step();
    other.save(dir / "run.safetensors");
    std::string bytes = ttest::read_bytes(dir / "run.safetensors");
    bytes[bytes.size() - 5] ^= 0x40;
    ttest::write_bytes(dir / "run.safetensors", bytes);
    CHECK_THROWS_WITH(t.resume(dir / "run.safetensors"), Contains("checkpoint"));
  }
  SECTION("another model") {
    trainer bigger(options_for(family::v_half, 2, 2, gpt::parse_gpt_config("layers=8,dim=16,heads=2,seq=4,vocab=16,batch=2")));
    bigger.save(dir / "bigger.safetensors");
    CHECK_THROWS_WITH(t.resume(dir / "bigger.safetensors"), Contains("checkpoint"));
  }
  CHECK(snapshot(t) == before);
  CHECK(t.steps_taken() == 1);
}

TEST_CASE("a checkpoint of one process holds the whole model, so another cut of it resumes from it",
          "[train][trainer][resume]") {
  ttest::scratch_dir dir("trainer_recut");
  trainer eight(options_for(family::v_half, 4, 4));  // 8 stages of 1 layer
  eight.step();
  eight.save(dir / "eight.safetensors");
  trainer two(options_for(family::one_f_one_b, 2, 4));  // 2 stages of 4 layers
  two.resume(dir / "eight.safetensors");
  CHECK(two.steps_taken() == 1);
  CHECK(two.optimizer().steps() == 1);
  std::map<std::string, std::vector<float>> a, b;
  for (const auto* st : eight.stage_params()) st->for_each([&](const gpt::parameter<float>& q) { a[q.name] = q.value; });
  for (const auto* st : two.stage_params()) st->for_each([&](const gpt::parameter<float>& q) { b[q.name] = q.value; });
  CHECK(a == b);
}

TEST_CASE("bad training options are refused with one line naming the problem", "[train][trainer]") {
  CHECK_THROWS_WITH(trainer(options_for(family::v_half, 8, 8)), Contains("16 stages, more than its 8 layers"));
  CHECK_THROWS_WITH(trainer(options_for(family::one_f_one_b, 2, 0)), Contains("microbatches must be at least 1"));
  CHECK_THROWS_WITH(trainer(options_for(family::one_f_one_b, 0, 2)), Contains("devices must be at least 1"));
  trainer_options rank = options_for(family::one_f_one_b, 2, 2);
  rank.local_devices = {1};
  CHECK_THROWS_WITH(trainer(rank), Contains("MPI"));
  trainer_options lr = options_for(family::one_f_one_b, 2, 2);
  lr.optimizer.lr = -1;
  CHECK_THROWS_AS(trainer(lr), std::invalid_argument);
}

TEST_CASE("the dataset keeps one rule and draws each step's sequences from the seed and the step", "[train][dataset]") {
  const gpt::gpt_config c = gpt::presets::tiny;
  const sequence_dataset d(c, 5);
  const gpt::gpt_batch a = d.batch(3, 0), again = sequence_dataset(c, 5).batch(3, 0), next = d.batch(3, 1);
  CHECK_NOTHROW(gpt::validate(a, c));
  CHECK(a.tokens == again.tokens);
  CHECK(a.targets == again.targets);
  CHECK(a.tokens != next.tokens);
  std::size_t off_rule = 0;
  for (const gpt::gpt_batch* b : {&a, &next})
    for (std::size_t i = 0; i < b->tokens.size(); ++i)
      off_rule += static_cast<std::uint64_t>(b->targets[i]) !=
                  (d.multiplier() * static_cast<std::uint64_t>(b->tokens[i]) + d.increment()) % 64;
  CHECK(off_rule == 0);
  CHECK_THROWS_AS(d.batch(0, 0), std::invalid_argument);
  CHECK_THROWS_AS(d.batch(1, -1), std::invalid_argument);
}
