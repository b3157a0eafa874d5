#pragma once
// The training loop: the GPT model cut into the stages of a schedule, run through the
// executor on the CPU backend (a thread per device), with gradient accumulation over the
// m microbatches, one AdamW step (global-norm clipping) after the flush, per-device
// activation meters, an optional gradient check against the unpipelined model, and
// checkpoints that resume bit-identically.
//
//   pipesched::train::trainer t({.fam = family::v_half, .devices = 4, .microbatches = 8});
//   for (int i = 0; i < 30; ++i) {
//     const step_result r = t.step();          // r.loss, r.tokens_per_second,
//     ...                                      // r.peak_activation_bytes vs t.bound_activation_bytes()
//   }
//   t.save("run.safetensors");                 // later: trainer u(same options); u.resume("run.safetensors");
//
// One step: the batch sequence_dataset::batch(m, k) for the run's k-th step (k = steps
// taken so far), every gradient zeroed, one iteration of the schedule (F, B, W of every
// microbatch; W accumulates, so after the flush each stage holds the gradient of the
// batch's mean loss), then the optimizer: Σg² of the stages this process drives, summed
// over processes by `all_reduce_sum`, and AdamW with the global norm.
//
// Ranks: a trainer drives the devices in `local_devices` (empty: all of them, a thread
// each). Under MPI (built with PIPESCHED_HAVE_MPI, one rank per device: the world size
// must be `devices`), local_devices = {rank} drives that one device: only its stages are
// built, the executor runs with the MPI transport (runtime/mpi/mpi_transport.hpp), and
// step() returns the same step_result on every rank (the loss broadcast from the rank of
// the last stage, every device's peak gathered, the global norm summed in stage order
// from every rank's per-stage Σg², so the numbers equal the threaded run's bit for bit).
// Each rank saves and resumes its own stages, in rank_checkpoint_path(file, rank, P).
// --check (the unpipelined comparison) needs every stage in one process.
//
// Data parallelism (replicas = w > 1): w copies of the p-device pipeline (p·w devices),
// each with its own stages, meters, host pools and parameters. A step draws batch(w·m, k),
// the batch a w = 1 run with w·m microbatches draws; replica r takes its microbatches
// [r·m, (r+1)·m). Each stage's gradients are all-reduced across the replicas in a fixed
// order (replica 0 + replica 1 + ..., in double, divided by w: each replica's gradient is
// of its own m microbatches' mean loss, so the result is the gradient of the mean loss
// over all w·m) and written to every replica, then AdamW (one set of moments per copy of
// a stage, all equal) steps every replica alike, so the replicas stay identical. The loss
// is the mean over the w·m microbatches, summed in replica order.
//  - Threads: all p·w devices run at once, a thread each, every replica on its own
//    rendezvous hub (replicas share no links). A stage's all-reduce is launched when the
//    last replica has done its last backward (W or BW) of the stage in the step (the
//    executor's observer sees it), on the reducer's thread (replica_reduce.hpp), while the
//    devices go on with the cool-down of the other stages; the optimizer waits for it.
//  - MPI: under `mpirun -np p·w`, rank g = r·p + d drives device d of replica r
//    (local_devices = {g}, the replica-major order of step_result's peaks). The pipeline's
//    tensors go over a communicator of the replica's ranks (MPI_Comm_split by replica, so
//    device d is rank d in it and tags stay as in a w = 1 run); each local stage's
//    gradients, as doubles, are summed by MPI_Iallreduce over a communicator of the ranks
//    that drive device d of every replica (MPI_Comm_split by device), started by the
//    executor's observer right after the stage's last backward and waited for before the
//    optimizer; then divided by w. With w = 2 that sum is the threads' sum bit for bit
//    (a + b = b + a), so losses, norms and weights equal the threaded run's exactly; with
//    w > 2 MPI may associate the double sum differently (within one double rounding).
//    The communicators are made at the first step (a collective every rank reaches).
// Checkpoints hold replica 0's state; resume loads it into every replica (under MPI the
// ranks of replica 0 write their device's file, every replica's rank d reads file d).
//
// Backends (options.backend): cpu runs each pass now; cpu_streams enqueues the same
// kernels, in the same order, on each device's CPU streams (runtime/gpt/
// gpt_stream_stage.hpp, a backend per device of each replica, built with the pipeline
// copy), so its losses, norms and gradients equal cpu's bit for bit under any chaos; the
// copy synchronises every device after the run, before losses, gradients or peaks are
// read, and a replica all-reduce first waits for the stage's device work. cpu_streams runs
// on threads (MPI ranks refused); 2bw over several iterations joins each device's streams
// once per iteration, at its last W, before the host step (two_bw_stage.hpp).
// cuda runs each device's stages on a GPU (cuda_stage_maker.hpp: a cuda_backend per
// device, device i on GPU i mod options.gpus, several on one GPU in single-GPU mode) on
// device copies of the parameters, weights, gradients and AdamW moments, which stay
// there: the global norm (per stage, summed on the host in stage order), the clip and the
// step run on each device's compute stream (cuda_parameters.hpp, the optimizer's backend);
// the host copies are a mirror, brought up to date for --check and save and pushed to the
// devices by resume, so a checkpoint is the same file on every backend.
// Replicas average each stage's gradients on the GPUs (cuda_replica_reduce.hpp; under MPI
// nccl_replica_reduce.hpp); 2bw runs one iteration per step. Without a device the trainer's constructor
// throws std::invalid_argument ("no CUDA device: <error name>").
//
// How it is built (each part one job; step() composes them): training_schedule.hpp (the
// options checked, the schedule, where each stage lives), pipeline_copy.hpp (one
// replica's stages for a stage type), launch.hpp (one iteration: thread_launch.hpp on
// threads, rank_launch.cpp on an MPI rank, with the replicas' all-reduce), two_bw_run.hpp
// (the 2bw schedule run), step_timeline.hpp (the measured timeline).
//
// PipeDream-2BW (fam = two_bw, iterations = K > 1): one step() is ONE executor run of the
// K-iteration 2bw schedule (1F1B without a flush, families/two_bw.hpp) on the stages of
// two_bw_stage.hpp, which keep two weight versions and take their own AdamW steps inside
// the run: iteration t (batch(m, k + t), k = steps taken before the run) runs F and
// backward on W(t-1) (W(-1) = W(0), the weights at the start of the run), and
// W(t+1) = AdamW(W(t), g_t), clipped by the exact global norm of g_t over every stage
// (each stage publishes its Σg² of t; the update is applied when W(t+1) is first needed,
// by which time every stage has, without waiting: see two_bw_stage.hpp). The last
// iteration's step is the trainer's, after the run. The step_result then reports K losses
// and norms (losses, grad_norms; loss and grad_norm are the last iteration's), steps_taken()
// grows by K, and after the run the trainer holds W(K) and the moments, as after K flushed
// steps, so checkpoints and the next run continue from there (each run starts its delay
// afresh: its iteration 0 runs on its own starting weights). Threads only: K > 1 refuses
// replicas, MPI ranks (local_devices), offload and the gradient check, with one line.
// The static activation bound is 1F1B's for the K·m microbatches (what the devices
// measure); bound_bytes_with_weights() adds the two weight versions.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/train/checkpoint.hpp"
#include "runtime/train/dataset.hpp"
#include "runtime/train/optimizer.hpp"
#include "runtime/train/launch.hpp"
#include "runtime/train/replica_reduce.hpp"
#include "runtime/train/step_result.hpp"
#include "runtime/train/trainer_options.hpp"
#include "runtime/train/training_schedule.hpp"

