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
//
// Cost (issue 32): an op is constructed in place in a lock-free ring (op_ring.hpp), with
// no allocation up to op_ring::slot_bytes of captures; a worker or a waiter that finds
// nothing to do yields for a few microseconds before it sleeps, and the host takes a
// lock and wakes a worker only when it sleeps. The ring holds `capacity` ops: a host that
// gets that far ahead of its stream waits for a slot (as a CUDA launch waits when the
// launch queue is full), so an op must not wait for host work enqueued after it, nor
// enqueue on its own stream.
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "runtime/stream/chaos.hpp"
#include "runtime/stream/op_ring.hpp"

namespace pipesched::stream {

namespace detail {
// The completion flag behind a cpu_event: set once, by the stream's worker, with the
// time the stream reached it (what a timed CUDA event stores; written before `done`).
// complete() takes the mutex and notifies only when someone sleeps on it.
struct event_state {
  std::atomic<bool> done{false};
  std::atomic<int> sleepers{0};
  std::chrono::steady_clock::time_point at{};
  std::mutex mutex;
  std::condition_variable completed;
  void complete();
};
}  // namespace detail

// A cheap copyable handle on a point in a stream. Default-constructed: already complete.
class cpu_event {
 public:
  cpu_event() = default;
  bool query() const;        // complete?
  void synchronize() const;  // the calling thread yields a few us, then sleeps until complete

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

  // Runs op() after everything enqueued before it (any callable; stored in place up to
  // op_ring::slot_bytes, else boxed).
  template <class F>
  void enqueue(F&& op) {
    push(std::forward<F>(op), false);
  }
  // Like enqueue, but runs even after a failure on this stream: for what must happen
  // regardless (releasing memory), never for work whose inputs may be missing.
  template <class F>
  void enqueue_always(F&& op) {
    push(std::forward<F>(op), true);
  }
  cpu_event record();               // completes once everything enqueued before it has run
  cpu_event record_timed() { return record(); }  // every record stores its time (for --trace)
  void wait(const cpu_event& e);    // what is enqueued after this runs only after e completes
  // The host waits for all enqueued; rethrows a failure once. Not from an op of this
  // stream (it would wait for itself).
  void synchronize();
  const std::string& name() const { return name_; }

 static constexpr std::size_t capacity = 1024;  // ops queued before enqueue waits

 private:
  template <class F>
  void push(F&& op, bool always) {
    while (!ring_.try_push(std::forward<F>(op), always)) wait_for_space();  // f untouched when full
    if (sleeping_.load(std::memory_order_seq_cst)) wake();  // pairs with the worker's store
  }
  void wait_for_space();
  void wake();
  bool await_work();  // the worker: false once stopping with nothing queued
  void work();

  std::string name_;
  chaos_options chaos_;
  std::uint64_t chaos_seed_;
  detail::op_ring ring_{capacity};
  std::mutex mutex_;                  // sleeping and waking, stopping_, failure_
  std::condition_variable changed_;   // the worker sleeps on it
  std::condition_variable space_;     // producers of a full ring sleep on it
  std::atomic<bool> sleeping_{false};       // the worker sleeps (or is about to): push wakes it
  std::atomic<int> waiting_for_space_{0};   // producers asleep on space_: the worker wakes them
  std::atomic<bool> failed_{false};         // failure_ is set: skip what is not `always`
  std::exception_ptr failure_;  // the first exception since the last synchronize()
  bool stopping_ = false;
  std::thread worker_;  // last: started once everything above is constructed
};

}  // namespace pipesched::stream
