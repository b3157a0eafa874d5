#pragma once
// The launch of a run with vocabulary parallelism on an MPI rank, whatever the backend
// (vocab_launch.hpp): under `mpirun -np p`, rank d drives device d (one replica). It runs
// its device's list as a thread of the threaded launch does (run_vocab_device); what the
// pipeline's tensors travel over and which group the vocabulary passes' collectives use
// differ between backends (cpu: mpi_transport and mpi_collectives; cuda: NCCL links and
// nccl_collectives), every collective combining in device order: the run gives the
// threads' bits.
//
// After the run every rank holds what the threads' single copy holds: each device's shard
// of wte's and lm_head.weight's gradients, wpe's (the first stage's device) and ln_f's (the
// last stage's) are broadcast on the host from the device that made them (broadcasts, not
// sums: every row keeps its maker's bits), so the global norm and AdamW see the same
// vocabulary layers on every rank, as on threads. Losses (algorithm 1: the last stage's
// device; algorithm 2: the devices' loss parts, summed in device order by an all-reduce),
// peaks and the per-stage Σg² are gathered so that every rank returns the threads' numbers.
//
// A rank that fails ends the run (the tool calls mpi::abort): its collective stream may be
// waiting for ranks that will not come, which no abort() can wake as thread_collectives' can.
//
// Backend is vocab_thread_launch.hpp's (inner, device, stage, make, make_parameters) with
//   rank_run   made from (options, layout, copy, host group, device) after the device; its
//              group() is the vocabulary passes' collectives, run(split, d, chunks, device)
//              runs device d's list over the backend's transport.
// Instantiated in vocab_rank_launch.cpp (cpu) and cuda_vocab_launch.cpp (cuda).
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <vector>

#include <pipesched/analysis/validate.hpp>
#include <pipesched/core/placement.hpp>

#include "runtime/gpt/mpi_collectives.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/mpi/mpi_world.hpp"
#include "runtime/train/rank_peaks.hpp"
#include "runtime/train/vocab_device.hpp"
#include "runtime/train/vocab_device_run.hpp"
#include "runtime/train/vocab_launch_common.hpp"

namespace pipesched::train {

template <class Backend>
class vocab_rank_launch final : public vocab_launch_common<Backend> {
  using common = vocab_launch_common<Backend>;
  using common::copy_, common::layers_, common::layout_, common::options_, common::split_;

 public:
  using device = typename Backend::device;
  using stage = typename Backend::stage;
  using rank_run = typename Backend::rank_run;

  vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                    std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : common(options, layout, params, layers), host_(MPI_COMM_WORLD) {
    pipesched::validate(*layout.sched);  // run_threads does this for threads
    if (!mpi::threads_multiple())
      throw std::invalid_argument("vocabulary parallelism (--vocab-parallel) under mpirun needs an MPI with "
                                  "MPI_THREAD_MULTIPLE (its collectives run on a stream thread beside the "
                                  "transport); this MPI gives less");
    Backend::make(copy_, *layout.sched, layout.rank_device, layers, device_, chunks_);
    run_ = std::make_unique<rank_run>(options, layout, copy_, host_, *device_);
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    copy_.begin_iteration(&batch);
    layers_->zero_grad();
    device_->begin_iteration(batch, *layers_, run_->group());
    // On failure nothing is waited for here: the caller ends the run (see the top).
    run_->run(split_, layout_->rank_device, chunks_, *device_);
    copy_.synchronize();
    device_->gather_grads(*layers_);
    share_vocab_grads();
    return gather();
  }

  // Σg² of the stages gathered from every rank (not reduced in MPI's order) and summed in
  // stage order, then the vocabulary layers', the same on every rank: the threads' sum.
  double sum_of_squares(std::vector<double> per_stage) override {
    const schedule& s = *layout_->sched;
    const int p = s.devices(), v = s.chunks();
    if (!options_->all_reduce_sum) {
      std::vector<double> own;
      for (int c = 0; c < v; ++c)
        own.push_back(per_stage[static_cast<std::size_t>(stage_of(s.place, p, layout_->rank_device, c))]);
      const std::vector<double> all = mpi::all_gather(own);  // [rank * chunks + chunk]
      for (int dev = 0; dev < p; ++dev)
        for (int c = 0; c < v; ++c)
          per_stage[static_cast<std::size_t>(stage_of(s.place, p, dev, c))] = all[static_cast<std::size_t>(dev * v + c)];
    }
    double sum = 0;
    for (double x : per_stage) sum += x;
    return sum;
  }

