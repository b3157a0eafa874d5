#pragma once
// The data-parallel gradient mean on the GPU: the same signature as kernels/replica_mean.hpp
// plus a cudaStream_t last. Instantiated for float in kernels/cuda/kernels.cu.
//
//   replica_mean_cuda:  mean[i] ← float((mean[i] + Σ_r others[(r-1)·n + i]) / w), in double,
//                       replica 0 first, then 1, 2, ... -- elementwise, so each element's
//                       sum runs in the reference's order and the result equals it bit for bit.
//
// `mean` and `others` are device pointers on the stream's GPU (the caller gathers the other
// replicas' gradients there first: runtime/train/cuda_replica_reduce.hpp).

#include <kernels/cuda/check.cuh>
#include <kernels/replica_mean.hpp>

#include <cstddef>

namespace pipesched::kernels {

template <class Scalar>
void replica_mean_cuda(Scalar* mean, const Scalar* others, std::size_t replicas, std::size_t n,
                       cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned replica_mean_block = 256;

// Grid-stride, one element per thread per step. Napkin math: w·n FLOPs (fp64); bytes: reads
// w·n·sizeof(Scalar), writes n·sizeof(Scalar). GPT-2 small's 124M fp32 gradients over w = 8:
// 4.5 GB → ≈ 1 ms at 4.3 TB/s, bandwidth-bound (fp64 adds are not the limit).
template <class Scalar>
__global__ void replica_mean_kernel(Scalar* mean, const Scalar* others, std::size_t replicas,
                                    std::size_t n) {
    const double w = static_cast<double>(replicas);
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x) {
        double sum = static_cast<double>(mean[i]);
        for (std::size_t r = 1; r < replicas; ++r)
            sum += static_cast<double>(others[(r - 1) * n + i]);
        mean[i] = static_cast<Scalar>(sum / w);
    }
}

}  // namespace detail

template <class Scalar>
void replica_mean_cuda(Scalar* mean, const Scalar* others, std::size_t replicas, std::size_t n,
                       cudaStream_t stream) {
    const detail::nvtx_range range{"replica_mean"};
    if (n == 0 || replicas < 2) return;
    detail::replica_mean_kernel<<<detail::grid_for(n, detail::replica_mean_block),
                                  detail::replica_mean_block, 0, stream>>>(mean, others,
                                                                          replicas, n);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void replica_mean_cuda<float>(float*, const float*, std::size_t, std::size_t,
                                              cudaStream_t);

}  // namespace pipesched::kernels
