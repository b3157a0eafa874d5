#include "runtime/gpt/gpt_layout.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

#include <pipesched/core/limits.hpp>

namespace pipesched::gpt {
namespace {

// The longest expansion read: every block and stage boundary of the largest model, E and L.
constexpr std::int64_t max_symbols = std::int64_t{limits::max_model_layers} + limits::max_stages + 2;
// Parentheses nest at most this deep (the parser recurses once per level).
constexpr int max_depth = 16;

[[noreturn]] void refuse(const std::string& what) { throw std::invalid_argument("--layout: " + what); }

// Recursive descent over seq := item*, item := atom ('*' count)?, atom := E | t | L | m |
// '|' | '(' seq ')'; spaces and commas skipped. Expands as it reads, bounded by max_symbols.
class expander {
 public:
  explicit expander(std::string_view text) : text_(text) {}

  std::string expand() {
    std::string out = sequence(0);
    if (at_ < text_.size()) refuse(where("an unmatched ')'"));
    return out;
  }

 private:
  std::string where(const std::string& what) const { return where(what, at_); }
  std::string where(const std::string& what, std::size_t at) const {
    return what + " at column " + std::to_string(at + 1) + " of '" + std::string(text_) + "'";
  }
  void skip_cosmetic() {
    while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == ',')) ++at_;
  }
  std::string sequence(int depth) {
    std::string out;
    for (skip_cosmetic(); at_ < text_.size() && text_[at_] != ')'; skip_cosmetic()) {
      std::string item = atom(depth);
      skip_cosmetic();
      if (at_ < text_.size() && text_[at_] == '*') {
        ++at_;
        const std::int64_t n = count();
        if (static_cast<std::int64_t>(item.size()) * n > max_symbols) too_long();
        std::string repeated;
        for (std::int64_t i = 0; i < n; ++i) repeated += item;
        item = std::move(repeated);
      }
      if (static_cast<std::int64_t>(out.size() + item.size()) > max_symbols) too_long();
      out += item;
    }
    return out;
  }
  std::string atom(int depth) {
    const char c = text_[at_];
    if (c == '(') {
      if (depth + 1 > max_depth) refuse(where("parentheses nested deeper than " + std::to_string(max_depth)));
      ++at_;
      std::string inner = sequence(depth + 1);
      if (at_ >= text_.size()) refuse("a '(' is never closed in '" + std::string(text_) + "'");
      ++at_;  // ')'
      return inner;
    }
    if (c == 'E' || c == 't' || c == 'L' || c == '|') {
      ++at_;
      return std::string(1, c);
    }
    if (c == 'm') refuse(where("'m' (a multi-token-prediction layer) is not part of pipesched's GPT"));
    if (c == '*') refuse(where("a '*' repeats nothing"));
    refuse(where(std::string("an unexpected '") + c + "' (the symbols are E, t, L, '|', '(', ')', '*N')"));
  }
  std::int64_t count() {
    skip_cosmetic();
    const std::size_t start = at_;
    std::int64_t n = 0;
    while (at_ < text_.size() && text_[at_] >= '0' && text_[at_] <= '9') {
      n = n * 10 + (text_[at_] - '0');
      if (n > max_symbols) too_long();
      ++at_;
    }
    if (at_ == start) refuse(where("a '*' without a count"));
    if (n < 1) refuse(where("a repeat count of 0", start));
    return n;
  }
  [[noreturn]] void too_long() const {
    refuse("'" + std::string(text_) + "' expands to more than " + std::to_string(max_symbols) +
           " symbols (limits::max_model_layers blocks, limits::max_stages stages)");
  }

  std::string_view text_;
  std::size_t at_ = 0;
};

}  // namespace

std::vector<int> parse_layout(std::string_view text, int layers) {
  const std::string symbols = expander(text).expand();
  std::vector<int> blocks{0};
  int embeddings = 0, losses = 0, placed = 0;
  int embedding_stage = -1, loss_stage = -1;
  for (const char c : symbols) {
    const int stage = static_cast<int>(blocks.size()) - 1;
    if (c == '|') {
      if (static_cast<int>(blocks.size()) >= limits::max_stages)
        refuse("more than " + std::to_string(limits::max_stages) + " stages (limits::max_stages)");
      blocks.push_back(0);
    } else if (c == 't') {
      ++blocks.back();
      ++placed;
    } else if (c == 'E') {
      ++embeddings;
      embedding_stage = stage;
    } else {  // 'L'
      ++losses;
      loss_stage = stage;
    }
  }
  const int stages = static_cast<int>(blocks.size());
  std::string quoted = "'";  // (not "'" + std::string(text): g++ 12 warns -Wrestrict on that)
  quoted.append(text) += '\'';
  if (embeddings != 1) refuse(quoted + " places the embedding E " + std::to_string(embeddings) + " times, not once");
  if (losses != 1) refuse(quoted + " places the loss L " + std::to_string(losses) + " times, not once");
  if (embedding_stage != 0)
    refuse("the embedding E is on stage " + std::to_string(embedding_stage) + ": pipesched's GPT keeps it on stage 0");
  if (loss_stage != stages - 1)
    refuse("the loss L is on stage " + std::to_string(loss_stage) + ": pipesched's GPT keeps it on the last stage (" +
           std::to_string(stages - 1) + ")");
  for (int s = 0; s < stages; ++s)
    if (blocks[s] == 0)
      refuse("stage " + std::to_string(s) + " of " + quoted +
             " holds no transformer block t: every pipesched stage holds at least one");
  if (placed != layers)
    refuse(quoted + " places " + std::to_string(placed) + " transformer blocks; the model has " +
           std::to_string(layers) + " (" + (placed < layers ? std::to_string(layers - placed) + " missing" :
                                                             std::to_string(placed - layers) + " too many") + ")");
  return blocks;
}

std::string layout_text(const std::vector<int>& blocks) {
  if (blocks.empty()) throw std::invalid_argument("a layout has at least one stage");
  for (const int n : blocks)
    if (n < 1) throw std::invalid_argument("every stage of a layout holds at least one transformer block");
  // Appended piece by piece: `"t*" + std::to_string(n)` makes g++ 12 warn -Wrestrict (a
  // false positive) at -O3.
  std::string out = "E";
  auto run = [&out](int n) {
    out += 't';
    if (n > 1) out.append("*").append(std::to_string(n));
  };
  const std::size_t last = blocks.size() - 1;
  run(blocks[0]);
  if (last > 0) {
    out += '|';
    // The middle stages, equal neighbours grouped: "(t*13|)*2".
    for (std::size_t s = 1; s < last;) {
      std::size_t same = s + 1;
      while (same < last && blocks[same] == blocks[s]) ++same;
      const std::size_t count = same - s;
      if (count > 1) out += '(';
      run(blocks[s]);
      out += '|';
      if (count > 1) out.append(")*").append(std::to_string(count));
      s = same;
    }
    run(blocks[last]);
  }
  return out + "L";
}

}  // namespace pipesched::gpt
