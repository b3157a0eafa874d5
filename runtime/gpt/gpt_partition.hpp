#pragma once
// Which layers each stage holds: the model cut into `stages` contiguous chunks, the
// embeddings with the first and the final LayerNorm, LM head and loss with the last.
#include <vector>

#include "runtime/gpt/gpt_config.hpp"

namespace pipesched::gpt {

struct stage_layers {
  int first = 0;           // first transformer block of the stage
  int last = 0;            // one past its last block
  bool embedding = false;  // token + position embedding (stage 0)
  bool head = false;       // final LayerNorm, LM head, cross-entropy (the last stage)
  constexpr int blocks() const { return last - first; }
  friend constexpr bool operator==(const stage_layers&, const stage_layers&) = default;
};

// The whole model as one stage.
constexpr stage_layers whole_model(const gpt_config& c) { return {0, c.layers, true, true}; }

// Stage s holds blocks [s·L/S, (s+1)·L/S): sizes differ by at most one. Throws
// std::invalid_argument for stages < 1 or "more stages (S) than layers (L)".
std::vector<stage_layers> partition(const gpt_config& config, int stages);

}  // namespace pipesched::gpt
