// Data-parallel replicas on the cuda backend in one process (cuda_replica_reduce.hpp): each
// stage's gradients averaged over the replicas by the GPUs, on a reduce stream ordered by
// events after each replica's last backward of the stage.
//  - replica_mean_cuda equals the C++ reference (kernels/replica_mean.hpp) bit for bit:
//    elementwise, the same double sum in the same replica order, one rounding;
//  - replicas 2 on one GPU (single-GPU mode, p·w pipeline devices) and on two GPUs train as
//    the cpu backend's replicas do: losses within 1e-5, the gradient check (replica 0's
//    gradients against the unpipelined model over all w·m microbatches, so a missing or
//    wrong mean fails it), the norm within 1e-4, peaks equal to the static bound; three
//    steps, so a replica that missed replica 0's new weights would train apart.
//
// Needs a device: without one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include <catch2/catch.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/replica_mean.cuh>
#include <kernels/replica_mean.hpp>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

namespace {

// Three checked steps of `o` with `replicas` on cpu and on cuda over `gpus` GPUs.
void check_cuda_replicas_equal_cpu(trainer_options o, int replicas, int gpus) {
  o.replicas = replicas;
  trainer cpu(o);
  o.backend = backend_kind::cuda;
  o.gpus = gpus;
  trainer gpu(o);
  REQUIRE(gpu.bound_activation_bytes() == cpu.bound_activation_bytes());
  for (int step = 1; step <= 3; ++step) {
    INFO("step " << step);
    const step_result want = cpu.step(true), got = gpu.step(true);
    CHECK(std::abs(got.loss - want.loss) <= 1e-5);
    REQUIRE(got.max_grad_error.has_value());
    CHECK(*got.max_grad_error <= 1e-4);
    CHECK(std::abs(got.grad_norm - want.grad_norm) <= 1e-4 * want.grad_norm);
    REQUIRE(got.peak_activation_bytes.size() == static_cast<std::size_t>(o.devices * replicas));
    for (std::size_t i = 0; i < got.peak_activation_bytes.size(); ++i)  // replica-major: r·p + d
      CHECK(got.peak_activation_bytes[i] == gpu.bound_activation_bytes()[i % static_cast<std::size_t>(o.devices)]);
  }
}

}  // namespace

TEST_CASE("replica_mean_cuda equals the C++ reference bit for bit", "[gpu][train][replicas]") {
  pipesched::test::require_device();
  for (std::size_t w : {2u, 3u, 4u})
    for (std::size_t n : {1u, 1000u, 70001u}) {
      INFO("w = " << w << ", n = " << n);
      std::mt19937 gen(static_cast<unsigned>(w * 100003 + n));
      std::normal_distribution<float> dist(0.0f, 1.0f);
      std::vector<float> mean(n), others((w - 1) * n);
      for (float& x : mean) x = dist(gen);
      for (float& x : others) x = dist(gen) * 1e-3f;  // different scales: the order matters
      std::vector<float> want = mean;
      kernels::replica_mean(want.data(), others.data(), w, n);

      float *d_mean = nullptr, *d_others = nullptr;
      PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&d_mean), n * sizeof(float)));
      PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&d_others), others.size() * sizeof(float)));
      PIPESCHED_CUDA_CHECK(cudaMemcpy(d_mean, mean.data(), n * sizeof(float), cudaMemcpyHostToDevice));
      PIPESCHED_CUDA_CHECK(
          cudaMemcpy(d_others, others.data(), others.size() * sizeof(float), cudaMemcpyHostToDevice));
      kernels::replica_mean_cuda<float>(d_mean, d_others, w, n, nullptr);
      std::vector<float> got(n);
      PIPESCHED_CUDA_CHECK(cudaMemcpy(got.data(), d_mean, n * sizeof(float), cudaMemcpyDeviceToHost));
      PIPESCHED_CUDA_CHECK(cudaFree(d_mean));
      PIPESCHED_CUDA_CHECK(cudaFree(d_others));
      std::size_t wrong = 0, first = n;
      for (std::size_t i = 0; i < n; ++i)
        if (std::memcmp(&got[i], &want[i], sizeof(float)) != 0 && wrong++ == 0) first = i;
      INFO("first mismatch at " << first << ": " << (first < n ? got[first] : 0.f) << " vs "
                                 << (first < n ? want[first] : 0.f));
      CHECK(wrong == 0);
    }
}

TEST_CASE("cuda trains 2 replicas on one GPU as the cpu backend's replicas do", "[gpu][train][replicas]") {
  pipesched::test::require_device();
  for (family f : {family::one_f_one_b, family::v_half}) {
    INFO(to_string(f));
    check_cuda_replicas_equal_cpu(ttest::grid_options(f, 2, 2), 2, 1);
  }
  INFO("1f1b, 4 devices x 2 replicas, offload full");
  trainer_options o = ttest::grid_options(family::one_f_one_b, 4, 4);
  o.offload = offload_policy{offload_kind::full};
  check_cuda_replicas_equal_cpu(o, 2, 1);
}

TEST_CASE("cuda replicas whose copies of a stage sit on two GPUs reduce across them", "[gpu][train][replicas]") {
  pipesched::test::require_gpus(2);  // one GPU: skipped (exit 77), not passed
  // p = 3 over 2 GPUs: device g = r·p + d on GPU g mod 2, so replica 0's stage 0 is on GPU 0
  // and replica 1's on GPU 1 (peer copies into the reducing GPU).
  check_cuda_replicas_equal_cpu(ttest::grid_options(family::one_f_one_b, 3, 3), 2, 2);
}
