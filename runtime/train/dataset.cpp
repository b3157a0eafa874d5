#include "runtime/train/dataset.hpp"

#include <numeric>
#include <stdexcept>
#include <string>

namespace pipesched::train {

namespace {
// splitmix64: a well-mixed 64-bit hash, so nearby (seed, step) pairs draw unrelated starts.
std::uint64_t mix(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}
}  // namespace

sequence_dataset::sequence_dataset(const gpt::gpt_config& config, std::uint64_t seed) : config_(config), seed_(seed) {
  gpt::validate(config_);
  const auto V = static_cast<std::uint64_t>(config_.vocab);
  const std::uint64_t task = mix(seed_ ^ 0x7461736bull);  // "task"
  // a coprime with V, so the map is a permutation of the vocabulary.
  a_ = 1 + task % V;
  while (std::gcd(a_, V) != 1) ++a_;
  a_ %= V;
  b_ = mix(task) % V;
}

gpt::gpt_batch sequence_dataset::batch(int microbatches, std::int64_t step) const {
  if (microbatches < 1)
    throw std::invalid_argument("a batch needs at least 1 microbatch, got " + std::to_string(microbatches));
  if (step < 0) throw std::invalid_argument("the step must not be negative, got " + std::to_string(step));
  const auto V = static_cast<std::uint64_t>(config_.vocab);
  std::uint64_t state = mix(seed_) ^ mix(static_cast<std::uint64_t>(step) + 0x5354455000000000ull);  // "STEP"
  gpt::gpt_batch out{microbatches, {}, {}};
  const std::size_t rows = static_cast<std::size_t>(microbatches) * static_cast<std::size_t>(config_.microbatch);
  const std::size_t n = rows * static_cast<std::size_t>(config_.seq);
  out.tokens.reserve(n);
  out.targets.reserve(n);
  for (std::size_t r = 0; r < rows; ++r) {
    state = mix(state);
    std::uint64_t x = state % V;
    for (int t = 0; t < config_.seq; ++t) {
      const std::uint64_t next = (a_ * x + b_) % V;
      out.tokens.push_back(static_cast<int>(x));
      out.targets.push_back(static_cast<int>(next));
      x = next;
    }
  }
  return out;
}

}  // namespace pipesched::train
