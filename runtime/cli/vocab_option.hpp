#pragma once
// `schedule --vocab-parallel N`: the vocabulary layers as passes of the schedule
// (include/pipesched/core/vocab.hpp), N = 1 or 2 the paper's algorithm, 0 none; the naive
// placement (embedding on the first stage's device, head on the last's) is printed beside
// it. Their costs: --vocab-costs HF,HB,IF,IB (the whole head's forward and backward, the
// whole embedding's, per microbatch, in the unit of --costs), or, with --model, in
// proportion to the model's FLOPs (vocab_costs_of_model); a collective takes --collective
// (default: --comm).
#include <string_view>

#include <pipesched/core/vocabulary.hpp>

namespace pipesched::cli {

// 0, 1, 2 -> none, algorithm_1, algorithm_2; anything else throws std::invalid_argument.
vocab_placement vocab_placement_of(int n);

// "HF,HB,IF,IB": four finite numbers (their signs are the library's to check).
vocab_costs parse_vocab_costs(std::string_view text, double collective);

// The vocabulary layers' costs of the GPT `model` (plan's CONFIG) in proportion to `c`, the
// costs of one 1F1B stage of `devices` stages (layers / devices blocks): per token a
// block's forward takes 24h^2 + 4sh multiply-adds' worth of FLOPs, the head's forward 2hV
// and its backward (TB + TW) / TF times that, as a block's; the embedding's forward and its
// weight gradient move h values per token, counted as 2h each.
vocab_costs vocab_costs_of_model(std::string_view model, const costs& c, int devices, double collective);

}  // namespace pipesched::cli
