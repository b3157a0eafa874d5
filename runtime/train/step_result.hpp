#pragma once
// What one trainer::step() reports (see trainer.hpp).
#include <cstdint>
#include <optional>
#include <vector>

#include <pipesched/analysis/simulate.hpp>

#include "runtime/train/replica_reduce.hpp"

namespace pipesched::train {

struct step_result {
  std::int64_t step = 0;  // steps taken after this one (1 for a fresh run's first step)
  double loss = 0;        // mean next-token cross-entropy of the batch, before the update
  double grad_norm = 0;   // global gradient norm, before clipping
  // Every iteration of the step (one entry, or K for 2bw over K iterations): mean loss of
  // its batch at the weights its forwards used, and its global gradient norm.
  std::vector<double> losses, grad_norms;
  double seconds = 0;     // wall time of the iteration and the update (not the check)
  double tokens_per_second = 0;  // tokens of the batch (m·B·T) / seconds
  // CPU seconds the whole process (every device thread) used over the same spans as
  // `seconds` (process_cpu_clock.hpp); under MPI, this rank's process only.
  double cpu_seconds = 0;
  // Measured peak activation bytes of every device during this step, replica-major:
  // index r·p + d is replica r's device d (p·w entries; p when w = 1).
  std::vector<long long> peak_activation_bytes;
  // Measured peak bytes of every device's host pool (offloaded activations) in this step,
  // in the same replica-major order.
  std::vector<long long> peak_host_bytes;
  // cuda only (else empty): each device's memory pool high water in this step, in the
  // allocator's bytes (each allocation rounded up to its granularity, so at least the
  // measured peak), in the same order.
  std::vector<long long> peak_pool_bytes;
  // With check: the largest difference between the pipelined gradient and the
  // unpipelined model's on the same batch and weights, relative to the largest reference
  // gradient of the same tensor (max over tensors of max|g - g_ref| / max|g_ref|). With
  // the vocabulary sharded, the unpipelined model shards it too (gpt/vocab_reference.hpp:
  // the same shards and the same sums in device order), so any difference is the pipeline's.
  std::optional<double> max_grad_error;
  // With record_timeline (replica 0's devices only when w > 1): every action of every
  // device with its measured start and end
  // in microseconds since the step began. An action ends when the executor has done it
  // and starts where the device's previous action ended, so a compute's span includes
  // waiting for the recvs before it (a recv is done when posted).
  std::optional<timeline> measured;
  // With record_timeline and replicas > 1 (threads): the order of the step's events, as
  // numbers drawn from one counter that every device thread and the all-reduce share. A
  // number is drawn after its event, and the threads synchronise through the transport
  // and the reducer, so an event that happened before another (through them) has the
  // smaller number -- an order, free of timing.
  struct event_order {
    std::vector<all_reduce_stamps> all_reduce;  // [stage]: launched, started, finished
    std::vector<std::uint64_t> last_compute;    // [r·p + d]: device d of replica r's last F/B/W/BW ended
  };
  std::optional<event_order> order;
};

}  // namespace pipesched::train
