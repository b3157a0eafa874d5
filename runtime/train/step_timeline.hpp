#pragma once
// The measured timeline of one run of the schedule (step_result::measured) from host
// stamps, where the host does the work (cpu, and 2bw's run): device d's thread appends its
// actions to its own list only, each starting where the device's previous action ended,
// in microseconds since the recorder was made. The stream backends time their streams'
// events instead (stream_timeline.hpp).
#include <chrono>
#include <cstddef>

#include <pipesched/analysis/simulate.hpp>
#include <pipesched/core/vocabulary.hpp>

namespace pipesched::train {

class timeline_recorder {
 public:
  timeline_recorder(int devices, std::size_t actions_per_device);
  // On device d's thread, right after the executor has done `a`.
  void record(int device, const action& a);
  // After the run (every device thread joined): the timeline, its makespan the latest end.
  timeline finish() &&;

 private:
  std::chrono::steady_clock::time_point start_;
  timeline t_;
};

}  // namespace pipesched::train
