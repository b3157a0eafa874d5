#pragma once
// What every fuzz target shares: the input as text, and the one way to report a broken
// invariant (print it and abort, so that libFuzzer keeps the input as a crash file).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace pipesched::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

inline void require(bool ok, const char* invariant) {
  if (ok) return;
  std::fprintf(stderr, "pipesched fuzz: broken invariant: %s\n", invariant);
  std::abort();
}

}  // namespace pipesched::fuzz
