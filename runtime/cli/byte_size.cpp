#include "byte_size.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include <fmt/format.h>

namespace pipesched::cli {

namespace {

// The unit at the end of `text` (removed from it): its scale, 1 for a bare number, 0 for
// an unknown one.
double take_unit(std::string_view& text, bool& has_unit) {
  has_unit = false;
  if (!text.empty() && (text.back() == 'B' || text.back() == 'b')) {
    text.remove_suffix(1);
    has_unit = true;
  }
  const auto upper = [](char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); };
  if (text.size() >= 2 && (text.back() == 'i' || text.back() == 'I')) {
    const char u = upper(text[text.size() - 2]);
    text.remove_suffix(2);
    has_unit = true;
    return u == 'K' ? 0x1p10 : u == 'M' ? 0x1p20 : u == 'G' ? 0x1p30 : u == 'T' ? 0x1p40 : 0;
  }
  if (!text.empty() && std::isalpha(static_cast<unsigned char>(text.back())) && upper(text.back()) != 'E') {
    const char u = upper(text.back());
    text.remove_suffix(1);
    has_unit = true;
    return u == 'K' ? 1e3 : u == 'M' ? 1e6 : u == 'G' ? 1e9 : u == 'T' ? 1e12 : 0;
  }
  return 1;
}

}  // namespace

size_text parse_size(std::string_view text, std::string_view option) {
  const std::string original(text);
  auto bad = [&] {
    return std::invalid_argument(fmt::format("{} '{}' is not a number or a size (e.g. 4, 80GB, 80GiB, 512MB)",
                                             option, original));
  };
  bool has_unit = false;
  const double scale = take_unit(text, has_unit);
  double value = 0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (scale == 0 || text.empty() || ec != std::errc{} || end != text.data() + text.size()) throw bad();
  if (!std::isfinite(value) || !std::isfinite(value * scale))
    throw std::invalid_argument(fmt::format("{} must be finite, got '{}'", option, original));
  if (value < 0) throw std::invalid_argument(fmt::format("{} must not be negative, got '{}'", option, original));
  return {value * scale, has_unit};
}

std::int64_t parse_byte_count(std::string_view text, std::string_view option, std::string_view bare_hint) {
  const size_text s = parse_size(text, option);
  if (!s.bytes)
    throw std::invalid_argument(fmt::format("{} {} has no unit: {}", option, text, bare_hint));
  const double bytes = std::floor(s.value);
  if (!(bytes > 0)) throw std::invalid_argument(fmt::format("{} must be at least 1 byte, got '{}'", option, text));
  if (bytes > 0x1p62) throw std::invalid_argument(fmt::format("{} must be at most 2^62 bytes, got '{}'", option, text));
  return static_cast<std::int64_t>(bytes);
}

std::string human_bytes(double bytes) {
  const char* units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
  int u = 0;
  while (bytes >= 1000 && u < 6) bytes /= 1000, ++u;
  return u == 0 ? fmt::format("{:.0f} B", bytes) : fmt::format("{:.1f} {}", bytes, units[u]);
}

}  // namespace pipesched::cli
