#pragma once
// The check the cuda trainer tests share: two checked steps of the same options on the cpu
// backend and on cuda (`gpus` GPUs; 1: single-GPU mode, 0: every GPU), the losses within 1e-5
// (fp32 both, the kernels summing in another order), the gradient check within 1e-4 against
// the unpipelined model (the CUDA stage test's tolerance), the global norms within 1e-4
// relative, every device's measured peak the static bound exactly (the meter moves in host
// order, the stage's) with the pool's high water at least that, the host peaks the cpu run's.
#include <cmath>
#include <cstddef>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"

namespace pipesched::train::test {

inline void check_cuda_equals_cpu(trainer_options o, int gpus = 1) {
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
    CHECK(got.peak_host_bytes == want.peak_host_bytes);
    REQUIRE(got.peak_pool_bytes.size() == got.peak_activation_bytes.size());
    for (std::size_t d = 0; d < got.peak_pool_bytes.size(); ++d)
      CHECK(got.peak_pool_bytes[d] >= got.peak_activation_bytes[d]);
    CHECK(want.peak_pool_bytes.empty());
  }
}

}  // namespace pipesched::train::test
