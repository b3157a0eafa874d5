#include "runtime/gpt/gpt_batch.hpp"

#include <random>
#include <stdexcept>
#include <string>

namespace pipesched::gpt {

void validate(const gpt_batch& batch, const gpt_config& c) {
  if (batch.microbatches < 1)
    throw std::invalid_argument("a batch needs at least 1 microbatch, got " + std::to_string(batch.microbatches));
  const std::size_t n = static_cast<std::size_t>(batch.microbatches) * static_cast<std::size_t>(c.positions());
  if (batch.tokens.size() != n || batch.targets.size() != n)
    throw std::invalid_argument("a batch of " + std::to_string(batch.microbatches) + " microbatches needs " +
                                std::to_string(n) + " tokens and targets, got " +
                                std::to_string(batch.tokens.size()) + " and " + std::to_string(batch.targets.size()));
  for (const std::vector<int>* v : {&batch.tokens, &batch.targets})
    for (int t : *v)
      if (t < 0 || t >= c.vocab)
        throw std::invalid_argument("token " + std::to_string(t) + " is outside the vocabulary [0, " +
                                    std::to_string(c.vocab) + ")");
}

gpt_batch synthetic_batch(const gpt_config& c, int microbatches, std::uint64_t seed) {
  validate(c);
  std::mt19937_64 gen{seed};
  const auto V = static_cast<std::uint64_t>(c.vocab);
  const std::uint64_t a = 1 + 2 * (gen() % V), b = gen() % V;  // the next token is a function of this one
  gpt_batch out{microbatches, {}, {}};
  const std::size_t rows = static_cast<std::size_t>(microbatches) * static_cast<std::size_t>(c.microbatch);
  for (std::size_t r = 0; r < rows; ++r) {
    std::uint64_t x = gen() % V;
    for (int t = 0; t < c.seq; ++t) {
      const std::uint64_t next = (a * x + b) % V;
      out.tokens.push_back(static_cast<int>(x));
      out.targets.push_back(static_cast<int>(next));
      x = next;
    }
  }
  validate(out, c);
  return out;
}

}  // namespace pipesched::gpt
