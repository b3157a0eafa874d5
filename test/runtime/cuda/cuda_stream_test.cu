// The CUDA half of the stream layer on a device: events order streams, the pool meters
// in host order and its high-water mark matches the meter's peak, poison shows as NaN,
// the pinned host pool reuses its blocks. Every test case needs a device: without one it
// exits with code 77, which ctest reports as skipped (label gpu).
#include "runtime/stream/cuda_host_pool.hpp"
#include "runtime/stream/cuda_pool.hpp"
#include "runtime/stream/cuda_stream.hpp"

#include <kernels/cuda/check.cuh>

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace pipesched::stream;
using pipesched::runtime::activation_meter;

using pipesched::test::require_device;

namespace {

// Spins for about `cycles` clock cycles, then writes `value` to every element: a producer
// slow enough that a consumer not ordered after it reads the old contents.
__global__ void wait_then_fill(float* out, int n, float value, long long cycles) {
  const long long start = clock64();
  while (clock64() - start < cycles) {
  }
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) out[i] = value;
}

std::size_t round_up(std::size_t bytes, std::size_t granularity) {
  return (bytes + granularity - 1) / granularity * granularity;
}

}  // namespace

TEST_CASE("a stream that waits on another's event reads what that stream wrote", "[gpu][stream]") {
  require_device();
  activation_meter meter;
  cuda_pool pool(meter, 0);
  cuda_host_pool host;
  cuda_stream compute("compute", 0), d2h("d2h", 0);
  const int n = 1 << 16;

  auto block = pool.allocate(n * sizeof(float), compute);
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(block.data, 0, n * sizeof(float), compute.native()));
  wait_then_fill<<<64, 256, 0, compute.native()>>>(reinterpret_cast<float*>(block.data), n, 7.0f,
                                                   20'000'000);
  PIPESCHED_CUDA_CHECK_LAUNCH();
  d2h.wait(compute.record());
  auto copy = host.acquire(n * sizeof(float));
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(copy.data(), block.data, n * sizeof(float), cudaMemcpyDeviceToHost,
                                       d2h.native()));
  const cuda_event copied = d2h.record();
  compute.wait(copied);  // the free must not overtake the copy that reads the block
  pool.free(block, compute);
  copied.synchronize();
  CHECK(copied.query());

  std::vector<float> got(n);
  std::memcpy(got.data(), copy.data(), n * sizeof(float));
  int wrong = 0;
  for (float v : got) wrong += v != 7.0f;
  CHECK(wrong == 0);
  compute.synchronize();
}

TEST_CASE("the pool meters in host order and its high water is the meter's peak in rounded bytes",
          "[gpu][stream][pool]") {
  require_device();
  activation_meter meter;
  cuda_pool pool(meter, 0);
  cuda_stream compute("compute", 0);
  const std::size_t g = pool.granularity();
  std::printf("cuda_pool granularity: %zu bytes\n", g);
  REQUIRE(g > 0);

  const std::vector<std::size_t> sizes{1000, 4096, (1u << 20) + 3, 3, 12345};
  std::vector<cuda_pool::block> live;
  std::size_t rounded_live = 0, rounded_peak = 0;
  for (std::size_t bytes : sizes) {
    live.push_back(pool.allocate(bytes, compute));
    rounded_live += round_up(bytes, g);
    rounded_peak = std::max(rounded_peak, rounded_live);
  }
  // Free the middle three, then allocate one that fits in what they left.
  for (int i = 1; i <= 3; ++i) {
    pool.free(live[i], compute);
    rounded_live -= round_up(sizes[i], g);
  }
  live.push_back(pool.allocate(2048, compute));
  rounded_live += round_up(2048, g);
  rounded_peak = std::max(rounded_peak, rounded_live);

  long long sum = 0;
  for (std::size_t bytes : sizes) sum += static_cast<long long>(bytes);
  CHECK(meter.peak == sum);
  CHECK(meter.live == sum - static_cast<long long>(sizes[1] + sizes[2] + sizes[3]) + 2048);
  compute.synchronize();
  CHECK(pool.high_water() == rounded_peak);
  CHECK(pool.in_use() == rounded_live);

  pool.free(live[0], compute);
  pool.free(live[4], compute);
  pool.free(live[5], compute);
  CHECK(meter.live == 0);
  compute.synchronize();
  CHECK(pool.in_use() == 0);
}

TEST_CASE("a block freed and allocated again on one stream reserves nothing new", "[gpu][stream][pool]") {
  require_device();
  activation_meter meter;
  cuda_pool pool(meter, 0);
  cuda_stream compute("compute", 0);
  pool.free(pool.allocate(1 << 20, compute), compute);
  compute.synchronize();
  const std::size_t reserved = pool.reserved();
  for (int i = 0; i < 10; ++i) pool.free(pool.allocate(1 << 20, compute), compute);
  compute.synchronize();
  CHECK(pool.reserved() == reserved);
}

TEST_CASE("a poisoning pool hands out blocks that read as NaN", "[gpu][stream][pool]") {
  require_device();
  activation_meter meter;
  cuda_pool pool(meter, 0, /*poison=*/true);
  cuda_stream compute("compute", 0);
  const int n = 1000;
  auto block = pool.allocate(n * sizeof(float), compute);
  std::vector<float> got(n, 0.0f);
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(got.data(), block.data, n * sizeof(float), cudaMemcpyDeviceToHost, compute.native()));
  pool.free(block, compute);
  compute.synchronize();
  int nans = 0;
  for (float v : got) nans += std::isnan(v);
  CHECK(nans == n);
}

TEST_CASE("the pinned host pool hands out page-locked memory and reuses what comes back",
          "[gpu][stream][host]") {
  require_device();
  cuda_host_pool host;
  {
    auto a = host.acquire(1 << 20);
    cudaPointerAttributes attributes{};
    PIPESCHED_CUDA_CHECK(cudaPointerGetAttributes(&attributes, a.data()));
    CHECK(attributes.type == cudaMemoryTypeHost);
    CHECK(host.meter().live == (1 << 20));
  }
  CHECK(host.meter().live == 0);
  auto b = host.acquire(1000);
  CHECK(host.reuses() == 1);
  CHECK(host.reserved_bytes() == (1 << 20));
  CHECK(host.meter().peak == (1 << 20));
}

TEST_CASE("timed events give a duration and untimed ones refuse to", "[gpu][stream]") {
  require_device();
  cuda_stream s("compute", 0);
  const cuda_event start = s.record_timed();
  const cuda_event end = s.record_timed();
  const cuda_event untimed = s.record();
  s.synchronize();
  CHECK(elapsed_ms(start, end) >= 0.0f);
  CHECK_THROWS_AS(elapsed_ms(start, untimed), pipesched::kernels::cuda_error);
  CHECK(cuda_event{}.query());
}
