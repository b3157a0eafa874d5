#include "runtime/gpt/backend/cuda_params.hpp"

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/to_storage.cuh>

namespace pipesched::gpt {

cuda_params::cuda_params(gpt_params<float>& host, int gpu, working_copy working) : host_(&host), gpu_(gpu) {
  scalars_ = host.scalars();
  const stream::cuda_device_scope scope(gpu_);
  if (scalars_ > 0) {
    try {
      for (float** array : {&values_, &grads_, &exp_avg_, &exp_avg_sq_})
        PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(array), scalars_ * sizeof(float)));
      if (working == working_copy::bf16)
        PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&working_), scalars_ * sizeof(kernels::bf16)));
    } catch (...) {
      for (float* array : {values_, grads_, exp_avg_, exp_avg_sq_}) (void)cudaFree(array);
      (void)cudaFree(working_);
      throw;
    }
  }
  std::size_t offset = 0;
  host.for_each([&](parameter<float>& p) {
    if (p.size() > 0)
      slots_.emplace(&p, slot{values_ + offset, grads_ + offset, exp_avg_ + offset, exp_avg_sq_ + offset,
                              working_ ? working_ + offset : nullptr});
    offset += p.size();
  });
  stream::cuda_stream copy("cuda_params upload", gpu_);
  // The moments start at zero, on this stream: cudaMemset would run on the legacy default
  // stream, which synchronizes with every blocking stream of the device.
  for (float* moments : {exp_avg_, exp_avg_sq_})
    if (moments) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(moments, 0, scalars_ * sizeof(float), copy.native()));
  upload(copy);
  refresh_working_copy(copy);
  copy.synchronize();
}

cuda_params::~cuda_params() {
  try {
    stream::make_current(gpu_);
  } catch (...) {  // the device is in error: free what can be
  }
  for (float* array : {values_, grads_, exp_avg_, exp_avg_sq_}) (void)cudaFree(array);
  (void)cudaFree(working_);
}

void cuda_params::upload(stream::cuda_stream& on) {
  const stream::cuda_device_scope scope(gpu_);
  host_->for_each([&](parameter<float>& p) {
    const slot* s = find(p);
    if (!s) return;
    const std::size_t bytes = p.size() * sizeof(float);
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(s->values, p.value.data(), bytes, cudaMemcpyHostToDevice, on.native()));
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(s->grads, p.grad.data(), bytes, cudaMemcpyHostToDevice, on.native()));
  });
  on.synchronize();
}

void cuda_params::download(stream::cuda_stream& on) {
  const stream::cuda_device_scope scope(gpu_);
  host_->for_each([&](parameter<float>& p) {
    const slot* s = find(p);
    if (!s) return;
    const std::size_t bytes = p.size() * sizeof(float);
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(p.value.data(), s->values, bytes, cudaMemcpyDeviceToHost, on.native()));
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(p.grad.data(), s->grads, bytes, cudaMemcpyDeviceToHost, on.native()));
  });
  on.synchronize();
}

void cuda_params::zero_grad(stream::cuda_stream& on) {
  const stream::cuda_device_scope scope(gpu_);
  if (scalars_ > 0) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(grads_, 0, scalars_ * sizeof(float), on.native()));
}

void cuda_params::refresh_working_copy(stream::cuda_stream& on) const {
  if (!working_ || scalars_ == 0) return;
  const stream::cuda_device_scope scope(gpu_);
  kernels::to_storage_cuda(working_, values_, scalars_, on.native());
}

const cuda_params::slot* cuda_params::find(const parameter<float>& p) const {
  const auto it = slots_.find(&p);
  return it == slots_.end() ? nullptr : &it->second;
}

}  // namespace pipesched::gpt
