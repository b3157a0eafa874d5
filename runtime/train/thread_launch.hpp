#pragma once
// The launch on threads in one process (see launch.hpp): every device of every replica
// at once, a thread each, every replica on its own rendezvous hub (replicas share no
// links). With w > 1 replicas, a stage's all-reduce is launched when the last replica has
// done its last backward of the stage (the executor's observer sees it), on the reducer's
// thread (replica_reduce.hpp), while the devices go on with the cool-down of the other
// stages; the run waits for every all-reduce before it returns.
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/train/device_runner.hpp"
#include "runtime/train/launch.hpp"
#include "runtime/train/replica_reduce.hpp"
#include "runtime/train/step_timeline.hpp"
#include "runtime/train/stream_timeline.hpp"

namespace pipesched::train {

// A stage maker whose replicas' all-reduce runs on its devices (stage_maker::replica_reduce,
// cuda's); the others' runs replica_mean on the host parameters.
template <class Stage>
concept reduces_on_devices = requires { typename stage_maker<Stage>::replica_reduce; };
template <class Stage>
struct device_reduce_of {
  struct type {};  // none
};
template <reduces_on_devices Stage>
struct device_reduce_of<Stage> {
  using type = typename stage_maker<Stage>::replica_reduce;
};

template <class Stage>
class thread_launch final : public launch {
 public:
  // Replica 0 runs on `params`; replicas 1..w-1 on copies of them made here.
  thread_launch(const trainer_options& options, const pipeline_layout& layout, std::vector<gpt::gpt_params<float>>& params)
      : options_(&options), layout_(&layout), params_(&params) {
    const int w = options.replicas;
    others_.reserve(static_cast<std::size_t>(w - 1));  // the copies keep pointers into them
    for (int r = 1; r < w; ++r) others_.push_back(params);
    ptrs_.resize(static_cast<std::size_t>(w));
    for (int r = 0; r < w; ++r)
      for (auto& prm : replica(r)) ptrs_[static_cast<std::size_t>(r)].push_back(&prm);
    for (int r = 0; r < w; ++r) copies_.push_back(std::make_unique<pipeline_copy<Stage>>(options, r, layout, replica(r)));
    parameters_ = copies_.front()->make_parameter_backend();  // replica 0's (cuda: its device copies)
    for (int r = 0; r < w; ++r) runners_.push_back(std::make_unique<device_runner<Stage>>(options, layout, r));
    if (w > 1) make_reducer();
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const int w = options_->replicas, m = options_->microbatches;
    const schedule& sched = *layout_->sched;
    slices_.clear();
    for (int r = 0; w > 1 && r < w; ++r) slices_.push_back(slice(batch, options_->model, r * m, m));
    for (int r = 0; r < w; ++r) copies_[static_cast<std::size_t>(r)]->begin_iteration(w == 1 ? &batch : &slices_[static_cast<std::size_t>(r)]);

    iteration_outcome out;
    std::optional<recorder_type> recorder;
    if (options_->record_timeline) {
      timeline_recorder_of<Stage>::emplace(recorder, *copies_.front(), sched);
      if (w > 1) out.order.emplace();
    }
    if (w == 1)
      run_one(recorder);
    else
      run_replicas(recorder, out.order);
    if (recorder) out.measured = std::move(*recorder).finish();

    for (const auto& copy : copies_)  // replica order: the order of the w·m microbatches
      for (double l : copy->head_losses(*layout_)) out.loss += l;
    out.loss /= static_cast<double>(w) * m;
    for (const auto& copy : copies_)  // replica-major: index r·p + d
      copy->memory().append_peaks(out.peak_activation_bytes, out.peak_host_bytes);
    for (const auto& copy : copies_) copy->append_allocator_peaks(out.peak_pool_bytes);
    return out;
  }

  double sum_of_squares(std::vector<double> per_stage) override {
    double sum = 0;
    for (double x : per_stage) sum += x;
    return sum;
  }

  void finish() override {
    broadcast_parameters();
    for (auto& copy : copies_) copy->end_iteration();  // the batch and its slices die after this
  }

