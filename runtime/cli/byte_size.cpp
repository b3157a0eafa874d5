#include "byte_size.hpp"

#include <stdexcept>

#include <fmt/format.h>

#include <pipesched/io/decimal.hpp>

namespace pipesched::cli {

namespace {

// A byte unit: its scale is 10^pow10 x 2^pow2.
struct byte_unit {
  std::string_view name;
  int pow10;
  int pow2;
};

constexpr byte_unit byte_units[] = {{"B", 0, 0},   {"kB", 3, 0},   {"KB", 3, 0},   {"MB", 6, 0},   {"GB", 9, 0},
                                    {"TB", 12, 0}, {"KiB", 0, 10}, {"MiB", 0, 20}, {"GiB", 0, 30}, {"TiB", 0, 40}};

constexpr const char* unit_list = "B; kB or KB, MB, GB, TB: powers of 1000; KiB, MiB, GiB, TiB: powers of 1024";

const byte_unit* unit_named(std::string_view name) {
  for (const byte_unit& u : byte_units)
    if (u.name == name) return &u;
  return nullptr;
}

enum class exactness { whole, fraction, too_large, too_many_digits };

__extension__ typedef unsigned __int128 wide;  // 38 decimal digits and a scale, exactly

// `number` (io::is_decimal_real without a sign) times 10^pow10 x 2^pow2, exactly, as whole
// bytes in `out`.
exactness exact_bytes(std::string_view number, int pow10, int pow2, std::int64_t& out) {
  std::string digits;
  std::size_t i = 0;
  for (; i < number.size() && io::detail::is_digit(number[i]); ++i) digits += number[i];
  std::int64_t exponent = pow10;
  if (i < number.size() && number[i] == '.')
    for (++i; i < number.size() && io::detail::is_digit(number[i]); ++i) digits += number[i], --exponent;
  if (i < number.size()) {  // e[+-]DIGITS: a huge exponent only says "huge" or "tiny"
    ++i;
    const bool minus = number[i] == '-';
    if (number[i] == '+' || number[i] == '-') ++i;
    std::int64_t e = 0;
    for (; i < number.size(); ++i) e = std::min<std::int64_t>(e * 10 + (number[i] - '0'), 1'000'000);
    exponent += minus ? -e : e;
  }
  const std::size_t first = digits.find_first_not_of('0');
  if (first == std::string::npos) return out = 0, exactness::whole;
  digits.erase(0, first);
  while (digits.back() == '0') digits.pop_back(), ++exponent;
  const auto magnitude = static_cast<std::int64_t>(digits.size()) + exponent;  // digits before the point
  if (magnitude > 20) return exactness::too_large;  // at least 10^20 > 2^62 bytes
  if (digits.size() > 38) return exactness::too_many_digits;  // more than 128 bits hold
  wide d = 0;
  for (char c : digits) d = d * 10 + static_cast<unsigned>(c - '0');
  constexpr wide limit = wide{1} << 62;
  if (exponent >= 0) {
    for (std::int64_t k = 0; k < exponent; ++k)
      if ((d *= 10) > limit) return exactness::too_large;
  } else {
    for (std::int64_t k = 0; k < -exponent; ++k) {  // 10^-e = 5^-e x 2^-e: the fives first
      if (d % 5 != 0) return exactness::fraction;
      d /= 5;
    }
    pow2 -= static_cast<int>(-exponent);
  }
  for (; pow2 < 0; ++pow2) {
    if (d % 2 != 0) return exactness::fraction;
    d /= 2;
  }
  for (; pow2 > 0; --pow2)
    if ((d *= 2) > limit) return exactness::too_large;
  if (d > limit) return exactness::too_large;
  out = static_cast<std::int64_t>(d);
  return exactness::whole;
}

struct parsed_size {
  size_text size;
  std::int64_t byte_count = 0;  // exact, when size.bytes
};

parsed_size read_size(std::string_view text, std::string_view option) {
  if (!text.empty() && text.front() == '-')
    throw std::invalid_argument(fmt::format("{} must not be negative, got '{}'", option, text));
  std::size_t split = text.size();
  while (split > 0 && ((text[split - 1] >= 'A' && text[split - 1] <= 'Z') || (text[split - 1] >= 'a' && text[split - 1] <= 'z')))
    --split;
  const std::string_view number = text.substr(0, split), unit_name = text.substr(split);
  if (!io::is_decimal_real(number, false))
    throw std::invalid_argument(
        fmt::format("{} '{}' is not a number or a size: a decimal number, then no unit or one right after it "
                    "(units: {})",
                    option, text, unit_list));
  if (unit_name.empty()) {
    double value = 0;
    if (io::parse_decimal(number, value) != io::decimal_status::ok)
      throw std::invalid_argument(fmt::format("{} must be finite, got '{}'", option, text));
    return {{value, false}, 0};
  }
  const byte_unit* unit = unit_named(unit_name);
  if (!unit)
    throw std::invalid_argument(fmt::format("{} '{}': unknown unit '{}' (units: {})", option, text, unit_name, unit_list));
  std::int64_t bytes = 0;
  switch (exact_bytes(number, unit->pow10, unit->pow2, bytes)) {
    case exactness::whole:
      return {{static_cast<double>(bytes), true}, bytes};
    case exactness::fraction:
      throw std::invalid_argument(fmt::format("{} '{}' is not a whole number of bytes", option, text));
    case exactness::too_many_digits:
      throw std::invalid_argument(fmt::format("{} '{}' has more digits than a byte count can use", option, text));
    case exactness::too_large:
      break;
  }
  throw std::invalid_argument(fmt::format("{} must be at most 2^62 bytes, got '{}'", option, text));
}

}  // namespace

size_text parse_size(std::string_view text, std::string_view option) { return read_size(text, option).size; }

std::int64_t parse_byte_count(std::string_view text, std::string_view option, std::string_view bare_hint) {
  const parsed_size s = read_size(text, option);
  if (!s.size.bytes) throw std::invalid_argument(fmt::format("{} {} has no unit: {}", option, text, bare_hint));
  if (s.byte_count < 1) throw std::invalid_argument(fmt::format("{} must be at least 1 byte, got '{}'", option, text));
  return s.byte_count;
}

std::string human_bytes(double bytes) {
  const char* units[] = {"B", "kB", "MB", "GB", "TB", "PB", "EB"};
  int u = 0;
  while (bytes >= 1000 && u < 6) bytes /= 1000, ++u;
  return u == 0 ? fmt::format("{:.0f} B", bytes) : fmt::format("{:.1f} {}", bytes, units[u]);
}

}  // namespace pipesched::cli
