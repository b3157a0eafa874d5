#include "runtime/stream/cpu_stream.hpp"

#include <random>
#include <stdexcept>
#include <utility>

#ifdef __linux__
#include <pthread.h>
#endif

namespace pipesched::stream {

namespace {
// Before a thread sleeps on something another thread is about to do (a handoff between
// streams takes a few us): spins a little, then yields the core for up to `spin_for`, so
// a quick answer costs no sleep and wake (two context switches), while a thread with
// nothing to do for longer sleeps and an idle process burns no CPU.
constexpr auto spin_for = std::chrono::microseconds(50);

void relax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#endif
}

template <class Ready>
bool spin_until(Ready ready) {
  for (int i = 0; i < 64; ++i) {
    if (ready()) return true;
    relax();
  }
  const auto until = std::chrono::steady_clock::now() + spin_for;
  do {
    if (ready()) return true;
    std::this_thread::yield();
  } while (std::chrono::steady_clock::now() < until);
  return ready();
}
}  // namespace

void detail::event_state::complete() {
  at = std::chrono::steady_clock::now();
  done.store(true, std::memory_order_seq_cst);  // publishes `at`; pairs with sleepers below
  if (sleepers.load(std::memory_order_seq_cst) > 0) {
    { std::lock_guard lock(mutex); }  // a sleeper is in wait() or has not checked `done` yet
    completed.notify_all();
  }
}

bool cpu_event::query() const { return !state_ || state_->done.load(std::memory_order_acquire); }

void cpu_event::synchronize() const {
  if (!state_) return;
  detail::event_state& s = *state_;
  if (spin_until([&] { return s.done.load(std::memory_order_acquire); })) return;
  std::unique_lock lock(s.mutex);
  s.sleepers.fetch_add(1, std::memory_order_seq_cst);
  s.completed.wait(lock, [&] { return s.done.load(std::memory_order_seq_cst); });
  s.sleepers.fetch_sub(1, std::memory_order_relaxed);
}

cpu_event cpu_event::stamped_now() {
  auto state = std::make_shared<detail::event_state>();
  state->complete();
  return cpu_event(std::move(state));
}

double elapsed_ms(const cpu_event& start, const cpu_event& end) {
  if (!start.state_ || !end.state_) throw std::logic_error("elapsed_ms: an event was never recorded");
  if (!start.query() || !end.query()) throw std::logic_error("elapsed_ms: an event is not complete yet");
  // Both complete (query's acquire): their stamps are written and never change again.
  const auto a = start.state_->at, b = end.state_->at;
  return std::chrono::duration<double, std::milli>(b - a).count();
}

cpu_stream::cpu_stream(std::string name, chaos_options chaos, std::uint64_t id)
    : name_(std::move(name)),
      chaos_(chaos),
      chaos_seed_(chaos_stream_seed(chaos.seed, id)),
      worker_([this] { work(); }) {}

cpu_stream::~cpu_stream() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  worker_.join();
}

void cpu_stream::wake() {
  { std::lock_guard lock(mutex_); }  // the worker is in wait() or has not checked the ring yet
  changed_.notify_one();
}

void cpu_stream::wait_for_space() {
  if (spin_until([&] { return ring_.has_space(); })) return;
  std::unique_lock lock(mutex_);
  waiting_for_space_.fetch_add(1, std::memory_order_seq_cst);  // pairs with the worker's pop
  space_.wait(lock, [&] { return ring_.has_space(); });
  waiting_for_space_.fetch_sub(1, std::memory_order_relaxed);
}

cpu_event cpu_stream::record() {
  auto state = std::make_shared<detail::event_state>();
  push([state] { state->complete(); }, true);
  return cpu_event(std::move(state));
}

void cpu_stream::wait(const cpu_event& e) {
  if (!e.state_) return;  // already complete: nothing to order
  // Kept after a failure too: a free enqueued behind this wait must not release memory
  // that another stream may still be reading.
  push([e] { e.synchronize(); }, true);
}

void cpu_stream::synchronize() {
  record().synchronize();
  std::exception_ptr failure;
  {
    std::lock_guard lock(mutex_);
    failure = std::exchange(failure_, nullptr);
    failed_.store(false, std::memory_order_relaxed);  // later pushes publish it to the worker
  }
  if (failure) std::rethrow_exception(failure);
}

void cpu_stream::work() {
#ifdef __linux__
  // The stream's name on its worker, for debuggers and ThreadSanitizer's reports (Linux
  // takes 15 characters).
  pthread_setname_np(pthread_self(), name_.substr(0, 15).c_str());
#endif
  std::mt19937_64 generator(chaos_seed_);
  const auto max_delay = chaos_.max_delay.count();
  for (;;) {
    detail::op_ring::cell* next = ring_.front();
    if (!next) {
      if (!await_work()) return;  // stopping, and everything queued has run
      continue;
    }
    if (chaos_.enabled && max_delay > 0) {
      std::uniform_int_distribution<long long> delay(0, max_delay - 1);
      std::this_thread::sleep_for(std::chrono::microseconds(delay(generator)));
    }
    if (next->always || !failed_.load(std::memory_order_relaxed)) {
      try {
        next->run();
      } catch (...) {
        std::lock_guard lock(mutex_);
        if (!failure_) failure_ = std::current_exception();
        failed_.store(true, std::memory_order_relaxed);
      }
    }
    ring_.pop(next);
    if (waiting_for_space_.load(std::memory_order_seq_cst) > 0) {  // pairs with wait_for_space
      { std::lock_guard lock(mutex_); }
      space_.notify_all();
    }
  }
}

bool cpu_stream::await_work() {
  if (spin_until([&] { return ring_.front() != nullptr; })) return true;
  std::unique_lock lock(mutex_);
  sleeping_.store(true, std::memory_order_seq_cst);  // pairs with push's load
  changed_.wait(lock, [&] { return stopping_ || ring_.front() != nullptr; });
  sleeping_.store(false, std::memory_order_relaxed);
  return ring_.front() != nullptr;
}

}  // namespace pipesched::stream
