#pragma once
// The replicas' gradient all-reduce on cuda under mpirun, one rank per GPU: rank g = r·p + d
// drives device d of replica r, and the w ranks that drive device d (one per replica) share
// one NCCL communicator (ids made by rank 0, broadcast by MPI; the communicator's rank is
// the replica). When the rank has enqueued its last backward (W or BW) of a local stage,
// its all-reduce stream waits for an event on the compute stream and runs ncclAllReduce
// with ncclAvg over the stage's device gradients in place (arrived): the mean, overlapped
// with the cool-down, no host wait. The stages' all-reduces are posted in the rank's
// action order, which is the same on every replica (one schedule), so each communicator
// sees them in one order. join() makes the compute stream wait for them (the optimizer,
// the next iteration's zeroing). NCCL sums in its own order in fp32: the mean equals the
// cpu backend's (double, replica order) within fp32 rounding, not bit for bit, and it is
// the same on every rank, so each rank's optimizer keeps its replica equal to the others.
//
// Ordered with the link communicators (`links`, this rank's ends of the pipeline's NCCL
// links): each all-reduce waits for everything posted on the link streams so far, and the
// links' next operations wait for it. NCCL gives no guarantee of progress to kernels of
// two communicators running at once on one GPU: one may wait for a peer whose matching
// kernel waits behind the other, a deadlock that depends on the scheduler's whims. So it
// is ordered (not its own unordered stream): on each GPU the NCCL kernels run one at a
// time, in the rank's action order, which is the same in every replica (one schedule), so
// every communicator sees its operations in one order on every rank. What it costs: the
// cool-down's sends and receives posted after a stage's all-reduce wait for it; compute
// does not (it waits only at join()).
//
// The communicator is connected at construction (a one-element all-reduce, collective like
// the constructor), so the first step's all-reduce does not block the host on NCCL's lazy
// connection.
//
// NCCL cannot put two ranks of one communicator on one GPU: the constructor gathers every
// rank's (host, PCI bus id) and refuses that case in one std::invalid_argument line, on
// every rank alike. Needs NCCL and MPI in the build (PIPESCHED_HAVE_NCCL, PIPESCHED_HAVE_MPI).
#include <cstddef>
#include <vector>

#include <nccl.h>

#include "runtime/cuda/nccl_links.hpp"
#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::train {

class nccl_replica_reduce {
 public:
  // This rank: device `device` of replica `replica` of `replicas`, over `devices` devices,
  // whose local stages' device copies are `stages` (local stage order), all on `backend`.
  // Collective over MPI_COMM_WORLD. Throws std::invalid_argument (two ranks of a
  // communicator on one GPU) or cuda::nccl_error.
  nccl_replica_reduce(int device, int replica, int devices, int replicas, std::vector<gpt::cuda_params*> stages,
                      gpt::cuda_backend& backend, cuda::nccl_links* links);
  ~nccl_replica_reduce();
  nccl_replica_reduce(const nccl_replica_reduce&) = delete;
  nccl_replica_reduce& operator=(const nccl_replica_reduce&) = delete;

  // On the device's thread, right after its last backward of local stage i was enqueued.
  void arrived(std::size_t i);
  // After the run: the compute stream waits for every all-reduce posted.
  void join();

 private:
  std::vector<gpt::cuda_params*> stages_;
  gpt::cuda_backend* backend_;
  cuda::nccl_links* links_;     // this rank's ends of the pipeline's links (null: none)
  stream::cuda_stream stream_;  // the all-reduces', on the rank's GPU
  ncclComm_t comm_ = nullptr;
};

}  // namespace pipesched::train
