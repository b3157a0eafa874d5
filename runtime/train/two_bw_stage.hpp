#pragma once
// One GPT stage under PipeDream-2BW (families/two_bw.hpp): a runtime::versioned_stage that
// owns two weight versions of its stage and takes its own AdamW steps inside one executor
// run of K iterations, with the semantics of runtime/stage.hpp's versioned_stage (and of
// the toy in test/runtime/versioned_stage.hpp):
//
//   - microbatch j of the run belongs to iteration t = j / m; its F and its backward run
//     on version W(max(t-1, 0)) (W(-1) = W(0)), on every stage, whatever the order;
//   - the gradients of iteration t are accumulated over its m microbatches (each the
//     gradient of iteration t's mean loss, as a flushed step's);
//   - optimizer_step(t) closes iteration t and produces W(t+1) = AdamW(W(t), g_t), g_t
//     computed at W(t-1), clipped by the GLOBAL norm of g_t over every stage (the same
//     AdamW, clipping and bias correction as the trainer's flushed steps; per-stage moments
//     seeded from the trainer's optimizer and handed back after the run).
//
// The global norm without a flush. Each stage publishes Σg² of iteration t (two_bw_norms)
// at its m-th weight-gradient pass of iteration t. Step t on the last stage comes long
// before stage 0 has finished iteration t (backwards flow from the last stage to the
// first), and waiting there would deadlock under rendezvous sends (stage p-2 sends an F
// of iteration t+1 to the last stage before its last backward of iteration t). So
// optimizer_step(t) only closes the iteration, and the AdamW update that makes W(t+1) runs
// when W(t+1) is first needed: at this stage's first F of iteration t+2 (or, for the last
// two iterations, in finish(), after the run). By then every stage has published its Σg²
// of iteration t, with no waiting: for a stage s' > s, s's last backward of iteration t
// follows s''s (the gradient chain), and s's step t comes before its first F of iteration
// t+2 (validate's invariant 4); for s' < s, s''s step t comes before s''s first F of
// iteration t+2, whose activation s's F of that microbatch receives. A norm that is not
// there is a broken schedule: the stage throws std::logic_error rather than wait. Memory
// stays two versions: between step t and that F the stage holds W(t) and the pending
// update's gradient g_t in the slot that W(t-1) left.
//
// Each iteration's microbatches run on a gpt_stage of their own (made at the iteration's
// first F, bound to its weight version and its batch of m microbatches), all metered by
// the device's meter: the activation bytes and their static bound are 1F1B's. The weight
// versions are not metered (the trainer's meters count activations); the second version
// is in peak_bytes_with_weights(..., weight_versions(family::two_bw)).
//
// Written once over the inner stage type (basic_two_bw_stage<Inner>): gpt_stage (the cpu
// backend; two_bw_stage) or gpt_stream_stage (cpu-streams; two_bw_stream_stage), whose
// passes return once their work is enqueued on the device's compute stream. What differs
// is two_bw_device<Inner>: what the device's inner stages share (the meter, or the
// device's cpu_stream_backend) and join(), the host's wait for the device's queued work.
// The stage joins at the m-th weight-gradient pass of each iteration, before it reads the
// gradients (Σg²) and the losses: by then every op of the iteration on this stage has been
// enqueued (its microbatches are done in host order), so after the join the host alone
// touches the iteration's gradients and the weight version it ran on -- optimizer_step's
// swap and the update that overwrites that version come later in host order, and the
// work enqueued afterwards reads the new values (a pass captures the host pointers when
// it is enqueued). The join is the backend's synchronize() (all three streams, rethrowing
// a failed op): one host wait per stage and iteration, not per microbatch.
#include <array>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/gpt_stream_stage.hpp"
#include "runtime/train/optimizer.hpp"

namespace pipesched::train {

// Σg² of every stage for every iteration of one run, written by the device threads.
class two_bw_norms {
 public:
  two_bw_norms(int stages, int iterations);
  // Stage s's Σg² of iteration t (once).
  void publish(int iteration, int stage, double sum_of_squares);
  // sqrt(Σ over stages in stage order), once every stage has published iteration t.
  std::optional<double> norm(int iteration) const;
  int iterations() const { return iterations_; }

 private:
  mutable std::mutex mutex_;
  int stages_, iterations_;
  std::vector<double> sq_;    // [t * stages + s]
  std::vector<char> known_;   // [t * stages + s]
};

// What the inner stages of one device share, how one is made, and the host's join.
template <class Inner>
struct two_bw_device;

// The cpu backend: each inner stage runs on its own backend over the device's meter; a
// pass has run when it returns, so there is nothing to join.
template <>
struct two_bw_device<gpt::gpt_stage> {
  using type = runtime::activation_meter;
  static std::unique_ptr<gpt::gpt_stage> make(const gpt::gpt_config& c, int s, int S, gpt::gpt_params<float>& w,
                                              const gpt::gpt_batch* batch, type& meter) {
    return std::make_unique<gpt::gpt_stage>(c, s, S, w, batch, meter);
  }
  static void join(type& /*meter*/) {}
  static void drain(type& /*meter*/) {}
};

// cpu-streams: the device's backend (streams and pool on the device's meter), shared by
// its inner stages; join waits for its streams. skip_join is a test-only switch: the join
// is left out, so that a test shows chaos catching it.
struct two_bw_stream_device {
  gpt::cpu_stream_backend backend;
  bool skip_join = false;
  two_bw_stream_device(runtime::activation_meter& meter, const gpt::stream_backend_options& options, int device,
                       bool skip)
      : backend(meter, options, device), skip_join(skip) {}
};
template <>
struct two_bw_device<gpt::gpt_stream_stage> {
  using type = two_bw_stream_device;
  static std::unique_ptr<gpt::gpt_stream_stage> make(const gpt::gpt_config& c, int s, int S,
                                                     gpt::gpt_params<float>& w, const gpt::gpt_batch* batch,
                                                     type& device) {
    return std::make_unique<gpt::gpt_stream_stage>(c, s, S, w, batch, device.backend);
  }
  static void join(type& device) {
    if (!device.skip_join) device.backend.synchronize();
  }
  // After the run, before the device goes: its queued work has run (a failed op rethrown).
  static void drain(type& device) { device.backend.synchronize(); }
};

template <class Inner>
class basic_two_bw_stage {
 public:
  using tensor = typename Inner::tensor;
  using device_type = typename two_bw_device<Inner>::type;

