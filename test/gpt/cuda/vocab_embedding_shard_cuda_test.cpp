// gpt::vocab_embedding_shard_cuda (the sharded input embedding's E and EW on a GPU) against
// the CPU's embedding_shard_forward / embedding_shard_backward_weight on every shard of a
// 3-device split: E's rows and EW's gradient, accumulated over two microbatches, equal to the
// bit (the kernels copy rows and add each element's positions in order, without atomics, as
// the CPU does). The tokens cover every shard and repeat, so a row gathers several positions.
//
// Needs a device: without one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include "runtime/gpt/vocab_embedding_shard_cuda.hpp"

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/vocab_passes.hpp"
#include "runtime/gpt/vocab_shard.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace vocab_embedding_shard_cuda_test {

using namespace pipesched;
using namespace pipesched::gpt;

const gpt_config config = parse_gpt_config("layers=2,dim=8,heads=2,seq=4,vocab=19,batch=2");

std::vector<float> values(std::size_t n, std::uint64_t seed) {
  std::vector<float> x(n);
  std::uint64_t s = seed * 0x9E3779B97F4A7C15ull + 3;
  for (float& v : x) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    v = static_cast<float>(static_cast<double>(s >> 11) / 9007199254740992.0) * 2.0f - 1.0f;
  }
  return x;
}

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

TEST_CASE("the sharded embedding's E and EW on a GPU give the CPU's bits", "[gpu][vocab]") {
  pipesched::test::require_device();
  const tensor_sizes z{config};
  const std::size_t N = z.rows(), C = z.C;
  runtime::activation_meter meter;
  cuda_backend be(meter, 0, {.poison = true});
  for (const vocab_range& range : vocab_shards(config.vocab, 3)) {
    INFO("tokens [" << range.first << ", " << range.end() << ")");
    vocab_shard_params<float> cpu = make_vocab_shard_params<float>(config, range, 7);
    vocab_embedding_shard_cuda gpu(config, range, be);
    gpu.upload(cpu.wte);
    for (int j = 0; j < 2; ++j) {
      std::vector<int> tokens(N);
      for (std::size_t i = 0; i < N; ++i)
        tokens[i] = static_cast<int>((i * 5 + static_cast<std::size_t>(j) * 3) % static_cast<std::size_t>(config.vocab));
      const std::vector<float> dout = values(N * C, static_cast<std::uint64_t>(j) + 1);
      std::vector<float> out(N * C);
      embedding_shard_forward(cpu, tokens.data(), out.data());
      embedding_shard_backward_weight(cpu, tokens.data(), dout.data());

      kernels::device_buffer<int> d_tokens(tokens);
      kernels::device_buffer<float> d_dout(dout), d_out(N * C);
      d_out.fill_bytes(0xFF);  // NaN: every element must be written
      // The uploads and the fill ran on the legacy stream; compute does not wait for it.
      PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
      gpu.forward(d_tokens.data(), d_out.data());
      gpu.backward_weight(d_tokens.data(), d_dout.data());
      be.synchronize();
      CHECK(same_bits(d_out.download(), out));
    }
    parameter<float> wte = cpu.wte;
    gpu.download_grad(wte);
    CHECK(same_bits(wte.grad, cpu.wte.grad));
  }
  CHECK(meter.peak == 0);  // nothing kept between the passes
}

TEST_CASE("the sharded embedding on a GPU refuses a shard outside the vocabulary and a wrong size", "[gpu][vocab]") {
  pipesched::test::require_device();
  runtime::activation_meter meter;
  cuda_backend be(meter, 0);
  CHECK_THROWS_AS(vocab_embedding_shard_cuda(config, {10, 10}, be), std::invalid_argument);
  vocab_embedding_shard_cuda gpu(config, {0, 10}, be);
  CHECK_THROWS_AS(gpu.upload(make_vocab_shard_params<float>(config, {0, 9}, 7).wte), std::invalid_argument);
}

}  // namespace vocab_embedding_shard_cuda_test
