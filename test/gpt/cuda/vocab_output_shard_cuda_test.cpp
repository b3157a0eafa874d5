// gpt::vocab_output_shard_cuda (the sharded LM head's S and T on a GPU) against the CPU's
// vocab_output_shard on the same shard, input and targets: algorithm 1 (S, T: losses, dX,
// dW) and algorithm 2 (S with its input parts a and b, T: losses, dW), on a shard that does
// not start at token 0 (targets outside it give zeros) with its own statistics, and on the
// whole vocabulary through the collectives of a one-device group (every all-reduce the
// identity, so the path through all_reduce_stats and all_reduce_input_grad runs on one GPU;
// the NCCL group's bits are nccl_collectives_test's). Poison is on: fresh and freed metered
// memory is NaN, so a read nothing ordered shows.
//
// Tolerance: the sum-exp's block reduction and the GEMMs' tiling sum in another order than
// the CPU (the kernel tests bound each op at rtol 2e-5); over sums of at most V = 19 or C = 8
// terms, |a − r| ≤ 1e-5 + 2e-5·|r| per value, with each tensor's own absolute floor of 2e-5
// times its largest entry. The meter counts in host order, so its peak is
// vocab_output_deltas' (s_alloc, plus s_temp for algorithm 2) exactly, and T leaves 0 live.
//
// Needs a device: without one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include "runtime/gpt/vocab_output_shard_cuda.hpp"

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/gpt/vocab_passes.hpp"
#include "runtime/gpt/vocab_shard.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace vocab_output_shard_cuda_test {

using namespace pipesched;
using namespace pipesched::gpt;

const gpt_config config = parse_gpt_config("layers=2,dim=8,heads=2,seq=4,vocab=19,batch=2");

// One device's group: every collective leaves its data as they are (what p = 1 gives).
class one_device final : public collectives {
 public:
  int device() const override { return 0; }
  int devices() const override { return 1; }
  void broadcast(float*, std::size_t, int) override {}
  void all_reduce(float*, std::size_t, reduce_op) override {}
  void reduce(float*, std::size_t, reduce_op, int) override {}
};

std::vector<float> uniform(std::size_t n, std::uint64_t seed) {
  std::vector<float> x(n);
  std::uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
  for (float& v : x) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    v = static_cast<float>(static_cast<double>(s >> 11) / 9007199254740992.0) * 4.0f - 2.0f;
  }
  return x;
}

std::vector<int> targets(std::size_t n, int vocab) {
  std::vector<int> t(n);
  for (std::size_t i = 0; i < n; ++i) t[i] = static_cast<int>((i * 7 + 3) % static_cast<std::size_t>(vocab));
  return t;
}

void check_close(const std::vector<float>& gpu, const std::vector<float>& cpu, const char* what) {
  INFO(what);
  REQUIRE(gpu.size() == cpu.size());
  float largest = 0;
  for (float r : cpu) largest = std::max(largest, std::fabs(r));
  for (std::size_t i = 0; i < cpu.size(); ++i) {
    const float bound = 1e-5f + 2e-5f * largest + 2e-5f * std::fabs(cpu[i]);
    if (!(std::fabs(gpu[i] - cpu[i]) <= bound)) {
      INFO("index " << i << ": gpu " << gpu[i] << ", cpu " << cpu[i]);
      CHECK(std::fabs(gpu[i] - cpu[i]) <= bound);
      return;  // the first mismatch
    }
  }
}

