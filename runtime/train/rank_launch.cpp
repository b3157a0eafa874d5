// The launch on an MPI rank (see launch.hpp): under `mpirun -np p·w`, rank g = r·p + d
// drives device d of replica r. The pipeline's tensors go over a communicator of the
// replica's ranks (MPI_Comm_split by replica, so device d is rank d in it and tags stay as
// in a w = 1 run); each local stage's gradients, as doubles, are summed by
// MPI_Iallreduce over a communicator of the ranks that drive device d of every replica
// (MPI_Comm_split by device), started by the executor's observer right after the stage's
// last backward and waited for before the run returns; then divided by w. Losses, peaks
// and the per-stage Σg² are gathered so that every rank returns the threads' numbers.
// The communicators are made at the first run (a collective every rank reaches).
// On cuda the rank drives its device's cuda stages over NCCL links
// (device_runner<gpt_cuda_stage>::run_rank: rank 0 makes the links' NCCL ids, MPI
// broadcasts them, the local rank picks the GPU); with replicas each local stage's device
// gradients are averaged by an ncclAllReduce over the device's replicas' ranks, started
// right after the stage's last backward (nccl_replica_reduce.hpp); losses, peaks and Σg²
// are gathered over MPI as on cpu, and the optimizer steps the device copies (the copy's
// parameter backend) on every rank, which keeps the replicas equal.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/train/launch.hpp"
#ifdef PIPESCHED_HAVE_MPI
#include <type_traits>

#include <pipesched/runtime/executor.hpp>

#include "runtime/mpi/mpi_transport.hpp"
#include "runtime/mpi/mpi_world.hpp"
#include "runtime/train/rank_peaks.hpp"
#if defined(PIPESCHED_HAVE_CUDA_TRAINER) && defined(PIPESCHED_HAVE_NCCL)
#define PIPESCHED_CUDA_RANKS 1
#include <pipesched/core/placement.hpp>

#include "runtime/train/cuda_device_runner.hpp"
#include "runtime/train/cuda_stage_maker.hpp"
#include "runtime/train/nccl_replica_reduce.hpp"
#endif
#endif

namespace pipesched::train {

#ifdef PIPESCHED_HAVE_MPI
namespace {

// The host stages' device run: the MPI transport and, with replicas, MPI_Iallreduce.
template <class Stage>
constexpr bool on_host = std::is_same_v<Stage, gpt::gpt_stage>;

template <class Stage>
class rank_launch final : public launch {
 public:
  rank_launch(const trainer_options& options, const pipeline_layout& layout, std::vector<gpt::gpt_params<float>>& params)
      : options_(&options), layout_(&layout), params_(&params), ptrs_(pointers(params)),
        copy_(options, layout.rank_replica, layout, params) {
    pipesched::validate(*layout.sched);  // run_threads does this for threads
    parameters_ = copy_.make_parameter_backend();
#ifdef PIPESCHED_CUDA_RANKS
    if constexpr (!on_host<Stage>) {
      runner_ = std::make_unique<device_runner<Stage>>(options, layout, layout.rank_replica);
      if (options.replicas > 1) make_replica_reduce();
    }
#endif
  }

  iteration_outcome run(const gpt::gpt_batch& batch) override {
    const int w = options_->replicas, m = options_->microbatches;
    if (w > 1) mine_ = slice(batch, options_->model, layout_->rank_replica * m, m);
    copy_.begin_iteration(w == 1 ? &batch : &mine_);
    try {
      run_device();
    } catch (...) {
      try {
        copy_.synchronize();  // the queued work reads the batch, which dies with the step
      } catch (...) {        // the run's failure is the one to report
      }
      throw;
    }
    copy_.synchronize();
    return gather();
  }

  // The per-stage sums of every rank, gathered (not reduced in MPI's order), so that the
  // sum runs in stage order as one process's does; replica 0's ranks come first (every
  // replica holds the same all-reduced gradients). A caller's all_reduce_sum replaces it.
  double sum_of_squares(std::vector<double> per_stage) override {
    const schedule& sched = *layout_->sched;
    const int p = sched.devices();
    if (!options_->all_reduce_sum) {
      std::vector<double> own;  // this rank's stages, in chunk order
      for (int c = 0; c < sched.chunks(); ++c)
        own.push_back(per_stage[static_cast<std::size_t>(stage_of(sched.place, p, layout_->rank_device, c))]);
      const std::vector<double> all = mpi::all_gather(own);  // [rank * chunks + chunk]
      for (int d = 0; d < p; ++d)
        for (int c = 0; c < sched.chunks(); ++c)
          per_stage[static_cast<std::size_t>(stage_of(sched.place, p, d, c))] =
              all[static_cast<std::size_t>(d * sched.chunks() + c)];
    }
    double sum = 0;
    for (double x : per_stage) sum += x;
    return sum;
  }

