#pragma once
// The two objects a CUDA profile adds to the profile JSON (profile_command.hpp): "device",
// what GPU measured it, and "bandwidth", its measured copies; written by `pipesched profile
// --backend cuda`, read back by `plan --profile` (the planner takes its link and host-link
// bandwidths from "bandwidth": the peer copies' and the slower of pinned H2D and D2H).
//
//   "device": {"name": "NVIDIA H100 80GB HBM3", "index": 0, "sm_count": 132,
//              "compute_capability": "9.0", "memory_bytes": n, "driver": "580.95.05" | null,
//              "cuda_driver": "13.0", "cuda_runtime": "13.0", "clock_mhz": 1980,
//              "memory_clock_mhz": 2619},
//   "bandwidth": {"unit": "GB/s", "bytes": n, "h2d_pinned": x, "d2h_pinned": x,
//                 "d2d": x, "peer": x | null, "peer_device": k | null}
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "runtime/gpt/gpt_profile.hpp"

namespace pipesched::cli {

nlohmann::ordered_json device_json(const gpt::device_description& d);
nlohmann::ordered_json bandwidth_json(const gpt::copy_bandwidths& b);

// What the planner takes from a profile's "bandwidth" (GB/s).
struct profile_links {
  std::optional<double> link_gbps;     // the peer copies'; none measured on one GPU
  std::optional<double> offload_gbps;  // the slower of pinned H2D and D2H
};

// Checks "device" by name and range (informational: the planner reads none of it). Throws
// std::invalid_argument naming the field.
void check_device_json(const nlohmann::json& device);
// Reads "bandwidth", every field by name, each bandwidth positive and at most
// limits::max_profile_gbps. Throws std::invalid_argument naming the field.
profile_links read_bandwidth_json(const nlohmann::json& bandwidth);

}  // namespace pipesched::cli
