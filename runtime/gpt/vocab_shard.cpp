#include "runtime/gpt/vocab_shard.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::gpt {

vocab_range vocab_shard(int vocab, int device, int devices) {
  if (devices < 1) throw std::invalid_argument("vocabulary parallelism needs at least 1 device, got " + std::to_string(devices));
  if (device < 0 || device >= devices)
    throw std::invalid_argument("device " + std::to_string(device) + " is not one of the " + std::to_string(devices) +
                                " devices the vocabulary is sharded over");
  if (vocab < devices)
    throw std::invalid_argument("vocab " + std::to_string(vocab) + " is smaller than the " + std::to_string(devices) +
                                " devices it is sharded over");
  return vocab_shard_range(vocab, device, devices);
}

std::vector<vocab_range> vocab_shards(int vocab, int devices) {
  std::vector<vocab_range> out;
  for (int d = 0; d < devices; ++d) out.push_back(vocab_shard(vocab, d, devices));
  return out;
}

template <class Scalar>
void vocab_shard_params<Scalar>::zero_grad() {
  for_each([](parameter<Scalar>& p) { std::fill(p.grad.begin(), p.grad.end(), Scalar(0)); });
}

namespace {
void require_rows(const std::string& name, std::size_t size, vocab_range range, int dim) {
  const std::size_t C = static_cast<std::size_t>(dim);
  if (dim < 1 || range.first < 0 || range.count < 1 || size % C != 0 ||
      static_cast<std::size_t>(range.end()) > size / C)
    throw std::invalid_argument("vocabulary rows [" + std::to_string(range.first) + ", " + std::to_string(range.end()) +
                                ") are not within " + name + " (" + std::to_string(size / std::max<std::size_t>(C, 1)) +
                                " rows of " + std::to_string(dim) + ")");
}
}  // namespace

template <class Scalar>
parameter<Scalar> slice_vocab_rows(const parameter<Scalar>& whole, vocab_range range, int dim) {
  require_rows(whole.name, whole.size(), range, dim);
  const auto C = static_cast<std::ptrdiff_t>(dim);
  const auto from = range.first * C, to = range.end() * C;
  return {whole.name, std::vector<Scalar>(whole.value.begin() + from, whole.value.begin() + to),
          std::vector<Scalar>(whole.grad.begin() + from, whole.grad.begin() + to), whole.decay};
}

template <class Scalar>
vocab_shard_params<Scalar> shard_vocab_params(const gpt_params<Scalar>& first, const gpt_params<Scalar>& last,
                                              vocab_range range) {
  if (!first.layers.embedding) throw std::invalid_argument("shard_vocab_params: the first stage's parameters hold no wte");
  if (!last.layers.head) throw std::invalid_argument("shard_vocab_params: the last stage's parameters hold no lm_head.weight");
  const int C = first.config.dim;
  return {first.config, range, slice_vocab_rows(first.wte, range, C), slice_vocab_rows(last.lm_head_weight, range, C)};
}

template <class Scalar>
vocab_shard_params<Scalar> make_vocab_shard_params(const gpt_config& config, vocab_range range, std::uint64_t seed) {
  // One stage holding the embedding, the last block and the head: make_params draws each
  // tensor from (seed, name) alone, so these are the whole model's wte and lm_head.weight.
  const gpt_params<Scalar> holder = make_params<Scalar>(config, {config.layers - 1, config.layers, true, true}, seed);
  return shard_vocab_params(holder, holder, range);
}

template <class Scalar>
void gather_vocab_grads(const vocab_shard_params<Scalar>& shard, parameter<Scalar>& wte, parameter<Scalar>& lm_head_weight) {
  const int C = shard.config.dim;
  for (auto [from, to] : {std::pair{&shard.wte, &wte}, std::pair{&shard.lm_head_weight, &lm_head_weight}}) {
    require_rows(to->name, to->grad.size(), shard.range, C);
    std::copy(from->grad.begin(), from->grad.end(), to->grad.begin() + static_cast<std::ptrdiff_t>(shard.range.first) * C);
  }
}

template struct vocab_shard_params<float>;
template struct vocab_shard_params<double>;
#define PIPESCHED_VOCAB_SHARD_INSTANTIATE(S)                                                                        \
  template parameter<S> slice_vocab_rows(const parameter<S>&, vocab_range, int);                                   \
  template vocab_shard_params<S> shard_vocab_params(const gpt_params<S>&, const gpt_params<S>&, vocab_range);      \
  template vocab_shard_params<S> make_vocab_shard_params(const gpt_config&, vocab_range, std::uint64_t);           \
  template void gather_vocab_grads(const vocab_shard_params<S>&, parameter<S>&, parameter<S>&);
PIPESCHED_VOCAB_SHARD_INSTANTIATE(float)
PIPESCHED_VOCAB_SHARD_INSTANTIATE(double)
#undef PIPESCHED_VOCAB_SHARD_INSTANTIATE

}  // namespace pipesched::gpt
