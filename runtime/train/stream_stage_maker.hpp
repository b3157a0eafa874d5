#pragma once
// How a pipeline copy makes the CPU-streams stage (gpt_stream_stage, backend cpu-streams;
// gpt_stream_bf16_stage with --dtype bf16, the same over bf16 storage):
// each device of the copy gets its own cpu_stream_backend (compute, D2H and H2D streams
// and a stream_pool on the device's meter), with the run's chaos and dropped wait
// (trainer_options::streams), shared by the device's stages and destroyed after them.
// A pass returns once its work is enqueued, so the copy synchronises every device before
// losses, gradients or peaks are read, and an all-reduce waits for the device's work
// (ready) before it reads the stage's gradients.
#include <functional>
#include <memory>

#include "runtime/gpt/gpt_stream_stage.hpp"
#include "runtime/train/pipeline_copy.hpp"

namespace pipesched::train {

template <class Element>
struct stage_maker<gpt::basic_gpt_stage<gpt::basic_cpu_stream_backend<Element>>> {
  using stage = gpt::basic_gpt_stage<gpt::basic_cpu_stream_backend<Element>>;
  using device = gpt::basic_cpu_stream_backend<Element>;
  using host_pool = gpt::host_pool;
  static std::unique_ptr<device> make_device(int index, runtime::activation_meter& meter, const trainer_options& o) {
    return std::make_unique<device>(meter, o.streams, index);
  }
  static stage make(const gpt::gpt_config& c, int s, int S, gpt::gpt_params<float>& params,
                    runtime::activation_meter& /*meter: the backend's*/, gpt::host_pool& host, device* shared) {
    return stage(c, s, S, params, nullptr, *shared, &host);
  }
  static void begin_iteration(device* /*shared: works on the host parameters*/) {}
  static long long allocator_peak(device* /*shared: its stream_pool is the meter*/) { return -1; }
  static void synchronize(device* shared) {
    if (shared) shared->synchronize();
  }
  // --trace times the compute stream's events (stream_timeline.hpp).
  static device* trace_backend(device* shared) { return shared; }
  static std::function<void()> ready(device* shared) {
    if (!shared) return {};
    return [done = shared->record()] { done.synchronize(); };
  }
};

}  // namespace pipesched::train
