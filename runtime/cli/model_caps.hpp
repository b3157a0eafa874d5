#pragma once
// `schedule --model CONFIG`: a --memory-cap in bytes then caps what a device holds with its
// weights (peak_bytes_with_weights, analysis/memory.hpp), for the GPT cut as the trainer cuts
// it: the embedding on the first stage, the final LayerNorm, LM head and loss on the last,
// per stage the runtime's activation deltas (gpt::stage_deltas, fp32 as the CPU backend
// stores them) and its fp32 weights. So the devices that hold the end stages differ from the
// others, and each is held to its own cap.
#include <string_view>
#include <vector>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/family.hpp>
#include <pipesched/schedule.hpp>

#include "runtime/gpt/gpt_config.hpp"

namespace pipesched::cli {

struct model_bytes {
  std::vector<memory_deltas> deltas;    // per stage
  std::vector<long long> weight_bytes;  // per stage
  // With vocabulary parallelism (not none): the stages hold blocks only (deltas as the
  // trainer's vocab_stage reports them, weights of their blocks) and each device its shard
  // of the vocabulary layers of `config` (checked_bytes_with_weights counts them as the
  // trainer's bound does: train::vocab_activation_bound, vocab_bound_with_weights).
  vocab_placement vocab = vocab_placement::none;
  gpt::gpt_config config{};
};

// The GPT of `model` (plan's CONFIG: gpt-1.5b, tiny, key=value, ...; its batch is the
// microbatch) cut into `stages` stages: evenly, or as `layout` says (gpt_layout.hpp; empty:
// evenly), as the trainer cuts it with `vocab` (none: the embedding on the first stage, the
// head on the last). Throws std::invalid_argument (one line).
model_bytes model_bytes_of(std::string_view model, std::string_view layout, int stages,
                           vocab_placement vocab = vocab_placement::none);

// What v-auto generates under: each device's cap in activation units, its byte cap less the
// weights of its stages, in chunk activations of its larger stage (0: no cap). A device whose
// weights alone are above its cap is an error naming it.
std::vector<double> caps_in_units(const model_bytes& m, family f, int devices, int chunks,
                                  const std::vector<double>& cap_bytes);

// Every device's peak with its weights (`versions` weight copies; with vocabulary
// parallelism also its S-to-T bytes and its vocabulary shard); a device above its own cap
// (one value: every device's; 0: none) is an error naming it, its bytes and its cap.
std::vector<long long> checked_bytes_with_weights(const schedule& s, const model_bytes& m, int versions,
                                                  const std::vector<double>& cap_bytes);

}  // namespace pipesched::cli