  void broadcast_parameters() override {
    for (auto& other : others_)
      for (std::size_t i = 0; i < params_->size(); ++i) other[i] = (*params_)[i];  // same objects, new values
    if constexpr (reduces_on_devices<Stage>)
      if (device_reduce_) device_reduce_->broadcast_values();  // the devices' copies, where they keep them
  }

  parameter_backend* parameters() override { return parameters_.get(); }
  stage_list replica_params(int r) const override { return stage_list(ptrs_[static_cast<std::size_t>(r)]); }
  device_memory& memory() override {
    if constexpr (std::is_same_v<typename pipeline_copy<Stage>::memory_type, device_memory>)
      return copies_.front()->memory();
    else  // training_schedule refuses 2bw over several iterations on such a backend
      throw std::logic_error("2bw's stages run on the host backends' memory only");
  }
  void report_deltas(std::vector<memory_deltas>& deltas) const override { copies_.front()->report_deltas(deltas); }

 private:
  // Host stamps, or the device's stream events (stream_timeline.hpp).
  using recorder_type = typename timeline_recorder_of<Stage>::type;

  std::vector<gpt::gpt_params<float>>& replica(int r) {
    return r == 0 ? *params_ : others_[static_cast<std::size_t>(r - 1)];
  }
  runtime::cpu::run_options run_options() const { return {.watchdog_timeout = options_->watchdog_timeout}; }

  // w > 1: the all-reduce of each local stage over the replicas, launched by the reducer
  // at the w-th arrival: on the devices where the stage maker has one, else replica_mean.
  void make_reducer() {
    const int w = options_->replicas;
    if constexpr (reduces_on_devices<Stage>) {
      std::vector<std::vector<typename pipeline_copy<Stage>::maker::device*>> devices(static_cast<std::size_t>(w));
      for (int r = 0; r < w; ++r)
        for (int d = 0; d < layout_->sched->devices(); ++d)
          devices[static_cast<std::size_t>(r)].push_back(copies_[static_cast<std::size_t>(r)]->device(d));
      device_reduce_ = stage_maker<Stage>::make_replica_reduce(devices, *layout_);
      reducer_ = std::make_unique<replica_reducer>(params_->size(), w,
                                                   [reduce = device_reduce_.get()](std::size_t i) { reduce->reduce(i); });
    } else {
      std::vector<std::vector<gpt::gpt_params<float>*>> groups(params_->size());
      for (std::size_t i = 0; i < params_->size(); ++i)
        for (int r = 0; r < w; ++r) groups[i].push_back(&replica(r)[i]);
      reducer_ = std::make_unique<replica_reducer>(std::move(groups));
    }
  }
  // On replica r's device d, right after its last backward of local stage i: what the
  // reduction must wait for (a host backend's ready; on the devices, an event the reduce
  // stream waits for, recorded now).
  std::function<void()> arrival(int r, int d, std::size_t i) {
    if constexpr (reduces_on_devices<Stage>) {
      device_reduce_->arrived(i, r);
      return {};
    } else {
      return copies_[static_cast<std::size_t>(r)]->ready(d);
    }
  }

  // w = 1: the pipeline's devices, observed only to record the timeline.
  void run_one(std::optional<recorder_type>& recorder) {
    pipeline_copy<Stage>& copy = *copies_.front();
    run_then_synchronize(copy, [&] {
      if (recorder)
        runners_.front()->run(*layout_->sched, copy.stages(), run_options(),
                              [&](int d, const action& a) { recorder->record(d, a); });
      else
        runners_.front()->run(*layout_->sched, copy.stages(), run_options());
    });
  }

  // The run, then every device of the copy synchronised, also when the run failed (the
  // queued work reads the batch, which dies with the step).
  template <class Run>
  static void run_then_synchronize(pipeline_copy<Stage>& copy, Run run) {
    try {
      run();
    } catch (...) {
      try {
        copy.synchronize();
      } catch (...) {  // the run's failure is the one to report
      }
      throw;
    }
    copy.synchronize();
  }

