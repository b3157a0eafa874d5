#pragma once
// Does a CUDA device answer? The one question `train --backend cuda|auto` asks before it
// builds anything, answered without a crash on any machine: one without a driver, with a
// driver older than the toolkit, or with no device at all.
//
//   if (auto why = pipesched::cuda::cuda_unavailable())
//     fail("no CUDA device: " + *why);   // e.g. "cudaErrorInsufficientDriver"
//
// No context is created (so a rank that later picks GPU 3 leaves nothing on GPU 0).
#include <optional>
#include <string>

namespace pipesched::cuda {

// nullopt when at least one device answers; otherwise the CUDA error's name as
// cudaGetErrorName spells it (cudaErrorNoDevice when the driver finds no device).
// Throws nothing but std::bad_alloc. Resets cudaGetLastError where CUDA lets it (a failed
// initialisation, such as an old driver, stays reported by every later call).
std::optional<std::string> cuda_unavailable();

}  // namespace pipesched::cuda
