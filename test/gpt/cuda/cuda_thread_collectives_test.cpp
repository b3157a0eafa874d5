// gpt::cuda_thread_collectives (vocabulary parallelism's collectives for the CUDA launch on
// threads) against thread_collectives: the same calls on the same data give every device
// the CPU threads' bits -- all_reduce (sum, on data whose float sum depends on the order,
// and max with ±0), reduce to a root, broadcast -- with p devices sharing one GPU
// (single-GPU mode, which NCCL refuses) and, where there are several, device d on GPU
// d mod gpus. Right after each call a device overwrites its data with NaN on its stream (as
// the next pass may), and the next call of the sequence overwrites its outbox: a device that
// read another's part late would get NaN or the next call's values; the sequence runs at one
// value and then at 100003 on the same group, so the outbox and scratch grow after others
// read them (as in training: N statistics, then N·C for dX). A call that differs between
// devices throws on every device naming both.
#include "runtime/gpt/cuda_thread_collectives.hpp"

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include "runtime/stream/cuda_stream.hpp"

#include <catch2/catch.hpp>

#include "test/gpt/cuda/collectives_test_data.hpp"
#include "test/gpu_skip.hpp"

#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace cuda_thread_collectives_test {

using namespace collectives_test_data;

// Every device's results on the GPUs, device d on GPU d mod gpus, a host thread each: the
// sequence at each size of `sizes` in turn on one group (its outbox and scratch grow after use).
std::vector<results> on_gpus(int p, int gpus, const std::vector<std::size_t>& sizes) {
  std::vector<std::unique_ptr<pipesched::stream::cuda_stream>> streams;
  std::vector<pipesched::stream::cuda_stream*> ptrs;
  for (int d = 0; d < p; ++d) {
    streams.push_back(std::make_unique<pipesched::stream::cuda_stream>("compute " + std::to_string(d), d % gpus));
    ptrs.push_back(streams.back().get());
  }
  pipesched::gpt::cuda_thread_collectives group(ptrs);
  std::vector<results> all(static_cast<std::size_t>(p));
  std::vector<std::thread> threads;
  for (int d = 0; d < p; ++d)
    threads.emplace_back([&, d] {
      auto& s = *streams[static_cast<std::size_t>(d)];
      pipesched::stream::cuda_device_scope on(s.gpu());
      for (const std::size_t n : sizes)
        for (auto& r : sequence(group.member(d), n, [&](collectives& g, int k, std::vector<float>& x) {
               pipesched::kernels::device_buffer<float> data(x), result(n);
               call_on(g, k, data.data(), n);
               PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(result.data(), data.data(), n * sizeof(float),
                                                    cudaMemcpyDeviceToDevice, s.native()));
               PIPESCHED_CUDA_CHECK(cudaMemsetAsync(data.data(), 0xFF, n * sizeof(float), s.native()));  // NaN
               s.synchronize();
               x = result.download();
             }))
          all[static_cast<std::size_t>(d)].push_back(std::move(r));
    });
  for (auto& t : threads) t.join();
  return all;
}

}  // namespace cuda_thread_collectives_test

namespace ctc = cuda_thread_collectives_test;  // qualified: the suite compiles as unity batches

TEST_CASE("cuda thread collectives give every device the CPU threads' bits, p devices on one GPU or several",
          "[gpu][vocab][collectives]") {
  pipesched::test::require_device();
  const int gpus = GENERATE(1, pipesched::kernels::cuda_device_count());
  // One value, then 100003 on the same group: the buffers grow after a call others read from.
  const std::vector<std::size_t> sizes{1, 100003};
  for (int p = 1; p <= 4; ++p) {
    CAPTURE(p, gpus);
    ctc::check_same_results(ctc::on_gpus(p, gpus, sizes), ctc::on_threads(p, sizes));
  }
}

TEST_CASE("a cuda thread collective call that differs between devices throws on every device naming both",
          "[gpu][vocab][collectives]") {
  pipesched::test::require_device();
  pipesched::stream::cuda_stream s0("compute 0", 0), s1("compute 1", 0);
  pipesched::gpt::cuda_thread_collectives group({&s0, &s1});
  std::vector<std::string> errors(2);
  std::vector<std::thread> threads;
  for (int d = 0; d < 2; ++d)
    threads.emplace_back([&, d] {
      pipesched::stream::cuda_device_scope on(0);
      pipesched::kernels::device_buffer<float> data(std::vector<float>(11, 1.0f));
      try {
        group.member(d).all_reduce(data.data(), 10 + static_cast<std::size_t>(d), pipesched::gpt::reduce_op::sum);
      } catch (const std::logic_error& e) {
        errors[static_cast<std::size_t>(d)] = e.what();
      }
    });
  for (auto& t : threads) t.join();
  for (const auto& e : errors) {
    CHECK(e.find("device 0 calls all_reduce of 10 values") != std::string::npos);
    CHECK(e.find("device 1 all_reduce of 11 values") != std::string::npos);
  }
  CHECK(group.aborted());
}
