// Recomputed training on the cuda backend against the cpu backend: 1f1b, v-half and
// dualpipe-v on 4 pipeline devices in single-GPU mode, full recompute, fp32 and bf16, with
// and without offload full. The checkpointed F frees each block's activations in stream
// order and R writes them again on the compute stream before B's kernels; the losses agree
// with cpu's within the cuda trainer test's tolerances, the gradient check holds, and every
// device's measured peak is the recomputed schedule's static bound exactly, below the
// bound without recompute on every device with an R.
//
// Needs a device: without one it exits with code 77 (ctest: skipped).
#include <algorithm>
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

using pipesched::test::require_device;

TEST_CASE("cuda trains with recompute as cpu does, at the recomputed static bound", "[gpu][train][recompute]") {
  require_device();
  for (family f : {family::one_f_one_b, family::v_half, family::dualpipe_v})
    for (storage_dtype dtype : {storage_dtype::fp32, storage_dtype::bf16})
      for (bool offload : {false, true}) {
        INFO(to_string(f) << ", " << to_string(dtype) << (offload ? ", offload full" : ""));
        trainer_options o = ttest::grid_options(f, 4, 8);
        o.recompute = {recompute_kind::full};
        o.dtype = dtype;
        if (offload) o.offload = offload_policy{offload_kind::full};
        trainer cpu(o);
        o.backend = backend_kind::cuda;
        o.gpus = 1;
        trainer gpu(o);
        REQUIRE(count_actions(gpu.sched(), action_kind::recompute) > 0);
        REQUIRE(gpu.bound_activation_bytes() == cpu.bound_activation_bytes());
        const double tolerance = dtype == storage_dtype::bf16 ? 2e-2 : 1e-5;  // cuda_bf16_trainer_test's, cuda_trainer_test's
        for (int step = 1; step <= 2; ++step) {
          INFO("step " << step);
          const step_result want = cpu.step(true), got = gpu.step(true);
          CHECK(std::abs(got.loss - want.loss) <= tolerance * std::max(1.0, std::abs(want.loss)));
          REQUIRE(got.max_grad_error.has_value());
          CHECK(*got.max_grad_error <= (dtype == storage_dtype::bf16 ? 5e-2 : 1e-4));  // the same tests'
          CHECK(got.peak_activation_bytes == gpu.bound_activation_bytes());
          REQUIRE(got.peak_pool_bytes.size() == got.peak_activation_bytes.size());
          for (std::size_t d = 0; d < got.peak_pool_bytes.size(); ++d)
            CHECK(got.peak_pool_bytes[d] >= got.peak_activation_bytes[d]);
        }
        if (!offload)
          for (std::size_t d = 0; d < 4; ++d) {  // lower exactly where the device has an R (1f1b's last has none)
            long long rs = 0;
            for (const action& a : gpu.sched().per_device[d]) rs += a.kind == action_kind::recompute;
            CHECK((gpu.bound_activation_bytes()[d] < gpu.bound_activation_bytes_without_recompute()[d]) == (rs > 0));
          }
      }
}
