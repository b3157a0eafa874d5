#pragma once
// CUDA_DEVICE_MAX_CONNECTIONS for a cuda run on threads: how many hardware work queues a
// context gives its streams (CUDA's default 8). Streams beyond that share queues, and the
// work of two streams on one queue runs in the order it was submitted: in single-GPU mode
// (p pipeline devices on one GPU, each with a compute, a D2H, an H2D and a free stream)
// twelve streams or more on 8 queues put false dependencies between devices that the
// schedule keeps apart. The driver reads the variable when it makes a context, so
// cuda_launch.cpp sets it before the run's first context; a value the user set is kept.
// Header-only and free of CUDA, so that the choice is tested on machines without one.
#include <optional>

namespace pipesched::train {

inline constexpr int cuda_default_connections = 8;   // CUDA's, when the variable is unset
inline constexpr int cuda_raised_connections = 32;   // the most CUDA takes
inline constexpr int cuda_streams_per_device = 4;    // compute, d2h, h2d, free (cuda_backend)

// The value to set, or nullopt to leave the environment alone: `user_value` is the
// variable as the process found it (nullptr: unset); `devices` pipeline devices (of every
// replica) share `gpus` GPUs round-robin.
inline std::optional<int> cuda_connections_to_set(int devices, int gpus, const char* user_value) {
  if (user_value && *user_value) return std::nullopt;  // the user's choice
  if (devices < 1 || gpus < 1) return std::nullopt;
  const int busiest = (devices + gpus - 1) / gpus;  // pipeline devices on the busiest GPU
  if (busiest * cuda_streams_per_device <= cuda_default_connections) return std::nullopt;
  return cuda_raised_connections;
}

}  // namespace pipesched::train
