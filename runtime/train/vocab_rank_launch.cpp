// The launch of a run with vocabulary parallelism on an MPI rank (vocab_rank_launch.hpp) on
// the cpu backend: the pipeline's tensors over mpi_transport on MPI_COMM_WORLD, the
// collectives over the launch's gpt::mpi_collectives (a duplicate of it), whose reductions
// combine in device order as thread_collectives' do. The cuda backend's is in
// cuda_vocab_launch.cpp.
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/train/vocab_launch.hpp"
#ifdef PIPESCHED_HAVE_MPI

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/mpi/mpi_transport.hpp"
#include "runtime/train/vocab_rank_launch.hpp"
#endif

namespace pipesched::train {

#ifdef PIPESCHED_HAVE_MPI
namespace {

// vocab_rank_launch's Backend on cpu.
struct host_vocab_rank_backend {
  using inner = gpt::gpt_stage;
  using device = vocab_device;
  using stage = vocab_stage<gpt::gpt_stage>;

  static void make(pipeline_copy<inner>& copy, const schedule& s, int d, gpt::gpt_params<float>& layers,
                   std::unique_ptr<device>& dev, std::vector<stage>& chunks) {
    make_vocab_device(copy, s, d, layers, dev, chunks);
  }
  static std::unique_ptr<parameter_backend> make_parameters(pipeline_copy<inner>&, gpt::gpt_params<float>&) {
    return nullptr;
  }

  // The collectives on the launch's host group; the tensors over MPI.
  class rank_run {
   public:
    rank_run(const trainer_options& options, const pipeline_layout& layout, pipeline_copy<inner>&,
             gpt::mpi_collectives& host, device& /*dev*/)
        : options_(&options), layout_(&layout), host_(&host) {}
    gpt::collectives& group() { return *host_; }
    void run(const vocab_split& split, int d, std::vector<stage>& chunks, device& dev) {
      mpi::mpi_transport<gpt::gpt_stage::tensor> t(MPI_COMM_WORLD, layout_->sched->stages(), options_->microbatches);
      run_vocab_device(split.plain, d, chunks, t, dev, split.cuts[static_cast<std::size_t>(d)]);
    }

   private:
    const trainer_options* options_;
    const pipeline_layout* layout_;
    gpt::mpi_collectives* host_;
  };
};

}  // namespace

std::unique_ptr<launch> make_vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers) {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  if (options.backend == backend_kind::cuda) return make_cuda_vocab_rank_launch(options, layout, params, layers);
#endif
  if (options.backend != backend_kind::cpu)
    throw std::invalid_argument(std::string("vocabulary parallelism under mpirun runs on the cpu and cuda backends, "
                                            "not ") +
                                to_string(options.backend));
  return std::make_unique<vocab_rank_launch<host_vocab_rank_backend>>(options, layout, params, layers);
}
#else
std::unique_ptr<launch> make_vocab_rank_launch(const trainer_options&, const pipeline_layout&,
                                               std::vector<gpt::gpt_params<float>>&, gpt::gpt_params<float>&) {
  throw std::logic_error("a launch over MPI ranks needs the MPI backend, which this build lacks");
}
#endif

}  // namespace pipesched::train
