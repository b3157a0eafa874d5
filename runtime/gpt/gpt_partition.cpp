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
  if (!c.stage_blocks.empty()) {
    if (c.stage_blocks.size() != static_cast<std::size_t>(stages))
      throw std::invalid_argument("the model's stage_blocks name " + std::to_string(c.stage_blocks.size()) +
                                  " stages, the schedule has " + std::to_string(stages));
    return partition(c, c.stage_blocks);
  }
  std::vector<stage_layers> out;
  for (int s = 0; s < stages; ++s)
    out.push_back({s * c.layers / stages, (s + 1) * c.layers / stages, s == 0, s == stages - 1});
  return out;
}

std::vector<stage_layers> partition(const gpt_config& c, const std::vector<int>& blocks) {
  gpt_config cut = c;
  cut.stage_blocks = blocks;
  if (blocks.empty()) throw std::invalid_argument("a partition needs at least 1 stage");
  validate(cut);  // every count >= 1, the sum is layers
  std::vector<stage_layers> out;
  int first = 0;
  for (std::size_t s = 0; s < blocks.size(); ++s) {
    out.push_back({first, first + blocks[s], s == 0, s + 1 == blocks.size()});
    first += blocks[s];
  }
  return out;
}

}  // namespace pipesched::gpt
