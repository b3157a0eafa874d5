// The launch of a run with vocabulary parallelism on an MPI rank (see vocab_launch.hpp):
// under `mpirun -np p`, rank d drives device d (one replica; the cpu backend, as every
// run over ranks). It runs its device's list as a thread of the threaded launch does
// (run_vocab_device), with the pipeline's tensors over mpi_transport on MPI_COMM_WORLD and
// the collectives over gpt::mpi_collectives (a duplicate of it), whose reductions combine
// in device order as thread_collectives' do: the run gives the threads' bits.
//
// After the run every rank holds what the threads' single copy holds: each device's shard
// of wte's and lm_head.weight's gradients, wpe's (the first stage's device) and ln_f's (the
// last stage's) are broadcast from the device that made them (broadcasts, not sums: every
// row keeps its maker's bits), so the global norm and AdamW see the same vocabulary layers
// on every rank, as on threads. Losses (algorithm 1: the last stage's device; algorithm 2:
// the devices' loss parts, summed in device order by an all-reduce), peaks and the
// per-stage Σg² are gathered so that every rank returns the threads' numbers.
//
// A rank that fails ends the run (the tool calls mpi::abort): its collective stream may be
// waiting in MPI for ranks that will not come, which no abort() can wake as
// thread_collectives' can.
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/train/vocab_launch.hpp"
#ifdef PIPESCHED_HAVE_MPI

#include <pipesched/analysis/validate.hpp>
#include <pipesched/core/placement.hpp>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/mpi_collectives.hpp"
#include "runtime/gpt/vocab_shard.hpp"
#include "runtime/mpi/mpi_transport.hpp"
#include "runtime/mpi/mpi_world.hpp"
#include "runtime/train/rank_peaks.hpp"
#include "runtime/train/vocab_device_run.hpp"
#endif

namespace pipesched::train {

#ifdef PIPESCHED_HAVE_MPI
namespace {

class vocab_rank_launch final : public launch {
 public:
  using stage = vocab_stage<gpt::gpt_stage>;
  using transport = mpi::mpi_transport<gpt::gpt_stage::tensor>;

  vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                    std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers)
      : options_(&options), layout_(&layout), layers_(&layers), split_(split_vocab_actions(*layout.sched)),
        copy_(options, 0, layout, params), group_(MPI_COMM_WORLD) {
    pipesched::validate(*layout.sched);  // run_threads does this for threads
    if (!mpi::threads_multiple())
      throw std::invalid_argument("vocabulary parallelism (--vocab-parallel) under mpirun needs an MPI with "
                                  "MPI_THREAD_MULTIPLE (its collectives run on a stream thread beside the "
                                  "transport); this MPI gives less");
    for (auto& prm : params) ptrs_.push_back(&prm);
    make_vocab_device(copy_, *layout.sched, layout.rank_device, layers, device_, chunks_);
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const schedule& s = *layout_->sched;
    const int d = layout_->rank_device;
    copy_.begin_iteration(&batch);
    layers_->zero_grad();
    device_->begin_iteration(batch, *layers_, group_);
    {
      transport t(MPI_COMM_WORLD, s.stages(), options_->microbatches);
      // On failure nothing is waited for here: the caller ends the run (see the top).
      run_vocab_device(split_.plain, d, chunks_, t, *device_, split_.cuts[static_cast<std::size_t>(d)]);
    }
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

  void finish() override { copy_.end_iteration(); }
  void broadcast_parameters() override {}  // one replica: every rank resumes its own file
  stage_list replica_params(int) const override { return stage_list(ptrs_); }
  device_memory& memory() override { return copy_.memory(); }
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
  // from the first stage's and ln_f's from the last stage's.
  void share_vocab_grads() {
    const schedule& s = *layout_->sched;
    const std::size_t C = static_cast<std::size_t>(options_->model.dim);
    gpt::gpt_params<float>& l = *layers_;
    const std::vector<gpt::vocab_range> shards = gpt::vocab_shards(options_->model.vocab, s.devices());
    for (int dev = 0; dev < s.devices(); ++dev) {
      const gpt::vocab_range r = shards[static_cast<std::size_t>(dev)];
      const std::size_t first = static_cast<std::size_t>(r.first) * C, n = static_cast<std::size_t>(r.count) * C;
      group_.broadcast(l.wte.grad.data() + first, n, dev);
      group_.broadcast(l.lm_head_weight.grad.data() + first, n, dev);
    }
    group_.broadcast(l.wpe.grad.data(), l.wpe.grad.size(), s.device_of_stage(0));
    const int last = s.device_of_stage(s.stages() - 1);
    group_.broadcast(l.ln_f_weight.grad.data(), l.ln_f_weight.grad.size(), last);
    group_.broadcast(l.ln_f_bias.grad.data(), l.ln_f_bias.grad.size(), last);
  }

  // The mean loss (each microbatch's as the threads compute it), every rank's peaks in
  // rank order.
  iteration_outcome gather() {
    const int m = options_->microbatches, head = layout_->head_device(), d = layout_->rank_device;
    std::vector<double> losses(static_cast<std::size_t>(m), 0.0);
    if (layout_->sched->vocab == vocab_placement::algorithm_2) {
      for (int j = 0; j < m; ++j) {
        std::vector<float> parts = device_->loss_parts().at(j);
        group_.all_reduce(parts.data(), parts.size(), gpt::reduce_op::sum);
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

  const trainer_options* options_;
  const pipeline_layout* layout_;
  gpt::gpt_params<float>* layers_;
  std::vector<gpt::gpt_params<float>*> ptrs_;
  vocab_split split_;
  pipeline_copy<gpt::gpt_stage> copy_;  // this rank's stages of blocks, its meter
  gpt::mpi_collectives group_;
  std::unique_ptr<vocab_device> device_;
  std::vector<stage> chunks_;  // declared last: destroyed first
};

}  // namespace

std::unique_ptr<launch> make_vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers) {
  if (options.backend != backend_kind::cpu)
    throw std::invalid_argument(std::string("vocabulary parallelism under mpirun runs on the cpu backend, not ") +
                                to_string(options.backend));
  return std::make_unique<vocab_rank_launch>(options, layout, params, layers);
}
#else
std::unique_ptr<launch> make_vocab_rank_launch(const trainer_options&, const pipeline_layout&,
                                               std::vector<gpt::gpt_params<float>>&, gpt::gpt_params<float>&) {
  throw std::logic_error("a launch over MPI ranks needs the MPI backend, which this build lacks");
}
#endif

}  // namespace pipesched::train
