#pragma once
// A small XML well-formedness check for the tests (no XML library is a dependency):
// one root element, properly nested and matching tags, quoted attributes with unique
// names, known or numeric entities, no stray '<' or '&'. Returns "" when well-formed,
// else what is wrong and where. Also counts start tags by name for the tests.
#include <cctype>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::test {

struct xml_summary {
  std::string error;                        // empty: well-formed
  std::map<std::string, int> elements;      // start tags by name
  std::vector<std::string> class_values;    // every class="..." value, in order
};

inline xml_summary check_xml(std::string_view text) {
  xml_summary out;
  std::vector<std::string> open;
  bool root_seen = false;
  std::size_t i = 0;
  auto fail = [&](const std::string& what) {
    out.error = what + " at byte " + std::to_string(i);
    return out;
  };
  auto name_char = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == ':' || c == '.';
  };
  auto check_entities = [&](std::string_view s) {
    for (std::size_t k = 0; k < s.size(); ++k) {
      if (s[k] == '<') return false;
      if (s[k] != '&') continue;
      const std::size_t semi = s.find(';', k);
      if (semi == std::string_view::npos) return false;
      const std::string_view e = s.substr(k + 1, semi - k - 1);
      const bool named = e == "amp" || e == "lt" || e == "gt" || e == "quot" || e == "apos";
      bool numeric = e.size() > 1 && e[0] == '#';
      for (std::size_t q = 1; numeric && q < e.size(); ++q) numeric = std::isdigit(static_cast<unsigned char>(e[q]));
      if (!named && !numeric) return false;
      k = semi;
    }
    return true;
  };
  while (i < text.size()) {
    if (text[i] != '<') {
      const std::size_t next = text.find('<', i);
      const std::string_view chunk = text.substr(i, next == std::string_view::npos ? text.size() - i : next - i);
      if (!check_entities(chunk)) return fail("bad character data");
      bool blank = true;
      for (char c : chunk) blank = blank && std::isspace(static_cast<unsigned char>(c));
      if (open.empty() && !blank) return fail("text outside the root element");
      i += chunk.size();
      continue;
    }
    if (text.substr(i, 5) == "<?xml") {
      if (i != 0) return fail("XML declaration not at the start");
      const std::size_t end = text.find("?>", i);
      if (end == std::string_view::npos) return fail("unterminated declaration");
      i = end + 2;
      continue;
    }
    if (text.substr(i, 4) == "<!--") {
      const std::size_t end = text.find("-->", i);
      if (end == std::string_view::npos) return fail("unterminated comment");
      i = end + 3;
      continue;
    }
    const bool closing = i + 1 < text.size() && text[i + 1] == '/';
    std::size_t k = i + (closing ? 2 : 1);
    const std::size_t name_start = k;
    while (k < text.size() && name_char(text[k])) ++k;
    const std::string name(text.substr(name_start, k - name_start));
    if (name.empty()) return fail("a tag without a name");
    if (closing) {
      while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k]))) ++k;
      if (k >= text.size() || text[k] != '>') return fail("bad end tag");
      if (open.empty() || open.back() != name) return fail("end tag </" + name + "> does not match");
      open.pop_back();
      i = k + 1;
      continue;
    }
    if (open.empty() && root_seen) return fail("a second root element");
    root_seen = true;
    std::set<std::string> attrs;
    for (;;) {
      const std::size_t before = k;
      while (k < text.size() && std::isspace(static_cast<unsigned char>(text[k]))) ++k;
      if (k >= text.size()) return fail("unterminated tag");
      if (text[k] == '>' || text.substr(k, 2) == "/>") break;
      if (k == before) return fail("attributes must be separated by space");
      const std::size_t a = k;
      while (k < text.size() && name_char(text[k])) ++k;
      const std::string attr(text.substr(a, k - a));
      if (attr.empty() || k >= text.size() || text[k] != '=') return fail("bad attribute in <" + name + ">");
      if (!attrs.insert(attr).second) return fail("repeated attribute " + attr);
      ++k;
      if (k >= text.size() || (text[k] != '"' && text[k] != '\'')) return fail("unquoted attribute " + attr);
      const char quote = text[k];
      const std::size_t end = text.find(quote, k + 1);
      if (end == std::string_view::npos) return fail("unterminated attribute " + attr);
      const std::string_view value = text.substr(k + 1, end - k - 1);
      if (!check_entities(value)) return fail("bad attribute value of " + attr);
      if (attr == "class") out.class_values.emplace_back(value);
      k = end + 1;
    }
    ++out.elements[name];
    if (text[k] == '>') {
      open.push_back(name);
      i = k + 1;
    } else {
      i = k + 2;
    }
  }
  if (!root_seen) return fail("no root element");
  if (!open.empty()) return fail("<" + open.back() + "> is never closed");
  return out;
}

}  // namespace pipesched::test
