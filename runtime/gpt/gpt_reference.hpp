#pragma once
// The unpipelined model: the whole GPT forward and backward over a batch of m
// microbatches, straight on the kernels, one microbatch after another. It shares no code
// with gpt_stage, so it is the oracle the pipelined gradients are checked against.
// Templated on Scalar so that a double instance can be finite-difference checked, and on
// the Storage of its activations (the bf16 contract, kernels/storage.hpp): Scalar itself,
// or bf16 over float parameters -- the ops then read a bf16 copy of the weights, store
// activations in bf16 and keep statistics, losses and gradients in float, as
// gpt_bf16_stage does. Since every op rounds its output once and a row's result does not
// depend on the rows beside it, the bf16 stage's activations equal these bit for bit, and
// its gradients differ only by the order W sums the microbatches in: what --check
// compares in bf16.
#include <cstddef>
#include <map>
#include <stdexcept>
#include <type_traits>
#include <vector>

#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>
#include <kernels/storage.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

struct reference_result {
  double mean_loss = 0;             // mean over microbatches of each one's mean loss
  std::vector<double> losses;       // per microbatch
};

namespace detail {

template <class Scalar, class Storage>
struct reference_block_acts {
  std::vector<Storage> x, ln1, qkv, att, attn, x_mid, ln2, fc, gelu;
  std::vector<Scalar> ln1_mean, ln1_rstd, ln2_mean, ln2_rstd;
};

template <class Scalar, class Storage>
struct reference_acts {
  std::vector<reference_block_acts<Scalar, Storage>> blocks;
  std::vector<Storage> x_final, ln_f, probs;
  std::vector<Scalar> ln_f_mean, ln_f_rstd, losses;
};

// The weights as the ops read them: the values themselves, or their Storage copy.
template <class Scalar, class Storage>
class reference_weights {
 public:
  static_assert(std::is_same_v<kernels::acc_t<Storage>, Scalar>, "Storage computes in Scalar");
  const Storage* operator()(const parameter<Scalar>& p) {
    if constexpr (std::is_same_v<Storage, Scalar>) {
      return p.value.data();
    } else {
      std::vector<Storage>& copy = copies_[&p];
      copy.resize(p.size());
      kernels::to_storage(copy.data(), p.value.data(), p.size());
      return copy.data();
    }
  }

 private:
  std::map<const parameter<Scalar>*, std::vector<Storage>> copies_;
};

// The blocks and ln_f over x (the embedding's output, [N, C]), into a: what the
// head reads is a.ln_f. The part of the model vocabulary parallelism leaves whole
// (vocab_reference.hpp computes the embedding and the head around it shard by shard).
template <class Scalar, class Storage>
void reference_trunk_forward(const gpt_params<Scalar>& p, std::vector<Storage> x, reference_acts<Scalar, Storage>& a,
                             reference_weights<Scalar, Storage>& W) {
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), NH = static_cast<std::size_t>(c.heads), N = B * T;
  a.blocks.assign(p.blocks.size(), {});
  for (std::size_t l = 0; l < p.blocks.size(); ++l) {
    const block_params<Scalar>& w = p.blocks[l];
    reference_block_acts<Scalar, Storage>& s = a.blocks[l];
    s.x = x;
    s.ln1.resize(N * C), s.ln1_mean.resize(N), s.ln1_rstd.resize(N);
    layernorm_forward(s.ln1.data(), s.ln1_mean.data(), s.ln1_rstd.data(), s.x.data(), W(w.ln_1_weight),
                      W(w.ln_1_bias), N, C);
    s.qkv.resize(N * 3 * C);
    linear_forward_reference(s.qkv.data(), s.ln1.data(), W(w.qkv_weight), W(w.qkv_bias), N, C, 3 * C);
    s.att.resize(B * NH * T * T), s.attn.resize(N * C);
    attention_forward(s.attn.data(), s.att.data(), s.qkv.data(), B, T, C, NH);
    std::vector<Storage> branch(N * C);
    linear_forward_reference(branch.data(), s.attn.data(), W(w.attn_proj_weight), W(w.attn_proj_bias), N, C, C);
    s.x_mid.resize(N * C);
    residual_forward(s.x_mid.data(), s.x.data(), branch.data(), N * C);
    s.ln2.resize(N * C), s.ln2_mean.resize(N), s.ln2_rstd.resize(N);
    layernorm_forward(s.ln2.data(), s.ln2_mean.data(), s.ln2_rstd.data(), s.x_mid.data(), W(w.ln_2_weight),
                      W(w.ln_2_bias), N, C);
    s.fc.resize(N * 4 * C), s.gelu.resize(N * 4 * C);
    linear_forward_reference(s.fc.data(), s.ln2.data(), W(w.fc_weight), W(w.fc_bias), N, C, 4 * C);
    gelu_forward(s.gelu.data(), s.fc.data(), N * 4 * C);
    linear_forward_reference(branch.data(), s.gelu.data(), W(w.mlp_proj_weight), W(w.mlp_proj_bias), N,
                   4 * C, C);
    residual_forward(x.data(), s.x_mid.data(), branch.data(), N * C);
  }
  a.x_final = std::move(x);
  a.ln_f.resize(N * C), a.ln_f_mean.resize(N), a.ln_f_rstd.resize(N);
  layernorm_forward(a.ln_f.data(), a.ln_f_mean.data(), a.ln_f_rstd.data(), a.x_final.data(), W(p.ln_f_weight),
                    W(p.ln_f_bias), N, C);
}

