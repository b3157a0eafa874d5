#pragma once
// What a training run is: the schedule's shape, the model, the optimizer, the launch
// (threads or MPI ranks), replicas, offload and the rest (see trainer.hpp for how each
// option plays in a step).
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

#include "runtime/gpt/backend/stream_backend_options.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/kernel_choice.hpp"
#include "runtime/train/backend_kind.hpp"
#include "runtime/train/cuda_transport_kind.hpp"
#include "runtime/train/optimizer.hpp"

namespace pipesched::train {

// The optimizer settings the training loop uses unless told otherwise: GPT-2's betas,
// weight decay and clipping, and a learning rate at which the tiny model learns the
// dataset's rule within a few dozen steps.
inline constexpr adamw_config default_training_optimizer{.lr = 1e-2f};

struct trainer_options {
  family fam = family::v_half;
  int devices = 4;
  int microbatches = 8;
  int chunks = 0;  // chunks per device; 0: the family's default (2 for V and interleaved)
  int replicas = 1;  // w: data-parallel copies of the pipeline (see the top of this file)
  gpt::gpt_config model = gpt::presets::tiny;
  adamw_config optimizer = default_training_optimizer;
  std::uint64_t seed = 1;       // initial weights (make_params)
  std::uint64_t data_seed = 1;  // the dataset (a resumed run takes the checkpoint's)
  // The devices this process drives; empty: all. A strict subset must be {MPI rank},
  // under MPI with world size = devices · replicas (see the top of this file); with
  // replicas, device g = r·p + d is device d of replica r.
  std::vector<int> local_devices;
  // Sums a value over the processes of a run (the Σg² of the global norm); empty: one
  // process, the identity, or under MPI the trainer's own fixed-order sum.
  std::function<double(double)> all_reduce_sum;
  // The CPU backend's deadlock watchdog (see runtime/cpu/run_threads.hpp).
  std::chrono::milliseconds watchdog_timeout{10000};
  // Activation offload (PipeOffload): the schedule is apply_offload(make_schedule(...),
  // unit costs, copy, offload); the stages copy what the offload actions name into a
  // host pool per device and back. The static bound is then the offloaded schedule's.
  offload_policy offload{};
  // Activation recomputation: the schedule is apply_recompute(make_schedule(...),
  // order_costs, recompute) before the offload pass (which skips recomputed pairs); the
  // stages' F of a recomputed microbatch keeps only its input and R rebuilds the rest
  // before its backward (gpt_stage.hpp). The static bound is then the recomputed
  // schedule's; gradients and losses do not change by a bit.
  recompute_policy recompute{};
  copy_engines copy{};  // host link bandwidth (activation units per time unit), shared or not
  // Record each step's measured timeline (step_result::measured); threads only.
  bool record_timeline = false;
  // A per-stage layer partition (a plan's): transformer blocks per stage in model order,
  // one entry per stage of the schedule, uneven allowed; empty: gpt::partition's even cut.
  // Unless it is that even cut, it becomes the model config's stage_blocks (options().model),
  // which every stage and checkpoint carries; a model that already has a different one is
  // refused.
  std::vector<int> stage_blocks;
  // The costs the schedule's order is generated with, those offloads are placed with
  // (in the time unit of copy.bandwidth), and v-auto's memory cap in activation units
  // (0: none). Unit costs by default; `pipesched train --plan` passes a plan's, so that the
  // run executes the schedule the planner evaluated.
  costs order_costs{};
  costs offload_costs{};
  double memory_cap_units = 0;
  // v-auto's cap per device (a plan's, where its devices' caps differ); not with memory_cap_units.
  std::vector<double> memory_caps_units;
  // 2bw only: optimizer iterations per step() (one run of the schedule without a flush);
  // 1: one flushed iteration per step, as every family.
  int iterations = 1;
  // 2bw over several iterations on cpu_streams, tests only: each stage reads its
  // iteration's gradients without first joining its device's streams (two_bw_stage.hpp).
  bool two_bw_skip_join = false;
  // The backend the stages run on: cpu (synchronous), cpu_streams (the same kernels on
  // each device's CPU streams, ordered by events: equal losses and gradients bit for
  // bit), cuda (each pipeline device a cuda_backend on a GPU: runtime/train/
  // cuda_stage_maker.hpp; built with PIPESCHED_CUDA). cpu_streams runs on threads in one
  // process (not over MPI ranks); cuda on threads or one MPI rank per GPU. 2bw over several
  // iterations runs on cpu and cpu_streams, not cuda.
  backend_kind backend = backend_kind::cpu;
  // What the stages store activations, their gradients and the weights' working copy as
  // (backend_kind.hpp): fp32, or bf16 on cpu and cpu_streams (threads, one flushed
  // iteration per step; cuda's bf16 is still to come). Master weights, AdamW moments,
  // gradients, statistics and losses stay fp32, so a checkpoint does not depend on it.
  storage_dtype dtype = storage_dtype::fp32;
  // cpu_streams only: chaos (seeded delays before each queued op, NaN-filled fresh and
  // freed memory) and, for tests, one event wait left out (drop_wait).
  gpt::stream_backend_options streams{};
  // cuda only: the GPUs the pipeline devices are spread over, device i on GPU i mod gpus
  // (more devices than GPUs: several share one, single-GPU mode); 0: every GPU that answers.
  int gpus = 0;
  // cuda only: how the devices hand tensors over (hub, NCCL links, or auto: NCCL where every
  // device has a GPU of its own; runtime/train/cuda_transport_kind.hpp).
  cuda_transport transport = cuda_transport::automatic;
  // cuda only: which kernels run the linear and attention (runtime/gpt/kernel_choice.hpp):
  // auto (each fast kernel checked against the simple one at the first step on each GPU),
  // reference (the simple kernels only) or fast (the hand-written contenders, each run only
  // after passing that check; else the first fast kernel, unchecked). The CPU
  // backends have only their reference kernels.
  gpt::kernel_mode kernels = gpt::kernel_mode::automatic;
  // Vocabulary parallelism (arXiv 2411.05288; include/pipesched/core/vocab.hpp): wte and
  // lm_head.weight sharded by vocabulary over the pipeline's devices, their passes and
  // collectives placed in the schedule (generation_options::vocab). Algorithm 1 or 2 on the cpu
  // and cpu-streams backends, fp32, one replica, on threads, without offload, recompute or 2bw
  // (vocab_launch.hpp); anything else is refused by name. none: the embedding on the first
  // stage and the head on the last.
  vocab_placement vocab = vocab_placement::none;
};

}  // namespace pipesched::train
