#pragma once
// Range-checked reads of the fields of a JSON file the tool reads back (a plan, a
// profile). nlohmann's get<int>() narrows silently (1e20 or 2^40 becomes some int), so each
// field is read as what it is, checked against its range, and refused with one line
// naming the field otherwise; names (a backend, a unit) are checked against the ones known,
// and so are the keys of each object: an unknown or misspelt field is refused by name.
#include <cmath>
#include <cstdint>
#include <initializer_list>
#include <stdexcept>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <fmt/ranges.h>

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

// The field `key` of the object `j` (`where` names `j`: "schedule"; empty: the document);
// refused with "missing field 'schedule.time_unit'" where there is none.
template <class Json>
const Json& field(const Json& j, const std::string& key, const std::string& where) {
  const std::string name = where.empty() ? key : where + "." + key;
  if (!j.is_object())
    throw std::invalid_argument(fmt::format("{} is {}, not an object", where.empty() ? "the document" : where,
                                            json_text(j).substr(0, 40)));
  const auto it = j.find(key);
  if (it == j.end()) throw std::invalid_argument(fmt::format("missing field '{}'", name));
  return *it;
}

// Refuses `j` unless it is an object whose every key is one of `known`: a misspelt or
// unknown field is named with the fields known there, instead of passing silently.
// `where` names the object ("parts.block"; empty: the document).
template <class Json>
void known_fields(const Json& j, const std::string& where, std::initializer_list<std::string_view> known) {
  const std::string at = where.empty() ? "" : " in " + where;
  if (!j.is_object())
    throw std::invalid_argument(fmt::format("{} is {}, not an object", where.empty() ? "the document" : where,
                                            json_text(j).substr(0, 40)));
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool found = false;
    for (std::string_view k : known) found = found || k == it.key();
    if (!found)
      throw std::invalid_argument(fmt::format("unknown field '{}'{} (known: {})", escape_invalid_utf8(it.key()), at,
                                              fmt::join(known, ", ")));
  }
}

// The string at `j`; `name` says which field in the message.
template <class Json>
std::string string_field(const Json& j, const std::string& name) {
  if (!j.is_string()) throw std::invalid_argument(fmt::format("{} is {}, not a string", name, json_text(j).substr(0, 40)));
  return j.template get<std::string>();
}

// The string at `j`, one of `known`; refused naming it and them otherwise.
template <class Json>
std::string name_field(const Json& j, const std::string& name, std::initializer_list<std::string_view> known) {
  const std::string s = string_field(j, name);
  for (std::string_view k : known)
    if (k == s) return s;
  throw std::invalid_argument(
      fmt::format("{} '{}' is not one of {}", name, escape_invalid_utf8(s).substr(0, 64), fmt::join(known, ", ")));
}

}  // namespace pipesched::cli
