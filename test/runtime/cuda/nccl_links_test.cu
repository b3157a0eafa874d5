// The links between pipeline devices on a GPU machine. Single-GPU mode (two pipeline
// devices on GPU 0, a host thread each) carries buffers both ways through device-to-device
// copies in FIFO order; with two GPUs the same calls go over NCCL communicators. A recv
// whose send never comes ends at the deadline (watchdog / abort) instead of hanging.
// Without a device every test case exits 77 (skipped); the NCCL ones also need 2 GPUs.
#include "runtime/cuda/nccl_links.hpp"
#include "runtime/stream/cuda_stream.hpp"

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <cstdio>
#include <cstdlib>
#include <thread>
#include <vector>

using namespace std::chrono_literals;
using pipesched::cuda::link;
using pipesched::cuda::nccl_error;
using pipesched::cuda::nccl_links;
using pipesched::kernels::device_buffer;
using pipesched::stream::cuda_device_scope;
using pipesched::stream::cuda_event;
using pipesched::stream::cuda_stream;

using pipesched::test::require_gpus;

namespace {

// A slow producer: spins ~`cycles` clock cycles, then writes base + i to element i. A
// send not ordered after it would carry the zeros written before.
__global__ void wait_then_iota(float* out, int n, float base, long long cycles) {
  const long long start = clock64();
  while (clock64() - start < cycles) {
  }
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
    out[i] = base + static_cast<float>(i);
}

int mismatches(const std::vector<float>& got, float base) {
  int wrong = 0;
  for (std::size_t i = 0; i < got.size(); ++i) wrong += got[i] != base + static_cast<float>(i);
  return wrong;
}

// Pipeline device `self` (on `gpu`): produces two messages for `peer`, receives two from
// it, and returns what arrived, in order.
std::vector<std::vector<float>> exchange(nccl_links& links, int self, int peer, int gpu, int n) {
  cuda_device_scope on(gpu);
  cuda_stream compute("compute " + std::to_string(self), gpu);
  device_buffer<float> out0(n), out1(n), in0(n), in1(n);
  for (auto* b : {&out0, &out1, &in0, &in1}) b->fill_bytes(0);
  const float base = 1000.0f * static_cast<float>(self);
  wait_then_iota<<<32, 256, 0, compute.native()>>>(out0.data(), n, base, 10'000'000);
  PIPESCHED_CUDA_CHECK_LAUNCH();
  const cuda_event sent0 = links.send({self, peer}, out0.data(), n * sizeof(float), compute.record());
  wait_then_iota<<<32, 256, 0, compute.native()>>>(out1.data(), n, base + 0.5f, 10'000'000);
  PIPESCHED_CUDA_CHECK_LAUNCH();
  const cuda_event sent1 = links.send({self, peer}, out1.data(), n * sizeof(float), compute.record());
  const cuda_event got0 = links.recv({peer, self}, in0.data(), n * sizeof(float));
  const cuda_event got1 = links.recv({peer, self}, in1.data(), n * sizeof(float));
  for (const cuda_event* e : {&sent0, &sent1, &got0, &got1}) links.wait(*e, "exchange");
  return {in0.download(), in1.download()};
}

void check_exchange(nccl_links& links, int gpu0, int gpu1) {
  const int n = 100'003;  // not a multiple of anything
  std::vector<std::vector<float>> at0, at1;
  std::thread device1([&] { at1 = exchange(links, 1, 0, gpu1, n); });
  at0 = exchange(links, 0, 1, gpu0, n);
  device1.join();
  CHECK(mismatches(at1[0], 0.0f) == 0);  // from device 0, in the order sent
  CHECK(mismatches(at1[1], 0.5f) == 0);
  CHECK(mismatches(at0[0], 1000.0f) == 0);
  CHECK(mismatches(at0[1], 1000.5f) == 0);
  CHECK_FALSE(links.aborted());
}

}  // namespace

TEST_CASE("single-GPU mode: two pipeline devices on one GPU send buffers each way in order",
          "[gpu][nccl][single-gpu]") {
  require_gpus(1);
  nccl_links links({0, 0}, {{0, 1}, {1, 0}});
  CHECK_FALSE(links.over_nccl({0, 1}));
  check_exchange(links, 0, 0);
}

TEST_CASE("single-GPU mode: a recv whose send never comes throws at the deadline", "[gpu][nccl][single-gpu]") {
  require_gpus(1);
  nccl_links links({0, 0}, {{0, 1}}, {.deadline = 200ms});
  device_buffer<float> in(16);
  CHECK_THROWS_AS(links.recv({0, 1}, in.data(), in.bytes()), nccl_error);
  CHECK(links.aborted());
  CHECK_THROWS_AS(links.send({0, 1}, in.data(), in.bytes()), nccl_error);
}

TEST_CASE("single-GPU mode: a recv of another size than the send is refused", "[gpu][nccl][single-gpu]") {
  require_gpus(1);
  nccl_links links({0, 0}, {{0, 1}});
  device_buffer<float> a(16), b(8);
  links.send({0, 1}, a.data(), a.bytes());
  CHECK_THROWS_AS(links.recv({0, 1}, b.data(), b.bytes()), std::invalid_argument);
}

TEST_CASE("two GPUs: NCCL links carry buffers each way in order", "[gpu][nccl][multi-gpu]") {
  require_gpus(2);
  nccl_links links({0, 1}, {{0, 1}, {1, 0}});
  CHECK(links.over_nccl({0, 1}));
  check_exchange(links, 0, 1);
}

TEST_CASE("two GPUs: the links are connected up front, so one thread may post a recv before its peer's first send",
          "[gpu][nccl][multi-gpu]") {
  require_gpus(2);
  // With NCCL's lazy connection the recv below blocks the host until the peer's first
  // call, which this thread makes only after it: a hang, ended by ctest's timeout.
  nccl_links links({0, 1}, {{0, 1}}, {.deadline = 60s});
  const int n = 4099;
  std::vector<float> expected(n);
  for (int i = 0; i < n; ++i) expected[static_cast<std::size_t>(i)] = static_cast<float>(i);
  cuda_device_scope on1(1);
  device_buffer<float> in(n);
  in.fill_bytes(0);
  const cuda_event arrived = links.recv({0, 1}, in.data(), in.bytes());
  cuda_device_scope on0(0);
  device_buffer<float> out(n);
  out.upload(expected);
  const cuda_event sent = links.send({0, 1}, out.data(), out.bytes());
  links.wait(sent, "send");
  links.wait(arrived, "recv");
  CHECK(in.download() == expected);  // the connecting byte was consumed, not delivered here
  CHECK_FALSE(links.aborted());
}

TEST_CASE("two GPUs: a recv whose send never comes is aborted by the watchdog, not a hang",
          "[gpu][nccl][multi-gpu]") {
  require_gpus(2);
  nccl_links links({0, 1}, {{0, 1}}, {.deadline = 2s});
  cuda_device_scope on(1);
  device_buffer<float> in(16);
  const cuda_event arrived = links.recv({0, 1}, in.data(), in.bytes());
  CHECK_THROWS_AS(links.wait(arrived, "recv with no send"), nccl_error);
  CHECK(links.aborted());
  CHECK_THAT(links.abort_reason(), Catch::Contains("recv of 64 bytes on link 0->1"));
}
