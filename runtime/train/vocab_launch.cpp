#include "runtime/train/vocab_launch.hpp"

#include <cstddef>
#include <exception>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/runtime/executor.hpp>

#include "runtime/cpu/channel_transport.hpp"
#include "runtime/cpu/rendezvous_hub.hpp"
#include "runtime/cpu/run_threads.hpp"
#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/gpt_stream_stage.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/stream_stage_maker.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_stage.hpp"

namespace pipesched::train {

namespace {

// A device's list cut in two: what the executor runs, and the vocabulary actions that
// follow each of its actions (after[i]: after the executor's i-th) or come before them all.
struct split_list {
  std::vector<action> leading;
  std::vector<std::vector<action>> after;
};

// Inner: the stage of blocks (gpt_stage on cpu, gpt_stream_stage on cpu-streams), made by
// its stage_maker in a pipeline_copy as any run's stages are.
template <class Inner>
class vocab_thread_launch final : public launch {
 public:
  using stage = vocab_stage<Inner>;
  using tensor = typename stage::tensor;
  using transport = runtime::cpu::channel_transport<tensor>;
  using maker = stage_maker<Inner>;

  vocab_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                      std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : options_(&options), layout_(&layout), layers_(&layers), copy_(options, 0, layout, params) {
    const schedule& s = *layout.sched;
    const int p = s.devices(), S = s.stages();
    plain_ = s;
    plain_.vocab = vocab_placement::none;
    split_.resize(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d) {
      auto& list = plain_.per_device[static_cast<std::size_t>(d)];
      list.clear();
      split_list& cut = split_[static_cast<std::size_t>(d)];
      for (const action& a : s.per_device[static_cast<std::size_t>(d)]) {
        if (!is_vocab(a.kind)) {
          list.push_back(a);
          cut.after.emplace_back();
        } else {
          (cut.after.empty() ? cut.leading : cut.after.back()).push_back(a);
        }
      }
    }
    for (auto& prm : params) ptrs_.push_back(&prm);
    const int first_device = s.device_of_stage(0), last_device = s.device_of_stage(S - 1);
    stages_.resize(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d) {
      auto& meter = copy_.memory().meters[static_cast<std::size_t>(d)];
      auto sync = [shared = copy_.device(d)] { maker::synchronize(shared); };
      devices_.push_back(std::make_unique<vocab_device>(layers, d, p, first_device, last_device, s.vocab, meter, sync));
      auto& chunks = stages_[static_cast<std::size_t>(d)];
      chunks.reserve(static_cast<std::size_t>(s.chunks()));
      for (Inner& blocks : copy_.stages()[static_cast<std::size_t>(d)])
        chunks.emplace_back(blocks, *devices_.back(), layers, meter, sync);
    }
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
      std::vector<float> sum = devices_.front()->loss_parts().at(j);
      for (std::size_t d = 1; d < devices_.size(); ++d) {
        const std::vector<float>& part = devices_[d]->loss_parts().at(j);
        for (std::size_t n = 0; n < sum.size(); ++n) sum[n] += part[n];
      }
      double total = 0;  // as the unsharded stage's mean_loss
      for (float l : sum) total += l;
      out.push_back(total / static_cast<double>(sum.size()));
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
  // A thread per device (runtime/cpu/run_threads.hpp's, with the vocabulary actions run
  // between the executor's); the calling thread is the watchdog, and an abort also wakes
  // the devices waiting in a collective.
  void run_threads(gpt::thread_collectives& group) {
    const int p = plain_.devices();
    runtime::cpu::rendezvous_hub hub(p);
    auto device_main = [&](int d) {
      transport t(hub, d);
      auto& chunks = stages_[static_cast<std::size_t>(d)];
      runtime::executor<std::vector<stage>, transport> ex(plain_, d, chunks, t);
      vocab_device& dev = *devices_[static_cast<std::size_t>(d)];
      const split_list& cut = split_[static_cast<std::size_t>(d)];
      auto run_vocab = [&](const std::vector<action>& list) {
        for (const action& a : list) {
          try {
            dev.run(a);
          } catch (const runtime::cpu::run_aborted&) {
            throw;
          } catch (const std::exception& e) {
            throw runtime::execution_error(d, a, e.what());
          }
        }
      };
      run_vocab(cut.leading);
      std::size_t i = 0;
      ex.run([&](const action&) { run_vocab(cut.after[i++]); });
      try {
        dev.finish();
      } catch (const runtime::cpu::run_aborted&) {
        throw;
      } catch (const std::exception& e) {
        throw runtime::execution_error(d, std::nullopt, std::string("waiting for its collectives: ") + e.what());
      }
    };
    runtime::cpu::run_device_threads(hub, p, options_->watchdog_timeout, device_main, [&] { group.abort(); });
  }

  const trainer_options* options_;
  const pipeline_layout* layout_;
  gpt::gpt_params<float>* layers_;
  std::vector<gpt::gpt_params<float>*> ptrs_;
  schedule plain_;                    // the schedule without its vocabulary actions
  std::vector<split_list> split_;     // [device]
  pipeline_copy<Inner> copy_;         // the stages of blocks, their meters and backends
  std::vector<std::unique_ptr<vocab_device>> devices_;  // [device]
  std::vector<std::vector<stage>> stages_;              // [device][chunk]; declared last: destroyed first
};

}  // namespace

std::unique_ptr<launch> make_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                          std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers) {
  if (options.replicas != 1 || layout.rank_device >= 0 || options.dtype != storage_dtype::fp32)
    throw std::invalid_argument("vocabulary parallelism runs fp32, one replica, on threads");
  if (options.backend == backend_kind::cpu)
    return std::make_unique<vocab_thread_launch<gpt::gpt_stage>>(options, layout, params, layers);
  if (options.backend == backend_kind::cpu_streams)
    return std::make_unique<vocab_thread_launch<gpt::gpt_stream_stage>>(options, layout, params, layers);
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