// Forward of microbatch j; returns its mean loss.
template <class Scalar, class Storage>
double reference_forward(const gpt_params<Scalar>& p, const gpt_batch& batch, int j,
                         reference_acts<Scalar, Storage>& a) {
  reference_weights<Scalar, Storage> W;
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), V = static_cast<std::size_t>(c.vocab), N = B * T;
  std::vector<Storage> x(N * C);
  embedding_forward(x.data(), batch.tokens_of(c, j), W(p.wte), W(p.wpe), B, T, C);
  reference_trunk_forward(p, std::move(x), a, W);
  std::vector<Storage> logits(N * V);
  linear_forward_reference(logits.data(), a.ln_f.data(), W(p.lm_head_weight), nullptr, N, C, V);
  a.probs.resize(N * V), a.losses.resize(N);
  cross_entropy_forward(a.losses.data(), a.probs.data(), logits.data(), batch.targets_of(c, j), N, V);
  double sum = 0;
  for (Scalar l : a.losses) sum += static_cast<double>(l);
  return sum / static_cast<double>(N);
}

// From the gradient of ln_f's output back through ln_f and the blocks (weight gradients
// accumulate, +=): the gradient of the embedding's output, [N, C].
template <class Scalar, class Storage>
std::vector<Storage> reference_trunk_backward(gpt_params<Scalar>& p, const std::vector<Storage>& d_ln_f,
                                              const reference_acts<Scalar, Storage>& a,
                                              reference_weights<Scalar, Storage>& W) {
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), NH = static_cast<std::size_t>(c.heads), N = B * T;
  std::vector<Storage> dln(N * C), dx(N * C, static_cast<Storage>(Scalar(0)));
  layernorm_backward_input(dx.data(), d_ln_f.data(), a.x_final.data(), W(p.ln_f_weight), a.ln_f_mean.data(),
                           a.ln_f_rstd.data(), N, C);
  layernorm_backward_weight(p.ln_f_weight.grad.data(), p.ln_f_bias.grad.data(), d_ln_f.data(), a.x_final.data(),
                            a.ln_f_mean.data(), a.ln_f_rstd.data(), N, C);
  std::vector<Storage> dbranch(N * C), dh(N * 4 * C), dmid(N * C), dattn(N * C), dqkv(N * 3 * C);
  for (std::size_t l = p.blocks.size(); l-- > 0;) {
    block_params<Scalar>& w = p.blocks[l];
    const reference_block_acts<Scalar, Storage>& s = a.blocks[l];
    // x_out = x_mid + proj(gelu(fc(ln_2(x_mid)))): dx holds d(x_out).
    residual_backward_input(dmid.data(), dbranch.data(), dx.data(), N * C);
    linear_backward_input_reference(dh.data(), dbranch.data(), W(w.mlp_proj_weight), N, 4 * C, C);
    linear_backward_weight_reference(w.mlp_proj_weight.grad.data(), w.mlp_proj_bias.grad.data(), dbranch.data(), s.gelu.data(),
                           N, 4 * C, C);
    gelu_backward_input(dh.data(), dh.data(), s.fc.data(), N * 4 * C);
    linear_backward_input_reference(dln.data(), dh.data(), W(w.fc_weight), N, C, 4 * C);
    linear_backward_weight_reference(w.fc_weight.grad.data(), w.fc_bias.grad.data(), dh.data(), s.ln2.data(), N, C, 4 * C);
    layernorm_backward_input(dmid.data(), dln.data(), s.x_mid.data(), W(w.ln_2_weight), s.ln2_mean.data(),
                             s.ln2_rstd.data(), N, C);
    layernorm_backward_weight(w.ln_2_weight.grad.data(), w.ln_2_bias.grad.data(), dln.data(), s.x_mid.data(),
                              s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
    // x_mid = x + proj(attention(qkv(ln_1(x)))): dmid holds d(x_mid).
    residual_backward_input(dx.data(), dbranch.data(), dmid.data(), N * C);
    linear_backward_input_reference(dattn.data(), dbranch.data(), W(w.attn_proj_weight), N, C, C);
    linear_backward_weight_reference(w.attn_proj_weight.grad.data(), w.attn_proj_bias.grad.data(), dbranch.data(), s.attn.data(),
                           N, C, C);
    attention_backward_input(dqkv.data(), dattn.data(), s.qkv.data(), s.att.data(), B, T, C, NH);
    linear_backward_input_reference(dln.data(), dqkv.data(), W(w.qkv_weight), N, C, 3 * C);
    linear_backward_weight_reference(w.qkv_weight.grad.data(), w.qkv_bias.grad.data(), dqkv.data(), s.ln1.data(), N, C, 3 * C);
    layernorm_backward_input(dx.data(), dln.data(), s.x.data(), W(w.ln_1_weight), s.ln1_mean.data(),
                             s.ln1_rstd.data(), N, C);
    layernorm_backward_weight(w.ln_1_weight.grad.data(), w.ln_1_bias.grad.data(), dln.data(), s.x.data(),
                              s.ln1_mean.data(), s.ln1_rstd.data(), N, C);
  }
  return dx;
}