  // w > 1: replica 0 on this thread's run_threads, the others on theirs, each with its own
  // hub and watchdog; a device that has done its stage's last backward reports it to the
  // reducer, whose w-th report launches the stage's all-reduce. Waits for every
  // all-reduce, then rethrows the first replica's failure.
  void run_replicas(std::optional<recorder_type>& recorder, std::optional<step_result::event_order>& order) {
    const int w = options_->replicas, p = layout_->sched->devices();
    std::atomic<std::uint64_t> sequence{1};
    if (order) order->last_compute.assign(static_cast<std::size_t>(p * w), 0);
    reducer_->begin_step(order ? &sequence : nullptr);
    auto observer_of = [&](int r) {
      return [&, r](int d, const action& a) {
        if (recorder && r == 0) recorder->record(d, a);
        if (order && is_compute(a.kind)) order->last_compute[static_cast<std::size_t>(r * p + d)] = sequence.fetch_add(1);
        if (layout_->is_last_backward(a)) {
          const auto i = static_cast<std::size_t>(layout_->param_index[static_cast<std::size_t>(a.stage)]);
          reducer_->arrive(i, arrival(r, d, i));
        }
      };
    };
    std::vector<std::exception_ptr> errors(static_cast<std::size_t>(w));
    auto run_replica = [&](int r) {
      try {
        pipeline_copy<Stage>& copy = *copies_[static_cast<std::size_t>(r)];
        run_then_synchronize(copy, [&] {
          runners_[static_cast<std::size_t>(r)]->run(*layout_->sched, copy.stages(), run_options(), observer_of(r));
        });
      } catch (...) {
        errors[static_cast<std::size_t>(r)] = std::current_exception();
      }
    };
    {
      std::vector<std::thread> threads;
      threads.reserve(static_cast<std::size_t>(w - 1));
      try {
        for (int r = 1; r < w; ++r) threads.emplace_back(run_replica, r);
      } catch (...) {  // a replica's thread could not start: the started ones still finish
        errors[0] = std::current_exception();
      }
      if (!errors[0]) run_replica(0);
      for (auto& t : threads) t.join();
    }
    std::size_t reduced = 0;
    try {
      reduced = reducer_->wait();  // before anything touches a gradient again
      if constexpr (reduces_on_devices<Stage>) device_reduce_->join();  // the devices' streams wait for it
    } catch (...) {
      errors.push_back(std::current_exception());
    }
    for (const auto& e : errors)
      if (e) std::rethrow_exception(e);
    if (reduced != params_->size())
      throw std::logic_error("the step all-reduced " + std::to_string(reduced) + " of " + std::to_string(params_->size()) +
                             " stages (a stage's last backward was not seen)");
    if (order) {
      order->all_reduce.resize(params_->size());
      for (std::size_t i = 0; i < params_->size(); ++i)
        order->all_reduce[static_cast<std::size_t>(layout_->local_stages[i])] = reducer_->stamps()[i];
    }
  }

  const trainer_options* options_;
  const pipeline_layout* layout_;
  std::vector<gpt::gpt_params<float>>* params_;       // replica 0's (the trainer's)
  std::vector<std::vector<gpt::gpt_params<float>>> others_;  // [r - 1]: replica r's
  std::vector<std::vector<gpt::gpt_params<float>*>> ptrs_;   // [r]: replica r's, by stage
  std::vector<gpt::gpt_batch> slices_;                 // [r]: replica r's microbatches (w > 1)
  std::vector<std::unique_ptr<pipeline_copy<Stage>>> copies_;  // [r]
  std::unique_ptr<parameter_backend> parameters_;     // over copy 0's devices; null: the host
  std::vector<std::unique_ptr<device_runner<Stage>>> runners_;  // [r]: how copy r's devices run
  std::unique_ptr<typename device_reduce_of<Stage>::type> device_reduce_;  // w > 1, on the devices
  std::unique_ptr<replica_reducer> reducer_;           // w > 1; declared last: destroyed first
};

}  // namespace pipesched::train
