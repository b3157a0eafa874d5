#pragma once
// Flash attention (kernels/cuda/flash_attention.cuh) behind the stage's attention op, whose
// signature keeps the probabilities buffer `att` [B,NH,T,T] between F and B. Flash keeps
// no probabilities: F's log-sum-exp per row and a copy of F's output (B needs both, and the
// stage does not hand B the output) go into that same buffer instead,
//     att bytes [0, lse)        lse  [B,NH,T] fp32
//     att bytes [o, o + out)    out  [B,T,C]  bf16, o = lse rounded up to 16 bytes
// so the stage's memory accounting, its offload (which copies att's bytes out and back)
// and recomputation are what they were, bit for bit in bytes. It fits when
// B·NH·T·T·2 >= o + B·T·C·2, i.e. about T >= hs + 2; where it does not, or the head size
// is one flash does not take, the simple kernels run (flash_attention_packs says which, from
// the shape alone, so F and B agree).
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>

namespace pipesched::gpt {

// True when F and B of this shape run flash (supported head size, and lse + out fit in att).
bool flash_attention_packs(std::size_t B, std::size_t T, std::size_t C, std::size_t NH) noexcept;

// Where the packed lse and out copy start in att, in bytes.
std::size_t flash_attention_out_offset(std::size_t B, std::size_t T, std::size_t NH) noexcept;

// The attention op: flash where flash_attention_packs, else the simple kernels. `att`
// must be 16-byte aligned for flash (the pool's blocks are).
void packed_attention_forward(kernels::bf16* out, kernels::bf16* att, const kernels::bf16* qkv, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, cudaStream_t stream);
void packed_attention_backward_input(kernels::bf16* dqkv, const kernels::bf16* dout, const kernels::bf16* qkv,
                                     const kernels::bf16* att, std::size_t B, std::size_t T, std::size_t C,
                                     std::size_t NH, cudaStream_t stream);

}  // namespace pipesched::gpt
