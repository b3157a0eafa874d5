// The launch of a run with vocabulary parallelism on the cuda backend, on threads in one
// process (vocab_launch.hpp's make_cuda_vocab_launch): the stages of blocks made as any cuda
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

#include "runtime/cpu/channel_transport.hpp"
#include "runtime/cpu/rendezvous_hub.hpp"
#include "runtime/cpu/run_threads.hpp"
#include "runtime/gpt/cuda_thread_collectives.hpp"
#include "runtime/train/cuda_stage_maker.hpp"
#include "runtime/train/cuda_vocab_device.hpp"
#include "runtime/train/cuda_vocab_stage.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_device_run.hpp"
#include "runtime/train/vocab_launch.hpp"

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

class cuda_vocab_thread_launch final : public launch {
 public:
  using transport = runtime::cpu::channel_transport<gpt::cuda_tensor>;

  cuda_vocab_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                           std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : options_(&options), layout_(&layout), layers_(&layers), split_(split_vocab_actions(*layout.sched)),
        copy_(options, 0, layout, params) {
    const schedule& s = *layout.sched;
    for (auto& prm : params) ptrs_.push_back(&prm);
    parameters_ = std::make_unique<split_parameters>(copy_.make_parameter_backend(), layers);
    const int first = s.device_of_stage(0), last = s.device_of_stage(s.stages() - 1);
    devices_.resize(static_cast<std::size_t>(s.devices()));
    stages_.resize(static_cast<std::size_t>(s.devices()));
    for (int d = 0; d < s.devices(); ++d) {
      const auto i = static_cast<std::size_t>(d);
      gpt::cuda_backend& be = copy_.device(d)->backend;
      devices_[i] = std::make_unique<cuda_vocab_device>(layers, d, s.devices(), first, last, s.vocab, be);
      streams_.push_back(&be.compute());
      stages_[i].reserve(static_cast<std::size_t>(s.chunks()));
      for (gpt::gpt_cuda_stage& blocks : copy_.stages()[i]) stages_[i].emplace_back(blocks, *devices_[i], options.model);
    }
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const schedule& s = *layout_->sched;
    copy_.begin_iteration(&batch);  // the batch, the device gradients zeroed, the peaks reset
    layers_->zero_grad();
    gpt::cuda_thread_collectives group(streams_);  // fresh: an aborted group stays aborted
    for (int d = 0; d < s.devices(); ++d)
      devices_[static_cast<std::size_t>(d)]->begin_iteration(batch, *layers_, group.member(d));
    try {
      run_threads(group);
    } catch (...) {
      for (const auto& dev : devices_) dev->abandon();  // the group is aborted: they end
      try {
        copy_.synchronize();  // the queued work reads the batch
      } catch (...) {         // the run's failure is the one to report
      }
      throw;
    }
    copy_.synchronize();
    for (const auto& dev : devices_) dev->gather_grads(*layers_);

    iteration_outcome out;
    for (double l : losses()) out.loss += l;
    out.loss /= options_->microbatches;
    copy_.memory().append_peaks(out.peak_activation_bytes, out.peak_host_bytes);
    copy_.append_allocator_peaks(out.peak_pool_bytes);
    return out;
  }

  // As vocab_thread_launch's: algorithm 1's from the last stage's device, algorithm 2's
  // summed from every device's parts.
  std::vector<double> losses() {
    if (layout_->sched->vocab != vocab_placement::algorithm_2)
      return devices_[static_cast<std::size_t>(layout_->head_device())]->losses();
    std::vector<double> out;
    for (int j = 0; j < options_->microbatches; ++j) {
      std::vector<std::vector<float>> parts;
      for (const auto& dev : devices_) parts.push_back(dev->loss_parts(j));
      out.push_back(mean_of_loss_parts(parts));
    }
    return out;
  }

  double sum_of_squares(std::vector<double> per_stage) override {
    double sum = 0;
    for (double x : per_stage) sum += x;
    return sum;
  }
  void finish() override { copy_.end_iteration(); }
  void broadcast_parameters() override {}  // one replica
  stage_list replica_params(int) const override { return stage_list(ptrs_); }
  parameter_backend* parameters() override { return parameters_.get(); }
  device_memory& memory() override {  // training_schedule refuses 2bw over several iterations on cuda
    throw std::logic_error("2bw's stages run on the host backends' memory only");
  }
  void report_deltas(std::vector<memory_deltas>& deltas) const override {
    for (const auto& chunks : stages_)
      for (const cuda_vocab_stage& st : chunks) deltas[static_cast<std::size_t>(st.stage())] = st.deltas();
  }

 private:
  void run_threads(gpt::cuda_thread_collectives& group) {
    const int p = split_.plain.devices();
    runtime::cpu::rendezvous_hub hub(p);
    auto device_main = [&](int d) {
      transport t(hub, d);
      run_vocab_device(split_.plain, d, stages_[static_cast<std::size_t>(d)], t, *devices_[static_cast<std::size_t>(d)],
                       split_.cuts[static_cast<std::size_t>(d)]);
    };
    runtime::cpu::run_device_threads(hub, p, options_->watchdog_timeout, device_main, [&] { group.abort(); });
  }

  const trainer_options* options_;
  const pipeline_layout* layout_;
  gpt::gpt_params<float>* layers_;
  std::vector<gpt::gpt_params<float>*> ptrs_;
  vocab_split split_;
  pipeline_copy<gpt::gpt_cuda_stage> copy_;  // the stages of blocks, their backends and meters
  std::unique_ptr<parameter_backend> parameters_;
  std::vector<stream::cuda_stream*> streams_;                // [device]: the compute streams
  std::vector<std::unique_ptr<cuda_vocab_device>> devices_;  // [device]
  std::vector<std::vector<cuda_vocab_stage>> stages_;        // [device][chunk]; declared last: destroyed first
};

}  // namespace

std::unique_ptr<launch> make_cuda_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers) {
  if (options.transport == cuda_transport::nccl)
    throw std::invalid_argument("--transport nccl: vocabulary parallelism on cuda hands tensors over the hub on "
                                "threads (use --transport auto or hub)");
  (void)prepare_cuda_threads(options, layout.sched->devices());
  return std::make_unique<cuda_vocab_thread_launch>(options, layout, params, layers);
}

}  // namespace pipesched::train
