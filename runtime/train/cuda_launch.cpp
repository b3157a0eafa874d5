// The launch on threads for the cuda backend (cuda_stage_maker.hpp): thread_launch over
// gpt_cuda_stage (gpt_cuda_bf16_stage with --dtype bf16, its devices over the hub), each pipeline device's backend on GPU (r·p + d) mod gpus. Built into
// pipesched_train when the CUDA stage is (PIPESCHED_HAVE_CUDA_TRAINER).
#include <algorithm>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <kernels/cuda/check.cuh>

#include "runtime/stream/cuda_device_pools.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "runtime/train/cuda_connections.hpp"
#include "runtime/train/cuda_device_runner.hpp"
#include "runtime/train/cuda_stage_maker.hpp"
#include "runtime/train/launch.hpp"
#include "runtime/train/thread_launch.hpp"

namespace pipesched::train {

namespace {

// Device-to-device hand-over between GPUs as peer copies where the GPUs can (without,
// cudaMemcpyDefault still copies, staged through the host). The tensors come from each
// GPU's default memory pool, which peer access does not open: cudaMemPoolSetAccess does.
void enable_peer_access(int gpus) {
  for (int from = 0; from < gpus; ++from)
    for (int to = 0; to < gpus; ++to) {
      int can = 0;
      if (from == to || cudaDeviceCanAccessPeer(&can, from, to) != cudaSuccess || !can) continue;
      const stream::cuda_device_scope scope(from);
      const cudaError_t err = cudaDeviceEnablePeerAccess(to, 0);
      if (err == cudaErrorPeerAccessAlreadyEnabled)
        (void)cudaGetLastError();  // enabled before: not an error for the calls after it
      else
        PIPESCHED_CUDA_CHECK(err);
      stream::open_default_pool(to, from);  // `from` reads what `to` allocates
    }
}

}  // namespace

int cuda_gpus_used(const trainer_options& o) {
  int count = 0;
  if (const cudaError_t err = cudaGetDeviceCount(&count); err != cudaSuccess) {
    (void)cudaGetLastError();
    throw std::invalid_argument(std::string("no CUDA device: ") + cudaGetErrorName(err));
  }
  if (count < 1) throw std::invalid_argument("no CUDA device: cudaErrorNoDevice");
  if (o.gpus > count)
    throw std::invalid_argument(std::to_string(o.gpus) + " GPUs asked for, " + std::to_string(count) +
                                " answer (gpus 0 takes every GPU)");
  return o.gpus > 0 ? o.gpus : count;
}

int cuda_gpu_of(int index, const trainer_options& o) {
  const int gpus = cuda_gpus_used(o);
  if (o.local_devices.empty()) return index % gpus;
  for (const char* name : {"OMPI_COMM_WORLD_LOCAL_RANK", "MPI_LOCALRANKID", "MV2_COMM_WORLD_LOCAL_RANK", "SLURM_LOCALID"})
    if (const char* value = std::getenv(name); value && *value) {
      char* end = nullptr;
      const long rank = std::strtol(value, &end, 10);
      if (*end == '\0' && rank >= 0) return static_cast<int>(rank % gpus);
    }
  return index % gpus;  // one node, ranks in order: the world rank is the local one
}

int prepare_cuda_threads(const trainer_options& options, int devices) {
  const int gpus = cuda_gpus_used(options);  // cudaGetDeviceCount: no context yet
  if (const auto connections = cuda_connections_to_set(devices, gpus, std::getenv("CUDA_DEVICE_MAX_CONNECTIONS")))
    (void)setenv("CUDA_DEVICE_MAX_CONNECTIONS", std::to_string(*connections).c_str(), /*overwrite=*/0);
  if (gpus > 1) enable_peer_access(std::min(gpus, devices));
  return gpus;
}

std::unique_ptr<launch> make_cuda_thread_launch(const trainer_options& options, const pipeline_layout& layout,
                                                std::vector<gpt::gpt_params<float>>& params) {
  (void)prepare_cuda_threads(options, layout.sched->devices() * options.replicas);
  if (options.dtype == storage_dtype::bf16)
    return std::make_unique<thread_launch<gpt::gpt_cuda_bf16_stage>>(options, layout, params);
  return std::make_unique<thread_launch<gpt::gpt_cuda_stage>>(options, layout, params);
}

}  // namespace pipesched::train
