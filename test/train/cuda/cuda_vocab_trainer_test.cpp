// Vocabulary parallelism on the cuda backend (cuda_vocab_launch.cpp) against the cpu
// backend's vocabulary run: algorithm 1 and 2 with 1f1b and v-half on 2 pipeline devices,
// in single-GPU mode (gpus 1: both devices on GPU 0, their collectives through
// cuda_thread_collectives) and on every GPU there is (device d on GPU d mod gpus), two
// steps each (the second after the optimizer stepped the device stages and the host
// vocabulary layers). Tolerances as the cuda trainer test's, for the same reason: fp32 on
// both, the GPU's GEMMs and block reductions summing in another order than the CPU's loops
// (each kernel test bounds one op at rtol 2e-5; a step chains a few dozen): the losses within
// 1e-5, the global norms within 1e-4 relative, and the gradient check against the unpipelined
// model within 1e-4. The collectives themselves add no error (same bits as the threads'). Every
// device's measured peak is the static bound exactly (S's bytes from the cuda_pool on the
// device's meter in the order the bound replays), the pool's high water at least that.
//
// Needs a device: without one it exits with code 77 (ctest: skipped).
#include <cmath>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

TEST_CASE("cuda trains vocabulary parallelism (algorithms 1 and 2, 1f1b and v-half) as cpu does, on one GPU or several",
          "[gpu][train][vocab]") {
  pipesched::test::require_device();
  const family f = GENERATE(family::one_f_one_b, family::v_half);
  const vocab_placement v = GENERATE(vocab_placement::algorithm_1, vocab_placement::algorithm_2);
  const int gpus = GENERATE(1, 0);  // 1: single-GPU mode; 0: every GPU
  INFO(to_string(f) << ", " << to_string(v) << ", gpus " << gpus);
  trainer_options o = ttest::grid_options(f, 2, 4);
  o.model = gpt::parse_gpt_config("layers=8,dim=8,heads=2,seq=4,vocab=19,batch=2");  // unequal shards
  o.vocab = v;
  trainer cpu(o);
  o.backend = backend_kind::cuda;
  o.gpus = gpus;
  trainer gpu(o);
  REQUIRE(gpu.bound_activation_bytes() == cpu.bound_activation_bytes());
  for (int step = 1; step <= 2; ++step) {
    INFO("step " << step);
    const step_result want = cpu.step(true), got = gpu.step(true);
    CHECK(std::abs(got.loss - want.loss) <= 1e-5);
    REQUIRE(got.max_grad_error.has_value());
    CHECK(*got.max_grad_error <= 1e-4);
    CHECK(std::abs(got.grad_norm - want.grad_norm) <= 1e-4 * want.grad_norm);
    CHECK(got.peak_activation_bytes == gpu.bound_activation_bytes());
    REQUIRE(got.peak_pool_bytes.size() == got.peak_activation_bytes.size());
    for (std::size_t d = 0; d < got.peak_pool_bytes.size(); ++d) CHECK(got.peak_pool_bytes[d] >= got.peak_activation_bytes[d]);
  }
}
