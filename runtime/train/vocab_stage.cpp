#include "runtime/train/vocab_stage.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/vocab_passes.hpp"

namespace pipesched::train {

vocab_stage::vocab_stage(gpt::gpt_stage& blocks, vocab_device& device, gpt::gpt_params<float>& layers,
                         runtime::activation_meter& meter)
    : blocks_(&blocks), device_(&device), layers_(&layers), meter_(&meter), first_(blocks.stage() == 0),
      last_(blocks.stage() == blocks.stages() - 1) {
  if (blocks.layers().embedding || blocks.layers().head)
    throw std::invalid_argument("stage " + std::to_string(blocks.stage()) +
                                ": with vocabulary parallelism a stage holds transformer blocks only");
}

vocab_stage::tensor vocab_stage::forward(int j, const tensor& x) {
  if (!first_ && !last_) return blocks_->forward(j, x);
  const gpt::tensor_sizes z{layers_->config};
  const std::size_t N = z.rows(), C = z.C;
  tensor in = x;
  if (first_) {
    in = device_->take_embedding(j);
    gpt::add_positions(layers_->config, layers_->wpe, in.data());
  }
  tensor y = blocks_->forward(j, in);
  if (!last_) return y;
  auto& be = blocks_->backend();
  kept& k = kept_[j];
  k.x = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
  std::copy(y.begin(), y.end(), k.x.data());
  k.mean = buffer(*meter_, N, gpt::buffer_init::uninitialized);
  k.rstd = buffer(*meter_, N, gpt::buffer_init::uninitialized);
  tensor out(N * C);
  be.layernorm_forward(out.data(), k.mean.data(), k.rstd.data(), k.x.data(), be.weights(layers_->ln_f_weight),
                       be.weights(layers_->ln_f_bias), N, C);
  device_->put_output(j, std::move(out));
  return {};
}

vocab_stage::tensor vocab_stage::backward_input(int j, const tensor& dy) {
  if (!first_ && !last_) return blocks_->backward_input(j, dy);
  const gpt::tensor_sizes z{layers_->config};
  const std::size_t N = z.rows(), C = z.C;
  tensor g = dy;
  if (last_) {
    const auto it = kept_.find(j);
    if (it == kept_.end()) throw std::logic_error("stage " + std::to_string(stage()) + ": B(" + std::to_string(j) + ") before its F");
    kept& k = it->second;
    const tensor dx = device_->take_output_grad(j);
    k.d_ln_out = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
    std::copy(dx.begin(), dx.end(), k.d_ln_out.data());
    auto& be = blocks_->backend();
    g.assign(N * C, 0.0f);  // ln_f's B accumulates
    be.layernorm_backward_input(g.data(), k.d_ln_out.data(), k.x.data(), be.weights(layers_->ln_f_weight), k.mean.data(),
                                k.rstd.data(), N, C);
  }
  tensor dx = blocks_->backward_input(j, g);
  if (!first_) return dx;
  kept& k = kept_[j];
  k.d_embed = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
  std::copy(dx.begin(), dx.end(), k.d_embed.data());
  device_->put_embedding_grad(j, std::move(dx));
  return {};
}

void vocab_stage::backward_weight(int j) {
  blocks_->backward_weight(j);
  if (!first_ && !last_) return;
  const auto it = kept_.find(j);
  if (it == kept_.end()) throw std::logic_error("stage " + std::to_string(stage()) + ": W(" + std::to_string(j) + ") before its B");
  kept& k = it->second;
  const gpt::tensor_sizes z{layers_->config};
  if (first_) gpt::positions_backward_weight(layers_->config, layers_->wpe, k.d_embed.data());
  if (last_) {
    auto& be = blocks_->backend();
    be.layernorm_backward_weight(be.grads(layers_->ln_f_weight), be.grads(layers_->ln_f_bias), k.d_ln_out.data(),
                                 k.x.data(), k.mean.data(), k.rstd.data(), z.rows(), z.C);
  }
  kept_.erase(it);  // releases what F and B kept
}

memory_deltas vocab_stage::deltas() const {
  memory_deltas d = blocks_->deltas();
  const gpt::tensor_sizes z{layers_->config};
  const long long act = static_cast<long long>(z.acts() * sizeof(float));
  if (last_) {  // F: ln_f's input and statistics; B: dX first, then the blocks' B
    d.f_alloc += act + 2 * static_cast<long long>(z.rows() * sizeof(float));
    d.b_temp += act;
    d.b_free -= act;
  }
  if (first_) {  // B: the blocks' B, then the input gradient kept until W
    d.b_temp = std::max(d.b_temp, act - d.b_free);
    d.b_free -= act;
  }
  return d;
}

}  // namespace pipesched::train
