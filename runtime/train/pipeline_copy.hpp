#pragma once
// One copy of the pipeline (one data-parallel replica) in this process: the stages of
// every device it drives ([device][chunk]) on parameters it is given, with an activation
// meter and a host pool (offloaded activations, of the stage's host_pool type) per device.
// A template over the stage type, so that every backend's stages are held, reset and read
// the same way.
#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/core/placement.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/host_pool.hpp"
#include "runtime/train/optimizer.hpp"
#include "runtime/train/trainer_options.hpp"
#include "runtime/train/training_schedule.hpp"

namespace pipesched::train {

// The memory of one copy's devices: what the trainer compares with the static bound.
// HostPool: where the devices' stages offload (gpt::host_pool; pinned memory on CUDA).
template <class HostPool>
struct basic_device_memory {
  std::vector<runtime::activation_meter> meters;  // [device]
  std::vector<std::unique_ptr<HostPool>> hosts;   // [device]; shared by the device's stages

  explicit basic_device_memory(int devices) : meters(static_cast<std::size_t>(devices)) {
    for (int d = 0; d < devices; ++d) hosts.push_back(std::make_unique<HostPool>());
  }
  void reset_peaks() {
    for (auto& m : meters) m.reset();
    for (auto& h : hosts) h->reset_peak();
  }
  // Every device's peaks, appended in device order.
  void append_peaks(std::vector<long long>& activation, std::vector<long long>& host) const {
    for (const auto& m : meters) activation.push_back(m.peak);
    for (const auto& h : hosts) host.push_back(h->meter().peak);
  }
};
// The host backends' (what 2bw's stages and an MPI rank's device use).
using device_memory = basic_device_memory<gpt::host_pool>;

// The host pool a stage type offloads into: its own host_pool type, else gpt::host_pool.
template <class Stage>
struct host_pool_of {
  using type = gpt::host_pool;
};
template <class Stage>
  requires requires { typename Stage::host_pool; }
struct host_pool_of<Stage> {
  using type = typename Stage::host_pool;
};

// How a stage type is made on a device of a copy. The default: the stage's constructor
// (config, stage, stages, params, batch, meter) and set_host_pool, the device's stages
// sharing nothing but the meter and the pool, their work done when a pass returns.
// A stream-ordered backend specialises it (stream_stage_maker.hpp).
template <class Stage>
struct stage_maker {
  struct device {};  // what a device's stages share besides the meter and the pool
  using host_pool = typename host_pool_of<Stage>::type;
  // `index` numbers the device among every device of the run (r·p + d).
  static std::unique_ptr<device> make_device(int /*index*/, runtime::activation_meter&, const trainer_options&) {
    return nullptr;
  }
  static Stage make(const gpt::gpt_config& c, int s, int S, gpt::gpt_params<float>& params,
                    runtime::activation_meter& meter, host_pool& host, device* /*shared*/) {
    Stage st(c, s, S, params, nullptr, meter);
    st.set_host_pool(host);
    return st;
  }
  // Before an iteration, after the stages took the batch and the host gradients were
  // zeroed: what the device needs of the host parameters (a device copy: their values).
  static void begin_iteration(device* /*shared*/) {}
  // The host waits until the device's work enqueued so far has run (the losses,
  // gradients and meter it wrote can then be read, in the host parameters).
  static void synchronize(device* /*shared*/) {}
  // The device allocator's own peak since begin_iteration, in its bytes (rounded as it
  // rounds); -1: none but the meter.
  static long long allocator_peak(device* /*shared*/) { return -1; }
  // Called on the device's thread: a wait, for another thread, until the device's work
  // enqueued so far has run (empty: nothing to wait for).
  static std::function<void()> ready(device* /*shared*/) { return {}; }
};

template <class Stage>
class pipeline_copy {
 public:
  using maker = stage_maker<Stage>;
  using memory_type = basic_device_memory<typename maker::host_pool>;

