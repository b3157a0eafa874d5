#pragma once
// The replicas' gradient all-reduce on cuda, in one process (thread_launch, a thread per
// pipeline device of every replica, several per GPU in single-GPU mode): what
// replica_reduce does on the host threads, done by the GPUs and ordered by events.
//
// Per local stage i, a reduce stream on the GPU of replica 0's copy of the stage, and a
// workspace there for the other replicas' gradients (w-1 of them; not from the metered
// pool). When replica r has enqueued its last backward (W or BW) of the stage, its device
// thread records an event on its compute stream and the reduce stream waits for it
// (arrived): no host wait. On the w-th arrival the reducer's thread (replica_reducer)
// enqueues reduce(i) on that stream: the other replicas' gradients copied into the
// workspace (cudaMemcpyDefault: peer copies between GPUs), replica_mean_cuda into replica
// 0's gradients -- replica 0 + 1 + ... in double, then / w, the order of the host's
// replica_mean, so the mean equals the cpu backend's bit for bit for the same gradients --
// and the mean copied back to every other replica, then the stage's `done` event. So the
// all-reduce of a stage overlaps the cool-down of the others, as on the host.
// join() (after every reduce was enqueued) makes each replica's compute stream of the
// stage wait for `done`: the optimizer (replica 0) and the next iteration's zeroing run
// after it. broadcast_values() gives the other replicas replica 0's weights after the
// optimizer stepped it (device to device, each on the receiver's compute stream after an
// event on replica 0's).
//
// Under mpirun, one rank per GPU, the same job is an ncclAllReduce per stage on a
// communicator of that device's replicas: nccl_replica_reduce.hpp.
#include <cstddef>
#include <memory>
#include <vector>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::train {

class cuda_replica_reduce {
 public:
  // One replica's copy of a stage: its device copy and the backend whose compute stream
  // runs the stage's passes.
  struct member {
    gpt::cuda_params* params = nullptr;
    gpt::cuda_backend* backend = nullptr;
  };
  // stages[i][r]: replica r's copy of local stage i (w >= 2 replicas, every stage the same
  // number of scalars in each). Makes the reduce streams and workspaces; throws cuda_error.
  explicit cuda_replica_reduce(std::vector<std::vector<member>> stages);
  ~cuda_replica_reduce();
  cuda_replica_reduce(const cuda_replica_reduce&) = delete;
  cuda_replica_reduce& operator=(const cuda_replica_reduce&) = delete;

  // On replica r's device thread, after its last backward of stage i was enqueued.
  void arrived(std::size_t i, int r);
  // On the reducer's thread, once every replica arrived: the stage's all-reduce, enqueued.
  void reduce(std::size_t i);
  // After every reduce(i) of the step: each replica's compute streams wait for them.
  void join();
  // Replicas 1..w-1 take replica 0's device weights, after its queued work (the step).
  void broadcast_values();

 private:
  struct stage {
    std::vector<member> replicas;
    std::unique_ptr<stream::cuda_stream> stream;  // on replica 0's GPU
    float* others = nullptr;                      // (w-1)·n floats on that GPU
    std::size_t n = 0;
    stream::cuda_event done;
  };
  std::vector<stage> stages_;
};

}  // namespace pipesched::train
