#pragma once
// Linear layer on bf16 tensor cores: the three GEMMs of kernels/linear.hpp with bf16 storage
// and fp32 accumulation (the bf16 contract), as `mma.sync.m16n8k16` tiles fed from shared
// memory by `cp.async`, three stages deep. Device pointers; cudaStream_t last.
//
//   forward:          out[n,o]      = bias[o] + Σ_c inp[n,c]·weight[o,c]   bf16 out (overwrites)
//   backward-input:   dinp[n,c]     = Σ_o dout[n,o]·weight[o,c]            bf16 out (overwrites)
//   backward-weight:  dweight[o,c] += Σ_n dout[n,o]·inp[n,c]               fp32 (accumulates)
//                     dbias[o]     += Σ_n dout[n,o]                        fp32 (accumulates)
//
// Every output is accumulated in fp32 and rounded to bf16 once, when stored (forward adds the
// bias in fp32 before that rounding). bias and dbias may be nullptr.
//
// Used in training only where they agree with kernels/cuda/linear.cuh's simple kernels on the
// GPU at hand: `train --kernels auto` runs runtime/gpt/backend/cuda_kernel_check.hpp's
// self-check once per GPU (after cuBLASLt, before the simple kernels).
// test/kernels/cuda_linear_mma_test.cu checks them against the C++ reference;
// bench/matmul_bench.cu times them against cuBLAS.
//
// What the fast path needs (linear_mma_supported): C and OC multiples of 8 and every pointer
// 16-byte aligned, so each shared-memory fill is a whole 16-byte cp.async (8 bf16) that is
// either fully inside a row or fully outside it. N (tokens) may be anything, and so may C and
// OC relative to the 128×128×32 tile: ragged tiles are zero-filled on load and predicated on
// store. The launchers throw cuda_error on a shape they do not support; the *_mma_or_simple
// launchers below pick the simple kernel then (GPT-2's vocabulary, 50257, is not a multiple of
// 8: llm.c pads it to 50304).
//
// Defined (and compiled once, for sm_80+) in kernels/cuda/linear_mma.cu.

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>

#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace pipesched::kernels {

// The fast path's alignment rule (see above); `ptrs` are the call's device pointers
// (nullptr bias/dbias allowed).
inline bool linear_mma_supported(std::size_t C, std::size_t OC,
                                 std::initializer_list<const void*> ptrs) noexcept {
    if (C % 8 != 0 || OC % 8 != 0) return false;
    for (const void* p : ptrs)
        if (reinterpret_cast<std::uintptr_t>(p) % 16 != 0) return false;
    return true;
}

void linear_forward_mma_cuda(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias,
                             std::size_t N, std::size_t C, std::size_t OC, cudaStream_t stream);

void linear_backward_input_mma_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                    std::size_t N, std::size_t C, std::size_t OC,
                                    cudaStream_t stream);

void linear_backward_weight_mma_cuda(float* dweight, float* dbias, const bf16* dout,
                                     const bf16* inp, std::size_t N, std::size_t C,
                                     std::size_t OC, cudaStream_t stream);

// backward-weight split over N (split-K) for shapes with too few 128×128 output tiles to fill
// the GPU (GPT-2 small's OC·C is 6×6 to 24×6 tiles against 132 SMs): each of `splits` slices
// of N stores its partial dweight and dbias in `workspace`, and a second kernel adds them to
// dweight and dbias in slice order (deterministic for a given `splits`; a different split count
// sums in a different order). splits <= 1 is the unsplit kernel (no workspace needed).
//   linear_mma_wgrad_splits: enough slices for two CTAs per SM, each slice >= 8 K tiles, <= 16.
//   linear_mma_wgrad_workspace_floats: splits·(OC·C + OC) floats (0 when splits <= 1).
int linear_mma_wgrad_splits(std::size_t N, std::size_t C, std::size_t OC, int sm_count);
std::size_t linear_mma_wgrad_workspace_floats(int splits, std::size_t C, std::size_t OC);
void linear_backward_weight_mma_split_cuda(float* dweight, float* dbias, const bf16* dout,
                                           const bf16* inp, std::size_t N, std::size_t C,
                                           std::size_t OC, int splits, float* workspace,
                                           cudaStream_t stream);

// The tensor-core kernel where linear_mma_supported holds, the simple bf16 kernel of
// kernels/cuda/linear.cuh otherwise (the same sums in another order): what the CUDA backend
// is to call for bf16 once a GPU run has shown the tensor-core kernels correct.
// backward-weight splits N by linear_mma_wgrad_splits for the current GPU, its workspace
// allocated and freed stream-ordered (cudaMallocAsync) around the call.
void linear_forward_mma_or_simple_cuda(bf16* out, const bf16* inp, const bf16* weight,
                                       const bf16* bias, std::size_t N, std::size_t C,
                                       std::size_t OC, cudaStream_t stream);
void linear_backward_input_mma_or_simple_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                              std::size_t N, std::size_t C, std::size_t OC,
                                              cudaStream_t stream);
void linear_backward_weight_mma_or_simple_cuda(float* dweight, float* dbias, const bf16* dout,
                                               const bf16* inp, std::size_t N, std::size_t C,
                                               std::size_t OC, cudaStream_t stream);

}  // namespace pipesched::kernels
