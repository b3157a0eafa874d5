#pragma once
// Range-checked reads of the numbers in a JSON file the tool reads back (a plan, a
// profile). nlohmann's get<int>() narrows silently (1e20 or 2^40 becomes some int), so each
// field is read as what it is, checked against its range, and refused with one line
// naming the field otherwise.
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "json_text.hpp"

namespace pipesched::cli {

// The integer at `j`, within [lo, hi]; `name` says which field in the message.
template <class Json>
std::int64_t integer_field(const Json& j, const std::string& name, std::int64_t lo, std::int64_t hi) {
  if (j.is_number_unsigned()) {
    const auto v = j.template get<std::uint64_t>();
    if (v > static_cast<std::uint64_t>(hi))
      throw std::invalid_argument(fmt::format("{} is {}, above its limit {}", name, v, hi));
    if (static_cast<std::int64_t>(v) < lo)
      throw std::invalid_argument(fmt::format("{} is {}, below {}", name, v, lo));
    return static_cast<std::int64_t>(v);
  }
  if (!j.is_number_integer()) throw std::invalid_argument(fmt::format("{} is {}, not an integer", name, json_text(j)));
  const auto v = j.template get<std::int64_t>();
  if (v < lo || v > hi)
    throw std::invalid_argument(fmt::format("{} is {}, outside {} to {}", name, v, lo, hi));
  return v;
}

// The number at `j`, finite and within [lo, hi].
template <class Json>
double number_field(const Json& j, const std::string& name, double lo, double hi) {
  if (!j.is_number()) throw std::invalid_argument(fmt::format("{} is {}, not a number", name, json_text(j)));
  const double v = j.template get<double>();
  if (!std::isfinite(v) || v < lo || v > hi)
    throw std::invalid_argument(fmt::format("{} is {:g}, outside {:g} to {:g}", name, v, lo, hi));
  return v;
}

}  // namespace pipesched::cli