  // Stage `stage` of `stages` with initial weights `w0` (both versions start as W(0)),
  // AdamW moments and step count taken from `trainer_optimizer` (which holds every
  // parameter of this stage by name), the run's K batches of m microbatches each (must
  // outlive the stage), the run's shared norms and the device (two_bw_device; the cpu
  // backend's is the device's meter), which must outlive the stage.
  basic_two_bw_stage(const gpt::gpt_config& config, int stage, int stages, const gpt::gpt_params<float>& w0,
                     const adamw_optimizer& trainer_optimizer, const std::vector<gpt::gpt_batch>& batches,
                     two_bw_norms& norms, device_type& device);
  ~basic_two_bw_stage();
  basic_two_bw_stage(basic_two_bw_stage&&) noexcept;
  basic_two_bw_stage& operator=(basic_two_bw_stage&&) noexcept;

  // runtime::stage: microbatch j counts over the whole run (iteration j / m).
  tensor forward(int microbatch, const tensor& x);
  tensor backward_input(int microbatch, const tensor& dy);
  void backward_weight(int microbatch);
  memory_deltas deltas() const { return deltas_; }
  // runtime::recomputing_stage: the inner stage's (gpt_stage.hpp), on the weight version
  // the microbatch's iteration runs on, as forward.
  tensor forward_checkpointed(int microbatch, const tensor& x);
  void recompute(int microbatch);

  // runtime::versioned_stage (see the top of this file): in order of t, after every
  // backward of iteration t. Throws std::logic_error when out of order.
  void optimizer_step(int iteration);

  // After the run and the caller's optimizer_step(K-1): applies the updates still pending,
  // so that weights() is W(K). Needs every stage's norms (throws std::logic_error).
  void finish();

  // The newest version made (W(K) after finish()).
  const gpt::gpt_params<float>& weights() const;
  // The stage's AdamW (moments and step count after the updates applied so far).
  const adamw_optimizer& optimizer() const { return optimizer_; }
  // Mean loss of each microbatch of iteration t (last stage; empty elsewhere, or before
  // iteration t's backwards are done).
  const std::vector<double>& losses(int iteration) const;
  // The version each forward ran on, in the order the forwards ran.
  const std::vector<int>& versions_used() const { return used_; }
  int iterations() const { return static_cast<int>(batches_->size()); }
  int stage() const { return stage_; }

 private:
  int iteration_of(int microbatch) const;
  Inner& inner(int microbatch, const char* pass);
  Inner& forward_inner(int microbatch);  // an F's: makes the iteration's stage at its first F
  void apply_update(int t);  // W(t+1) = AdamW(W(t), g_t)

  gpt::gpt_config config_;
  int stage_, stages_, m_;
  const std::vector<gpt::gpt_batch>* batches_;
  two_bw_norms* norms_;
  device_type* device_;
  memory_deltas deltas_;
  // slots_[v % 2] holds version W(v); its grads accumulate the iteration running on it
  // (iteration v + 1, and iteration 0 too on slot 0), and from step t to update t the
  // gradient g_t sits in slot (t + 1) % 2, whose values update t overwrites with W(t+1).
  std::array<std::unique_ptr<gpt::gpt_params<float>>, 2> slots_;
  adamw_optimizer optimizer_;
  // inner_[t % 2]: iteration t's gpt_stage (iteration inner_iteration_[t % 2]).
  std::array<std::unique_ptr<Inner>, 2> inner_;
  std::array<int, 2> inner_iteration_{-1, -1};
  std::vector<int> done_;      // [t]: weight-gradient passes of iteration t
  std::vector<std::vector<double>> losses_;  // [t]
  int stepped_ = 0;            // optimizer_step(t) called for t < stepped_
  int applied_ = 0;            // updates t < applied_ applied: W(applied_) is the newest made
  std::vector<int> used_;
};

// The cpu backend's (today's) and cpu-streams' (two_bw_stage.cpp instantiates both).
using two_bw_stage = basic_two_bw_stage<gpt::gpt_stage>;
using two_bw_stream_stage = basic_two_bw_stage<gpt::gpt_stream_stage>;
extern template class basic_two_bw_stage<gpt::gpt_stage>;
extern template class basic_two_bw_stage<gpt::gpt_stream_stage>;

static_assert(runtime::versioned_stage<two_bw_stage>);
static_assert(runtime::versioned_stage<two_bw_stream_stage>);
static_assert(runtime::recomputing_stage<two_bw_stage>);
static_assert(runtime::recomputing_stage<two_bw_stream_stage>);

}  // namespace pipesched::train
