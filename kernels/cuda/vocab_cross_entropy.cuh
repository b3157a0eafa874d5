#pragma once
// Softmax + cross-entropy over one device's shard of the vocabulary on the GPU: the passes of
// kernels/vocab_cross_entropy.hpp (S, the rescale between the all-reduces, T) with the same
// signatures plus a cudaStream_t last; device pointers. Elem is the storage of logits and
// dlogits (float or bf16, kernels/cuda/element.cuh); max, sumexp, losses and scale are float
// whatever Elem is (acc_t<Elem>), and every sum is float. dlogits may alias logits. Shards are
// never empty (V >= 1: runtime/gpt/vocab_shard.hpp refuses a vocabulary below the devices).
// Instantiated in kernels/cuda/kernels.cu (float) and kernels_bf16.cu.
//
// What is the reference's to the bit and what is not:
//   S  max[n] is the reference's bit for bit (a maximum does not depend on the order; only a
//      row whose maximum is a zero of both signs may get the other sign, which no later value
//      sees: l − (±0) = l). The
//      reference sums exp(l − max) serially in v order; here thread t of the row's block sums
//      v = t, t + 256, t + 512, ... in that order, and CUB's block reduction adds the 256
//      partial sums in its fixed tree: a fixed order (the same bits every run, whatever the
//      grid), another grouping than the reference's, so sumexp agrees within float rounding
//      (a few ulp per term, relative ≈ 1e-6). expf against std::exp: within 2 ulp.
//   rescale  elementwise, the reference's formula; expf within 2 ulp.
//   T  elementwise, the reference's formula and roundings (the probability rounded to Elem
//      before the gradient reads it); differs only where expf and logf do (an ulp or two).
//   algorithm 2's parts  vocab_local_probs as T's probability (expf: an ulp or two);
//      vocab_target_rows and vocab_input_grad_part the reference's bits (one product, a
//      correctly rounded division, and __fmul_rn so that nvcc does not fuse c·a − b).

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>

#ifdef __CUDACC__
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#endif

