#include "runtime/train/thread_launch.hpp"

#include <stdexcept>
#include <string>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/train/stream_stage_maker.hpp"

namespace pipesched::train {

gpt::gpt_batch slice(const gpt::gpt_batch& batch, const gpt::gpt_config& c, int first, int m) {
  const auto n = static_cast<std::ptrdiff_t>(c.positions()), begin = first * n, end = (first + m) * n;
  return gpt::gpt_batch{m, std::vector<int>(batch.tokens.begin() + begin, batch.tokens.begin() + end),
                        std::vector<int>(batch.targets.begin() + begin, batch.targets.begin() + end)};
}

std::unique_ptr<launch> make_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                                           std::vector<gpt::gpt_params<float>>& params) {
  switch (options.backend) {
    case backend_kind::cpu:
      if (options.dtype == storage_dtype::bf16)
        return std::make_unique<thread_launch<gpt::gpt_bf16_stage>>(options, layout, params);
      return std::make_unique<thread_launch<gpt::gpt_stage>>(options, layout, params);
    case backend_kind::cpu_streams:
      if (options.dtype == storage_dtype::bf16)
        return std::make_unique<thread_launch<gpt::gpt_stream_bf16_stage>>(options, layout, params);
      return std::make_unique<thread_launch<gpt::gpt_stream_stage>>(options, layout, params);
    case backend_kind::cuda:
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
      return make_cuda_thread_launch(options, layout, params);
#else
      break;  // refused by make_training_schedule
#endif
  }
  throw std::invalid_argument(std::string("no launch on threads for the ") + to_string(options.backend) + " backend");
}

}  // namespace pipesched::train
