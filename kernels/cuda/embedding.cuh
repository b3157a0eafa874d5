#pragma once
// Token + position embedding on the GPU: the same signatures as kernels/embedding.hpp plus a
// cudaStream_t last. All pointers are device pointers. Elem is the storage (float or bf16,
// kernels/cuda/element.cuh); the gradients dwte, dwpe are float whatever Elem is, and sums are
// float. Instantiated in kernels/cuda/kernels.cu (float) and kernels_bf16.cu; the definitions are
// seen only by nvcc.
//
//   forward:          out[b,t,:] = wte[tokens[b,t],:] + wpe[t,:]
//   backward-weight:  dwte[tokens[b,t],:] += dout[b,t,:],  dwpe[t,:] += dout[b,t,:]   (W pass)

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>

namespace pipesched::kernels {

template <class Elem>
void embedding_forward_cuda(Elem* out, const int* tokens, const Elem* wte, const Elem* wpe,
                            std::size_t B, std::size_t T, std::size_t C, cudaStream_t stream);

template <class Elem>
void embedding_backward_weight_cuda(float* dwte, float* dwpe, const Elem* dout,
                                    const int* tokens, std::size_t B, std::size_t T, std::size_t C,
                                    cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

// The kernels' Scalar is the device element, float or __nv_bfloat16 (device_t<Elem>).

// Simple kernel: one thread per output element, grid-stride.
// Napkin math: B·T·C adds; bytes ≈ (2·B·T·C reads + B·T·C writes)·sizeof(Scalar) + B·T·C·4
// (each thread re-reads its token: served by L1/L2). Memory-bound: at 4.3 TB/s, GPT-2 small
// B·T = 8192, C = 768 (fp32, 75 MB) takes ≈ 18 µs.
template <class Scalar>
__global__ void embedding_forward_kernel(Scalar* out, const int* tokens, const Scalar* wte,
                                         const Scalar* wpe, std::size_t T, std::size_t C,
                                         std::size_t total) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t bt = i / C;
        const std::size_t c = i % C;
        const std::size_t t = bt % T;
        const std::size_t tok = static_cast<std::size_t>(tokens[bt]);
        out[i] = static_cast<Scalar>(static_cast<float>(wte[tok * C + c]) +
                                     static_cast<float>(wpe[t * C + c]));
    }
}

// dwte: one thread per (b,t,c), atomicAdd (repeated tokens collide; fp32 atomics make the
// summation order, and so the last bits, run-dependent).
// Napkin math: B·T·C adds; reads B·T·C (dout), B·T·C atomic read-modify-writes on dwte rows.
template <class Scalar>
__global__ void embedding_backward_wte_kernel(float* dwte, const Scalar* dout, const int* tokens,
                                              std::size_t C, std::size_t total) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t bt = i / C;
        const std::size_t c = i % C;
        atomicAdd(&dwte[static_cast<std::size_t>(tokens[bt]) * C + c], static_cast<float>(dout[i]));
    }
}

// dwpe: one thread per (t,c) summing over b in order (deterministic, no atomics).
// Napkin math: B·T·C adds; reads B·T·C (dout), read-modify-writes T·C.
template <class Scalar>
__global__ void embedding_backward_wpe_kernel(float* dwpe, const Scalar* dout, std::size_t B,
                                              std::size_t T, std::size_t C) {
    const std::size_t total = T * C;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        float acc = dwpe[i];
        for (std::size_t b = 0; b < B; ++b) acc += static_cast<float>(dout[b * total + i]);
        dwpe[i] = acc;
    }
}

}  // namespace detail

template <class Elem>
void embedding_forward_cuda(Elem* out, const int* tokens, const Elem* wte, const Elem* wpe,
                            std::size_t B, std::size_t T, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"embedding_forward"};
    const std::size_t total = B * T * C;
    if (total == 0) return;
    constexpr unsigned block = 256;
    detail::embedding_forward_kernel<<<detail::grid_for(total, block), block, 0, stream>>>(
        detail::device_ptr(out), tokens, detail::device_ptr(wte), detail::device_ptr(wpe), T, C, total);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void embedding_backward_weight_cuda(float* dwte, float* dwpe, const Elem* dout,
                                    const int* tokens, std::size_t B, std::size_t T, std::size_t C,
                                    cudaStream_t stream) {
    const detail::nvtx_range range{"embedding_backward_weight"};
    const std::size_t total = B * T * C;
    if (total == 0) return;
    constexpr unsigned block = 256;
    detail::embedding_backward_wte_kernel<<<detail::grid_for(total, block), block, 0, stream>>>(
        dwte, detail::device_ptr(dout), tokens, C, total);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    detail::embedding_backward_wpe_kernel<<<detail::grid_for(T * C, block), block, 0, stream>>>(
        dwpe, detail::device_ptr(dout), B, T, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void embedding_forward_cuda<float>(float*, const int*, const float*, const float*,
                                                   std::size_t, std::size_t, std::size_t,
                                                   cudaStream_t);
extern template void embedding_backward_weight_cuda<float>(float*, float*, const float*,
                                                           const int*, std::size_t, std::size_t,
                                                           std::size_t, cudaStream_t);
extern template void embedding_forward_cuda<bf16>(bf16*, const int*, const bf16*, const bf16*,
                                                  std::size_t, std::size_t, std::size_t,
                                                  cudaStream_t);
extern template void embedding_backward_weight_cuda<bf16>(float*, float*, const bf16*, const int*,
                                                          std::size_t, std::size_t, std::size_t,
                                                          cudaStream_t);

}  // namespace pipesched::kernels
