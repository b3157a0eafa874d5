#pragma once
// The CUDA backend of basic_gpt_stage: one pipeline device on a GPU (runtime/stream's CUDA
// half). cuda_backend stores fp32; cuda_bf16_backend stores bf16 (--dtype bf16): activations,
// the tensors between stages and the weights' working copy in bf16, LayerNorm statistics,
// losses, gradients, master weights and moments fp32 (the bf16 contract, gpt_backend.hpp).
// One per pipeline device, shared by that device's stages; whoever builds the
// device's stages owns it, and it must outlive them, their buffers and the tensors they
// return. It holds:
//   compute  a cuda_stream: every op (the kernels/cuda launchers), every metered allocation
//            and free, token uploads and the loss read-out, in the order the passes call;
//   d2h/h2d  the offload and reload copies;
//   free     the frees of the unmetered device memory this device owns (its tensors,
//            stashes, token uploads, and what its NCCL links received for it): each waits
//            for the owner's writes and the last reader's event there
//            (stream::release_after_uses), so no compute stream waits for another
//            device's read;
//   pool     a cuda_pool on the device's activation_meter (metered in host order, memory
//            reused only once compute reaches the free);
//   params   the device copies (cuda_params) of its stages' parameters, bound with bind():
//            the stage asks weights(p) and grads(p) for a parameter's device values (in
//            bf16, the copy's bf16 working copy, refreshed from the fp32 values by
//            refresh_weights at each set_batch, so after every optimizer step and resume)
//            and gradients, and a parameter no bound copy holds is an error
//            (std::logic_error naming it), never a host address handed to a kernel.
// A pass returns once its work is enqueued; gradients (on the device, in the bound
// cuda_params) and losses are read after synchronize(), which computes the losses from
// their pinned copies (no host callback per microbatch on the compute stream).
//
// The same joins as cpu_stream_backend, by CUDA events: read_tensor makes compute wait for
// the tensor's `ready`; publish records it; start_d2h/start_h2d make the copy stream wait
// for compute; join_d2h/join_h2d make compute wait for the copy. Memory the transport or
// the stage holds outside the meter (tensors, stashed tails, uploaded tokens) comes from
// the GPU's default memory pool (kept, not returned at each synchronize, and never
// handed to an allocation that would have to wait for the free stream: stream::
// keep_default_pool) and is freed stream-ordered on this device's free stream when its
// last handle goes (after its owner's work and after the last reader on another stream:
// a tensor another device read waits for that read's event there), so no handle needs
// to be kept alive by hand (retain is a no-op).
//
// Offload copies go between the stage's host_pool blocks and the device with
// cudaMemcpyAsync on the copy streams. The host_pool is stream::cuda_host_pool: pinned,
// so the copies are asynchronous for the host and overlap compute. A block goes back to
// the pool at end_reload, before its H2D copy may have run; the next copy that can use it
// is a D2H on this backend's d2h stream (a device's pool serves its backend only), which
// waits for compute, which waited for that H2D (join_h2d): the two never touch it at once.
#include <cstddef>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/gpt/backend/gpt_backend.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/kernel_choice.hpp"
#include "runtime/stream/cuda_host_pool.hpp"
#include "runtime/stream/cuda_pool.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/stream/trace_marks.hpp"

namespace pipesched::kernels {
class cublaslt_linear;
}

namespace pipesched::gpt {

struct cuda_backend_options {
  bool poison = false;  // fill new and freed metered memory and new tensors with NaN bytes
  // Which kernels run the linear and attention ops (--kernels): auto checks each fast kernel
  // against the simple one at the first backend on each GPU (backend/cuda_kernel_check.hpp).
  kernel_mode kernels = kernel_mode::automatic;
  friend bool operator==(const cuda_backend_options&, const cuda_backend_options&) = default;
};

// n elements (E: the storage, or float for statistics) from a device's cuda_pool, metered
// until released; the memory is reused once compute gets to the release. Move-only.
template <class E>
class cuda_buffer {
 public:
  cuda_buffer() = default;
  cuda_buffer(stream::cuda_pool& pool, stream::cuda_stream& compute, std::size_t n)
      : pool_(&pool), compute_(&compute), block_(pool.allocate(n * sizeof(E), compute)), size_(n) {}
  cuda_buffer(const cuda_buffer&) = delete;
  cuda_buffer& operator=(const cuda_buffer&) = delete;
  cuda_buffer(cuda_buffer&& o) noexcept
      : pool_(std::exchange(o.pool_, nullptr)), compute_(o.compute_), block_(std::exchange(o.block_, {})),
        size_(std::exchange(o.size_, 0)) {}
  cuda_buffer& operator=(cuda_buffer&& o) noexcept {
    if (this != &o) {
      release();
      pool_ = std::exchange(o.pool_, nullptr);
      compute_ = o.compute_;
      block_ = std::exchange(o.block_, {});
      size_ = std::exchange(o.size_, 0);
    }
    return *this;
  }
  ~cuda_buffer() { release(); }

