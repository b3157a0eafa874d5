#include "runtime/gpt/backend/cuda_backend.hpp"

#include <cstring>
#include <exception>
#include <limits>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/linear_cublaslt.hpp>
#include <kernels/cuda/linear_mma.cuh>
#include <kernels/cuda/linear_wgmma.cuh>
#include <kernels/cuda/residual.cuh>

#include "runtime/stream/cuda_device_pools.hpp"
#include "runtime/stream/stream_free.hpp"
#include "runtime/gpt/backend/cuda_flash_attention.hpp"
#include "runtime/gpt/backend/cuda_kernel_check.hpp"

namespace pipesched::gpt {

namespace {
constexpr int poison_byte = 0xFF;  // every float (and bf16) made of these bytes is a NaN

std::string stream_name(int device, const char* what) { return "device " + std::to_string(device) + " " + what; }
}  // namespace

// --- unmetered device memory ----------------------------------------------------------------

cuda_device_memory::cuda_device_memory(stream::cuda_stream& on, stream::cuda_stream& free_stream, std::size_t n)
    : bytes(n), owner(&on), free_on(&free_stream) {
  if (n == 0) return;
  const stream::cuda_device_scope scope(on.gpu());
  void* p = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p, n, on.native()));
  data = static_cast<std::byte*>(p);
}

cuda_device_memory::~cuda_device_memory() {
  if (!data) return;
  try {
    const stream::cuda_device_scope scope(free_on->gpu());
    const stream::cuda_event owner_done = written.native() ? written : owner->record();
    stream::release_after_uses(*free_on, owner_done, last_use,
                               [&](stream::cuda_stream& s) { (void)cudaFreeAsync(data, s.native()); });
  } catch (...) {  // the device is in error: the memory goes with the context
  }
}

// --- the backend -------------------------------------------------------------------------

template <class Element>
basic_cuda_backend<Element>::basic_cuda_backend(runtime::activation_meter& meter, int gpu,
                                                cuda_backend_options options, int device)
    : gpu_(gpu),
      options_(options),
      compute_(stream_name(device, "compute"), gpu),
      d2h_(stream_name(device, "d2h"), gpu),
      h2d_(stream_name(device, "h2d"), gpu),
      free_(stream_name(device, "free"), gpu),
      pool_(meter, gpu, options.poison),
      kernels_(cuda_kernel_selection(gpu, !std::is_same_v<Element, float>, options.kernels)) {
  stream::keep_default_pool(gpu);
  pinned_.set_gpu(gpu);
  const std::string& linear = kernels_.kernel_for("linear");
  if (linear == "cublaslt") {
    const stream::cuda_device_scope scope(gpu_);
    linear_ = linear_kernel::cublaslt;
    cublaslt_ = std::make_unique<kernels::cublaslt_linear>(gpu_);
  } else if (linear == "mma_sync" && !std::is_same_v<Element, float>) {
    linear_ = linear_kernel::mma_sync;
  } else if (linear == "wgmma" && !std::is_same_v<Element, float>) {
    linear_ = linear_kernel::wgmma;
  }
  flash_ = !std::is_same_v<Element, float> && kernels_.kernel_for("attention") == "flash";
}

template <class Element>
basic_cuda_backend<Element>::~basic_cuda_backend() {
  try {
    synchronize();
  } catch (...) {
  }
  try {
    const stream::cuda_device_scope scope(gpu_);
    cublaslt_.reset();  // its workspace is freed on its GPU
  } catch (...) {
  }
}

template <class Element>
void basic_cuda_backend<Element>::bind(const cuda_params& params) {
  if (params.gpu() != gpu_)
    throw std::invalid_argument("cuda_backend on GPU " + std::to_string(gpu_) + ": parameters on GPU " +
                                std::to_string(params.gpu()));
  if (!std::is_same_v<Element, float> && params.scalars() > 0 && !params.has_working_copy())
    throw std::invalid_argument("cuda_backend (bf16) on GPU " + std::to_string(gpu_) +
                                ": parameters without a bf16 working copy");
  params_.push_back(&params);
}

