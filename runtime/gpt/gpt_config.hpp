#pragma once
// The shape of a GPT-2 style model and of one microbatch: a value, built by the presets
// or parsed from "layers=L,dim=D,heads=H,seq=T,vocab=V,batch=B[,stage_blocks=K1/K2/...]".
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::gpt {

struct gpt_config {
  int layers = 4;      // L transformer blocks
  int dim = 32;        // C channels
  int heads = 4;       // NH attention heads (dim % heads == 0)
  int seq = 16;        // T positions per sequence (also the size of the position table)
  int vocab = 64;      // V tokens
  int microbatch = 4;  // B sequences per microbatch
  // How the model is cut into stages: transformer blocks per stage, in model order (each
  // at least 1, summing to `layers`); empty: evenly (see gpt_partition.hpp). It travels
  // with the config so that every stage built from it (gpt_stage checks its parameters
  // against partition(config, stages)) agrees on an uneven cut, such as a plan's.
  std::vector<int> stage_blocks = {};
  friend constexpr bool operator==(const gpt_config&, const gpt_config&) = default;

  constexpr int head_size() const { return dim / heads; }
  constexpr int positions() const { return microbatch * seq; }  // N = B·T rows per microbatch
};

namespace presets {
// Trains many steps per second on two CPU cores; 8 layers, so that the V families on 4
// devices (8 stages) can cut it.
constexpr gpt_config tiny{.layers = 8, .dim = 32, .heads = 4, .seq = 16, .vocab = 64, .microbatch = 4};
constexpr gpt_config small{.layers = 8, .dim = 64, .heads = 4, .seq = 32, .vocab = 256, .microbatch = 4};
}  // namespace presets

// Throws std::invalid_argument (one line) when a size is not positive or above its limit
// in include/pipesched/core/limits.hpp, the parameter count is above
// limits::max_model_parameters, dim % heads != 0, or stage_blocks (when given) has a block
// count below 1 or does not sum to layers. Nothing is allocated before this passes.
void validate(const gpt_config& config);

// Parameters of the model (GPT-2's, with an untied LM head), in 64 bits; for sizes within
// the limits it cannot overflow.
std::int64_t parameter_count(const gpt_config& config);

// "tiny", "small", or comma-separated key=value pairs (keys layers, dim, heads, seq, vocab,
// batch, stage_blocks), optionally after a preset name: "small,layers=12". stage_blocks
// takes block counts joined by '/': "stage_blocks=3/2/2/1". Keys not given keep `base`'s
// value. Throws std::invalid_argument with one line naming the bad key or value.
gpt_config parse_gpt_config(std::string_view text, const gpt_config& base = presets::tiny);

// "layers=4,dim=32,heads=4,seq=16,vocab=64,batch=4", with ",stage_blocks=1/2/1" when the
// config has a cut (parse_gpt_config reads it back).
std::string to_string(const gpt_config& config);

}  // namespace pipesched::gpt
