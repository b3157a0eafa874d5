// The device probe on any machine: it answers (never crashes), names a CUDA error when no
// device answers, and agrees with the kernels' own device count. Runs on CPU machines
// too: there the probe must report an error name, on a GPU machine nothing.
#include "runtime/cuda/cuda_probe.hpp"

#include <kernels/cuda/check.cuh>

#include <catch2/catch.hpp>

#include <string>

using pipesched::cuda::cuda_unavailable;

TEST_CASE("the CUDA probe names a cudaError exactly when no device is counted", "[cuda][probe]") {
  const auto why = cuda_unavailable();
  const bool devices = pipesched::kernels::cuda_device_count() > 0;
  CHECK(why.has_value() == !devices);
  if (why) {
    INFO("probe said: " << *why);
    CHECK(why->rfind("cudaError", 0) == 0);
  }
}

TEST_CASE("asking the CUDA probe twice gives the same answer", "[cuda][probe]") {
  const auto first = cuda_unavailable();
  CHECK(cuda_unavailable() == first);
}
