#pragma once
// One number that is the whole of `text` (std::from_chars: no sign prefix, no spaces), for the
// NAME:VALUE policy options (--offload, --recompute).
#include <charconv>
#include <string_view>

namespace pipesched::cli {

template <class Number>
bool parse_number(std::string_view text, Number& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc{} && end == text.data() + text.size();
}

}  // namespace pipesched::cli
