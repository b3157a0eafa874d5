#pragma once
// GELU (tanh approximation) on the CPU, bit-identical to the references in kernels/gelu.hpp
// (gelu_forward, gelu_backward_input) for float and bf16 storage: the same element formulas
// and the same tanh (kernels/tanh_approx.hpp), evaluated over SIMD lanes instead of one
// float at a time, every operation separately rounded (-ffp-contract=off, no FMA). bf16 is
// widened to fp32 once per element and rounded back once, as the reference does.
//
// Shapes and aliasing as the references: out may alias inp, dinp may alias dout.
//   napkin math: forward ≈ 40 FLOPs per element (tanh included), backward ≈ 50.
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cpu/linear.hpp>  // simd, supported, best_simd

namespace pipesched::kernels::cpu {

void gelu_forward(float* out, const float* inp, std::size_t N, simd s = best_simd());
void gelu_forward(bf16* out, const bf16* inp, std::size_t N, simd s = best_simd());

void gelu_backward_input(float* dinp, const float* dout, const float* inp, std::size_t N, simd s = best_simd());
void gelu_backward_input(bf16* dinp, const bf16* dout, const bf16* inp, std::size_t N, simd s = best_simd());

}  // namespace pipesched::kernels::cpu
