#include "runtime/train/cuda_device_runner.hpp"

#include <algorithm>
#include <utility>

#include "runtime/train/launch.hpp"
#include "runtime/train/cuda_transport_kind.hpp"

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

device_runner<gpt::gpt_cuda_stage>::~device_runner() = default;

bool device_runner<gpt::gpt_cuda_stage>::over_nccl() const {
#ifdef PIPESCHED_HAVE_NCCL
  return links_ != nullptr;
#else
  return false;
#endif
}

}  // namespace pipesched::train
