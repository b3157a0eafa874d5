// CUDA_DEVICE_MAX_CONNECTIONS for a cuda run (cuda_connections.hpp): raised to 32 when the
// busiest GPU holds more streams than CUDA's 8 queues (single-GPU mode with 3+ pipeline
// devices: 12+ streams), left alone otherwise and whenever the user set it.
#include "runtime/train/cuda_connections.hpp"

#include <catch2/catch.hpp>

namespace tr = pipesched::train;

TEST_CASE("single-GPU mode with twelve or more streams raises the device's connections to 32",
          "[train][cuda][connections]") {
  CHECK(tr::cuda_connections_to_set(3, 1, nullptr) == 32);  // 12 streams on one GPU
  CHECK(tr::cuda_connections_to_set(4, 1, nullptr) == 32);
  CHECK(tr::cuda_connections_to_set(8, 2, "") == 32);       // 4 devices a GPU; empty = unset
  CHECK(tr::cuda_connections_to_set(5, 4, nullptr) == std::nullopt);  // 2 on the busiest: 8 streams
}

TEST_CASE("eight streams or fewer on every GPU keep CUDA's default connections", "[train][cuda][connections]") {
  CHECK(tr::cuda_connections_to_set(1, 1, nullptr) == std::nullopt);
  CHECK(tr::cuda_connections_to_set(2, 1, nullptr) == std::nullopt);
  CHECK(tr::cuda_connections_to_set(4, 4, nullptr) == std::nullopt);
}

TEST_CASE("a CUDA_DEVICE_MAX_CONNECTIONS the user set is kept", "[train][cuda][connections]") {
  CHECK(tr::cuda_connections_to_set(4, 1, "8") == std::nullopt);
  CHECK(tr::cuda_connections_to_set(4, 1, "1") == std::nullopt);
}
