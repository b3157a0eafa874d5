// The launch of a run with vocabulary parallelism on the cuda backend, on threads in one
// process (vocab_launch.hpp's make_cuda_vocab_launch; vocab_thread_launch.hpp with the
// cuda pieces below): the stages of blocks made as any cuda
// run's (pipeline_copy<gpt_cuda_stage>: a cuda_device per pipeline device, device d on GPU
// d mod gpus, so p devices may share one GPU), each device's cuda_vocab_device on its
// backend and its chunks as cuda_vocab_stages, a thread per device running its list
// (run_vocab_device) over the rendezvous hub, and the collectives over one
// gpt::cuda_thread_collectives made over the devices' collectives streams (NCCL refuses one GPU
// as several ranks; this group does not need it), aborted with the hub when a device fails.
//
// Parameters: the stages' weights, gradients and moments stay on the devices (cuda_parameters,
// as a cuda run without vocabulary parallelism); the vocabulary layers (`layers`: wte, wpe,
// ln_f, lm_head.weight whole) stay on the host, where the optimizer steps them: each
// iteration the devices upload their shards and edge layers and hand the gradients back
// (cuda_vocab_device), as the CPU's vocab_device copies them. fp32 only (the bf16 stage has
// no vocabulary stage yet: make_vocab_launch refuses bf16 first).
//
// Under mpirun (make_cuda_vocab_rank_launch): vocab_rank_launch.hpp with the same device and
// stages, a rank per device on a GPU of its own (cuda_vocab_rank_backend below).
#include <memory>
#include <span>
#include <stdexcept>
#include <vector>

#include "runtime/gpt/cuda_thread_collectives.hpp"
#include "runtime/train/cuda_stage_maker.hpp"
#include "runtime/train/cuda_vocab_device.hpp"
#include "runtime/train/cuda_vocab_stage.hpp"
#include "runtime/train/pipeline_copy.hpp"
#include "runtime/train/vocab_launch.hpp"
#include "runtime/train/vocab_thread_launch.hpp"
#if defined(PIPESCHED_HAVE_MPI) && defined(PIPESCHED_HAVE_NCCL)
#define PIPESCHED_CUDA_VOCAB_RANKS 1
#include <string>

#include <mpi.h>

#include "runtime/cuda/nccl_mpi_ids.hpp"
#include "runtime/gpt/nccl_collectives.hpp"
#include "runtime/mpi/mpi_world.hpp"
#include "runtime/train/cuda_device_runner.hpp"
#include "runtime/train/cuda_vocab_refusal.hpp"
#include "runtime/train/nccl_transport.hpp"
#include "runtime/train/vocab_rank_launch.hpp"
#endif

namespace pipesched::train {

namespace {

// The optimizer's parameter_backend of the run: `host_set` (the vocabulary layers) on the
// host, every other stage on the devices.
class split_parameters final : public parameter_backend {
 public:
  split_parameters(std::unique_ptr<parameter_backend> devices, const gpt::gpt_params<float>& host_set)
      : devices_(std::move(devices)), host_set_(&host_set) {}
  double sq_norm(const gpt::gpt_params<float>& stage) override { return of(stage).sq_norm(stage); }
  void clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments, double global_norm,
                     const adamw_config& config, int step) override {
    of(stage).clip_and_step(stage, moments, global_norm, config, step);
  }
  void to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) override {
    of(stage).to_host(stage, moments);
  }
  void to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) override {
    of(stage).to_device(stage, moments);
  }

 private:
  parameter_backend& of(const gpt::gpt_params<float>& stage) {
    return &stage == host_set_ ? host_parameters() : *devices_;
  }
  std::unique_ptr<parameter_backend> devices_;
  const gpt::gpt_params<float>* host_set_;
};

// vocab_thread_launch's Backend on cuda.
struct cuda_vocab_backend {
  using inner = gpt::gpt_cuda_stage;
  using device = cuda_vocab_device;
  using stage = cuda_vocab_stage;
  using group = gpt::cuda_thread_collectives;

  static void make(pipeline_copy<inner>& copy, const schedule& s, int d, gpt::gpt_params<float>& layers,
                   std::unique_ptr<device>& dev, std::vector<stage>& chunks) {
    const auto i = static_cast<std::size_t>(d);
    dev = std::make_unique<device>(layers, d, s.devices(), s.device_of_stage(0), s.device_of_stage(s.stages() - 1),
                                   s.vocab, copy.device(d)->backend);
    chunks.reserve(static_cast<std::size_t>(s.chunks()));
    for (inner& blocks : copy.stages()[i]) chunks.emplace_back(blocks, *dev, layers.config);
  }
  // Over the devices' collectives streams (cuda_vocab_device.hpp: ordered with compute by events).
  static group make_group(pipeline_copy<inner>& /*copy*/, const std::vector<std::unique_ptr<device>>& devices) {
    std::vector<stream::cuda_stream*> streams;
    for (const auto& dev : devices) streams.push_back(&dev->collectives_stream());
    return group(streams);
  }
  static std::unique_ptr<parameter_backend> make_parameters(pipeline_copy<inner>& copy,
                                                            gpt::gpt_params<float>& layers) {
    return std::make_unique<split_parameters>(copy.make_parameter_backend(), layers);
  }
};