namespace pipesched::train {

class trainer {
 public:
  // Builds the schedule, cuts the model into its stages and initialises the weights.
  // Throws std::invalid_argument or pipesched::schedule_error (what() is one line) for
  // bad options: a bad shape or family, more stages than the model has layers, a bad
  // model or optimizer config, local devices other than all or {MPI rank} (see above).
  explicit trainer(const trainer_options& options);
  ~trainer();
  trainer(const trainer&) = delete;
  trainer& operator=(const trainer&) = delete;

  // One training step (see the top of this file). With `check`, also runs the same batch
  // through the unpipelined model (gpt_reference; with the vocabulary sharded, the one that
  // computes the vocabulary layers shard by shard as the run does, vocab_reference) before
  // the update and reports max_grad_error. Throws what the executor throws (execution_error, deadlock_error) or
  // std::runtime_error for a non-finite gradient norm; the weights and moments are then
  // unchanged (save() still writes the state before the step), but after an executor
  // failure the stages hold unfinished microbatches and the next step() throws.
  step_result step(bool check = false);

  // Writes the weights, AdamW moments and step count, with the metadata "step" and
  // "data_seed" (and the shape, for the reader), atomically (see checkpoint.hpp).
  // Throws checkpoint_error. Under MPI, each rank writes rank_checkpoint_path(file, d, p)
  // for its device d (with replicas: only replica 0's ranks; the others write nothing).
  // On cuda it first brings the host mirror up to date (the file is the host's format).
  void save(const std::filesystem::path& file) const;