template <class Element>
const Element* basic_cuda_backend<Element>::weights(const parameter<float>& p) const {
  if constexpr (std::is_same_v<Element, float>)
    return bound(p).values;
  else
    return bound(p).working;
}

template <class Element>
void basic_cuda_backend<Element>::refresh_weights(const gpt_params<float>& params) {
  if constexpr (!std::is_same_v<Element, float>) {
    const stream::cuda_device_scope scope(gpu_);
    for (const cuda_params* bound : params_)
      if (&bound->host() == &params) bound->refresh_working_copy(compute_);
  }
}

template <class Element>
const cuda_params::slot& basic_cuda_backend<Element>::bound(const parameter<float>& p) const {
  for (const cuda_params* params : params_)
    if (const cuda_params::slot* s = params->find(p)) return *s;
  throw std::logic_error("cuda_backend on GPU " + std::to_string(gpu_) + ": parameter " + p.name +
                         " is in no cuda_params bound to it (bind the stage's parameters first)");
}

template <class Element>
typename basic_cuda_backend<Element>::buffer basic_cuda_backend<Element>::allocate(std::size_t n) { return buffer(pool_, compute_, n); }

template <class Element>
typename basic_cuda_backend<Element>::buffer basic_cuda_backend<Element>::allocate_zeroed(std::size_t n) {
  const stream::cuda_device_scope scope(gpu_);
  buffer b(pool_, compute_, n);
  if (n > 0) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(b.data(), 0, n * sizeof(Element), compute_.native()));
  return b;
}

template <class Element>
const int* basic_cuda_backend<Element>::upload_tokens(const int* host, std::size_t n) {
  tokens_.clear();  // stream-ordered frees after the ops that read them, enqueued already
  const stream::cuda_device_scope scope(gpu_);
  auto d = std::make_shared<device_memory>(compute_, free_, n * sizeof(int));
  if (n > 0)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(d->data, host, n * sizeof(int), cudaMemcpyHostToDevice, compute_.native()));
  tokens_.push_back(d);
  return reinterpret_cast<const int*>(d->data);
}

template <class Element>
typename basic_cuda_backend<Element>::tensor basic_cuda_backend<Element>::make_tensor(std::size_t n) {
  const stream::cuda_device_scope scope(gpu_);
  tensor t{std::make_shared<device_memory>(compute_, free_, n * sizeof(Element)), {}};
  if (options_.poison && n > 0)
    PIPESCHED_CUDA_CHECK(cudaMemsetAsync(t.data->data, poison_byte, t.data->bytes, compute_.native()));
  return t;
}

template <class Element>
typename basic_cuda_backend<Element>::stat_tensor basic_cuda_backend<Element>::make_stat_tensor(std::size_t n) {
  if constexpr (std::is_same_v<stat_tensor, tensor>) {
    return make_tensor(n);
  } else {
    const stream::cuda_device_scope scope(gpu_);
    stat_tensor t{std::make_shared<device_memory>(compute_, free_, n * sizeof(float))};
    if (options_.poison && n > 0)
      PIPESCHED_CUDA_CHECK(cudaMemsetAsync(t.data->data, poison_byte, t.data->bytes, compute_.native()));
    return t;
  }
}

template <class Element>
void basic_cuda_backend<Element>::read_tensor(buffer& to, const tensor& from) {
  const stream::cuda_device_scope scope(gpu_);
  compute_.wait(from.ready);
  trace_marks.after_wait(compute_);
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(to.data(), from.data->data, from.data->bytes, cudaMemcpyDefault, compute_.native()));
  from.data->last_use = compute_.record();
}

template <class Element>
void basic_cuda_backend<Element>::publish(tensor& t) {
  if (t.data) t.ready = trace_marks.ready(compute_);
}

template <class Element>
runtime::copy_work basic_cuda_backend<Element>::start_d2h(std::vector<byte_copy> copies, event& done) {
  const stream::cuda_device_scope scope(gpu_);
  d2h_.wait(compute_.record());
  for (const byte_copy& c : copies)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(c.to, c.from, c.bytes, cudaMemcpyDefault, d2h_.native()));
  done = d2h_.record();
  return [] {};  // the copy is on the d2h stream already
}

