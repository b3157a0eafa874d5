#pragma once
// One device's part of vocabulary parallelism in a training run on threads (cpu and cpu-streams,
// fp32; include/pipesched/core/vocab.hpp says what each action is): its shard of wte and
// lm_head.weight, the output layer's S and T and the embedding's E and EW on it, and its
// end of the collectives, each run when the device's action list reaches it; and the
// hand-overs with the stages the device holds (vocab_stage.hpp): the summed embedding rows
// the first stage reads, the X after ln_f the last stage hands out, the dX it takes back,
// the first stage's input gradient EW reads.
//
// Collectives run on a stream of the device's own (a runtime::copy_stream thread), as the
// schedule assumes: posting one does not hold up the device; the pass that needs its
// result (core/vocab.hpp's awaited_collective: S, T, EW, and through the hand-overs the
// first stage's F and the last stage's B) waits for it. Every device posts the same
// collectives in the same order, so each device's stream meets them in that order.
//
// Algorithm 1: S keeps the logits shard and its statistics (vocab_passes.hpp), the
// statistics are all-reduced, T computes this shard's loss part, dX part and weight
// gradient, and allreduce_grad sums the dX parts and the loss parts (each position's loss
// is on exactly one device, zeros elsewhere, so the sum is that loss to the bit).
// Algorithm 2: S also computes the shard's input-gradient parts under its local
// statistics (forward_with_input_parts); allreduce_grad makes the statistics global and
// sums the corrected parts into dX (all_reduce_input_grad); T computes the loss part and
// the weight gradient; the launch sums the loss parts after the run, per position in
// device order as algorithm 1's collective does.
//
// The shard's values are copied from the whole tensors (the trainer's vocabulary layers,
// which the optimizer steps and checkpoints hold) at each iteration's start and its
// gradients written back into their rows after the run: each row lives in one shard, so
// AdamW, which works element by element, and the global norm see each row once.
#include <functional>
#include <map>
#include <utility>
#include <vector>

#include <pipesched/core/vocab.hpp>
#include <pipesched/runtime/copy_stream.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/collectives.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/vocab_passes.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/train/vocab_flights.hpp"

namespace pipesched::train {

// The mean over a microbatch's positions of their losses, summed in double as the
// unsharded stage's mean_loss sums them.
double mean_position_loss(const std::vector<float>& per_position);
// Algorithm 2's microbatch loss from every device's per-position loss parts ([device]):
// summed per position in device order (as algorithm 1's collective sums them: each
// position's loss is on one device), then mean_position_loss.
double mean_of_loss_parts(const std::vector<std::vector<float>>& parts);

class vocab_device {
 public:
  // Device `device` of `devices` (its shard: gpt::vocab_shard), cut from `layers` (the
  // vocabulary layers: wte and lm_head.weight whole); `first_device` and `last_device` hold
  // the first and the last stage. S's bytes go on `meter` (the device's), which must
  // outlive this; `settle` runs before S and T touch it (on cpu-streams: joins the
  // device's streams, whose allocations count on it too; empty: nothing).
  vocab_device(const gpt::gpt_params<float>& layers, int device, int devices, int first_device, int last_device,
               vocab_placement placement, runtime::activation_meter& meter, std::function<void()> settle = {});
  vocab_device(const vocab_device&) = delete;
  vocab_device& operator=(const vocab_device&) = delete;

  // Before an iteration: the batch and the device's end of the collectives (both outlive
  // the iteration), the shard's values from `layers` (the vocabulary layers: wte and
  // lm_head.weight whole), gradients zeroed, nothing left from an earlier (failed) run.
  void begin_iteration(const gpt::gpt_batch& batch, const gpt::gpt_params<float>& layers, gpt::collectives& group);
  // At the end of the device's list: waits for every collective still in flight (those
  // whose result nobody here reads). Throws what one of them threw.
  void finish();
  // After a failed run: waits for the collectives in flight (the group is aborted, so they
  // end) and forgets them, before anything they name goes away.
  void abandon() noexcept;
  // After the run: the shard's gradients into their rows of `layers`.
  void gather_grads(gpt::gpt_params<float>& layers) const;

  // Runs a vocabulary pass or collective of this device's list. Throws std::logic_error
  // when its input is not there (an order the validator would refuse).
  void run(const action& a);

  // The hand-overs, on this device's thread.
  std::vector<float> take_embedding(int microbatch);                 // first stage's F
  void put_output(int microbatch, std::vector<float> x);             // last stage's F: X after ln_f
  std::vector<float> take_output_grad(int microbatch);               // last stage's B: dX
  void put_embedding_grad(int microbatch, std::vector<float> dx);    // first stage's B

  // Algorithm 1, on the last stage's device: the mean loss of each microbatch, once its
  // allreduce_grad ran.
  const std::vector<double>& losses() const { return losses_; }
  // Algorithm 2 (its collective carries no loss): this shard's per-position loss parts of
  // each microbatch, after its T (the launch sums them over the devices).
  const std::map<int, std::vector<float>>& loss_parts() const { return loss_parts_; }
  std::vector<float> loss_parts(int microbatch) const { return loss_parts_.at(microbatch); }
  const gpt::vocab_range& range() const { return shard_.range; }

 private:
  using in_flight = vocab_flights<std::vector<float>>::in_flight;

  std::vector<float> take(std::map<int, std::vector<float>>& box, int microbatch, const char* what) {
    return take_handed(box, device_, microbatch, what);
  }
  void post(const action& a);
  // Waits for collective `kind` of `microbatch` and returns its buffers (allreduce_grad on
  // the last stage's device also sets the microbatch's loss (algorithm 1) and keeps dX for
  // the last stage's B).
  in_flight complete(action_kind kind, int microbatch);
  // allreduce_grad of `microbatch` done (waited for here, unless it was already).
  void grad_reduced(int microbatch);

  gpt::gpt_config config_;
  int device_, first_device_, last_device_;
  vocab_placement placement_;
  gpt::collectives* group_ = nullptr;
  runtime::activation_meter* meter_;
  std::function<void()> settle_;
  gpt::vocab_shard_params<float> shard_;
  gpt::vocab_output_shard<float> output_;
  const gpt::gpt_batch* batch_ = nullptr;
  // By microbatch, from the pass or collective that makes them to the one that uses them.
  std::map<int, std::vector<float>> embedding_;       // E's rows, then (root) their sum
  std::map<int, std::vector<float>> output_x_;        // X: put by the last stage, broadcast, read by S
  std::map<int, gpt::softmax_stats<float>*> stats_;   // S's (kept by output_) until T
  std::map<int, std::vector<float>> output_grad_;     // T's dX part, then (all-reduced) dX
  std::map<int, std::vector<float>> loss_parts_;      // T's per-position losses
  std::map<int, std::pair<std::vector<float>, std::vector<float>>> input_parts_;  // algorithm 2's S: a, b
  std::map<int, std::vector<float>> grad_ready_;      // dX, all-reduced, for the last stage's B
  std::map<int, std::vector<float>> embedding_grad_;  // the first stage's input gradient, for EW
  std::vector<double> losses_;
  vocab_flights<std::vector<float>> flights_;  // declared last: its thread ends before the buffers go
};

}  // namespace pipesched::train