  void finish() override { copy_.end_iteration(); }
  void broadcast_parameters() override {}  // every rank resumes its own file; steps keep the replicas equal
  stage_list replica_params(int r) const override {
    if (r != 0) throw std::logic_error("under MPI, the other replicas' parameters are on other ranks");
    return stage_list(ptrs_);
  }
  parameter_backend* parameters() override { return parameters_.get(); }
  device_memory& memory() override {
    if constexpr (std::is_same_v<typename pipeline_copy<Stage>::memory_type, device_memory>)
      return copy_.memory();
    else  // training_schedule refuses 2bw over several iterations on such a backend
      throw std::logic_error("2bw's stages run on the host backends' memory only");
  }
  void report_deltas(std::vector<memory_deltas>& deltas) const override { copy_.report_deltas(deltas); }

 private:
  static std::vector<gpt::gpt_params<float>*> pointers(std::vector<gpt::gpt_params<float>>& params) {
    std::vector<gpt::gpt_params<float>*> out;
    for (auto& prm : params) out.push_back(&prm);
    return out;
  }

  // The device's action list over its transport (see run_host_device and run_rank).
  void run_device() {
    if constexpr (on_host<Stage>) {
      run_host_device();
    } else {  // cuda: NCCL links, and with replicas an ncclAllReduce per stage
#ifdef PIPESCHED_CUDA_RANKS
      const int d = layout_->rank_device;
      if (!replica_reduce_) {
        runner_->run_rank(*layout_->sched, d, copy_.stages()[static_cast<std::size_t>(d)]);
        return;
      }
      runner_->run_rank(*layout_->sched, d, copy_.stages()[static_cast<std::size_t>(d)], [&](const action& a) {
        if (layout_->is_last_backward(a))
          replica_reduce_->arrived(static_cast<std::size_t>(layout_->param_index[static_cast<std::size_t>(a.stage)]));
      });
      replica_reduce_->join();
#endif
    }
  }

#ifdef PIPESCHED_CUDA_RANKS
  // cuda, w > 1: this rank's device copies of its stages, in local stage order, all-reduced
  // with the other replicas' ranks of the same device (nccl_replica_reduce.hpp).
  void make_replica_reduce() {
    const schedule& s = *layout_->sched;
    const int d = layout_->rank_device;
    auto* dev = copy_.device(d);
    std::vector<gpt::cuda_params*> stages;
    for (int st : layout_->local_stages)
      stages.push_back(dev->params.at(static_cast<std::size_t>(chunk_of(s.place, s.devices(), st))).get());
    replica_reduce_ = std::make_unique<nccl_replica_reduce>(d, layout_->rank_replica, s.devices(),
                                                           options_->replicas, std::move(stages), dev->backend,
                                                           runner_->links());
  }
#endif

