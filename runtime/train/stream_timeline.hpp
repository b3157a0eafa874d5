#pragma once
// The measured timeline on the stream backends (cpu-streams, cuda), where a pass returns
// once its work is enqueued, so a host stamp would time the enqueue, not the work. After
// each action the executor's observer records a timed event on the device's compute
// stream: the action's end (F and B: the event their sent output is ready at, their last
// work). A pass's start is the previous action's end, or, when the pass read a received
// tensor, the mark its backend recorded right after waiting for the sender's event
// (stream::trace_marks), so the start is when the input was there. After
// the run, once every device is synchronised, the events are read as microseconds since
// the step began: on cpu streams from one stamp of the host's clock when the recorder was
// made (every stream's stamps are that one steady clock, so devices compare exactly); on cuda from an
// event recorded on each GPU's first device's compute stream when the recorder was made
// (CUDA times two events of one GPU only, so devices on different GPUs are offset by how
// far apart their GPUs' origins ran).
//
// timeline_recorder_of<Stage> picks this recorder where the stage maker names the
// device's backend (trace_backend), else the host stamps (timeline_recorder).
#include <algorithm>
#include <cstddef>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

#include <pipesched/analysis/simulate.hpp>
#include <pipesched/core/vocabulary.hpp>

#include "runtime/stream/cpu_stream.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/step_timeline.hpp"

namespace pipesched::train {

template <class Backend>
class stream_timeline_recorder {
 public:
  using event = typename Backend::event;

  // backends[d]: device d's (null: not driven here). Arms their trace marks.
  stream_timeline_recorder(std::vector<Backend*> backends, std::size_t actions_per_device)
      : backends_(std::move(backends)), origins_(backends_.size()), marks_(backends_.size()) {
    // On cpu streams one stamp is every device's origin: stamps taken one per device could
    // lie apart by a preemption of this thread, which would shift devices against each other.
    std::optional<event> host_origin;
    if constexpr (std::is_same_v<event, stream::cpu_event>) host_origin = stream::cpu_event::stamped_now();
    for (std::size_t d = 0; d < backends_.size(); ++d) {
      marks_[d].reserve(actions_per_device);
      if (Backend* b = backends_[d]) {
        b->trace_marks.arm(true);
        if constexpr (std::is_same_v<event, stream::cpu_event>)
          origins_[d] = *host_origin;
        else
          origins_[d] = origin_on_gpu(d);
      }
    }
  }
  stream_timeline_recorder(const stream_timeline_recorder&) = delete;
  stream_timeline_recorder& operator=(const stream_timeline_recorder&) = delete;
  ~stream_timeline_recorder() {
    for (Backend* b : backends_)
      if (b) b->trace_marks.arm(false);
  }

  // On device d's thread, right after the executor has done (enqueued) `a`.
  void record(int device, const action& a) {
    const auto d = static_cast<std::size_t>(device);
    Backend& b = *backends_[d];
    auto& list = marks_[d];
    std::optional<event> input = b.trace_marks.take_input(), output = b.trace_marks.take_output();
    event start = input ? *input : list.empty() ? origins_[d] : list.back().end;
    // F and B publish their output last: its ready event is their end. BW publishes its
    // input gradient before its weight gradients, so it ends where the stream gets here.
    const bool ends_at_output = output && (a.kind == action_kind::F || a.kind == action_kind::B);
    list.push_back({a, std::move(start), ends_at_output ? *output : b.compute().record_timed()});
  }

  // After the run, every device synchronised: the events read as the timeline.
  timeline finish() && {
    timeline t;
    t.per_device.resize(marks_.size());
    for (std::size_t d = 0; d < marks_.size(); ++d)
      for (const mark& m : marks_[d]) {
        const double start = 1000.0 * elapsed_ms(origins_[d], m.start), end = 1000.0 * elapsed_ms(origins_[d], m.end);
        t.per_device[d].push_back({m.what, start, end});
        t.makespan = std::max(t.makespan, end);
      }
    return t;
  }

 private:
  // cuda: one origin per GPU, recorded on its first device's compute stream, which the
  // GPU's other devices wait for (their stamps then follow it, and CUDA times events of
  // one GPU against each other, so devices sharing a GPU compare exactly).
  event origin_on_gpu(std::size_t d) {
    Backend& b = *backends_[d];
    for (std::size_t e = 0; e < d; ++e)
      if (backends_[e] && backends_[e]->gpu() == b.gpu()) {
        b.compute().wait(origins_[e]);
        return origins_[e];
      }
    return b.compute().record_timed();
  }

  struct mark {
    action what;
    event start, end;
  };
  std::vector<Backend*> backends_;
  std::vector<event> origins_;            // [device]
  std::vector<std::vector<mark>> marks_;  // [device]: written by that device's thread only
};

// The recorder a launch on threads uses for Stage: made for `copy` (replica 0's) before
// the run, fed by the observer, finished after the copy is synchronised.
template <class Stage>
struct timeline_recorder_of {
  using type = timeline_recorder;
  static void emplace(std::optional<type>& r, pipeline_copy<Stage>& /*copy*/, const schedule& s) {
    r.emplace(s.devices(), s.per_device.front().size() + 8);
  }
};
template <class Stage>
  requires requires(typename stage_maker<Stage>::device* d) { stage_maker<Stage>::trace_backend(d); }
struct timeline_recorder_of<Stage> {
  using backend = std::remove_pointer_t<decltype(stage_maker<Stage>::trace_backend(nullptr))>;
  using type = stream_timeline_recorder<backend>;
  static void emplace(std::optional<type>& r, pipeline_copy<Stage>& copy, const schedule& s) {
    std::vector<backend*> backends;
    for (int d = 0; d < s.devices(); ++d) backends.push_back(stage_maker<Stage>::trace_backend(copy.device(d)));
    r.emplace(std::move(backends), s.per_device.front().size() + 8);
  }
};

}  // namespace pipesched::train
