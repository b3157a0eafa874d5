#include "option_checks.hpp"

#include <charconv>
#include <cmath>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

namespace pipesched::cli {

namespace detail {

void refuse_option_value(std::string message) { throw CLI::ConversionError(std::move(message)); }

}  // namespace detail

namespace {

// "0 to 1", "at least 0", "above 0".
std::string real_range_text(const real_range& r) {
  const bool open_top = r.hi == std::numeric_limits<double>::max();
  if (open_top) return fmt::format("{} {:g}", r.above_lo ? "above" : "at least", r.lo);
  if (r.above_lo) return fmt::format("above {:g} and at most {:g}", r.lo, r.hi);
  return fmt::format("{:g} to {:g}", r.lo, r.hi);
}

// `x` as "0x1.8p+3": exact, and what strtold (CLI11's reader of reals) reads back as `x`.
std::string exact_hex(double x) {
  char digits[64];
  const auto [end, ec] = std::to_chars(digits, digits + sizeof digits, std::fabs(x), std::chars_format::hex);
  if (ec != std::errc{}) throw std::logic_error("a finite double did not print as hexadecimal");
  return (std::signbit(x) ? "-0x" : "0x") + std::string(digits, end);
}

}  // namespace

CLI::Validator real_rule(std::string option, real_range range) {
  const std::string range_text = real_range_text(range);
  const std::string short_text = range.hi == std::numeric_limits<double>::max()
                                     ? fmt::format("{}{:g}", range.above_lo ? ">" : ">=", range.lo)
                                     : fmt::format("{:g}..{:g}", range.lo, range.hi);
  return CLI::Validator(
      [option, range, range_text](std::string& text) -> std::string {
        double value = 0;
        const io::decimal_status status = io::parse_decimal(text, value);
        if (status == io::decimal_status::not_decimal)
          detail::refuse_option_value(fmt::format("{} must be a decimal number, {}, got '{}'", option, range_text, text));
        if (status == io::decimal_status::out_of_range)
          detail::refuse_option_value(fmt::format("{} must be a finite number, {}, got {}", option, range_text, text));
        if (value < range.lo || (range.above_lo && value == range.lo) || value > range.hi)
          detail::refuse_option_value(fmt::format("{} must be {}, got {}", option, range_text, text));
        text = exact_hex(value);
        return {};
      },
      short_text, number_rule_name);
}

void check_count(std::int64_t value, std::int64_t lo, std::int64_t hi, std::string_view option,
                 std::string_view limit) {
  if (value >= lo && value <= hi) return;
  throw std::invalid_argument(fmt::format("{} must be {}, got {}", option, detail::count_range_text(lo, hi, limit), value));
}

}  // namespace pipesched::cli
