#include "runtime/train/cuda_replica_reduce.hpp"

#include <stdexcept>
#include <string>
#include <utility>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/replica_mean.cuh>

namespace pipesched::train {

cuda_replica_reduce::cuda_replica_reduce(std::vector<std::vector<member>> stages) {
  stages_.reserve(stages.size());
  for (std::size_t i = 0; i < stages.size(); ++i) {
    std::vector<member>& rs = stages[i];
    if (rs.size() < 2) throw std::invalid_argument("a replica all-reduce needs at least two replicas per stage");
    for (const member& m : rs)
      if (!m.params || !m.backend || m.params->scalars() != rs.front().params->scalars())
        throw std::invalid_argument("cuda replica all-reduce: stage " + std::to_string(i) +
                                    "'s replicas differ in size");
    const int gpu = rs.front().backend->gpu();
    stage& st = stages_.emplace_back();
    st.n = rs.front().params->scalars();
    st.stream = std::make_unique<stream::cuda_stream>("all-reduce " + std::to_string(i), gpu);
    const stream::cuda_device_scope scope(gpu);
    PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&st.others), (rs.size() - 1) * st.n * sizeof(float)));
    st.replicas = std::move(rs);
  }
}

cuda_replica_reduce::~cuda_replica_reduce() {
  for (stage& st : stages_) {
    if (!st.others) continue;
    try {
      st.stream->synchronize();
    } catch (...) {  // a destructor reports nothing; the memory goes either way
    }
    const stream::cuda_device_scope scope(st.stream->gpu());
    (void)cudaFree(st.others);
  }
}

void cuda_replica_reduce::arrived(std::size_t i, int r) {
  stage& st = stages_.at(i);
  st.stream->wait(st.replicas.at(static_cast<std::size_t>(r)).backend->compute().record());
}

void cuda_replica_reduce::reduce(std::size_t i) {
  stage& st = stages_.at(i);
  const std::size_t w = st.replicas.size(), bytes = st.n * sizeof(float);
  const cudaStream_t s = st.stream->native();
  const stream::cuda_device_scope scope(st.stream->gpu());
  for (std::size_t r = 1; r < w; ++r)  // the others' gradients next to replica 0's
    PIPESCHED_CUDA_CHECK(
        cudaMemcpyAsync(st.others + (r - 1) * st.n, st.replicas[r].params->grads(), bytes, cudaMemcpyDefault, s));
  float* mean = st.replicas.front().params->grads();
  kernels::replica_mean_cuda<float>(mean, st.others, w, st.n, s);
  for (std::size_t r = 1; r < w; ++r)  // every replica holds the mean
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(st.replicas[r].params->grads(), mean, bytes, cudaMemcpyDefault, s));
  st.done = st.stream->record();
}

void cuda_replica_reduce::join() {
  for (stage& st : stages_)
    for (member& m : st.replicas) m.backend->compute().wait(st.done);
}

void cuda_replica_reduce::broadcast_values() {
  for (stage& st : stages_) {
    member& first = st.replicas.front();
    const stream::cuda_event stepped = first.backend->compute().record();
    for (std::size_t r = 1; r < st.replicas.size(); ++r) {
      stream::cuda_stream& to = st.replicas[r].backend->compute();
      to.wait(stepped);
      const stream::cuda_device_scope scope(to.gpu());
      PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(st.replicas[r].params->values(), first.params->values(),
                                           st.n * sizeof(float), cudaMemcpyDefault, to.native()));
    }
    // Replica 0's next writes of its weights (the next step) wait for the copies out of them.
    for (std::size_t r = 1; r < st.replicas.size(); ++r)
      first.backend->compute().wait(st.replicas[r].backend->compute().record());
  }
}

}  // namespace pipesched::train
