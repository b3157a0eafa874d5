#pragma once
#include "../version.hpp"  // first: the C++20 check
// Numbers as people write them in options and text fields: plain decimal, the whole text.
// The one reader behind every numeric option of the `pipesched` tool, its NAME:VALUE
// policies, --costs, --model's key=value pairs and byte sizes, so that "016" is 16
// everywhere (not octal 14 in one place and 16 in another) and "0x10", "+1", " 1", "1e",
// "inf" or "0x1p3" mean nothing anywhere.
//
//   integer: [-]DIGITS                  leading zeros allowed and ignored; '-' only where the
//                                       type is signed
//   real:    [-](DIGITS[.DIGITS*] | .DIGITS)[(e|E)[+|-]DIGITS]   finite; no hex, inf or nan
//
// No '+', no spaces, no 0x/0o/0b prefixes, no digit separators. The readers never
// throw: they say whether the text was not such a number or one out of the type's range,
// and each caller words its own error with the text as typed.
#include <charconv>
#include <cmath>
#include <concepts>
#include <string_view>
#include <system_error>

namespace pipesched::io {

enum class decimal_status {
  ok,
  not_decimal,   // not the grammar above
  out_of_range,  // the grammar, but past the type's range (a real: not finite as a double)
};

namespace detail {

constexpr bool is_digit(char c) { return c >= '0' && c <= '9'; }

// How many characters from `i` are digits.
constexpr std::size_t digits_from(std::string_view s, std::size_t i) {
  std::size_t n = 0;
  while (i + n < s.size() && is_digit(s[i + n])) ++n;
  return n;
}

}  // namespace detail

// `text` is [-]DIGITS (with '-' only when `allow_minus`).
constexpr bool is_decimal_integer(std::string_view text, bool allow_minus) {
  std::size_t i = 0;
  if (allow_minus && !text.empty() && text.front() == '-') i = 1;
  return i < text.size() && detail::digits_from(text, i) == text.size() - i;
}

// `text` is the real grammar above (with a leading '-' only when `allow_minus`).
constexpr bool is_decimal_real(std::string_view text, bool allow_minus = true) {
  std::size_t i = 0;
  if (allow_minus && !text.empty() && text.front() == '-') i = 1;
  const std::size_t whole = detail::digits_from(text, i);
  i += whole;
  std::size_t fraction = 0;
  if (i < text.size() && text[i] == '.') {
    fraction = detail::digits_from(text, i + 1);
    i += 1 + fraction;
  }
  if (whole + fraction == 0) return false;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '+' || text[i] == '-')) ++i;
    const std::size_t exponent = detail::digits_from(text, i);
    if (exponent == 0) return false;
    i += exponent;
  }
  return i == text.size();
}

// `text` as a decimal integer of type `Integer`; `out` is written only on ok.
template <std::integral Integer>
  requires(!std::same_as<Integer, bool>)
decimal_status parse_decimal(std::string_view text, Integer& out) {
  if (!is_decimal_integer(text, std::is_signed_v<Integer>)) return decimal_status::not_decimal;
  Integer value{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, 10);
  if (ec == std::errc::result_out_of_range) return decimal_status::out_of_range;
  if (ec != std::errc{} || end != text.data() + text.size()) return decimal_status::not_decimal;
  out = value;
  return decimal_status::ok;
}

// `text` as a finite double (correctly rounded); `out` is written only on ok. A value past
// the double range (1e999) or below its smallest (1e-999) is out_of_range.
inline decimal_status parse_decimal(std::string_view text, double& out) {
  if (!is_decimal_real(text)) return decimal_status::not_decimal;
  double value = 0;
  const auto [end, ec] =
      std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::general);
  if (ec == std::errc::result_out_of_range) return decimal_status::out_of_range;
  if (ec != std::errc{} || end != text.data() + text.size()) return decimal_status::not_decimal;
  if (!std::isfinite(value)) return decimal_status::out_of_range;
  out = value;
  return decimal_status::ok;
}

}  // namespace pipesched::io
