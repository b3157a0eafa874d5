// Training with vocabulary parallelism (trainer_options::vocab, runtime/train/
// vocab_launch.hpp) on the cpu backend: every family that places the vocabulary passes
// gives the unpipelined model's gradients to the bit (the shards gathered back into whole
// tensors, against the model that sums the vocabulary layers by shard as the run does),
// measures exactly its static bound on every device (the output layer's S bytes
// included), reports the losses of the run without it, and resumes bit-identically, with
// the paper's algorithm 1 and 2;
// what it does not run yet is refused by name.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>

#include "grid_options.hpp"
#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/gpt/vocab_reference.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/train/trainer.hpp"
#include "train_test_util.hpp"

#include <catch2/catch.hpp>

namespace gpt = pipesched::gpt;
using namespace pipesched;
using namespace pipesched::train;
using Catch::Matchers::Contains;
namespace ttest = pipesched::train::test;

namespace {

// vocab 19: shards of unequal size on 2 and 4 devices.
const gpt::gpt_config vocab_model = gpt::parse_gpt_config("layers=8,dim=8,heads=2,seq=4,vocab=19,batch=2");

trainer_options vocab_options(family f, int devices, int m, vocab_placement v = vocab_placement::algorithm_1) {
  trainer_options o = ttest::grid_options(f, devices, m);
  o.model = vocab_model;
  o.vocab = v;
  return o;
}

}  // namespace

TEST_CASE("vocabulary parallelism trains with the unpipelined gradients and exactly its static bound",
          "[train][vocab]") {
  const family f = GENERATE(family::one_f_one_b, family::zb_h1, family::v_half, family::v_min);
  const int p = GENERATE(2, 4);
  const int m = p * GENERATE(1, 2);
  const vocab_placement v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  INFO(to_string(f) << ", " << p << " devices, " << m << " microbatches, " << to_string(v));
  trainer t(vocab_options(f, p, m, v));
  const std::vector<long long>& bound = t.bound_activation_bytes();
  REQUIRE(bound.size() == static_cast<std::size_t>(p));
  for (int i = 0; i < 3; ++i) {
    const step_result r = t.step(true);
    REQUIRE(r.max_grad_error.has_value());
    // Against the unpipelined model with the same shards and the same sums in device order
    // (vocab_reference.hpp): to the bit. (The unsharded model differs by the rounding of
    // the sums grouped by shard: the float-against-double test below.)
    CHECK(*r.max_grad_error == 0);
    CHECK(r.peak_activation_bytes == bound);  // invariant 4, with S's bytes on every device
  }
  // Every device runs S: the bound counts its bytes on each (none with the S bytes zero).
  const std::vector<memory_deltas> deltas(static_cast<std::size_t>(t.stages()), memory_deltas{0, 0, 0, 0, 0});
  const std::vector<vocab_pass_bytes> zero(static_cast<std::size_t>(p));
  CHECK(peak_activation_bytes(t.sched(), deltas, zero) == std::vector<long long>(static_cast<std::size_t>(p), 0));
  for (int d = 0; d < p; ++d) {
    const vocab_pass_bytes b = gpt::vocab_output_deltas(vocab_model, gpt::vocab_shard(vocab_model.vocab, d, p), {},
                                                             v == vocab_placement::algorithm_2);
    CHECK(bound[static_cast<std::size_t>(d)] >= b.s_alloc + b.s_temp);
  }
}

// The sharded reference (vocab_reference.hpp, what step(true) checks a sharded run
// against) is the unpipelined model: over one shard it is gpt_reference's to the bit (the
// same sums in the same order); over 2 and 4 it differs by the rounding of the sums
// grouped by shard, no more than the trainer tests allow the pipeline.
TEST_CASE("the sharded reference is the unpipelined model with the vocabulary sums grouped by shard", "[train][vocab]") {
  const gpt::gpt_batch batch = sequence_dataset(vocab_model, 3).batch(4, 0);
  gpt::gpt_params<float> whole = gpt::make_params<float>(vocab_model, gpt::whole_model(vocab_model), 11);
  gpt::gpt_params<float> sharded = whole;
  const gpt::reference_result want = gpt::reference_step(whole, batch);
  auto worst_error = [&] {
    double worst = 0;
    sharded.for_each([&](const gpt::parameter<float>& q) {
      const std::vector<float>& ref = whole.find(q.name)->grad;
      double scale = 0, diff = 0;
      for (std::size_t i = 0; i < ref.size(); ++i) {
        scale = std::max(scale, std::abs(static_cast<double>(ref[i])));
        diff = std::max(diff, std::abs(static_cast<double>(q.grad[i]) - ref[i]));
      }
      worst = std::max(worst, diff / scale);
    });
    return worst;
  };
  const gpt::reference_result one = gpt::vocab_reference_step(sharded, batch, 1, vocab_placement::algorithm_1);
  CHECK(std::memcmp(one.losses.data(), want.losses.data(), want.losses.size() * sizeof(double)) == 0);
  CHECK(worst_error() == 0);
  for (const int p : {2, 4})
    for (const vocab_placement v : {vocab_placement::algorithm_1, vocab_placement::algorithm_2}) {
      INFO(p << " shards, " << to_string(v));
      const gpt::reference_result r = gpt::vocab_reference_step(sharded, batch, p, v);
      CHECK(std::abs(r.mean_loss - want.mean_loss) <= 1e-6 * want.mean_loss);
      const double e = worst_error();
      CHECK(e > 0);  // the grouping rounds otherwise (else this test would show nothing)
      CHECK(e <= 1e-5);
    }
  CHECK_THROWS_WITH(gpt::vocab_reference_step(sharded, batch, 2, vocab_placement::none),
                    Contains("sharded vocabulary placement"));
}

