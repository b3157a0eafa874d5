#pragma once
// A stage of a run with vocabulary parallelism (vocab_device.hpp): the GPT stage without
// the vocabulary layers (a basic_gpt_stage of transformer blocks only, on the cpu or the
// cpu-streams backend), plus what the first and the last stage keep of the layers around
// them:
//  - the first stage's F reads the summed embedding rows (reduce_embedding's result) and
//    adds the positions (wpe, vocab_passes.hpp's add_positions) before its blocks; its B
//    hands its input gradient to broadcast_embedding_grad and keeps it (metered) until its
//    W, which adds wpe's gradient;
//  - the last stage's F runs ln_f after its blocks, keeping ln_f's input and statistics
//    (metered), and hands X = ln_f's output to broadcast_output; its B takes dX (the
//    all-reduced input gradient of the head), keeps it (metered) for ln_f's W, and runs
//    ln_f's backward into its blocks' B.
// The tensors handed to the collectives are the transport's, not counted (as a send's).
// deltas() are the blocks' deltas with these bytes added, in the order they are taken.
//
// On a stream-ordered backend the hand-overs are host values: the device's streams are
// joined (`sync`) before the host reads what the stage's ops wrote and before the host
// touches the device's meter (the streams' allocations count on it too); ln_f runs as the
// backend's ops, so its values are those of the cpu backend to the bit.
#include <algorithm>
#include <cstddef>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/metered_buffer.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/gpt/vocab_passes.hpp"
#include "runtime/train/vocab_device.hpp"

namespace pipesched::train {

template <class Inner>
class vocab_stage {
 public:
  using tensor = typename Inner::tensor;
  using backend = typename Inner::backend_type;

  // `blocks` is a stage without the vocabulary layers; `layers` holds wpe (read and
  // accumulated by the first stage) and ln_f (by the last); `sync` joins the device's
  // streams (nothing on the cpu backend). All must outlive this.
  vocab_stage(Inner& blocks, vocab_device& device, gpt::gpt_params<float>& layers, runtime::activation_meter& meter,
              std::function<void()> sync)
      : blocks_(&blocks), device_(&device), layers_(&layers), meter_(&meter), sync_(std::move(sync)),
        first_(blocks.stage() == 0), last_(blocks.stage() == blocks.stages() - 1) {
    if (blocks.layers().embedding || blocks.layers().head)
      throw std::invalid_argument("stage " + std::to_string(blocks.stage()) +
                                  ": with vocabulary parallelism a stage holds transformer blocks only");
  }

  tensor forward(int j, const tensor& x) {
    if (!first_ && !last_) return blocks_->forward(j, x);
    const gpt::tensor_sizes z{layers_->config};
    const std::size_t N = z.rows(), C = z.C;
    tensor y;
    if (first_) {
      std::vector<float> in = device_->take_embedding(j);
      gpt::add_positions(layers_->config, layers_->wpe, in.data());
      y = blocks_->forward(j, host_tensor(std::move(in)));
    } else {
      y = blocks_->forward(j, x);
    }
    if (!last_) return y;
    auto& be = blocks_->backend();
    sync_();  // y written; the meter is the host's
    kept& k = kept_[j];
    k.x = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
    std::copy(backend::data(y), backend::data(y) + N * C, k.x.data());
    k.mean = buffer(*meter_, N, gpt::buffer_init::uninitialized);
    k.rstd = buffer(*meter_, N, gpt::buffer_init::uninitialized);
    tensor out = host_tensor(std::vector<float>(N * C));
    be.layernorm_forward(backend::data(out), k.mean.data(), k.rstd.data(), k.x.data(), be.weights(layers_->ln_f_weight),
                         be.weights(layers_->ln_f_bias), N, C);
    sync_();
    device_->put_output(j, std::vector<float>(backend::data(out), backend::data(out) + N * C));
    return {};
  }

  tensor backward_input(int j, const tensor& dy) {
    if (!first_ && !last_) return blocks_->backward_input(j, dy);
    const gpt::tensor_sizes z{layers_->config};
    const std::size_t N = z.rows(), C = z.C;
    tensor dx;
    if (last_) {
      const auto it = kept_.find(j);
      if (it == kept_.end()) throw std::logic_error("stage " + std::to_string(stage()) + ": B(" + std::to_string(j) + ") before its F");
      kept& k = it->second;
      const std::vector<float> d = device_->take_output_grad(j);
      sync_();
      k.d_ln_out = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
      std::copy(d.begin(), d.end(), k.d_ln_out.data());
      auto& be = blocks_->backend();
      tensor g = host_tensor(std::vector<float>(N * C, 0.0f));  // ln_f's B accumulates
      be.layernorm_backward_input(backend::data(g), k.d_ln_out.data(), k.x.data(), be.weights(layers_->ln_f_weight),
                                  k.mean.data(), k.rstd.data(), N, C);
      dx = blocks_->backward_input(j, g);  // after ln_f's op on the same stream
    } else {
      dx = blocks_->backward_input(j, dy);
    }
    if (!first_) return dx;
    sync_();
    kept& k = kept_[j];
    k.d_embed = buffer(*meter_, N * C, gpt::buffer_init::uninitialized);
    const float* d = backend::data(dx);
    std::copy(d, d + N * C, k.d_embed.data());
    device_->put_embedding_grad(j, std::vector<float>(d, d + N * C));
    return {};
  }

  void backward_weight(int j) {
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
    sync_();          // the ops read what is kept; the meter is the host's
    kept_.erase(it);  // releases what F and B kept
  }

  memory_deltas deltas() const { return gpt::vocab_stage_deltas(blocks_->deltas(), layers_->config, first_, last_); }

  int stage() const { return blocks_->stage(); }

 private:
  using buffer = gpt::basic_metered_buffer<float>;
  struct kept {
    buffer x, mean, rstd, d_ln_out;  // the last stage's ln_f
    buffer d_embed;                  // the first stage's input gradient
  };

  // Host values as the backend's tensor (written already: nothing to wait for).
  static tensor host_tensor(std::vector<float> values) {
    if constexpr (std::is_same_v<tensor, std::vector<float>>)
      return values;
    else
      return tensor{std::make_shared<std::vector<float>>(std::move(values)), {}};
  }

  Inner* blocks_;
  vocab_device* device_;
  gpt::gpt_params<float>* layers_;
  runtime::activation_meter* meter_;
  std::function<void()> sync_;
  bool first_, last_;
  std::map<int, kept> kept_;
};

}  // namespace pipesched::train
