#include "runtime/gpt/vocab_reference.hpp"

#include <cstddef>
#include <stdexcept>
#include <string>
#include <vector>

#include <kernels/linear.hpp>
#include <kernels/vocab_cross_entropy.hpp>
#include <kernels/vocab_embedding.hpp>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/vocab_shard.hpp"

namespace pipesched::gpt {

namespace {

using per_device = std::vector<std::vector<float>>;  // [device][...]

// op over the devices' parts, combined in device order as every collective combines them.
std::vector<float> combine(const per_device& parts, reduce_op op) {
  std::vector<const float*> ptrs;
  for (const std::vector<float>& x : parts) ptrs.push_back(x.data());
  std::vector<float> out(parts.front().size());
  combine_in_device_order(ptrs.data(), static_cast<int>(parts.size()), out.size(), op, out.data());
  return out;
}

}  // namespace

reference_result vocab_reference_step(gpt_params<float>& params, const gpt_batch& batch, int devices,
                                      vocab_placement placement) {
  using namespace pipesched::kernels;
  if (!is_vocab_parallel(placement))
    throw std::invalid_argument("the sharded reference model needs a sharded vocabulary placement (algorithm 1 or 2), "
                                "not " + std::string(to_string(placement)));
  detail::require_whole_model(params.config, params.layers);
  validate(batch, params.config);
  const gpt_config& c = params.config;
  const std::vector<vocab_range> shards = vocab_shards(c.vocab, devices);
  const std::size_t p = shards.size();
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), N = B * T;
  // Each position weighs 1/(m·B·T), as in the sharded run and the unsharded reference.
  const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch.microbatches) * N);
  const bool algorithm_2 = placement == vocab_placement::algorithm_2;
  auto first = [&](std::size_t d) { return static_cast<std::size_t>(shards[d].first); };
  auto rows = [&](std::size_t d) { return static_cast<std::size_t>(shards[d].count); };
  const float* wte = params.wte.value.data();
  const float* head = params.lm_head_weight.value.data();

  params.zero_grad();
  reference_result r;
  detail::reference_weights<float, float> W;
  for (int j = 0; j < batch.microbatches; ++j) {
    const int* tokens = batch.tokens_of(c, j);
    const int* targets = batch.targets_of(c, j);

    // E on each device, summed (reduce_embedding); the positions after the sum.
    per_device embedded(p, std::vector<float>(N * C));
    for (std::size_t d = 0; d < p; ++d)
      vocab_embedding_forward(embedded[d].data(), tokens, wte + first(d) * C, first(d), rows(d), N, C);
    std::vector<float> x = combine(embedded, reduce_op::sum);
    position_embedding_forward(x.data(), params.wpe.value.data(), B, T, C);

    detail::reference_acts<float, float> a;
    detail::reference_trunk_forward(params, std::move(x), a, W);
    const std::vector<float>& X = a.ln_f;  // what broadcast_output hands every device

    // S on each device; the statistics combined (allreduce_stats, or algorithm 2's one).
    per_device logits(p), max(p), sumexp(p), share(p);
    for (std::size_t d = 0; d < p; ++d) {
      logits[d].resize(N * rows(d)), max[d].resize(N), sumexp[d].resize(N);
      linear_forward_reference(logits[d].data(), X.data(), head + first(d) * C, nullptr, N, C, rows(d));
      vocab_softmax_stats(max[d].data(), sumexp[d].data(), logits[d].data(), N, rows(d));
    }
    const std::vector<float> global_max = combine(max, reduce_op::max);
    for (std::size_t d = 0; d < p; ++d) {
      share[d] = sumexp[d];
      vocab_rescale_sumexp(share[d].data(), max[d].data(), global_max.data(), N);
    }
    const std::vector<float> global_sum = combine(share, reduce_op::sum);

    // Each device's part of dX and of the losses, and its weight gradient.
    per_device dx(p, std::vector<float>(N * C)), losses(p, std::vector<float>(N));
    for (std::size_t d = 0; d < p; ++d) {
      const float* w = head + first(d) * C;
      if (algorithm_2) {  // S's parts under the local statistics, corrected by the global ones
        std::vector<float> probs(N * rows(d)), a_part(N * C), b_part(N * C);
        vocab_local_probs(probs.data(), logits[d].data(), max[d].data(), sumexp[d].data(), scale, N, rows(d));
        linear_backward_input_reference(a_part.data(), probs.data(), w, N, C, rows(d));
        vocab_target_rows(b_part.data(), w, targets, first(d), scale, N, rows(d), C);
        vocab_input_grad_part(dx[d].data(), a_part.data(), b_part.data(), share[d].data(), global_sum.data(), N, C);
      }
      std::vector<float>& dlogits = logits[d];  // in place, as T does
      vocab_cross_entropy_backward(losses[d].data(), dlogits.data(), logits[d].data(), global_max.data(),
                                   global_sum.data(), targets, first(d), scale, N, rows(d));
      if (!algorithm_2) linear_backward_input_reference(dx[d].data(), dlogits.data(), w, N, C, rows(d));
      linear_backward_weight_reference(params.lm_head_weight.grad.data() + first(d) * C, nullptr, dlogits.data(),
                                       X.data(), N, C, rows(d));
    }
    const std::vector<float> d_ln_f = combine(dx, reduce_op::sum);  // allreduce_grad
    double total = 0;
    for (float l : combine(losses, reduce_op::sum)) total += l;
    r.losses.push_back(total / static_cast<double>(N));

    // ln_f and the blocks backward; EW on each device, wpe's on the first stage's.
    const std::vector<float> d_embed = detail::reference_trunk_backward(params, d_ln_f, a, W);
    for (std::size_t d = 0; d < p; ++d)
      vocab_embedding_backward_weight(params.wte.grad.data() + first(d) * C, d_embed.data(), tokens, first(d), rows(d),
                                      N, C);
    position_embedding_backward_weight(params.wpe.grad.data(), d_embed.data(), B, T, C);
  }
  for (double l : r.losses) r.mean_loss += l;
  r.mean_loss /= batch.microbatches;
  return r;
}

}  // namespace pipesched::gpt
