// Host code only (no kernels), so g++ compiles it: nvcc would add ~15 s for nothing.
#include "runtime/stream/cuda_stream.hpp"

#include <kernels/cuda/check.cuh>

#include <utility>

namespace pipesched::stream {

void make_current(int gpu) {
  int current = -1;
  PIPESCHED_CUDA_CHECK(cudaGetDevice(&current));
  if (current != gpu) PIPESCHED_CUDA_CHECK(cudaSetDevice(gpu));
}

bool cuda_event::query() const {
  if (!event_) return true;
  const cudaError_t err = cudaEventQuery(event_.get());
  if (err == cudaErrorNotReady) return false;
  PIPESCHED_CUDA_CHECK(err);
  return true;
}

void cuda_event::synchronize() const {
  if (event_) PIPESCHED_CUDA_CHECK(cudaEventSynchronize(event_.get()));
}

float elapsed_ms(const cuda_event& start, const cuda_event& end) {
  if (!start.timed_ || !end.timed_)
    throw kernels::cuda_error("elapsed_ms: both events must come from record_timed()");
  float ms = 0;
  PIPESCHED_CUDA_CHECK(cudaEventElapsedTime(&ms, start.event_.get(), end.event_.get()));
  return ms;
}

cuda_stream::cuda_stream(std::string name, int gpu) : name_(std::move(name)), gpu_(gpu) {
  cuda_device_scope on(gpu_);
  PIPESCHED_CUDA_CHECK(cudaStreamCreateWithFlags(&stream_, cudaStreamNonBlocking));
}

cuda_stream::~cuda_stream() {
  // The work queued may still read memory its owners free after us: let it finish.
  (void)cudaStreamSynchronize(stream_);
  (void)cudaStreamDestroy(stream_);
}

cuda_event cuda_stream::record_with(unsigned flags) {
  cuda_device_scope on(gpu_);
  cudaEvent_t raw = nullptr;
  PIPESCHED_CUDA_CHECK(cudaEventCreateWithFlags(&raw, flags));
  // Owned before the record can throw, so a failed record does not leak the event.
  std::shared_ptr<CUevent_st> event(raw, [](cudaEvent_t e) { (void)cudaEventDestroy(e); });
  PIPESCHED_CUDA_CHECK(cudaEventRecord(raw, stream_));
  return cuda_event(std::move(event), (flags & cudaEventDisableTiming) == 0);
}

cuda_event cuda_stream::record() { return record_with(cudaEventDisableTiming | cudaEventBlockingSync); }

cuda_event cuda_stream::record_timed() { return record_with(cudaEventBlockingSync); }

void cuda_stream::wait(const cuda_event& e) {
  if (!e.native()) return;
  PIPESCHED_CUDA_CHECK(cudaStreamWaitEvent(stream_, e.native(), 0));
}

void cuda_stream::synchronize() {
  try {
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(stream_));
  } catch (const kernels::cuda_error& e) {
    throw kernels::cuda_error("stream " + name_ + ": " + e.what());
  }
}

}  // namespace pipesched::stream
