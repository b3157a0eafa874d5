#include "runtime/train/training_schedule.hpp"

#include <algorithm>
#include <cstdint>
#include <stdexcept>
#include <string>

#include <pipesched/compiled.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/core/placement.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/train/optimizer.hpp"
#ifdef PIPESCHED_HAVE_MPI
#include "runtime/mpi/mpi_world.hpp"
#endif

namespace pipesched::train {

// What a run with vocabulary parallelism does not do yet, each refused by name
// (vocab_launch.hpp runs the rest).
void check_vocab_options(const trainer_options& o) {
  if (o.vocab == vocab_placement::none) return;
  auto refuse = [](const std::string& what) {
    throw std::invalid_argument("vocabulary parallelism (--vocab-parallel) " + what);
  };
  if (!is_vocab_parallel(o.vocab)) refuse("trains algorithm 1 or 2; the naive placement is the run without it");
  // cuda passes here: whether its GPUs can run it is the launch's to say, once it has asked
  // them (cuda_vocab_refusal.hpp).
  if (o.replicas > 1) refuse("runs one replica, not " + std::to_string(o.replicas) + " yet (replicas 1)");
  if (o.dtype != storage_dtype::fp32) refuse("passes are fp32: bf16 storage is not built for them (--dtype fp32)");
  if (o.fam == family::two_bw || o.iterations > 1) refuse("is not built for 2bw (its stages keep two weight versions)");
  if (o.offload.kind != offload_kind::none) refuse("does not offload activations yet (offload none)");
  if (o.recompute.kind != recompute_kind::none) refuse("does not recompute activations yet (recompute none)");
  if (o.record_timeline) refuse("does not record a measured timeline yet (run without --trace)");
  if (o.devices < 2) refuse("shards the vocabulary over the pipeline's devices: it needs at least 2");
  if (o.model.vocab < o.devices)
    refuse("shards a vocabulary of " + std::to_string(o.model.vocab) + " tokens over " + std::to_string(o.devices) +
           " devices: each needs at least one token");
}

schedule make_training_schedule(const trainer_options& o) {
  gpt::validate(o.model);
  validate(o.optimizer);
  if (o.devices < 1) throw std::invalid_argument("the number of devices must be at least 1, got " + std::to_string(o.devices));
  if (o.microbatches < 1)
    throw std::invalid_argument("the number of microbatches must be at least 1, got " + std::to_string(o.microbatches));
  if (o.replicas < 1) throw std::invalid_argument("the number of replicas must be at least 1, got " + std::to_string(o.replicas));
  if (o.replicas > limits::max_replicas)
    throw std::invalid_argument("the number of replicas must be at most " + std::to_string(limits::max_replicas) +
                                " (limits::max_replicas), got " + std::to_string(o.replicas));
  // A thread per device and replica on the CPU: refused before any is started.
  if (std::int64_t{o.devices} * o.replicas > limits::max_total_devices)
    throw std::invalid_argument(std::to_string(o.devices) + " devices x " + std::to_string(o.replicas) +
                                " replicas is above limits::max_total_devices (" +
                                std::to_string(limits::max_total_devices) + ")");
  if (o.iterations < 1)
    throw std::invalid_argument("the number of iterations must be at least 1, got " + std::to_string(o.iterations));
  const int K = o.iterations;
  if (K > 1) {
    if (o.fam != family::two_bw)
      throw std::invalid_argument("only 2bw runs several iterations in one step (" + std::string(to_string(o.fam)) +
                                  " flushes after each one); use iterations 1");
    if (o.replicas > 1) throw std::invalid_argument("2bw over several iterations runs one replica (replicas 1)");
    if (!o.local_devices.empty())
      throw std::invalid_argument("2bw over several iterations runs on threads in one process, not over MPI ranks");
    if (o.offload.kind != offload_kind::none)
      throw std::invalid_argument("2bw over several iterations does not offload activations (offload none)");
  }
  if (o.backend == backend_kind::cuda) {
#ifndef PIPESCHED_HAVE_CUDA_TRAINER
    throw std::invalid_argument("this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)");
#endif
    // Not yet on cuda: each one line (runtime/train/cuda_stage_maker.hpp says what is next).
#if !defined(PIPESCHED_HAVE_NCCL) || !defined(PIPESCHED_HAVE_MPI)
    if (!o.local_devices.empty())
      throw std::invalid_argument("the cuda backend over MPI ranks needs NCCL and MPI in the build (use the cpu "
                                  "backend under mpirun, or configure with -DPIPESCHED_MPI=ON and NCCL found)");
#endif
    if (K > 1)
      throw std::invalid_argument("2bw over several iterations runs on the cpu and cpu-streams backends only (its "
                                  "stages take optimizer steps inside the run on host parameters); use iterations 1 "
                                  "on cuda");
    if (o.gpus < 0) throw std::invalid_argument("the number of GPUs must be at least 1 (0: all), got " + std::to_string(o.gpus));
  }
  if (o.dtype == storage_dtype::bf16) {  // bf16 storage: the host stages on threads, flushed (trainer_options)
    if (o.backend == backend_kind::cuda && o.replicas > 1)  // cuda_replica_reduce joins fp32 backends
      throw std::invalid_argument("replicas with bf16 storage on cuda are not built yet (replicas 1, or --dtype fp32)");
    if (o.backend == backend_kind::cuda && o.transport == cuda_transport::nccl)  // bf16 runs on the hub's runner
      throw std::invalid_argument("bf16 storage on cuda hands tensors over through the hub: --transport nccl is not "
                                  "built for it yet (use --transport hub or auto)");
    if (!o.local_devices.empty())
      throw std::invalid_argument("bf16 storage runs on threads in one process, not over MPI ranks (use fp32 there)");
    if (K > 1)
      throw std::invalid_argument("2bw over several iterations stores fp32 (its stages are fp32 gpt_stages); use "
                                  "iterations 1 with bf16");
  }
  if (o.backend == backend_kind::cpu_streams) {
    if (!o.local_devices.empty())
      throw std::invalid_argument("the cpu-streams backend runs on threads in one process, not over MPI ranks (use the cpu backend under mpirun)");
  }
  check_vocab_options(o);
  const shape sh = checked_shape(o.fam, {o.devices, o.microbatches * K, o.chunks, 0, K});
  if (sh.stages() > o.model.layers)
    throw std::invalid_argument(std::string(to_string(o.fam)) + " on " + std::to_string(o.devices) +
                                " devices cuts the model into " + std::to_string(sh.stages()) +
                                " stages, more than its " + std::to_string(o.model.layers) +
                                " layers (use fewer devices or more layers)");
  if (!o.stage_blocks.empty() && o.stage_blocks.size() != static_cast<std::size_t>(sh.stages()))
    throw std::invalid_argument("the partition (--layout, or a plan's stage_blocks) names " + std::to_string(o.stage_blocks.size()) + " stages; " +
                                std::string(to_string(o.fam)) + " on " + std::to_string(o.devices) + " devices has " +
                                std::to_string(sh.stages()));
  rank_device_of(o);
  // An offloaded order goes without the tail pass (generation_options::tail says why).
  const schedule order = compiled::make_schedule(o.fam, sh, o.order_costs,
                                       {.memory_cap = o.memory_cap_units, .memory_caps = o.memory_caps_units, .tail = o.offload.kind == offload_kind::none, .vocab = o.vocab});
  // Recompute first: the offload pass skips the pairs it recomputes (passes/recompute.hpp).
  const schedule recomputed = compiled::apply_recompute(order, o.order_costs, o.recompute);
  return compiled::apply_offload(recomputed, o.offload_costs, o.copy, o.offload);
}

// The options with the partition moved into the model config (see trainer_options).
trainer_options with_partition(trainer_options o) {
  if (o.stage_blocks.empty()) return o;
  if (!o.model.stage_blocks.empty() && o.model.stage_blocks != o.stage_blocks)
    throw std::invalid_argument("the model config has its own stage_blocks, other than the partition given");
  gpt::gpt_config cut = o.model;
  cut.stage_blocks = o.stage_blocks;
  gpt::validate(cut);  // each count >= 1, summing to the layers
  // The even cut stays implicit, so that checkpoints match those of a run without a partition.
  gpt::gpt_config even = o.model;
  even.stage_blocks.clear();
  std::vector<int> even_blocks;
  if (o.stage_blocks.size() <= static_cast<std::size_t>(even.layers))
    for (const gpt::stage_layers& l : gpt::partition(even, static_cast<int>(o.stage_blocks.size())))
      even_blocks.push_back(l.blocks());
  if (even_blocks != o.stage_blocks) o.model.stage_blocks = o.stage_blocks;
  return o;
}

// The one device this process drives under MPI (its rank: r·p + d, device d of replica r),
// or -1 for all of them (threads).
int rank_device_of(const trainer_options& o) {
  if (o.local_devices.empty()) return -1;
  const int w = std::max(o.replicas, 1), n = o.devices * w;
  std::vector<int> mine = o.local_devices;
  std::sort(mine.begin(), mine.end());
  auto first = [&mine](int count) {
    if (mine.size() != static_cast<std::size_t>(count)) return false;
    for (int d = 0; d < count; ++d)
      if (mine[static_cast<std::size_t>(d)] != d) return false;
    return true;
  };
  if (first(o.devices) || first(n)) return -1;  // every device of one pipeline, or of all
  const std::string devices =
      w > 1 ? std::to_string(o.devices) + " devices x " + std::to_string(w) + " replicas" : std::to_string(o.devices) + " devices";
#ifdef PIPESCHED_HAVE_MPI
  const int ranks = mpi::world_size(), rank = mpi::world_rank();
  if (mpi::running() && ranks > 1) {
    if (ranks != n)
      throw std::invalid_argument("MPI runs one rank per device: " + devices + " need mpirun -np " + std::to_string(n) + ", not " + std::to_string(ranks) + " ranks");
    if (mine.size() != 1 || mine.front() != rank)
      throw std::invalid_argument("under MPI, rank " + std::to_string(rank) + " drives exactly device " +
                                  std::to_string(rank) + " (local_devices = {" + std::to_string(rank) + "})");
    return rank;
  }
  throw std::invalid_argument(
      "driving a subset of the devices needs one MPI rank per device (run under mpirun -np " + std::to_string(n) +
      "); leave local_devices empty otherwise");
#else
  throw std::invalid_argument(
      "driving a subset of the devices needs the MPI backend, which this build lacks (configure with "
      "-DPIPESCHED_MPI=ON); leave local_devices empty");
#endif
}

// Parameter elements of the stage with `layers` (as gpt_params::scalars() counts them).
std::size_t scalars_of(const gpt::gpt_config& c, const gpt::stage_layers& l) {
  const std::size_t C = static_cast<std::size_t>(c.dim), V = static_cast<std::size_t>(c.vocab),
                    T = static_cast<std::size_t>(c.seq);
  std::size_t n = static_cast<std::size_t>(l.last - l.first) * (12 * C * C + 13 * C);
  if (l.embedding) n += V * C + T * C;
  if (l.head) n += 2 * C + V * C;
  return n;
}

schedule without_offload(schedule s) {
  for (auto& list : s.per_device)
    std::erase_if(list, [](const action& a) { return a.kind == action_kind::offload || a.kind == action_kind::reload; });
  s.offload_fraction = 1;
  return s;
}

schedule without_recompute(schedule s) {
  for (auto& list : s.per_device)
    std::erase_if(list, [](const action& a) { return a.kind == action_kind::recompute; });
  return s;
}

long long count_actions(const schedule& s, action_kind kind) {
  long long n = 0;
  for (const auto& list : s.per_device)
    for (const action& a : list) n += a.kind == kind;
  return n;
}

pipeline_layout::pipeline_layout(const schedule& s, int rank_device_or_all) : sched(&s) {
  const int S = s.stages(), p = s.devices();
  if (rank_device_or_all >= 0) {  // under MPI: device d of replica r
    rank_device = rank_device_or_all % p;
    rank_replica = rank_device_or_all / p;
  }
  param_index.assign(static_cast<std::size_t>(S), -1);
  for (int st = 0; st < S; ++st) {
    if (rank_device >= 0 && s.device_of_stage(st) != rank_device) continue;
    param_index[static_cast<std::size_t>(st)] = static_cast<int>(local_stages.size());
    local_stages.push_back(st);
  }
  last_backward.assign(static_cast<std::size_t>(S), action{});
  for (const auto& list : s.per_device)
    for (const action& a : list)
      if (a.kind == action_kind::W || a.kind == action_kind::BW) last_backward[static_cast<std::size_t>(a.stage)] = a;
}

bool pipeline_layout::is_last_backward(const action& a) const {
  return (a.kind == action_kind::W || a.kind == action_kind::BW) && a == last_backward[static_cast<std::size_t>(a.stage)];
}

int pipeline_layout::head_device() const { return sched->device_of_stage(sched->stages() - 1); }

std::size_t pipeline_layout::head_chunk() const {
  return static_cast<std::size_t>(chunk_of(sched->place, sched->devices(), sched->stages() - 1));
}

}  // namespace pipesched::train
