#pragma once
// Small text helpers shared by the io writers: locale-independent numbers with a fixed
// number of decimals (so the same schedule always gives the same bytes) and escaping.
#include <charconv>
#include <string>
#include <string_view>

#include "../core/vocabulary.hpp"

namespace pipesched::io {

// How the text outputs name an action: KIND<stage>.<microbatch> ("F3.7"); an overlapped
// one names both halves, F first: "F0.7&BW7.3" (torch writes it (0F7;7B3)OVERLAP_F_B).
inline std::string action_label(const action& a) {
  std::string out;
  for (const action& pass : passes_of(a)) {
    if (!out.empty()) out += '&';
    out += std::string(to_string(pass.kind)) + std::to_string(pass.stage) + '.' + std::to_string(pass.microbatch);
  }
  return out;
}

}  // namespace pipesched::io

namespace pipesched::io::detail {

// `x` with at most `decimals` decimals, trailing zeros and a trailing point removed;
// "-0" prints as "0". The C++ formatting functions used here ignore the locale.
inline std::string number(double x, int decimals = 2) {
  char buffer[64];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, x, std::chars_format::fixed, decimals);
  std::string s = ec == std::errc{} ? std::string(buffer, end) : std::string("0");
  if (s.find('.') != std::string::npos) {
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
  }
  if (s == "-0") s = "0";
  return s;
}

// For XML text and attribute values.
inline std::string xml_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// For JSON string contents (without the quotes).
inline std::string json_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      constexpr char hex[] = "0123456789abcdef";
      out += "\\u00";
      out += hex[(c >> 4) & 0xf];
      out += hex[c & 0xf];
    } else {
      out += c;
    }
  }
  return out;
}

}  // namespace pipesched::io::detail
