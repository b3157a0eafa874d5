#include "runtime/gpt/backend/cuda_backend.hpp"

#include <cstring>
#include <exception>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>

#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>

namespace pipesched::gpt {

namespace {
constexpr int poison_byte = 0xFF;  // every float made of these bytes is a NaN

std::string stream_name(int device, const char* what) { return "device " + std::to_string(device) + " " + what; }

// What the host function of one loss read-out needs (deleted by it).
struct loss_readout {
  const float* pinned;
  std::size_t n;
  double* out;
};

void CUDART_CB finish_readout(void* p) {
  const auto* r = static_cast<const loss_readout*>(p);
  double sum = 0;
  for (std::size_t i = 0; i < r->n; ++i) sum += r->pinned[i];
  *r->out = sum / static_cast<double>(r->n);
  delete r;
}
}  // namespace

// --- buffer ------------------------------------------------------------------------------

cuda_backend::buffer::buffer(stream::cuda_pool& pool, stream::cuda_stream& compute, std::size_t n)
    : pool_(&pool), compute_(&compute), block_(pool.allocate(n * sizeof(float), compute)), size_(n) {}

cuda_backend::buffer::buffer(buffer&& o) noexcept
    : pool_(std::exchange(o.pool_, nullptr)), compute_(o.compute_), block_(std::exchange(o.block_, {})),
      size_(std::exchange(o.size_, 0)) {}

cuda_backend::buffer& cuda_backend::buffer::operator=(buffer&& o) noexcept {
  if (this != &o) {
    release();
    pool_ = std::exchange(o.pool_, nullptr);
    compute_ = o.compute_;
    block_ = std::exchange(o.block_, {});
    size_ = std::exchange(o.size_, 0);
  }
  return *this;
}

// A failed free (the device is already in error) leaves the memory to the pool's
// destruction; the error itself shows at the next synchronize.
void cuda_backend::buffer::release() noexcept {
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

// --- unmetered device memory ----------------------------------------------------------------

cuda_backend::device_memory::device_memory(stream::cuda_stream& on, std::size_t n) : bytes(n), owner(&on) {
  if (n == 0) return;
  const stream::cuda_device_scope scope(on.gpu());
  void* p = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p, n, on.native()));
  data = static_cast<std::byte*>(p);
}

cuda_backend::device_memory::~device_memory() {
  if (!data) return;
  try {
    const stream::cuda_device_scope scope(owner->gpu());
    owner->wait(last_use);
    (void)cudaFreeAsync(data, owner->native());
  } catch (...) {  // the device is in error: the memory goes with the context
  }
}

// --- the backend -------------------------------------------------------------------------

cuda_backend::cuda_backend(runtime::activation_meter& meter, int gpu, cuda_backend_options options, int device)
    : gpu_(gpu),
      options_(options),
      compute_(stream_name(device, "compute"), gpu),
      d2h_(stream_name(device, "d2h"), gpu),
      h2d_(stream_name(device, "h2d"), gpu),
      pool_(meter, gpu, options.poison) {}

cuda_backend::~cuda_backend() {
  try {
    synchronize();
  } catch (...) {
  }
}

void cuda_backend::bind(const cuda_params& params) {
  if (params.gpu() != gpu_)
    throw std::invalid_argument("cuda_backend on GPU " + std::to_string(gpu_) + ": parameters on GPU " +
                                std::to_string(params.gpu()));
  params_.push_back(&params);
}

const cuda_params::slot& cuda_backend::bound(const parameter<float>& p) const {
  for (const cuda_params* params : params_)
    if (const cuda_params::slot* s = params->find(p)) return *s;
  throw std::logic_error("cuda_backend on GPU " + std::to_string(gpu_) + ": parameter " + p.name +
                         " is in no cuda_params bound to it (bind the stage's parameters first)");
}

cuda_backend::buffer cuda_backend::allocate(std::size_t n) { return buffer(pool_, compute_, n); }

