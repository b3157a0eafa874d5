#pragma once
// The CUDA backend of basic_gpt_stage: one pipeline device on a GPU (runtime/stream's CUDA
// half), fp32. One per pipeline device, shared by that device's stages; whoever builds the
// device's stages owns it, and it must outlive them, their buffers and the tensors they
// return. It holds:
//   compute  a cuda_stream: every op (the kernels/cuda launchers), every metered allocation
//            and free, token uploads and the loss read-out, in the order the passes call;
//   d2h/h2d  the offload and reload copies;
//   pool     a cuda_pool on the device's activation_meter (metered in host order, memory
//            reused only once compute reaches the free);
//   params   the device copies (cuda_params) of its stages' parameters, bound with bind():
//            the stage asks weights(p) and grads(p) for a parameter's device values and
//            gradients, and a parameter no bound copy holds is an error (std::logic_error
//            naming it), never a host address handed to a kernel.
// A pass returns once its work is enqueued; gradients (on the device, in the bound
// cuda_params) and losses are read after synchronize().
//
// The same joins as cpu_stream_backend, by CUDA events: read_tensor makes compute wait for
// the tensor's `ready`; publish records it; start_d2h/start_h2d make the copy stream wait
// for compute; join_d2h/join_h2d make compute wait for the copy. Memory the transport or
// the stage holds outside the meter (tensors, stashed tails, uploaded tokens) comes from
// the GPU's default memory pool and is freed stream-ordered on compute when its last
// handle goes (after the stream's last reader: a tensor another device read waits for
// that read's event), so no handle needs to be kept alive by hand (retain is a no-op).
//
// Offload copies go between the stage's host_pool blocks and the device with
// cudaMemcpyAsync on the copy streams. The host_pool is stream::cuda_host_pool: pinned,
// so the copies are asynchronous for the host and overlap compute. A block goes back to
// the pool at end_reload, before its H2D copy may have run; the next copy that can use it
// is a D2H on this backend's d2h stream (a device's pool serves its backend only), which
// waits for compute, which waited for that H2D (join_h2d): the two never touch it at once.
#include <cstddef>
#include <memory>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/gpt/backend/gpt_backend.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/stream/cuda_host_pool.hpp"
#include "runtime/stream/cuda_pool.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/stream/trace_marks.hpp"

namespace pipesched::gpt {

struct cuda_backend_options {
  bool poison = false;  // fill new and freed metered memory and new tensors with NaN bytes
  friend bool operator==(const cuda_backend_options&, const cuda_backend_options&) = default;
};

class cuda_backend {
 public:
  using element = float;
  using event = stream::cuda_event;
  using host_pool = stream::cuda_host_pool;  // offloads: pinned host memory
  static constexpr activation_storage storage{};

  // n floats from the device's cuda_pool, metered until released; the memory is reused
  // once compute gets to the release. Move-only.
  class buffer {
   public:
    buffer() = default;
    buffer(stream::cuda_pool& pool, stream::cuda_stream& compute, std::size_t n);
    buffer(const buffer&) = delete;
    buffer& operator=(const buffer&) = delete;
    buffer(buffer&& o) noexcept;
    buffer& operator=(buffer&& o) noexcept;
    ~buffer() { release(); }

    void release() noexcept;
    float* data() { return reinterpret_cast<float*>(block_.data); }
    const float* data() const { return reinterpret_cast<const float*>(block_.data); }
    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    long long bytes() const { return static_cast<long long>(size_ * sizeof(float)); }

   private:
    stream::cuda_pool* pool_ = nullptr;
    stream::cuda_stream* compute_ = nullptr;
    stream::cuda_pool::block block_;
    std::size_t size_ = 0;
  };

  // Device memory outside the meter, freed on its owner's compute stream when the last
  // handle goes, after `last_use` (a reader on another stream) when there is one.
  struct device_memory {
    std::byte* data = nullptr;
    std::size_t bytes = 0;
    stream::cuda_stream* owner = nullptr;
    stream::cuda_event last_use;
    device_memory(stream::cuda_stream& on, std::size_t bytes);
    ~device_memory();
    device_memory(const device_memory&) = delete;
    device_memory& operator=(const device_memory&) = delete;
  };

  // What flows between stages: device values (null = none) and the event after which
  // they are written.
  struct tensor {
    std::shared_ptr<device_memory> data;
    stream::cuda_event ready;
  };
  // fp32 storage: statistics and losses live in the same buffers and tensors (bf16 contract).
  using stat_buffer = buffer;
  using stat_tensor = tensor;

  // Device bytes set aside (the tail of a buffer an offload's fraction ends in), counted
  // by the stage.
  struct stash {
    std::shared_ptr<device_memory> bytes;
    std::size_t size() const { return bytes ? bytes->bytes : 0; }
    bool empty() const { return size() == 0; }
  };

  // A pipeline device on CUDA device `gpu`; `device` names its streams. The meter must
  // outlive the backend.
  explicit cuda_backend(runtime::activation_meter& meter, int gpu = 0, cuda_backend_options options = {},
                        int device = 0);
  cuda_backend(const cuda_backend&) = delete;
  cuda_backend& operator=(const cuda_backend&) = delete;
  ~cuda_backend();  // waits for the queued work

