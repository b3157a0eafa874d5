#pragma once
// Runs a schedule on the CPU backend: one thread per device, each running the executor
// over its action list, with a channel_transport over one rendezvous_hub; the calling
// thread is the watchdog.
//
//   std::vector<std::vector<my_stage>> stages = ...;   // stages[d][c]: chunk c of device d
//   pipesched::runtime::cpu::run_threads(s, stages);    // one iteration
//
// Errors: the first failure of any device (an execution_error naming the device and
// action, the stage's own exception nested) aborts the run -- every waiting device is
// woken, every thread joined -- and is rethrown. A deadlock (every unfinished device
// blocked in the transport with nothing moving for `watchdog_timeout`) throws
// deadlock_error listing each device's blocked action. A stage that never returns is
// not a deadlock: the watchdog cannot interrupt a compute.
#include <chrono>
#include <cstddef>
#include <iterator>
#include <exception>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include <pipesched/analysis/validate.hpp>
#include <pipesched/runtime/executor.hpp>

#include "channel_transport.hpp"
#include "rendezvous_hub.hpp"

namespace pipesched::runtime::cpu {

class deadlock_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct run_options {
  // How long every device may sit blocked in the transport before the run is a deadlock.
  std::chrono::milliseconds watchdog_timeout{3000};
  // Check the schedule with validate() first (a forced run of a bad order sets false).
  bool validate = true;
};

struct no_extra_abort {
  void operator()() const {}
};

// A thread per device running `body(d)` over `hub`, the calling thread the watchdog: the
// first exception a body throws aborts the hub (waking every device blocked in it) and
// calls `on_abort` (whatever else the threads may wait on, e.g. a collective group), and
// is rethrown once every thread is joined; a deadlock throws deadlock_error.
template <class Body, class OnAbort = no_extra_abort>
void run_device_threads(rendezvous_hub& hub, int devices, std::chrono::milliseconds watchdog_timeout,
                        const Body& body, const OnAbort& on_abort = {}) {
  std::exception_ptr first_error;  // written only by the thread whose abort() came first
  auto device_main = [&](int d) {
    try {
      body(d);
    } catch (...) {
      if (hub.abort()) first_error = std::current_exception();
      on_abort();
    }
    hub.finish(d);
  };
  std::vector<std::thread> threads;
  threads.reserve(static_cast<std::size_t>(devices));
  std::optional<std::string> deadlock;
  try {
    for (int d = 0; d < devices; ++d) threads.emplace_back(device_main, d);
    deadlock = hub.watch(watchdog_timeout);
  } catch (...) {  // a thread could not start: stop the others before unwinding
    hub.abort();
    on_abort();
    for (auto& t : threads) t.join();
    throw;
  }
  for (auto& t : threads) t.join();
  if (deadlock) throw deadlock_error(*deadlock);
  if (first_error) std::rethrow_exception(first_error);
}

// `observe(device, action)` is called on the device's thread after each action.
template <class Stages, class Observer = no_observer>
void run_threads(const schedule& s, Stages& stages, const run_options& options = {},
                 const Observer& observe = {}) {
  using chunk_list = std::remove_cvref_t<decltype(stages[0])>;
  using tensor = typename stage_of_chunks<chunk_list>::tensor;
  if (options.validate) pipesched::validate(s);
  const int p = s.devices();
  if (std::size(stages) != static_cast<std::size_t>(p))
    throw std::invalid_argument("run_threads needs one list of stages per device");

  rendezvous_hub hub(p);
  run_device_threads(hub, p, options.watchdog_timeout, [&](int d) {
    channel_transport<tensor> t(hub, d);
    executor<chunk_list, channel_transport<tensor>> ex(s, d, stages[static_cast<std::size_t>(d)], t);
    if constexpr (std::is_same_v<Observer, no_observer>)
      ex.run();
    else
      ex.run([&](const action& a) { observe(d, a); });
  });
}

}  // namespace pipesched::runtime::cpu