// The unsharded run's gradients equal the float unpipelined model's to the bit; the
// sharded softmax rounds otherwise. Against the double model on the same weights and batch
// the sharded run is as close as the unsharded one: its error is rounding, not a mistake.
TEST_CASE("vocabulary parallelism's gradients are as close to the double-precision model as the unsharded run's",
          "[train][vocab]") {
  const family f = GENERATE(family::one_f_one_b, family::v_half);
  const vocab_placement v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  INFO(to_string(f) << ", " << to_string(v));
  trainer_options o = vocab_options(f, 4, 8, v);
  o.optimizer.clip_norm = 0;  // the step leaves the gradients as the run made them
  trainer sharded(o);
  o.vocab = vocab_placement::none;
  trainer whole(o);
  gpt::gpt_params<double> exact = gpt::make_params<double>(vocab_model, gpt::whole_model(vocab_model), o.seed);
  const gpt::gpt_params<float> initial = gpt::make_params<float>(vocab_model, gpt::whole_model(vocab_model), o.seed);
  initial.for_each([&](const gpt::parameter<float>& q) {
    auto& to = exact.find(q.name)->value;
    for (std::size_t i = 0; i < to.size(); ++i) to[i] = q.value[i];  // the float weights, exactly
  });
  gpt::reference_step(exact, sequence_dataset(vocab_model, o.data_seed).batch(o.microbatches, 0));
  sharded.step();
  whole.step();
  auto error = [&](const trainer& t) {
    double worst = 0;
    for (const gpt::gpt_params<float>* prm : t.stage_params())
      prm->for_each([&](const gpt::parameter<float>& q) {
        const std::vector<double>& ref = exact.find(q.name)->grad;
        double scale = 0, diff = 0;
        for (std::size_t i = 0; i < ref.size(); ++i) {
          scale = std::max(scale, std::abs(ref[i]));
          diff = std::max(diff, std::abs(q.grad[i] - ref[i]));
        }
        worst = std::max(worst, diff / scale);
      });
    return worst;
  };
  const double e_sharded = error(sharded), e_whole = error(whole);
  INFO("sharded " << e_sharded << ", unsharded " << e_whole);
  CHECK(e_whole > 0);
  CHECK(e_sharded <= 2 * e_whole);
}

TEST_CASE("a run with vocabulary parallelism reports the losses of the run without it", "[train][vocab]") {
  const family f = GENERATE(family::one_f_one_b, family::v_half);
  const vocab_placement v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  INFO(to_string(f) << ", " << to_string(v));
  trainer_options o = vocab_options(f, 4, 8, v);
  trainer sharded(o);
  o.vocab = vocab_placement::none;
  trainer whole(o);
  CHECK(sharded.parameter_count() == whole.parameter_count());
  for (int i = 0; i < 4; ++i) {
    const double a = sharded.step().loss, b = whole.step().loss;
    INFO("step " << i + 1 << ": " << a << " against " << b);
    // The softmax over shards rounds differently (the global max and sum-exp are combined
    // from the shards'), and the global norm sums the vocabulary layers last.
    CHECK(std::abs(a - b) <= 1e-6 * std::abs(b));
  }
}

TEST_CASE("a resumed run with vocabulary parallelism continues bit-identically", "[train][vocab][resume]") {
  ttest::scratch_dir dir("vocab_resume");
  const trainer_options o = vocab_options(family::one_f_one_b, 2, 4);
  trainer straight(o);
  std::vector<double> a, b;
  for (int i = 0; i < 4; ++i) a.push_back(straight.step().loss);
  {
    trainer first(o);
    for (int i = 0; i < 2; ++i) b.push_back(first.step().loss);
    first.save(dir / "run.safetensors");
  }
  trainer_options other = o;
  other.seed = 5;
  trainer second(other);
  second.resume(dir / "run.safetensors");
  for (int i = 0; i < 2; ++i) b.push_back(second.step().loss);
  CHECK(std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0);
  CHECK(ttest::snapshot(second.stage_params(), second.optimizer()) ==
        ttest::snapshot(straight.stage_params(), straight.optimizer()));
}

TEST_CASE("what vocabulary parallelism does not run yet is refused by name", "[train][vocab]") {
  struct refusal {
    const char* what;
    void (*change)(trainer_options&);
    const char* says;
  };
  const refusal cases[] = {
      {"naive", [](trainer_options& o) { o.vocab = vocab_placement::naive; }, "the naive placement"},
      {"cuda", [](trainer_options& o) { o.backend = backend_kind::cuda; }, "cuda"},
      {"replicas", [](trainer_options& o) { o.replicas = 2; }, "one replica"},
      {"bf16", [](trainer_options& o) { o.dtype = storage_dtype::bf16; }, "bf16"},
      {"offload", [](trainer_options& o) { o.offload.kind = offload_kind::full; }, "offload"},
      {"recompute", [](trainer_options& o) { o.recompute.kind = recompute_kind::full; }, "recompute"},
      {"trace", [](trainer_options& o) { o.record_timeline = true; }, "timeline"},
      {"2bw", [](trainer_options& o) { o.fam = family::two_bw; }, "2bw"},
      {"one device", [](trainer_options& o) { o.devices = 1; }, "at least 2"},
      {"interleaved", [](trainer_options& o) { o.fam = family::interleaved; }, "not for interleaved"},
  };
  for (const refusal& c : cases) {
    INFO(c.what);
    trainer_options o = vocab_options(family::one_f_one_b, 2, 2);
    c.change(o);
    try {
      trainer t(o);
      FAIL("accepted");
    } catch (const std::exception& e) {
      CHECK(std::string(e.what()).find('\n') == std::string::npos);
      CHECK_THAT(e.what(), Contains(c.says, Catch::CaseSensitive::No));
    }
  }
}
