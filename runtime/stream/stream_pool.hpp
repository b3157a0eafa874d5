#pragma once
// A stream-ordered allocator for one pipeline device's metered activations, as
// cudaMallocAsync/cudaFreeAsync with one pool per device. The meter moves in host order
// when allocate/free are called -- the same order as the device's compute stream, since
// every metered allocation and free is issued for it -- so live/peak are what the
// trainer compares with the schedule's static bound. The memory itself is released only
// when the stream given to free() reaches that point, so work queued before the free
// may still read it.
//
// Under chaos, fresh memory is filled with 0xFF bytes, and freed memory again just
// before it is released: a float read from either is NaN, so reading before a producer
// wrote (a missing wait) or after the free shows in the results.
#include <cstddef>

#include <pipesched/runtime/stage.hpp>

#include "runtime/stream/chaos.hpp"
#include "runtime/stream/cpu_stream.hpp"

namespace pipesched::stream {

class stream_pool {
 public:
  explicit stream_pool(runtime::activation_meter& meter, chaos_options chaos = {});

  struct block {
    std::byte* data = nullptr;
    std::size_t bytes = 0;
  };

  block allocate(std::size_t bytes);   // meter += bytes now; 0xFF-filled under chaos
  void free(block b, cpu_stream& on);  // meter -= bytes now; released when `on` gets there
  runtime::activation_meter& meter() { return *meter_; }

 private:
  runtime::activation_meter* meter_;
  chaos_options chaos_;
};

}  // namespace pipesched::stream
