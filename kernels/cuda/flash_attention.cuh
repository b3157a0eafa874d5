#pragma once
// Fused causal attention (FlashAttention-2 style) on a fused qkv input, bf16 storage on tensor
// cores: the same maths as kernels/attention.hpp (qkv [B,T,3C], head h on channels
// [h·hs, (h+1)·hs), hs = C/NH, scale 1/sqrt(hs)) without ever materialising the T×T
// probabilities. F keeps one fp32 log-sum-exp a row instead:
//     lse[b,h,t] = log Σ_{t2≤t} exp(scale · q_t·k_t2)          [B,NH,T] fp32
// and B recomputes P = exp(scale·q·k − lse) tile by tile.
//
// On the training path only where they agree with the simple kernels of
// kernels/cuda/attention.cuh on the GPU at hand: `train --kernels auto` (the default) runs
// runtime/gpt/backend/cuda_kernel_check.hpp's self-check once per GPU and falls back to the
// simple kernels otherwise. No GPU has run them yet (docs/gpu-runs.md says what awaits one);
// test/kernels/cuda_flash_attention_test.cu and bench/attention_bench.cu are written for it.
//
// Supported shapes: hs a multiple of 8 (16-byte cp.async rows), hs ≤ 128; any B, NH, T ≥ 0
// (ragged tails masked). hs is padded with zeros to the kernel's head dim: 16 (the tiny and
// small presets' 8 and 16), 64 (17..64) or 128 (65..128); only those three are instantiated
// (CI has 2 cores). Pointers 16-byte aligned. The launchers throw std::invalid_argument
// otherwise (flash_attention_supported says in advance).
//
// Forward, one CTA of 4 warps per (64-query tile, b·h), heaviest (last) tiles first; each warp
// owns 16 query rows, read from shared memory into registers once (not once per key tile).
// K/V tiles of 64 keys go through shared memory with cp.async, double buffered (tile j+1
// loads while j computes), one __syncthreads per key tile; S = Q·Kᵀ and O += P·V are
// mma.sync.m16n8k16 bf16 → fp32; online softmax in exp2 units with the running max and sum
// per row; P is rounded to bf16 for P·V (as FlashAttention does), the sum uses fp32 P.
//
// Backward (B pass), FlashAttention-2's, three launches:
//   1. prep:    Δ[b,h,t] = Σ_i dout·out (fp32, from the bf16 out), and zero the fp32 dQ
//               accumulator [B,T,C].
//   2. kv:      one CTA per (64-key tile, b·h), each warp 16 keys; loops over 32-query steps
//               q ≥ its first key (cp.async, double buffered): Sᵀ = K·Qᵀ, Pᵀ = exp(Sᵀ·scale − lse),
//               dPᵀ = V·dOᵀ, dSᵀ = Pᵀ∘(dPᵀ − Δ); dV += Pᵀ·dO and dK += dSᵀ·Q in registers
//               (fp32, written once at the end); dQ += dS·K through dSᵀ in shared memory and
//               fp32 atomicAdd (float2 pairs) into the accumulator, not a separate dQ pass (so
//               dQ is not bit-reproducible run to run: fp32 sums in a different order; dK and
//               dV are).
//   3. convert: dq = scale·accumulator, rounded to bf16 into dqkv's q slot.
// Workspace: Δ (B·NH·T fp32) and the dQ accumulator (B·T·C fp32), from the stream-ordered
// allocator (cudaMallocAsync) on the launcher's stream, freed on it.
//
// Napkin math, causal, pairs = T(T+1)/2 per (b, h):
//   forward:  2 GEMM-like products of 2·hs FLOPs a pair: 4·hs·pairs = 2·B·NH·hs·T(T+1) FLOPs;
//             bytes: reads qkv once per CTA's Q and once per (q tile, kv tile) for K, V (from L2),
//             HBM ≈ 3·B·T·C·2 in + B·T·C·2 + B·NH·T·4 out. T = 4096, hs = 128, B·NH = 128:
//             0.55 TFLOP → 0.56 ms at 989 TFLOP/s (H200 SXM dense bf16, NVIDIA's spec sheet)
//             against 0.54 GB of HBM traffic (B = 8, NH = 16: 125 µs at 4.3 TB/s): compute bound.
//   backward: 5 products (Sᵀ recomputed, dPᵀ, dV, dK, dQ): 2.5× the forward's FLOPs, plus
//             ≈ B·NH·T²·hs/256 float2 atomics into dQ (a pair of channels of query t gets one
//             from each 64-key tile at or below t: L2 traffic, not HBM).
// Registers and shared memory per kernel: kernels/cuda/resource_budget.txt (the dynamic shared
// memory below is not in ptxas's static figure).

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>

