#pragma once
// The launch on threads of a run with vocabulary parallelism, whatever the backend
// (vocab_launch.hpp): the stages of blocks made as any run's (a pipeline_copy), a vocabulary
// device per pipeline device and its chunks as vocabulary stages over the copy's stages,
// one replica; a thread per device runs its list (run_vocab_device) over the rendezvous hub,
// the collectives over one in-process group, made fresh each iteration and aborted with the
// hub when a device fails.
//
// Backend is what differs between the backends, a struct of:
//   inner, device, stage, group   the stage of blocks (pipeline_copy's), the vocabulary
//                                 device and stage over it, the collectives' group;
//   make(copy, s, d, layers, device, chunks)   device d and its chunks;
//   make_group(copy, devices)     the group of an iteration over the devices (a prvalue: groups do not move);
//   make_parameters(copy, layers) where the optimizer finds the parameters (nullptr: host).
// Instantiated in vocab_launch.cpp (cpu, cpu-streams) and cuda_vocab_launch.cpp (cuda).
#include <cstddef>
#include <memory>
#include <vector>

#include "runtime/cpu/channel_transport.hpp"
#include "runtime/cpu/rendezvous_hub.hpp"
#include "runtime/cpu/run_threads.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_device_run.hpp"
#include "runtime/train/vocab_launch_common.hpp"

namespace pipesched::train {

template <class Backend>
class vocab_thread_launch final : public vocab_launch_common<Backend> {
  using common = vocab_launch_common<Backend>;
  using common::copy_, common::layers_, common::layout_, common::options_, common::split_;

 public:
  using device = typename Backend::device;
  using stage = typename Backend::stage;
  using tensor = typename stage::tensor;
  using transport = runtime::cpu::channel_transport<tensor>;

  vocab_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                      std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : common(options, layout, params, layers) {
    const schedule& s = *layout.sched;
    devices_.resize(static_cast<std::size_t>(s.devices()));
    stages_.resize(static_cast<std::size_t>(s.devices()));
    for (int d = 0; d < s.devices(); ++d)
      Backend::make(copy_, s, d, layers, devices_[static_cast<std::size_t>(d)], stages_[static_cast<std::size_t>(d)]);
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const schedule& s = *layout_->sched;
    copy_.begin_iteration(&batch);  // the batch, the stages' gradients zeroed, the peaks reset
    layers_->zero_grad();
    typename Backend::group group = Backend::make_group(copy_, devices_);  // fresh: an aborted group stays aborted
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
    copy_.append_allocator_peaks(out.peak_pool_bytes);
    return out;
  }

  // Each microbatch's mean loss: algorithm 1's last stage's device has them; algorithm 2's
  // devices hold their loss parts, summed per position in device order (mean_of_loss_parts).
  std::vector<double> losses() const {
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
  void report_deltas(std::vector<memory_deltas>& deltas) const override {
    for (const auto& chunks : stages_)
      for (const stage& st : chunks) deltas[static_cast<std::size_t>(st.stage())] = st.deltas();
  }

 private:
  // A thread per device (runtime/cpu/run_threads.hpp's) running its list
  // (run_vocab_device); the calling thread is the watchdog, and an abort also wakes the
  // devices waiting in a collective.
  void run_threads(typename Backend::group& group) {
    const int p = split_.plain.devices();
    runtime::cpu::rendezvous_hub hub(p);
    auto device_main = [&](int d) {
      transport t(hub, d);
      run_vocab_device(split_.plain, d, stages_[static_cast<std::size_t>(d)], t, *devices_[static_cast<std::size_t>(d)],
                       split_.cuts[static_cast<std::size_t>(d)]);
    };
    runtime::cpu::run_device_threads(hub, p, options_->watchdog_timeout, device_main, [&] { group.abort(); });
  }

  std::vector<std::unique_ptr<device>> devices_;  // [device]
  std::vector<std::vector<stage>> stages_;        // [device][chunk]; declared last: destroyed first
};

}  // namespace pipesched::train
