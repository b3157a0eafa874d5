#pragma once
// The --kernels self-check on a GPU: the candidates of runtime/gpt/kernel_choice.hpp made of
// real kernels, and the decision made once per GPU and storage type in a process.
//
//   linear     fp32: cublaslt (exact fp32)            bound 5e-4 + 1e-4·|ref|
//              bf16: cublaslt, then mma_sync          bound 2e-2 + 1e-2·|ref|
//                    contender wgmma (sm_90 with sm_90a code only; checked and run by
//                    --kernels fast alone)
//              each runs forward, backward-input and backward-weight (onto random
//              accumulated gradients, bias or not) beside the simple kernels on five
//              small problems: one row, ragged 128-tiles, K over several tiles without bias,
//              odd C and OC, and 1100×264×392 (wgmma's ragged 64-wide K tiles and split-K)
//   attention  bf16: flash (cuda_flash_attention.hpp's packing into att)
//                                                     bound 3e-2 + 3e-2·|ref|
//              F's output and B's dqkv against the simple kernels at head sizes 16 and 64,
//              T ragged against the 64-row tiles; fp32: none (flash is bf16)
// The bounds: bf16 outputs round once to 8 significant bits (2⁻⁸ relative), and the two
// kernels sum in different orders; fp32 is summed in fp32 by both (a TF32 product, 2⁻¹¹
// relative, would break 1e-4 at these sizes); flash rounds P to bf16 before P·V.
//
// Runs on the legacy default stream with the GPU current, synchronously, before training.
#include <string>
#include <vector>

#include "runtime/gpt/kernel_choice.hpp"

namespace pipesched::gpt {

// The ops and their candidates for `gpu` (current while they run) and the storage.
std::vector<kernel_op> cuda_kernel_ops(int gpu, bool bf16);

// The decision for (gpu, storage, mode), made at the first call (running the check in
// auto mode) and the same afterwards. Thread-safe; makes `gpu` current while it runs.
kernel_selection cuda_kernel_selection(int gpu, bool bf16, kernel_mode mode);

// Every decision made so far in this process, in the order made (the CLI prints their
// warnings once and lists them in its JSON).
std::vector<kernel_selection> cuda_kernel_selections();

}  // namespace pipesched::gpt
