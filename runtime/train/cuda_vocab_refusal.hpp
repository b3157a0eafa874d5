#pragma once
// Why `train --backend cuda --vocab-parallel 1|2` cannot run `devices` pipeline devices, in
// one line; nullopt when it can. Pure, so the CPU tests every branch; the launch
// (vocab_launch.cpp) asks it before it makes the devices, and `--backend auto` asks it to
// fall back to cpu instead of picking a cuda run that would be refused.
//
// The launch runs on threads in one process (cuda_vocab_launch.cpp): the collectives between
// the vocabulary passes are gpt::cuda_thread_collectives, which meet on the host and copy on
// the GPUs, so p devices may share one GPU (single-GPU mode) as in a cuda run without
// vocabulary parallelism. Under mpirun (cuda_vocab_launch.cpp's rank launch) the collectives
// are gpt::nccl_collectives, one communicator with a rank per device, and NCCL refuses two
// ranks of one communicator on one GPU: cuda_vocab_rank_refusal below.
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pipesched::train {

// A build without the cuda backend refuses cuda before this is asked.
inline std::optional<std::string> cuda_vocab_refusal(int devices) {
  if (devices < 2)
    return "vocabulary parallelism (--vocab-parallel) on cuda shards the vocabulary over the pipeline's devices: it "
           "needs at least 2";
  return std::nullopt;
}

// Under mpirun: why the ranks cannot run, or nullopt. ranks_on_node[r] and gpus_on_node[r]
// are what rank r finds on its node (ranks sharing its node, GPUs the run may use there),
// gathered from every rank, so every rank gives the same answer before any NCCL call. Each
// rank takes GPU local-rank mod gpus (cuda_gpu_of): fewer GPUs than ranks on a node would
// put two ranks of the collectives' communicator on one GPU, which NCCL refuses (and single-
// GPU mode, which the launch on threads serves, has no meaning across processes).
inline std::optional<std::string> cuda_vocab_rank_refusal(const std::vector<int>& ranks_on_node,
                                                          const std::vector<int>& gpus_on_node) {
  if (ranks_on_node.size() != gpus_on_node.size())
    return "vocabulary parallelism on cuda under mpirun: " + std::to_string(ranks_on_node.size()) +
           " ranks' node sizes for " + std::to_string(gpus_on_node.size()) + " ranks' GPU counts";
  for (std::size_t r = 0; r < ranks_on_node.size(); ++r)
    if (ranks_on_node[r] > gpus_on_node[r])
      return "vocabulary parallelism on cuda under mpirun needs a GPU per rank: rank " + std::to_string(r) +
             "'s node runs " + std::to_string(ranks_on_node[r]) + " ranks on " + std::to_string(gpus_on_node[r]) +
             " GPUs (NCCL refuses two ranks of one communicator on one GPU; run fewer ranks per node, or on "
             "threads without mpirun)";
  return std::nullopt;
}

}  // namespace pipesched::train
