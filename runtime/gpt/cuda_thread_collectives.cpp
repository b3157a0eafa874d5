#include "runtime/gpt/cuda_thread_collectives.hpp"

#include <climits>
#include <cstddef>
#include <stdexcept>
#include <string>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/device_order_combine.cuh>

#include "runtime/gpt/collective_calls.hpp"
#include "runtime/gpt/collective_meeting.hpp"

namespace pipesched::gpt {

namespace {
// One device's call as posted for the others: what it calls ({kind, n, op, root}, as
// collective_calls.hpp encodes it), where its data are, and its events.
struct posted_call {
  int call[4] = {0, 0, 0, 0};
  const float* data = nullptr;  // its outbox: a copy of its data
  stream::cuda_event written;  // its outbox holds its input
  stream::cuda_event read;     // its copies from the others' data are done
};
}  // namespace

struct cuda_thread_collectives::state : detail::collective_meeting {
  std::vector<posted_call> posted;
  explicit state(int devices) : collective_meeting(devices), posted(static_cast<std::size_t>(devices)) {}
};

class cuda_thread_collectives::end final : public collectives {
 public:
  end(state& s, int device, stream::cuda_stream& on) : s_(&s), device_(device), stream_(&on) {}
  int device() const override { return device_; }
  int devices() const override { return s_->p; }
  void broadcast(float* data, std::size_t n, int root) override { run(broadcast_call, data, n, reduce_op::sum, root); }
  void all_reduce(float* data, std::size_t n, reduce_op op) override { run(all_reduce_call, data, n, op, 0); }
  void reduce(float* data, std::size_t n, reduce_op op, int root) override { run(reduce_call, data, n, op, root); }

 private:
  void run(int kind, float* data, std::size_t n, reduce_op op, int root) {
    state& s = *s_;
    const int call[4] = {kind, n > static_cast<std::size_t>(INT_MAX) ? -1 : static_cast<int>(n),
                         kind == broadcast_call ? 0 : static_cast<int>(op), kind == all_reduce_call ? 0 : root};
    if (kind != all_reduce_call && (root < 0 || root >= s.p))
      throw std::invalid_argument("device " + std::to_string(device_) + ": " + describe_call(call) + ": no such device");
    const stream::cuda_device_scope scope(stream_->gpu());
    const cudaStream_t native = stream_->native();
    const auto me = static_cast<std::size_t>(device_);
    std::unique_lock lock(s.mutex, std::defer_lock);
    try {
      // What the others read is this device's outbox, a copy of its data: cudaMalloc'd, so
      // readable from another GPU whatever allocated `data` (a cuda_pool's memory is its own
      // GPU's only). One extra device copy of n values per call.
      const bool read_by_others = n > 0 && (kind != broadcast_call || device_ == root);
      float* out = read_by_others ? outbox(n) : nullptr;
      if (read_by_others)
        PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(out, data, n * sizeof(float), cudaMemcpyDeviceToDevice, native));
      stream::cuda_event written = stream_->record();
      lock.lock();
      posted_call& mine = s.posted[me];
      std::copy(call, call + 4, mine.call);
      mine.data = out;
      mine.written = std::move(written);
      s.barrier(lock, [&s] {
        std::vector<int> calls;
        for (const posted_call& c : s.posted) calls.insert(calls.end(), c.call, c.call + 4);
        try {
          check_same_calls(calls.data(), s.p);
        } catch (const std::logic_error& e) {
          s.mismatch = e.what();
          s.aborted = true;
        }
      });
      lock.unlock();
      // Between the rounds nobody posts: read the others' pointers and events.
      const bool combines = n > 0 && kind != broadcast_call && (kind == all_reduce_call || device_ == root);
      const bool copies_root = n > 0 && kind == broadcast_call && device_ != root;
      if (combines) {
        float* gathered = scratch(n * static_cast<std::size_t>(s.p));
        for (int e = 0; e < s.p; ++e) {
          const posted_call& from = s.posted[static_cast<std::size_t>(e)];
          stream_->wait(from.written);
          PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(gathered + static_cast<std::size_t>(e) * n, from.data, n * sizeof(float),
                                               cudaMemcpyDefault, native));
        }
      } else if (copies_root) {
        const posted_call& from = s.posted[static_cast<std::size_t>(root)];
        stream_->wait(from.written);
        PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(data, from.data, n * sizeof(float), cudaMemcpyDefault, native));
      }
      stream::cuda_event read = stream_->record();
      lock.lock();
      s.posted[me].read = std::move(read);
      s.barrier(lock, [] {});
      lock.unlock();
      // Nobody records again before every device passed round 1 of the next call, which
      // this one reaches only after the waits below are enqueued; and this device's next
      // outbox copy runs after them.
      for (int e = 0; e < s.p; ++e)
        if (e != device_) stream_->wait(s.posted[static_cast<std::size_t>(e)].read);
      if (combines)
        kernels::device_order_combine_cuda(data, scratch_.data(), s.p, n,
                                           op == reduce_op::max ? kernels::device_order_op::max
                                                                : kernels::device_order_op::sum,
                                           native);
    } catch (const kernels::cuda_error&) {
      if (lock.owns_lock()) lock.unlock();
      s.stop();  // the others must not wait for this device at the next round
      throw;
    }
  }

  // Grown to the largest n asked (cudaFree waits for the queued work that reads it).
  static float* grown(kernels::device_buffer<float>& buffer, std::size_t n) {
    if (buffer.size() < n) {
      buffer = kernels::device_buffer<float>();
      buffer = kernels::device_buffer<float>(n);
    }
    return buffer.data();
  }
  float* scratch(std::size_t n) { return grown(scratch_, n); }
  float* outbox(std::size_t n) { return grown(outbox_, n); }

  state* s_;
  int device_;
  stream::cuda_stream* stream_;
  kernels::device_buffer<float> scratch_;  // [e·n + i]: the gathered parts
  kernels::device_buffer<float> outbox_;   // [n]: this device's data, as the others read it
};

cuda_thread_collectives::cuda_thread_collectives(const std::vector<stream::cuda_stream*>& streams) {
  if (streams.empty()) throw std::invalid_argument("a collective group needs at least 1 device, got 0");
  for (std::size_t d = 0; d < streams.size(); ++d)
    if (!streams[d]) throw std::invalid_argument("cuda_thread_collectives: device " + std::to_string(d) + " has no stream");
  state_ = std::make_unique<state>(static_cast<int>(streams.size()));
  for (std::size_t d = 0; d < streams.size(); ++d)
    ends_.push_back(std::make_unique<end>(*state_, static_cast<int>(d), *streams[d]));
}

cuda_thread_collectives::~cuda_thread_collectives() = default;

collectives& cuda_thread_collectives::member(int device) {
  if (device < 0 || device >= state_->p)
    throw std::out_of_range("no device " + std::to_string(device) + " in a collective group of " +
                            std::to_string(state_->p));
  return *ends_[static_cast<std::size_t>(device)];
}

int cuda_thread_collectives::devices() const { return state_->p; }
void cuda_thread_collectives::abort() { state_->stop(); }
bool cuda_thread_collectives::aborted() const { return state_->stopped(); }

}  // namespace pipesched::gpt
