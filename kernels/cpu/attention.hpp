#pragma once
// Causal self-attention on the CPU, bit-identical to the references in kernels/attention.hpp
// (attention_forward, attention_backward_input) for float and bf16 storage.
//
// Every score, probability, output and gradient element is the same chain of separately
// rounded fp32 operations as in the reference (no FMA: -ffp-contract=off, -mno-fma), summed
// in the same order; only which elements are computed together changes. Per (batch, head),
// the head's q, k, v (and dout) are widened once into padded fp32 rows (k and v also
// transposed), then SIMD lanes run across keys for the scores q·k_t2 and datt = dout·v_t2,
// and across head channels for att·V, dq, and the dk, dv updates (whose terms arrive in the
// reference's t order). The softmax -- max, std::exp, sum, 1/sum -- and Σ att·datt stay
// scalar loops in the reference's order: each is O(T) per row against O(T·hs) for the dots.
//
// Shapes, overwriting and the att layout as the references.
//   napkin math: as kernels/attention.hpp; plus O(T·hs) widening per (batch, head).
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cpu/linear.hpp>  // simd, supported, best_simd

namespace pipesched::kernels::cpu {

void attention_forward(float* out, float* att, const float* qkv, std::size_t B, std::size_t T, std::size_t C,
                       std::size_t NH, simd s = best_simd());
void attention_forward(bf16* out, bf16* att, const bf16* qkv, std::size_t B, std::size_t T, std::size_t C,
                       std::size_t NH, simd s = best_simd());

void attention_backward_input(float* dqkv, const float* dout, const float* qkv, const float* att, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, simd s = best_simd());
void attention_backward_input(bf16* dqkv, const bf16* dout, const bf16* qkv, const bf16* att, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, simd s = best_simd());

}  // namespace pipesched::kernels::cpu
