#pragma once
// How a launch on threads runs one iteration of a pipeline copy's devices: a thread per
// device, each driving the executor over its action list with a transport. The default
// is run_threads over the CPU rendezvous hub (every backend's tensors travel through it
// as objects). A backend with a transport of its own specialises it: the cuda stage's
// (cuda_device_runner.hpp) runs over NCCL links when the run uses them. One runner per
// replica, made with its copy and kept across iterations (a transport's communicators
// are made once, up front).
#include <pipesched/runtime/executor.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/train/trainer_options.hpp"
#include "runtime/train/training_schedule.hpp"

namespace pipesched::train {

template <class Stage>
class device_runner {
 public:
  device_runner(const trainer_options& /*options*/, const pipeline_layout& /*layout*/, int /*replica*/) {}

  // `observe(device, action)` on the device's thread after each action.
  template <class Stages, class Observer = runtime::no_observer>
  void run(const schedule& s, Stages& stages, const runtime::cpu::run_options& options, const Observer& observe = {}) {
    runtime::cpu::run_threads(s, stages, options, observe);
  }
};

}  // namespace pipesched::train
