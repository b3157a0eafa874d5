#include "runtime/train/vocab_launch.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/gpt_stream_stage.hpp"
#include "runtime/train/cuda_vocab_refusal.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/stream_stage_maker.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_device_run.hpp"
#include "runtime/train/vocab_stage.hpp"
#include "runtime/train/vocab_thread_launch.hpp"

namespace pipesched::train {

namespace {

// vocab_thread_launch's Backend on the host backends. Inner: the stage of blocks (gpt_stage on
// cpu, gpt_stream_stage on cpu-streams), made by its stage_maker in a pipeline_copy as any
// run's stages are; the collectives over CPU threads, the parameters on the host.
template <class Inner>
struct host_vocab_backend {
  using inner = Inner;
  using device = vocab_device;
  using stage = vocab_stage<Inner>;
  using group = gpt::thread_collectives;

  static void make(pipeline_copy<Inner>& copy, const schedule& s, int d, gpt::gpt_params<float>& layers,
                   std::unique_ptr<device>& dev, std::vector<stage>& chunks) {
    make_vocab_device(copy, s, d, layers, dev, chunks);
  }
  static group make_group(pipeline_copy<Inner>& /*copy*/, const std::vector<std::unique_ptr<device>>& devices) {
    return group(static_cast<int>(devices.size()));
  }
  static std::unique_ptr<parameter_backend> make_parameters(pipeline_copy<Inner>& /*copy*/,
                                                            gpt::gpt_params<float>& /*layers*/) {
    return nullptr;
  }
};

}  // namespace

std::unique_ptr<launch> make_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                          std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers) {
  if (options.replicas != 1 || options.dtype != storage_dtype::fp32)
    throw std::invalid_argument("vocabulary parallelism runs fp32, one replica");
  if (layout.rank_device >= 0) return make_vocab_rank_launch(options, layout, params, layers);
  if (options.backend == backend_kind::cpu)
    return std::make_unique<vocab_thread_launch<host_vocab_backend<gpt::gpt_stage>>>(options, layout, params, layers);
  if (options.backend == backend_kind::cpu_streams)
    return std::make_unique<vocab_thread_launch<host_vocab_backend<gpt::gpt_stream_stage>>>(options, layout, params,
                                                                                          layers);
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  if (options.backend == backend_kind::cuda) {
    // A device to run on (else cuda_gpus_used's line), and nothing cuda_vocab_refusal names.
    (void)cuda_gpus_used(options);
    if (const auto why = cuda_vocab_refusal(layout.sched->devices())) throw std::invalid_argument(*why);
    return make_cuda_vocab_launch(options, layout, params, layers);
  }
#endif
  throw std::invalid_argument(std::string("vocabulary parallelism does not run on the ") + to_string(options.backend) +
                              " backend yet");
}

gpt::gpt_params<float> vocab_layers_params(const gpt::gpt_config& config, std::uint64_t seed) {
  const int L = config.layers;
  gpt::gpt_params<float> p = gpt::make_params<float>(config, {L - 1, L, true, true}, seed);
  p.blocks.clear();
  p.layers.first = L;
  return p;
}

std::vector<long long> vocab_activation_bound(const schedule& s, const gpt::gpt_config& config,
                                              const std::vector<memory_deltas>& deltas) {
  std::vector<vocab_pass_bytes> vocab;
  for (const gpt::vocab_range& r : gpt::vocab_shards(config.vocab, s.devices()))
    vocab.push_back(gpt::vocab_output_deltas(config, r, {}, s.vocab == vocab_placement::algorithm_2));
  return peak_activation_bytes(s, deltas, vocab);
}

std::vector<long long> vocab_bound_with_weights(const schedule& s, const gpt::gpt_config& config,
                                                std::vector<long long> activation,
                                                const std::vector<long long>& weight_bytes) {
  const long long f = sizeof(float);
  for (int st = 0; st < s.stages(); ++st)
    activation[static_cast<std::size_t>(s.device_of_stage(st))] += weight_bytes[static_cast<std::size_t>(st)];
  const std::vector<gpt::vocab_range> shards = gpt::vocab_shards(config.vocab, s.devices());
  for (int d = 0; d < s.devices(); ++d)
    activation[static_cast<std::size_t>(d)] += gpt::vocab_parameter_bytes(config, shards[static_cast<std::size_t>(d)]);
  activation[static_cast<std::size_t>(s.device_of_stage(0))] += static_cast<long long>(config.seq) * config.dim * f;
  activation[static_cast<std::size_t>(s.device_of_stage(s.stages() - 1))] += 2LL * config.dim * f;
  return activation;
}

}  // namespace pipesched::train
