#include "vocab_option.hpp"

#include <cstddef>
#include <stdexcept>

#include <fmt/format.h>

#include <pipesched/io/decimal.hpp>

#include "plan_command.hpp"
#include "trimmed.hpp"

namespace pipesched::cli {

vocab_placement vocab_placement_of(int n) {
  switch (n) {
    case 0: return vocab_placement::none;
    case 1: return vocab_placement::algorithm_1;
    case 2: return vocab_placement::algorithm_2;
    default:
      throw std::invalid_argument(fmt::format(
          "--vocab-parallel is 1 (two all-reduces per microbatch, p + 2 activation units in 1F1B) or 2 (one "
          "all-reduce, p + 1), or 0 for none (got {})",
          n));
  }
}

vocab_costs parse_vocab_costs(std::string_view text, double collective) {
  const auto bad = [&] {
    return std::invalid_argument(
        fmt::format("--vocab-costs must be four finite numbers HF,HB,IF,IB (the whole LM head's forward and "
                    "backward, the whole input embedding's forward and weight gradient; got '{}')",
                    text));
  };
  double values[4] = {};
  std::size_t count = 0;
  std::string_view rest = text;
  for (;;) {
    const std::size_t comma = rest.find(',');
    const std::string_view field = trimmed(rest.substr(0, comma));
    if (count == 4 || field.empty()) throw bad();
    if (io::parse_decimal(field, values[count]) != io::decimal_status::ok) throw bad();
    ++count;
    if (comma == std::string_view::npos) break;
    rest.remove_prefix(comma + 1);
  }
  if (count != 4) throw bad();
  return {values[0], values[1], values[2], values[3], collective};
}

vocab_costs vocab_costs_of_model(std::string_view model, const costs& c, int devices, double collective) {
  const gpt::gpt_config g = parse_model_config(model);
  const double h = g.dim, s = g.seq, v = g.vocab;
  const double block = 24 * h * h + 4 * s * h;  // FLOPs per token of one block's forward
  const double stage = block * g.layers / devices;
  const double head_f = c.f * 2 * h * v / stage;
  const double input = c.f * 2 * h / stage;
  return {head_f, head_f * (c.b + c.w) / c.f, input, input, collective};
}

}  // namespace pipesched::cli
