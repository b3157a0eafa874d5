// The launch of a run with vocabulary parallelism on the cuda backend, on threads in one
// process (vocab_launch.hpp's make_cuda_vocab_launch; vocab_thread_launch.hpp with the
// cuda pieces below): the stages of blocks made as any cuda
// run's (pipeline_copy<gpt_cuda_stage>: a cuda_device per pipeline device, device d on GPU
// d mod gpus, so p devices may share one GPU), each device's cuda_vocab_device on its
// backend and its chunks as cuda_vocab_stages, a thread per device running its list
// (run_vocab_device) over the rendezvous hub, and the collectives over one
// gpt::cuda_thread_collectives made over the devices' compute streams (NCCL refuses one GPU
// as several ranks; this group does not need it), aborted with the hub when a device fails.
//
// Parameters: the stages' weights, gradients and moments stay on the devices (cuda_parameters,
// as a cuda run without vocabulary parallelism); the vocabulary layers (`layers`: wte, wpe,
// ln_f, lm_head.weight whole) stay on the host, where the optimizer steps them: each
// iteration the devices upload their shards and edge layers and hand the gradients back
// (cuda_vocab_device), as the CPU's vocab_device copies them. fp32 only (the bf16 stage has
// no vocabulary stage yet: make_vocab_launch refuses bf16 first).
#include <memory>
#include <span>
#include <stdexcept>
#include <vector>

#include "runtime/gpt/cuda_thread_collectives.hpp"
#include "runtime/train/cuda_stage_maker.hpp"
#include "runtime/train/cuda_vocab_device.hpp"
#include "runtime/train/cuda_vocab_stage.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/vocab_launch.hpp"
#include "runtime/train/vocab_thread_launch.hpp"

namespace pipesched::train {

namespace {

// The optimizer's parameter_backend of the run: `host_set` (the vocabulary layers) on the
// host, every other stage on the devices.
class split_parameters final : public parameter_backend {
 public:
  split_parameters(std::unique_ptr<parameter_backend> devices, const gpt::gpt_params<float>& host_set)
      : devices_(std::move(devices)), host_set_(&host_set) {}
  double sq_norm(const gpt::gpt_params<float>& stage) override { return of(stage).sq_norm(stage); }
  void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                     const adamw_config& config, int step) override {
    of(stage).clip_and_step(stage, moments, global_norm, config, step);
  }
  void to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) override {
    of(stage).to_host(stage, moments);
  }
  void to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) override {
    of(stage).to_device(stage, moments);
  }

 private:
  parameter_backend& of(const gpt::gpt_params<float>& stage) {
    return &stage == host_set_ ? host_parameters() : *devices_;
  }
  std::unique_ptr<parameter_backend> devices_;
  const gpt::gpt_params<float>* host_set_;
};

// vocab_thread_launch's Backend on cuda.
struct cuda_vocab_backend {
  using inner = gpt::gpt_cuda_stage;
  using device = cuda_vocab_device;
  using stage = cuda_vocab_stage;
  using group = gpt::cuda_thread_collectives;

  static void make(pipeline_copy<inner>& copy, const schedule& s, int d, gpt::gpt_params<float>& layers,
                   std::unique_ptr<device>& dev, std::vector<stage>& chunks) {
    const auto i = static_cast<std::size_t>(d);
    dev = std::make_unique<device>(layers, d, s.devices(), s.device_of_stage(0), s.device_of_stage(s.stages() - 1),
                                   s.vocab, copy.device(d)->backend);
    chunks.reserve(static_cast<std::size_t>(s.chunks()));
    for (inner& blocks : copy.stages()[i]) chunks.emplace_back(blocks, *dev, layers.config);
  }
  // Over the devices' compute streams: a collective's work is ordered with the passes'.
  static group make_group(pipeline_copy<inner>& copy, int devices) {
    std::vector<stream::cuda_stream*> streams;
    for (int d = 0; d < devices; ++d) streams.push_back(&copy.device(d)->backend.compute());
    return group(streams);
  }
  static std::unique_ptr<parameter_backend> make_parameters(pipeline_copy<inner>& copy,
                                                            gpt::gpt_params<float>& layers) {
    return std::make_unique<split_parameters>(copy.make_parameter_backend(), layers);
  }
};

}  // namespace

std::unique_ptr<launch> make_cuda_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers) {
  if (options.transport == cuda_transport::nccl)
    throw std::invalid_argument("--transport nccl: vocabulary parallelism on cuda hands tensors over the hub on "
                                "threads (use --transport auto or hub)");
  (void)prepare_cuda_threads(options, layout.sched->devices());
  return std::make_unique<vocab_thread_launch<cuda_vocab_backend>>(options, layout, params, layers);
}

}  // namespace pipesched::train
