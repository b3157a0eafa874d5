#include "model_caps.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include <pipesched/analysis/memory.hpp>

#include "plan_command.hpp"
#include "runtime/gpt/gpt_layout.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/train/training_schedule.hpp"
#include "runtime/train/vocab_launch.hpp"

namespace pipesched::cli {

namespace {
double cap_of(const std::vector<double>& caps, int d) {
  return caps.size() == 1 ? caps.front() : caps[static_cast<std::size_t>(d)];
}
}  // namespace

model_bytes model_bytes_of(std::string_view model, std::string_view layout, int stages, vocab_placement vocab) {
  gpt::gpt_config c = parse_model_config(model);
  if (!layout.empty()) {
    c.stage_blocks = gpt::parse_layout(layout, c.layers);
    if (c.stage_blocks.size() != static_cast<std::size_t>(stages))
      throw std::invalid_argument(fmt::format("--layout {} has {} stages; the schedule has {} (devices x chunks)", layout,
                                              c.stage_blocks.size(), stages));
  }
  model_bytes out;
  out.vocab = vocab;
  out.config = c;
  std::vector<gpt::stage_layers> cut = gpt::partition(c, stages);
  if (vocab != vocab_placement::none) {  // the trainer's cut: blocks only (trainer.cpp)
    cut.front().embedding = false;
    cut.back().head = false;
  }
  for (std::size_t s = 0; s < cut.size(); ++s) {
    const memory_deltas d = gpt::stage_deltas(c, cut[s]);
    out.deltas.push_back(vocab == vocab_placement::none ? d
                                                         : gpt::vocab_stage_deltas(d, c, s == 0, s + 1 == cut.size()));
    out.weight_bytes.push_back(static_cast<long long>(train::scalars_of(c, cut[s]) * sizeof(float)));
  }
  return out;
}

std::vector<double> caps_in_units(const model_bytes& m, family f, int devices, int chunks,
                                  const std::vector<double>& cap_bytes) {
  const int stages = devices * chunks;
  // Stage s's device: V placement (chunk 0 down, chunk 1 back up) or the loop (s mod p).
  auto device_of = [&](int s) { return is_v_placed(f) && s >= devices ? 2 * devices - 1 - s : s % devices; };
  std::vector<long long> weights(static_cast<std::size_t>(devices), 0), largest(static_cast<std::size_t>(devices), 1);
  for (int s = 0; s < stages; ++s) {
    const auto d = static_cast<std::size_t>(device_of(s));
    weights[d] += m.weight_bytes[static_cast<std::size_t>(s)];
    largest[d] = std::max(largest[d], m.deltas[static_cast<std::size_t>(s)].f_alloc);
  }
  std::vector<double> out;
  for (int d = 0; d < devices; ++d) {
    const double cap = cap_of(cap_bytes, d), w = static_cast<double>(weights[static_cast<std::size_t>(d)]);
    if (cap <= 0) {
      out.push_back(0);
      continue;
    }
    if (cap <= w)
      throw std::invalid_argument(fmt::format("device {}: its weights take {} bytes, at or above its --memory-cap of "
                                              "{:.0f} bytes",
                                              d, weights[static_cast<std::size_t>(d)], cap));
    const double chunk_activations = (cap - w) / static_cast<double>(largest[static_cast<std::size_t>(d)]);
    out.push_back(chunk_activations < 1 ? 0.5 / chunks : chunk_activations / chunks);  // below one: fails there
  }
  return out;
}

std::vector<long long> checked_bytes_with_weights(const schedule& s, const model_bytes& m, int versions,
                                                  const std::vector<double>& cap_bytes) {
  if ((m.vocab != vocab_placement::none) != (s.vocab != vocab_placement::none))
    throw std::logic_error("checked_bytes_with_weights: the model's bytes were cut for another vocabulary placement");
  const std::vector<long long> bytes =
      m.vocab == vocab_placement::none
          ? peak_bytes_with_weights(s, m.deltas, m.weight_bytes, versions)
          : train::vocab_bound_with_weights(s, m.config, train::vocab_activation_bound(s, m.config, m.deltas),
                                            m.weight_bytes);
  for (int d = 0; d < s.devices(); ++d) {
    const double cap = cap_of(cap_bytes, d);
    if (cap > 0 && static_cast<double>(bytes[static_cast<std::size_t>(d)]) > cap)
      throw std::invalid_argument(fmt::format("device {}: its peak with its weights is {} bytes, above its "
                                              "--memory-cap of {:.0f} bytes",
                                              d, bytes[static_cast<std::size_t>(d)], cap));
  }
  return bytes;
}

}  // namespace pipesched::cli
