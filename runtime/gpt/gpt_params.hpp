#pragma once
// The parameters (and their gradients) one stage holds: its transformer blocks, plus the
// embeddings on the first stage and the final LayerNorm and LM head on the last. Weights
// are untied, so each parameter lives in exactly one stage. Each has a stable name
// ("wte", "h.3.attn.qkv.weight", "lm_head.weight") and is initialised from (seed, name)
// alone, so a seed gives the same weights whatever the partition.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::gpt {

template <class Scalar>
struct parameter {
  std::string name;
  std::vector<Scalar> value;
  std::vector<Scalar> grad;  // same size as value; the passes accumulate into it (+=)
  bool decay = false;        // AdamW weight decay applies (matrices, not biases or LayerNorm)
  std::size_t size() const { return value.size(); }
};

// One transformer block, shapes as in kernels/: linear weights [OC, C].
template <class Scalar>
struct block_params {
  parameter<Scalar> ln_1_weight, ln_1_bias;          // [C], [C]
  parameter<Scalar> qkv_weight, qkv_bias;            // [3C, C], [3C]
  parameter<Scalar> attn_proj_weight, attn_proj_bias;  // [C, C], [C]
  parameter<Scalar> ln_2_weight, ln_2_bias;          // [C], [C]
  parameter<Scalar> fc_weight, fc_bias;              // [4C, C], [4C]
  parameter<Scalar> mlp_proj_weight, mlp_proj_bias;  // [C, 4C], [C]

  template <class F>
  void for_each(F&& f) {
    for (parameter<Scalar>* p : {&ln_1_weight, &ln_1_bias, &qkv_weight, &qkv_bias, &attn_proj_weight,
                                 &attn_proj_bias, &ln_2_weight, &ln_2_bias, &fc_weight, &fc_bias,
                                 &mlp_proj_weight, &mlp_proj_bias})
      f(*p);
  }
};

template <class Scalar>
struct gpt_params {
  gpt_config config;
  stage_layers layers;
  parameter<Scalar> wte, wpe;                         // [V, C], [T, C]; empty unless layers.embedding
  std::vector<block_params<Scalar>> blocks;           // blocks[i] is block layers.first + i
  parameter<Scalar> ln_f_weight, ln_f_bias;           // [C], [C]; empty unless layers.head
  parameter<Scalar> lm_head_weight;                   // [V, C] (no bias); empty unless layers.head

  // Every parameter this stage holds, in model order (embeddings, blocks, head).
  template <class F>
  void for_each(F&& f) {
    if (layers.embedding) {
      f(wte);
      f(wpe);
    }
    for (auto& b : blocks) b.for_each(f);
    if (layers.head) {
      f(ln_f_weight);
      f(ln_f_bias);
      f(lm_head_weight);
    }
  }
  template <class F>
  void for_each(F&& f) const {
    const_cast<gpt_params&>(*this).for_each([&f](const parameter<Scalar>& p) { f(p); });
  }

  void zero_grad();
  std::size_t scalars() const;                   // total parameter elements
  parameter<Scalar>* find(std::string_view name);  // nullptr when this stage lacks it
};

// GPT-2 initialisation: matrices and embeddings N(0, 0.02), the two residual projections
// N(0, 0.02/sqrt(2L)), biases 0, LayerNorm weights 1; gradients zero. Throws
// std::invalid_argument when `layers` is not a valid range of `config`.
template <class Scalar>
gpt_params<Scalar> make_params(const gpt_config& config, const stage_layers& layers, std::uint64_t seed);

extern template struct gpt_params<float>;
extern template struct gpt_params<double>;
extern template gpt_params<float> make_params(const gpt_config&, const stage_layers&, std::uint64_t);
extern template gpt_params<double> make_params(const gpt_config&, const stage_layers&, std::uint64_t);

}  // namespace pipesched::gpt
