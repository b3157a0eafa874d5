#include "runtime/cuda/cuda_probe.hpp"

#include <cuda_runtime_api.h>

namespace pipesched::cuda {

std::optional<std::string> cuda_unavailable() {
  int count = 0;
  const cudaError_t err = cudaGetDeviceCount(&count);
  if (err != cudaSuccess) {
    (void)cudaGetLastError();
    return std::string(cudaGetErrorName(err));
  }
  if (count == 0) return std::string(cudaGetErrorName(cudaErrorNoDevice));
  return std::nullopt;
}

}  // namespace pipesched::cuda