#ifdef PIPESCHED_CUDA_VOCAB_RANKS
// vocab_rank_launch's Backend on cuda: this rank's device on its GPU (the copy's, the GPU
// its local rank picks: cuda_gpu_of), the tensors over the NCCL links of a cuda rank
// (device_runner's, made first on every rank), the vocabulary passes' collectives over one
// gpt::nccl_collectives on the device's collectives stream (its id made second).
//
// Why the two NCCL users of a GPU cannot deadlock each other. The links' sends and recvs run
// on streams of their own (one per link end, nccl_transport.hpp), ordered with the compute
// stream by events only: a send waits for its tensor's ready event, the compute stream for a
// recv's. The collectives run on the device's collectives stream (cuda_vocab_device.hpp),
// ordered with compute by events only too, enqueued by its collectives thread in the device's
// list order: every device enqueues the same collectives in the same order, so the one
// communicator never sees two orders, and a collective waiting for its peers holds up that
// stream only, never a pass queued after it on compute that a peer needs first. What is left
// is a collective's kernel and a link's kernel on one GPU at once, started in an order that
// may differ between devices: that is safe exactly as a device's send and recv of two
// different links are in the cuda rank run without vocabulary parallelism (each link its own
// 2-rank communicator), because no kernel of one waits for a kernel of the other on the same
// GPU, and NCCL's kernels take a few blocks each, so they run side by side on streams of their
// own. The GPU check (docs/gpu-runs.md) has to show it on 2+ GPUs.
struct cuda_vocab_rank_backend : cuda_vocab_backend {
  class rank_run {
   public:
    rank_run(const trainer_options& options, const pipeline_layout& layout, pipeline_copy<inner>& copy,
             gpt::mpi_collectives& /*host*/, device& dev)
        : runner_(options, layout, 0),
          group_(layout.rank_device, layout.sched->devices(), copy.device(layout.rank_device)->backend.gpu(),
                 cuda::nccl_ids_from_rank0(1).at(0), dev.collectives_stream().native()) {}
    gpt::collectives& group() { return group_; }
    void run(const vocab_split& split, int d, std::vector<stage>& chunks, device& dev) {
      cuda::nccl_links* links = runner_.links();
      if (!links) throw std::logic_error("a cuda rank runs over NCCL links, and this runner has none");
      try {
        nccl_transport t(*links, d, runner_.tensor_bytes(), dev.backend().free_stream());
        run_vocab_device(split.plain, d, chunks, t, dev, split.cuts[static_cast<std::size_t>(d)]);
      } catch (...) {
        links->abort("device " + std::to_string(d) + " failed");  // its peers stop at once
        throw;
      }
    }

   private:
    device_runner<gpt::gpt_cuda_stage> runner_;  // this rank's ends of the links
    gpt::nccl_collectives group_;
  };
};

// How many ranks share this rank's node (a communicator of the ranks that share memory).
int ranks_on_this_node() {
  MPI_Comm node = MPI_COMM_NULL;
  mpi::check(MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_SHARED, 0, MPI_INFO_NULL, &node),
             "MPI_Comm_split_type");
  int size = 0;
  const int code = MPI_Comm_size(node, &size);
  MPI_Comm_free(&node);
  mpi::check(code, "MPI_Comm_size");
  return size;
}
#endif

}  // namespace

std::unique_ptr<launch> make_cuda_vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                                    std::vector<gpt::gpt_params<float>>& params,
                                                    gpt::gpt_params<float>& layers) {
#ifdef PIPESCHED_CUDA_VOCAB_RANKS
  // Every rank's node size and GPUs, gathered, so that every rank refuses alike before NCCL.
  const double mine[2] = {static_cast<double>(ranks_on_this_node()), static_cast<double>(cuda_gpus_used(options))};
  const std::vector<double> all = mpi::all_gather(std::span<const double>(mine, 2));  // [rank * 2 + f]
  std::vector<int> ranks, gpus;
  for (std::size_t r = 0; r + 1 < all.size(); r += 2) {
    ranks.push_back(static_cast<int>(all[r]));
    gpus.push_back(static_cast<int>(all[r + 1]));
  }
  if (const auto why = cuda_vocab_rank_refusal(ranks, gpus)) throw std::invalid_argument(*why);
  return std::make_unique<vocab_rank_launch<cuda_vocab_rank_backend>>(options, layout, params, layers);
#else
  (void)options, (void)layout, (void)params, (void)layers;
  throw std::invalid_argument("vocabulary parallelism on cuda under mpirun needs NCCL and MPI in the build "
                              "(configure with -DPIPESCHED_MPI=ON and NCCL found)");
#endif
}

std::unique_ptr<launch> make_cuda_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers) {
  if (options.transport == cuda_transport::nccl)
    throw std::invalid_argument("--transport nccl: vocabulary parallelism on cuda hands tensors over the hub on "
                                "threads (use --transport auto or hub)");
  (void)prepare_cuda_threads(options, layout.sched->devices());
  return std::make_unique<vocab_thread_launch<cuda_vocab_backend>>(options, layout, params, layers);
}

}  // namespace pipesched::train
