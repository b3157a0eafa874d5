#pragma once
// Why `train --backend cuda --vocab-parallel 1|2` cannot run `devices` pipeline devices on
// `gpus` GPUs, in one line; nullopt when it can. Pure, so the CPU tests every branch; the
// launch (vocab_launch.cpp) asks it once it knows the GPUs, and `--backend auto` asks it to
// fall back to cpu instead of picking a cuda run that would be refused.
//
// The collectives between the vocabulary passes are one NCCL communicator over the p
// devices (gpt::nccl_collectives), and NCCL refuses one GPU as several ranks of one
// communicator: single-GPU mode (p devices on fewer GPUs) cannot run them, whatever else is
// built. That refusal stays when the rest lands; cuda_vocab_parallel_built says whether it has.
#include <optional>
#include <string>

namespace pipesched::train {

// The CUDA kernels of every vocabulary pass and gpt::nccl_collectives are built; the CUDA
// vocabulary device and stage (vocab_device/vocab_stage over gpt_cuda_stage, S's bytes on the
// cuda_pool) and the cuda launch that orders the collectives against the NCCL pipeline
// links are not. True once they are (and the refusal's last line goes).
inline constexpr bool cuda_vocab_parallel_built = false;

inline std::optional<std::string> cuda_vocab_refusal(int devices, int gpus, bool built = cuda_vocab_parallel_built) {
  const std::string head = "vocabulary parallelism (--vocab-parallel) on cuda ";
  if (devices < 2) return head + "shards the vocabulary over the pipeline's devices: it needs at least 2";
  if (gpus < devices)
    return head + "needs a GPU per pipeline device (" + std::to_string(devices) + " devices, " + std::to_string(gpus) +
           (gpus == 1 ? " GPU" : " GPUs") +
           "): its collectives are one NCCL communicator, and NCCL refuses one GPU as several ranks of it (use "
           "--backend cpu, or --devices " + std::to_string(gpus < 2 ? 2 : gpus) +
           (gpus < 2 ? " on 2 GPUs)" : ")");
  if (!built)
    return head + "is not built yet: its kernels and NCCL collectives are, its device stage and launch are not (use "
                  "--backend cpu)";
  return std::nullopt;
}

}  // namespace pipesched::train
