#include "runtime/stream/cuda_pool.hpp"

#include <kernels/cuda/check.cuh>

#include <cstdint>
#include <limits>

namespace pipesched::stream {

namespace {

std::uint64_t attribute(cudaMemPool_t pool, cudaMemPoolAttr which) {
  std::uint64_t value = 0;
  PIPESCHED_CUDA_CHECK(cudaMemPoolGetAttribute(pool, which, &value));
  return value;
}

}  // namespace

cuda_pool::cuda_pool(runtime::activation_meter& meter, int gpu, bool poison)
    : meter_(&meter), gpu_(gpu), poison_(poison) {
  const cuda_device_scope scope(gpu_);
  cudaMemPoolProps props{};
  props.allocType = cudaMemAllocationTypePinned;
  props.handleTypes = cudaMemHandleTypeNone;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = gpu_;
  PIPESCHED_CUDA_CHECK(cudaMemPoolCreate(&pool_, &props));
  try {
    std::uint64_t keep_all = std::numeric_limits<std::uint64_t>::max();
    PIPESCHED_CUDA_CHECK(cudaMemPoolSetAttribute(pool_, cudaMemPoolAttrReleaseThreshold, &keep_all));
    int off = 0;
    PIPESCHED_CUDA_CHECK(cudaMemPoolSetAttribute(pool_, cudaMemPoolReuseAllowOpportunistic, &off));
    granularity_ = measure_granularity();
    reset_high_water();
  } catch (...) {
    (void)cudaMemPoolDestroy(pool_);
    throw;
  }
}

cuda_pool::~cuda_pool() {
  try {
    const cuda_device_scope scope(gpu_);
  } catch (...) {  // the device is in error: destroy what can be
  }
  (void)cudaMemPoolDestroy(pool_);
}

cuda_pool::block cuda_pool::allocate(std::size_t bytes, cuda_stream& on) {
  if (bytes == 0) return {};
  const cuda_device_scope scope(gpu_);
  void* data = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocFromPoolAsync(&data, bytes, pool_, on.native()));
  if (poison_) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(data, 0xFF, bytes, on.native()));
  meter_->allocate(static_cast<long long>(bytes));
  return {static_cast<std::byte*>(data), bytes};
}

void cuda_pool::free(block b, cuda_stream& on) {
  if (!b.data) return;
  const cuda_device_scope scope(gpu_);
  if (poison_) PIPESCHED_CUDA_CHECK(cudaMemsetAsync(b.data, 0xFF, b.bytes, on.native()));
  PIPESCHED_CUDA_CHECK(cudaFreeAsync(b.data, on.native()));
  meter_->release(static_cast<long long>(b.bytes));
}

std::size_t cuda_pool::high_water() const { return attribute(pool_, cudaMemPoolAttrUsedMemHigh); }

std::size_t cuda_pool::in_use() const { return attribute(pool_, cudaMemPoolAttrUsedMemCurrent); }

std::size_t cuda_pool::reserved() const { return attribute(pool_, cudaMemPoolAttrReservedMemCurrent); }

void cuda_pool::reset_high_water() {
  // Only 0 may be written; CUDA then restarts the mark from the memory in use now.
  std::uint64_t zero = 0;
  PIPESCHED_CUDA_CHECK(cudaMemPoolSetAttribute(pool_, cudaMemPoolAttrUsedMemHigh, &zero));
}

std::size_t cuda_pool::measure_granularity() {
  // On a scratch stream, before anyone else uses the pool; the meter is left alone (this
  // is not an activation) and the constructor resets the high-water mark afterwards.
  cuda_stream scratch("cuda_pool granularity", gpu_);
  void* one = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocFromPoolAsync(&one, 1, pool_, scratch.native()));
  const std::size_t used = in_use();
  PIPESCHED_CUDA_CHECK(cudaFreeAsync(one, scratch.native()));
  scratch.synchronize();
  return used;
}

}  // namespace pipesched::stream
