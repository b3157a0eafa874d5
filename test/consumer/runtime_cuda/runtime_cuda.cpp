// Built against an installed pipesched::runtime_cuda (no nvcc here: host code only).
#include <pipesched/pipesched.hpp>
#include <runtime/cuda/cuda_probe.hpp>
#include <kernels/cuda/gelu.cuh>

#include <cstdio>
#include <optional>
#include <string>

int main() {
  // A kernel launcher from the installed static library must link (it runs only on a GPU).
  void (*launch)(float*, const float*, std::size_t, cudaStream_t) = &pipesched::kernels::gelu_forward_cuda<float>;
  const std::optional<std::string> why = pipesched::cuda::cuda_unavailable();
  std::printf("pipesched %s runtime_cuda linked (gelu at %p); device: %s\n", PIPESCHED_VERSION_STRING,
              reinterpret_cast<void*>(launch), why ? why->c_str() : "present");
  return launch != nullptr ? 0 : 1;
}
