// Vocabulary parallelism on the cuda backend (cuda_vocab_launch.cpp) against the cpu
// backend's vocabulary run: algorithm 1 and 2 with 1f1b and v-half on 2 pipeline devices,
// in single-GPU mode (gpus 1: both devices on GPU 0, their collectives through
// cuda_thread_collectives) and on every GPU there is (device d on GPU d mod gpus), two
// steps each (the second after the optimizer stepped the device stages and the host
// vocabulary layers), checked as the cuda trainer test checks (cuda_equals_cpu.hpp), for the
// same reason: fp32 on both, the GPU's GEMMs and block reductions summing in another order
// than the CPU's loops (each kernel test bounds one op at rtol 2e-5; a step chains a few
// dozen): the losses within 1e-5, the global norms within 1e-4 relative, and the gradient
// check against the unpipelined model within 1e-4. The collectives themselves add no error
// (same bits as the threads'). Every device's measured peak is the static bound exactly
// (S's bytes from the cuda_pool on the device's meter in the order the bound replays).
//
// Needs a device: without one it exits with code 77 (ctest: skipped).
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/cuda/cuda_equals_cpu.hpp"
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
  pipesched::train::test::check_cuda_equals_cpu(o, gpus);
}
