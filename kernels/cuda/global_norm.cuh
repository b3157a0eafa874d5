#pragma once
// Global gradient norm and clipping on the GPU: the same signatures as kernels/global_norm.hpp
// plus a cudaStream_t last. Instantiated for float in kernels/cuda/kernels.cu.
//
//   global_norm_squared_cuda:  *sumsq += Σ g²  — sumsq is a DEVICE pointer to one double
//                              (accumulated in double, as the reference); zero it once, call
//                              once per gradient buffer, all-reduce across ranks, then copy
//                              it to the host and take sqrt.
//   clip_grads_cuda:           grads *= clip_coefficient(norm, max_norm); norm is a host value,
//                              as in the reference; nothing is launched when the coefficient is 1.
//
// The sum is deterministic: a fixed grid (at most 1024 blocks, from n alone) writes one partial
// per block to a workspace, and one block adds the partials in order. The workspace is the
// caller's in the form that takes `partials` (global_norm_workspace_doubles doubles of device
// memory, reusable by every call enqueued on the same stream); the form without it takes one
// from the stream-ordered allocator (cudaMallocAsync) per call.

#include <kernels/cuda/check.cuh>
#include <kernels/global_norm.hpp>

#include <cstddef>

#ifdef __CUDACC__
#include <cub/block/block_reduce.cuh>
#endif

namespace pipesched::kernels {

// The doubles of the workspace one call may use, for any n.
inline constexpr std::size_t global_norm_workspace_doubles = 1024;

template <class Scalar>
void global_norm_squared_cuda(double* sumsq, const Scalar* grads, std::size_t n,
                              cudaStream_t stream);
template <class Scalar>
void global_norm_squared_cuda(double* sumsq, const Scalar* grads, std::size_t n, double* partials,
                              cudaStream_t stream);

template <class Scalar>
void clip_grads_cuda(Scalar* grads, std::size_t n, double norm, double max_norm,
                     cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned global_norm_block = 256;
inline constexpr std::size_t global_norm_max_blocks = global_norm_workspace_doubles;

// Pass 1: grid-stride sum of squares in double per thread, CUB block sum, one partial per block.
// Napkin math: 2·n FLOPs (fp64); bytes: reads n·sizeof(Scalar). GPT-2 small, n = 124M fp32:
// 0.5 GB → ≈ 0.12 ms at 4.3 TB/s (fp64 at ≈ 34 TFLOP/s is not the limit).
template <class Scalar>
__global__ void global_norm_partials_kernel(double* partials, const Scalar* grads, std::size_t n) {
    using reduce = cub::BlockReduce<double, global_norm_block>;
    __shared__ typename reduce::TempStorage temp;
    double acc = 0;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const double g = static_cast<double>(grads[i]);
        acc += g * g;
    }
    const double block_total = reduce(temp).Sum(acc);
    if (threadIdx.x == 0) partials[blockIdx.x] = block_total;
}

// Pass 2: one block adds the partials and accumulates into *sumsq. (A template only so that it
// is instantiated in the translation unit that instantiates the launcher, like the others.)
template <class Acc>
__global__ void global_norm_finish_kernel(Acc* sumsq, const Acc* partials, unsigned count) {
    using reduce = cub::BlockReduce<Acc, global_norm_block>;
    __shared__ typename reduce::TempStorage temp;
    Acc acc = 0;
    for (unsigned i = threadIdx.x; i < count; i += blockDim.x) acc += partials[i];
    const Acc total = reduce(temp).Sum(acc);
    if (threadIdx.x == 0) *sumsq += total;
}

// Elementwise scale. Napkin math: n FLOPs; bytes 2·n·sizeof(Scalar).
template <class Scalar>
__global__ void clip_grads_kernel(Scalar* grads, std::size_t n, float coef) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x)
        grads[i] = static_cast<Scalar>(static_cast<float>(grads[i]) * coef);
}

}  // namespace detail

template <class Scalar>
void global_norm_squared_cuda(double* sumsq, const Scalar* grads, std::size_t n, double* partials,
                              cudaStream_t stream) {
    const detail::nvtx_range range{"global_norm_squared"};
    if (n == 0) return;
    const unsigned grid =
        detail::grid_for(n, detail::global_norm_block, detail::global_norm_max_blocks);
    detail::global_norm_partials_kernel<<<grid, detail::global_norm_block, 0, stream>>>(
        partials, grads, n);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    detail::global_norm_finish_kernel<double><<<1, detail::global_norm_block, 0, stream>>>(
        sumsq, partials, grid);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Scalar>
void global_norm_squared_cuda(double* sumsq, const Scalar* grads, std::size_t n,
                              cudaStream_t stream) {
    if (n == 0) return;
    const unsigned grid =
        detail::grid_for(n, detail::global_norm_block, detail::global_norm_max_blocks);
    double* partials = nullptr;
    PIPESCHED_CUDA_CHECK(
        cudaMallocAsync(reinterpret_cast<void**>(&partials), grid * sizeof(double), stream));
    try {
        global_norm_squared_cuda(sumsq, grads, n, partials, stream);
    } catch (...) {
        (void)cudaFreeAsync(partials, stream);  // freed even when a launch failed
        throw;
    }
    PIPESCHED_CUDA_CHECK(cudaFreeAsync(partials, stream));
}

template <class Scalar>
void clip_grads_cuda(Scalar* grads, std::size_t n, double norm, double max_norm,
                     cudaStream_t stream) {
    const detail::nvtx_range range{"clip_grads"};
    const double coef = clip_coefficient(norm, max_norm);
    if (coef == 1.0 || n == 0) return;
    constexpr unsigned block = 256;
    detail::clip_grads_kernel<<<detail::grid_for(n, block), block, 0, stream>>>(
        grads, n, static_cast<float>(static_cast<Scalar>(coef)));
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void global_norm_squared_cuda<float>(double*, const float*, std::size_t,
                                                     cudaStream_t);
extern template void global_norm_squared_cuda<float>(double*, const float*, std::size_t, double*,
                                                     cudaStream_t);
extern template void clip_grads_cuda<float>(float*, std::size_t, double, double, cudaStream_t);

}  // namespace pipesched::kernels