  // Stage s (chunk c of device d) runs on params[layout.param_index[s]]; `params` must
  // outlive the copy.
  // Replica `replica`'s copy (its devices are numbered r·p + d among the run's).
  pipeline_copy(const trainer_options& options, int replica, const pipeline_layout& layout,
                std::vector<gpt::gpt_params<float>>& params)
      : params_(&params), memory_(layout.sched->devices()) {
    const schedule& sched = *layout.sched;
    const int S = sched.stages(), p = sched.devices();
    shared_.resize(static_cast<std::size_t>(p));
    stages_.resize(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d) {
      if (!layout.drives(d)) continue;  // another rank's device
      auto& meter = memory_.meters[static_cast<std::size_t>(d)];
      shared_[static_cast<std::size_t>(d)] = maker::make_device(replica * p + d, meter, options);
      auto& chunks = stages_[static_cast<std::size_t>(d)];
      chunks.reserve(static_cast<std::size_t>(sched.chunks()));
      for (int c = 0; c < sched.chunks(); ++c) {
        const int s = stage_of(sched.place, p, d, c);
        chunks.push_back(maker::make(options.model, s, S, params[static_cast<std::size_t>(layout.param_index[static_cast<std::size_t>(s)])],
                                     meter, *memory_.hosts[static_cast<std::size_t>(d)],
                                     shared_[static_cast<std::size_t>(d)].get()));
      }
    }
  }
  pipeline_copy(const pipeline_copy&) = delete;
  pipeline_copy& operator=(const pipeline_copy&) = delete;

  // [device][chunk]; empty for another rank's device. What the executor runs.
  std::vector<std::vector<Stage>>& stages() { return stages_; }
  const std::vector<std::vector<Stage>>& stages() const { return stages_; }
  memory_type& memory() { return memory_; }
  const memory_type& memory() const { return memory_; }

  // Before an iteration: the batch every stage reads (it must outlive end_iteration),
  // every gradient zeroed, every peak reset.
  void begin_iteration(const gpt::gpt_batch* batch) {
    for (auto& chunks : stages_)
      for (Stage& st : chunks) st.set_batch(batch);
    for (auto& prm : *params_) prm.zero_grad();
    memory_.reset_peaks();
    for (auto& dev : shared_) maker::begin_iteration(dev.get());
  }
  // After the run: every device's queued work done, so losses, gradients and peaks can
  // be read. Rethrows the first failure of a device's queued work.
  void synchronize() {
    for (auto& dev : shared_) maker::synchronize(dev.get());
  }
  // Every device's allocator peak (stage_maker::allocator_peak), appended in device
  // order; nothing when the stage type has no allocator of its own.
  void append_allocator_peaks(std::vector<long long>& peaks) const {
    for (const auto& dev : shared_)
      if (const long long peak = maker::allocator_peak(dev.get()); peak >= 0) peaks.push_back(peak);
  }
  // Where the optimizer finds the copy's parameters: the stage maker's parameter backend
  // over the copy's devices where they keep their own copies (cuda), else nullptr (the host).
  std::unique_ptr<parameter_backend> make_parameter_backend() const {
    if constexpr (requires { maker::make_parameter_backend(shared_); })
      return maker::make_parameter_backend(shared_);
    else
      return nullptr;
  }
  // What device d's stages share (stage_maker::device); null when not driven here.
  typename maker::device* device(int d) { return shared_[static_cast<std::size_t>(d)].get(); }
  // On device d's thread: a wait for its work enqueued so far (stage_maker::ready).
  std::function<void()> ready(int device) { return maker::ready(shared_[static_cast<std::size_t>(device)].get()); }
  // The stages let go of the batch.
  void end_iteration() {
    for (auto& chunks : stages_)
      for (Stage& st : chunks) st.set_batch(nullptr);
  }
  // The last stage's per-microbatch losses (its device must be driven here).
  const std::vector<double>& head_losses(const pipeline_layout& layout) const {
    return stages_[static_cast<std::size_t>(layout.head_device())][layout.head_chunk()].losses();
  }
  // The deltas the stages this copy drives report, into deltas[stage].
  void report_deltas(std::vector<memory_deltas>& deltas) const {
    for (const auto& chunks : stages_)
      for (const Stage& st : chunks) deltas[static_cast<std::size_t>(st.stage())] = st.deltas();
  }

 private:
  std::vector<gpt::gpt_params<float>>* params_;
  memory_type memory_;
  std::vector<std::unique_ptr<typename maker::device>> shared_;  // [device]; outlives stages_
  std::vector<std::vector<Stage>> stages_;                       // declared last: destroyed first
};

}  // namespace pipesched::train