template <class Element>
void basic_cuda_backend<Element>::join_d2h(const event& done) { compute_.wait(done); }

template <class Element>
runtime::copy_work basic_cuda_backend<Element>::start_h2d(std::vector<byte_copy> copies, event& done) {
  const stream::cuda_device_scope scope(gpu_);
  h2d_.wait(compute_.record());
  for (const byte_copy& c : copies)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(c.to, c.from, c.bytes, cudaMemcpyDefault, h2d_.native()));
  done = h2d_.record();
  return [] {};  // the copy is on the h2d stream already
}

template <class Element>
void basic_cuda_backend<Element>::join_h2d(const event& done) { compute_.wait(done); }

template <class Element>
void basic_cuda_backend<Element>::synchronize() {
  std::exception_ptr first;
  // free_ too: at the step's end the memory this device owns is back in its pool.
  for (stream::cuda_stream* s : {&compute_, &d2h_, &h2d_, &free_}) {
    try {
      s->synchronize();
    } catch (...) {
      if (!first) first = std::current_exception();
    }
  }
  // The losses, read here rather than by a host function on compute per head microbatch
  // (which stalls the stream's next work behind a host thread's wake-up): the pinned
  // copies are complete once compute is.
  if (!first)
    for (const readout& r : readouts_) {
      const auto* pinned = reinterpret_cast<const float*>(r.pinned.data());
      double sum = 0;
      for (std::size_t i = 0; i < r.n; ++i) sum += pinned[i];
      *r.out = sum / static_cast<double>(r.n);
    }
  readouts_.clear();
  if (first) std::rethrow_exception(first);
}

template <class Element>
typename basic_cuda_backend<Element>::event basic_cuda_backend<Element>::record() {
  compute_.wait(d2h_.record());
  compute_.wait(h2d_.record());
  return compute_.record();
}

// --- ops ---------------------------------------------------------------------------------
// A launch goes to the calling thread's current device, which must be the stream's: each
// op makes the backend's GPU current (cheap when it is already).