  // The host stages' device: the MPI transport, with w > 1 the MPI_Iallreduces.
  void run_host_device() {
    const int w = options_->replicas, d = layout_->rank_device;
    if (!made_) {  // collective: every rank is in its first step
      if (w > 1) {
        pipeline_ = mpi::split(MPI_COMM_WORLD, layout_->rank_replica, d);
        replicas_ = mpi::split(MPI_COMM_WORLD, d, layout_->rank_replica);
      }
      buffers_.resize(params_->size());
      for (std::size_t i = 0; i < params_->size(); ++i) buffers_[i].resize((*params_)[i].scalars());
      made_ = true;
    }
    using transport = mpi::mpi_transport<gpt::gpt_stage::tensor>;
    transport t(pipeline_.get() == MPI_COMM_NULL ? MPI_COMM_WORLD : pipeline_.get(), layout_->sched->stages(),
                options_->microbatches);
    runtime::executor<std::vector<gpt::gpt_stage>, transport> ex(*layout_->sched, d,
                                                                  copy_.stages()[static_cast<std::size_t>(d)], t);
    if (w == 1) {
      ex.run();
      return;
    }
    // Right after a stage's last backward: its gradients, as doubles, into an
    // MPI_Iallreduce over device d's ranks; the pipeline's next MPI calls progress it.
    ex.run([&](const action& a) {
      if (!layout_->is_last_backward(a)) return;
      const auto i = static_cast<std::size_t>(layout_->param_index[static_cast<std::size_t>(a.stage)]);
      std::vector<double>& buffer = buffers_[i];
      std::size_t at = 0;
      (*params_)[i].for_each([&](const gpt::parameter<float>& q) {
        for (float g : q.grad) buffer[at++] = static_cast<double>(g);
      });
      requests_.start(buffer, replicas_.get(), "stage " + std::to_string(a.stage) + "'s gradients");
    });
    requests_.wait_all();
    const double n = static_cast<double>(w);
    for (std::size_t i = 0; i < params_->size(); ++i) {
      const std::vector<double>& sum = buffers_[i];
      std::size_t at = 0;
      (*params_)[i].for_each([&](gpt::parameter<float>& q) {
        for (float& g : q.grad) g = static_cast<float>(sum[at++] / n);
      });
    }
  }

  // Every head's per-microbatch losses (ranks r·p + head_device), summed in replica then
  // microbatch order, as the threads sum them; every rank's peaks in rank order (r·p + d).
  iteration_outcome gather() {
    const int w = options_->replicas, m = options_->microbatches, p = layout_->sched->devices();
    const int head = layout_->head_device(), d = layout_->rank_device;
    iteration_outcome out;
    std::vector<double> losses(static_cast<std::size_t>(m), 0.0);
    if (d == head) {
      const std::vector<double>& own = copy_.head_losses(*layout_);
      if (own.size() != losses.size())
        throw std::logic_error("the last stage has " + std::to_string(own.size()) + " losses for " +
                               std::to_string(m) + " microbatches");
      losses = own;
    }
    const std::vector<double> all = mpi::all_gather(losses);  // [rank * m + j]
    for (int rep = 0; rep < w; ++rep)
      for (int j = 0; j < m; ++j) out.loss += all[static_cast<std::size_t>((rep * p + head) * m + j)];
    out.loss /= static_cast<double>(w) * m;
    gather_rank_peaks(copy_.memory(), d, out);
    return out;
  }

  const trainer_options* options_;
  const pipeline_layout* layout_;
  std::vector<gpt::gpt_params<float>>* params_;
  std::vector<gpt::gpt_params<float>*> ptrs_;
  pipeline_copy<Stage> copy_;
  std::unique_ptr<parameter_backend> parameters_;  // over the copy's device (cuda); null: the host
#ifdef PIPESCHED_CUDA_RANKS
  std::unique_ptr<device_runner<Stage>> runner_;   // cuda: this rank's ends of the NCCL links
  std::unique_ptr<nccl_replica_reduce> replica_reduce_;  // cuda, w > 1: the replicas' all-reduce
#endif
  gpt::gpt_batch mine_;                      // this rank's replica's microbatches (w > 1)
  bool made_ = false;                        // the communicators below exist
  mpi::communicator pipeline_;               // w > 1: the replica's ranks (else MPI_COMM_WORLD)
  mpi::communicator replicas_;               // w > 1: the ranks r·p + d for this d, ordered by r
  std::vector<std::vector<double>> buffers_;  // [i]: local stage i's gradients
  mpi::all_reduce_requests requests_;
};

}  // namespace

std::unique_ptr<launch> make_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                         std::vector<gpt::gpt_params<float>>& params) {
  if (options.backend == backend_kind::cuda) {
#ifdef PIPESCHED_CUDA_RANKS
    return std::make_unique<rank_launch<gpt::gpt_cuda_stage>>(options, layout, params);
#else
    throw std::invalid_argument("the cuda backend over MPI ranks needs NCCL in the build (configure with NCCL found, "
                                "or NCCL_ROOT)");
#endif
  }
  return std::make_unique<rank_launch<gpt::gpt_stage>>(options, layout, params);
}
#else
std::unique_ptr<launch> make_rank_launch(const trainer_options&, const pipeline_layout&, std::vector<gpt::gpt_params<float>>&) {
  throw std::logic_error("a launch over MPI ranks needs the MPI backend, which this build lacks");
}
#endif

}  // namespace pipesched::train
