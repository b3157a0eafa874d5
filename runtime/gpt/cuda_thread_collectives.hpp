#pragma once
// gpt::collectives over GPUs in one process, a host thread per pipeline device, without
// NCCL: the collectives of `train --backend cuda --vocab-parallel` on threads. NCCL refuses
// one GPU as several ranks of a communicator, so nccl_collectives cannot serve single-GPU
// mode (p pipeline devices on fewer GPUs); this group can, and serves several GPUs too
// (copies between GPUs are peer copies where peer access is on, else staged by CUDA).
//
// Same bits as thread_collectives and nccl_collectives: a reduction gathers the devices'
// parts into the caller's scratch [e·n + i] and combines them in device order 0..p−1 with
// device_order_combine_cuda (combine_in_device_order's additions); a broadcast is a copy.
// A device's part is read from its outbox, a cudaMalloc'd copy of its data made at the call
// (data from a cuda_pool, which opens to its own GPU only, would not be readable from another).
//
// Stream-ordered like nccl_collectives: device d's calls enqueue their work on streams[d]
// (its compute stream) and return; the result is in `data` for the work enqueued there after
// the call. The devices meet on the host (collective_meeting.hpp, as thread_collectives):
//   round 1  each copies its data into its outbox and posts its call, the outbox and an
//            event recorded on its stream after that copy; the last to arrive checks that the
//            calls agree (a mismatch throws std::logic_error on every device naming the two
//            that differ);
//   then     each device that reads another's data makes its stream wait for that device's
//            event and enqueues the copies into its scratch (cudaMemcpyDefault), then records
//            a second event: its reads done;
//   round 2  each posts that event; then every stream waits for every other device's
//            second event before anything it enqueues later -- the combine into its own data,
//            the work after the call, its next outbox copy -- so no device overwrites what
//            another's copy may still read.
// The events are fresh per call (stream::cuda_stream::record), so a wait enqueued in one
// call never sees a record of the next. A device's host thread never waits for a GPU.
//
// Failures: a failed CUDA call throws kernels::cuda_error on its device (the launch aborts
// the group); abort() wakes every device waiting on the host with runtime::cpu::run_aborted,
// and every later call throws it too. The scratch grows to the largest p·n seen (never
// freed while queued work may read it: cudaFree waits for the GPU).
#include <memory>
#include <vector>

#include "runtime/gpt/collectives.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

class cuda_thread_collectives {
 public:
  // Device d's calls run on `streams[d]` (its GPU: the stream's), which must outlive the
  // group. Throws std::invalid_argument for no stream or a null one.
  explicit cuda_thread_collectives(const std::vector<stream::cuda_stream*>& streams);
  ~cuda_thread_collectives();
  cuda_thread_collectives(const cuda_thread_collectives&) = delete;
  cuda_thread_collectives& operator=(const cuda_thread_collectives&) = delete;

  // Device d's end, for d's thread only (std::out_of_range outside [0, devices)).
  collectives& member(int device);
  int devices() const;
  void abort();
  bool aborted() const;

 private:
  struct state;
  class end;
  std::unique_ptr<state> state_;
  std::vector<std::unique_ptr<end>> ends_;
};

}  // namespace pipesched::gpt