#include <cstddef>

namespace pipesched::kernels {

// True when the flash kernels take this shape: NH > 0, C % NH == 0, hs % 8 == 0, hs ≤ 128.
bool flash_attention_supported(std::size_t C, std::size_t NH) noexcept;

// out [B,T,C] and lse [B,NH,T] are overwritten.
void flash_attention_forward_cuda(bf16* out, float* lse, const bf16* qkv, std::size_t B,
                                  std::size_t T, std::size_t C, std::size_t NH,
                                  cudaStream_t stream);

// B pass from F's out and lse. dqkv [B,T,3C] is OVERWRITTEN (as the reference's).
void flash_attention_backward_input_cuda(bf16* dqkv, const bf16* dout, const bf16* qkv,
                                         const bf16* out, const float* lse, std::size_t B,
                                         std::size_t T, std::size_t C, std::size_t NH,
                                         cudaStream_t stream);

namespace detail {

// The backward with the grid of its two grid-stride kernels (prep, convert) capped at
// max_blocks, so tests can make their loops run more than once; the tile kernels' grids are
// exact (one CTA a tile).
void flash_attention_backward_input_cuda_capped(bf16* dqkv, const bf16* dout, const bf16* qkv,
                                                const bf16* out, const float* lse, std::size_t B,
                                                std::size_t T, std::size_t C, std::size_t NH,
                                                std::size_t max_blocks, cudaStream_t stream);

inline constexpr int flash_warps = 4;                     // every kernel: 128 threads
inline constexpr int flash_threads = 32 * flash_warps;
inline constexpr int flash_fwd_rows = 16 * flash_warps;   // queries per forward CTA (Br)
inline constexpr int flash_fwd_cols = 64;                 // keys per forward tile (Bc)
inline constexpr int flash_bwd_keys = 16 * flash_warps;   // keys per backward CTA
inline constexpr int flash_bwd_rows = 32;                 // queries per backward step
inline constexpr int flash_pad = 8;  // bf16 a shared row is padded by: conflict-free ldmatrix
static_assert(flash_fwd_rows == flash_fwd_cols, "the causal mask assumes square forward tiles");
static_assert(flash_bwd_keys % flash_bwd_rows == 0, "a key tile starts on a query step");

// The kernel head dim (16, 64 or 128) that hs is padded to; 0 when unsupported.
constexpr int flash_head_dim(std::size_t hs) {
    if (hs == 0 || hs % 8 != 0 || hs > 128) return 0;
    return hs <= 16 ? 16 : hs <= 64 ? 64 : 128;
}

// Dynamic shared bytes of each kernel for head dim D (rows padded to D + flash_pad bf16).
constexpr std::size_t flash_forward_smem(int D) {
    return std::size_t(flash_fwd_rows + 4 * flash_fwd_cols) * (D + flash_pad) * 2;  // Q, 2×K, 2×V
}
constexpr std::size_t flash_backward_smem(int D) {
    return std::size_t(2 * flash_bwd_keys + 4 * flash_bwd_rows) * (D + flash_pad) * 2  // K, V, 2×Q, 2×dO
           + std::size_t(flash_bwd_keys) * (flash_bwd_rows + flash_pad) * 2          // dSᵀ
           + 4 * std::size_t(flash_bwd_rows) * 4;                                   // 2×lse, 2×Δ
}
static_assert(flash_forward_smem(128) == 87040 && flash_backward_smem(128) == 75264);
static_assert(flash_forward_smem(128) <= 227 * 1024 && flash_backward_smem(128) <= 227 * 1024,
              "sm_90 opt-in dynamic shared memory per block");

}  // namespace detail
}  // namespace pipesched::kernels
