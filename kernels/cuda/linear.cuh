#pragma once
// Linear layer (weight [OC,C], out = inp·Wᵀ + b) on the GPU: the same signatures as
// kernels/linear.hpp plus a cudaStream_t last; device pointers; bias/dbias may be nullptr.
// Elem is the storage (float or bf16, kernels/cuda/element.cuh); dweight and dbias are float
// whatever Elem is, and every sum is float. Instantiated in kernels/cuda/kernels.cu (float) and
// kernels_bf16.cu; the definitions are seen only by nvcc.
//
//   forward:          out[n,o]      = bias[o] + Σ_c inp[n,c]·weight[o,c]       (overwrites)
//   backward-input:   dinp[n,c]     = Σ_o dout[n,o]·weight[o,c]                (B pass, overwrites)
//   backward-weight:  dweight[o,c] += Σ_n dout[n,o]·inp[n,c]; dbias[o] += Σ_n dout[n,o]
//                     (W pass: its own kernels, so the B/W split is real)
//
// These are the simple, obviously-correct kernels (one thread per output, fp32 FMA, no shared
// memory tiling, no tensor cores): the fallback and the oracle for faster variants, which go
// beside them and become the default only after a GPU run shows them correct and faster.
// Napkin math for all three at GPT-2 small's MLP (N = 8192, C = 768, OC = 3072):
//   2·N·C·OC = 38.7 GFLOP; minimum bytes (each operand once, fp32) ≈ 135 MB.
//   Floors on an H200: 38.7 GFLOP at ≈ 67 TFLOP/s fp32 (no tensor cores) ≈ 0.58 ms;
//   ≈ 0.05 ms at ≈ 790 TFLOP/s bf16 tensor cores (cuBLAS's ceiling); bytes ≈ 0.03 ms.
//   So the matmuls are compute-bound, and these kernels, which re-read operands from L1/L2 for
//   every output, are expected far above the fp32 floor; bench/cuda_kernels_bench.cu prints
//   the ratio to cuBLAS.

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>
#include <type_traits>

namespace pipesched::kernels {

template <class Elem>
void linear_forward_cuda(Elem* out, const Elem* inp, const Elem* weight,
                         std::type_identity_t<const Elem*> bias, std::size_t N, std::size_t C,
                         std::size_t OC, cudaStream_t stream);

template <class Elem>
void linear_backward_input_cuda(Elem* dinp, const Elem* dout, const Elem* weight, std::size_t N,
                                std::size_t C, std::size_t OC, cudaStream_t stream);

template <class Elem>
void linear_backward_weight_cuda(float* dweight, float* dbias, const Elem* dout, const Elem* inp,
                                 std::size_t N, std::size_t C, std::size_t OC,
                                 cudaStream_t stream);

// The bias gradient alone, dbias[o] += Σ_n dout[n,o] (the simple kernel): for a fast weight
// gradient without a fused bias gradient (kernels/cuda/linear_cublaslt.cpp).
template <class Elem>
void linear_backward_bias_cuda(float* dbias, const Elem* dout, std::size_t N, std::size_t OC,
                               cudaStream_t stream);

// into[i] += from[i] for i < n: adds a fused epilogue's bias gradient (which overwrites) to the
// gradient accumulated across microbatches. Defined in kernels.cu.
void linear_bias_accumulate_cuda(float* into, const float* from, std::size_t n,
                                 cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

// One thread per out[n,o] (o fastest across a warp: coalesced writes, weight rows strided).
// Napkin math: 2·N·C·OC FLOPs; bytes (ideal) N·C + OC·C + OC reads, N·OC writes.
template <class Scalar>
__global__ void linear_forward_kernel(Scalar* out, const Scalar* inp, const Scalar* weight,
                                      const Scalar* bias, std::size_t N, std::size_t C,
                                      std::size_t OC) {
    const std::size_t total = N * OC;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / OC;
        const std::size_t o = i % OC;
        const Scalar* x = inp + n * C;
        const Scalar* w = weight + o * C;
        float acc = bias ? static_cast<float>(bias[o]) : 0.0f;
        for (std::size_t c = 0; c < C; ++c)
            acc += static_cast<float>(x[c]) * static_cast<float>(w[c]);
        out[i] = static_cast<Scalar>(acc);
    }
}

// dgrad (B pass): one thread per dinp[n,c] (c fastest: weight[o,c] reads coalesced).
// Napkin math: 2·N·C·OC FLOPs; bytes (ideal) N·OC + OC·C reads, N·C writes.
template <class Scalar>
__global__ void linear_backward_input_kernel(Scalar* dinp, const Scalar* dout,
                                             const Scalar* weight, std::size_t N, std::size_t C,
                                             std::size_t OC) {
    const std::size_t total = N * C;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / C;
        const std::size_t c = i % C;
        const Scalar* d = dout + n * OC;
        float acc = 0.0f;
        for (std::size_t o = 0; o < OC; ++o)
            acc += static_cast<float>(d[o]) * static_cast<float>(weight[o * C + c]);
        dinp[i] = static_cast<Scalar>(acc);
    }
}