// Both shards' passes of microbatch 0, `collective` between S and T or not.
void compare(vocab_range range, bool algorithm_2, bool collective) {
  const tensor_sizes z{config};
  const std::size_t N = z.rows(), C = z.C;
  const float scale = 1.0f / static_cast<float>(N);
  const std::vector<float> x = uniform(N * C, 5);
  const std::vector<int> t = targets(N, config.vocab);

  vocab_shard_params<float> cpu_params = make_vocab_shard_params<float>(config, range, 11);
  runtime::activation_meter cpu_meter;
  vocab_output_shard<float> cpu(cpu_params, cpu_meter);
  std::vector<float> losses(N), dx(N * C), a(N * C), b(N * C);
  thread_collectives host_group(1);
  if (algorithm_2) {
    softmax_stats<float>& st = cpu.forward_with_input_parts(0, x.data(), t.data(), scale, a.data(), b.data());
    if (collective) all_reduce_input_grad(host_group.member(0), st, a.data(), b.data(), dx.data(), C);
    cpu.losses(0, t.data(), losses.data());
    cpu.backward_weight(0, t.data(), scale);
  } else {
    softmax_stats<float>& st = cpu.forward(0, x.data());
    if (collective) all_reduce_softmax_stats(host_group.member(0), st);
    cpu.backward(0, t.data(), scale, losses.data(), dx.data());
  }

  runtime::activation_meter meter;
  cuda_backend be(meter, 0, {.poison = true});
  vocab_output_shard_cuda gpu(config, range, be);
  parameter<float> weight = make_vocab_shard_params<float>(config, range, 11).lm_head_weight;
  gpu.upload(weight);
  kernels::device_buffer<float> d_x(x), d_losses(N), d_dx(N * C), d_a(N * C), d_b(N * C);
  kernels::device_buffer<int> d_t(t);
  PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());  // the uploads ran on the legacy stream, not compute
  one_device group;
  if (algorithm_2) {
    gpu.forward_with_input_parts(0, d_x.data(), d_t.data(), scale, d_a.data(), d_b.data());
    if (collective) gpu.all_reduce_input_grad(group, 0, d_a.data(), d_b.data(), d_dx.data());
    gpu.backward_weight(0, d_t.data(), scale, d_losses.data());
  } else {
    gpu.forward(0, d_x.data());
    if (collective) gpu.all_reduce_stats(group, 0);
    gpu.backward(0, d_t.data(), scale, d_losses.data(), d_dx.data());
  }
  be.synchronize();
  gpu.download_grad(weight);

  check_close(d_losses.download(), losses, "losses");
  if (!algorithm_2 || collective) check_close(d_dx.download(), dx, "dX");
  if (algorithm_2) {
    check_close(d_a.download(), a, "a");
    check_close(d_b.download(), b, "b");
  }
  check_close(weight.grad, cpu_params.lm_head_weight.grad, "dW");

  const vocab_pass_bytes bytes = vocab_output_deltas(config, range, {}, algorithm_2);
  CHECK(meter.peak == bytes.s_alloc + bytes.s_temp);
  CHECK(meter.peak == cpu_meter.peak);
  CHECK(meter.live == 0);
}

TEST_CASE("the sharded LM head's S and T on a GPU give the CPU shard's values and bytes", "[gpu][vocab]") {
  pipesched::test::require_device();
  const std::vector<vocab_range> shards = vocab_shards(config.vocab, 2);
  for (const bool algorithm_2 : {false, true}) {
    INFO((algorithm_2 ? "algorithm 2" : "algorithm 1"));
    SECTION(std::string("a shard from token ") + std::to_string(shards[1].first) + ", its own statistics" +
            (algorithm_2 ? " (algorithm 2)" : " (algorithm 1)")) {
      compare(shards[1], algorithm_2, false);
    }
    SECTION(std::string("the whole vocabulary through a one-device group's collectives") +
            (algorithm_2 ? " (algorithm 2)" : " (algorithm 1)")) {
      compare({0, config.vocab}, algorithm_2, true);
    }
  }
}

TEST_CASE("the sharded LM head on a GPU refuses T before S and S twice", "[gpu][vocab]") {
  pipesched::test::require_device();
  runtime::activation_meter meter;
  cuda_backend be(meter, 0);
  vocab_output_shard_cuda gpu(config, {0, 10}, be);
  const tensor_sizes z{config};
  kernels::device_buffer<float> x(z.acts()), losses(z.rows()), dx(z.acts());
  kernels::device_buffer<int> t(targets(z.rows(), config.vocab));
  PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
  CHECK_THROWS_AS(gpu.backward(0, t.data(), 1.0f, losses.data(), dx.data()), std::logic_error);
  gpu.forward(0, x.data());
  CHECK_THROWS_AS(gpu.forward(0, x.data()), std::logic_error);
  be.synchronize();
}

}  // namespace vocab_output_shard_cuda_test
