// The CUDA runtime's per-GPU setup that keeps devices from coupling (issue 30): a device
// scope that leaves no context behind on another GPU, the default memory pool kept (release
// threshold max, no internal dependencies) and opened to peers by cudaMemPoolSetAccess.
// Without a device every test case exits 77 (skipped); some need 2 GPUs.
#include "runtime/stream/cuda_device_pools.hpp"
#include "runtime/stream/cuda_stream.hpp"

#include <cuda.h>  // types only: the driver entry point is looked up through the runtime

#include <kernels/cuda/check.cuh>

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <thread>

namespace runtime_setup_test {

using pipesched::stream::cuda_device_scope;
using pipesched::stream::cuda_stream;

// Whether `gpu`'s primary context exists (cuDevicePrimaryCtxGetState, found through the
// runtime so the test links no libcuda and still exits 77 on a machine without a driver).
bool primary_context_active(int gpu) {
  using get_state = CUresult (*)(CUdevice, unsigned int*, int*);
  void* fn = nullptr;
  cudaDriverEntryPointQueryResult found{};
  PIPESCHED_CUDA_CHECK(cudaGetDriverEntryPointByVersion("cuDevicePrimaryCtxGetState", &fn, 12000,
                                                        cudaEnableDefault, &found));
  REQUIRE(found == cudaDriverEntryPointSuccess);
  unsigned int flags = 0;
  int active = 0;
  REQUIRE(reinterpret_cast<get_state>(fn)(static_cast<CUdevice>(gpu), &flags, &active) == CUDA_SUCCESS);
  return active != 0;
}

__global__ void sum_kernel(const float* in, int n, float* out) {
  if (blockIdx.x != 0 || threadIdx.x != 0) return;
  float s = 0;
  for (int i = 0; i < n; ++i) s += in[i];
  *out = s;
}

}  // namespace runtime_setup_test

using namespace runtime_setup_test;

TEST_CASE("a thread that drives GPU 1 through device scopes makes no context on GPU 0", "[gpu][device-scope]") {
  pipesched::test::require_gpus(2);
  if (primary_context_active(0)) {  // this process made one before (ctest runs it alone)
    // Nothing could be checked: skipped (exit 77), not passed.
    std::fprintf(stderr, "GPU 0 already has a context in this process: skipping (exit 77)\n");
    std::fflush(stderr);
    std::_Exit(77);
  }
  std::thread device_thread([] {
    {
      const cuda_device_scope scope(1);
      cuda_stream s("device 1 compute", 1);
      s.synchronize();
    }  // restoring the thread's "previous" device 0 made its context here
    int current = -1;
    PIPESCHED_CUDA_CHECK(cudaGetDevice(&current));
    CHECK(current == 1);
  });
  device_thread.join();
  CHECK(primary_context_active(1));
  CHECK_FALSE(primary_context_active(0));
}

TEST_CASE("the default pool keeps its memory and never makes an allocation wait on another stream",
          "[gpu][pool]") {
  pipesched::test::require_device();
  pipesched::stream::keep_default_pool(0);
  cudaMemPool_t pool = nullptr;
  PIPESCHED_CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  std::uint64_t threshold = 0;
  PIPESCHED_CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  CHECK(threshold == std::numeric_limits<std::uint64_t>::max());
  int internal = 1;
  PIPESCHED_CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowInternalDependencies, &internal));
  CHECK(internal == 0);

  // Kept across a synchronize: the memory freed stays reserved by the pool.
  cuda_stream s("compute", 0);
  void* p = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p, 64 << 20, s.native()));
  PIPESCHED_CUDA_CHECK(cudaFreeAsync(p, s.native()));
  s.synchronize();
  std::uint64_t reserved = 0;
  PIPESCHED_CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReservedMemCurrent, &reserved));
  CHECK(reserved >= (64u << 20));
}

TEST_CASE("a peer GPU reads memory of another GPU's default pool once the pool is opened to it",
          "[gpu][pool][multi-gpu]") {
  pipesched::test::require_gpus(2);
  int can = 0;
  PIPESCHED_CUDA_CHECK(cudaDeviceCanAccessPeer(&can, 1, 0));
  if (!can) {
    WARN("GPU 1 cannot access GPU 0: nothing to check");
    return;
  }
  {
    const cuda_device_scope scope(1);
    const cudaError_t err = cudaDeviceEnablePeerAccess(0, 0);
    if (err == cudaErrorPeerAccessAlreadyEnabled) (void)cudaGetLastError();
    else PIPESCHED_CUDA_CHECK(err);
  }
  pipesched::stream::open_default_pool(0, 1);
  cudaMemPool_t pool = nullptr;
  PIPESCHED_CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  cudaMemLocation peer{};
  peer.type = cudaMemLocationTypeDevice;
  peer.id = 1;
  cudaMemAccessFlags flags = cudaMemAccessFlagsProtNone;
  PIPESCHED_CUDA_CHECK(cudaMemPoolGetAccess(&flags, pool, &peer));
  CHECK(flags == cudaMemAccessFlagsProtReadWrite);

  constexpr int n = 1000;
  cuda_stream on0("device 0", 0), on1("device 1", 1);
  float* values = nullptr;
  {
    const cuda_device_scope scope(0);
    PIPESCHED_CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void**>(&values), n * sizeof(float), on0.native()));
    std::vector<float> ones(n, 1.0f);
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(values, ones.data(), n * sizeof(float), cudaMemcpyHostToDevice, on0.native()));
    on0.synchronize();
  }
  float* sum = nullptr;
  float host = 0;
  {
    const cuda_device_scope scope(1);
    PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&sum), sizeof(float)));
    sum_kernel<<<1, 1, 0, on1.native()>>>(values, n, sum);  // a direct peer read of pool memory
    PIPESCHED_CUDA_CHECK(cudaGetLastError());
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(&host, sum, sizeof(float), cudaMemcpyDeviceToHost, on1.native()));
    on1.synchronize();
    PIPESCHED_CUDA_CHECK(cudaFree(sum));
  }
  CHECK(host == static_cast<float>(n));
  const cuda_device_scope scope(0);
  PIPESCHED_CUDA_CHECK(cudaFreeAsync(values, on0.native()));
  on0.synchronize();
}