  // The device copy of a stage's parameters, which the ops use in place of its host copy.
  // It must outlive the backend's use of it (until synchronize()).
  void bind(const cuda_params& params);
  // A parameter's device values and gradients, from the copy bound that holds it; throws
  // std::logic_error naming the parameter when none does.
  const float* weights(const parameter<float>& p) const { return bound(p).values; }
  float* grads(parameter<float>& p) const { return bound(p).grads; }
  // fp32: the ops read the bound device values themselves; nothing to refresh.
  void refresh_weights(const gpt_params<float>&) {}

  runtime::activation_meter& meter() { return pool_.meter(); }

  buffer allocate(std::size_t n);
  buffer allocate_zeroed(std::size_t n);  // zeroed in compute's order
  stat_buffer allocate_stats(std::size_t n) { return allocate(n); }
  // The batch's tokens on the device (H2D on compute, from the host pointer now); valid
  // for the ops enqueued before the next upload.
  const int* upload_tokens(const int* host, std::size_t n);

  tensor make_tensor(std::size_t n);
  stat_tensor make_stat_tensor(std::size_t n) { return make_tensor(n); }
  static std::size_t size(const tensor& t) { return t.data ? t.data->bytes / sizeof(float) : 0; }
  static float* data(tensor& t) { return reinterpret_cast<float*>(t.data->data); }
  void read_tensor(buffer& to, const tensor& from);
  void publish(tensor& t);
  void retain(const tensor&) {}

  runtime::copy_work start_d2h(std::vector<byte_copy> copies, event& done);
  void join_d2h(const event& done);
  runtime::copy_work start_h2d(std::vector<byte_copy> copies, event& done);
  void join_h2d(const event& done);
  stash stash_tail(buffer& from, std::size_t offset);
  void restore_tail(buffer& to, std::size_t offset, const stash& tail);

  // The host waits for all three streams (throws cuda_error on a failure).
  void synchronize();
  // Completes once everything enqueued so far on the three streams has run.
  event record();

  // The ops: each one the kernels/cuda launcher of the kernels/*.hpp reference with that
  // reference's signature, on compute.
  void embedding_forward(float* out, const int* tokens, const float* wte, const float* wpe, std::size_t B,
                         std::size_t T, std::size_t C);
  void embedding_backward_weight(float* dwte, float* dwpe, const float* dout, const int* tokens, std::size_t B,
                                 std::size_t T, std::size_t C);
  void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* weight,
                         const float* bias, std::size_t N, std::size_t C);
  void layernorm_backward_input(float* dinp, const float* dout, const float* inp, const float* weight,
                                const float* mean, const float* rstd, std::size_t N, std::size_t C);
  void layernorm_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp,
                                 const float* mean, const float* rstd, std::size_t N, std::size_t C);
  void linear_forward(float* out, const float* inp, const float* weight, const float* bias, std::size_t N,
                      std::size_t C, std::size_t OC);
  void linear_backward_input(float* dinp, const float* dout, const float* weight, std::size_t N, std::size_t C,
                             std::size_t OC);
  void linear_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp, std::size_t N,
                              std::size_t C, std::size_t OC);
  void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                         std::size_t NH);
  void attention_backward_input(float* dqkv, const float* dout, const float* qkv, const float* att, std::size_t B,
                                std::size_t T, std::size_t C, std::size_t NH);
  void gelu_forward(float* out, const float* inp, std::size_t N);
  void gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N);
  void residual_forward(float* out, const float* a, const float* b, std::size_t N);
  void residual_backward_input(float* da, float* db, const float* dout, std::size_t N);
  void cross_entropy_forward(float* losses, float* probs, const float* logits, const int* targets, std::size_t N,
                             std::size_t V);
  void cross_entropy_backward_input(float* dlogits, const float* probs, const int* targets, float scale,
                                    std::size_t N, std::size_t V);
  // The loss read-out: the n position losses D2H into pinned memory on compute, then *out =
  // their mean, summed in double in order on the host (as host_ops does, bit for bit) once
  // compute gets there. *out must stay valid until synchronize().
  void mean_loss(double* out, const float* losses, std::size_t n);

  stream::cuda_stream& compute() { return compute_; }
  stream::trace_marks<stream::cuda_stream> trace_marks;  // --trace: read_tensor's wait, publish's ready
  stream::cuda_stream& d2h() { return d2h_; }
  stream::cuda_stream& h2d() { return h2d_; }
  stream::cuda_pool& pool() { return pool_; }
  int gpu() const { return gpu_; }

 private:
  const cuda_params::slot& bound(const parameter<float>& p) const;

  int gpu_;
  cuda_backend_options options_;
  stream::cuda_stream compute_, d2h_, h2d_;
  stream::cuda_pool pool_;
  stream::cuda_host_pool pinned_;                 // loss read-outs
  std::vector<const cuda_params*> params_;
  std::vector<std::shared_ptr<device_memory>> tokens_;  // uploads, freed at the next one
  std::vector<stream::cuda_host_pool::block> readouts_;  // in use until synchronize()
};

static_assert(gpt_backend<cuda_backend>);

}  // namespace pipesched::gpt
