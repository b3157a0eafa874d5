// The trainer with bf16 storage on the cuda backend (--dtype bf16) against the cpu backend's
// bf16: 1f1b, zb-h1 and v-half on 4 pipeline devices in single-GPU mode, two steps each,
// with and without offload full. Both store every activation, tensor and weight working copy
// in bf16 and sum in fp32, each rounding a stored value once but in another order, so a value
// near a rounding boundary may land on the neighbouring bf16 (2^-7 relative): the losses and
// the global norm agree within 2e-2 relative (issue 19's bf16 criterion), and the gradient
// check against the bf16 reference model holds at 5e-2. The static bound counts 2-byte
// activations and 4-byte statistics, and every device's measured peak equals it exactly
// (the meter moves in host order, the stage's). A step must also reach the working copy: the
// second step's loss differs from the first's.
//
// Needs a device: without one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include <cmath>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <kernels/cuda/check.cuh>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/grid_options.hpp"
#include "test/train/train_test_util.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

using pipesched::test::require_device;

TEST_CASE("cuda trains in bf16 on 4 devices of one GPU as the cpu backend's bf16, with and without offload",
          "[gpu][train][bf16]") {
  require_device();
  for (family f : {family::one_f_one_b, family::zb_h1, family::v_half})
    for (bool offload : {false, true}) {
      INFO(to_string(f) << (offload ? ", offload full" : ""));
      trainer_options o = ttest::grid_options(f, 4, 4);
      o.dtype = storage_dtype::bf16;
      if (offload) o.offload = offload_policy{offload_kind::full};
      trainer cpu(o);
      o.backend = backend_kind::cuda;
      o.gpus = 1;
      trainer gpu(o);
      REQUIRE(gpu.bound_activation_bytes() == cpu.bound_activation_bytes());
      double first = 0;
      for (int step = 1; step <= 2; ++step) {
        INFO("step " << step);
        const step_result want = cpu.step(true), got = gpu.step(true);
        CHECK(std::abs(got.loss - want.loss) <= 2e-2 * std::abs(want.loss));
        CHECK(std::abs(got.grad_norm - want.grad_norm) <= 2e-2 * want.grad_norm);
        REQUIRE(got.max_grad_error.has_value());
        CHECK(*got.max_grad_error <= 5e-2);
        CHECK(got.peak_activation_bytes == gpu.bound_activation_bytes());
        CHECK(got.peak_host_bytes == want.peak_host_bytes);
        if (step == 1) first = got.loss;
        if (step == 2) CHECK(got.loss != first);
      }
    }
}
