#pragma once
// Why `train --backend cuda --vocab-parallel 1|2` cannot run `devices` pipeline devices, in
// one line; nullopt when it can. Pure, so the CPU tests every branch; the launch
// (vocab_launch.cpp) asks it before it makes the devices, and `--backend auto` asks it to
// fall back to cpu instead of picking a cuda run that would be refused.
//
// The launch runs on threads in one process (cuda_vocab_launch.cpp): the collectives between
// the vocabulary passes are gpt::cuda_thread_collectives, which meet on the host and copy on
// the GPUs, so p devices may share one GPU (single-GPU mode) as in a cuda run without
// vocabulary parallelism. Under mpirun vocabulary parallelism runs on the cpu backend only
// (vocab_rank_launch.cpp refuses cuda by name: gpt::nccl_collectives is built, not wired in).
#include <optional>
#include <string>

namespace pipesched::train {

// The CUDA vocabulary device, stage and launch on threads are built (cuda_vocab_device.hpp,
// cuda_vocab_stage.hpp, cuda_vocab_launch.cpp). `built` is a parameter below so that the
// CPU test can ask the refusal of a build without them.
inline constexpr bool cuda_vocab_parallel_built = true;

inline std::optional<std::string> cuda_vocab_refusal(int devices, bool built = cuda_vocab_parallel_built) {
  const std::string head = "vocabulary parallelism (--vocab-parallel) on cuda ";
  if (devices < 2) return head + "shards the vocabulary over the pipeline's devices: it needs at least 2";
  if (!built) return head + "is not built in this build (use --backend cpu)";
  return std::nullopt;
}

}  // namespace pipesched::train
