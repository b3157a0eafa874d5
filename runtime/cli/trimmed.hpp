#pragma once
// `s` without the spaces and tabs around it: what the comma-separated options
// (--costs, --compare, --memory-cap) accept around each field.
#include <string_view>

namespace pipesched::cli {

inline std::string_view trimmed(std::string_view s) {
  const auto space = [](char c) { return c == ' ' || c == '\t'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace pipesched::cli
