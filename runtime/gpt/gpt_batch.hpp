#pragma once
// The data of one training iteration: tokens and next-token targets for m microbatches.
#include <cstdint>
#include <vector>

#include "runtime/gpt/gpt_config.hpp"

namespace pipesched::gpt {

struct gpt_batch {
  int microbatches = 0;
  std::vector<int> tokens;   // [m, B, T], each in [0, V)
  std::vector<int> targets;  // [m, B, T], each in [0, V)

  // Microbatch j's B·T tokens (or targets), row-major [B, T].
  const int* tokens_of(const gpt_config& c, int j) const { return tokens.data() + offset(c, j); }
  const int* targets_of(const gpt_config& c, int j) const { return targets.data() + offset(c, j); }

 private:
  static std::size_t offset(const gpt_config& c, int j) {
    return static_cast<std::size_t>(j) * static_cast<std::size_t>(c.positions());
  }
};

// Throws std::invalid_argument when the sizes do not match m·B·T or a token or target is
// outside [0, V): the kernels do not check their indices.
void validate(const gpt_batch& batch, const gpt_config& config);

// A learnable synthetic task: each sequence follows x[t+1] = (a·x[t] + b) mod V from a
// seeded random start (a, b fixed by the seed), and the target is the next token.
gpt_batch synthetic_batch(const gpt_config& config, int microbatches, std::uint64_t seed);

}  // namespace pipesched::gpt
