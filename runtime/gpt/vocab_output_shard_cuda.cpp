#include "runtime/gpt/vocab_output_shard_cuda.hpp"

#include <stdexcept>
#include <string>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/vocab_cross_entropy.cuh>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

namespace {
std::size_t rows(const gpt_config& c) { return tensor_sizes{c}.rows(); }
std::size_t dim(const gpt_config& c) { return tensor_sizes{c}.C; }
}  // namespace

vocab_output_shard_cuda::vocab_output_shard_cuda(const gpt_config& config, vocab_range range, cuda_backend& backend)
    : config_(config), range_(range), backend_(&backend) {
  if (range.count < 1 || range.first < 0 || range.end() > config.vocab)
    throw std::invalid_argument("vocab_output_shard_cuda: tokens [" + std::to_string(range.first) + ", " +
                                std::to_string(range.end()) + ") are not a shard of a vocabulary of " +
                                std::to_string(config.vocab));
  const stream::cuda_device_scope scope(backend.gpu());
  const std::size_t n = static_cast<std::size_t>(range.count) * dim(config);
  weight_ = kernels::device_buffer<float>(n);
  grad_ = kernels::device_buffer<float>(n);
  local_ = kernels::device_buffer<float>(rows(config));
  share_ = kernels::device_buffer<float>(rows(config));
}

void vocab_output_shard_cuda::upload(const parameter<float>& weight) {
  if (weight.value.size() != weight_.size())
    throw std::invalid_argument("vocab_output_shard_cuda::upload: " + weight.name + " holds " +
                                std::to_string(weight.value.size()) + " values, the shard " +
                                std::to_string(weight_.size()));
  const stream::cuda_device_scope scope(backend_->gpu());
  const cudaStream_t s = backend_->compute().native();
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(weight_.data(), weight.value.data(), weight_.bytes(), cudaMemcpyHostToDevice, s));
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(grad_.data(), 0, grad_.bytes(), s));
  // The host values may change once this returns (an optimizer step): the copy must be done.
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
}

void vocab_output_shard_cuda::download_grad(parameter<float>& weight) const {
  if (weight.grad.size() != grad_.size())
    throw std::invalid_argument("vocab_output_shard_cuda::download_grad: " + weight.name + " holds " +
                                std::to_string(weight.grad.size()) + " gradients, the shard " +
                                std::to_string(grad_.size()));
  const stream::cuda_device_scope scope(backend_->gpu());
  const cudaStream_t s = backend_->compute().native();
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(weight.grad.data(), grad_.data(), grad_.bytes(), cudaMemcpyDeviceToHost, s));
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
}

vocab_output_shard_cuda::kept& vocab_output_shard_cuda::find(int j, const char* pass) {
  const auto it = kept_.find(j);
  if (it == kept_.end())
    throw std::logic_error(std::string("device's vocabulary ") + pass + "(" + std::to_string(j) + ") before its S");
  return it->second;
}

// The allocation order (x, logits, max, sumexp) is what vocab_output_deltas replays.
vocab_output_shard_cuda::stats vocab_output_shard_cuda::forward(int j, const float* x) {
  if (j < 0) throw std::invalid_argument("vocabulary S of microbatch " + std::to_string(j));
  const auto [it, fresh] = kept_.try_emplace(j);
  if (!fresh) throw std::logic_error("device's vocabulary S(" + std::to_string(j) + ") again before its T");
  kept& k = it->second;
  const std::size_t N = rows(config_), C = dim(config_), V = static_cast<std::size_t>(range_.count);
  cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  const cudaStream_t s = be.compute().native();
  try {
    k.x = be.allocate(N * C);
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(k.x.data(), x, N * C * sizeof(float), cudaMemcpyDeviceToDevice, s));
    k.logits = be.allocate(N * V);
    be.linear_forward(k.logits.data(), k.x.data(), weight_.data(), nullptr, N, C, V);
    k.max = be.allocate_stats(N);
    k.sumexp = be.allocate_stats(N);
    kernels::vocab_softmax_stats_cuda(k.max.data(), k.sumexp.data(), k.logits.data(), N, V, s);
  } catch (...) {
    kept_.erase(it);  // releases what was allocated
    throw;
  }
  return {k.max.data(), k.sumexp.data()};
}

