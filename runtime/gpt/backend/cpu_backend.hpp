#pragma once
// The synchronous CPU backend of basic_gpt_stage: every op runs now on the calling (the
// device's) thread, buffers are metered std::vectors, the tensor sent between stages is a
// std::vector<float>, and an offload's copies are handed to the executor's copy engines
// (runtime/copy_stream.hpp) as copy_work. What `pipesched train --backend cpu` runs.
//
// It holds only the device's meter, so each stage may have its own (gpt_stage does).
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/backend/gpt_backend.hpp"
#include "runtime/gpt/backend/host_ops.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/host_pool.hpp"
#include "runtime/gpt/metered_buffer.hpp"

namespace pipesched::gpt {

// host_ops' dispatch that makes each call at once.
struct run_now {
  template <class Call>
  void operator()(Call&& call) const {
    call();
  }
};

class cpu_backend : public host_ops<run_now> {
 public:
  using element = float;
  using buffer = metered_buffer;       // metered on the device's activation_meter
  using tensor = std::vector<float>;   // empty = none; the transport's, not metered
  using stash = std::vector<std::byte>;  // device bytes set aside, counted by the stage
  struct event {};                     // a copy is done when its copy_work has run
  using host_pool = gpt::host_pool;    // offloads: plain host memory
  static constexpr activation_storage storage{};

  explicit cpu_backend(runtime::activation_meter& meter) : meter_(&meter) {}

  runtime::activation_meter& meter() { return *meter_; }

  // n floats counted on the meter until released; allocate_zeroed is for a buffer an op
  // accumulates into (a vector is zeroed either way).
  buffer allocate(std::size_t n) { return buffer(*meter_, n); }
  buffer allocate_zeroed(std::size_t n) { return buffer(*meter_, n); }

  // The batch's tokens (or targets) where the ops can read them: host memory already.
  const int* upload_tokens(const int* host, std::size_t) { return host; }

  tensor make_tensor(std::size_t n) { return tensor(n); }
  static std::size_t size(const tensor& t) { return t.size(); }
  static float* data(tensor& t) { return t.data(); }
  // A received tensor into a buffer of at least its size.
  void read_tensor(buffer& to, const tensor& from) { std::copy(from.begin(), from.end(), to.data()); }
  // The ops writing `t` are done (they ran); `t` may be sent.
  void publish(tensor&) {}
  // `t` stays alive until the ops enqueued so far have run (they have).
  void retain(const tensor&) {}

  // Offload: the D2H copies, run by whoever runs the copy_work; then (join_d2h) the
  // device's bytes may go. Reload: the H2D copies; then (join_h2d) B may read them.
  runtime::copy_work start_d2h(std::vector<byte_copy> copies, event&) { return copy_all(std::move(copies)); }
  void join_d2h(const event&) {}
  runtime::copy_work start_h2d(std::vector<byte_copy> copies, event&) { return copy_all(std::move(copies)); }
  void join_h2d(const event&) {}
  // The bytes of `from` past `offset` set aside (a fraction that ends inside a buffer
  // leaves this tail on the device), and put back into a new buffer.
  stash stash_tail(buffer& from, std::size_t offset) {
    const auto* bytes = reinterpret_cast<const std::byte*>(from.data());
    return stash(bytes + offset, bytes + from.bytes());
  }
  void restore_tail(buffer& to, std::size_t offset, const stash& tail) {
    if (!tail.empty()) std::memcpy(reinterpret_cast<std::byte*>(to.data()) + offset, tail.data(), tail.size());
  }

  // Everything is done already.
  void synchronize() {}

 private:
  runtime::activation_meter* meter_;
};

static_assert(gpt_backend<cpu_backend>);

}  // namespace pipesched::gpt
