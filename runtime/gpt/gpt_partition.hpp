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

// The cut of `config` into `stages` stages. Without config.stage_blocks, evenly: stage s
// holds blocks [s·L/S, (s+1)·L/S), sizes differ by at most one. With it, its counts
// (uneven allowed), which must name exactly `stages` stages. Throws std::invalid_argument
// for stages < 1, "more stages (S) than layers (L)", or a stage_blocks of another length.
std::vector<stage_layers> partition(const gpt_config& config, int stages);

// The cut with `blocks[s]` transformer blocks on stage s (a plan's per-stage layer
// partition). Throws std::invalid_argument (one line) when a count is below 1 or the
// counts do not sum to config.layers.
std::vector<stage_layers> partition(const gpt_config& config, const std::vector<int>& blocks);

}  // namespace pipesched::gpt
