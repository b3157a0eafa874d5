#include "runtime/train/cuda_vocab_device.hpp"

#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

#include <kernels/cuda/check.cuh>
#include <pipesched/runtime/transport.hpp>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/vocab_passes.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/train/vocab_device.hpp"  // mean_position_loss

namespace pipesched::train {

namespace {
// `to` (device, on the backend's GPU) takes the host values; the host waits for the copy.
void upload_values(kernels::device_buffer<float>& to, const std::vector<float>& from, gpt::cuda_backend& be) {
  if (to.size() != from.size()) to = kernels::device_buffer<float>(from.size());
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to.data(), from.data(), to.bytes(), cudaMemcpyHostToDevice, be.compute().native()));
}
void zeroed(kernels::device_buffer<float>& grad, std::size_t n, gpt::cuda_backend& be) {
  if (grad.size() != n) grad = kernels::device_buffer<float>(n);
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(grad.data(), 0, grad.bytes(), be.compute().native()));
}
void download_into(std::vector<float>& to, const kernels::device_buffer<float>& from, gpt::cuda_backend& be) {
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to.data(), from.data(), from.bytes(), cudaMemcpyDeviceToHost, be.compute().native()));
}
}  // namespace

cuda_vocab_device::cuda_vocab_device(const gpt::gpt_params<float>& layers, int device, int devices, int first_device,
                                     int last_device, vocab_placement placement, gpt::cuda_backend& backend)
    : config_(layers.config),
      device_(device),
      first_device_(first_device),
      last_device_(last_device),
      placement_(placement),
      backend_(&backend),
      host_shard_(gpt::shard_vocab_params(layers, layers, gpt::vocab_shard(layers.config.vocab, device, devices))),
      embedding_shard_(layers.config, host_shard_.range, backend),
      output_(layers.config, host_shard_.range, backend),
      collectives_stream_("vocab collectives " + std::to_string(device), backend.gpu()),
      flights_(device) {}

void cuda_vocab_device::begin_iteration(const gpt::gpt_batch& batch, const gpt::gpt_params<float>& layers,
                                        gpt::collectives& group) {
  abandon();         // nothing left in flight from a failed run
  output_.forget();  // nor kept by its S
  group_ = &group;
  batch_ = &batch;
  const int C = config_.dim;
  host_shard_.wte = gpt::slice_vocab_rows(layers.wte, host_shard_.range, C);
  host_shard_.lm_head_weight = gpt::slice_vocab_rows(layers.lm_head_weight, host_shard_.range, C);
  host_shard_.zero_grad();
  embedding_shard_.upload(host_shard_.wte);
  output_.upload(host_shard_.lm_head_weight);
  gpt::cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  if (device_ == first_device_) {
    upload_values(edges_.wpe, layers.wpe.value, be);
    zeroed(edges_.wpe_grad, layers.wpe.value.size(), be);
  }
  if (device_ == last_device_) {
    upload_values(edges_.ln_weight, layers.ln_f_weight.value, be);
    upload_values(edges_.ln_bias, layers.ln_f_bias.value, be);
    zeroed(edges_.ln_weight_grad, layers.ln_f_weight.value.size(), be);
    zeroed(edges_.ln_bias_grad, layers.ln_f_bias.value.size(), be);
  }
  tokens_ = kernels::device_buffer<int>(batch.tokens);
  targets_ = kernels::device_buffer<int>(batch.targets);
  be.compute().synchronize();  // the host values may change once this returns (an optimizer step)
  for (auto* box : {&embedding_, &output_x_, &output_grad_, &loss_parts_, &grad_ready_, &embedding_grad_, &losses_})
    box->clear();
  stats_.clear();
  input_parts_.clear();
}

void cuda_vocab_device::gather_grads(gpt::gpt_params<float>& layers) {
  embedding_shard_.download_grad(host_shard_.wte);
  output_.download_grad(host_shard_.lm_head_weight);
  gpt::gather_vocab_grads(host_shard_, layers.wte, layers.lm_head_weight);
  gpt::cuda_backend& be = *backend_;
  const stream::cuda_device_scope scope(be.gpu());
  if (device_ == first_device_) download_into(layers.wpe.grad, edges_.wpe_grad, be);
  if (device_ == last_device_) {
    download_into(layers.ln_f_weight.grad, edges_.ln_weight_grad, be);
    download_into(layers.ln_f_bias.grad, edges_.ln_bias_grad, be);
  }
  be.compute().synchronize();
}

