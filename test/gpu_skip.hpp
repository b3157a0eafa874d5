#pragma once
// The first call of every [gpu] test case: without the GPUs it needs, the test process
// exits with 77, which ctest reports as skipped (SKIP_RETURN_CODE 77), never as passed.
// The line on stderr names why: the CUDA error's name when the runtime answers with one
// (cudaErrorInsufficientDriver on a machine without a driver), or the devices it found.
#include <cuda_runtime_api.h>

#include <cstdio>
#include <cstdlib>

namespace pipesched::test {

inline void require_gpus(int needed) {
  int count = 0;
  const cudaError_t err = cudaGetDeviceCount(&count);
  if (err == cudaSuccess && count >= needed) return;
  if (err != cudaSuccess) {
    (void)cudaGetLastError();
    std::fprintf(stderr, "no CUDA device: %s: skipping (exit 77)\n", cudaGetErrorName(err));
  } else {
    std::fprintf(stderr, "%d CUDA device(s), this test needs %d: skipping (exit 77)\n", count, needed);
  }
  std::fflush(stderr);
  std::_Exit(77);
}

inline void require_device() { require_gpus(1); }

}  // namespace pipesched::test
