#include "runtime/train/thread_launch.hpp"

#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::train {

gpt::gpt_batch slice(const gpt::gpt_batch& batch, const gpt::gpt_config& c, int first, int m) {
  const auto n = static_cast<std::ptrdiff_t>(c.positions()), begin = first * n, end = (first + m) * n;
  return gpt::gpt_batch{m, std::vector<int>(batch.tokens.begin() + begin, batch.tokens.begin() + end),
                        std::vector<int>(batch.targets.begin() + begin, batch.targets.begin() + end)};
}

std::unique_ptr<launch> make_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                                           std::vector<gpt::gpt_params<float>>& params) {
  return std::make_unique<thread_launch<gpt::gpt_stage>>(options, layout, params);
}

}  // namespace pipesched::train
