#pragma once
// The examples of the docs, read from Markdown, and the rule that compares an example's
// shown output with the tool's real output. docs_examples_test.cpp runs every example of
// README.md and docs/*.md with it, so a change that alters an output fails until the docs
// follow; doc_examples_matcher_test.cpp pins the rules below.
//
// Conventions (docs/cli.md's "The examples are tested" says the same):
// - An example is a fenced code block whose first line starts with `$ `. Each `$ ` line is
//   a command (a line ending in `\` continues it on the next line); the lines after it, up
//   to the next `$ ` line or the end of the block, are its shown output: stdout, then stderr.
// - Commands run in order in a fresh temporary directory of their own (one per block), by
//   `sh`, with `pipesched` and `./build/pipesched` both the tool built here. A command must
//   start with one of those two names.
// - A shown line `...` alone stands for any number of real lines (none included).
//   Trailing spaces do not count.
// - An HTML comment on the line(s) right before the block sets rules for it, several
//   separated by `;`:
//     <!-- doc-test: volatile tokens/s, s -->  a number followed by a space and one of these
//         units (the whole word: `1.42 s,` but not `30 steps`) matches any number, with any
//         padding before it: throughput and seconds differ from run to run; a quoted name
//         (`volatile "seconds"`) does the same for the number after the JSON key `"seconds":`;
//     <!-- doc-test: excerpt -->  the shown lines appear in the output in this order, other
//         lines may come between and around them (a few keys of a JSON document);
//     <!-- doc-test: exit 3 -->  every command of the block exits with 3 (default 0);
//     <!-- doc-test: skip REASON -->  the block is not run (mpirun, a GPU, an annotated
//         line); the reason is required, and the test reports every skipped block.
#include <cctype>
#include <cstddef>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace pipesched::test::docs {

// One `$ ` command and the output shown under it.
struct doc_step {
  std::string command;             // without "$ "; continuation lines joined by '\n'
  std::vector<std::string> shown;  // the shown output lines, trailing spaces removed
};

struct doc_example {
  std::string where;  // "FILE:LINE" of the block's first line
  std::vector<doc_step> steps;
  std::vector<std::string> volatile_units;
  bool excerpt = false;
  int exit_status = 0;
  std::optional<std::string> skip_reason;
};

namespace detail {

inline std::string trim(const std::string& s) {
  const auto first = s.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t") - first + 1);
}

inline std::string trim_right(const std::string& s) {
  const auto last = s.find_last_not_of(" \t\r");
  return last == std::string::npos ? std::string() : s.substr(0, last + 1);
}

inline bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

inline std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Applies the rules of one `<!-- doc-test: ... -->` comment to `e`; a typo is an error, so
// that a misspelt rule cannot quietly leave a block unchecked.
inline void apply_rules(const std::string& rules, const std::string& where, doc_example& e) {
  std::istringstream items(rules);
  for (std::string item; std::getline(items, item, ';');) {
    item = trim(item);
    const std::string word = item.substr(0, item.find(' '));
    const std::string rest = trim(item.substr(word.size()));
    if (word == "skip" && !rest.empty()) {
      e.skip_reason = rest;
    } else if (word == "excerpt" && rest.empty()) {
      e.excerpt = true;
    } else if (word == "exit" && !rest.empty() && rest.find_first_not_of("0123456789") == std::string::npos) {
      e.exit_status = std::stoi(rest);
    } else if (word == "volatile" && !rest.empty()) {
      std::istringstream units(rest);
      for (std::string unit; std::getline(units, unit, ',');)
        if (!trim(unit).empty()) e.volatile_units.push_back(trim(unit));
    } else {
      throw std::runtime_error(where + ": unknown doc-test rule '" + item +
                               "' (skip REASON, excerpt, exit N, volatile UNIT, UNIT)");
    }
  }
}

}  // namespace detail

// Every example block of one Markdown file; throws on a malformed rule or a rule comment
// that no example block follows.
inline std::vector<doc_example> parse_examples(const std::string& markdown, const std::string& file) {
  const std::string open = "<!-- doc-test:", close = "-->";
  std::vector<doc_example> examples;
  std::optional<doc_example> pending;  // rules read, block not yet seen
  std::string pending_where;
  const std::vector<std::string> lines = detail::split_lines(markdown);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string line = detail::trim(lines[i]);
    const std::string where = file + ":" + std::to_string(i + 1);
    if (detail::starts_with(line, open)) {
      if (line.size() < open.size() + close.size() || line.compare(line.size() - close.size(), close.size(), close) != 0)
        throw std::runtime_error(where + ": a doc-test comment must end on its own line with -->");
      if (!pending) pending.emplace(), pending_where = where;
      detail::apply_rules(line.substr(open.size(), line.size() - open.size() - close.size()), where, *pending);
      continue;
    }
    if (!detail::starts_with(line, "```")) {
      if (pending && !line.empty()) throw std::runtime_error(pending_where + ": no code block right after this doc-test comment");
      continue;
    }
    // A fenced block: lines[i] opens it, find where it ends.
    std::size_t end = i + 1;
    while (end < lines.size() && !detail::starts_with(detail::trim(lines[end]), "```")) ++end;
    const bool is_example = end > i + 1 && detail::starts_with(lines[i + 1], "$ ");
    if (!is_example && pending) throw std::runtime_error(pending_where + ": doc-test comment before a block without `$ `");
    if (is_example) {
      doc_example e = pending ? *pending : doc_example{};
      e.where = file + ":" + std::to_string(i + 2);
      for (std::size_t k = i + 1; k < end; ++k) {
        if (detail::starts_with(lines[k], "$ ")) {
          std::string command = lines[k].substr(2);
          while (!command.empty() && command.back() == '\\' && k + 1 < end) command += "\n" + lines[++k];
          e.steps.push_back({command, {}});
        } else {
          e.steps.back().shown.push_back(detail::trim_right(lines[k]));
        }
      }
      examples.push_back(e);
    }
    pending.reset();
    i = end;
  }
  if (pending) throw std::runtime_error(pending_where + ": no code block after this doc-test comment");
  return examples;
}

