#pragma once
// The activation bytes one microbatch's passes allocate and free on a stage, derived from
// the tensors gpt_stage keeps (see the step letters in gpt_stage.cpp). The static bound
// of a schedule uses these; the stage's meter measures the same numbers.
#include <cstddef>

#include <pipesched/core/vocabulary.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::gpt {

// Element counts of one microbatch's tensors.
struct tensor_sizes {
  std::size_t B, T, C, NH, V;
  explicit tensor_sizes(const gpt_config& c)
      : B(static_cast<std::size_t>(c.microbatch)), T(static_cast<std::size_t>(c.seq)),
        C(static_cast<std::size_t>(c.dim)), NH(static_cast<std::size_t>(c.heads)),
        V(static_cast<std::size_t>(c.vocab)) {}
  std::size_t rows() const { return B * T; }          // N
  std::size_t acts() const { return B * T * C; }      // one [N, C] activation
  std::size_t att() const { return B * NH * T * T; }  // softmax probabilities
  std::size_t logits() const { return B * T * V; }
};

// f_alloc: what F keeps; b_temp: the peak above the pre-B live bytes while B runs;
// b_free: what B frees net (negative when the output gradients B keeps for W outweigh
// the activations it drops, as in small models where NH·T < 4C).
memory_deltas stage_deltas(const gpt_config& config, const stage_layers& layers);

}  // namespace pipesched::gpt
