#pragma once
// How a flushed step's iteration runs in this process: a *launch* runs one iteration of
// the schedule on every device the process drives (threads: every device of every
// replica, a thread each; an MPI rank: its one device), with the replicas' gradients
// all-reduced (overlapped with the cool-down, so part of the run), and gathers what the
// trainer reports. The trainer's step() is then the algorithm: draw the batch, run
// (launch), clip by the global norm (launch::sum_of_squares), step (AdamW on replica 0's
// parameters), hand the new weights to the other replicas (launch::finish).
#include <memory>
#include <optional>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/train/optimizer.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/step_result.hpp"
#include "runtime/train/trainer_options.hpp"
#include "runtime/train/training_schedule.hpp"

namespace pipesched::train {

// What one iteration measured, the same on every process of a run.
struct iteration_outcome {
  double loss = 0;  // mean over the w·m microbatches, summed in replica then microbatch order
  std::vector<long long> peak_activation_bytes, peak_host_bytes;  // replica-major, r·p + d
  std::vector<long long> peak_pool_bytes;  // cuda: each device's memory pool high water (else empty)
  std::optional<timeline> measured;                        // with record_timeline (threads)
  std::optional<step_result::event_order> order;           // with record_timeline, w > 1 (threads)
};

class launch {
 public:
  virtual ~launch() = default;
  // Draws nothing: runs one iteration on `batch` (the w·m microbatches; replica r takes
  // [r·m, (r+1)·m)), which must outlive finish(). Every replica's gradients then hold
  // the mean over the replicas. Throws what the executor throws.
  virtual iteration_outcome run(const gpt::gpt_batch& batch) = 0;
  // Σg² of the whole model in stage order, from `per_stage` (this process's stages
  // filled in, the others 0): the global norm's sum, the same on every process.
  virtual double sum_of_squares(std::vector<double> per_stage) = 0;
  // After the optimizer stepped replica 0: the other replicas take its weights, and the
  // stages let go of the batch.
  virtual void finish() = 0;
  // The other replicas take replica 0's parameters (after a resume).
  virtual void broadcast_parameters() = 0;
  // Replica r's parameters (r = 0: the trainer's).
  virtual stage_list replica_params(int r) const = 0;
  // Where replica 0's parameters live for the optimizer (cuda: on the devices); nullptr:
  // on the host. Owned by the launch.
  virtual parameter_backend* parameters() { return nullptr; }
  // Replica 0's devices' memory (what 2bw's stages are metered by).
  virtual device_memory& memory() = 0;
  // The deltas the stages report, into deltas[stage], for the stages driven here.
  virtual void report_deltas(std::vector<memory_deltas>& deltas) const = 0;
};

// Threads in one process: every device of every replica (thread_launch.hpp).
std::unique_ptr<launch> make_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                                           std::vector<gpt::gpt_params<float>>& params);
// Threads in one process, each device on a GPU (cuda_launch.cpp; in a build with the CUDA
// stage, PIPESCHED_HAVE_CUDA_TRAINER). Throws std::invalid_argument when no GPU answers.
std::unique_ptr<launch> make_cuda_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                                                std::vector<gpt::gpt_params<float>>& params);
// Before a cuda launch on threads makes its `devices` pipeline devices (cuda_launch.cpp):
// CUDA_DEVICE_MAX_CONNECTIONS where the devices' streams need it, and peer access between
// the GPUs they use. Returns cuda_gpus_used(options).
int prepare_cuda_threads(const trainer_options& options, int devices);
// The GPUs a cuda run spreads its devices over (trainer_options::gpus; 0: every GPU that
// answers); throws std::invalid_argument when none answers or more are asked for.
int cuda_gpus_used(const trainer_options& options);
// The GPU of the run's device `index` (r·p + d): index mod cuda_gpus_used on threads; under
// mpirun (local_devices set) the rank's local rank (OMPI_COMM_WORLD_LOCAL_RANK,
// MPI_LOCALRANKID, MV2_COMM_WORLD_LOCAL_RANK or SLURM_LOCALID; else index) mod the GPUs.
int cuda_gpu_of(int index, const trainer_options& options);
// This MPI rank's device (rank_launch.cpp); throws std::logic_error in a build without MPI.
std::unique_ptr<launch> make_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                         std::vector<gpt::gpt_params<float>>& params);

// Microbatches [first, first + m) of `batch`, as a batch of m.
gpt::gpt_batch slice(const gpt::gpt_batch& batch, const gpt::gpt_config& c, int first, int m);

}  // namespace pipesched::train
