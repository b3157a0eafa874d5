#include "option_checks.hpp"

#include <charconv>
#include <cmath>
#include <string>
#include <stdexcept>

#include <fmt/format.h>

namespace pipesched::cli {

void check_count(std::int64_t value, std::int64_t lo, std::int64_t hi, std::string_view option,
                 std::string_view limit) {
  if (value >= lo && value <= hi) return;
  const std::string why = limit.empty() ? std::string() : fmt::format(" (limits::{})", limit);
  if (value < lo)
    throw std::invalid_argument(fmt::format("{} must be at least {}, got {}", option, lo, value));
  throw std::invalid_argument(fmt::format("{} must be at most {}{}, got {}", option, hi, why, value));
}

CLI::Validator seed_range() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        std::uint64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (ec == std::errc{} && end == text.data() + text.size()) return {};
        return fmt::format("must be an integer from 0 to {}, got {}", UINT64_MAX, text);
      },
      "0..2^64-1");
}

void check_number(double value, double lo, double hi, std::string_view option) {
  if (std::isfinite(value) && value >= lo && value <= hi) return;
  throw std::invalid_argument(fmt::format("{} must be a finite number from {:g} to {:g}, got {:g}", option, lo, hi,
                                          value));
}

void check_positive(double value, std::string_view option) {
  if (std::isfinite(value) && value > 0) return;
  throw std::invalid_argument(fmt::format("{} must be a finite number above 0, got {:g}", option, value));
}

}  // namespace pipesched::cli