namespace pipesched::kernels {

// S: max and sumexp ([N], float) are overwritten.
template <class Elem>
void vocab_softmax_stats_cuda(float* max, float* sumexp, const Elem* logits, std::size_t N, std::size_t V,
                              cudaStream_t stream);

// Between the all-reduce of the maxima and that of the sums: sumexp[n] *= exp(local_max[n] −
// global_max[n]), in place.
void vocab_rescale_sumexp_cuda(float* sumexp, const float* local_max, const float* global_max, std::size_t N,
                               cudaStream_t stream);

// T: losses [N] and dlogits [N, V] are overwritten; dlogits may alias logits. max and sum are the
// all-reduced M and S; targets index the whole vocabulary, the shard holds [first, first + V).
template <class Elem>
void vocab_cross_entropy_backward_cuda(float* losses, Elem* dlogits, const Elem* logits, const float* max,
                                       const float* sum, const int* targets, std::size_t first, float scale,
                                       std::size_t N, std::size_t V, cudaStream_t stream);

// Algorithm 2's S: probs [N, V] (may alias logits) = scale · the shard's softmax under its own
// max and sumexp, rounded to Elem.
template <class Elem>
void vocab_local_probs_cuda(Elem* probs, const Elem* logits, const float* max, const float* sumexp, float scale,
                            std::size_t N, std::size_t V, cudaStream_t stream);

// Algorithm 2's S: b [N, C] = scale · w_shard's row of each target in the shard, zeros elsewhere.
template <class Elem>
void vocab_target_rows_cuda(Elem* b, const Elem* w_shard, const int* targets, std::size_t first, float scale,
                            std::size_t N, std::size_t V, std::size_t C, cudaStream_t stream);

// Algorithm 2's collective, before the sum over devices: dx [N, C] = (share[n] / sum[n]) · a − b.
template <class Elem>
void vocab_input_grad_part_cuda(Elem* dx, const Elem* a, const Elem* b, const float* share, const float* sum,
                                std::size_t N, std::size_t C, cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned vocab_stats_block = 256;

// One block per row (block-stride over rows): CUB block max, then CUB block sum of exp(l − max).
// Napkin math: ≈ 3·N·V FLOPs + N·V exps; reads N·V twice (the second pass mostly from L2: a
// 32k-token shard row is 128 KB in fp32), writes 2·N floats. N = 8192, V_d = 16k fp32:
// 1.07 GB → ≈ 0.25 ms at 4.3 TB/s.
template <class Scalar>
__global__ void vocab_softmax_stats_kernel(float* max, float* sumexp, const Scalar* logits, std::size_t N,
                                           std::size_t V) {
    using reduce = cub::BlockReduce<float, vocab_stats_block>;
    __shared__ typename reduce::TempStorage temp;
    __shared__ float shared_max;
    for (std::size_t n = blockIdx.x; n < N; n += gridDim.x) {
        const Scalar* l = logits + n * V;
        float m = -INFINITY;
        for (std::size_t v = threadIdx.x; v < V; v += blockDim.x) m = fmaxf(m, static_cast<float>(l[v]));
        const float block_max = reduce(temp).Reduce(m, ::cuda::maximum<>{});
        if (threadIdx.x == 0) shared_max = block_max;
        __syncthreads();
        const float row_max = shared_max;
        float s = 0;
        for (std::size_t v = threadIdx.x; v < V; v += blockDim.x) s += expf(static_cast<float>(l[v]) - row_max);
        const float block_sum = reduce(temp).Sum(s);  // temp reuse: the barrier above separates
        if (threadIdx.x == 0) {
            max[n] = row_max;
            sumexp[n] = block_sum;
        }
        __syncthreads();  // shared_max and temp are reused by the next row
    }
}

// vocab_rescale_sumexp_kernel (fp32 only) is defined with its launcher in kernels.cu.

// Elementwise over [N, V], grid-stride. Each element is read and written by one thread, so
// dlogits may alias logits; the row's loss is written by the thread of the target's element
// (from the logit it read before writing it), or by the thread of v = 0 where the target is in
// another shard (0): one writer per row.
// Napkin math: ≈ 4·N·V FLOPs + N·V exps; reads N·V + 3·N (each row's statistics and target
// re-read by its threads, from L1), writes N·V + N. N = 8192, V_d = 16k fp32: 1.07 GB →
// ≈ 0.25 ms at 4.3 TB/s.
template <class Scalar>
__global__ void vocab_cross_entropy_backward_kernel(float* losses, Scalar* dlogits, const Scalar* logits,
                                                    const float* max, const float* sum, const int* targets,
                                                    std::size_t first, float scale, std::size_t N, std::size_t V) {
    const std::size_t total = N * V;
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / V;
        const std::size_t v = i % V;
        const std::size_t target = static_cast<std::size_t>(targets[n]);
        const bool here = target >= first && target - first < V;
        const bool is_target = here && v == target - first;
        const float row_max = max[n], row_sum = sum[n];
        const float l = static_cast<float>(logits[i]);
        if (is_target) losses[n] = logf(row_sum) - (l - row_max);
        else if (!here && v == 0) losses[n] = 0.0f;
        const float inv = 1.0f / row_sum;
        const Scalar p = static_cast<Scalar>(expf(l - row_max) * inv);
        dlogits[i] = static_cast<Scalar>(scale * (static_cast<float>(p) - (is_target ? 1.0f : 0.0f)));
    }
}

// Elementwise, grid-stride. Napkin math: 2·N·V FLOPs + N·V exps; reads N·V + 2·N, writes N·V.
template <class Scalar>
__global__ void vocab_local_probs_kernel(Scalar* probs, const Scalar* logits, const float* max, const float* sumexp,
                                         float scale, std::size_t N, std::size_t V) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < N * V;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / V;
        const float inv = 1.0f / sumexp[n];
        probs[i] = static_cast<Scalar>(scale * (expf(static_cast<float>(logits[i]) - max[n]) * inv));
    }
}

// Elementwise, grid-stride. Napkin math: N·C products; reads ≤ N·C of w_shard and N targets
// (per element, from L1), writes N·C.
template <class Scalar>
__global__ void vocab_target_rows_kernel(Scalar* b, const Scalar* w_shard, const int* targets, std::size_t first,
                                         float scale, std::size_t N, std::size_t V, std::size_t C) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < N * C;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / C;
        const std::size_t t = static_cast<std::size_t>(targets[n]);
        const bool here = t >= first && t - first < V;
        b[i] = here ? static_cast<Scalar>(scale * static_cast<float>(w_shard[(t - first) * C + i % C]))
                    : static_cast<Scalar>(0.0f);
    }
}

