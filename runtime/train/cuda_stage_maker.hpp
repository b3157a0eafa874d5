#pragma once
// How a pipeline copy makes the CUDA stage (gpt_cuda_stage, backend cuda; gpt_cuda_bf16_stage
// with --dtype bf16, the same over bf16 storage, whose device copies carry a bf16 working
// copy of the weights that the stage refreshes at set_batch): each pipeline
// device of the copy gets a cuda_device -- its own cuda_backend (compute, D2H and H2D
// streams, a cuda_pool on the device's meter, on GPU `index mod gpus`) and the device
// copies (cuda_params) of its stages' parameters, bound to that backend. Several devices
// on one GPU is single-GPU mode: each keeps its own streams and pool (so its own meter and
// high water). The stages' tensors cross devices through the executor's rendezvous hub as
// {device memory, ready event}; the receiver's compute stream waits for the event and
// copies with cudaMemcpyDefault (cuda_backend::read_tensor), which is a peer copy when
// the sender is on another GPU (cuda_launch.cpp enables peer access where it can).
// Device threads are run_threads' own: each backend call makes its GPU current
// (stream::cuda_device_scope, which does not restore the previous device), so a device
// thread sets its GPU once, at its first call, and never touches another GPU's context.
// The device's host pool allocates its pinned blocks in that GPU's context too.
//
// The weights, gradients and AdamW moments live on the devices: the device copies are
// uploaded once (when made) and the optimizer runs there (cuda_parameters.hpp, the
// optimizer's parameter_backend over every device's copies and norm workspace): each
// iteration only zeroes the device gradients on the compute stream, and synchronize()
// waits for the streams without downloading anything. The host parameters are a mirror,
// brought up to date for --check and checkpoints (adamw_optimizer::to_host) and pushed to
// the devices on resume (to_device). Losses are read out as the cpu backend reads them
// (cuda_backend::mean_loss).
//
// NCCL links as the transport and one MPI rank per device: cuda_device_runner.hpp.
// Replicas in one process: their gradient all-reduce on the GPUs (cuda_replica_reduce.hpp,
// make_replica_reduce below); under mpirun, an ncclAllReduce per stage
// (nccl_replica_reduce.hpp). Not built yet: 2bw over several iterations on cuda, and bf16
// with replicas (training_schedule refuses them in one line).
#include <cstddef>
#include <functional>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <utility>
#include <vector>

#include <pipesched/core/placement.hpp>

#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/gpt/gpt_stage_cuda.hpp"
#include "runtime/train/cuda_parameters.hpp"
#include "runtime/train/cuda_replica_reduce.hpp"
#include "runtime/train/launch.hpp"
#include "runtime/train/pipeline_copy.hpp"

namespace pipesched::train {

// One pipeline device on a GPU: what its stages share.
template <class Backend>
struct basic_cuda_device {
  std::vector<std::unique_ptr<gpt::cuda_params>> params;  // its stages'; outlive the backend's work
  cuda_norm_workspace norm_workspace;                     // the optimizer's global norm
  Backend backend;                                        // declared last: waits for its work first

  basic_cuda_device(runtime::activation_meter& meter, int gpu, int index,
                    gpt::kernel_mode kernels = gpt::kernel_mode::automatic)
      : norm_workspace(gpu), backend(meter, gpu, {.poison = false, .kernels = kernels}, index) {}
  // Every stage's device gradients zeroed, enqueued on the compute stream.
  void zero_grads() {
    for (auto& p : params) p->zero_grad(backend.compute());
  }
};

using cuda_device = basic_cuda_device<gpt::cuda_backend>;

// The stage maker of both CUDA stages (fp32 and bf16 storage): stage_maker's specializations
// below.
template <class Stage>
struct cuda_stage_maker {
  using backend = typename Stage::backend_type;
  using device = basic_cuda_device<backend>;
  static constexpr bool bf16 = !std::is_same_v<typename Stage::element, float>;
  using host_pool = typename Stage::host_pool;  // pinned (stream::cuda_host_pool)

  static std::unique_ptr<device> make_device(int index, runtime::activation_meter& meter, const trainer_options& o) {
    return std::make_unique<device>(meter, cuda_gpu_of(index, o), index, o.kernels);  // round-robin, or the local rank's
  }
  static Stage make(const gpt::gpt_config& c, int s, int S, gpt::gpt_params<float>& params,
                    runtime::activation_meter& /*meter: the backend's*/, host_pool& host, device* shared) {
    const auto working = bf16 ? gpt::cuda_params::working_copy::bf16 : gpt::cuda_params::working_copy::none;
    shared->params.push_back(std::make_unique<gpt::cuda_params>(params, shared->backend.gpu(), working));
    shared->backend.bind(*shared->params.back());
    if constexpr (std::is_same_v<host_pool, stream::cuda_host_pool>) host.set_gpu(shared->backend.gpu());
    return Stage(c, s, S, params, nullptr, shared->backend, &host);
  }
  static void begin_iteration(device* shared) {
    if (shared) {
      shared->zero_grads();
      shared->backend.pool().reset_high_water();
    }
  }
  static void synchronize(device* shared) {
    if (shared) shared->backend.synchronize();
  }
  // The optimizer's backend: the devices' copies of their stages' parameters.
  static std::unique_ptr<parameter_backend> make_parameter_backend(const std::vector<std::unique_ptr<device>>& devices) {
    auto backend = std::make_unique<cuda_parameters>();
    for (const auto& d : devices)
      if (d)
        for (auto& p : d->params) backend->add(*p, d->backend, d->norm_workspace);
    return backend;
  }
  static long long allocator_peak(device* shared) {
    return shared ? static_cast<long long>(shared->backend.pool().high_water()) : -1;
  }
  // --trace times the compute stream's events (stream_timeline.hpp).
  static backend* trace_backend(device* shared) { return shared ? &shared->backend : nullptr; }
  // The replicas' all-reduce runs on the GPUs (replica_reduce below), ordered by events:
  // no host wait on a device.
  static std::function<void()> ready(device* /*shared*/) { return {}; }
  // thread_launch's hook for w > 1 replicas: each local stage's device copy and backend in
  // every replica (devices[r][d]: replica r's device d, as pipeline_copy::device gives them).
  using replica_reduce = cuda_replica_reduce;
  static std::unique_ptr<cuda_replica_reduce> make_replica_reduce(const std::vector<std::vector<device*>>& devices,
                                                                  const pipeline_layout& layout) {
    if constexpr (bf16) {  // cuda_replica_reduce joins fp32 backends (training_schedule refuses it first)
      (void)devices, (void)layout;
      throw std::invalid_argument("replicas with bf16 storage on cuda are not built yet (use --dtype fp32)");
    } else {
      const schedule& s = *layout.sched;
      std::vector<std::vector<cuda_replica_reduce::member>> stages;
      for (int st : layout.local_stages) {
        const int d = s.device_of_stage(st);
        const auto c = static_cast<std::size_t>(chunk_of(s.place, s.devices(), st));
        auto& members = stages.emplace_back();
        for (const auto& copy : devices) {
          device* dev = copy[static_cast<std::size_t>(d)];
          members.push_back({dev->params.at(c).get(), &dev->backend});
        }
      }
      return std::make_unique<cuda_replica_reduce>(std::move(stages));
    }
  }
};

template <>
struct stage_maker<gpt::gpt_cuda_stage> : cuda_stage_maker<gpt::gpt_cuda_stage> {};
template <>
struct stage_maker<gpt::gpt_cuda_bf16_stage> : cuda_stage_maker<gpt::gpt_cuda_bf16_stage> {};

}  // namespace pipesched::train
