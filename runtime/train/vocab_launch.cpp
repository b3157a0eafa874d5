#include "runtime/train/vocab_launch.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>

#include "runtime/cpu/channel_transport.hpp"
#include "runtime/cpu/rendezvous_hub.hpp"
#include "runtime/cpu/run_threads.hpp"
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

namespace pipesched::train {

namespace {

// Inner: the stage of blocks (gpt_stage on cpu, gpt_stream_stage on cpu-streams), made by
// its stage_maker in a pipeline_copy as any run's stages are.
template <class Inner>
class vocab_thread_launch final : public launch {
 public:
  using stage = vocab_stage<Inner>;
  using tensor = typename stage::tensor;
  using transport = runtime::cpu::channel_transport<tensor>;

  vocab_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                      std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : options_(&options), layout_(&layout), layers_(&layers), split_(split_vocab_actions(*layout.sched)),
        copy_(options, 0, layout, params) {
    const schedule& s = *layout.sched;
    for (auto& prm : params) ptrs_.push_back(&prm);
    devices_.resize(static_cast<std::size_t>(s.devices()));
    stages_.resize(static_cast<std::size_t>(s.devices()));
    for (int d = 0; d < s.devices(); ++d)
      make_vocab_device(copy_, s, d, layers, devices_[static_cast<std::size_t>(d)], stages_[static_cast<std::size_t>(d)]);
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const schedule& s = *layout_->sched;
    copy_.begin_iteration(&batch);  // the batch, the stages' gradients zeroed, the peaks reset
    layers_->zero_grad();
    gpt::thread_collectives group(s.devices());  // fresh: an aborted group stays aborted
    for (int d = 0; d < s.devices(); ++d) devices_[static_cast<std::size_t>(d)]->begin_iteration(batch, *layers_, group.member(d));
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
    return out;
  }

  // Each microbatch's mean loss: algorithm 1's last stage's device has them; algorithm 2's
  // devices hold their loss parts, summed here per position in device order (as
  // algorithm 1's collective sums them: each position's loss is on one device).
  std::vector<double> losses() const {
    if (layout_->sched->vocab != vocab_placement::algorithm_2)
      return devices_[static_cast<std::size_t>(layout_->head_device())]->losses();
    std::vector<double> out;
    for (int j = 0; j < options_->microbatches; ++j) {
      std::vector<std::vector<float>> parts;
      for (const auto& dev : devices_) parts.push_back(dev->loss_parts().at(j));
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
  device_memory& memory() override { return copy_.memory(); }
  void report_deltas(std::vector<memory_deltas>& deltas) const override {
    for (const auto& chunks : stages_)
      for (const stage& st : chunks) deltas[static_cast<std::size_t>(st.stage())] = st.deltas();
  }

 private:
  // A thread per device (runtime/cpu/run_threads.hpp's) running its list
  // (run_vocab_device); the calling thread is the watchdog, and an abort also wakes the
  // devices waiting in a collective.
  void run_threads(gpt::thread_collectives& group) {
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
  vocab_split split_;                 // the lists without their vocabulary actions, and where those go
  pipeline_copy<Inner> copy_;         // the stages of blocks, their meters and backends
  std::vector<std::unique_ptr<vocab_device>> devices_;  // [device]
  std::vector<std::vector<stage>> stages_;              // [device][chunk]; declared last: destroyed first
};

}  // namespace

std::unique_ptr<launch> make_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                          std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers) {
  if (options.replicas != 1 || options.dtype != storage_dtype::fp32)
    throw std::invalid_argument("vocabulary parallelism runs fp32, one replica");
  if (layout.rank_device >= 0) return make_vocab_rank_launch(options, layout, params, layers);
  if (options.backend == backend_kind::cpu)
    return std::make_unique<vocab_thread_launch<gpt::gpt_stage>>(options, layout, params, layers);
  if (options.backend == backend_kind::cpu_streams)
    return std::make_unique<vocab_thread_launch<gpt::gpt_stream_stage>>(options, layout, params, layers);
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
