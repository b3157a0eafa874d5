#include "runtime/gpt/backend/cuda_params.hpp"

#include <algorithm>
#include <functional>

#include <kernels/cuda/check.cuh>

namespace pipesched::gpt {

cuda_params::cuda_params(gpt_params<float>& host, int gpu) : host_(&host), gpu_(gpu) {
  scalars_ = host.scalars();
  const stream::cuda_device_scope scope(gpu_);
  if (scalars_ > 0) {
    PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&values_), scalars_ * sizeof(float)));
    const cudaError_t err = cudaMalloc(reinterpret_cast<void**>(&grads_), scalars_ * sizeof(float));
    if (err != cudaSuccess) {
      (void)cudaFree(values_);
      PIPESCHED_CUDA_CHECK(err);
    }
  }
  std::size_t offset = 0;
  host.for_each([&](parameter<float>& p) {
    if (p.size() == 0) return;
    ranges_.push_back({p.value.data(), p.size(), values_ + offset});
    ranges_.push_back({p.grad.data(), p.size(), grads_ + offset});
    offset += p.size();
  });
  std::sort(ranges_.begin(), ranges_.end(),
            [](const range& a, const range& b) { return std::less<const float*>{}(a.host, b.host); });
  stream::cuda_stream copy("cuda_params upload", gpu_);
  upload(copy);
}

cuda_params::~cuda_params() {
  (void)cudaFree(values_);
  (void)cudaFree(grads_);
}

void cuda_params::upload(stream::cuda_stream& on) {
  for (const range& r : ranges_)
    PIPESCHED_CUDA_CHECK(
        cudaMemcpyAsync(r.device, r.host, r.size * sizeof(float), cudaMemcpyHostToDevice, on.native()));
  on.synchronize();
}

void cuda_params::download(stream::cuda_stream& on) {
  for (const range& r : ranges_)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(r.host, r.device, r.size * sizeof(float),
                                         cudaMemcpyDeviceToHost, on.native()));
  on.synchronize();
}

void cuda_params::zero_grad(stream::cuda_stream& on) {
  if (scalars_ > 0) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(grads_, 0, scalars_ * sizeof(float), on.native()));
}

const float* cuda_params::device_of(const float* host) const {
  const std::less<const float*> before;
  auto it = std::upper_bound(ranges_.begin(), ranges_.end(), host,
                             [&](const float* p, const range& r) { return before(p, r.host); });
  if (it == ranges_.begin()) return nullptr;
  --it;
  if (!before(host, it->host + it->size)) return nullptr;
  return it->device + (host - it->host);
}

}  // namespace pipesched::gpt