  // A failed free (the device is already in error) leaves the memory to the pool's
  // destruction; the error itself shows at the next synchronize.
  void release() noexcept {
    if (pool_) {
      try {
        pool_->free(block_, *compute_);
      } catch (...) {
      }
    }
    pool_ = nullptr;
    block_ = {};
    size_ = 0;
  }
  E* data() { return reinterpret_cast<E*>(block_.data); }
  const E* data() const { return reinterpret_cast<const E*>(block_.data); }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  long long bytes() const { return static_cast<long long>(size_ * sizeof(E)); }

 private:
  stream::cuda_pool* pool_ = nullptr;
  stream::cuda_stream* compute_ = nullptr;
  stream::cuda_pool::block block_;
  std::size_t size_ = 0;
};

// Device memory outside the meter, allocated on `owner` (which writes it) and freed on
// `free_on` (a free stream of the device that owns the memory) when the last handle goes:
// after `written` (the owner's last write; when empty, everything the owner had been given
// by then) and after `last_use` (a reader on another stream) when there is one. Neither
// the owner nor the reader waits for the free (stream::release_after_uses).
struct cuda_device_memory {
  std::byte* data = nullptr;
  std::size_t bytes = 0;
  stream::cuda_stream* owner = nullptr;
  stream::cuda_stream* free_on = nullptr;
  stream::cuda_event written;
  stream::cuda_event last_use;
  cuda_device_memory(stream::cuda_stream& on, stream::cuda_stream& free_on, std::size_t bytes);
  ~cuda_device_memory();
  cuda_device_memory(const cuda_device_memory&) = delete;
  cuda_device_memory& operator=(const cuda_device_memory&) = delete;
};

// What flows between stages: device bytes (null = none) and the event after which they are
// written. The same type for fp32 and bf16 storage, so the transports (the hub, NCCL links)
// carry either; the backend reads it as its elements.
struct cuda_tensor {
  std::shared_ptr<cuda_device_memory> data;
  stream::cuda_event ready;
};
// The per-position losses the head reads out (fp32) where the storage is bf16.
struct cuda_stat_tensor {
  std::shared_ptr<cuda_device_memory> data;
};

template <class Element>
class basic_cuda_backend {
 public:
  using element = Element;
  using event = stream::cuda_event;
  using host_pool = stream::cuda_host_pool;  // offloads: pinned host memory
  static constexpr activation_storage storage{.element_bytes = static_cast<int>(sizeof(Element)),
                                             .statistic_bytes = static_cast<int>(sizeof(float))};

  using buffer = cuda_buffer<Element>;
  using device_memory = cuda_device_memory;
  using tensor = cuda_tensor;
  // Statistics and losses: fp32. With fp32 storage they live in the same buffers and
  // tensors as the activations.
  using stat_buffer = cuda_buffer<float>;
  using stat_tensor = std::conditional_t<std::is_same_v<Element, float>, cuda_tensor, cuda_stat_tensor>;

  // Device bytes set aside (the tail of a buffer an offload's fraction ends in), counted
  // by the stage.
  struct stash {
    std::shared_ptr<device_memory> bytes;
    std::size_t size() const { return bytes ? bytes->bytes : 0; }
    bool empty() const { return size() == 0; }
  };

  // A pipeline device on CUDA device `gpu`; `device` names its streams. The meter must
  // outlive the backend.
  explicit basic_cuda_backend(runtime::activation_meter& meter, int gpu = 0, cuda_backend_options options = {},
                              int device = 0);
  basic_cuda_backend(const basic_cuda_backend&) = delete;
  basic_cuda_backend& operator=(const basic_cuda_backend&) = delete;
  ~basic_cuda_backend();  // waits for the queued work

