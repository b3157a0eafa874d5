#pragma once
// How a copy of the pipeline on the cuda backend runs (device_runner.hpp): over the CPU
// rendezvous hub, or, when the run uses NCCL links (trainer_options::transport,
// cuda_transport_kind.hpp), a thread per device driving the executor with an
// nccl_transport over the copy's nccl_links. The links (one 2-rank communicator per
// directed pair the schedule sends over, in ascending (from, to) order, device d of
// replica r on GPU (r·p + d) mod gpus) are made here, up front, and kept for every
// iteration. A device that fails aborts the links, so its peers stop at once (not at the
// deadline); the first failure is rethrown. The links' deadline is the trainer's watchdog
// timeout: an operation not done by then aborts every communicator instead of hanging.
// Under mpirun (one rank per device, layout.rank_device >= 0) the runner makes this
// rank's ends of the same links from NCCL ids rank 0 makes and MPI broadcasts
// (nccl_mpi_ids.hpp), on the GPU its local rank picks (cuda_gpu_of), and run_rank drives
// the one device on the calling thread; that needs NCCL and MPI in the build.
#include <cstddef>
#include <exception>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include <pipesched/analysis/validate.hpp>
#include <pipesched/runtime/executor.hpp>

#include "runtime/gpt/gpt_stage_cuda.hpp"
#include "runtime/train/device_runner.hpp"
#ifdef PIPESCHED_HAVE_NCCL
#include "runtime/cuda/nccl_links.hpp"
#include "runtime/train/nccl_transport.hpp"
#endif

namespace pipesched::train {

template <>
class device_runner<gpt::gpt_cuda_stage> {
 public:
  using chunk_list = std::vector<gpt::gpt_cuda_stage>;

  // Makes the links when the run uses them (uses_nccl_links); throws what nccl_links'
  // constructor throws (nccl_error with NCCL's last error) or std::invalid_argument.
  device_runner(const trainer_options& options, const pipeline_layout& layout, int replica);
  ~device_runner();

  bool over_nccl() const;
#ifdef PIPESCHED_HAVE_NCCL
  cuda::nccl_links* links() { return links_.get(); }  // null: the hub
  std::size_t tensor_bytes() const { return bytes_; }  // what a link carries per hand-over
#endif

  // Under mpirun: device d's action list over the links, on this thread; `observe(a)`
  // after each action (the replicas' all-reduce starts there).
  template <class Observer = runtime::no_observer>
  void run_rank(const schedule& s, int d, chunk_list& chunks, const Observer& observe = {}) {
#ifdef PIPESCHED_HAVE_NCCL
    if (links_) {
      try {
        nccl_transport t(*links_, d, bytes_, device_of(chunks).free_stream());
        runtime::executor<chunk_list, nccl_transport> ex(s, d, chunks, t);
        if constexpr (std::is_same_v<Observer, runtime::no_observer>)
          ex.run();
        else
          ex.run(observe);
      } catch (...) {
        links_->abort("device " + std::to_string(d) + " failed");
        throw;
      }
      return;
    }
#endif
    (void)s, (void)d, (void)chunks, (void)observe;
    throw std::logic_error("a cuda rank runs over NCCL links, and this runner has none");
  }

  template <class Observer = runtime::no_observer>
  void run(const schedule& s, std::vector<chunk_list>& stages, const runtime::cpu::run_options& options,
           const Observer& observe = {}) {
#ifdef PIPESCHED_HAVE_NCCL
    if (links_) {
      run_on_links(s, stages, observe);
      return;
    }
#endif
    runtime::cpu::run_threads(s, stages, options, observe);
  }

 private:
  // The backend a device's stages share (every device has at least one stage).
  static gpt::cuda_backend& device_of(chunk_list& chunks) {
    if (chunks.empty()) throw std::logic_error("a pipeline device without a stage");
    return chunks.front().backend();
  }
  void make_rank_links(const trainer_options& options, const pipeline_layout& layout);  // under mpirun
#ifdef PIPESCHED_HAVE_NCCL
  template <class Observer>
  void run_on_links(const schedule& s, std::vector<chunk_list>& stages, const Observer& observe) {
    pipesched::validate(s);
    const int p = s.devices();
    std::mutex mutex;
    std::exception_ptr first;
    auto device_main = [&](int d) {
      try {
        chunk_list& chunks = stages[static_cast<std::size_t>(d)];
        // The thread's one cudaSetDevice: its device's GPU, before any other call.
        stream::make_current(device_of(chunks).gpu());
        nccl_transport t(*links_, d, bytes_, device_of(chunks).free_stream());
        runtime::executor<chunk_list, nccl_transport> ex(s, d, chunks, t);
        if constexpr (std::is_same_v<Observer, runtime::no_observer>)
          ex.run();
        else
          ex.run([&](const action& a) { observe(d, a); });
      } catch (...) {
        const std::lock_guard lock(mutex);
        if (!first) {
          first = std::current_exception();
          links_->abort("device " + std::to_string(d) + " failed");
        }
      }
    };
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(p));
    try {
      for (int d = 0; d < p; ++d) threads.emplace_back(device_main, d);
    } catch (...) {  // a thread could not start: the started ones end at the abort
      links_->abort("a device thread could not start");
      for (auto& t : threads) t.join();
      throw;
    }
    for (auto& t : threads) t.join();
    if (first) std::rethrow_exception(first);
  }

  std::unique_ptr<cuda::nccl_links> links_;  // null: the hub
  std::size_t bytes_ = 0;                    // every tensor's: one [B·T, C] activation
#endif
};

}  // namespace pipesched::train