cuda_backend::buffer cuda_backend::allocate_zeroed(std::size_t n) {
  buffer b(pool_, compute_, n);
  if (n > 0) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(b.data(), 0, n * sizeof(float), compute_.native()));
  return b;
}

const int* cuda_backend::upload_tokens(const int* host, std::size_t n) {
  tokens_.clear();  // stream-ordered frees after the ops that read them, enqueued already
  auto d = std::make_shared<device_memory>(compute_, n * sizeof(int));
  if (n > 0)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(d->data, host, n * sizeof(int), cudaMemcpyHostToDevice, compute_.native()));
  tokens_.push_back(d);
  return reinterpret_cast<const int*>(d->data);
}

cuda_backend::tensor cuda_backend::make_tensor(std::size_t n) {
  tensor t{std::make_shared<device_memory>(compute_, n * sizeof(float)), {}};
  if (options_.poison && n > 0)
    PIPESCHED_CUDA_CHECK(cudaMemsetAsync(t.data->data, poison_byte, t.data->bytes, compute_.native()));
  return t;
}

void cuda_backend::read_tensor(buffer& to, const tensor& from) {
  compute_.wait(from.ready);
  trace_marks.after_wait(compute_);
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(to.data(), from.data->data, from.data->bytes, cudaMemcpyDefault, compute_.native()));
  from.data->last_use = compute_.record();
}

void cuda_backend::publish(tensor& t) {
  if (t.data) t.ready = trace_marks.ready(compute_);
}

runtime::copy_work cuda_backend::start_d2h(std::vector<byte_copy> copies, event& done) {
  d2h_.wait(compute_.record());
  for (const byte_copy& c : copies)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(c.to, c.from, c.bytes, cudaMemcpyDefault, d2h_.native()));
  done = d2h_.record();
  return [] {};  // the copy is on the d2h stream already
}

void cuda_backend::join_d2h(const event& done) { compute_.wait(done); }

runtime::copy_work cuda_backend::start_h2d(std::vector<byte_copy> copies, event& done) {
  h2d_.wait(compute_.record());
  for (const byte_copy& c : copies)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(c.to, c.from, c.bytes, cudaMemcpyDefault, h2d_.native()));
  done = h2d_.record();
  return [] {};  // the copy is on the h2d stream already
}

void cuda_backend::join_h2d(const event& done) { compute_.wait(done); }

cuda_backend::stash cuda_backend::stash_tail(buffer& from, std::size_t offset) {
  const auto total = static_cast<std::size_t>(from.bytes());
  if (offset >= total) return {};
  stash tail{std::make_shared<device_memory>(compute_, total - offset)};
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(tail.bytes->data, reinterpret_cast<const std::byte*>(from.data()) + offset,
                                       tail.bytes->bytes, cudaMemcpyDeviceToDevice, compute_.native()));
  return tail;
}

void cuda_backend::restore_tail(buffer& to, std::size_t offset, const stash& tail) {
  if (tail.empty()) return;
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(reinterpret_cast<std::byte*>(to.data()) + offset, tail.bytes->data,
                                       tail.bytes->bytes, cudaMemcpyDeviceToDevice, compute_.native()));
}

void cuda_backend::synchronize() {
  std::exception_ptr first;
  for (stream::cuda_stream* s : {&compute_, &d2h_, &h2d_}) {
    try {
      s->synchronize();
    } catch (...) {
      if (!first) first = std::current_exception();
    }
  }
  readouts_.clear();  // their host functions have run
  if (first) std::rethrow_exception(first);
}

cuda_backend::event cuda_backend::record() {
  compute_.wait(d2h_.record());
  compute_.wait(h2d_.record());
  return compute_.record();
}

// --- ops ---------------------------------------------------------------------------------
// A launch goes to the calling thread's current device, which must be the stream's: each
// op makes the backend's GPU current (cheap when it is already).

