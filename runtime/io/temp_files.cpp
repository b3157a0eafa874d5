#include "runtime/io/temp_files.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <mutex>

namespace pipesched::io {

namespace {

enum slot_state : int { slot_free = 0, slot_filling = 1, slot_live = 2 };

struct slot {
  std::atomic<int> state{slot_free};
  char name[PATH_MAX] = {};
};
static_assert(std::atomic<int>::is_always_lock_free, "the signal handler reads the states");

slot slots[max_live_temp_files];

// The next 6-character suffix: splitmix64 of a per-process sequence, seeded from the clock
// and the process id (uniqueness comes from O_EXCL; this only makes clashes rare).
std::string next_suffix() {
  static std::atomic<std::uint64_t> sequence = [] {
    timespec ts{};
    ::clock_gettime(CLOCK_REALTIME, &ts);
    return static_cast<std::uint64_t>(ts.tv_nsec) ^ (static_cast<std::uint64_t>(ts.tv_sec) << 30) ^
           (static_cast<std::uint64_t>(::getpid()) << 12);
  }();
  std::uint64_t z = sequence.fetch_add(0x9e3779b97f4a7c15ULL) + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  z ^= z >> 31;
  static constexpr char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  std::string out(6, 'A');
  for (char& c : out) {
    c = alphabet[z % 62];
    z /= 62;
  }
  return out;
}

// A free slot holding `name`, live; -1 when the table is full or the name too long.
int claim(const std::string& name) {
  if (name.size() >= PATH_MAX) return -1;
  for (int i = 0; i < max_live_temp_files; ++i) {
    int expected = slot_free;
    if (!slots[i].state.compare_exchange_strong(expected, slot_filling)) continue;
    std::memcpy(slots[i].name, name.c_str(), name.size() + 1);
    slots[i].state.store(slot_live, std::memory_order_release);
    return i;
  }
  return -1;
}

extern "C" void unlink_temp_files_and_die(int sig) {
  const int saved = errno;
  remove_live_temp_files();
  // The default action again, re-raised: it is delivered once this handler returns (the
  // signal is blocked until then), so the process ends as the signal would have ended it.
  ::signal(sig, SIG_DFL);
  ::raise(sig);
  errno = saved;
}

}  // namespace

temp_file create_temp_file(const std::string& prefix) {
  for (int attempt = 0; attempt < 100; ++attempt) {
    temp_file t;
    t.name = prefix + next_suffix();
    t.slot = claim(t.name);  // live before it exists: see the header
    t.fd = ::open(t.name.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (t.fd >= 0) return t;
    const int error = errno;
    release_temp_file(t.slot);
    errno = error;
    if (error != EEXIST) return temp_file{};
  }
  errno = EEXIST;
  return temp_file{};
}

void release_temp_file(int slot) noexcept {
  if (slot >= 0 && slot < max_live_temp_files) slots[slot].state.store(slot_free, std::memory_order_release);
}

void remove_live_temp_files() noexcept {
  for (slot& s : slots)
    if (s.state.load(std::memory_order_acquire) == slot_live) ::unlink(s.name);
}

void remove_temp_files_on_signals() {
  static std::once_flag once;
  std::call_once(once, [] {
    for (const int sig : {SIGINT, SIGTERM, SIGHUP, SIGABRT}) {
      struct sigaction old {};
      if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
      struct sigaction sa {};
      sa.sa_handler = unlink_temp_files_and_die;
      ::sigemptyset(&sa.sa_mask);
      sa.sa_flags = SA_RESTART;
      ::sigaction(sig, &sa, nullptr);
    }
  });
}

void test_hook_after_temp_file() {
  const char* value = std::getenv("PIPESCHED_TEST_SIGNAL_AFTER_TEMP_FILE");
  if (value == nullptr || *value == '\0') return;
  const int sig = std::atoi(value);
  if (sig > 0) ::raise(sig);
}

}  // namespace pipesched::io
