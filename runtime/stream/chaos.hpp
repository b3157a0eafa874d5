#pragma once
// Chaos for the CPU streams: a seeded setting that makes each stream sleep a random while
// before every queued operation, and makes stream_pool fill fresh and freed memory with
// 0xFF bytes (NaN as floats). Interleavings then vary with the seed, and an operation
// that reads memory some missing event wait did not order shows NaN or a stale value
// instead of passing by luck.
#include <chrono>
#include <cstdint>

namespace pipesched::stream {

struct chaos_options {
  bool enabled = false;
  std::uint64_t seed = 0;
  // Before each queued operation: a uniform delay in [0, max_delay).
  std::chrono::microseconds max_delay{100};
  friend bool operator==(const chaos_options&, const chaos_options&) = default;
};

// The seed of one stream's generator: (seed, id) mixed (splitmix64) so that streams with
// neighbouring ids or runs with neighbouring seeds draw unrelated delays.
constexpr std::uint64_t chaos_stream_seed(std::uint64_t seed, std::uint64_t id) {
  auto mix = [](std::uint64_t z) {
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  };
  return mix(seed ^ mix(id));
}

}  // namespace pipesched::stream
