#pragma once
// The CPU seconds this process has used so far, all its threads together (user + system):
// CLOCK_PROCESS_CPUTIME_ID. A step's delta is what the step cost in CPU, the figure that
// bench/cpu_step_bench.py sets beside single-threaded PyTorch's (whose CPU time is its wall
// time): wall time alone hides device threads that spin or wait.
#include <ctime>

namespace pipesched::train {

inline double process_cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + 1e-9 * static_cast<double>(ts.tv_nsec);
}

}  // namespace pipesched::train
