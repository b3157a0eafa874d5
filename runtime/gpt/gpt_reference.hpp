#pragma once
// The unpipelined model: the whole GPT forward and backward over a batch of m
// microbatches, straight on the kernels, one microbatch after another. It shares no code
// with gpt_stage, so it is the oracle the pipelined gradients are checked against.
// Templated on Scalar so that a double instance can be finite-difference checked.
#include <cstddef>
#include <stdexcept>
#include <vector>

#include <kernels/attention.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

struct reference_result {
  double mean_loss = 0;             // mean over microbatches of each one's mean loss
  std::vector<double> losses;       // per microbatch
};

namespace detail {

template <class Scalar>
struct reference_block_acts {
  std::vector<Scalar> x, ln1, ln1_mean, ln1_rstd, qkv, att, attn, x_mid, ln2, ln2_mean, ln2_rstd, fc, gelu;
};

template <class Scalar>
struct reference_acts {
  std::vector<reference_block_acts<Scalar>> blocks;
  std::vector<Scalar> x_final, ln_f, ln_f_mean, ln_f_rstd, probs, losses;
};

// Forward of microbatch j; returns its mean loss.
template <class Scalar>
double reference_forward(const gpt_params<Scalar>& p, const gpt_batch& batch, int j, reference_acts<Scalar>& a) {
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), NH = static_cast<std::size_t>(c.heads),
                    V = static_cast<std::size_t>(c.vocab), N = B * T;
  std::vector<Scalar> x(N * C);
  embedding_forward(x.data(), batch.tokens_of(c, j), p.wte.value.data(), p.wpe.value.data(), B, T, C);
  a.blocks.assign(p.blocks.size(), {});
  for (std::size_t l = 0; l < p.blocks.size(); ++l) {
    const block_params<Scalar>& w = p.blocks[l];
    reference_block_acts<Scalar>& s = a.blocks[l];
    s.x = x;
    s.ln1.resize(N * C), s.ln1_mean.resize(N), s.ln1_rstd.resize(N);
    layernorm_forward(s.ln1.data(), s.ln1_mean.data(), s.ln1_rstd.data(), s.x.data(), w.ln_1_weight.value.data(),
                      w.ln_1_bias.value.data(), N, C);
    s.qkv.resize(N * 3 * C);
    linear_forward(s.qkv.data(), s.ln1.data(), w.qkv_weight.value.data(), w.qkv_bias.value.data(), N, C, 3 * C);
    s.att.resize(B * NH * T * T), s.attn.resize(N * C);
    attention_forward(s.attn.data(), s.att.data(), s.qkv.data(), B, T, C, NH);
    std::vector<Scalar> branch(N * C);
    linear_forward(branch.data(), s.attn.data(), w.attn_proj_weight.value.data(), w.attn_proj_bias.value.data(), N, C, C);
    s.x_mid.resize(N * C);
    residual_forward(s.x_mid.data(), s.x.data(), branch.data(), N * C);
    s.ln2.resize(N * C), s.ln2_mean.resize(N), s.ln2_rstd.resize(N);
    layernorm_forward(s.ln2.data(), s.ln2_mean.data(), s.ln2_rstd.data(), s.x_mid.data(), w.ln_2_weight.value.data(),
                      w.ln_2_bias.value.data(), N, C);
    s.fc.resize(N * 4 * C), s.gelu.resize(N * 4 * C);
    linear_forward(s.fc.data(), s.ln2.data(), w.fc_weight.value.data(), w.fc_bias.value.data(), N, C, 4 * C);
    gelu_forward(s.gelu.data(), s.fc.data(), N * 4 * C);
    linear_forward(branch.data(), s.gelu.data(), w.mlp_proj_weight.value.data(), w.mlp_proj_bias.value.data(), N,
                   4 * C, C);
    residual_forward(x.data(), s.x_mid.data(), branch.data(), N * C);
  }
  a.x_final = x;
  a.ln_f.resize(N * C), a.ln_f_mean.resize(N), a.ln_f_rstd.resize(N);
  layernorm_forward(a.ln_f.data(), a.ln_f_mean.data(), a.ln_f_rstd.data(), a.x_final.data(), p.ln_f_weight.value.data(),
                    p.ln_f_bias.value.data(), N, C);
  std::vector<Scalar> logits(N * V);
  linear_forward(logits.data(), a.ln_f.data(), p.lm_head_weight.value.data(), nullptr, N, C, V);
  a.probs.resize(N * V), a.losses.resize(N);
  cross_entropy_forward(a.losses.data(), a.probs.data(), logits.data(), batch.targets_of(c, j), N, V);
  double sum = 0;
  for (Scalar l : a.losses) sum += static_cast<double>(l);
  return sum / static_cast<double>(N);
}

