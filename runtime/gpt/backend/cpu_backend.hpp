#pragma once
// The synchronous CPU backend of basic_gpt_stage: every op runs now on the calling (the
// device's) thread, buffers are metered heap blocks (metered_buffer.hpp), the tensor sent
// between stages is a std::vector of the storage element, and an offload's copies are
// handed to the executor's copy engines (runtime/copy_stream.hpp) as copy_work. What `pipesched train
// --backend cpu` runs: cpu_backend stores fp32, cpu_bf16_backend bf16 (--dtype bf16;
// statistics, gradients and losses stay fp32, the ops read a bf16 working copy of the
// weights: host_ops.hpp).
//
// It holds only the device's meter (and, for bf16, the working copies of its stages'
// weights), so each stage may have its own (gpt_stage does).
#include <algorithm>
#include <cstddef>
#include <cstring>
#include <type_traits>
#include <utility>
#include <vector>

#include <kernels/bf16.hpp>
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

template <class Element>
class basic_cpu_backend : public host_ops<run_now, Element> {
 public:
  using element = Element;
  using buffer = basic_metered_buffer<Element>;    // metered on the device's activation_meter
  using stat_buffer = basic_metered_buffer<float>;  // LayerNorm statistics: fp32, metered too
  using tensor = std::vector<Element>;  // empty = none; the transport's, not metered
  using stat_tensor = std::vector<float>;  // the per-position losses; not metered
  using stash = std::vector<std::byte>;  // device bytes set aside, counted by the stage
  struct event {};                     // a copy is done when its copy_work has run
  using host_pool = gpt::host_pool;    // offloads: plain host memory
  static constexpr activation_storage storage{.element_bytes = static_cast<int>(sizeof(Element)),
                                             .statistic_bytes = static_cast<int>(sizeof(float))};

  explicit basic_cpu_backend(runtime::activation_meter& meter) : meter_(&meter) {}

  runtime::activation_meter& meter() { return *meter_; }

  // n elements counted on the meter until released, uninitialised as a pool's (the ops
  // overwrite them); allocate_zeroed is for a buffer an op accumulates into. allocate_stats:
  // n floats.
  buffer allocate(std::size_t n) { return buffer(*meter_, n, buffer_init::uninitialized); }
  buffer allocate_zeroed(std::size_t n) { return buffer(*meter_, n, buffer_init::zeroed); }
  stat_buffer allocate_stats(std::size_t n) { return stat_buffer(*meter_, n, buffer_init::uninitialized); }

  // The batch's tokens (or targets) where the ops can read them: host memory already.
  const int* upload_tokens(const int* host, std::size_t) { return host; }

  tensor make_tensor(std::size_t n) { return tensor(n); }
  stat_tensor make_stat_tensor(std::size_t n) { return stat_tensor(n); }
  template <class E>
  static std::size_t size(const std::vector<E>& t) {
    return t.size();
  }
  template <class E>
  static E* data(std::vector<E>& t) {
    return t.data();
  }
  // A received tensor into a buffer of at least its size.
  void read_tensor(buffer& to, const tensor& from) { std::copy(from.begin(), from.end(), to.data()); }
  // The ops writing `t` are done (they ran); `t` may be sent.
  void publish(tensor&) {}
  // `t` stays alive until the ops enqueued so far have run (they have).
  template <class E>
  void retain(const std::vector<E>&) {}

  // Offload: the D2H copies, run by whoever runs the copy_work; then (join_d2h) the
  // device's bytes may go. Reload: the H2D copies; then (join_h2d) B may read them.
  runtime::copy_work start_d2h(std::vector<byte_copy> copies, event&) { return copy_all(std::move(copies)); }
  void join_d2h(const event&) {}
  runtime::copy_work start_h2d(std::vector<byte_copy> copies, event&) { return copy_all(std::move(copies)); }
  void join_h2d(const event&) {}
  // The bytes of `from` (a buffer or a stat_buffer) past `offset` set aside (a fraction
  // that ends inside a buffer leaves this tail on the device), and put back into a new
  // buffer.
  template <class E>
  stash stash_tail(basic_metered_buffer<E>& from, std::size_t offset) {
    const auto* bytes = reinterpret_cast<const std::byte*>(from.data());
    return stash(bytes + offset, bytes + from.bytes());
  }
  template <class E>
  void restore_tail(basic_metered_buffer<E>& to, std::size_t offset, const stash& tail) {
    if (!tail.empty()) std::memcpy(reinterpret_cast<std::byte*>(to.data()) + offset, tail.data(), tail.size());
  }

  // Everything is done already.
  void synchronize() {}

 private:
  runtime::activation_meter* meter_;
};

using cpu_backend = basic_cpu_backend<float>;
using cpu_bf16_backend = basic_cpu_backend<kernels::bf16>;

static_assert(gpt_backend<cpu_backend>);
static_assert(gpt_backend<cpu_bf16_backend>);
static_assert(std::is_same_v<cpu_backend::stat_buffer, cpu_backend::buffer>);  // fp32: one buffer type, as before

}  // namespace pipesched::gpt
