#include "runtime/train/vocab_device.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include <pipesched/runtime/transport.hpp>

#include "runtime/gpt/gpt_memory.hpp"

namespace pipesched::train {

double mean_position_loss(const std::vector<float>& per_position) {
  double total = 0;
  for (float l : per_position) total += l;
  return total / static_cast<double>(per_position.size());
}

double mean_of_loss_parts(const std::vector<std::vector<float>>& parts) {
  std::vector<const float*> ptrs;
  for (const auto& part : parts) ptrs.push_back(part.data());
  std::vector<float> sum(parts.front().size());
  gpt::combine_in_device_order(ptrs.data(), static_cast<int>(ptrs.size()), sum.size(), gpt::reduce_op::sum, sum.data());
  return mean_position_loss(sum);
}

vocab_device::vocab_device(const gpt::gpt_params<float>& layers, int device, int devices, int first_device,
                           int last_device, vocab_placement placement, runtime::activation_meter& meter,
                           std::function<void()> settle)
    : config_(layers.config),
      device_(device),
      first_device_(first_device),
      last_device_(last_device),
      placement_(placement),
      meter_(&meter),
      settle_(std::move(settle)),
      shard_(gpt::shard_vocab_params(layers, layers, gpt::vocab_shard(layers.config.vocab, device, devices))),
      output_(shard_, meter),
      flights_(device) {}

void vocab_device::begin_iteration(const gpt::gpt_batch& batch, const gpt::gpt_params<float>& layers,
                                   gpt::collectives& group) {
  group_ = &group;
  const int C = config_.dim;
  shard_.wte = gpt::slice_vocab_rows(layers.wte, shard_.range, C);
  shard_.lm_head_weight = gpt::slice_vocab_rows(layers.lm_head_weight, shard_.range, C);
  shard_.zero_grad();
  abandon();  // nothing left in flight from a failed run
  batch_ = &batch;
  for (auto* box : {&embedding_, &output_x_, &output_grad_, &loss_parts_, &embedding_grad_, &grad_ready_}) box->clear();
  input_parts_.clear();
  stats_.clear();
  output_ = gpt::vocab_output_shard<float>(shard_, *meter_);  // drops what a failed run kept
  losses_.assign(device_ == last_device_ ? static_cast<std::size_t>(batch.microbatches) : 0, 0.0);
}

void vocab_device::gather_grads(gpt::gpt_params<float>& layers) const {
  gpt::gather_vocab_grads(shard_, layers.wte, layers.lm_head_weight);
}

// The hand-overs: the first stage's F and the last stage's B wait for their collective.
std::vector<float> vocab_device::take_embedding(int j) { return std::move(complete(action_kind::reduce_embedding, j).a); }
void vocab_device::put_output(int j, std::vector<float> x) { output_x_[j] = std::move(x); }
std::vector<float> vocab_device::take_output_grad(int j) {
  grad_reduced(j);
  return take(grad_ready_, j, "the all-reduced dX");
}

void vocab_device::grad_reduced(int j) {
  if (flights_.posted(action_kind::allreduce_grad, j)) complete(action_kind::allreduce_grad, j);
}
void vocab_device::put_embedding_grad(int j, std::vector<float> dx) { embedding_grad_[j] = std::move(dx); }

void vocab_device::post(const action& a) {
  const gpt::tensor_sizes z{config_};
  const std::size_t N = z.rows(), NC = z.acts();
  const int j = a.microbatch, root = a.peer;
  in_flight f;
  gpt::collectives* g = group_;
  runtime::copy_work work;
  switch (a.kind) {
    case action_kind::reduce_embedding:
      f.a = take(embedding_, j, "E's rows");
      work = [g, x = f.a.data(), NC, root] { g->reduce(x, NC, gpt::reduce_op::sum, root); };
      break;
    case action_kind::broadcast_output:
      f.a = device_ == root ? take(output_x_, j, "the last stage's X") : std::vector<float>(NC);
      work = [g, x = f.a.data(), NC, root] { g->broadcast(x, NC, root); };
      break;
    case action_kind::allreduce_stats: {
      const auto it = stats_.find(j);
      if (it == stats_.end())
        throw std::logic_error("device " + std::to_string(device_) + ": the statistics of microbatch " +
                               std::to_string(j) + " before its S");
      work = [g, stats = it->second] { gpt::all_reduce_softmax_stats(*g, *stats); };
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
        f.out.assign(NC, 0.0f);
        work = [g, stats = it->second, a = f.a.data(), b = f.b.data(), dx = f.out.data(), C = z.C] {
          gpt::all_reduce_input_grad(*g, *stats, a, b, dx, C);
        };
        break;
      }
      f.out = take(output_grad_, j, "T's dX part");
      f.b = take(loss_parts_, j, "T's losses");
      work = [g, dx = f.out.data(), losses = f.b.data(), NC, N] {
        g->all_reduce(dx, NC, gpt::reduce_op::sum);
        g->all_reduce(losses, N, gpt::reduce_op::sum);
      };
      break;
    case action_kind::broadcast_embedding_grad:
      f.a = device_ == root ? take(embedding_grad_, j, "the first stage's input gradient") : std::vector<float>(NC);
      work = [g, x = f.a.data(), NC, root] { g->broadcast(x, NC, root); };
      break;
    default: break;
  }
  flights_.post(a, std::move(f), std::move(work));
}

vocab_device::in_flight vocab_device::complete(action_kind kind, int j) {
  in_flight done = flights_.wait(kind, j);
  if (kind == action_kind::allreduce_grad && device_ == last_device_) {
    if (placement_ != vocab_placement::algorithm_2) losses_[static_cast<std::size_t>(j)] = mean_position_loss(done.b);
    grad_ready_[j] = std::move(done.out);  // for the last stage's B
  }
  return done;
}

void vocab_device::finish() {
  while (const auto first = flights_.first()) complete(first->first, first->second);
}

void vocab_device::abandon() noexcept { flights_.abandon(); }

void vocab_device::run(const action& a) {
  const gpt::tensor_sizes z{config_};
  const std::size_t N = z.rows(), NC = z.acts();
  const int j = a.microbatch;
  if (!batch_ || !group_) throw std::logic_error("a vocabulary pass without a batch");
  if (is_collective(a.kind)) return post(a);
  // Each position weighs 1/(m·B·T), as the last stage's B of an unsharded run.
  const float scale = 1.0f / static_cast<float>(static_cast<std::size_t>(batch_->microbatches) * N);
  switch (a.kind) {
    case action_kind::embed_f: {
      std::vector<float> rows(NC);
      gpt::embedding_shard_forward(shard_, batch_->tokens_of(config_, j), rows.data());
      embedding_[j] = std::move(rows);
      break;
    }
    case action_kind::vocab_s: {
      if (settle_) settle_();
      const std::vector<float> x = std::move(complete(action_kind::broadcast_output, j).a);
      if (placement_ == vocab_placement::algorithm_2) {
        std::vector<float> a(NC), b(NC);
        stats_[j] = &output_.forward_with_input_parts(j, x.data(), batch_->targets_of(config_, j), scale, a.data(),
                                                      b.data());
        input_parts_[j] = {std::move(a), std::move(b)};
      } else {
        stats_[j] = &output_.forward(j, x.data());  // S keeps its own copy of X
      }
      break;
    }
    case action_kind::vocab_t: {
      if (placement_ == vocab_placement::algorithm_2) {
        grad_reduced(j);  // the statistics are global
        if (settle_) settle_();
        std::vector<float> losses(N);
        output_.losses(j, batch_->targets_of(config_, j), losses.data());
        output_.backward_weight(j, batch_->targets_of(config_, j), scale);
        stats_.erase(j);
        loss_parts_[j] = std::move(losses);
        break;
      }
      complete(action_kind::allreduce_stats, j);
      if (settle_) settle_();
      std::vector<float> dx(NC), losses(N);
      output_.backward(j, batch_->targets_of(config_, j), scale, losses.data(), dx.data());
      stats_.erase(j);
      output_grad_[j] = std::move(dx);
      loss_parts_[j] = std::move(losses);
      break;
    }
    case action_kind::embed_w: {
      const std::vector<float> d = std::move(complete(action_kind::broadcast_embedding_grad, j).a);
      gpt::embedding_shard_backward_weight(shard_, batch_->tokens_of(config_, j), d.data());
      break;
    }
    default:
      throw std::logic_error(std::string("device ") + std::to_string(device_) + ": " + runtime::describe(a) +
                             " is not a pass or collective of vocabulary parallelism");
  }
}

}  // namespace pipesched::train