// wgrad (W pass): one thread per dweight[o,c] (c fastest: inp[n,c] reads coalesced), summing
// over n in order (deterministic), then += into the accumulated gradient.
// Napkin math: 2·N·C·OC FLOPs; bytes (ideal) N·OC + N·C reads, OC·C read-modify-writes.
template <class Scalar>
__global__ void linear_backward_weight_kernel(float* dweight, const Scalar* dout,
                                              const Scalar* inp, std::size_t N, std::size_t C,
                                              std::size_t OC) {
    const std::size_t total = OC * C;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t o = i / C;
        const std::size_t c = i % C;
        float acc = 0.0f;
        for (std::size_t n = 0; n < N; ++n)
            acc += static_cast<float>(dout[n * OC + o]) * static_cast<float>(inp[n * C + c]);
        dweight[i] += acc;
    }
}

// Bias gradient (W pass): one thread per dbias[o] summing the column in order (coalesced).
// Napkin math: N·OC adds; bytes N·OC reads, OC read-modify-writes. Only OC threads: latency-
// bound at small OC (fused into wgrad in a faster variant).
template <class Scalar>
__global__ void linear_backward_bias_kernel(float* dbias, const Scalar* dout, std::size_t N,
                                            std::size_t OC) {
    for (std::size_t o = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; o < OC;
         o += std::size_t{gridDim.x} * blockDim.x) {
        float acc = 0.0f;
        for (std::size_t n = 0; n < N; ++n) acc += static_cast<float>(dout[n * OC + o]);
        dbias[o] += acc;
    }
}

}  // namespace detail

template <class Elem>
void linear_forward_cuda(Elem* out, const Elem* inp, const Elem* weight,
                         std::type_identity_t<const Elem*> bias, std::size_t N, std::size_t C,
                         std::size_t OC, cudaStream_t stream) {
    const detail::nvtx_range range{"linear_forward"};
    if (N * OC == 0) return;
    constexpr unsigned block = 256;
    detail::linear_forward_kernel<<<detail::grid_for(N * OC, block), block, 0, stream>>>(
        detail::device_ptr(out), detail::device_ptr(inp), detail::device_ptr(weight), detail::device_ptr(bias), N, C, OC);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void linear_backward_input_cuda(Elem* dinp, const Elem* dout, const Elem* weight, std::size_t N,
                                std::size_t C, std::size_t OC, cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_input"};
    if (N * C == 0) return;
    constexpr unsigned block = 256;
    detail::linear_backward_input_kernel<<<detail::grid_for(N * C, block), block, 0, stream>>>(
        detail::device_ptr(dinp), detail::device_ptr(dout), detail::device_ptr(weight), N, C, OC);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void linear_backward_weight_cuda(float* dweight, float* dbias, const Elem* dout, const Elem* inp,
                                 std::size_t N, std::size_t C, std::size_t OC,
                                 cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_weight"};
    constexpr unsigned block = 256;
    if (OC * C != 0) {
        detail::linear_backward_weight_kernel<<<detail::grid_for(OC * C, block), block, 0,
                                                stream>>>(dweight, detail::device_ptr(dout), detail::device_ptr(inp), N, C, OC);
        PIPESCHED_CUDA_CHECK_LAUNCH();
    }
    if (dbias && OC != 0) {
        detail::linear_backward_bias_kernel<<<detail::grid_for(OC, block), block, 0, stream>>>(
            dbias, detail::device_ptr(dout), N, OC);
        PIPESCHED_CUDA_CHECK_LAUNCH();
    }
}
template <class Elem>
void linear_backward_bias_cuda(float* dbias, const Elem* dout, std::size_t N, std::size_t OC,
                               cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_bias"};
    constexpr unsigned block = 256;
    if (OC == 0) return;
    detail::linear_backward_bias_kernel<<<detail::grid_for(OC, block), block, 0, stream>>>(
        dbias, detail::device_ptr(dout), N, OC);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void linear_backward_bias_cuda<float>(float*, const float*, std::size_t,
                                                      std::size_t, cudaStream_t);
extern template void linear_backward_bias_cuda<bf16>(float*, const bf16*, std::size_t,
                                                     std::size_t, cudaStream_t);
extern template void linear_forward_cuda<float>(float*, const float*, const float*, const float*,
                                                std::size_t, std::size_t, std::size_t,
                                                cudaStream_t);
extern template void linear_backward_input_cuda<float>(float*, const float*, const float*,
                                                       std::size_t, std::size_t, std::size_t,
                                                       cudaStream_t);
extern template void linear_backward_weight_cuda<float>(float*, float*, const float*,
                                                        const float*, std::size_t, std::size_t,
                                                        std::size_t, cudaStream_t);
extern template void linear_forward_cuda<bf16>(bf16*, const bf16*, const bf16*, const bf16*,
                                               std::size_t, std::size_t, std::size_t,
                                               cudaStream_t);
extern template void linear_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*, std::size_t,
                                                      std::size_t, std::size_t, cudaStream_t);
extern template void linear_backward_weight_cuda<bf16>(float*, float*, const bf16*, const bf16*,
                                                       std::size_t, std::size_t, std::size_t,
                                                       cudaStream_t);

}  // namespace pipesched::kernels
