#pragma once
// The stream-ordered allocator of one pipeline device's metered activations on a GPU:
// stream_pool (runtime/stream/stream_pool.hpp) with cudaMallocAsync/cudaFreeAsync from a
// memory pool of the device's own. The meter moves in host order when allocate/free are
// called -- the order of the device's compute stream, since every metered allocation and
// free is issued for it -- so live/peak are what the trainer compares with the static
// bound; the memory itself is reused only once the stream reaches the free.
//
//   cuda_pool pool(meter, gpu);
//   auto b = pool.allocate(bytes, compute);  // meter += bytes; valid for work on `compute`
//   ...kernels on compute read and write b.data...
//   pool.free(b, compute);                   // meter -= bytes; reusable once compute gets here
//
// The pool (cudaMemPoolCreate, one per pipeline device, so p devices on one GPU keep p
// separate high-water marks) holds all it ever reserved (release threshold: max, so the
// steady state makes no cudaMalloc) and never hands a block to an allocation that is not
// stream-ordered after its free (opportunistic reuse off: a missing event wait cannot be
// hidden by reuse that only happens to be safe). Event-ordered and internal reuse stay on.
//
// high_water() is the pool's own peak of memory in use (cudaMemPoolAttrUsedMemHigh), in
// the allocator's bytes: each allocation rounded up to the pool's granularity, which
// CUDA does not document. The constructor measures it (the bytes in use after one 1-byte
// allocation from the empty pool); the [gpu] test in test/runtime/cuda/cuda_stream_test.cu
// checks high_water() against the meter's peak rounded the same way and prints the value.
#include <cuda_runtime_api.h>

#include <cstddef>

#include <pipesched/runtime/stage.hpp>

#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::stream {

class cuda_pool {
 public:
  // poison: fill every allocation with 0xFF bytes (NaN floats) on its stream before use,
  // so a read that no write was ordered before shows as NaN (for checks, not speed).
  cuda_pool(runtime::activation_meter& meter, int gpu, bool poison = false);
  ~cuda_pool();  // cudaMemPoolDestroy; CUDA releases it once outstanding frees complete
  cuda_pool(const cuda_pool&) = delete;
  cuda_pool& operator=(const cuda_pool&) = delete;

  struct block {
    std::byte* data = nullptr;
    std::size_t bytes = 0;
  };

  block allocate(std::size_t bytes, cuda_stream& on);  // 0 bytes: an empty block, no call
  void free(block b, cuda_stream& on);                 // stream-ordered after `on`'s work
  runtime::activation_meter& meter() { return *meter_; }

  std::size_t high_water() const;   // cudaMemPoolAttrUsedMemHigh
  std::size_t in_use() const;       // cudaMemPoolAttrUsedMemCurrent
  std::size_t reserved() const;     // cudaMemPoolAttrReservedMemCurrent (device memory held)
  void reset_high_water();          // starts a new high-water measurement at in_use()
  std::size_t granularity() const { return granularity_; }  // one allocation's rounding
  int gpu() const { return gpu_; }
  cudaMemPool_t native() const { return pool_; }

 private:
  std::size_t measure_granularity();
  runtime::activation_meter* meter_;
  int gpu_;
  bool poison_;
  cudaMemPool_t pool_ = nullptr;
  std::size_t granularity_ = 0;
};

}  // namespace pipesched::stream
