#pragma once
// The linear layer's three GEMMs on the CPU, bit-identical to the references in
// kernels/linear.hpp (linear_*_reference) for float and bf16 storage.
//
// Each output keeps the reference's summation order -- forward: bias (or +0), then
// c = 0, 1, ...; B pass: +0, then o = 0, 1, ...; W pass: the old dweight, then n = 0, 1, ...
// (dbias: its own sum from +0 over n, added once) -- and every product and sum is one
// separately rounded fp32 operation (no FMA: -ffp-contract=off here and wherever the
// references are compiled). What changes is only which outputs are computed together:
// SIMD lanes run across output columns, over packed fp32 panels (bf16 widened once, as
// it is packed; A rows with k contiguous read in place, bf16 ones widened whole first), in
// register tiles of 6 rows x 2 vectors (bf16 outputs rounded in the tile's registers). So
// the SSE2, AVX2 and AVX-512 paths, the reference and any row batching agree to the bit.
//
// Shapes and accumulation as the references: out, dinp overwritten; dweight, dbias +=.
//   napkin math: 2·N·C·OC FLOPs each; packing reads each input once per call (the weight
//   panel once per call, the activations once per call), i.e. O(N·C + OC·C + N·OC).
#include <cstddef>

#include <kernels/bf16.hpp>

namespace pipesched::kernels::cpu {

// The instruction set a kernel runs on; results are identical either way. avx512
// (AVX-512F) widens the GEMM tile, GELU and bf16's conversions; the row kernels of
// LayerNorm and attention run their AVX2 code when asked for it.
enum class simd { sse2, avx2, avx512 };
const char* to_string(simd s);
bool supported(simd s);  // this CPU (and OS) can run it
simd best_simd();        // the widest supported: avx512, avx2, else sse2

void linear_forward(float* out, const float* inp, const float* weight, const float* bias, std::size_t N,
                    std::size_t C, std::size_t OC, simd s = best_simd());
void linear_forward(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias, std::size_t N,
                    std::size_t C, std::size_t OC, simd s = best_simd());

void linear_backward_input(float* dinp, const float* dout, const float* weight, std::size_t N, std::size_t C,
                           std::size_t OC, simd s = best_simd());
void linear_backward_input(bf16* dinp, const bf16* dout, const bf16* weight, std::size_t N, std::size_t C,
                           std::size_t OC, simd s = best_simd());

void linear_backward_weight(float* dweight, float* dbias, const float* dout, const float* inp, std::size_t N,
                            std::size_t C, std::size_t OC, simd s = best_simd());
void linear_backward_weight(float* dweight, float* dbias, const bf16* dout, const bf16* inp, std::size_t N,
                            std::size_t C, std::size_t OC, simd s = best_simd());

}  // namespace pipesched::kernels::cpu
