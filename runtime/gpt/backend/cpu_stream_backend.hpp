#pragma once
// The CPU-streams backend of basic_gpt_stage: the stream-ordered runtime of a GPU, run by
// threads (runtime/stream). One per pipeline device, shared by that device's stages
// (whoever builds the device's stages owns it, and it must outlive them, their buffers
// and the tensors they return). It holds the device's three streams and its pool:
//   compute  every op of every stage of the device, in the order the passes call them;
//   d2h/h2d  the offload and reload copies;
//   pool     a stream_pool on the device's activation_meter: a buffer is metered from
//            allocate() to release() in host order, and its memory is freed when the
//            compute stream reaches the release.
// A pass returns once its work is enqueued. Since the ops are the synchronous backend's
// (host_ops), with the same arguments, in the same order on one stream, the results
// equal cpu_backend's bit for bit under any chaos. Generic over the storage element like
// cpu_backend: cpu_stream_backend stores fp32, cpu_stream_bf16_backend bf16 (fp32
// statistics, gradients and losses; the bf16 working copy of the weights is refreshed on
// compute: host_ops.hpp).
//
// The events that order the streams (each a wait_point a test may drop):
//   recv_input    read_tensor: compute waits for the tensor's `ready`;
//   output_ready  publish: a returned tensor's `ready` is recorded after its last op;
//   offload_copy  start_d2h: d2h waits for compute (the F that wrote the bytes);
//   offload_free  join_d2h: compute waits for the D2H copy before the offload frees;
//   reload_copy   start_h2d: h2d waits for compute (the reload's allocation);
//   reload_ready  join_h2d: compute waits for the H2D copy before B reads.
// Before gradients or losses are read (the optimizer, an all-reduce), the trainer calls
// synchronize() (or waits on record()). The batch a stage reads must outlive its queued
// work: set_batch synchronizes first.
//
// Under chaos the pool fills fresh and freed memory with NaN bytes, the streams wait a
// random while before each op (the copy streams ten times longer), every new tensor
// starts as NaN, and a new buffer is poisoned again in compute's order (a stream-ordered
// allocation is defined only from there on, as with cudaMallocAsync): so a missing wait
// reads NaN, not a lucky value.
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include <kernels/bf16.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/backend/gpt_backend.hpp"
#include "runtime/gpt/backend/host_ops.hpp"
#include "runtime/gpt/backend/stream_backend_options.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/host_pool.hpp"
#include "runtime/stream/cpu_stream.hpp"
#include "runtime/stream/trace_marks.hpp"
#include "runtime/stream/stream_pool.hpp"

namespace pipesched::gpt {

// host_ops' dispatch that enqueues each call on a stream (in the stream's ring, as the
// lambda itself: no std::function, no allocation).
struct enqueue_on {
  stream::cpu_stream* stream = nullptr;
  template <class Call>
  void operator()(Call&& call) const {
    stream->enqueue(std::forward<Call>(call));
  }
};

template <class Element>
class basic_cpu_stream_backend : public host_ops<enqueue_on, Element> {
 public:
  using element = Element;
  using event = stream::cpu_event;
  using host_pool = gpt::host_pool;  // offloads: plain host memory
  static constexpr activation_storage storage{.element_bytes = static_cast<int>(sizeof(Element)),
                                               .statistic_bytes = static_cast<int>(sizeof(float))};

  // n E's from the pool, metered until released; the memory goes when compute gets to
  // the release. Move-only.
  template <class E>
  class buffer_of {
   public:
    buffer_of() = default;
    buffer_of(basic_cpu_stream_backend& owner, std::size_t n)
        : owner_(&owner), block_(owner.pool_.allocate(n * sizeof(E))), size_(n) {}
    buffer_of(const buffer_of&) = delete;
    buffer_of& operator=(const buffer_of&) = delete;
    buffer_of(buffer_of&& o) noexcept
        : owner_(std::exchange(o.owner_, nullptr)), block_(std::exchange(o.block_, {})),
          size_(std::exchange(o.size_, 0)) {}
    buffer_of& operator=(buffer_of&& o) noexcept {
      if (this != &o) {
        release();
        owner_ = std::exchange(o.owner_, nullptr);
        block_ = std::exchange(o.block_, {});
        size_ = std::exchange(o.size_, 0);
      }
      return *this;
    }
    ~buffer_of() { release(); }

    void release() {
      if (owner_) owner_->free(block_);
      owner_ = nullptr;
      block_ = {};
      size_ = 0;
    }
    E* data() { return reinterpret_cast<E*>(block_.data); }
    const E* data() const { return reinterpret_cast<const E*>(block_.data); }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    long long bytes() const { return static_cast<long long>(size_ * sizeof(E)); }

   private:
    basic_cpu_stream_backend* owner_ = nullptr;
    stream::stream_pool::block block_;
    std::size_t size_ = 0;
  };
  using buffer = buffer_of<Element>;
  using stat_buffer = buffer_of<float>;  // LayerNorm statistics; buffer itself for fp32