// `line` with every number followed by " UNIT" (for each unit, as a whole word) replaced by
// "<n>", and the spaces before the number by one: "loss 4.16    11407 tokens/s" and
// "loss 4.16  9000 tokens/s" both become "loss 4.16 <n> tokens/s". A unit in quotes is a
// JSON key instead: `"seconds": 1.5` and `"seconds":1.5` become `"seconds": <n>`, `"seconds":<n>`.
inline std::string mask_volatile(const std::string& line, const std::vector<std::string>& units) {
  if (units.empty()) return line;
  const auto is_word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.'; };
  const auto is_digit = [](char c) { return std::isdigit(static_cast<unsigned char>(c)) != 0; };
  std::string out;
  std::size_t i = 0;
  while (i < line.size()) {
    std::size_t j = i;
    if (j < line.size() && line[j] == '-') ++j;
    const bool starts_number = (i == 0 || !is_word(line[i - 1])) && j < line.size() && is_digit(line[j]);
    if (starts_number) {
      while (j < line.size() && (is_digit(line[j]) || line[j] == '.')) ++j;
      if (j + 1 < line.size() && (line[j] == 'e' || line[j] == 'E') && (is_digit(line[j + 1]) || line[j + 1] == '-'))
        for (j += 2; j < line.size() && is_digit(line[j]);) ++j;
      for (const std::string& unit : units) {
        if (unit.front() == '"') {  // a JSON key: "key": NUMBER
          const std::string key = unit + ":";
          const std::size_t end = out.find_last_not_of(' ') + 1;  // 0 when out is blank
          if (end >= key.size() && out.compare(end - key.size(), key.size(), key) == 0) {
            out += "<n>";
            i = j;
            break;
          }
          continue;
        }
        const std::string tail = " " + unit;
        const std::size_t after = j + tail.size();
        if (line.compare(j, tail.size(), tail) == 0 && (after == line.size() || !is_word(line[after]) || line[after] == '.')) {
          while (!out.empty() && out.back() == ' ') out.pop_back();
          out += out.empty() ? "<n>" : " <n>";
          i = j;
          break;
        }
      }
      if (i == j) continue;
      out.append(line, i, j - i);  // a number, not volatile
      i = j;
      continue;
    }
    out += line[i++];
  }
  return out;
}

// Why `real` (a command's output) does not show as `shown` under the example's rules, or
// nothing when it does.
inline std::optional<std::string> output_mismatch(const std::vector<std::string>& shown, const std::string& real,
                                                  const doc_example& rules) {
  const auto masked = [&](const std::vector<std::string>& lines) {
    std::vector<std::string> out;
    for (const std::string& line : lines) out.push_back(mask_volatile(detail::trim_right(line), rules.volatile_units));
    return out;
  };
  const std::vector<std::string> want = masked(shown), got = masked(detail::split_lines(real));
  const auto all = [](const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) text += "  | " + line + "\n";
    return text;
  };
  const std::string both = "shown (masked):\n" + all(want) + "real (masked):\n" + all(got);

  if (rules.excerpt) {  // a subsequence, in order
    std::size_t g = 0;
    for (const std::string& line : want) {
      if (line == "...") continue;
      while (g < got.size() && got[g] != line) ++g;
      if (g == got.size()) return "shown line not in the output (in this order): " + line + "\n" + both;
      ++g;
    }
    return std::nullopt;
  }
  // Whole output; "..." matches any run of lines. Wildcard matching with backtracking to
  // the last "..." (linear in practice: few wildcards).
  std::size_t w = 0, g = 0, star = std::string::npos, star_g = 0;
  while (g < got.size()) {
    if (w < want.size() && want[w] == "...") {
      star = w++, star_g = g;
    } else if (w < want.size() && want[w] == got[g]) {
      ++w, ++g;
    } else if (star != std::string::npos) {
      w = star + 1, g = ++star_g;
    } else {
      return "line " + std::to_string(g + 1) + " differs: shown '" + (w < want.size() ? want[w] : "(end)") +
             "', real '" + got[g] + "'\n" + both;
    }
  }
  while (w < want.size() && want[w] == "...") ++w;
  if (w < want.size()) return "the output ends before the shown line '" + want[w] + "'\n" + both;
  return std::nullopt;
}

}  // namespace pipesched::test::docs
