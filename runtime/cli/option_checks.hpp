#pragma once
// How every numeric option of every command reads its value: registered through add_count
// (integers) or add_real (reals), never with a bare add_option. Both read the text with
// the one decimal reader (include/pipesched/io/decimal.hpp: "016" is 16; "0x10", "+1",
// " 1", "1e", "inf", "0x1p3" are refused), check it against the option's range and, when
// it fails, refuse it in one line that names the option and its range and shows the text
// as typed:
//
//   --devices must be 1 to 1024 (limits::max_devices), got 99999999999999999999
//
// (CLI11 alone read a leading 0 as octal, took 0x and 0b prefixes, and clamped an
// overflowing integer to its type's maximum before the range check saw it.) The validator
// is named `number_rule_name`; test/cli/number_parsing_cli_test.cpp walks every option of
// every command and fails on a numeric one without it.
#include <charconv>
#include <cmath>
#include <concepts>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include <pipesched/io/decimal.hpp>

namespace pipesched::cli {

// The name of the validator add_count and add_real give an option.
inline constexpr const char* number_rule_name = "decimal";

namespace detail {

template <class T>
struct option_number {
  using type = T;
};
template <class T>
struct option_number<std::optional<T>> {
  using type = T;
};

// "1 to 1024 (limits::max_devices)".
template <class Integer>
std::string count_range_text(Integer lo, Integer hi, std::string_view limit) {
  return fmt::format("{} to {}{}", lo, hi, limit.empty() ? std::string() : fmt::format(" (limits::{})", limit));
}

// The refusal, as CLI11 reports it: one line, exactly this text (a ValidationError would
// prefix the option's name and a colon).
[[noreturn]] void refuse_option_value(std::string message);

}  // namespace detail

// The type a numeric option's variable holds (an std::optional's value type for an
// option that may be absent).
template <class Target>
using option_number_t = typename detail::option_number<Target>::type;

// The rule of an integer option named `option` with values in [lo, hi]: a CLI11 transform
// that refuses what is not in the range (see above) and hands CLI11 the value as plain
// decimal digits, which it then reads as written.
template <std::integral Integer>
CLI::Validator count_rule(std::string option, Integer lo, Integer hi, std::string_view limit = {}) {
  const std::string range = detail::count_range_text(lo, hi, limit);
  return CLI::Validator(
      [option, lo, hi, range](std::string& text) -> std::string {
        Integer value{};
        const io::decimal_status status = io::parse_decimal(text, value);
        if (status == io::decimal_status::not_decimal)
          detail::refuse_option_value(fmt::format("{} must be a decimal integer, {}, got '{}'", option, range, text));
        if (status == io::decimal_status::out_of_range || value < lo || value > hi)
          detail::refuse_option_value(fmt::format("{} must be {}, got {}", option, range, text));
        text = std::to_string(value);
        return {};
      },
      fmt::format("{}..{}", lo, hi), number_rule_name);
}

// A real option's range: [lo, hi], or (lo, hi] with `above_lo`.
struct real_range {
  double lo = 0;
  double hi = std::numeric_limits<double>::max();
  bool above_lo = false;
};

// The rule of a real option: finite, decimal, within `range`; CLI11 then reads the very
// double it checked (handed over as exact hexadecimal digits, which CLI11's strtold reads
// without rounding).
CLI::Validator real_rule(std::string option, real_range range);

// `cmd->add_option(name, value, help)` with count_rule: the way to register an integer option.
template <class Target>
CLI::Option* add_count(CLI::App* cmd, const std::string& name, Target& value, const std::string& help,
                       std::type_identity_t<option_number_t<Target>> lo, std::type_identity_t<option_number_t<Target>> hi,
                       std::string_view limit = {}) {
  CLI::Option* opt = cmd->add_option(name, value, help);
  return opt->transform(count_rule(opt->get_name(), lo, hi, limit));
}

// `cmd->add_option(name, value, help)` with real_rule: the way to register a real option.
inline CLI::Option* add_real(CLI::App* cmd, const std::string& name, double& value, const std::string& help,
                             real_range range) {
  CLI::Option* opt = cmd->add_option(name, value, help);
  return opt->transform(real_rule(opt->get_name(), range));
}

// A value computed from several options (--devices x --replicas) within [lo, hi]; `limit`
// names the limits:: constant behind hi, if any. Throws std::invalid_argument:
// "--devices x --replicas must be 1 to 1024 (limits::max_total_devices), got 2048".
void check_count(std::int64_t value, std::int64_t lo, std::int64_t hi, std::string_view option,
                 std::string_view limit = {});

}  // namespace pipesched::cli
