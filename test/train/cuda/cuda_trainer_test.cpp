// The trainer on the cuda backend against the cpu backend: 1f1b, zb-h1 and v-half on 4
// pipeline devices in single-GPU mode (gpus 1: every device its own streams and pool on
// GPU 0), two steps each, with and without offload full. The losses agree within 1e-5
// (fp32 both, the kernels summing in another order), the gradient check holds as on the
// cpu backend, and every device's measured peak is the static bound exactly (the meter
// moves in host order, the stage's), with the pool's high water at least that.
//
// Needs a device: without one it exits with code 77 (ctest: skipped).
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <kernels/cuda/check.cuh>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/cuda/cuda_equals_cpu.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/train_test_util.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

using pipesched::test::require_device;

using pipesched::train::test::check_cuda_equals_cpu;

TEST_CASE("cuda trains 1f1b, zb-h1 and v-half on 4 devices of one GPU as cpu does, with and without offload",
          "[gpu][train]") {
  require_device();
  for (family f : {family::one_f_one_b, family::zb_h1, family::v_half})
    for (bool offload : {false, true}) {
      INFO(to_string(f) << (offload ? ", offload full" : ""));
      trainer_options o = ttest::grid_options(f, 4, 4);
      if (offload) o.offload = offload_policy{offload_kind::full};
      check_cuda_equals_cpu(o);
    }
}

// A resume assigns new values to the host parameters the device copies are bound to (by
// address): the next step must run on them, not throw or train on stale weights.
TEST_CASE("a cuda trainer resumed from a checkpoint continues as the one that never stopped", "[gpu][train]") {
  require_device();
  ttest::scratch_dir dir("cuda_resume");
  trainer_options o = ttest::grid_options(family::v_half, 4, 4);
  o.backend = backend_kind::cuda;
  o.gpus = 1;
  trainer straight(o);
  straight.step();
  straight.save(dir / "one.safetensors");
  const double want = straight.step().loss;
  trainer resumed(o);
  resumed.step();
  resumed.step();  // its weights two steps on, one past the checkpoint's
  resumed.resume(dir / "one.safetensors");
  CHECK(std::abs(resumed.step().loss - want) <= 1e-5);  // as close as two runs of the kernels
}

TEST_CASE("cuda refuses what it does not run yet in one line", "[gpu][train]") {
  require_device();
  trainer_options o = ttest::grid_options(family::one_f_one_b, 2, 2);
  o.backend = backend_kind::cuda;
  trainer_options replicas = o;
  replicas.replicas = 2;
  CHECK_THROWS_WITH(trainer(replicas), Catch::Contains("one replica"));
  trainer_options too_many = o;
  too_many.gpus = 1000;
  CHECK_THROWS_WITH(trainer(too_many), Catch::Contains("GPUs asked for"));
}
