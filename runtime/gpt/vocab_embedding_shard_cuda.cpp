#include "runtime/gpt/vocab_embedding_shard_cuda.hpp"

#include <stdexcept>
#include <string>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/vocab_embedding.cuh>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

vocab_embedding_shard_cuda::vocab_embedding_shard_cuda(const gpt_config& config, vocab_range range,
                                                       cuda_backend& backend)
    : config_(config), range_(range), backend_(&backend) {
  if (range.count < 1 || range.first < 0 || range.end() > config.vocab)
    throw std::invalid_argument("vocab_embedding_shard_cuda: tokens [" + std::to_string(range.first) + ", " +
                                std::to_string(range.end()) + ") are not a shard of a vocabulary of " +
                                std::to_string(config.vocab));
  const stream::cuda_device_scope scope(backend.gpu());
  const std::size_t n = static_cast<std::size_t>(range.count) * tensor_sizes{config}.C;
  weight_ = kernels::device_buffer<float>(n);
  grad_ = kernels::device_buffer<float>(n);
}

void vocab_embedding_shard_cuda::upload(const parameter<float>& wte) {
  if (wte.value.size() != weight_.size())
    throw std::invalid_argument("vocab_embedding_shard_cuda::upload: " + wte.name + " holds " +
                                std::to_string(wte.value.size()) + " values, the shard " +
                                std::to_string(weight_.size()));
  const stream::cuda_device_scope scope(backend_->gpu());
  const cudaStream_t s = backend_->compute().native();
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(weight_.data(), wte.value.data(), weight_.bytes(), cudaMemcpyHostToDevice, s));
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(grad_.data(), 0, grad_.bytes(), s));
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));  // the host values may change once this returns
}

void vocab_embedding_shard_cuda::download_grad(parameter<float>& wte) const {
  if (wte.grad.size() != grad_.size())
    throw std::invalid_argument("vocab_embedding_shard_cuda::download_grad: " + wte.name + " holds " +
                                std::to_string(wte.grad.size()) + " gradients, the shard " +
                                std::to_string(grad_.size()));
  const stream::cuda_device_scope scope(backend_->gpu());
  const cudaStream_t s = backend_->compute().native();
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(wte.grad.data(), grad_.data(), grad_.bytes(), cudaMemcpyDeviceToHost, s));
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
}

void vocab_embedding_shard_cuda::forward(const int* tokens, float* out) {
  const tensor_sizes z{config_};
  const stream::cuda_device_scope scope(backend_->gpu());
  kernels::vocab_embedding_forward_cuda(out, tokens, weight_.data(), static_cast<std::size_t>(range_.first),
                                        static_cast<std::size_t>(range_.count), z.rows(), z.C,
                                        backend_->compute().native());
}

void vocab_embedding_shard_cuda::backward_weight(const int* tokens, const float* dout) {
  const tensor_sizes z{config_};
  const stream::cuda_device_scope scope(backend_->gpu());
  kernels::vocab_embedding_backward_weight_cuda(grad_.data(), dout, tokens, static_cast<std::size_t>(range_.first),
                                                static_cast<std::size_t>(range_.count), z.rows(), z.C,
                                                backend_->compute().native());
}

}  // namespace pipesched::gpt