void cuda_backend::embedding_forward(float* out, const int* tokens, const float* wte, const float* wpe,
                                     std::size_t B, std::size_t T, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::embedding_forward_cuda(out, tokens, wte, wpe, B, T, C, compute_.native());
}

void cuda_backend::embedding_backward_weight(float* dwte, float* dwpe, const float* dout, const int* tokens,
                                             std::size_t B, std::size_t T, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::embedding_backward_weight_cuda(dwte, dwpe, dout, tokens, B, T, C, compute_.native());
}

void cuda_backend::layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* weight,
                                     const float* bias, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_forward_cuda(out, mean, rstd, inp, weight, bias, N, C, compute_.native());
}

void cuda_backend::layernorm_backward_input(float* dinp, const float* dout, const float* inp, const float* weight,
                                            const float* mean, const float* rstd, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_backward_input_cuda(dinp, dout, inp, weight, mean, rstd, N, C, compute_.native());
}

void cuda_backend::layernorm_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp,
                                             const float* mean, const float* rstd, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_backward_weight_cuda(dweight, dbias, dout, inp, mean, rstd, N, C, compute_.native());
}

void cuda_backend::linear_forward(float* out, const float* inp, const float* weight, const float* bias,
                                  std::size_t N, std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::linear_forward_cuda(out, inp, weight, bias, N, C, OC, compute_.native());
}

void cuda_backend::linear_backward_input(float* dinp, const float* dout, const float* weight, std::size_t N,
                                         std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::linear_backward_input_cuda(dinp, dout, weight, N, C, OC, compute_.native());
}

void cuda_backend::linear_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp,
                                          std::size_t N, std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::linear_backward_weight_cuda(dweight, dbias, dout, inp, N, C, OC, compute_.native());
}

void cuda_backend::attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T,
                                     std::size_t C, std::size_t NH) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::attention_forward_cuda(out, att, qkv, B, T, C, NH, compute_.native());
}

void cuda_backend::attention_backward_input(float* dqkv, const float* dout, const float* qkv, const float* att,
                                            std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::attention_backward_input_cuda(dqkv, dout, qkv, att, B, T, C, NH, compute_.native());
}

void cuda_backend::gelu_forward(float* out, const float* inp, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::gelu_forward_cuda(out, inp, N, compute_.native());
}

void cuda_backend::gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::gelu_backward_input_cuda(dinp, dout, inp, N, compute_.native());
}

void cuda_backend::residual_forward(float* out, const float* a, const float* b, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::residual_forward_cuda(out, a, b, N, compute_.native());
}

void cuda_backend::residual_backward_input(float* da, float* db, const float* dout, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::residual_backward_input_cuda(da, db, dout, N, compute_.native());
}

void cuda_backend::cross_entropy_forward(float* losses, float* probs, const float* logits, const int* targets,
                                         std::size_t N, std::size_t V) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::cross_entropy_forward_cuda(losses, probs, logits, targets, N, V, compute_.native());
}

void cuda_backend::cross_entropy_backward_input(float* dlogits, const float* probs, const int* targets, float scale,
                                                std::size_t N, std::size_t V) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::cross_entropy_backward_input_cuda(dlogits, probs, targets, scale, N, V, compute_.native());
}

void cuda_backend::mean_loss(double* out, const float* losses, std::size_t n) {
  if (n == 0) {
    *out = std::numeric_limits<double>::quiet_NaN();  // host_ops' mean of nothing: 0/0
    return;
  }
  stream::cuda_host_pool::block pinned = pinned_.acquire(n * sizeof(float));
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(pinned.data(), losses, n * sizeof(float), cudaMemcpyDeviceToHost, compute_.native()));
  auto* r = new loss_readout{reinterpret_cast<const float*>(pinned.data()), n, out};
  const cudaError_t err = cudaLaunchHostFunc(compute_.native(), finish_readout, r);
  if (err != cudaSuccess) delete r;
  PIPESCHED_CUDA_CHECK(err);
  readouts_.push_back(std::move(pinned));
}

}  // namespace pipesched::gpt
