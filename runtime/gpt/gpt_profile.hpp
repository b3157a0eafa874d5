#pragma once
// Measured per-part pass times and bytes of the GPT on the CPU backend: what
// `pipesched profile` writes and `pipesched plan --profile` reads
// (include/pipesched/plan/profile.hpp says how the planner uses them).
//
// Three probe stages of the model's shape (its dim, heads, seq, vocab and microbatch, 3
// blocks cut 1/1/1) run on the calling thread: "first" (embedding + 1 block), "middle"
// (1 block), "last" (1 block + head). Each repeat times F, B and W of one microbatch on
// each probe (steady_clock around the call); a probe's time is the median over the
// repeats, after one untimed warm-up. The parts are derived from the probes:
//   block = middle;  embedding = first - middle;  head = last - middle  (per pass);
// a part's time below 0 (noise: the embedding's F and B are a lookup and a copy) is
// reported as 0. The bytes are the probes' activation meters (what the stages allocate),
// derived so that the planner's composition reproduces every probe's deltas exactly.
// On CUDA (gpt_profile_cuda.hpp) the same probes run on one GPU, each its own pipeline
// device, and the profile adds the device's description and its copy bandwidths.
#include <cstdint>
#include <optional>
#include <string>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/plan/profile.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_partition.hpp"

namespace pipesched::gpt {

struct probe_measurement {
  stage_layers layers;     // of the 3-block probe model
  double f = 0, b = 0, w = 0;  // median seconds
  memory_deltas bytes;     // measured by the stage's meter
  long long parameters = 0;
};

// The GPU a CUDA profile was measured on (cudaGetDeviceProperties and attributes).
struct device_description {
  std::string name;
  int index = 0;
  int sm_count = 0;
  int compute_major = 0, compute_minor = 0;
  long long memory_bytes = 0;
  int cuda_driver = 0, cuda_runtime = 0;  // as CUDA numbers them: 12080 is 12.8
  std::string driver;                     // the kernel driver's version ("580.95.05"); empty: unknown
  int clock_mhz = 0, memory_clock_mhz = 0;
  friend bool operator==(const device_description&, const device_description&) = default;
};

// Copy bandwidths in GB/s (1e9 bytes per second), each the median of its timed copies of
// `bytes` bytes: pinned host to device and back, device to device on one GPU, and to a peer
// GPU (`peer_device`) when there is one that the device can reach.
struct copy_bandwidths {
  long long bytes = 0;
  double h2d_gbps = 0, d2h_gbps = 0, d2d_gbps = 0;
  std::optional<double> peer_gbps;
  int peer_device = -1;
  friend bool operator==(const copy_bandwidths&, const copy_bandwidths&) = default;
};

struct gpt_profile {
  gpt_config model;        // as asked (layers as given)
  int repeats = 0;
  std::string backend = "cpu";  // cpu | cuda
  std::string dtype = "fp32";   // fp32 | bf16: the stages' storage
  probe_measurement first, middle, last;
  plan::measured_profile parts;  // what the planner reads
  std::optional<device_description> device;  // CUDA only
  std::optional<copy_bandwidths> bandwidth;   // CUDA only
};

// Throws std::invalid_argument (one line) for a bad model or repeats < 1. `bf16`: the
// stages store bf16 (gpt_bf16_stage), as --dtype bf16 trains.
gpt_profile measure_profile(const gpt_config& model, int repeats, std::uint64_t seed = 1, bool bf16 = false);

// The parts from three probes (the derivation above); exposed for tests. `element_bytes`:
// the storage's (4 fp32, 2 bf16): the tensor between stages is one [B, T, C] of it, and bf16
// stages keep a bf16 working copy of the weights besides the fp32 ones, gradients and moments.
plan::measured_profile parts_from_probes(const gpt_config& model, const probe_measurement& first,
                                         const probe_measurement& middle, const probe_measurement& last,
                                         int element_bytes = 4);

}  // namespace pipesched::gpt
