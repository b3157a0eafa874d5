#include "runtime/train/trainer.hpp"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <pipesched/analysis/memory.hpp>

#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/gpt/gpt_reference.hpp"
#include "runtime/gpt/vocab_reference.hpp"
#include "runtime/train/process_cpu_clock.hpp"
#include "runtime/train/two_bw_run.hpp"
#include "runtime/train/vocab_launch.hpp"

namespace pipesched::train {

namespace {

std::uint64_t parse_count(const std::filesystem::path& file, const checkpoint_metadata& meta, const std::string& key,
                          std::uint64_t largest) {
  const auto it = meta.find(key);
  if (it == meta.end())
    throw checkpoint_error("checkpoint " + file.string() + ": metadata has no \"" + key +
                           "\" (not saved by the training loop)");
  std::uint64_t value = 0;
  const std::string& s = it->second;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
  if (s.empty() || ec != std::errc{} || end != s.data() + s.size() || value > largest)
    throw checkpoint_error("checkpoint " + file.string() + ": metadata \"" + key + "\" is \"" + s +
                           "\", not a non-negative integer");
  return value;
}

}  // namespace

trainer::trainer(const trainer_options& options)
    : options_(with_partition(options)), schedule_(make_training_schedule(options_)),
      layout_(schedule_, rank_device_of(options_)), dataset_(options_.model, options_.data_seed) {
  const int S = schedule_.stages();
  const bool vocab = options_.vocab != vocab_placement::none;
  std::vector<gpt::stage_layers> cut = gpt::partition(options_.model, S);
  if (vocab) {  // the stages hold blocks only; the vocabulary layers are one set of their own
    cut.front().embedding = false;
    cut.back().head = false;
    vocab_layers_ = vocab_layers_params(options_.model, options_.seed);
  }
  for (int s = 0; s < S; ++s) parameter_count_ += scalars_of(options_.model, cut[static_cast<std::size_t>(s)]);
  params_.reserve(layout_.local_stages.size());
  for (int s : layout_.local_stages)
    params_.push_back(gpt::make_params<float>(options_.model, cut[static_cast<std::size_t>(s)], options_.seed));
  for (auto& prm : params_) stage_ptrs_.push_back(&prm);
  if (layout_.rank_device < 0) {  // every stage is here: count what they hold
    parameter_count_ = 0;
    for (const auto& prm : params_) parameter_count_ += prm.scalars();
  }
  if (vocab) {
    parameter_count_ += vocab_layers_->scalars();
    stage_ptrs_.push_back(&*vocab_layers_);  // last: the optimizer's and the checkpoint's order
  }
  launch_ = vocab                      ? make_vocab_launch(options_, layout_, params_, *vocab_layers_)
            : layout_.rank_device >= 0 ? make_rank_launch(options_, layout_, params_)
                                       : make_thread_launch(options_, layout_, params_);

  // The static bounds, from the deltas the stages report (stage_deltas for another rank's).
  std::vector<memory_deltas> deltas(static_cast<std::size_t>(S));
  for (int s = 0; s < S; ++s) deltas[static_cast<std::size_t>(s)] = gpt::stage_deltas(options_.model, cut[static_cast<std::size_t>(s)]);
  launch_->report_deltas(deltas);
  std::vector<long long> weight_bytes(static_cast<std::size_t>(S));
  for (int s = 0; s < S; ++s)
    weight_bytes[static_cast<std::size_t>(s)] =
        static_cast<long long>(scalars_of(options_.model, cut[static_cast<std::size_t>(s)]) * sizeof(float));
  if (vocab) {  // the vocabulary passes' bytes too (vocab_activation_bound); no offload, no recompute
    bound_ = vocab_activation_bound(schedule_, options_.model, deltas);
    bound_without_offload_ = bound_without_recompute_ = bound_;
    bound_with_weights_ = vocab_bound_with_weights(schedule_, options_.model, bound_, weight_bytes);
  } else {
    bound_ = peak_activation_bytes(schedule_, deltas);
    bound_without_offload_ = peak_activation_bytes(without_offload(schedule_), deltas);
    bound_without_recompute_ = peak_activation_bytes(without_recompute(schedule_), deltas);
    bound_with_weights_ = peak_bytes_with_weights(schedule_, deltas, weight_bytes,
                                                  options_.iterations > 1 ? weight_versions(options_.fam) : 1);
  }
  optimizer_ = std::make_unique<adamw_optimizer>(stage_list(stage_ptrs_), options_.optimizer);
  optimizer_->set_backend(launch_->parameters());  // cuda: the weights and moments stay on the devices
}

trainer::~trainer() = default;

long long trainer::tokens_per_step() const {
  return static_cast<long long>(options_.replicas) * options_.microbatches * options_.model.positions();
}

stage_list trainer::replica_params(int r) const {
  if (r < 0 || r >= options_.replicas)
    throw std::out_of_range("replica " + std::to_string(r) + " of " + std::to_string(options_.replicas));
  return r == 0 ? stage_list(stage_ptrs_) : launch_->replica_params(r);
}

std::size_t trainer::parameter_count() const { return parameter_count_; }

step_result trainer::step(bool check) {
  if (options_.iterations > 1) {
    if (check)
      throw std::invalid_argument("the gradient check compares one flushed iteration with the unpipelined model; 2bw "
                                  "over several iterations has no such iteration (run without it)");
    return step_two_bw();
  }
  using clock = std::chrono::steady_clock;
  const gpt::gpt_batch batch = dataset_.batch(options_.replicas * options_.microbatches, steps_);
  if (check && layout_.rank_device >= 0)
    throw std::invalid_argument("the gradient check needs every stage in one process (run without MPI)");

  const double cpu_start = process_cpu_seconds();
  const auto start = clock::now();
  iteration_outcome run = launch_->run(batch);  // the schedule, and the replicas' all-reduce
  const auto computed = clock::now();
  const double cpu_computed = process_cpu_seconds();

  step_result r;
  r.step = steps_ + 1;
  r.loss = run.loss;
  r.peak_activation_bytes = std::move(run.peak_activation_bytes);
  r.peak_host_bytes = std::move(run.peak_host_bytes);
  r.peak_pool_bytes = std::move(run.peak_pool_bytes);
  r.measured = std::move(run.measured);
  r.order = std::move(run.order);
  if (check) {
    optimizer_->to_host(stage_ptrs_);  // the weights and gradients the run used
    r.max_grad_error = check_gradients(batch);
  }

  const double cpu_updating = process_cpu_seconds();
  const auto updating = clock::now();
  r.grad_norm = global_norm();
  r.losses = {r.loss};
  r.grad_norms = {r.grad_norm};
  optimizer_->apply(stage_ptrs_, r.grad_norm);  // clipped by the global norm, AdamW
  launch_->finish();                            // the replicas take the new weights
  const auto done = clock::now();
  const double cpu_done = process_cpu_seconds();

  ++steps_;
  r.seconds = std::chrono::duration<double>((computed - start) + (done - updating)).count();
  r.cpu_seconds = (cpu_computed - cpu_start) + (cpu_done - cpu_updating);
  r.tokens_per_second = r.seconds > 0 ? static_cast<double>(tokens_per_step()) / r.seconds : 0;
  return r;
}

// Σg² per stage, summed in stage order by the launch, so that a run over ranks sums
// exactly as one process does; then over the processes of the run.
double trainer::global_norm() {
  std::vector<double> per_stage(static_cast<std::size_t>(schedule_.stages()), 0.0);
  for (std::size_t i = 0; i < layout_.local_stages.size(); ++i)
    per_stage[static_cast<std::size_t>(layout_.local_stages[i])] =
        optimizer_->sq_norm(*stage_ptrs_[i]);
  // The vocabulary layers last, each shard's rows once (gathered into the whole tensors).
  if (vocab_layers_) per_stage.push_back(optimizer_->sq_norm(*vocab_layers_));
  const double local = launch_->sum_of_squares(std::move(per_stage));
  return std::sqrt(options_.all_reduce_sum ? options_.all_reduce_sum(local) : local);
}

step_result trainer::step_two_bw() {
  using clock = std::chrono::steady_clock;
  const int K = options_.iterations;
  std::vector<gpt::gpt_batch> batches;
  batches.reserve(static_cast<std::size_t>(K));
  for (int t = 0; t < K; ++t) batches.push_back(dataset_.batch(options_.microbatches, steps_ + t));

  const double cpu_start = process_cpu_seconds();
  const auto start = clock::now();
  step_result r = run_two_bw(options_, layout_, batches, params_, *optimizer_, launch_->memory());
  const auto done = clock::now();
  r.cpu_seconds = process_cpu_seconds() - cpu_start;
  r.step = steps_ + K;
  steps_ += K;
  r.seconds = std::chrono::duration<double>(done - start).count();
  r.tokens_per_second = r.seconds > 0 ? static_cast<double>(K) * static_cast<double>(tokens_per_step()) / r.seconds : 0;
  return r;
}

double trainer::check_gradients(const gpt::gpt_batch& batch) {
  if (!whole_) whole_ = gpt::make_params<float>(options_.model, gpt::whole_model(options_.model), options_.seed);
  std::vector<const gpt::gpt_params<float>*> mine;
  for (const auto& prm : params_) mine.push_back(&prm);
  if (vocab_layers_) mine.push_back(&*vocab_layers_);  // the shards' gradients gathered into it
  for (const auto* prm : mine)
    prm->for_each([&](const gpt::parameter<float>& q) { whole_->find(q.name)->value = q.value; });
  // In bf16 the reference stores bf16 too: equal activations, so the error is reduction order.
  // With the vocabulary sharded, the unpipelined model computes the vocabulary layers shard
  // by shard in device order as the run does (vocab_reference.hpp): equal sums, equal bits.
  if (is_vocab_parallel(options_.vocab))
    gpt::vocab_reference_step(*whole_, batch, options_.devices, options_.vocab);
  else if (options_.dtype == storage_dtype::bf16)
    gpt::reference_step_stored<kernels::bf16>(*whole_, batch);
  else
    gpt::reference_step(*whole_, batch);
  double worst = 0;
  for (const auto* prm : mine)
    prm->for_each([&](const gpt::parameter<float>& q) {
      const std::vector<float>& ref = whole_->find(q.name)->grad;
      double scale = 0, diff = 0;
      for (std::size_t i = 0; i < ref.size(); ++i) {
        scale = std::max(scale, std::abs(static_cast<double>(ref[i])));
        diff = std::max(diff, std::abs(static_cast<double>(q.grad[i]) - static_cast<double>(ref[i])));
      }
      if (std::isnan(diff)) diff = INFINITY;
      worst = std::max(worst, scale > 0 ? diff / scale : diff > 0 ? INFINITY : 0.0);
    });
  return worst;
}

std::filesystem::path trainer::rank_file(const std::filesystem::path& file) const {
  return layout_.rank_device < 0 ? file : rank_checkpoint_path(file, layout_.rank_device, schedule_.devices());
}

void trainer::save(const std::filesystem::path& file) const {
  if (layout_.rank_replica > 0) return;  // under MPI, replica 0's ranks write every device's file
  const checkpoint_metadata meta{{"step", std::to_string(steps_)},
                                 {"data_seed", std::to_string(dataset_.seed())},
                                 {"family", std::string(to_string(options_.fam))},
                                 {"devices", std::to_string(options_.devices)},
                                 {"microbatches", std::to_string(options_.microbatches)}};
  // Replica 0's state: every replica holds the same (a w = 1 run's file has no "replicas").
  checkpoint_metadata with_replicas = meta;
  if (options_.replicas > 1) with_replicas.emplace("replicas", std::to_string(options_.replicas));
  optimizer_->to_host(stage_ptrs_);  // the host mirror of a device's weights and moments
  save_checkpoint(rank_file(file), stage_ptrs_, *optimizer_, with_replicas);
}

void trainer::resume(const std::filesystem::path& file) {
  // Load into copies and check our own metadata too, so that a refusal changes nothing.
  std::vector<gpt::gpt_params<float>> values = params_;
  std::vector<gpt::gpt_params<float>*> ptrs;
  for (auto& prm : values) ptrs.push_back(&prm);
  std::optional<gpt::gpt_params<float>> layers = vocab_layers_;
  if (layers) ptrs.push_back(&*layers);  // last, as in stage_ptrs_
  adamw_optimizer opt = *optimizer_;
  const std::filesystem::path mine = rank_file(file);
  const checkpoint_metadata meta = load_checkpoint(mine, ptrs, opt);
  const auto step = static_cast<std::int64_t>(parse_count(mine, meta, "step", INT64_MAX));
  const std::uint64_t seed = parse_count(mine, meta, "data_seed", UINT64_MAX);
  sequence_dataset data(options_.model, seed);

  // Same objects, new values, copied so that every parameter keeps its address (a CUDA
  // device copy finds its host parameters by address).
  for (std::size_t s = 0; s < params_.size(); ++s) params_[s] = values[s];
  if (layers) *vocab_layers_ = *layers;  // same object, new values (the launch holds it)
  *optimizer_ = std::move(opt);
  optimizer_->to_device(stage_ptrs_);  // the devices' copies take the checkpoint's state
  dataset_ = data;
  steps_ = step;
  launch_->broadcast_parameters();  // every replica holds replica 0's state
}

}  // namespace pipesched::train
