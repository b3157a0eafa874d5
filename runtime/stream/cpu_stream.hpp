#pragma once
// CPU streams with CUDA's semantics, so stream-ordered code runs (and its missing waits
// show) on machines without a GPU:
//
//   cpu_stream s("compute");          // an in-order queue run by a worker thread of its own
//   s.enqueue([&] { y = f(x); });     // runs after everything enqueued before it
//   cpu_event done = s.record();      // completes once the worker reaches it
//   copy.wait(done);                  // `copy` runs what it gets next only after `done`
//   copy.enqueue([&] { host = y; });
//   copy.synchronize();               // the host waits; rethrows the first failure once
//
// An operation that throws: the stream keeps the first exception and skips the
// operations after it, but its records and waits still run (every event completes, so
// nobody waits forever) and so do stream-ordered frees (enqueue_always). synchronize()
// rethrows the exception and clears it; what is enqueued afterwards runs again.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "runtime/stream/chaos.hpp"

namespace pipesched::stream {

namespace detail {
// The completion flag behind a cpu_event: set once, by the stream's worker, with the
// time the stream reached it (what a timed CUDA event stores).
struct event_state {
  std::mutex mutex;
  std::condition_variable completed;
  bool done = false;
  std::chrono::steady_clock::time_point at{};
  void complete();
};
}  // namespace detail

// A cheap copyable handle on a point in a stream. Default-constructed: already complete.
class cpu_event {
 public:
  cpu_event() = default;
  bool query() const;        // complete?
  void synchronize() const;  // the calling thread blocks (no spinning) until complete

  // Milliseconds from `start` to `end`, both complete and recorded on a stream (any
  // streams: the stamps are one steady clock), as cuda_stream's elapsed_ms.
  friend double elapsed_ms(const cpu_event& start, const cpu_event& end);
  // A complete event stamped with the host's clock now: an origin for elapsed_ms.
  static cpu_event stamped_now();

 private:
  friend class cpu_stream;
  explicit cpu_event(std::shared_ptr<detail::event_state> state) : state_(std::move(state)) {}
  std::shared_ptr<detail::event_state> state_;
};

class cpu_stream {
 public:
  // `id` seeds this stream's chaos generator together with chaos.seed.
  explicit cpu_stream(std::string name, chaos_options chaos = {}, std::uint64_t id = 0);
  ~cpu_stream();  // runs everything queued, then joins the worker
  cpu_stream(const cpu_stream&) = delete;
  cpu_stream& operator=(const cpu_stream&) = delete;

  void enqueue(std::function<void()> op);  // runs after everything enqueued before it
  // Like enqueue, but runs even after a failure on this stream: for what must happen
  // regardless (releasing memory), never for work whose inputs may be missing.
  void enqueue_always(std::function<void()> op);
  cpu_event record();               // completes once everything enqueued before it has run
  cpu_event record_timed() { return record(); }  // every record stores its time (for --trace)
  void wait(const cpu_event& e);    // what is enqueued after this runs only after e completes
  // The host waits for all enqueued; rethrows a failure once. Not from an op of this
  // stream (it would wait for itself).
  void synchronize();
  const std::string& name() const { return name_; }

 private:
  struct item {
    std::function<void()> run;
    bool always = false;  // runs after a failure too (records, waits, frees)
  };
  void push(item it);
  void work();

  std::string name_;
  chaos_options chaos_;
  std::uint64_t chaos_seed_;
  std::mutex mutex_;
  std::condition_variable changed_;
  std::deque<item> queue_;
  std::exception_ptr failure_;  // the first exception since the last synchronize()
  bool stopping_ = false;
  bool sleeping_ = false;  // the worker waits on changed_: only then does push() notify
  std::thread worker_;  // last: started once everything above is constructed
};

}  // namespace pipesched::stream