  // The device copy of a stage's parameters, which the ops use in place of its host copy.
  // It must outlive the backend's use of it (until synchronize()); with bf16 storage it
  // must have a working copy (cuda_params' with_working_copy).
  void bind(const cuda_params& params);
  // A parameter's device weights as the ops read them (fp32: its values; bf16: its
  // working copy) and its fp32 gradients, from the copy bound that holds it; throws
  // std::logic_error naming the parameter when none does.
  const Element* weights(const parameter<float>& p) const;
  float* grads(parameter<float>& p) const { return bound(p).grads; }
  // bf16: the working copies of the bound copy holding `params` take its fp32 values, on
  // compute after the work queued so far (an optimizer step, a resume upload). fp32: the
  // ops read the values themselves; nothing to refresh.
  void refresh_weights(const gpt_params<float>& params);

  runtime::activation_meter& meter() { return pool_.meter(); }

  buffer allocate(std::size_t n);
  buffer allocate_zeroed(std::size_t n);  // zeroed in compute's order
  stat_buffer allocate_stats(std::size_t n) { return stat_buffer(pool_, compute_, n); }
  // The batch's tokens on the device (H2D on compute, from the host pointer now); valid
  // for the ops enqueued before the next upload.
  const int* upload_tokens(const int* host, std::size_t n);

  tensor make_tensor(std::size_t n);
  stat_tensor make_stat_tensor(std::size_t n);
  static std::size_t size(const tensor& t) { return t.data ? t.data->bytes / sizeof(Element) : 0; }
  static Element* data(tensor& t) { return reinterpret_cast<Element*>(t.data->data); }
  static std::size_t size(const cuda_stat_tensor& t) { return t.data ? t.data->bytes / sizeof(float) : 0; }
  static float* data(cuda_stat_tensor& t) { return reinterpret_cast<float*>(t.data->data); }
  void read_tensor(buffer& to, const tensor& from);
  void publish(tensor& t);
  void retain(const tensor&) {}
  void retain(const cuda_stat_tensor&) {}

