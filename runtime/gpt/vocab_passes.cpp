#include "runtime/gpt/vocab_passes.hpp"

#include <cmath>
#include <stdexcept>
#include <vector>
#include <string>
#include <type_traits>

#include <kernels/cpu/linear.hpp>
#include <kernels/linear.hpp>
#include <kernels/vocab_cross_entropy.hpp>
#include <kernels/vocab_embedding.hpp>

#include "runtime/gpt/gpt_memory.hpp"

namespace pipesched::gpt {

namespace {
// The linear layer's GEMMs: the CPU kernels for float (equal to the references to the
// bit, and what the stage runs), the references for double (the finite-difference checks).
template <class S>
void linear_forward(S* out, const S* inp, const S* w, std::size_t N, std::size_t C, std::size_t OC) {
  if constexpr (std::is_same_v<S, float>) kernels::cpu::linear_forward(out, inp, w, nullptr, N, C, OC);
  else kernels::linear_forward_reference(out, inp, w, nullptr, N, C, OC);
}
template <class S>
void linear_backward_input(S* dinp, const S* dout, const S* w, std::size_t N, std::size_t C, std::size_t OC) {
  if constexpr (std::is_same_v<S, float>) kernels::cpu::linear_backward_input(dinp, dout, w, N, C, OC);
  else kernels::linear_backward_input_reference(dinp, dout, w, N, C, OC);
}
template <class S>
void linear_backward_weight(S* dw, const S* dout, const S* inp, std::size_t N, std::size_t C, std::size_t OC) {
  if constexpr (std::is_same_v<S, float>) kernels::cpu::linear_backward_weight(dw, nullptr, dout, inp, N, C, OC);
  else kernels::linear_backward_weight_reference(dw, nullptr, dout, inp, N, C, OC);
}
}  // namespace

template <class Scalar>
vocab_output_shard<Scalar>::vocab_output_shard(vocab_shard_params<Scalar>& shard, runtime::activation_meter& meter)
    : shard_(&shard), meter_(&meter) {}

// The allocation order below (x, logits, max, sumexp) is what vocab_output_deltas replays.
template <class Scalar>
softmax_stats<Scalar>& vocab_output_shard<Scalar>::forward(int j, const Scalar* x) {
  if (j < 0) throw std::invalid_argument("vocabulary S of microbatch " + std::to_string(j));
  const auto [it, fresh] = kept_.try_emplace(j);
  if (!fresh) throw std::logic_error("device's vocabulary S(" + std::to_string(j) + ") again before its T");
  kept& k = it->second;
  const tensor_sizes z{shard_->config};
  const std::size_t N = z.rows(), C = z.C, V = static_cast<std::size_t>(shard_->range.count);
  k.x = basic_metered_buffer<Scalar>(*meter_, N * C);
  std::copy(x, x + N * C, k.x.data());
  k.logits = basic_metered_buffer<Scalar>(*meter_, N * V);
  linear_forward(k.logits.data(), k.x.data(), shard_->lm_head_weight.value.data(), N, C, V);
  k.stats.max = basic_metered_buffer<Scalar>(*meter_, N);
  k.stats.sumexp = basic_metered_buffer<Scalar>(*meter_, N);
  kernels::vocab_softmax_stats(k.stats.max.data(), k.stats.sumexp.data(), k.logits.data(), N, V);
  return k.stats;
}

template <class Scalar>
void vocab_output_shard<Scalar>::backward(int j, const int* targets, Scalar scale, Scalar* losses, Scalar* dx) {
  const auto it = kept_.find(j);
  if (it == kept_.end()) throw std::logic_error("device's vocabulary T(" + std::to_string(j) + ") before its S");
  kept& k = it->second;
  const tensor_sizes z{shard_->config};
  const std::size_t N = z.rows(), C = z.C, V = static_cast<std::size_t>(shard_->range.count);
  // The logits become their gradient in place.
  kernels::vocab_cross_entropy_backward(losses, k.logits.data(), k.logits.data(), k.stats.max.data(),
                                        k.stats.sumexp.data(), targets, static_cast<std::size_t>(shard_->range.first),
                                        scale, N, V);
  linear_backward_input(dx, k.logits.data(), shard_->lm_head_weight.value.data(), N, C, V);
  linear_backward_weight(shard_->lm_head_weight.grad.data(), k.logits.data(), k.x.data(), N, C, V);
  kept_.erase(it);  // releases what S kept
}

template <class Scalar>
softmax_stats<Scalar>& vocab_output_shard<Scalar>::forward_with_input_parts(int j, const Scalar* x, const int* targets,
                                                                           Scalar scale, Scalar* a, Scalar* b) {
  softmax_stats<Scalar>& stats = forward(j, x);
  const kept& k = kept_.at(j);
  const tensor_sizes z{shard_->config};
  const std::size_t N = z.rows(), C = z.C, V = static_cast<std::size_t>(shard_->range.count);
  const std::size_t first = static_cast<std::size_t>(shard_->range.first);
  // The local softmax, scaled: a transient of S (vocab_output_deltas' s_temp).
  basic_metered_buffer<Scalar> p(*meter_, N * V, buffer_init::uninitialized);
  kernels::vocab_local_softmax(p.data(), k.logits.data(), stats.max.data(), stats.sumexp.data(), scale, N, V);
  linear_backward_input(a, p.data(), shard_->lm_head_weight.value.data(), N, C, V);
  kernels::vocab_target_rows(b, shard_->lm_head_weight.value.data(), targets, first, scale, N, C, V);
  return stats;
}

template <class Scalar>
void vocab_output_shard<Scalar>::backward_weight(int j, const int* targets, Scalar scale) {
  const auto it = kept_.find(j);
  if (it == kept_.end()) throw std::logic_error("device's vocabulary T(" + std::to_string(j) + ") before its S");
  kept& k = it->second;
  const tensor_sizes z{shard_->config};
  const std::size_t N = z.rows(), C = z.C, V = static_cast<std::size_t>(shard_->range.count);
  std::vector<Scalar> unused(N);  // the loss parts: losses() gave them to the collective
  kernels::vocab_cross_entropy_backward(unused.data(), k.logits.data(), k.logits.data(), k.stats.max.data(),
                                        k.stats.sumexp.data(), targets, static_cast<std::size_t>(shard_->range.first),
                                        scale, N, V);
  linear_backward_weight(shard_->lm_head_weight.grad.data(), k.logits.data(), k.x.data(), N, C, V);
  kept_.erase(it);
}

template <class Scalar>
void vocab_output_shard<Scalar>::losses(int j, const int* targets, Scalar* out) const {
  const auto it = kept_.find(j);
  if (it == kept_.end()) throw std::logic_error("device's vocabulary losses(" + std::to_string(j) + ") before its S");
  const kept& k = it->second;
  const tensor_sizes z{shard_->config};
  const std::size_t N = z.rows(), V = static_cast<std::size_t>(shard_->range.count);
  const std::size_t first = static_cast<std::size_t>(shard_->range.first);
  for (std::size_t n = 0; n < N; ++n) {  // as kernels::vocab_cross_entropy_backward's loss
    const std::size_t t = static_cast<std::size_t>(targets[n]);
    const bool here = t >= first && t - first < V;
    out[n] = here ? std::log(k.stats.sumexp.data()[n]) - (k.logits.data()[n * V + (t - first)] - k.stats.max.data()[n])
                  : Scalar(0);
  }
}

void all_reduce_input_grad(collectives& group, softmax_stats<float>& stats, const float* a, const float* b, float* dx,
                           std::size_t C) {
  const std::size_t N = stats.max.size();
  const std::vector<float> local_max(stats.max.data(), stats.max.data() + N);
  std::vector<float> share(stats.sumexp.data(), stats.sumexp.data() + N);
  all_reduce_softmax_stats(group, stats);
  kernels::vocab_rescale_sumexp(share.data(), local_max.data(), stats.max.data(), N);  // as inside it
  kernels::vocab_input_grad_part(dx, a, b, share.data(), stats.sumexp.data(), N, C);
  group.all_reduce(dx, N * C, reduce_op::sum);
}

void all_reduce_softmax_stats(collectives& group, softmax_stats<float>& stats) {
  const std::size_t N = stats.max.size();
  if (stats.sumexp.size() != N) throw std::invalid_argument("softmax statistics of different lengths");
  const std::vector<float> local(stats.max.data(), stats.max.data() + N);
  group.all_reduce(stats.max.data(), N, reduce_op::max);
  kernels::vocab_rescale_sumexp(stats.sumexp.data(), local.data(), stats.max.data(), N);
  group.all_reduce(stats.sumexp.data(), N, reduce_op::sum);
}

template <class Scalar>
void embedding_shard_forward(const vocab_shard_params<Scalar>& shard, const int* tokens, Scalar* out) {
  const tensor_sizes z{shard.config};
  kernels::vocab_embedding_forward(out, tokens, shard.wte.value.data(), static_cast<std::size_t>(shard.range.first),
                                   static_cast<std::size_t>(shard.range.count), z.rows(), z.C);
}

template <class Scalar>
void embedding_shard_backward_weight(vocab_shard_params<Scalar>& shard, const int* tokens, const Scalar* dout) {
  const tensor_sizes z{shard.config};
  kernels::vocab_embedding_backward_weight(shard.wte.grad.data(), dout, tokens, static_cast<std::size_t>(shard.range.first),
                                           static_cast<std::size_t>(shard.range.count), z.rows(), z.C);
}

template <class Scalar>
void add_positions(const gpt_config& config, const parameter<Scalar>& wpe, Scalar* x) {
  const tensor_sizes z{config};
  if (wpe.size() < z.T * z.C) throw std::invalid_argument("add_positions: " + wpe.name + " holds fewer than seq rows");
  kernels::position_embedding_forward(x, wpe.value.data(), z.B, z.T, z.C);
}

template <class Scalar>
void positions_backward_weight(const gpt_config& config, parameter<Scalar>& wpe, const Scalar* dout) {
  const tensor_sizes z{config};
  if (wpe.size() < z.T * z.C) throw std::invalid_argument("positions_backward_weight: " + wpe.name + " holds fewer than seq rows");
  kernels::position_embedding_backward_weight(wpe.grad.data(), dout, z.B, z.T, z.C);
}

template class vocab_output_shard<float>;
template class vocab_output_shard<double>;
#define PIPESCHED_VOCAB_PASSES_INSTANTIATE(S)                                                          \
  template void embedding_shard_forward(const vocab_shard_params<S>&, const int*, S*);                 \
  template void embedding_shard_backward_weight(vocab_shard_params<S>&, const int*, const S*);         \
  template void add_positions(const gpt_config&, const parameter<S>&, S*);                              \
  template void positions_backward_weight(const gpt_config&, parameter<S>&, const S*);
PIPESCHED_VOCAB_PASSES_INSTANTIATE(float)
PIPESCHED_VOCAB_PASSES_INSTANTIATE(double)
#undef PIPESCHED_VOCAB_PASSES_INSTANTIATE

}  // namespace pipesched::gpt
