#pragma once
// How many more threads this process may start, asked before `train` starts any: a run
// that needs more than the system allows would otherwise build its model, start a few
// hundred threads and die in "Resource temporarily unavailable" (issue 29: --replicas 1024
// --devices 1 after 12 s). Linux counts threads as tasks against RLIMIT_NPROC (ulimit -u,
// per real user) and a pids cgroup's pids.max; both are read here.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pipesched::cli {

struct thread_room {
  std::int64_t threads = 0;  // more tasks that may start now (0 or below: none)
  std::string bound;         // which limit, with its numbers: "RLIMIT_NPROC (ulimit -u) 64, 70 tasks of this user running"
};

// The tightest of the limits above; nullopt when none is set (or none can be read).
std::optional<thread_room> room_for_threads();

// Throws std::invalid_argument, one line, when `needed` threads (`what` says whose) do not
// fit room_for_threads().
void check_thread_room(std::int64_t needed, std::string_view what);

}  // namespace pipesched::cli
