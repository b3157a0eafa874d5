#pragma once
// Every JSON document the tool prints or writes goes through json_text(): it cannot throw
// on a string that is not UTF-8. nlohmann's dump() throws type_error 316 on such a byte
// (a path given as `--save "$(printf 'bad\xff.st')"`), which once aborted `train` after it
// had trained and saved, losing the summary.
//
// A byte that is not part of valid UTF-8 is written as the four characters \xNN (two
// lowercase hex digits: the JSON string "bad\\xff.st"), the way printf and bash's $'...'
// spell it, so a path stays recognisable and can be typed back; valid UTF-8 is written
// unchanged. This is Python's "backslashreplace": a string that already held the text
// \xff reads the same, which only matters for a name that was not UTF-8 to begin with.
// Keys are treated like values.
#include <cstddef>
#include <string>
#include <string_view>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

namespace pipesched::cli {

namespace detail {

// The length of the valid UTF-8 sequence at the start of `s` (Unicode's table 3-7: no
// overlong forms, no surrogates, nothing above U+10FFFF), or 0 where there is none.
inline std::size_t utf8_sequence_length(std::string_view s) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char c = byte(0);
  if (c < 0x80) return 1;
  std::size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;  // the second byte's range
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c == 0xE0) n = 3, lo = 0xA0;
  else if (c >= 0xE1 && c <= 0xEC) n = 3;
  else if (c == 0xED) n = 3, hi = 0x9F;
  else if (c >= 0xEE && c <= 0xEF) n = 3;
  else if (c == 0xF0) n = 4, lo = 0x90;
  else if (c >= 0xF1 && c <= 0xF3) n = 4;
  else if (c == 0xF4) n = 4, hi = 0x8F;
  else return 0;
  if (s.size() < n || byte(1) < lo || byte(1) > hi) return 0;
  for (std::size_t i = 2; i < n; ++i)
    if (byte(i) < 0x80 || byte(i) > 0xBF) return 0;
  return n;
}

inline bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = utf8_sequence_length(s.substr(i));
    if (n == 0) return false;
    i += n;
  }
  return true;
}

template <class Json>
bool all_valid_utf8(const Json& j) {
  if (j.is_string()) return valid_utf8(j.template get_ref<const typename Json::string_t&>());
  if (j.is_array())
    for (const Json& x : j)
      if (!all_valid_utf8(x)) return false;
  if (j.is_object())
    for (auto it = j.begin(); it != j.end(); ++it)
      if (!valid_utf8(it.key()) || !all_valid_utf8(it.value())) return false;
  return true;
}

}  // namespace detail

// `s` with each byte that is not part of valid UTF-8 written as \xNN (see above).
inline std::string escape_invalid_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    const std::size_t n = detail::utf8_sequence_length(s.substr(i));
    if (n == 0) {
      out += fmt::format("\\x{:02x}", static_cast<unsigned char>(s[i]));
      ++i;
    } else {
      out.append(s, i, n);
      i += n;
    }
  }
  return out;
}

// `j` with every string and key passed through escape_invalid_utf8.
template <class Json>
Json with_valid_utf8(const Json& j) {
  if (j.is_string()) return Json(escape_invalid_utf8(j.template get_ref<const typename Json::string_t&>()));
  if (j.is_array()) {
    Json out = Json::array();
    for (const Json& x : j) out.push_back(with_valid_utf8(x));
    return out;
  }
  if (j.is_object()) {
    Json out = Json::object();
    for (auto it = j.begin(); it != j.end(); ++it) out[escape_invalid_utf8(it.key())] = with_valid_utf8(it.value());
    return out;
  }
  return j;
}

// The text of `j` as dump(indent) writes it, with strings that are not UTF-8 escaped as
// above instead of an exception. The document is copied only when it holds such a string.
template <class Json>
std::string json_text(const Json& j, int indent = -1) {
  // error_handler_t::replace only guards: after the repair there is nothing left to replace.
  constexpr auto guard = nlohmann::detail::error_handler_t::replace;
  if (detail::all_valid_utf8(j)) return j.dump(indent, ' ', false, guard);
  return with_valid_utf8(j).dump(indent, ' ', false, guard);
}

}  // namespace pipesched::cli
