#include "thread_room.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>

#include <pipesched/io/decimal.hpp>

namespace pipesched::cli {

namespace {

namespace fs = std::filesystem;

// The first line of a small /proc or /sys file as a count; nullopt when unreadable or not a
// count ("max" in pids.max).
std::optional<std::int64_t> read_count(const fs::path& file) {
  std::ifstream in(file);
  std::string line;
  if (!in || !std::getline(in, line)) return std::nullopt;
  std::int64_t value = 0;
  if (io::parse_decimal(line, value) != io::decimal_status::ok) return std::nullopt;
  return value;
}

// The tasks (threads) of real user `uid` that this process can see in /proc.
std::int64_t tasks_of_user(uid_t uid) {
  std::int64_t tasks = 0;
  std::error_code ec;
  for (const fs::directory_entry& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (!io::is_decimal_integer(name, false)) continue;
    std::ifstream in(entry.path() / "status");
    bool mine = false;
    for (std::string line; std::getline(in, line);) {
      std::istringstream fields(line);
      std::string key;
      fields >> key;
      if (key == "Uid:") {
        long long real = -1;
        fields >> real;
        mine = real == static_cast<long long>(uid);
        if (!mine) break;
      } else if (key == "Threads:" && mine) {
        long long n = 0;
        fields >> n;
        tasks += n;
        break;
      }
    }
  }
  return tasks;
}

std::optional<thread_room> nproc_room() {
  rlimit limit{};
  if (getrlimit(RLIMIT_NPROC, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) return std::nullopt;
  const auto soft = static_cast<std::int64_t>(std::min<rlim_t>(limit.rlim_cur, INT64_MAX));
  const std::int64_t used = tasks_of_user(getuid());
  return thread_room{soft - used,
                     fmt::format("RLIMIT_NPROC (ulimit -u) is {} and this user runs {} tasks already", soft, used)};
}

// pids.max less pids.current of this process's pids cgroup and each one above it (v2, or
// v1's pids hierarchy).
std::optional<thread_room> cgroup_room() {
  std::ifstream in("/proc/self/cgroup");
  std::optional<thread_room> best;
  for (std::string line; std::getline(in, line);) {
    const std::size_t a = line.find(':'), b = line.find(':', a + 1);
    if (a == std::string::npos || b == std::string::npos) continue;
    const std::string controllers = line.substr(a + 1, b - a - 1);
    fs::path root;
    if (controllers.empty()) root = "/sys/fs/cgroup";
    else if (controllers == "pids") root = "/sys/fs/cgroup/pids";
    else continue;
    for (fs::path group = fs::path(line.substr(b + 1)).relative_path();; group = group.parent_path()) {
      const fs::path dir = root / group;
      const auto max = read_count(dir / "pids.max"), current = read_count(dir / "pids.current");
      if (max && current && (!best || *max - *current < best->threads))
        best = thread_room{*max - *current, fmt::format("the pids cgroup allows {} tasks and {} run already ({})", *max,
                                                        *current, (dir / "pids.max").string())};
      if (group.empty()) break;
    }
  }
  return best;
}

}  // namespace

std::optional<thread_room> room_for_threads() {
  std::optional<thread_room> room = nproc_room();
  if (const auto cgroup = cgroup_room(); cgroup && (!room || cgroup->threads < room->threads)) room = cgroup;
  return room;
}

void check_thread_room(std::int64_t needed, std::string_view what) {
  const std::optional<thread_room> room = room_for_threads();
  if (!room || needed <= room->threads) return;
  throw std::invalid_argument(fmt::format("{} would start {} threads, more than this process may start: {}", what,
                                          needed, room->bound));
}

}  // namespace pipesched::cli
