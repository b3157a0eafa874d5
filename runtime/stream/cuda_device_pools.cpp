#include "runtime/stream/cuda_device_pools.hpp"

#include <cuda_runtime_api.h>

#include <kernels/cuda/check.cuh>

#include <cstdint>
#include <limits>

#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::stream {

void keep_default_pool(int gpu) {
  const cuda_device_scope scope(gpu);
  cudaMemPool_t pool = nullptr;
  PIPESCHED_CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, gpu));
  std::uint64_t keep_all = std::numeric_limits<std::uint64_t>::max();
  PIPESCHED_CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &keep_all));
  int off = 0;
  PIPESCHED_CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowInternalDependencies, &off));
}

void open_default_pool(int gpu, int peer) {
  const cuda_device_scope scope(gpu);
  cudaMemPool_t pool = nullptr;
  PIPESCHED_CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, gpu));
  cudaMemAccessDesc access{};
  access.location.type = cudaMemLocationTypeDevice;
  access.location.id = peer;
  access.flags = cudaMemAccessFlagsProtReadWrite;
  PIPESCHED_CUDA_CHECK(cudaMemPoolSetAccess(pool, &access, 1));
}

}  // namespace pipesched::stream