  // Continues from a checkpoint saved by a trainer of the same model and partition:
  // weights, moments, step count and dataset. Throws checkpoint_error, with this trainer
  // unchanged, for a missing, corrupt or mismatched file. Under MPI, each rank reads its
  // rank_checkpoint_path(file, ...) (the ranks do not check each other's step).
  void resume(const std::filesystem::path& file);

  const trainer_options& options() const { return options_; }
  const schedule& sched() const { return schedule_; }
  int stages() const { return schedule_.stages(); }
  std::int64_t steps_taken() const { return steps_; }
  const sequence_dataset& dataset() const { return dataset_; }
  // On cuda the moments and stage_params() are the host mirror: current after
  // optimizer().to_host(stage_params()) (save and --check do it).
  const adamw_optimizer& optimizer() const { return *optimizer_; }
  adamw_optimizer& optimizer() { return *optimizer_; }
  long long tokens_per_step() const;  // w·m·B·T
  std::size_t parameter_count() const;  // of one replica (the model)
  int replicas() const { return options_.replicas; }

  // The static bound: peak_activation_bytes(schedule, every stage's deltas), per device of
  // one pipeline (p entries; every replica's device d has the bound of index d).
  const std::vector<long long>& bound_activation_bytes() const { return bound_; }
  // The same bound for the schedule without its offload actions (equal when no offload).
  const std::vector<long long>& bound_activation_bytes_without_offload() const { return bound_without_offload_; }
  // The same bound for the schedule without its recompute actions (every F keeping its
  // whole activation; equal when no recompute).
  const std::vector<long long>& bound_activation_bytes_without_recompute() const { return bound_without_recompute_; }
  // Activation bound plus the weights every device holds (peak_bytes_with_weights, with
  // weight_versions(family) versions: two for 2bw over several iterations, else one).
  const std::vector<long long>& bound_bytes_with_weights() const { return bound_with_weights_; }
  // Optimizer iterations per step() (options().iterations).
  int iterations() const { return options_.iterations; }

  // The parameters of every stage this trainer drives, in stage order (what the
  // optimizer and checkpoints take).
  stage_list stage_params() const { return stage_ptrs_; }
  // The same for replica r in [0, w) (replica 0: stage_params()); they hold equal values
  // and gradients after every step.
  stage_list replica_params(int r) const;

  // Under MPI, the one device of its pipeline this process drives (rank mod p); -1: every
  // device, as threads.
  int rank_device() const { return layout_.rank_device; }
  // Under MPI, the replica this process's device belongs to (rank / p); 0 with threads.
  int rank_replica() const { return layout_.rank_replica; }

 private:
  double check_gradients(const gpt::gpt_batch& batch);
  step_result step_two_bw();       // iterations > 1 (see the top of this file)
  double global_norm();            // over every stage of every process and replica 0
  std::filesystem::path rank_file(const std::filesystem::path& file) const;  // this rank's checkpoint

  trainer_options options_;
  schedule schedule_;
  pipeline_layout layout_;                            // where each stage lives (of schedule_)
  sequence_dataset dataset_;
  std::vector<gpt::gpt_params<float>> params_;        // [i]: stage layout_.local_stages[i]
  std::vector<gpt::gpt_params<float>*> stage_ptrs_;   // &params_[i]
  std::unique_ptr<launch> launch_;                    // runs the iterations on params_ and the replicas'
  std::unique_ptr<adamw_optimizer> optimizer_;
  std::vector<long long> bound_;
  std::vector<long long> bound_without_offload_;
  std::vector<long long> bound_without_recompute_;
  std::vector<long long> bound_with_weights_;
  std::optional<gpt::gpt_params<float>> whole_;       // the unpipelined model, for checks
  // With vocabulary parallelism: wte, wpe, ln_f and lm_head.weight (vocab_launch.hpp's
  // vocab_layers_params), last in the optimizer's list; the stages hold blocks only.
  std::optional<gpt::gpt_params<float>> vocab_layers_;
  std::int64_t steps_ = 0;
  std::size_t parameter_count_ = 0;                   // of the whole model
};

}  // namespace pipesched::train