template <class Element>
void basic_cuda_backend<Element>::embedding_forward(Element* out, const int* tokens, const Element* wte, const Element* wpe, std::size_t B, std::size_t T, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::embedding_forward_cuda(out, tokens, wte, wpe, B, T, C, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::embedding_backward_weight(float* dwte, float* dwpe, const Element* dout, const int* tokens, std::size_t B, std::size_t T, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::embedding_backward_weight_cuda(dwte, dwpe, dout, tokens, B, T, C, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::layernorm_forward(Element* out, float* mean, float* rstd, const Element* inp, const Element* weight, const Element* bias, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_forward_cuda(out, mean, rstd, inp, weight, bias, N, C, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::layernorm_backward_input(Element* dinp, const Element* dout, const Element* inp, const Element* weight, const float* mean, const float* rstd, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_backward_input_cuda(dinp, dout, inp, weight, mean, rstd, N, C, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::layernorm_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp, const float* mean, const float* rstd, std::size_t N, std::size_t C) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::layernorm_backward_weight_cuda(dweight, dbias, dout, inp, mean, rstd, N, C, compute_.native());
}

// The linear: cuBLASLt, the mma.sync or wgmma kernels (bf16) or the simple ones, as the
// self-check chose (wgmma's split-K workspace is stream-ordered from the default pool, unmetered).
template <class Element>
void basic_cuda_backend<Element>::linear_forward(Element* out, const Element* inp, const Element* weight, const Element* bias, std::size_t N, std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  if (linear_ == linear_kernel::cublaslt) return cublaslt_->forward(out, inp, weight, bias, N, C, OC, compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::mma_sync)
      return kernels::linear_forward_mma_or_simple_cuda(out, inp, weight, bias, N, C, OC, compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::wgmma)
      return kernels::linear_forward_wgmma_or_simple_cuda(out, inp, weight, bias, N, C, OC, compute_.native());
  kernels::linear_forward_cuda(out, inp, weight, bias, N, C, OC, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::linear_backward_input(Element* dinp, const Element* dout, const Element* weight, std::size_t N, std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  if (linear_ == linear_kernel::cublaslt)
    return cublaslt_->backward_input(dinp, dout, weight, N, C, OC, compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::mma_sync)
      return kernels::linear_backward_input_mma_or_simple_cuda(dinp, dout, weight, N, C, OC, compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::wgmma)
      return kernels::linear_backward_input_wgmma_or_simple_cuda(dinp, dout, weight, N, C, OC, compute_.native());
  kernels::linear_backward_input_cuda(dinp, dout, weight, N, C, OC, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::linear_backward_weight(float* dweight, float* dbias, const Element* dout, const Element* inp, std::size_t N, std::size_t C, std::size_t OC) {
  const stream::cuda_device_scope scope(gpu_);
  if (linear_ == linear_kernel::cublaslt)
    return cublaslt_->backward_weight(dweight, dbias, dout, inp, N, C, OC, compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::mma_sync)
      return kernels::linear_backward_weight_mma_or_simple_cuda(dweight, dbias, dout, inp, N, C, OC,
                                                                 compute_.native());
  if constexpr (!std::is_same_v<Element, float>)
    if (linear_ == linear_kernel::wgmma)
      return kernels::linear_backward_weight_wgmma_or_simple_cuda(dweight, dbias, dout, inp, N, C, OC,
                                                                   compute_.native());
  kernels::linear_backward_weight_cuda(dweight, dbias, dout, inp, N, C, OC, compute_.native());
}

// Attention: flash (bf16, packed into att) where the self-check chose it, else the simple kernels.
template <class Element>
void basic_cuda_backend<Element>::attention_forward(Element* out, Element* att, const Element* qkv, std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
  const stream::cuda_device_scope scope(gpu_);
  if constexpr (!std::is_same_v<Element, float>)
    if (flash_) return packed_attention_forward(out, att, qkv, B, T, C, NH, compute_.native());
  kernels::attention_forward_cuda(out, att, qkv, B, T, C, NH, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::attention_backward_input(Element* dqkv, const Element* dout, const Element* qkv, const Element* att, std::size_t B, std::size_t T, std::size_t C, std::size_t NH) {
  const stream::cuda_device_scope scope(gpu_);
  if constexpr (!std::is_same_v<Element, float>)
    if (flash_) return packed_attention_backward_input(dqkv, dout, qkv, att, B, T, C, NH, compute_.native());
  kernels::attention_backward_input_cuda(dqkv, dout, qkv, att, B, T, C, NH, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::gelu_forward(Element* out, const Element* inp, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::gelu_forward_cuda(out, inp, N, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::gelu_backward_input(Element* dinp, const Element* dout, const Element* inp, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::gelu_backward_input_cuda(dinp, dout, inp, N, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::residual_forward(Element* out, const Element* a, const Element* b, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::residual_forward_cuda(out, a, b, N, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::residual_backward_input(Element* da, Element* db, const Element* dout, std::size_t N) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::residual_backward_input_cuda(da, db, dout, N, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::cross_entropy_forward(float* losses, Element* probs, const Element* logits, const int* targets, std::size_t N, std::size_t V) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::cross_entropy_forward_cuda(losses, probs, logits, targets, N, V, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::cross_entropy_backward_input(Element* dlogits, const Element* probs, const int* targets, float scale, std::size_t N, std::size_t V) {
  const stream::cuda_device_scope scope(gpu_);
  kernels::cross_entropy_backward_input_cuda(dlogits, probs, targets, scale, N, V, compute_.native());
}

template <class Element>
void basic_cuda_backend<Element>::mean_loss(double* out, const float* losses, std::size_t n) {
  if (n == 0) {
    *out = std::numeric_limits<double>::quiet_NaN();  // host_ops' mean of nothing: 0/0
    return;
  }
  const stream::cuda_device_scope scope(gpu_);
  stream::cuda_host_pool::block pinned = pinned_.acquire(n * sizeof(float));
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(pinned.data(), losses, n * sizeof(float), cudaMemcpyDeviceToHost, compute_.native()));
  readouts_.push_back({std::move(pinned), n, out});
}

template class basic_cuda_backend<float>;
template class basic_cuda_backend<kernels::bf16>;

}  // namespace pipesched::gpt