const int* cuda_vocab_device::tokens(int j) const {
  return tokens_.data() + (batch_->tokens_of(config_, j) - batch_->tokens.data());
}
const int* cuda_vocab_device::targets(int j) const {
  return targets_.data() + (batch_->targets_of(config_, j) - batch_->targets.data());
}

cuda_vocab_device::tensor cuda_vocab_device::take_embedding(int j) {
  return std::move(complete(action_kind::reduce_embedding, j).a);
}
void cuda_vocab_device::put_output(int j, tensor x) { output_x_[j] = std::move(x); }
cuda_vocab_device::tensor cuda_vocab_device::take_output_grad(int j) {
  grad_reduced(j);
  return take(grad_ready_, j, "the all-reduced dX");
}
void cuda_vocab_device::grad_reduced(int j) {
  if (flights_.posted(action_kind::allreduce_grad, j)) complete(action_kind::allreduce_grad, j);
}
void cuda_vocab_device::put_embedding_grad(int j, tensor dx) { embedding_grad_[j] = std::move(dx); }

// As vocab_device::post, with device tensors; the work runs on the copy_stream thread and
// enqueues on the collectives stream (the group's calls and the output shard's stats
// overloads), after `ready` and before `done` (cuda_vocab_device.hpp).
void cuda_vocab_device::post(const action& a) {
  const gpt::tensor_sizes z{config_};
  const std::size_t N = z.rows(), NC = z.acts();
  const int j = a.microbatch, root = a.peer;
  in_flight f;
  gpt::collectives* g = group_;
  gpt::vocab_output_shard_cuda* out = &output_;
  const cudaStream_t on = collectives_stream_.native();
  std::function<void()> work;
  switch (a.kind) {
    case action_kind::reduce_embedding:
      f.a = take(embedding_, j, "E's rows");
      work = [g, x = gpt::cuda_backend::data(f.a), NC, root] { g->reduce(x, NC, gpt::reduce_op::sum, root); };
      break;
    case action_kind::broadcast_output:
      f.a = device_ == root ? take(output_x_, j, "the last stage's X") : make(NC);
      work = [g, x = gpt::cuda_backend::data(f.a), NC, root] { g->broadcast(x, NC, root); };
      break;
    case action_kind::allreduce_stats: {
      const auto it = stats_.find(j);
      if (it == stats_.end())
        throw std::logic_error("device " + std::to_string(device_) + ": the statistics of microbatch " +
                               std::to_string(j) + " before its S");
      work = [g, out, st = it->second, on] { out->all_reduce_stats(*g, st, on); };
      break;
    }
    case action_kind::allreduce_grad:
      if (placement_ == vocab_placement::algorithm_2) {
        const auto it = stats_.find(j);
        const auto parts = input_parts_.find(j);
        if (it == stats_.end() || parts == input_parts_.end())
          throw std::logic_error("device " + std::to_string(device_) + ": allreduce_grad of microbatch " +
                                 std::to_string(j) + " before its S");
        f.a = std::move(parts->second.first);
        f.b = std::move(parts->second.second);
        input_parts_.erase(parts);
        f.out = make(NC);
        work = [g, out, st = it->second, pa = gpt::cuda_backend::data(f.a), pb = gpt::cuda_backend::data(f.b),
                dx = gpt::cuda_backend::data(f.out), on] { out->all_reduce_input_grad(*g, st, pa, pb, dx, on); };
        break;
      }
      f.out = take(output_grad_, j, "T's dX part");
      f.b = take(loss_parts_, j, "T's losses");
      work = [g, dx = gpt::cuda_backend::data(f.out), losses = gpt::cuda_backend::data(f.b), NC, N] {
        g->all_reduce(dx, NC, gpt::reduce_op::sum);
        g->all_reduce(losses, N, gpt::reduce_op::sum);
      };
      break;
    case action_kind::broadcast_embedding_grad:
      f.a = device_ == root ? take(embedding_grad_, j, "the first stage's input gradient") : make(NC);
      work = [g, x = gpt::cuda_backend::data(f.a), NC, root] { g->broadcast(x, NC, root); };
      break;
    default: break;
  }
  const stream::cuda_event ready = backend_->compute().record();  // what the collective reads is written
  auto done = std::make_shared<stream::cuda_event>();
  done_[{static_cast<int>(a.kind), j}] = done;
  flights_.post(a, std::move(f), [cs = &collectives_stream_, ready, done, work = std::move(work)] {
    cs->wait(ready);
    if (work) work();
    *done = cs->record();  // read by this device's thread after its wait for this work
  });
}

