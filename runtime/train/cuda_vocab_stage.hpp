#pragma once
// A stage of a run with vocabulary parallelism on the cuda backend (fp32): vocab_stage.hpp's
// job with the hand-overs as device tensors, on the device's compute stream throughout.
//  - the first stage's F takes the summed embedding rows (reduce_embedding's result, a device
//    tensor), adds wpe in place (position_embedding_forward_cuda) and runs its blocks; its B
//    keeps its input gradient (metered) until its W, which adds wpe's gradient
//    (position_embedding_backward_weight_cuda), and hands it to broadcast_embedding_grad;
//  - the last stage's F keeps ln_f's input and statistics (metered) and hands X = ln_f's
//    output to broadcast_output; its B takes dX, keeps it (metered) for ln_f's W and runs
//    ln_f's backward into its blocks' B.
// The metered buffers come from the backend's cuda_pool in the order vocab_stage takes them
// (x, mean, rstd; d_ln_out; d_embed), so deltas() is vocab_stage's and the measured peak
// meets the same bound. wpe and ln_f are the device copies cuda_vocab_device holds.
#include <cstddef>
#include <map>
#include <stdexcept>
#include <string>
#include <utility>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/vocab_embedding.cuh>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_stage_cuda.hpp"
#include "runtime/gpt/vocab_memory.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/train/cuda_vocab_device.hpp"

namespace pipesched::train {

class cuda_vocab_stage {
 public:
  using tensor = gpt::cuda_tensor;
  using backend = gpt::cuda_backend;

  // `blocks` is a stage without the vocabulary layers, on `device`'s backend; both must
  // outlive this.
  cuda_vocab_stage(gpt::gpt_cuda_stage& blocks, cuda_vocab_device& device, const gpt::gpt_config& config)
      : blocks_(&blocks), device_(&device), config_(config), first_(blocks.stage() == 0),
        last_(blocks.stage() == blocks.stages() - 1) {
    if (blocks.layers().embedding || blocks.layers().head)
      throw std::invalid_argument("stage " + std::to_string(blocks.stage()) +
                                  ": with vocabulary parallelism a stage holds transformer blocks only");
  }

  tensor forward(int j, const tensor& x) {
    if (!first_ && !last_) return blocks_->forward(j, x);
    const gpt::tensor_sizes z{config_};
    const std::size_t N = z.rows(), C = z.C;
    backend& be = blocks_->backend();
    const stream::cuda_device_scope scope(be.gpu());
    tensor y;
    if (first_) {
      tensor in = device_->take_embedding(j);
      kernels::position_embedding_forward_cuda(backend::data(in), device_->edges().wpe.data(), z.B, z.T, C,
                                               be.compute().native());
      be.publish(in);
      y = blocks_->forward(j, in);
    } else {
      y = blocks_->forward(j, x);
    }
    if (!last_) return y;
    kept& k = kept_[j];
    k.x = be.allocate(N * C);
    be.read_tensor(k.x, y);
    k.mean = be.allocate_stats(N);
    k.rstd = be.allocate_stats(N);
    tensor out = be.make_tensor(N * C);
    auto& e = device_->edges();
    be.layernorm_forward(backend::data(out), k.mean.data(), k.rstd.data(), k.x.data(), e.ln_weight.data(),
                         e.ln_bias.data(), N, C);
    be.publish(out);
    device_->put_output(j, std::move(out));
    return {};
  }

  tensor backward_input(int j, const tensor& dy) {
    if (!first_ && !last_) return blocks_->backward_input(j, dy);
    const gpt::tensor_sizes z{config_};
    const std::size_t N = z.rows(), C = z.C;
    backend& be = blocks_->backend();
    const stream::cuda_device_scope scope(be.gpu());
    tensor dx;
    if (last_) {
      const auto it = kept_.find(j);
      if (it == kept_.end()) throw std::logic_error("stage " + std::to_string(stage()) + ": B(" + std::to_string(j) + ") before its F");
      kept& k = it->second;
      const tensor d = device_->take_output_grad(j);
      k.d_ln_out = be.allocate(N * C);
      be.read_tensor(k.d_ln_out, d);
      tensor g = be.make_tensor(N * C);  // ln_f's B accumulates
      PIPESCHED_CUDA_CHECK(cudaMemsetAsync(g.data->data, 0, g.data->bytes, be.compute().native()));
      auto& e = device_->edges();
      be.layernorm_backward_input(backend::data(g), k.d_ln_out.data(), k.x.data(), e.ln_weight.data(), k.mean.data(),
                                  k.rstd.data(), N, C);
      be.publish(g);
      dx = blocks_->backward_input(j, g);
    } else {
      dx = blocks_->backward_input(j, dy);
    }
    if (!first_) return dx;
    kept& k = kept_[j];
    k.d_embed = be.allocate(N * C);
    be.read_tensor(k.d_embed, dx);
    device_->put_embedding_grad(j, std::move(dx));
    return {};
  }

  void backward_weight(int j) {
    blocks_->backward_weight(j);
    if (!first_ && !last_) return;
    const auto it = kept_.find(j);
    if (it == kept_.end()) throw std::logic_error("stage " + std::to_string(stage()) + ": W(" + std::to_string(j) + ") before its B");
    kept& k = it->second;
    const gpt::tensor_sizes z{config_};
    backend& be = blocks_->backend();
    const stream::cuda_device_scope scope(be.gpu());
    auto& e = device_->edges();
    if (first_)
      kernels::position_embedding_backward_weight_cuda(e.wpe_grad.data(), k.d_embed.data(), z.B, z.T, z.C,
                                                       be.compute().native());
    if (last_)
      be.layernorm_backward_weight(e.ln_weight_grad.data(), e.ln_bias_grad.data(), k.d_ln_out.data(), k.x.data(),
                                   k.mean.data(), k.rstd.data(), z.rows(), z.C);
    kept_.erase(it);  // released on compute, after the ops above
  }

  memory_deltas deltas() const { return gpt::vocab_stage_deltas(blocks_->deltas(), config_, first_, last_); }
  int stage() const { return blocks_->stage(); }

 private:
  struct kept {
    backend::buffer x, mean, rstd, d_ln_out;  // the last stage's ln_f
    backend::buffer d_embed;                  // the first stage's input gradient
  };

  gpt::gpt_cuda_stage* blocks_;
  cuda_vocab_device* device_;
  gpt::gpt_config config_;
  bool first_, last_;
  std::map<int, kept> kept_;
};

static_assert(runtime::stage<cuda_vocab_stage>);

}  // namespace pipesched::train
