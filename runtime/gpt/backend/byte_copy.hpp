#pragma once
// One copy between device and host memory (an offload or a reload moves a list of them),
// and the copy_work that makes a list of them on the caller's thread.
#include <cstddef>
#include <cstring>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

struct byte_copy {
  std::byte* to;
  const std::byte* from;
  std::size_t bytes;
};

inline void copy_bytes(const std::vector<byte_copy>& copies) {
  for (const byte_copy& c : copies) std::memcpy(c.to, c.from, c.bytes);
}

inline runtime::copy_work copy_all(std::vector<byte_copy> copies) {
  return [copies = std::move(copies)] { copy_bytes(copies); };
}

}  // namespace pipesched::gpt
