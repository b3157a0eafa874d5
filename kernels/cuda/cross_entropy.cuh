#pragma once
// Fused softmax + cross-entropy on the GPU: the same signatures as kernels/cross_entropy.hpp plus
// a cudaStream_t last; device pointers. probs may alias logits and dlogits may alias probs, as in
// the reference. Elem is the storage of logits, probs and dlogits (float or bf16,
// kernels/cuda/element.cuh); losses and scale are float whatever Elem is, sums are float.
// Instantiated in kernels/cuda/kernels.cu (float) and kernels_bf16.cu.
//
//   forward:         probs[n,:] = softmax(logits[n,:]); losses[n] = logsumexp − logits[n,target]
//   backward-input:  dlogits[n,v] = scale·(probs[n,v] − [v == targets[n]])

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>
#include <type_traits>

#ifdef __CUDACC__
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#endif

namespace pipesched::kernels {

template <class Elem>
void cross_entropy_forward_cuda(float* losses, Elem* probs, const Elem* logits,
                                const int* targets, std::size_t N, std::size_t V,
                                cudaStream_t stream);

template <class Elem>
void cross_entropy_backward_input_cuda(Elem* dlogits, const Elem* probs, const int* targets,
                                       float scale, std::size_t N, std::size_t V,
                                       cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned cross_entropy_block = 256;
inline constexpr std::size_t cross_entropy_max_blocks = 65536;

// Simple kernel: one block per row (block-stride over rows); CUB block max, then CUB block sum
// of exp(l − max), then probs written with the exponential recomputed. Each element is read
// and written by the same thread, and the target logit is read before the first write (the
// writes come after two block barriers), so probs may alias logits.
// Napkin math: ≈ 4·N·V FLOPs + 2·N·V exps; bytes: reads N·V (three passes over a row: at
// V = 50257 fp32 a row is 201 KB, so the 2nd and 3rd passes come mostly from L2), writes
// N·V + N. GPT-2's head, N = 8192, V = 50257 fp32: 3.3 GB → ≈ 0.77 ms at 4.3 TB/s.
template <class Scalar>
__global__ void cross_entropy_forward_kernel(float* losses, Scalar* probs, const Scalar* logits,
                                             const int* targets, std::size_t N, std::size_t V) {
    using reduce = cub::BlockReduce<float, cross_entropy_block>;
    __shared__ typename reduce::TempStorage temp;
    __shared__ float shared_max;
    __shared__ float shared_sum;
    for (std::size_t n = blockIdx.x; n < N; n += gridDim.x) {
        const Scalar* l = logits + n * V;
        Scalar* p = probs + n * V;
        // Read before any thread of this block writes p (which may be l).
        const float target_logit = static_cast<float>(l[static_cast<std::size_t>(targets[n])]);
        float m = -INFINITY;
        for (std::size_t v = threadIdx.x; v < V; v += blockDim.x)
            m = fmaxf(m, static_cast<float>(l[v]));
        const float block_max = reduce(temp).Reduce(m, ::cuda::maximum<>{});
        if (threadIdx.x == 0) shared_max = block_max;
        __syncthreads();
        const float maxval = shared_max;
        float s = 0;
        for (std::size_t v = threadIdx.x; v < V; v += blockDim.x)
            s += expf(static_cast<float>(l[v]) - maxval);
        const float block_sum = reduce(temp).Sum(s);  // temp reuse: the barrier above separates
        if (threadIdx.x == 0) shared_sum = block_sum;
        __syncthreads();
        const float sum = shared_sum;
        const float inv = 1.0f / sum;
        for (std::size_t v = threadIdx.x; v < V; v += blockDim.x)
            p[v] = static_cast<Scalar>(expf(static_cast<float>(l[v]) - maxval) * inv);
        if (threadIdx.x == 0) losses[n] = logf(sum) - (target_logit - maxval);
        __syncthreads();  // shared_max/shared_sum and temp are reused by the next row
    }
}

// Elementwise, grid-stride. Napkin math: 2·N·V FLOPs; bytes: reads N·V + N ints (each target
// re-read by every thread of its row, from L1), writes N·V. N = 8192, V = 50257 fp32: 3.3 GB →
// ≈ 0.77 ms at 4.3 TB/s.
template <class Scalar>
__global__ void cross_entropy_backward_input_kernel(Scalar* dlogits, const Scalar* probs,
                                                    const int* targets, float scale, std::size_t N,
                                                    std::size_t V) {
    const std::size_t total = N * V;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / V;
        const std::size_t v = i % V;
        const float indicator = v == static_cast<std::size_t>(targets[n]) ? 1.0f : 0.0f;
        dlogits[i] = static_cast<Scalar>(scale * (static_cast<float>(probs[i]) - indicator));
    }
}

}  // namespace detail

template <class Elem>
void cross_entropy_forward_cuda(float* losses, Elem* probs, const Elem* logits,
                                const int* targets, std::size_t N, std::size_t V,
                                cudaStream_t stream) {
    const detail::nvtx_range range{"cross_entropy_forward"};
    if (N == 0 || V == 0) return;
    const unsigned grid =
        static_cast<unsigned>(detail::capped_grid(std::min(N, detail::cross_entropy_max_blocks)));
    detail::cross_entropy_forward_kernel<<<grid, detail::cross_entropy_block, 0, stream>>>(
        losses, detail::device_ptr(probs), detail::device_ptr(logits), targets, N, V);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void cross_entropy_backward_input_cuda(Elem* dlogits, const Elem* probs, const int* targets,
                                       float scale, std::size_t N, std::size_t V,
                                       cudaStream_t stream) {
    const detail::nvtx_range range{"cross_entropy_backward_input"};
    if (N * V == 0) return;
    constexpr unsigned block = 256;
    detail::cross_entropy_backward_input_kernel<<<detail::grid_for(N * V, block), block, 0,
                                                  stream>>>(
        detail::device_ptr(dlogits), detail::device_ptr(probs), targets, scale, N, V);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void cross_entropy_forward_cuda<float>(float*, float*, const float*, const int*,
                                                       std::size_t, std::size_t, cudaStream_t);
extern template void cross_entropy_backward_input_cuda<float>(float*, const float*, const int*,
                                                              float, std::size_t, std::size_t,
                                                              cudaStream_t);
extern template void cross_entropy_forward_cuda<bf16>(float*, bf16*, const bf16*, const int*,
                                                      std::size_t, std::size_t, cudaStream_t);
extern template void cross_entropy_backward_input_cuda<bf16>(bf16*, const bf16*, const int*, float,
                                                             std::size_t, std::size_t,
                                                             cudaStream_t);

}  // namespace pipesched::kernels
