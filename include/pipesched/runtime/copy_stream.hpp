#pragma once
// copy_stream: the CPU backend's copy engine, what a CUDA stream dedicated to copies is
// on a GPU. One thread runs the copies handed to it in the order they were enqueued;
// enqueue returns a ticket (the event recorded after the copy) that wait() blocks on.
//
//   copy_stream d2h;
//   auto t = d2h.enqueue([=] { std::memcpy(host, dev, n); });  // runs on d2h's thread
//   ...                                                      // the caller computes meanwhile
//   d2h.wait(t);  // the copy is done (its writes are visible here), or its exception rethrown
//
// Waiting blocks on a condition variable (no spinning, no sleeps). A copy that throws
// does not stop the stream: its exception is kept for the wait() on its ticket. The
// destructor runs what is still queued, then joins the thread.
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <map>
#include <mutex>
#include <thread>
#include <utility>

#include "stage.hpp"

namespace pipesched::runtime {

class copy_stream {
 public:
  using ticket = std::uint64_t;  // 1, 2, 3, ... in enqueue order

  copy_stream() : thread_([this] { main(); }) {}
  copy_stream(const copy_stream&) = delete;
  copy_stream& operator=(const copy_stream&) = delete;
  ~copy_stream() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    queued_.notify_one();
    thread_.join();
  }

  ticket enqueue(copy_work work) {
    ticket t = 0;
    {
      std::lock_guard lock(mutex_);
      t = ++issued_;
      queue_.push_back(std::move(work));
    }
    queued_.notify_one();
    return t;
  }

  // Blocks until the copy of ticket `t` has run; rethrows what it threw. The copy's
  // writes happen before this returns (the mutex orders them).
  void wait(ticket t) {
    std::unique_lock lock(mutex_);
    ran_.wait(lock, [&] { return done_ >= t; });
    if (auto it = errors_.find(t); it != errors_.end()) {
      std::exception_ptr e = it->second;
      errors_.erase(it);
      std::rethrow_exception(e);
    }
  }

  // Blocks until every copy enqueued so far has run, and forgets their exceptions (a
  // failed run abandons its copies before the buffers they name go away).
  void drain() noexcept {
    std::unique_lock lock(mutex_);
    ran_.wait(lock, [&] { return done_ == issued_; });
    errors_.clear();
  }

  // The copy engine's thread (for tests that check where copies run).
  std::thread::id thread_id() const { return thread_.get_id(); }

 private:
  void main() {
    std::unique_lock lock(mutex_);
    for (;;) {
      queued_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopped, nothing left to run
      copy_work work = std::move(queue_.front());
      queue_.pop_front();
      lock.unlock();
      std::exception_ptr error;
      try {
        work();
      } catch (...) {
        error = std::current_exception();
      }
      work = nullptr;  // what the copy captured goes before its ticket is done
      lock.lock();
      ++done_;  // copies run in ticket order, so done_ is the last ticket that ran
      if (error) errors_.emplace(done_, std::move(error));
      ran_.notify_all();
    }
  }

  std::mutex mutex_;
  std::condition_variable queued_, ran_;
  std::deque<copy_work> queue_;
  ticket issued_ = 0, done_ = 0;
  std::map<ticket, std::exception_ptr> errors_;
  bool stop_ = false;
  std::thread thread_;  // last: it starts once the members it uses exist
};

}  // namespace pipesched::runtime
