#pragma once
// The CPU backend's point-to-point transport between device threads, with NCCL's
// rendezvous semantics (runtime/transport.hpp): every ordered pair of devices has one
// send stream (a queue of posted sends, completed in order, as NCCL with a communicator
// and a stream per pair); a recv completes when the head of its link's stream is the
// matching send, and takes its tensor. So a send completes
// only once its recv is posted, and an order that would hang NCCL hangs here too --
// until the watchdog (watch()) sees that every unfinished device is blocked in the hub
// with nothing moving, aborts the run and describes what each device waits for.
//
// The hub is not a template: tensors travel as type-erased parcels (one heap node per
// send; channel_transport.hpp wraps and unwraps them).
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include <pipesched/core/vocabulary.hpp>

namespace pipesched::runtime::cpu {

// Thrown by the hub to a device thread that waits in it once the run has been aborted
// (another device failed, or the watchdog found a deadlock).
class run_aborted : public std::runtime_error {
 public:
  run_aborted() : std::runtime_error("the run was aborted") {}
};

// A tensor in flight; owns it, whatever its type.
using parcel = std::unique_ptr<void, void (*)(void*)>;

class rendezvous_hub {
 public:
  explicit rendezvous_hub(int devices);
  rendezvous_hub(const rendezvous_hub&) = delete;
  rendezvous_hub& operator=(const rendezvous_hub&) = delete;
  ~rendezvous_hub();

  // Posts send `a` of device `from` at the back of the stream of link (from, to).
  void post_send(int from, int to, const action& a, parcel x);
  // Blocks until the stream of link (from, to) holds a send, and returns its tensor if it
  // matches recv `r`; throws if it carries another tensor (NCCL would pair the two) and
  // run_aborted if the run is aborted meanwhile.
  parcel take(int to, int from, const action& r);
  // Blocks until every send `from` has posted is taken.
  void wait_sends(int from);
  // The device's thread is done (succeeded or failed): the watchdog stops waiting for it.
  void finish(int device);
  // Wakes every waiting device and makes every later wait throw run_aborted. Returns
  // whether this call aborted the run (false if it already was).
  bool abort();
  bool aborted() const;

  // The watchdog. Returns once every device has finished or the run is aborted (empty),
  // or once every unfinished device has been blocked in the hub, unable to proceed,
  // with nothing handed over for `timeout`: then it aborts the run and returns
  // "deadlock: device 0 blocked in ...; device 1 blocked in ...".
  std::optional<std::string> watch(std::chrono::milliseconds timeout);

 private:
  enum class state : std::uint8_t { running, in_recv, in_wait_sends, finished };
  struct pending_send {
    action a;  // as listed: a.peer is the receiving device
    parcel x;
  };
  struct device {
    std::vector<std::deque<pending_send>> sends;  // per receiving device: posted, not yet taken
    int pending = 0;                              // sends posted and not yet taken, all links
    std::condition_variable wake;    // this device's thread waits here
    state now = state::running;
    action waits_for{};              // the recv, while in_recv
  };

  device* waiting_on(int to, int from);
  const pending_send* first_pending(const device& d) const;
  void block(device& d, state s, const action& what);
  void unblock(device& d);
  bool can_proceed(int index) const;
  std::string describe_blocked() const;
  void abort_locked();

  mutable std::mutex mutex_;
  std::condition_variable watch_wake_;
  std::vector<std::unique_ptr<device>> devices_;
  std::uint64_t events_ = 0;  // anything that changes what a device may wait for
  int blocked_ = 0, finished_ = 0;
  bool aborted_ = false;
};

}  // namespace pipesched::runtime::cpu
