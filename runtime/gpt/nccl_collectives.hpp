#pragma once
// gpt::collectives on GPUs (vocabulary parallelism with the cuda backend): one NCCL
// communicator for the group, rank d = pipeline device d, each device on a GPU of its own.
// The data pointers are device pointers on the device's GPU.
//
// Same bits as thread_collectives and mpi_collectives, on purpose: ncclAllReduce and
// ncclReduce sum in an order NCCL picks (rings, trees, per channel; it changes with the size,
// the rank count and the topology), so here a reduction never uses them. all_reduce is
// ncclAllGather into a scratch buffer [d·n + i], then device_order_combine_cuda
// (kernels/cuda/device_order_combine.cuh) combines the parts in device order 0..p−1, the
// additions of combine_in_device_order: every device computes the same bits, and they equal
// the CPU threads'. reduce gathers to the root with grouped ncclSend/ncclRecv and combines
// there alike; broadcast is ncclBroadcast (a copy).
//
// Stream-ordered: a call enqueues its work on the stream given at construction (the device's
// compute stream, typically) and returns; the result is in `data` for the work enqueued on
// that stream after the call (synchronize() for the host). With check_calls on (the default)
// every call first all-gathers what each device calls (kind, size, op, root: 4 ints) and the
// host reads them, so a call that differs between devices throws std::logic_error on every
// device naming the two that differ (as the other collectives do) instead of NCCL hanging on
// mismatched sizes; that costs one host wait per call, for the devices to meet. check_calls
// off: no host wait, every call purely stream-ordered.
//
// NCCL refuses two ranks of one communicator on one GPU, so the group needs one GPU per
// device: single-GPU mode (p pipeline devices on one GPU; cuda_thread_collectives.hpp serves
// it in one process, and is what the cuda launch on threads uses) is refused, by in_process with
// std::invalid_argument naming the two devices, over ranks by NCCL itself (cuda::nccl_error). A failed NCCL call throws cuda::nccl_error, a failed CUDA call
// kernels::cuda_error. The scratch grows to the largest p·n seen (one cudaMalloc each time it
// grows; never freed while queued work may read it: cudaFree waits for the device).
//
// Like NCCL's collectives, the kernels of this communicator and of another (the pipeline's
// links, nccl_links.hpp) must not run at once on one GPU in orders that differ between
// devices: a trainer orders them (as nccl_replica_reduce orders the replicas' all-reduce
// after the links). Needs NCCL in the build (PIPESCHED_HAVE_NCCL).
#include <cstddef>
#include <memory>
#include <vector>

#include <cuda_runtime_api.h>
#include <nccl.h>

#include <kernels/cuda/device_buffer.cuh>

#include "runtime/gpt/collectives.hpp"

namespace pipesched::gpt {

struct nccl_collectives_options {
  bool check_calls = true;  // all-gather and compare each call's kind, size, op and root first
};

class nccl_collectives final : public collectives {
 public:
  // The whole group in this process (a host thread per device): device d on CUDA device
  // gpu_of[d], its calls enqueued on streams[d] (ncclCommInitAll; the streams must outlive
  // the ends). Each end is then used by its device's thread only. Throws std::invalid_argument (sizes differ, no device, two
  // devices on one GPU) or cuda::nccl_error.
  static std::vector<std::unique_ptr<nccl_collectives>> in_process(const std::vector<int>& gpu_of,
                                                                   const std::vector<cudaStream_t>& streams,
                                                                   nccl_collectives_options options = {});
  // One rank per device (mpirun): device `device` of `devices` on CUDA device `gpu`, from the
  // id rank 0 made (cuda::nccl_ids_from_rank0(1)); collective over the group's ranks.
  nccl_collectives(int device, int devices, int gpu, const ncclUniqueId& id, cudaStream_t stream,
                   nccl_collectives_options options = {});
  ~nccl_collectives() override;  // waits for the stream, destroys the communicator
  nccl_collectives(const nccl_collectives&) = delete;
  nccl_collectives& operator=(const nccl_collectives&) = delete;

  int device() const override { return device_; }
  int devices() const override { return devices_; }
  void broadcast(float* data, std::size_t n, int root) override;
  void all_reduce(float* data, std::size_t n, reduce_op op) override;
  void reduce(float* data, std::size_t n, reduce_op op, int root) override;
  // The host waits for everything enqueued on the stream so far (throws kernels::cuda_error).
  void synchronize();

 private:
  nccl_collectives(int device, int devices, int gpu, ncclComm_t comm, cudaStream_t stream,
                   nccl_collectives_options options);
  void agree(int kind, std::size_t n, reduce_op op, int root);
  float* scratch(std::size_t n);

  int device_ = 0;
  int devices_ = 1;
  int gpu_ = 0;
  ncclComm_t comm_ = nullptr;
  cudaStream_t stream_ = nullptr;
  nccl_collectives_options options_;
  kernels::device_buffer<float> scratch_;  // [d·n + i]: the gathered parts
  kernels::device_buffer<int> calls_;      // [d·4 + f]: the gathered calls
};

}  // namespace pipesched::gpt
