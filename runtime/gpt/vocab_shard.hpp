#pragma once
// Vocabulary parallelism's split of the model (arXiv 2411.05288): the token embedding
// (wte) and the LM head's weight (lm_head.weight), both [V, C], cut by rows -- by
// vocabulary -- over all p pipeline devices, so that their work and memory are spread
// evenly instead of sitting on the first and the last stage. The position embedding (wpe)
// stays on the first stage and the final LayerNorm (ln_f) on the last.
#include <cstdint>
#include <vector>

#include <pipesched/core/vocab.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

// The tokens [first, first + count) of one device's shard (the library's).
using pipesched::vocab_range;

// Device `device` of `devices`: the library's rule (core/vocab.hpp, vocab_shard_range: V / p
// tokens each, the first V mod p devices one more).
// Throws std::invalid_argument (one line) for devices < 1, a device outside [0, devices),
// or a vocabulary smaller than the devices ("vocab 3 is smaller than the 4 devices it is
// sharded over": a device would hold no token).
vocab_range vocab_shard(int vocab, int device, int devices);
// Every device's, in device order.
std::vector<vocab_range> vocab_shards(int vocab, int devices);

// The vocabulary parameters one device holds: its rows of wte and of lm_head.weight
// ([count, C] each, the names of the whole ones), with gradients.
template <class Scalar>
struct vocab_shard_params {
  gpt_config config;
  vocab_range range;
  parameter<Scalar> wte;             // rows range of wte: [count, C]
  parameter<Scalar> lm_head_weight;  // rows range of lm_head.weight: [count, C]

  template <class F>
  void for_each(F&& f) {
    f(wte);
    f(lm_head_weight);
  }
  void zero_grad();
  std::size_t scalars() const { return wte.size() + lm_head_weight.size(); }
};

// The rows `range` of a [V, dim] parameter (values and gradients), under its name.
template <class Scalar>
parameter<Scalar> slice_vocab_rows(const parameter<Scalar>& whole, vocab_range range, int dim);

// A device's shard cut from the whole embedding and head, which `first` (holding wte)
// and `last` (holding lm_head.weight) may be the same stage's parameters or two stages'.
// Throws std::invalid_argument when either lacks its tensor or range is not within vocab.
template <class Scalar>
vocab_shard_params<Scalar> shard_vocab_params(const gpt_params<Scalar>& first, const gpt_params<Scalar>& last,
                                              vocab_range range);

// The shard `range` of the model make_params(config, ..., seed) makes: its rows equal the
// whole tensors' rows, so a seed gives the same model sharded or not.
template <class Scalar>
vocab_shard_params<Scalar> make_vocab_shard_params(const gpt_config& config, vocab_range range, std::uint64_t seed);

// The shard's gradients written into their rows of the whole tensors' gradients (for a
// check against the unpipelined model, or to gather a checkpoint); other rows untouched.
template <class Scalar>
void gather_vocab_grads(const vocab_shard_params<Scalar>& shard, parameter<Scalar>& wte, parameter<Scalar>& lm_head_weight);

extern template struct vocab_shard_params<float>;
extern template struct vocab_shard_params<double>;

}  // namespace pipesched::gpt
