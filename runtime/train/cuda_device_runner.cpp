#include "runtime/train/cuda_device_runner.hpp"

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <utility>

#include "runtime/train/launch.hpp"
#include "runtime/train/cuda_transport_kind.hpp"
#if defined(PIPESCHED_HAVE_NCCL) && defined(PIPESCHED_HAVE_MPI)
#include "runtime/cuda/nccl_mpi_ids.hpp"
#endif

namespace pipesched::train {

namespace {

#ifdef PIPESCHED_HAVE_NCCL
constexpr bool nccl_built = true;

// Every directed pair of devices the schedule sends over, in ascending (from, to) order:
// the order every link is created in.
std::vector<cuda::link> links_of(const schedule& s) {
  std::vector<cuda::link> out;
  for (int d = 0; d < s.devices(); ++d)
    for (const action& a : s.per_device[static_cast<std::size_t>(d)])
      if (is_send(a.kind)) out.push_back({d, a.peer});
  std::sort(out.begin(), out.end(), [](cuda::link a, cuda::link b) {
    return a.from != b.from ? a.from < b.from : a.to < b.to;
  });
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}
#else
constexpr bool nccl_built = false;
#endif

}  // namespace

device_runner<gpt::gpt_cuda_stage>::device_runner(const trainer_options& options, const pipeline_layout& layout,
                                                  int replica) {
  const schedule& s = *layout.sched;
  const int p = s.devices(), gpus = cuda_gpus_used(options);
  if (layout.rank_device >= 0) {  // one rank per device: NCCL links are the only way across
    if (options.transport == cuda_transport::hub)
      throw std::invalid_argument("--transport hub hands tensors over inside one process; cuda ranks under mpirun "
                                  "use NCCL links (transport nccl or auto)");
    make_rank_links(options, layout);
    return;
  }
  if (!uses_nccl_links(options.transport, p * options.replicas, gpus, nccl_built)) return;
#ifdef PIPESCHED_HAVE_NCCL
  std::vector<int> gpu_of;
  for (int d = 0; d < p; ++d) gpu_of.push_back((replica * p + d) % gpus);  // as make_device places them
  cuda::nccl_link_options link_options;
  link_options.deadline = options.watchdog_timeout;
  links_ = std::make_unique<cuda::nccl_links>(std::move(gpu_of), links_of(s), link_options);
  const gpt::gpt_config& c = options.model;
  bytes_ = static_cast<std::size_t>(c.positions()) * static_cast<std::size_t>(c.dim) * sizeof(float);
#else
  (void)replica;
#endif
}

void device_runner<gpt::gpt_cuda_stage>::make_rank_links(const trainer_options& options, const pipeline_layout& layout) {
#if defined(PIPESCHED_HAVE_NCCL) && defined(PIPESCHED_HAVE_MPI)
  const schedule& s = *layout.sched;
  const std::vector<cuda::link> links = links_of(s);
  // One set of links per replica (each replica's pipeline its own communicators):
  // replica r's ids are [r·L, (r+1)·L).
  const std::size_t L = links.size(), r = static_cast<std::size_t>(layout.rank_replica);
  const std::vector<ncclUniqueId> all = cuda::nccl_ids_from_rank0(L * static_cast<std::size_t>(options.replicas));  // collective
  const std::vector<ncclUniqueId> ids(all.begin() + static_cast<std::ptrdiff_t>(r * L),
                                      all.begin() + static_cast<std::ptrdiff_t>((r + 1) * L));
  cuda::nccl_link_options link_options;
  link_options.deadline = options.watchdog_timeout;
  const int d = layout.rank_device, gpu = cuda_gpu_of(layout.rank_replica * s.devices() + d, options);
  stream::make_current(gpu);  // the rank's one cudaSetDevice: it drives this GPU only
  links_ = std::make_unique<cuda::nccl_links>(d, gpu, s.devices(), links, ids, link_options);
  const gpt::gpt_config& c = options.model;
  bytes_ = static_cast<std::size_t>(c.positions()) * static_cast<std::size_t>(c.dim) * sizeof(float);
#else
  (void)options, (void)layout;
  throw std::invalid_argument("the cuda backend over MPI ranks needs NCCL and MPI in the build (configure with "
                              "-DPIPESCHED_MPI=ON and NCCL found)");
#endif
}

device_runner<gpt::gpt_cuda_stage>::~device_runner() = default;

bool device_runner<gpt::gpt_cuda_stage>::over_nccl() const {
#ifdef PIPESCHED_HAVE_NCCL
  return links_ != nullptr;
#else
  return false;
#endif
}

}  // namespace pipesched::train