  runtime::copy_work start_d2h(std::vector<byte_copy> copies, event& done);
  void join_d2h(const event& done);
  runtime::copy_work start_h2d(std::vector<byte_copy> copies, event& done);
  void join_h2d(const event& done);
  // A buffer's or a stat_buffer's bytes past `offset` set aside on the device, and put back.
  template <class E>
  stash stash_tail(cuda_buffer<E>& from, std::size_t offset) {
    const auto total = static_cast<std::size_t>(from.bytes());
    if (offset >= total) return {};
    const stream::cuda_device_scope scope(gpu_);
    stash tail{std::make_shared<device_memory>(compute_, free_, total - offset)};
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(tail.bytes->data, reinterpret_cast<const std::byte*>(from.data()) + offset,
                                         tail.bytes->bytes, cudaMemcpyDeviceToDevice, compute_.native()));
    return tail;
  }
  template <class E>
  void restore_tail(cuda_buffer<E>& to, std::size_t offset, const stash& tail) {
    if (tail.empty()) return;
    const stream::cuda_device_scope scope(gpu_);
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(reinterpret_cast<std::byte*>(to.data()) + offset, tail.bytes->data,
                                         tail.bytes->bytes, cudaMemcpyDeviceToDevice, compute_.native()));
  }

  // The host waits for the device's streams (throws cuda_error on a failure), then sets
  // the losses mean_loss was asked for.
  void synchronize();
  // Completes once everything enqueued so far on compute and the copy streams has run.
  event record();

  // The ops: each one the kernels/cuda launcher of the kernels/*.hpp reference with that
  // reference's signature, on compute.
  void embedding_forward(Element* out, const int* tokens, const Element* wte, const Element* wpe, std::size_t B,
                         std::size_t T, std::size_t C);
  void embedding_backward_weight(float* dwte, float* dwpe, const Element* dout, const int* tokens, std::size_t B,
                                 std::size_t T, std::size_t C);
  void layernorm_forward(Element* out, float* mean, float* rstd, const Element* inp, const Element* weight,
                         const Element* bias, std::size_t N, std::size_t C);
  void layernorm_backward_input(Element* dinp, const Element* dout, const Element* inp, const Element* weight,
                                const float* mean, const float* rstd, std::size_t N, std::size_t C);
  void layernorm_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp,
                                 const float* mean, const float* rstd, std::size_t N, std::size_t C);
  void linear_forward(Element* out, const Element* inp, const Element* weight, const Element* bias, std::size_t N,
                      std::size_t C, std::size_t OC);
  void linear_backward_input(Element* dinp, const Element* dout, const Element* weight, std::size_t N,
                             std::size_t C, std::size_t OC);
  void linear_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp, std::size_t N,
                              std::size_t C, std::size_t OC);
  void attention_forward(Element* out, Element* att, const Element* qkv, std::size_t B, std::size_t T,
                         std::size_t C, std::size_t NH);
  void attention_backward_input(Element* dqkv, const Element* dout, const Element* qkv, const Element* att,
                                std::size_t B, std::size_t T, std::size_t C, std::size_t NH);
  void gelu_forward(Element* out, const Element* inp, std::size_t N);
  void gelu_backward_input(Element* dinp, const Element* dout, const Element* inp, std::size_t N);
  void residual_forward(Element* out, const Element* a, const Element* b, std::size_t N);
  void residual_backward_input(Element* da, Element* db, const Element* dout, std::size_t N);
  void cross_entropy_forward(float* losses, Element* probs, const Element* logits, const int* targets,
                             std::size_t N, std::size_t V);
  void cross_entropy_backward_input(Element* dlogits, const Element* probs, const int* targets, float scale,
                                    std::size_t N, std::size_t V);
  // The loss read-out: the n position losses D2H into pinned memory on compute; the next
  // synchronize() sets *out = their mean, summed in double in order on the host (as
  // host_ops does, bit for bit). *out must stay valid until then.
  void mean_loss(double* out, const float* losses, std::size_t n);

  stream::cuda_stream& compute() { return compute_; }
  stream::trace_marks<stream::cuda_stream> trace_marks;  // --trace: read_tensor's wait, publish's ready
  stream::cuda_stream& d2h() { return d2h_; }
  stream::cuda_stream& h2d() { return h2d_; }
  stream::cuda_stream& free_stream() { return free_; }
  stream::cuda_pool& pool() { return pool_; }
  int gpu() const { return gpu_; }
  // Which kernel runs each op on this backend (the self-check's decision for its GPU).
  const kernel_selection& kernels() const { return kernels_; }

 private:
  const cuda_params::slot& bound(const parameter<float>& p) const;
  enum class linear_kernel { simple, cublaslt, mma_sync, wgmma };

  // A loss read-out waiting for synchronize(): the pinned copy and where its mean goes.
  struct readout {
    stream::cuda_host_pool::block pinned;
    std::size_t n = 0;
    double* out = nullptr;
  };

  int gpu_;
  cuda_backend_options options_;
  stream::cuda_stream compute_, d2h_, h2d_;
  stream::cuda_stream free_;  // frees only; tokens_ below free onto it as they go
  stream::cuda_pool pool_;
  stream::cuda_host_pool pinned_;                 // loss read-outs
  std::vector<const cuda_params*> params_;
  std::vector<std::shared_ptr<device_memory>> tokens_;  // uploads, freed at the next one
  std::vector<readout> readouts_;                       // set by the next synchronize()
  kernel_selection kernels_;
  linear_kernel linear_ = linear_kernel::simple;
  bool flash_ = false;  // bf16 attention through flash (cuda_flash_attention.hpp)
  // The cuBLASLt handle, workspace and plans of this backend's compute stream.
  std::unique_ptr<kernels::cublaslt_linear> cublaslt_;
};

using cuda_backend = basic_cuda_backend<float>;
using cuda_bf16_backend = basic_cuda_backend<kernels::bf16>;
extern template class basic_cuda_backend<float>;
extern template class basic_cuda_backend<kernels::bf16>;

static_assert(gpt_backend<cuda_backend>);
static_assert(gpt_backend<cuda_bf16_backend>);
static_assert(std::is_same_v<cuda_backend::stat_buffer, cuda_backend::buffer>);  // fp32: one buffer type, as before
static_assert(cuda_bf16_backend::storage.element_bytes == 2);  // stage_deltas counts bf16 activations

}  // namespace pipesched::gpt