  // This rank's stages report; the others' are their blocks' deltas (stage_deltas, as the
  // trainer filled them in) with the hand-overs' bytes, as their ranks' stages report them.
  void report_deltas(std::vector<memory_deltas>& deltas) const override {
    const schedule& s = *layout_->sched;
    for (int st = 0; st < s.stages(); ++st)
      if (s.device_of_stage(st) != layout_->rank_device)
        deltas[static_cast<std::size_t>(st)] = gpt::vocab_stage_deltas(deltas[static_cast<std::size_t>(st)],
                                                                       options_->model, st == 0, st == s.stages() - 1);
    for (const stage& st : chunks_) deltas[static_cast<std::size_t>(st.stage())] = st.deltas();
  }

 private:
  // Every device's rows of wte's and lm_head.weight's gradients from that device, wpe's
  // from the first stage's and ln_f's from the last stage's (host copies, over MPI).
  void share_vocab_grads() {
    const schedule& s = *layout_->sched;
    const std::size_t C = static_cast<std::size_t>(options_->model.dim);
    gpt::gpt_params<float>& l = *layers_;
    const std::vector<gpt::vocab_range> shards = gpt::vocab_shards(options_->model.vocab, s.devices());
    for (int dev = 0; dev < s.devices(); ++dev) {
      const gpt::vocab_range r = shards[static_cast<std::size_t>(dev)];
      const std::size_t first = static_cast<std::size_t>(r.first) * C, n = static_cast<std::size_t>(r.count) * C;
      host_.broadcast(l.wte.grad.data() + first, n, dev);
      host_.broadcast(l.lm_head_weight.grad.data() + first, n, dev);
    }
    host_.broadcast(l.wpe.grad.data(), l.wpe.grad.size(), s.device_of_stage(0));
    const int last = s.device_of_stage(s.stages() - 1);
    host_.broadcast(l.ln_f_weight.grad.data(), l.ln_f_weight.grad.size(), last);
    host_.broadcast(l.ln_f_bias.grad.data(), l.ln_f_bias.grad.size(), last);
  }

  // The mean loss (each microbatch's as the threads compute it), every rank's peaks in
  // rank order.
  iteration_outcome gather() {
    const int m = options_->microbatches, head = layout_->head_device(), d = layout_->rank_device;
    std::vector<double> losses(static_cast<std::size_t>(m), 0.0);
    if (layout_->sched->vocab == vocab_placement::algorithm_2) {
      for (int j = 0; j < m; ++j) {
        std::vector<float> parts = device_->loss_parts(j);
        host_.all_reduce(parts.data(), parts.size(), gpt::reduce_op::sum);
        losses[static_cast<std::size_t>(j)] = mean_position_loss(parts);
      }
    } else {
      if (d == head) losses = device_->losses();
      const std::vector<double> all = mpi::all_gather(losses);  // [rank * m + j]
      losses.assign(all.begin() + static_cast<std::ptrdiff_t>(head) * m,
                    all.begin() + static_cast<std::ptrdiff_t>(head + 1) * m);
    }
    iteration_outcome out;
    for (double l : losses) out.loss += l;
    out.loss /= m;
    gather_rank_peaks(copy_.memory(), d, out);
    return out;
  }

  gpt::mpi_collectives host_;  // host copies: the gradients shared, the loss parts summed
  std::unique_ptr<rank_run> run_;  // its group outlives the device's collectives thread
  std::unique_ptr<device> device_;
  std::vector<stage> chunks_;      // declared last: destroyed first
};

}  // namespace pipesched::train
