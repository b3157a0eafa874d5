#pragma once
// CUDA streams and events behind the same member names as the CPU streams
// (runtime/stream/cpu_stream.hpp), so stream-ordered code reads the same on both:
//
//   cuda_stream compute("compute", gpu), d2h("d2h", gpu);
//   launch(..., compute.native());          // kernels take the native cudaStream_t
//   cuda_event done = compute.record();
//   d2h.wait(done);                         // cudaStreamWaitEvent: no host block
//   cudaMemcpyAsync(..., d2h.native());
//   d2h.synchronize();                      // the host waits; throws cuda_error on failure
//
// Every CUDA call is checked (PIPESCHED_CUDA_CHECK, kernels/cuda/check.cuh): a failure
// throws pipesched::kernels::cuda_error naming the call and CUDA's error name. Streams
// are non-blocking (they never wait on the legacy default stream), each created on its
// pipeline device's GPU; the calls here make that GPU current first (cuda_device_scope),
// so a thread may drive several pipeline devices (single-GPU mode, p devices on one GPU).
// Unlike cpu_stream there is no enqueue(std::function): CUDA work is enqueued by passing
// native() to a kernel launcher, a copy or NCCL.
#include <cuda_runtime_api.h>

#include <memory>
#include <string>

namespace pipesched::stream {

// Makes `gpu` the calling thread's current device for the calls that follow (cheap when
// it is already: one cudaGetDevice). It does not restore the previous device when it
// ends: since CUDA 12 cudaSetDevice makes the device's primary context, so restoring a
// fresh thread's "previous" device 0 put a context (and its memory) on GPU 0 in every rank
// and every device thread. Every CUDA call here sits in a scope of its own GPU, so nobody
// relies on what another scope left current; a thread that drives one GPU sets it once.
void make_current(int gpu);  // what a scope does: cudaSetDevice unless `gpu` is current

class cuda_device_scope {
 public:
  explicit cuda_device_scope(int gpu) { make_current(gpu); }
  cuda_device_scope(const cuda_device_scope&) = delete;
  cuda_device_scope& operator=(const cuda_device_scope&) = delete;
};

// A cheap copyable handle on a point in a stream (the event is destroyed with its last
// handle). Default-constructed: already complete, and waiting on it is a no-op.
class cuda_event {
 public:
  cuda_event() = default;
  bool query() const;        // complete? (throws cuda_error if the work behind it failed)
  void synchronize() const;  // the host blocks (cudaEventBlockingSync: yields, no spinning)
  cudaEvent_t native() const { return event_.get(); }  // nullptr when default-constructed
  bool timed() const { return timed_; }

  // Milliseconds between two completed events that were both recorded with record_timed().
  friend float elapsed_ms(const cuda_event& start, const cuda_event& end);

 private:
  friend class cuda_stream;
  cuda_event(std::shared_ptr<CUevent_st> event, bool timed) : event_(std::move(event)), timed_(timed) {}
  std::shared_ptr<CUevent_st> event_;
  bool timed_ = false;
};

class cuda_stream {
 public:
  // A non-blocking stream on CUDA device `gpu`, named for error messages and traces.
  cuda_stream(std::string name, int gpu);
  ~cuda_stream();  // waits for what is queued (ignoring errors: never throws), destroys
  cuda_stream(const cuda_stream&) = delete;
  cuda_stream& operator=(const cuda_stream&) = delete;

  cuda_event record();        // completes once everything enqueued before it has run
  cuda_event record_timed();  // the same, with a device timestamp (for --trace)
  void wait(const cuda_event& e);  // what is enqueued after this runs only after e completes
  void synchronize();              // the host waits for all enqueued; throws cuda_error
  const std::string& name() const { return name_; }
  int gpu() const { return gpu_; }
  cudaStream_t native() const { return stream_; }

 private:
  cuda_event record_with(unsigned flags);
  std::string name_;
  int gpu_;
  cudaStream_t stream_ = nullptr;
};

}  // namespace pipesched::stream
