#include "memory_cap_list.hpp"
#include "trimmed.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include <pipesched/core/limits.hpp>

namespace pipesched::cli {

static_assert(max_cap_values == std::int64_t{limits::max_devices} * limits::max_replicas,
              "plan's --memory-cap takes one value per device of up to max_devices x max_replicas");

namespace {

// The fields of `text`, checked for count and emptiness.
std::vector<std::string_view> fields(std::string_view text, std::string_view option) {
  const auto count = static_cast<std::int64_t>(std::count(text.begin(), text.end(), ',')) + 1;
  if (count > max_cap_values)
    throw std::invalid_argument(fmt::format("{} lists {} values, more than the {} devices it can name", option, count,
                                            max_cap_values));
  std::vector<std::string_view> out;
  for (;;) {
    const std::size_t comma = text.find(',');
    const std::string_view field = trimmed(text.substr(0, comma));
    if (field.empty())
      throw std::invalid_argument(fmt::format("{} has an empty value (value {}): give one value or a comma list "
                                              "of one per device, e.g. 4 or 2,3,3,2",
                                              option, out.size() + 1));
    out.push_back(field);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return out;
}

// The error of value `i` (0-based) of `n`, or the message as it is for one value.
[[noreturn]] void rethrow_at(const std::exception& e, std::size_t i, std::size_t n) {
  if (n == 1) throw std::invalid_argument(e.what());
  throw std::invalid_argument(fmt::format("value {} of {}: {}", i + 1, n, e.what()));
}

}  // namespace

std::vector<size_text> parse_size_list(std::string_view text, std::string_view option) {
  const std::vector<std::string_view> parts = fields(text, option);
  std::vector<size_text> out;
  for (std::size_t i = 0; i < parts.size(); ++i) try {
      out.push_back(parse_size(parts[i], option));
    } catch (const std::invalid_argument& e) {
      rethrow_at(e, i, parts.size());
    }
  return out;
}

std::vector<std::int64_t> parse_byte_count_list(std::string_view text, std::string_view option,
                                                std::string_view bare_hint) {
  const std::vector<std::string_view> parts = fields(text, option);
  std::vector<std::int64_t> out;
  for (std::size_t i = 0; i < parts.size(); ++i) try {
      out.push_back(parse_byte_count(parts[i], option, bare_hint));
    } catch (const std::invalid_argument& e) {
      rethrow_at(e, i, parts.size());
    }
  return out;
}

}  // namespace pipesched::cli
