#pragma once
// How the cuda backend's pipeline devices hand tensors to each other (trainer_options::
// transport, `pipesched train --transport`):
//   hub   the CPU rendezvous hub carries {device memory, ready event}; the receiver's
//         compute stream waits for the event and copies (a peer copy across GPUs);
//   nccl  one 2-rank NCCL communicator per directed link, each end on a stream of its own
//         (runtime/cuda/nccl_links.hpp, runtime/train/nccl_transport.hpp); a link whose
//         two ends share a GPU copies device to device on the link's streams instead;
//   automatic  nccl where every pipeline device has a GPU of its own (p <= GPUs, p > 1)
//         and the build has NCCL; else hub (single-GPU mode keeps the hub).
// Header-only and free of CUDA, so that the choice is tested on machines without one.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pipesched::train {

enum class cuda_transport { automatic, hub, nccl };

constexpr std::string_view to_string(cuda_transport t) {
  switch (t) {
    case cuda_transport::automatic: return "auto";
    case cuda_transport::hub: return "hub";
    case cuda_transport::nccl: return "nccl";
  }
  return "?";
}

// "auto", "hub" or "nccl"; nullopt for anything else.
inline std::optional<cuda_transport> parse_cuda_transport(std::string_view name) {
  for (cuda_transport t : {cuda_transport::automatic, cuda_transport::hub, cuda_transport::nccl})
    if (name == to_string(t)) return t;
  return std::nullopt;
}

// Whether a run of `devices` pipeline devices (of every replica) over `gpus` GPUs uses NCCL
// links. Throws std::invalid_argument (one line) when nccl is asked for in a build without
// NCCL.
inline bool uses_nccl_links(cuda_transport asked, int devices, int gpus, bool nccl_built) {
  switch (asked) {
    case cuda_transport::hub: return false;
    case cuda_transport::nccl:
      if (!nccl_built)
        throw std::invalid_argument(
            "--transport nccl needs NCCL, which this build lacks (configure with NCCL found, or NCCL_ROOT)");
      return true;
    case cuda_transport::automatic: return nccl_built && devices > 1 && devices <= gpus;
  }
  return false;
}

}  // namespace pipesched::train
