#include "runtime/gpt/nccl_collectives.hpp"

#include <climits>
#include <stdexcept>
#include <string>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_order_combine.cuh>

#include "runtime/cuda/nccl_check.hpp"
#include "runtime/gpt/collective_calls.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

namespace {
kernels::device_order_op device_op(reduce_op op) {
  return op == reduce_op::max ? kernels::device_order_op::max : kernels::device_order_op::sum;
}
}  // namespace

std::vector<std::unique_ptr<nccl_collectives>> nccl_collectives::in_process(const std::vector<int>& gpu_of,
                                                                            const std::vector<cudaStream_t>& streams,
                                                                            nccl_collectives_options options) {
  const int p = static_cast<int>(gpu_of.size());
  if (p < 1) throw std::invalid_argument("a collective group needs at least 1 device, got 0");
  if (streams.size() != gpu_of.size())
    throw std::invalid_argument("nccl_collectives: " + std::to_string(gpu_of.size()) + " devices but " +
                                std::to_string(streams.size()) + " streams");
  for (int d = 0; d < p; ++d)
    for (int e = 0; e < d; ++e)
      if (gpu_of[static_cast<std::size_t>(d)] == gpu_of[static_cast<std::size_t>(e)])
        throw std::invalid_argument("nccl_collectives: devices " + std::to_string(e) + " and " + std::to_string(d) +
                                    " are both on GPU " + std::to_string(gpu_of[static_cast<std::size_t>(d)]) +
                                    " (NCCL needs a GPU per device)");
  std::vector<ncclComm_t> comms(static_cast<std::size_t>(p));
  PIPESCHED_NCCL_CHECK(ncclCommInitAll(comms.data(), p, gpu_of.data()));
  std::vector<std::unique_ptr<nccl_collectives>> group;
  for (int d = 0; d < p; ++d) {
    const auto i = static_cast<std::size_t>(d);
    group.push_back(std::unique_ptr<nccl_collectives>(new nccl_collectives(d, p, gpu_of[i], comms[i], streams[i], options)));
  }
  return group;
}

nccl_collectives::nccl_collectives(int device, int devices, int gpu, const ncclUniqueId& id, cudaStream_t stream,
                                   nccl_collectives_options options)
    : device_(device), devices_(devices), gpu_(gpu), stream_(stream), options_(options) {
  if (devices < 1 || device < 0 || device >= devices)
    throw std::invalid_argument("nccl_collectives: device " + std::to_string(device) + " of " + std::to_string(devices));
  stream::make_current(gpu_);
  PIPESCHED_NCCL_CHECK(ncclCommInitRank(&comm_, devices, id, device));
}

nccl_collectives::nccl_collectives(int device, int devices, int gpu, ncclComm_t comm, cudaStream_t stream,
                                   nccl_collectives_options options)
    : device_(device), devices_(devices), gpu_(gpu), comm_(comm), stream_(stream), options_(options) {}

nccl_collectives::~nccl_collectives() {
  stream::make_current(gpu_);
  (void)cudaStreamSynchronize(stream_);
  if (comm_) (void)ncclCommDestroy(comm_);
}

void nccl_collectives::synchronize() {
  stream::make_current(gpu_);
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(stream_));
}

float* nccl_collectives::scratch(std::size_t n) {
  if (scratch_.size() < n) {
    scratch_ = kernels::device_buffer<float>();  // cudaFree: waits for queued work that reads it
    scratch_ = kernels::device_buffer<float>(n);
  }
  return scratch_.data();
}

// Every device all-gathers {kind, n, op, root} and compares them all, so all throw together.
void nccl_collectives::agree(int kind, std::size_t n, reduce_op op, int root) {
  stream::make_current(gpu_);
  const int call[4] = {kind, n > static_cast<std::size_t>(INT_MAX) ? -1 : static_cast<int>(n),
                       kind == broadcast_call ? 0 : static_cast<int>(op), kind == all_reduce_call ? 0 : root};
  if (kind != all_reduce_call && (root < 0 || root >= devices_))
    throw std::invalid_argument("device " + std::to_string(device_) + ": " + describe_call(call) + ": no such device");
  if (!options_.check_calls) return;
  if (calls_.size() < 4 * static_cast<std::size_t>(devices_) + 4)
    calls_ = kernels::device_buffer<int>(4 * static_cast<std::size_t>(devices_) + 4);
  int* mine = calls_.data() + 4 * devices_;  // the send part, after the gathered ones
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(mine, call, sizeof call, cudaMemcpyHostToDevice, stream_));
  PIPESCHED_NCCL_CHECK(ncclAllGather(mine, calls_.data(), 4, ncclInt32, comm_, stream_));
  std::vector<int> all(4 * static_cast<std::size_t>(devices_));
  PIPESCHED_CUDA_CHECK(
      cudaMemcpyAsync(all.data(), calls_.data(), all.size() * sizeof(int), cudaMemcpyDeviceToHost, stream_));
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(stream_));
  check_same_calls(all.data(), devices_);
}

void nccl_collectives::broadcast(float* data, std::size_t n, int root) {
  agree(broadcast_call, n, reduce_op::sum, root);
  if (n == 0) return;
  PIPESCHED_NCCL_CHECK(ncclBroadcast(data, data, n, ncclFloat32, root, comm_, stream_));
}

void nccl_collectives::all_reduce(float* data, std::size_t n, reduce_op op) {
  agree(all_reduce_call, n, op, 0);
  if (n == 0) return;
  float* gathered = scratch(n * static_cast<std::size_t>(devices_));
  PIPESCHED_NCCL_CHECK(ncclAllGather(data, gathered, n, ncclFloat32, comm_, stream_));
  kernels::device_order_combine_cuda(data, gathered, devices_, n, device_op(op), stream_);
}

void nccl_collectives::reduce(float* data, std::size_t n, reduce_op op, int root) {
  agree(reduce_call, n, op, root);
  if (n == 0) return;
  const bool mine = device_ == root;
  float* gathered = mine ? scratch(n * static_cast<std::size_t>(devices_)) : nullptr;
  PIPESCHED_NCCL_CHECK(ncclGroupStart());
  for (int d = 0; d < devices_ && mine; ++d)
    if (d != root) PIPESCHED_NCCL_CHECK(ncclRecv(gathered + static_cast<std::size_t>(d) * n, n, ncclFloat32, d, comm_, stream_));
  if (!mine) PIPESCHED_NCCL_CHECK(ncclSend(data, n, ncclFloat32, root, comm_, stream_));
  PIPESCHED_NCCL_CHECK(ncclGroupEnd());
  if (!mine) return;
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(gathered + static_cast<std::size_t>(root) * n, data, n * sizeof(float),
                                       cudaMemcpyDeviceToDevice, stream_));
  kernels::device_order_combine_cuda(data, gathered, devices_, n, device_op(op), stream_);
}

}  // namespace pipesched::gpt