  // What flows between stages: the values (the transport's, not metered; null = none)
  // and the event after which they are written.
  template <class E>
  struct tensor_of {
    std::shared_ptr<std::vector<E>> data;
    stream::cpu_event ready;
  };
  using tensor = tensor_of<Element>;
  using stat_tensor = tensor_of<float>;  // the per-position losses

  // Device bytes set aside (the tail of a buffer an offload's fraction ends in), counted
  // by the stage; alive until the compute op that puts them back has run.
  struct stash {
    std::shared_ptr<std::vector<std::byte>> bytes;
    std::size_t size() const { return bytes ? bytes->size() : 0; }
    bool empty() const { return size() == 0; }
  };

  // `device` numbers the streams' chaos generators (3·device .. 3·device + 2), so that
  // devices draw different delays. The meter must outlive the backend.
  explicit basic_cpu_stream_backend(runtime::activation_meter& meter, stream_backend_options options = {},
                                    int device = 0);
  basic_cpu_stream_backend(const basic_cpu_stream_backend&) = delete;
  basic_cpu_stream_backend& operator=(const basic_cpu_stream_backend&) = delete;
  ~basic_cpu_stream_backend();  // runs what is queued

  runtime::activation_meter& meter() { return *meter_; }
  const stream_backend_options& options() const { return options_; }

  buffer allocate(std::size_t n);
  buffer allocate_zeroed(std::size_t n);  // zeroed in compute's order
  stat_buffer allocate_stats(std::size_t n);
  // The batch's tokens where the ops read them: host memory, valid while the batch is.
  const int* upload_tokens(const int* host, std::size_t) { return host; }

  tensor make_tensor(std::size_t n);
  stat_tensor make_stat_tensor(std::size_t n);
  template <class E>
  static std::size_t size(const tensor_of<E>& t) {
    return t.data ? t.data->size() : 0;
  }
  template <class E>
  static E* data(tensor_of<E>& t) {
    return t.data->data();
  }
  void read_tensor(buffer& to, const tensor& from);  // recv_input
  void publish(tensor& t);                           // output_ready; keeps t alive until then
  template <class E>
  void retain(const tensor_of<E>& t) {  // alive until compute gets here
    if (t.data) compute_.enqueue_always([keep = t.data] {});
  }

  runtime::copy_work start_d2h(std::vector<byte_copy> copies, event& done);  // offload_copy
  void join_d2h(const event& done);                                          // offload_free
  runtime::copy_work start_h2d(std::vector<byte_copy> copies, event& done);  // reload_copy
  void join_h2d(const event& done);                                          // reload_ready
  template <class E>
  stash stash_tail(buffer_of<E>& from, std::size_t offset) {
    const auto total = static_cast<std::size_t>(from.bytes());
    if (offset >= total) return {};
    stash tail{std::make_shared<std::vector<std::byte>>(total - offset)};
    compute_.enqueue([to = tail.bytes, p = reinterpret_cast<const std::byte*>(from.data()) + offset] {
      std::memcpy(to->data(), p, to->size());
    });
    return tail;
  }
  template <class E>
  void restore_tail(buffer_of<E>& to, std::size_t offset, const stash& tail) {
    if (tail.empty()) return;
    compute_.enqueue([from = tail.bytes, p = reinterpret_cast<std::byte*>(to.data()) + offset] {
      std::memcpy(p, from->data(), from->size());
    });
  }

  // The host waits for all three streams; rethrows the first failure of any (once).
  void synchronize();
  // An event that completes once everything enqueued so far on the three streams has run
  // (compute waits for the copy streams).
  event record();

  stream::cpu_stream& compute() { return compute_; }
  stream::trace_marks<stream::cpu_stream> trace_marks;  // --trace: read_tensor's wait, publish's ready

 private:
  bool keeps(wait_point w) const { return options_.drop_wait != w; }
  // A stream-ordered free on compute. With reload_ready dropped, compute first waits for
  // the H2D copies B did not wait for: B still reads too early (what the test must see),
  // but no copy writes memory already freed (which would corrupt the heap, not a result).
  void free(stream::stream_pool::block b);

  runtime::activation_meter* meter_;
  stream_backend_options options_;
  stream::cpu_stream compute_, d2h_, h2d_;
  stream::stream_pool pool_;
  std::vector<event> unwaited_h2d_;  // reload_ready dropped: waited for at the next free
};

using cpu_stream_backend = basic_cpu_stream_backend<float>;
using cpu_stream_bf16_backend = basic_cpu_stream_backend<kernels::bf16>;
extern template class basic_cpu_stream_backend<float>;
extern template class basic_cpu_stream_backend<kernels::bf16>;

static_assert(gpt_backend<cpu_stream_backend>);
static_assert(gpt_backend<cpu_stream_bf16_backend>);

}  // namespace pipesched::gpt
