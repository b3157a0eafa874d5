#include "runtime/gpt/gpt_partition.hpp"

#include <stdexcept>
#include <string>

namespace pipesched::gpt {

std::vector<stage_layers> partition(const gpt_config& c, int stages) {
  validate(c);
  if (stages < 1) throw std::invalid_argument("the model needs at least 1 stage, got " + std::to_string(stages));
  // Every stage must run at least one block: an empty chunk would still hold a schedule slot.
  if (stages > c.layers)
    throw std::invalid_argument("more stages (" + std::to_string(stages) + ") than layers (" +
                                std::to_string(c.layers) + ")");
  std::vector<stage_layers> out;
  for (int s = 0; s < stages; ++s)
    out.push_back({s * c.layers / stages, (s + 1) * c.layers / stages, s == 0, s == stages - 1});
  return out;
}

}  // namespace pipesched::gpt
