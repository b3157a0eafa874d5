#pragma once
// What a vocabulary device (vocab_device.hpp on the host backends, cuda_vocab_device.hpp on
// cuda) keeps between its passes, whatever its buffers are (Buffer: a host vector or a device
// tensor): the collectives it posted and has not waited for yet, each running on the
// device's copy_stream thread with the buffers it works on (untouched by the device's thread
// until it is waited for), by (collective, microbatch); and take_handed, which takes a
// microbatch's buffer out of a box of hand-overs, or names what is missing.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include <pipesched/core/vocab.hpp>
#include <pipesched/runtime/copy_stream.hpp>
#include <pipesched/runtime/transport.hpp>

namespace pipesched::train {

template <class Buffer>
Buffer take_handed(std::map<int, Buffer>& box, int device, int microbatch, const char* what) {
  const auto it = box.find(microbatch);
  if (it == box.end())
    throw std::logic_error("device " + std::to_string(device) + ": " + what + " of microbatch " +
                           std::to_string(microbatch) +
                           " is not there (the order runs a pass before the collective it waits for)");
  Buffer x = std::move(it->second);
  box.erase(it);
  return x;
}

template <class Buffer>
class vocab_flights {
 public:
  struct in_flight {
    runtime::copy_stream::ticket ticket = 0;
    Buffer a, b, out;
  };

  explicit vocab_flights(int device) : device_(device) {}

  bool posted(action_kind kind, int microbatch) const { return posted_.count(key_of(kind, microbatch)) > 0; }
  // `work` (which reads and writes f's buffers) to the stream; throws std::logic_error when
  // a's collective of that microbatch is in flight already.
  void post(const action& a, in_flight f, runtime::copy_work work) {
    const auto [it, fresh] = posted_.try_emplace(key_of(a.kind, a.microbatch), std::move(f));
    if (!fresh)
      throw std::logic_error("device " + std::to_string(device_) + ": " + runtime::describe(a) + " posted twice");
    try {
      it->second.ticket = stream_.enqueue(std::move(work));
    } catch (...) {
      posted_.erase(it);
      throw;
    }
  }
  // Waits for collective `kind` of `microbatch` and hands back its buffers. Throws
  // std::logic_error when it was not posted, or what the collective threw.
  in_flight wait(action_kind kind, int microbatch) {
    const auto it = posted_.find(key_of(kind, microbatch));
    if (it == posted_.end())
      throw std::logic_error("device " + std::to_string(device_) + ": " +
                             runtime::describe(action{kind, device_, microbatch}) + " of microbatch " +
                             std::to_string(microbatch) +
                             " is not posted (the order runs a pass before the collective it waits for)");
    in_flight done = std::move(it->second);
    posted_.erase(it);
    stream_.wait(done.ticket);
    return done;
  }
  // The collective and microbatch of the first still in flight (the lowest ticket: the
  // stream runs them in order), none when none is.
  std::optional<std::pair<action_kind, int>> first() const {
    if (posted_.empty()) return std::nullopt;
    auto first = posted_.begin();
    for (auto it = posted_.begin(); it != posted_.end(); ++it)
      if (it->second.ticket < first->second.ticket) first = it;
    return std::pair{static_cast<action_kind>(static_cast<int>(action_kind::broadcast_output) + first->first.first),
                     first->first.second};
  }
  // After a failed run: waits for every collective in flight (the group is aborted, so they
  // end) and forgets them.
  void abandon() noexcept {
    stream_.drain();
    posted_.clear();
  }

 private:
  static std::pair<int, int> key_of(action_kind kind, int microbatch) { return {collective_index(kind), microbatch}; }

  int device_;
  std::map<std::pair<int, int>, in_flight> posted_;
  runtime::copy_stream stream_;  // declared last: its thread ends before the buffers go
};

}  // namespace pipesched::train
