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

namespace pipesched::cli {

struct model_bytes {
  std::vector<memory_deltas> deltas;    // per stage
  std::vector<long long> weight_bytes;  // per stage
};

// The GPT of `model` (plan's CONFIG: gpt-1.5b, tiny, key=value, ...; its batch is the
// microbatch) cut into `stages` stages: evenly, or as `layout` says (gpt_layout.hpp; empty:
// evenly). Throws std::invalid_argument (one line).
model_bytes model_bytes_of(std::string_view model, std::string_view layout, int stages);

// What v-auto generates under: each device's cap in activation units, its byte cap less the
// weights of its stages, in chunk activations of its larger stage (0: no cap). A device whose
// weights alone are above its cap is an error naming it.
std::vector<double> caps_in_units(const model_bytes& m, family f, int devices, int chunks,
                                  const std::vector<double>& cap_bytes);

// Every device's peak with its weights (`versions` weight copies); a device above its own cap
// (one value: every device's; 0: none) is an error naming it, its bytes and its cap.
std::vector<long long> checked_bytes_with_weights(const schedule& s, const model_bytes& m, int versions,
                                                  const std::vector<double>& cap_bytes);

}  // namespace pipesched::cli
