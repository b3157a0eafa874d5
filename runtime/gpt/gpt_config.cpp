#include "runtime/gpt/gpt_config.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <stdexcept>

#include <pipesched/core/limits.hpp>
#include <pipesched/io/decimal.hpp>

namespace pipesched::gpt {

namespace {
[[noreturn]] void fail(const std::string& message) {
  throw std::invalid_argument("model config: " + message);
}

// Built with append: g++ 12 warns falsely (-Wrestrict) on "literal" + std::string&&.
std::string quoted(std::string_view s) { return std::string("'").append(s).append("'"); }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

// A positive decimal integer (io/decimal.hpp, as every option reads one: "010" is 10) at
// most `limit`, refused with the text as written.
int parse_positive(std::string_view key, std::string_view value, int limit) {
  int out = 0;
  const io::decimal_status status = io::parse_decimal(value, out);
  if ((status == io::decimal_status::out_of_range && value.front() != '-') ||
      (status == io::decimal_status::ok && out > limit))
    fail(std::string(key).append("=").append(value).append(" is above the limit of ").append(std::to_string(limit)));
  if (status != io::decimal_status::ok || out <= 0)
    fail(std::string(key).append("=").append(value).append(" is not a positive integer"));
  return out;
}

// "3/2/2/1": positive block counts.
std::vector<int> parse_blocks(std::string_view value) {
  std::vector<int> out;
  while (true) {
    const std::size_t slash = value.find('/');
    out.push_back(parse_positive("stage_blocks", trim(value.substr(0, slash)), limits::max_model_layers));
    if (slash == std::string_view::npos) break;
    value.remove_prefix(slash + 1);
  }
  return out;
}

std::string joined(const std::vector<int>& blocks) {
  std::string out;
  for (std::size_t i = 0; i < blocks.size(); ++i) out.append(i ? "/" : "").append(std::to_string(blocks[i]));
  return out;
}

// A size key's field and its limit (core/limits.hpp); a null slot for an unknown key.
struct size_field {
  int* slot = nullptr;
  int limit = 0;
};

size_field field(gpt_config& c, std::string_view key) {
  namespace lim = limits;
  if (key == "layers") return {&c.layers, lim::max_model_layers};
  if (key == "dim") return {&c.dim, lim::max_model_dim};
  if (key == "heads") return {&c.heads, lim::max_model_heads};
  if (key == "seq") return {&c.seq, lim::max_model_seq};
  if (key == "vocab") return {&c.vocab, lim::max_model_vocab};
  if (key == "batch") return {&c.microbatch, lim::max_model_batch};
  return {};
}
}  // namespace

std::int64_t parameter_count(const gpt_config& c) {
  // Token table and LM head (untied), position table, per block 12·C² + 13·C (attention,
  // MLP, two layer norms, their biases), the final layer norm; at the limits each term fits
  // in 64 bits, checked anyway.
  const std::int64_t C = c.dim;
  std::int64_t n = checked_mul(2 * std::int64_t{c.vocab}, C, "model parameters overflow");
  n = checked_add(n, checked_mul(c.seq, C, "model parameters overflow"), "model parameters overflow");
  const std::int64_t block = checked_add(checked_mul(12 * C, C, "model parameters overflow"), 13 * C,
                                         "model parameters overflow");
  n = checked_add(n, checked_mul(c.layers, block, "model parameters overflow"), "model parameters overflow");
  return checked_add(n, 2 * C, "model parameters overflow");
}

void validate(const gpt_config& c) {
  const std::pair<const char*, int> sizes[] = {{"layers", c.layers}, {"dim", c.dim},
                                               {"heads", c.heads},   {"seq", c.seq},
                                               {"vocab", c.vocab},   {"batch", c.microbatch}};
  for (const auto& [key, value] : sizes)
    if (value <= 0) fail(std::string(key) + " must be positive, got " + std::to_string(value));
  namespace lim = limits;
  const std::pair<const char*, int> caps[] = {{"layers", lim::max_model_layers}, {"dim", lim::max_model_dim},
                                              {"heads", lim::max_model_heads},   {"seq", lim::max_model_seq},
                                              {"vocab", lim::max_model_vocab},   {"batch", lim::max_model_batch}};
  for (std::size_t i = 0; i < std::size(caps); ++i)
    if (sizes[i].second > caps[i].second)
      fail(std::string(caps[i].first) + "=" + std::to_string(sizes[i].second) + " is above the limit of " +
           std::to_string(caps[i].second));
  if (std::int64_t{c.microbatch} * c.seq > lim::max_model_tokens)
    fail("batch x seq = " + std::to_string(std::int64_t{c.microbatch} * c.seq) + " rows per microbatch, above the "
         "limit of " + std::to_string(lim::max_model_tokens));
  if (const std::int64_t n = parameter_count(c); n > lim::max_model_parameters)
    fail("the model would have " + std::to_string(n) + " parameters, above the limit of " +
         std::to_string(lim::max_model_parameters));
  if (c.stage_blocks.size() > static_cast<std::size_t>(lim::max_stages))
    fail("stage_blocks has " + std::to_string(c.stage_blocks.size()) + " stages, above the limit of " +
         std::to_string(lim::max_stages));
  if (c.dim % c.heads != 0)
    fail("dim (" + std::to_string(c.dim) + ") must be a multiple of heads (" + std::to_string(c.heads) + ")");
  if (!c.stage_blocks.empty()) {
    long long sum = 0;
    for (int k : c.stage_blocks) {
      if (k < 1) fail("stage_blocks " + joined(c.stage_blocks) + ": every stage needs at least one block");
      sum += k;
    }
    if (sum != c.layers)
      fail("stage_blocks " + joined(c.stage_blocks) + " sum to " + std::to_string(sum) + " blocks, not layers (" +
           std::to_string(c.layers) + ")");
  }
}

gpt_config parse_gpt_config(std::string_view text, const gpt_config& base) {
  gpt_config c = base;
  bool first = true;
  std::vector<std::string_view> keys;  // given so far: a key twice is a mistake, not "the last wins"
  const auto once = [&](std::string_view key) {
    if (std::find(keys.begin(), keys.end(), key) != keys.end()) fail("key " + quoted(key) + " is given twice");
    keys.push_back(key);
  };
  while (true) {
    const std::size_t comma = text.find(',');
    const std::string_view item = trim(text.substr(0, comma));
    const std::size_t eq = item.find('=');
    if (eq == std::string_view::npos) {
      // Only the first item may be a preset name; it replaces the base.
      if (first && item == "tiny") c = presets::tiny;
      else if (first && item == "small") c = presets::small;
      else fail(quoted(item) + " is not key=value (keys: layers, dim, heads, seq, vocab, batch, stage_blocks)");
    } else {
      const std::string_view key = trim(item.substr(0, eq));
      if (key == "stage_blocks") {
        once(key);
        c.stage_blocks = parse_blocks(trim(item.substr(eq + 1)));
      } else {
        const size_field f = field(c, key);
        if (!f.slot) fail("unknown key " + quoted(key) + " (keys: layers, dim, heads, seq, vocab, batch, stage_blocks)");
        once(key);
        *f.slot = parse_positive(key, trim(item.substr(eq + 1)), f.limit);
      }
    }
    first = false;
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  validate(c);
  return c;
}

std::string to_string(const gpt_config& c) {
  return "layers=" + std::to_string(c.layers) + ",dim=" + std::to_string(c.dim) +
         ",heads=" + std::to_string(c.heads) + ",seq=" + std::to_string(c.seq) +
         ",vocab=" + std::to_string(c.vocab) + ",batch=" + std::to_string(c.microbatch) +
         (c.stage_blocks.empty() ? std::string() : ",stage_blocks=" + joined(c.stage_blocks));
}

}  // namespace pipesched::gpt