// Backward of microbatch j, input and weight gradients together; grads accumulate (+=).
template <class Scalar>
void reference_backward(gpt_params<Scalar>& p, const gpt_batch& batch, int j, const reference_acts<Scalar>& a) {
  using namespace pipesched::kernels;
  const gpt_config& c = p.config;
  const std::size_t B = static_cast<std::size_t>(c.microbatch), T = static_cast<std::size_t>(c.seq),
                    C = static_cast<std::size_t>(c.dim), NH = static_cast<std::size_t>(c.heads),
                    V = static_cast<std::size_t>(c.vocab), N = B * T;
  std::vector<Scalar> dlogits(N * V), dln(N * C), dx(N * C, Scalar(0));
  const Scalar scale = Scalar(1) / static_cast<Scalar>(static_cast<std::size_t>(batch.microbatches) * N);
  cross_entropy_backward_input(dlogits.data(), a.probs.data(), batch.targets_of(c, j), scale, N, V);
  linear_backward_input(dln.data(), dlogits.data(), p.lm_head_weight.value.data(), N, C, V);
  linear_backward_weight(p.lm_head_weight.grad.data(), nullptr, dlogits.data(), a.ln_f.data(), N, C, V);
  layernorm_backward_input(dx.data(), dln.data(), a.x_final.data(), p.ln_f_weight.value.data(), a.ln_f_mean.data(),
                           a.ln_f_rstd.data(), N, C);
  layernorm_backward_weight(p.ln_f_weight.grad.data(), p.ln_f_bias.grad.data(), dln.data(), a.x_final.data(),
                            a.ln_f_mean.data(), a.ln_f_rstd.data(), N, C);
  std::vector<Scalar> dbranch(N * C), dh(N * 4 * C), dmid(N * C), dattn(N * C), dqkv(N * 3 * C);
  for (std::size_t l = p.blocks.size(); l-- > 0;) {
    block_params<Scalar>& w = p.blocks[l];
    const reference_block_acts<Scalar>& s = a.blocks[l];
    // x_out = x_mid + proj(gelu(fc(ln_2(x_mid)))): dx holds d(x_out).
    residual_backward_input(dmid.data(), dbranch.data(), dx.data(), N * C);
    linear_backward_input(dh.data(), dbranch.data(), w.mlp_proj_weight.value.data(), N, 4 * C, C);
    linear_backward_weight(w.mlp_proj_weight.grad.data(), w.mlp_proj_bias.grad.data(), dbranch.data(), s.gelu.data(),
                           N, 4 * C, C);
    gelu_backward_input(dh.data(), dh.data(), s.fc.data(), N * 4 * C);
    linear_backward_input(dln.data(), dh.data(), w.fc_weight.value.data(), N, C, 4 * C);
    linear_backward_weight(w.fc_weight.grad.data(), w.fc_bias.grad.data(), dh.data(), s.ln2.data(), N, C, 4 * C);
    layernorm_backward_input(dmid.data(), dln.data(), s.x_mid.data(), w.ln_2_weight.value.data(), s.ln2_mean.data(),
                             s.ln2_rstd.data(), N, C);
    layernorm_backward_weight(w.ln_2_weight.grad.data(), w.ln_2_bias.grad.data(), dln.data(), s.x_mid.data(),
                              s.ln2_mean.data(), s.ln2_rstd.data(), N, C);
    // x_mid = x + proj(attention(qkv(ln_1(x)))): dmid holds d(x_mid).
    residual_backward_input(dx.data(), dbranch.data(), dmid.data(), N * C);
    linear_backward_input(dattn.data(), dbranch.data(), w.attn_proj_weight.value.data(), N, C, C);
    linear_backward_weight(w.attn_proj_weight.grad.data(), w.attn_proj_bias.grad.data(), dbranch.data(), s.attn.data(),
                           N, C, C);
    attention_backward_input(dqkv.data(), dattn.data(), s.qkv.data(), s.att.data(), B, T, C, NH);
    linear_backward_input(dln.data(), dqkv.data(), w.qkv_weight.value.data(), N, C, 3 * C);
    linear_backward_weight(w.qkv_weight.grad.data(), w.qkv_bias.grad.data(), dqkv.data(), s.ln1.data(), N, C, 3 * C);
    layernorm_backward_input(dx.data(), dln.data(), s.x.data(), w.ln_1_weight.value.data(), s.ln1_mean.data(),
                             s.ln1_rstd.data(), N, C);
    layernorm_backward_weight(w.ln_1_weight.grad.data(), w.ln_1_bias.grad.data(), dln.data(), s.x.data(),
                              s.ln1_mean.data(), s.ln1_rstd.data(), N, C);
  }
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
  detail::reference_acts<Scalar> acts;
  for (int j = 0; j < batch.microbatches; ++j) r.losses.push_back(detail::reference_forward(params, batch, j, acts));
  for (double l : r.losses) r.mean_loss += l;
  r.mean_loss /= batch.microbatches;
  return r;
}

// The mean loss and, in params' gradients (overwritten), its gradient.
template <class Scalar>
reference_result reference_step(gpt_params<Scalar>& params, const gpt_batch& batch) {
  detail::require_whole_model(params.config, params.layers);
  validate(batch, params.config);
  params.zero_grad();
  reference_result r;
  detail::reference_acts<Scalar> acts;
  for (int j = 0; j < batch.microbatches; ++j) {
    r.losses.push_back(detail::reference_forward(params, batch, j, acts));
    detail::reference_backward(params, batch, j, acts);
  }
  for (double l : r.losses) r.mean_loss += l;
  r.mean_loss /= batch.microbatches;
  return r;
}

}  // namespace pipesched::gpt
