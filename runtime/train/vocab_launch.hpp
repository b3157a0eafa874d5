#pragma once
// The launch of a run with vocabulary parallelism (trainer_options::vocab): on threads in
// one process, cpu, cpu-streams or cuda backend (vocab_thread_launch.hpp; the stages of
// blocks made as any run's: pipeline_copy), one replica: a thread per device runs its
// action list, the transformer passes, sends and recvs through the executor
// (runtime/executor.hpp) over the rendezvous hub, and the vocabulary passes and collectives
// (vocab_device.hpp; cuda_vocab_device.hpp) where the list puts them: the executor runs the
// list without them, and after each of its actions the device runs the vocabulary actions
// that follow it in the list (those before the first, before it starts). The collectives go
// over one in-process group (gpt::thread_collectives; on cuda gpt::cuda_thread_collectives),
// aborted with the hub when a device fails. Under mpirun (layout.rank_device set; cpu
// backend, MPI built) each rank runs its device's list the same way (vocab_device_run.hpp)
// over the MPI transport and gpt::mpi_collectives (vocab_rank_launch.cpp), and gathers what
// the threads report.
#include <cstdint>
#include <memory>
#include <vector>

#include "runtime/gpt/gpt_params.hpp"
#include "runtime/train/launch.hpp"

namespace pipesched::train {

// `params[i]`: stage layout.local_stages[i] without the vocabulary layers; `layers`: the
// vocabulary layers (wte, wpe, ln_f, lm_head.weight whole; vocab_layers_params). Both must
// outlive the launch. Throws std::invalid_argument for options it does not run.
std::unique_ptr<launch> make_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                          std::vector<gpt::gpt_params<float>>& params, gpt::gpt_params<float>& layers);

// The launch on threads for the cuda backend (cuda_vocab_launch.cpp; in a build with the
// CUDA stage): cuda_vocab_device and cuda_vocab_stage over the copy's gpt_cuda_stages, the
// collectives over gpt::cuda_thread_collectives, device d on GPU d mod gpus.
std::unique_ptr<launch> make_cuda_vocab_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers);

// The launch on this MPI rank for the cuda backend (cuda_vocab_launch.cpp): device d on the
// GPU its local rank picks, the collectives over gpt::nccl_collectives. Throws
// std::invalid_argument (one line, on every rank, before any NCCL call) where a node has
// fewer GPUs than ranks (cuda_vocab_rank_refusal), or in a build without NCCL.
std::unique_ptr<launch> make_cuda_vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                                    std::vector<gpt::gpt_params<float>>& params,
                                                    gpt::gpt_params<float>& layers);

// The launch on this MPI rank (vocab_rank_launch.cpp); throws std::logic_error in a build
// without MPI, std::invalid_argument where MPI lacks MPI_THREAD_MULTIPLE.
std::unique_ptr<launch> make_vocab_rank_launch(const trainer_options& options, const pipeline_layout& layout,
                                               std::vector<gpt::gpt_params<float>>& params,
                                               gpt::gpt_params<float>& layers);

// The vocabulary layers of `config` as one parameter set of no blocks (layers
// {L, L, embedding, head}): wte, wpe, ln_f and lm_head.weight, initialised as
// make_params(config, ..., seed) initialises them, so a seed gives the same model with
// vocabulary parallelism or without.
gpt::gpt_params<float> vocab_layers_params(const gpt::gpt_config& config, std::uint64_t seed);

// The static bound of a run with vocabulary parallelism: the library's peak_activation_bytes
// with the stages' deltas (vocab_stage) and each device's S and T bytes (its shard's).
std::vector<long long> vocab_activation_bound(const schedule& s, const gpt::gpt_config& config,
                                              const std::vector<memory_deltas>& deltas);
// `activation` (per device) plus the weights each device computes with: its stages'
// (`weight_bytes[stage]`, blocks only), its shard's rows of wte and lm_head.weight, wpe on
// the first stage's device and ln_f on the last's.
std::vector<long long> vocab_bound_with_weights(const schedule& s, const gpt::gpt_config& config,
                                                std::vector<long long> activation,
                                                const std::vector<long long>& weight_bytes);

}  // namespace pipesched::train
