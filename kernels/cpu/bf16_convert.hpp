#pragma once
// bf16 storage widened and rounded on the CPU a vector at a time, bit-identical to bf16's own
// conversions (kernels/bf16.hpp: widening is exact, rounding nearest-even with a NaN kept a
// quiet NaN), so every op that widens once and rounds once gets the reference's bits.
// What the bf16 paths of the CPU kernels (GELU, LayerNorm, the GEMMs' A) and the host
// backends' weight working copies and residual adds run on, SSE2, AVX2 or AVX-512 chosen
// at run time.
//   napkin math: n conversions; reads 2·n or 4·n bytes, writes the other.
#include <cstddef>

#include <kernels/bf16.hpp>
#include <kernels/cpu/linear.hpp>  // simd, supported, best_simd

namespace pipesched::kernels::cpu {

// out[i] = float(in[i]).
void widen_bf16(float* out, const bf16* in, std::size_t n, simd s = best_simd());
// out[i] = bf16(in[i]): kernels::to_storage<bf16> (the weights' working copy).
void to_storage(bf16* out, const float* in, std::size_t n, simd s = best_simd());
// out[i] = bf16(float(a[i]) + float(b[i])): kernels::residual_forward<bf16>; out may alias a or b.
void residual_forward(bf16* out, const bf16* a, const bf16* b, std::size_t n, simd s = best_simd());

}  // namespace pipesched::kernels::cpu