// Backward of microbatch j, input and weight gradients together; grads accumulate (+=).
template <class Scalar, class Storage>
void reference_backward(gpt_params<Scalar>& p, const gpt_batch& batch, int j, const reference_acts<Scalar, Storage>& a) {
  reference_weights<Scalar, Storage> W;
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), V = static_cast<std::size_t>(c.vocab), N = B * T;
  std::vector<Storage> dlogits(N * V), dln(N * C);
  const Scalar scale = Scalar(1) / static_cast<Scalar>(static_cast<std::size_t>(batch.microbatches) * N);
  cross_entropy_backward_input(dlogits.data(), a.probs.data(), batch.targets_of(c, j), scale, N, V);
  linear_backward_input_reference(dln.data(), dlogits.data(), W(p.lm_head_weight), N, C, V);
  linear_backward_weight_reference(p.lm_head_weight.grad.data(), nullptr, dlogits.data(), a.ln_f.data(), N, C, V);
  const std::vector<Storage> dx = reference_trunk_backward(p, dln, a, W);
  embedding_backward_weight(p.wte.grad.data(), p.wpe.grad.data(), dx.data(), batch.tokens_of(c, j), B, T, C);
}

inline void require_whole_model(const gpt_config& c, const stage_layers& layers) {
  if (!(layers == whole_model(c)))
    throw std::invalid_argument("the reference model needs the parameters of the whole model (one stage)");
}

}  // namespace detail

// The mean loss of the batch (no gradients).
template <class Scalar>
reference_result reference_loss(const gpt_params<Scalar>& params, const gpt_batch& batch) {
  detail::require_whole_model(params.config, params.layers);
  validate(batch, params.config);
  reference_result r;
  detail::reference_acts<Scalar, Scalar> acts;
  for (int j = 0; j < batch.microbatches; ++j) r.losses.push_back(detail::reference_forward(params, batch, j, acts));
  for (double l : r.losses) r.mean_loss += l;
  r.mean_loss /= batch.microbatches;
  return r;
}

// The mean loss and, in params' gradients (overwritten), its gradient, with activations
// stored as Storage (reference_step_stored<kernels::bf16>(params, batch): the bf16 model).
template <class Storage, class Scalar>
reference_result reference_step_stored(gpt_params<Scalar>& params, const gpt_batch& batch) {
  detail::require_whole_model(params.config, params.layers);
  validate(batch, params.config);
  params.zero_grad();
  reference_result r;
  detail::reference_acts<Scalar, Storage> acts;
  for (int j = 0; j < batch.microbatches; ++j) {
    r.losses.push_back(detail::reference_forward(params, batch, j, acts));
    detail::reference_backward(params, batch, j, acts);
  }
  for (double l : r.losses) r.mean_loss += l;
  r.mean_loss /= batch.microbatches;
  return r;
}

// The same with activations stored as Scalar.
template <class Scalar>
reference_result reference_step(gpt_params<Scalar>& params, const gpt_batch& batch) {
  return reference_step_stored<Scalar>(params, batch);
}

}  // namespace pipesched::gpt
