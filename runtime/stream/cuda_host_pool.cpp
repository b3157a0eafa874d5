#include "runtime/stream/cuda_host_pool.hpp"

#include <kernels/cuda/check.cuh>

#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::stream {

void cuda_host_pool::pinned_free::operator()(std::byte* p) const noexcept {
  (void)cudaFreeHost(p);  // never throw from a destructor
}

cuda_host_pool::block cuda_host_pool::acquire(std::size_t bytes) {
  auto best = free_.end();
  for (auto it = free_.begin(); it != free_.end(); ++it)
    if (it->capacity >= bytes && (best == free_.end() || it->capacity < best->capacity)) best = it;
  storage memory;
  std::size_t capacity = bytes;
  if (best != free_.end()) {
    memory = std::move(best->memory);
    capacity = best->capacity;
    free_.erase(best);
    ++reuses_;
  } else {
    if (gpu_ >= 0) make_current(gpu_);  // the block belongs to gpu_'s context
    void* raw = nullptr;
    PIPESCHED_CUDA_CHECK(cudaHostAlloc(&raw, bytes > 0 ? bytes : 1, cudaHostAllocPortable));
    memory.reset(static_cast<std::byte*>(raw));
    reserved_ += static_cast<long long>(bytes);
  }
  meter_.allocate(static_cast<long long>(bytes));
  return block(this, std::move(memory), capacity, bytes);
}

}  // namespace pipesched::stream
