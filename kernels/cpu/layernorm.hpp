#pragma once
// LayerNorm's forward and B pass on the CPU, bit-identical to the references in
// kernels/layernorm.hpp (layernorm_forward, layernorm_backward_input) for float and bf16
// storage. Each row's sums (mean, variance; the backward's two means) keep the reference's
// order over c, with SIMD lanes across 8 rows at a time (a transposed block); the
// per-element formulas run with lanes across c. (The W pass stays the reference: its loop
// over c has no sum across c, so the compiler vectorises it already, and a copy was slower.)
// Every operation is separately rounded (-ffp-contract=off, no FMA); bf16 is widened once
// and rounded once, as the reference does.
//
// Shapes, overwriting and accumulation as the references (dinp +=).
//   napkin math: forward ≈ 8 FLOPs per element, backward-input ≈ 14.
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cpu/linear.hpp>  // simd, supported, best_simd

namespace pipesched::kernels::cpu {

void layernorm_forward(float* out, float* mean, float* rstd, const float* inp, const float* weight, const float* bias,
                       std::size_t N, std::size_t C, simd s = best_simd());
void layernorm_forward(bf16* out, float* mean, float* rstd, const bf16* inp, const bf16* weight, const bf16* bias,
                       std::size_t N, std::size_t C, simd s = best_simd());

void layernorm_backward_input(float* dinp, const float* dout, const float* inp, const float* weight, const float* mean,
                              const float* rstd, std::size_t N, std::size_t C, simd s = best_simd());
void layernorm_backward_input(bf16* dinp, const bf16* dout, const bf16* inp, const bf16* weight, const float* mean,
                              const float* rstd, std::size_t N, std::size_t C, simd s = best_simd());

}  // namespace pipesched::kernels::cpu
