#pragma once
// Why the CUDA backend cannot run here, in one line, as `train --backend cuda` and
// `profile --backend cuda` both say it; nullopt when it can.
#include <optional>
#include <string>

#ifdef PIPESCHED_HAVE_CUDA_TRAINER
#include "runtime/cuda/cuda_probe.hpp"
#endif

namespace pipesched::cli {

inline std::optional<std::string> cuda_refusal() {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  if (const auto why = cuda::cuda_unavailable()) return "no CUDA device: " + *why;
  return std::nullopt;
#else
  return std::string("this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)");
#endif
}

}  // namespace pipesched::cli
