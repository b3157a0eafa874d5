#include "runtime/train/nccl_replica_reduce.hpp"

#include <cuda_runtime_api.h>
#include <unistd.h>

#include <array>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include <kernels/cuda/check.cuh>

#include "runtime/cuda/nccl_check.hpp"
#include "runtime/cuda/nccl_mpi_ids.hpp"
#include "runtime/mpi/mpi_world.hpp"

namespace pipesched::train {

namespace {

// (host, PCI bus id) of this rank's GPU, as one number every rank can compare.
long long gpu_identity(int gpu) {
  std::array<char, 256> host{};
  (void)gethostname(host.data(), host.size() - 1);
  std::array<char, 64> bus{};
  PIPESCHED_CUDA_CHECK(cudaDeviceGetPCIBusId(bus.data(), static_cast<int>(bus.size()), gpu));
  const std::string key = std::string(host.data()) + "/" + bus.data();
  return static_cast<long long>(std::hash<std::string_view>{}(key) & 0x7fffffffffffffffULL);
}

}  // namespace

nccl_replica_reduce::nccl_replica_reduce(int device, int replica, int devices, int replicas,
                                         std::vector<gpt::cuda_params*> stages, gpt::cuda_backend& backend,
                                         cuda::nccl_links* links)
    : stages_(std::move(stages)), backend_(&backend), links_(links), stream_("all-reduce", backend.gpu()) {
  // Every rank checks every communicator (the same data everywhere: all refuse alike).
  const long long mine = gpu_identity(backend.gpu());
  const std::vector<long long> all = mpi::all_gather(std::span<const long long>(&mine, 1));  // [r·p + d]
  for (int d = 0; d < devices; ++d)
    for (int a = 0; a < replicas; ++a)
      for (int b = a + 1; b < replicas; ++b)
        if (all.at(static_cast<std::size_t>(a * devices + d)) == all.at(static_cast<std::size_t>(b * devices + d)))
          throw std::invalid_argument("replicas " + std::to_string(a) + " and " + std::to_string(b) + " of device " +
                                      std::to_string(d) + " are on one GPU, and NCCL cannot put two ranks of one "
                                      "all-reduce on one GPU (run one rank per GPU, or the replicas in one process)");
  const std::vector<ncclUniqueId> ids = cuda::nccl_ids_from_rank0(static_cast<std::size_t>(devices));  // [d]
  const stream::cuda_device_scope scope(backend.gpu());
  PIPESCHED_NCCL_CHECK(ncclCommInitRank(&comm_, replicas, ids[static_cast<std::size_t>(device)], replica));
  // Connected now, not at the first step's all-reduce (NCCL connects lazily).
  float* one = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocAsync(reinterpret_cast<void**>(&one), sizeof(float), stream_.native()));
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(one, 0, sizeof(float), stream_.native()));
  const ncclResult_t connected = ncclAllReduce(one, one, 1, ncclFloat, ncclSum, comm_, stream_.native());
  (void)cudaFreeAsync(one, stream_.native());
  PIPESCHED_NCCL_CHECK(connected);
  stream_.synchronize();
}

nccl_replica_reduce::~nccl_replica_reduce() {
  if (!comm_) return;
  try {
    stream_.synchronize();
  } catch (...) {  // a destructor reports nothing; the communicator goes either way
  }
  const stream::cuda_device_scope scope(backend_->gpu());
  (void)ncclCommDestroy(comm_);
}

void nccl_replica_reduce::arrived(std::size_t i) {
  gpt::cuda_params& p = *stages_.at(i);
  const stream::cuda_device_scope scope(backend_->gpu());
  stream_.wait(backend_->compute().record());
  if (links_) links_->order_after_links(stream_);  // one NCCL kernel at a time on this GPU
  PIPESCHED_NCCL_CHECK(ncclAllReduce(p.grads(), p.grads(), p.scalars(), ncclFloat, ncclAvg, comm_, stream_.native()));
  if (links_) links_->links_wait_for(stream_.record());
}

void nccl_replica_reduce::join() { backend_->compute().wait(stream_.record()); }

}  // namespace pipesched::train
