#pragma once
// The activation bytes one microbatch's passes allocate and free on a stage, derived from
// the tensors gpt_stage keeps (see the step letters in gpt_stage.cpp). The static bound
// of a schedule uses these; the stage's meter measures the same numbers.
#include <cstddef>
#include <iosfwd>

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

// What attention keeps from F for its B: the softmax probabilities [B, NH, T, T] (the
// reference kernels), or one fp32 logsumexp per row [B, NH, T] (a flash kernel).
enum class attention_keeps { probabilities, logsumexp };
const char* to_string(attention_keeps k);
std::ostream& operator<<(std::ostream& os, attention_keeps k);

// How a backend stores what a stage keeps: activations and their gradients at
// element_bytes a value, LayerNorm's mean and rstd at statistic_bytes, attention as above.
// The defaults are fp32 storage's (4-byte elements and statistics, probabilities kept);
// a backend declares its own (the bf16 host backends: element_bytes 2).
struct activation_storage {
  int element_bytes = 4;
  int statistic_bytes = 4;
  attention_keeps attention = attention_keeps::probabilities;
  friend bool operator==(const activation_storage&, const activation_storage&) = default;
};

// f_alloc: what F keeps; b_temp: the peak above the pre-B live bytes while B runs;
// b_free: what B frees net (negative when the output gradients B keeps for W outweigh
// the activations it drops, as in small models where NH·T < 4C); f_input: what the F of a
// recomputed microbatch keeps (the stage's input; 0 on the first stage, which re-reads its
// tokens); f_checkpoint_temp: that F's peak above f_input. In bytes of `storage`,
// so the bound stays exact for the backend whose stage keeps them.
memory_deltas stage_deltas(const gpt_config& config, const stage_layers& layers, activation_storage storage = {});

}  // namespace pipesched::gpt