// Elementwise, grid-stride. Napkin math: 2·N·C FLOPs + N divisions; reads 2·N·C + 2·N, writes N·C.
template <class Scalar>
__global__ void vocab_input_grad_part_kernel(Scalar* dx, const Scalar* a, const Scalar* b, const float* share,
                                             const float* sum, std::size_t N, std::size_t C) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < N * C;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / C;
        const float c = share[n] / sum[n];
        dx[i] = static_cast<Scalar>(__fmul_rn(c, static_cast<float>(a[i])) - static_cast<float>(b[i]));
    }
}

}  // namespace detail

template <class Elem>
void vocab_local_probs_cuda(Elem* probs, const Elem* logits, const float* max, const float* sumexp, float scale,
                            std::size_t N, std::size_t V, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_local_probs"};
    if (N * V == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_local_probs_kernel<<<detail::grid_for(N * V, block), block, 0, stream>>>(
        detail::device_ptr(probs), detail::device_ptr(logits), max, sumexp, scale, N, V);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void vocab_target_rows_cuda(Elem* b, const Elem* w_shard, const int* targets, std::size_t first, float scale,
                            std::size_t N, std::size_t V, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_target_rows"};
    if (N * C == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_target_rows_kernel<<<detail::grid_for(N * C, block), block, 0, stream>>>(
        detail::device_ptr(b), detail::device_ptr(w_shard), targets, first, scale, N, V, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void vocab_input_grad_part_cuda(Elem* dx, const Elem* a, const Elem* b, const float* share, const float* sum,
                                std::size_t N, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_input_grad_part"};
    if (N * C == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_input_grad_part_kernel<<<detail::grid_for(N * C, block), block, 0, stream>>>(
        detail::device_ptr(dx), detail::device_ptr(a), detail::device_ptr(b), share, sum, N, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void vocab_softmax_stats_cuda(float* max, float* sumexp, const Elem* logits, std::size_t N, std::size_t V,
                              cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_softmax_stats"};
    if (N == 0 || V == 0) return;
    const unsigned grid = static_cast<unsigned>(detail::capped_grid(std::min<std::size_t>(N, 65536)));
    detail::vocab_softmax_stats_kernel<<<grid, detail::vocab_stats_block, 0, stream>>>(
        max, sumexp, detail::device_ptr(logits), N, V);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void vocab_cross_entropy_backward_cuda(float* losses, Elem* dlogits, const Elem* logits, const float* max,
                                       const float* sum, const int* targets, std::size_t first, float scale,
                                       std::size_t N, std::size_t V, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_cross_entropy_backward"};
    if (N * V == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_cross_entropy_backward_kernel<<<detail::grid_for(N * V, block), block, 0, stream>>>(
        losses, detail::device_ptr(dlogits), detail::device_ptr(logits), max, sum, targets, first, scale, N, V);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

#define PIPESCHED_VOCAB_INPUT_PARTS_CUDA(EXTERN, Elem)                                                         \
    EXTERN template void vocab_local_probs_cuda<Elem>(Elem*, const Elem*, const float*, const float*, float,      \
                                                      std::size_t, std::size_t, cudaStream_t);                    \
    EXTERN template void vocab_target_rows_cuda<Elem>(Elem*, const Elem*, const int*, std::size_t, float,          \
                                                      std::size_t, std::size_t, std::size_t, cudaStream_t);       \
    EXTERN template void vocab_input_grad_part_cuda<Elem>(Elem*, const Elem*, const Elem*, const float*,           \
                                                          const float*, std::size_t, std::size_t, cudaStream_t);
PIPESCHED_VOCAB_INPUT_PARTS_CUDA(extern, float)
PIPESCHED_VOCAB_INPUT_PARTS_CUDA(extern, bf16)

extern template void vocab_softmax_stats_cuda<float>(float*, float*, const float*, std::size_t, std::size_t,
                                                     cudaStream_t);
extern template void vocab_cross_entropy_backward_cuda<float>(float*, float*, const float*, const float*,
                                                              const float*, const int*, std::size_t, float,
                                                              std::size_t, std::size_t, cudaStream_t);
extern template void vocab_softmax_stats_cuda<bf16>(float*, float*, const bf16*, std::size_t, std::size_t,
                                                    cudaStream_t);
extern template void vocab_cross_entropy_backward_cuda<bf16>(float*, bf16*, const bf16*, const float*,
                                                             const float*, const int*, std::size_t, float,
                                                             std::size_t, std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
