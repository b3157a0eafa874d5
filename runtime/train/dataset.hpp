#pragma once
// The training loop's data: one fixed, learnable task, generated in the process (no
// download), from which each step draws its own sequences.
//
// The task: every sequence follows x[t+1] = (a·x[t] + b) mod V from a random start token,
// and the target of each position is the next token. `a` (coprime with V, so the map is a
// permutation of the vocabulary) and `b` are fixed by the dataset's seed once; the seed
// and the step number pick the start tokens of that step's sequences. So the loss can
// fall across steps (every step shows the same rule), and a run resumed at step k draws
// exactly the batches the uninterrupted run would have drawn (store the seed and the
// step in the checkpoint). gpt::synthetic_batch, by contrast, changes the rule with its
// seed.
#include <cstdint>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_config.hpp"

namespace pipesched::train {

class sequence_dataset {
 public:
  // Throws std::invalid_argument (one line) when `config` is not valid.
  sequence_dataset(const gpt::gpt_config& config, std::uint64_t seed);

  // The batch of training step `step` (0 for the first): m microbatches of
  // config.microbatch sequences of config.seq tokens. The same (seed, step, m) give the
  // same batch in any process. Throws std::invalid_argument for m < 1 or step < 0.
  gpt::gpt_batch batch(int microbatches, std::int64_t step) const;

  std::uint64_t seed() const { return seed_; }
  const gpt::gpt_config& config() const { return config_; }
  // The rule: next = (multiplier · token + increment) mod vocab.
  std::uint64_t multiplier() const { return a_; }
  std::uint64_t increment() const { return b_; }

 private:
  gpt::gpt_config config_;
  std::uint64_t seed_;
  std::uint64_t a_ = 1, b_ = 0;
};

}  // namespace pipesched::train