cuda_vocab_device::in_flight cuda_vocab_device::complete(action_kind kind, int j) {
  in_flight done = flights_.wait(kind, j);  // enqueued on the collectives stream, `done` recorded
  const auto it = done_.find({static_cast<int>(kind), j});
  if (it != done_.end()) {
    backend_->compute().wait(*it->second);  // what this thread enqueues next runs after the collective
    done_.erase(it);
  }
  if (kind == action_kind::allreduce_grad && device_ == last_device_) {
    if (placement_ != vocab_placement::algorithm_2) losses_[j] = std::move(done.b);
    grad_ready_[j] = std::move(done.out);  // for the last stage's B
  }
  return done;
}

void cuda_vocab_device::finish() {
  while (const auto first = flights_.first()) complete(first->first, first->second);
}

void cuda_vocab_device::abandon() noexcept {
  flights_.abandon();
  done_.clear();
}

void cuda_vocab_device::run(const action& a) {
  const gpt::tensor_sizes z{config_};
  const std::size_t N = z.rows(), NC = z.acts();
  const int j = a.microbatch;
  if (!batch_ || !group_) throw std::logic_error("a vocabulary pass without a batch");
  if (is_collective(a.kind)) return post(a);
  const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch_->microbatches) * N);
  switch (a.kind) {
    case action_kind::embed_f: {
      tensor rows = make(NC);
      embedding_shard_.forward(tokens(j), gpt::cuda_backend::data(rows));
      embedding_[j] = std::move(rows);
      break;
    }
    case action_kind::vocab_s: {
      tensor x = std::move(complete(action_kind::broadcast_output, j).a);
      if (placement_ == vocab_placement::algorithm_2) {
        tensor pa = make(NC), pb = make(NC);
        stats_[j] = output_.forward_with_input_parts(j, gpt::cuda_backend::data(x), targets(j), scale,
                                                     gpt::cuda_backend::data(pa), gpt::cuda_backend::data(pb));
        input_parts_[j] = {std::move(pa), std::move(pb)};
      } else {
        stats_[j] = output_.forward(j, gpt::cuda_backend::data(x));  // S keeps its own copy of X
      }
      break;
    }
    case action_kind::vocab_t: {
      tensor losses = make(N);
      if (placement_ == vocab_placement::algorithm_2) {
        grad_reduced(j);  // the statistics are global
        output_.backward_weight(j, targets(j), scale, gpt::cuda_backend::data(losses));
      } else {
        complete(action_kind::allreduce_stats, j);
        tensor dx = make(NC);
        output_.backward(j, targets(j), scale, gpt::cuda_backend::data(losses), gpt::cuda_backend::data(dx));
        output_grad_[j] = std::move(dx);
      }
      stats_.erase(j);
      loss_parts_[j] = std::move(losses);
      break;
    }
    case action_kind::embed_w: {
      tensor d = std::move(complete(action_kind::broadcast_embedding_grad, j).a);
      embedding_shard_.backward_weight(tokens(j), gpt::cuda_backend::data(d));
      break;
    }
    default:
      throw std::logic_error(std::string("device ") + std::to_string(device_) + ": " + runtime::describe(a) +
                             " is not a pass or collective of vocabulary parallelism");
  }
}

std::vector<float> cuda_vocab_device::download(const tensor& t, std::size_t n) {
  std::vector<float> out(n);
  const stream::cuda_device_scope scope(backend_->gpu());
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(out.data(), t.data->data, n * sizeof(float), cudaMemcpyDeviceToHost,
                                       backend_->compute().native()));
  backend_->compute().synchronize();
  return out;
}

std::vector<double> cuda_vocab_device::losses() {
  const std::size_t N = gpt::tensor_sizes{config_}.rows();
  std::vector<double> out;
  for (int j = 0; batch_ && j < batch_->microbatches; ++j) {
    const auto it = losses_.find(j);
    if (it == losses_.end())
      throw std::logic_error("device " + std::to_string(device_) + ": no loss of microbatch " + std::to_string(j));
    out.push_back(mean_position_loss(download(it->second, N)));
  }
  return out;
}

std::vector<float> cuda_vocab_device::loss_parts(int j) {
  const auto it = loss_parts_.find(j);
  if (it == loss_parts_.end())
    throw std::logic_error("device " + std::to_string(device_) + ": no loss part of microbatch " + std::to_string(j));
  return download(it->second, gpt::tensor_sizes{config_}.rows());
}

}  // namespace pipesched::train
