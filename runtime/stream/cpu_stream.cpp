#include "runtime/stream/cpu_stream.hpp"

#include <random>
#include <stdexcept>
#include <utility>

#ifdef __linux__
#include <pthread.h>
#endif

namespace pipesched::stream {

void detail::event_state::complete() {
  {
    std::lock_guard lock(mutex);
    at = std::chrono::steady_clock::now();
    done = true;
  }
  completed.notify_all();
}

bool cpu_event::query() const {
  if (!state_) return true;
  std::lock_guard lock(state_->mutex);
  return state_->done;
}

void cpu_event::synchronize() const {
  if (!state_) return;
  std::unique_lock lock(state_->mutex);
  state_->completed.wait(lock, [&] { return state_->done; });
}

cpu_event cpu_event::stamped_now() {
  auto state = std::make_shared<detail::event_state>();
  state->complete();
  return cpu_event(std::move(state));
}

double elapsed_ms(const cpu_event& start, const cpu_event& end) {
  if (!start.state_ || !end.state_) throw std::logic_error("elapsed_ms: an event was never recorded");
  if (!start.query() || !end.query()) throw std::logic_error("elapsed_ms: an event is not complete yet");
  std::chrono::steady_clock::time_point a, b;
  {
    std::lock_guard lock(start.state_->mutex);
    a = start.state_->at;
  }
  {
    std::lock_guard lock(end.state_->mutex);
    b = end.state_->at;
  }
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

void cpu_stream::push(item it) {
  bool wake;
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(it));
    wake = sleeping_;  // a busy worker finds the item when it next looks at the queue
  }
  if (wake) changed_.notify_one();
}

void cpu_stream::enqueue(std::function<void()> op) { push({std::move(op), false}); }

void cpu_stream::enqueue_always(std::function<void()> op) { push({std::move(op), true}); }

cpu_event cpu_stream::record() {
  auto state = std::make_shared<detail::event_state>();
  push({[state] { state->complete(); }, true});
  return cpu_event(std::move(state));
}

void cpu_stream::wait(const cpu_event& e) {
  if (!e.state_) return;  // already complete: nothing to order
  // Kept after a failure too: a free enqueued behind this wait must not release memory
  // that another stream may still be reading.
  push({[e] { e.synchronize(); }, true});
}

void cpu_stream::synchronize() {
  record().synchronize();
  std::exception_ptr failure;
  {
    std::lock_guard lock(mutex_);
    failure = std::exchange(failure_, nullptr);
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
    item next;
    bool skip = false;
    {
      std::unique_lock lock(mutex_);
      if (!stopping_ && queue_.empty()) {
        sleeping_ = true;
        changed_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
        sleeping_ = false;
      }
      if (queue_.empty()) return;  // stopping, and everything queued has run
      next = std::move(queue_.front());
      queue_.pop_front();
      skip = failure_ && !next.always;
    }
    if (chaos_.enabled && max_delay > 0) {
      std::uniform_int_distribution<long long> delay(0, max_delay - 1);
      std::this_thread::sleep_for(std::chrono::microseconds(delay(generator)));
    }
    if (skip) continue;
    try {
      next.run();
    } catch (...) {
      std::lock_guard lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
    }
  }
}

}  // namespace pipesched::stream