void vocab_output_shard_cuda::all_reduce_stats(collectives& group, int j) {
  kept& k = find(j, "statistics");
  all_reduce_stats(group, stats{k.max.data(), k.sumexp.data()}, backend_->compute().native());
}

void vocab_output_shard_cuda::all_reduce_stats(collectives& group, stats st, cudaStream_t s) {
  const std::size_t N = rows(config_);
  const stream::cuda_device_scope scope(backend_->gpu());
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(local_.data(), st.max, N * sizeof(float), cudaMemcpyDeviceToDevice, s));
  group.all_reduce(st.max, N, reduce_op::max);
  kernels::vocab_rescale_sumexp_cuda(st.sumexp, local_.data(), st.max, N, s);
  group.all_reduce(st.sumexp, N, reduce_op::sum);
}

void vocab_output_shard_cuda::backward(int j, const int* targets, float scale, float* losses, float* dx) {
  kept& k = find(j, "T");
  const std::size_t N = rows(config_), C = dim(config_), V = static_cast<std::size_t>(range_.count);
  cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  // The logits become their gradient in place.
  kernels::vocab_cross_entropy_backward_cuda(losses, k.logits.data(), k.logits.data(), k.max.data(), k.sumexp.data(),
                                             targets, static_cast<std::size_t>(range_.first), scale, N, V,
                                             be.compute().native());
  be.linear_backward_input(dx, k.logits.data(), weight_.data(), N, C, V);
  be.linear_backward_weight(grad_.data(), nullptr, k.logits.data(), k.x.data(), N, C, V);
  kept_.erase(j);  // frees on compute, after the work above
}

vocab_output_shard_cuda::stats vocab_output_shard_cuda::forward_with_input_parts(int j, const float* x,
                                                                                 const int* targets, float scale,
                                                                                 float* a, float* b) {
  const stats st = forward(j, x);
  const std::size_t N = rows(config_), C = dim(config_), V = static_cast<std::size_t>(range_.count);
  cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  const cudaStream_t s = be.compute().native();
  const kept& k = kept_.at(j);
  // The local softmax, scaled: S's transient (vocab_output_deltas' s_temp).
  cuda_backend::buffer p = be.allocate(N * V);
  kernels::vocab_local_probs_cuda(p.data(), k.logits.data(), k.max.data(), k.sumexp.data(), scale, N, V, s);
  be.linear_backward_input(a, p.data(), weight_.data(), N, C, V);
  kernels::vocab_target_rows_cuda(b, weight_.data(), targets, static_cast<std::size_t>(range_.first), scale, N, V, C,
                                  s);
  return st;
}

void vocab_output_shard_cuda::all_reduce_input_grad(collectives& group, int j, const float* a, const float* b,
                                                    float* dx) {
  kept& k = find(j, "allreduce_grad");
  all_reduce_input_grad(group, stats{k.max.data(), k.sumexp.data()}, a, b, dx, backend_->compute().native());
}

void vocab_output_shard_cuda::all_reduce_input_grad(collectives& group, stats st, const float* a, const float* b,
                                                    float* dx, cudaStream_t s) {
  const std::size_t N = rows(config_), C = dim(config_);
  const stream::cuda_device_scope scope(backend_->gpu());
  // This shard's sum-exp under the global max (as inside all_reduce_stats) is its share.
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(share_.data(), st.sumexp, N * sizeof(float), cudaMemcpyDeviceToDevice, s));
  all_reduce_stats(group, st, s);  // local_ holds the shard's max until the next call
  kernels::vocab_rescale_sumexp_cuda(share_.data(), local_.data(), st.max, N, s);
  kernels::vocab_input_grad_part_cuda(dx, a, b, share_.data(), st.sumexp, N, C, s);
  group.all_reduce(dx, N * C, reduce_op::sum);
}

void vocab_output_shard_cuda::backward_weight(int j, const int* targets, float scale, float* losses) {
  kept& k = find(j, "T");
  const std::size_t N = rows(config_), C = dim(config_), V = static_cast<std::size_t>(range_.count);
  cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  kernels::vocab_cross_entropy_backward_cuda(losses, k.logits.data(), k.logits.data(), k.max.data(), k.sumexp.data(),
                                             targets, static_cast<std::size_t>(range_.first), scale, N, V,
                                             be.compute().native());
  be.linear_backward_weight(grad_.data(), nullptr, k.logits.data(), k.x.data(), N, C, V);
  kept_.erase(j);
}

}  // namespace pipesched::gpt
