#pragma once
// Linear layer on Hopper's wgmma (sm_90a): the three GEMMs of kernels/linear.hpp with bf16
// storage and fp32 accumulation, the same contract as kernels/cuda/linear_mma.cuh:
//
//   forward:          out[n,o]      = bias[o] + Σ_c inp[n,c]·weight[o,c]   bf16 out (overwrites)
//   backward-input:   dinp[n,c]     = Σ_o dout[n,o]·weight[o,c]            bf16 out (overwrites)
//   backward-weight:  dweight[o,c] += Σ_n dout[n,o]·inp[n,c]               fp32 (accumulates)
//                     dbias[o]     += Σ_n dout[n,o]                        fp32 (accumulates)
//
// Operands arrive by TMA into 128B-swizzled shared memory (5 stages, mbarriers), one producer
// warp issues the loads, two consumer warpgroups run wgmma.mma_async m64n128k16 on a 128×128
// tile each K step, and CTAs are persistent (one per SM, walking the tiles). backward-weight
// splits N into slices (linear_wgmma_rule.hpp) whose partials a second kernel adds in slice
// order: deterministic, no atomics.
//
// A CONTENDER: it runs only where linear_wgmma_available() and the --kernels self-check
// (runtime/gpt/backend/cuda_kernel_check.hpp) passed on that GPU. Shapes off
// linear_wgmma_rule.hpp's rule throw cuda_error; the *_or_simple launchers run the simple
// kernel there. Built for sm_90a only (kernels/cuda/CMakeLists.txt); elsewhere the kernels
// are stubs and linear_wgmma_available() is false.
#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/linear_wgmma_rule.hpp>

#include <cstddef>

namespace pipesched::kernels {

// The current device is sm_90 (H100/H200) and this build holds the sm_90a code.
bool linear_wgmma_available();

void linear_forward_wgmma_cuda(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias,
                               std::size_t N, std::size_t C, std::size_t OC, cudaStream_t stream);

void linear_backward_input_wgmma_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                      std::size_t N, std::size_t C, std::size_t OC,
                                      cudaStream_t stream);

// splits <= 1: the unsplit kernel accumulates into dweight (workspace unused, may be null);
// otherwise `workspace` holds linear_wgmma_wgrad_workspace_floats(splits, C, OC) floats.
void linear_backward_weight_wgmma_cuda(float* dweight, float* dbias, const bf16* dout,
                                       const bf16* inp, std::size_t N, std::size_t C,
                                       std::size_t OC, int splits, float* workspace,
                                       cudaStream_t stream);

// wgmma where linear_wgmma_supported holds, the simple bf16 kernel otherwise. backward-weight
// chooses its split count for the current device and allocates its workspace stream-ordered.
void linear_forward_wgmma_or_simple_cuda(bf16* out, const bf16* inp, const bf16* weight,
                                         const bf16* bias, std::size_t N, std::size_t C,
                                         std::size_t OC, cudaStream_t stream);
void linear_backward_input_wgmma_or_simple_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                                std::size_t N, std::size_t C, std::size_t OC,
                                                cudaStream_t stream);
void linear_backward_weight_wgmma_or_simple_cuda(float* dweight, float* dbias, const bf16* dout,
                                                 const bf16* inp, std::size_t N, std::size_t C,
                                                 std::size_t OC, cudaStream_t stream);

}  // namespace pipesched::kernels
