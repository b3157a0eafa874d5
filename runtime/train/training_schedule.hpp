#pragma once
// The trainer's options checked and turned into what every part of a run shares: the
// schedule (with its offload actions), the model cut into its stages, and where each
// stage lives in this process (pipeline_layout).
#include <cstddef>
#include <vector>

#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/train/trainer_options.hpp"

namespace pipesched::train {

// The options with the partition moved into the model config (see trainer_options).
trainer_options with_partition(trainer_options o);

// Checks the options (one-line std::invalid_argument or schedule_error) and builds the
// schedule the run executes: make_schedule, apply_recompute, then apply_offload.
schedule make_training_schedule(const trainer_options& o);

// `s` without its offload and reload actions: the schedule before apply_offload.
schedule without_offload(schedule s);

// `s` without its recompute actions: the same order and offloads with every F keeping
// its whole activation (what recompute saves is the bound of `s` against this one's).
schedule without_recompute(schedule s);

// How many actions of `kind` the schedule has, over every device.
long long count_actions(const schedule& s, action_kind kind);

// The one device this process drives under MPI (its rank: r·p + d, device d of replica r),
// or -1 for all of them (threads). Throws std::invalid_argument for any other subset.
int rank_device_of(const trainer_options& o);

// Parameter elements of the stage with `layers` (as gpt_params::scalars() counts them).
std::size_t scalars_of(const gpt::gpt_config& c, const gpt::stage_layers& l);

// Where the stages of one pipeline copy live in this process: every stage on threads,
// one device's stages under MPI.
struct pipeline_layout {
  const schedule* sched = nullptr;
  int rank_device = -1;           // under MPI, the device this rank drives (g mod p); -1: all
  int rank_replica = 0;           // under MPI, this rank's replica (g / p); 0 on threads
  std::vector<int> local_stages;  // the stages whose parameters this process holds, ascending
  std::vector<int> param_index;   // [stage]: its index in local_stages, -1: another rank's
  std::vector<action> last_backward;  // [stage]: its last W or BW in its device's list

  pipeline_layout(const schedule& s, int rank_device_or_all);
  // `a` is its stage's last W/BW of the iteration: the stage's gradients are then complete.
  bool is_last_backward(const action& a) const;
  bool drives(int device) const { return rank_device < 0 || device == rank_device; }
  int head_device() const;        // the device of the last stage (it holds the losses)
  std::size_t head_chunk() const;
};

}  // namespace pipesched::train
