#pragma once
// The token embedding sharded by vocabulary on the GPU: the passes of kernels/vocab_embedding.hpp
// with the same signatures plus a cudaStream_t last; device pointers. Elem is the storage of
// out, x, dout, wte_shard and wpe (float or bf16, kernels/cuda/element.cuh); the gradients are
// float whatever Elem is. Instantiated in kernels/cuda/kernels.cu (float) and kernels_bf16.cu.
//
// Every output is the reference's to the bit, for both storages:
//   forward          a copy or a zero;
//   positions        one float add rounded once to Elem, as the reference's store(widen + widen);
//   backward-weight  each gradient element accumulates its positions in n order, one float add
//                    at a time, as the reference does (no atomics: one thread owns each
//                    (row, column) element of the shard and walks the positions in order);
//   positions' W     each (t, c) sums over b in order (embedding.cuh's wpe kernel, reused).
// So the sharded embedding on the GPU gives the same bits whatever p is, like the CPU's (and,
// unlike embedding_backward_weight_cuda's atomics, the same bits every run).

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>
#include <kernels/cuda/embedding.cuh>

#include <cstddef>

namespace pipesched::kernels {

// out [N, C] is overwritten: the shard's tokens' rows of wte_shard [V, C], zeros elsewhere.
template <class Elem>
void vocab_embedding_forward_cuda(Elem* out, const int* tokens, const Elem* wte_shard, std::size_t first,
                                  std::size_t V, std::size_t N, std::size_t C, cudaStream_t stream);

// x [B·T, C] += wpe [T, C] row by row, in place.
template <class Elem>
void position_embedding_forward_cuda(Elem* x, const Elem* wpe, std::size_t B, std::size_t T, std::size_t C,
                                     cudaStream_t stream);

// W pass; dwte_shard [V, C] accumulated (+=) with dout's rows of the shard's tokens.
template <class Elem>
void vocab_embedding_backward_weight_cuda(float* dwte_shard, const Elem* dout, const int* tokens, std::size_t first,
                                          std::size_t V, std::size_t N, std::size_t C, cudaStream_t stream);

// W pass; dwpe [T, C] accumulated (+=) with dout summed over b.
template <class Elem>
void position_embedding_backward_weight_cuda(float* dwpe, const Elem* dout, std::size_t B, std::size_t T,
                                             std::size_t C, cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

// Elementwise, grid-stride. Napkin math: no FLOPs; reads N ints (re-read per element, from L1)
// and ≤ N·C elements of wte_shard, writes N·C. N = 8192, C = 768 fp32: 50 MB → ≈ 12 µs.
template <class Scalar>
__global__ void vocab_embedding_forward_kernel(Scalar* out, const int* tokens, const Scalar* wte_shard,
                                               std::size_t first, std::size_t V, std::size_t C, std::size_t total) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t n = i / C;
        const std::size_t c = i % C;
        const std::size_t token = static_cast<std::size_t>(tokens[n]);
        out[i] = token >= first && token - first < V ? wte_shard[(token - first) * C + c] : static_cast<Scalar>(0.0f);
    }
}

// Elementwise, grid-stride. Napkin math: N·C adds; reads 2·N·C, writes N·C.
template <class Scalar>
__global__ void position_embedding_forward_kernel(Scalar* x, const Scalar* wpe, std::size_t T, std::size_t C,
                                                  std::size_t total) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < total;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const std::size_t t = (i / C) % T;
        const std::size_t c = i % C;
        x[i] = static_cast<Scalar>(static_cast<float>(x[i]) + static_cast<float>(wpe[t * C + c]));
    }
}

inline constexpr unsigned vocab_embedding_block = 256;
// Blocks the backward-weight kernel aims for (a few per SM on any current GPU).
inline constexpr std::size_t vocab_embedding_target_blocks = 1024;

// Deterministic, in the reference's order: a work item is (row group g of `groups`, a
// 256-column slice); its block walks every position n in order (the tokens staged through
// shared memory 256 at a time) and, for the positions whose token is a row r of the shard
// with r mod groups == g, thread c adds dout[n, c] to dwte_shard[r, c]. Each gradient element
// belongs to one thread, which adds its positions in n order: the reference's sum, bit for bit.
// The branch on the token is uniform across the block (no divergence).
// Napkin math: N·C adds in all; each item reads the N tokens (L2), so groups·⌈C/256⌉·N int
// reads; dout rows read once, gradient rows read-modify-written once per position. N = 8192,
// C = 768, 1024 items: 8.4 M token reads (L2-resident) + 25 MB of dout, ≈ tens of µs.
template <class Scalar>
__global__ void vocab_embedding_backward_weight_kernel(float* dwte_shard, const Scalar* dout, const int* tokens,
                                                       std::size_t first, std::size_t V, std::size_t N,
                                                       std::size_t C, std::size_t groups) {
    __shared__ int staged[vocab_embedding_block];
    const std::size_t slices = (C + blockDim.x - 1) / blockDim.x;
    for (std::size_t item = blockIdx.x; item < groups * slices; item += gridDim.x) {
        const std::size_t g = item / slices;
        const std::size_t c = (item % slices) * blockDim.x + threadIdx.x;
        for (std::size_t n0 = 0; n0 < N; n0 += blockDim.x) {
            __syncthreads();  // the previous tile is read by every thread
            if (n0 + threadIdx.x < N) staged[threadIdx.x] = tokens[n0 + threadIdx.x];
            __syncthreads();
            const std::size_t tile = N - n0 < blockDim.x ? N - n0 : blockDim.x;
            for (std::size_t k = 0; k < tile; ++k) {
                const std::size_t token = static_cast<std::size_t>(staged[k]);
                if (token < first || token - first >= V) continue;
                const std::size_t r = token - first;
                if (r % groups != g || c >= C) continue;
                dwte_shard[r * C + c] += static_cast<float>(dout[(n0 + k) * C + c]);
            }
        }
    }
}

}  // namespace detail

template <class Elem>
void vocab_embedding_forward_cuda(Elem* out, const int* tokens, const Elem* wte_shard, std::size_t first,
                                  std::size_t V, std::size_t N, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_embedding_forward"};
    const std::size_t total = N * C;
    if (total == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_embedding_forward_kernel<<<detail::grid_for(total, block), block, 0, stream>>>(
        detail::device_ptr(out), tokens, detail::device_ptr(wte_shard), first, V, C, total);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void position_embedding_forward_cuda(Elem* x, const Elem* wpe, std::size_t B, std::size_t T, std::size_t C,
                                     cudaStream_t stream) {
    const detail::nvtx_range range{"position_embedding_forward"};
    const std::size_t total = B * T * C;
    if (total == 0) return;
    constexpr unsigned block = 256;
    detail::position_embedding_forward_kernel<<<detail::grid_for(total, block), block, 0, stream>>>(
        detail::device_ptr(x), detail::device_ptr(wpe), T, C, total);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void vocab_embedding_backward_weight_cuda(float* dwte_shard, const Elem* dout, const int* tokens, std::size_t first,
                                          std::size_t V, std::size_t N, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_embedding_backward_weight"};
    if (N == 0 || V == 0 || C == 0) return;
    constexpr unsigned block = detail::vocab_embedding_block;
    const std::size_t slices = (C + block - 1) / block;
    // Any group count gives the same bits; enough groups to fill the GPU, at most one per row.
    const std::size_t groups =
        std::min(V, std::max<std::size_t>(1, detail::vocab_embedding_target_blocks / slices));
    const unsigned grid = static_cast<unsigned>(detail::capped_grid(std::min<std::size_t>(groups * slices, 65536)));
    detail::vocab_embedding_backward_weight_kernel<<<grid, block, 0, stream>>>(
        dwte_shard, detail::device_ptr(dout), tokens, first, V, N, C, groups);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void position_embedding_backward_weight_cuda(float* dwpe, const Elem* dout, std::size_t B, std::size_t T,
                                             std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"position_embedding_backward_weight"};
    if (T * C == 0) return;
    constexpr unsigned block = 256;
    detail::embedding_backward_wpe_kernel<<<detail::grid_for(T * C, block), block, 0, stream>>>(
        dwpe, detail::device_ptr(dout), B, T, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

#define PIPESCHED_VOCAB_EMBEDDING_CUDA(EXTERN, Elem)                                                             \
    EXTERN template void vocab_embedding_forward_cuda<Elem>(Elem*, const int*, const Elem*, std::size_t,          \
                                                            std::size_t, std::size_t, std::size_t, cudaStream_t); \
    EXTERN template void position_embedding_forward_cuda<Elem>(Elem*, const Elem*, std::size_t, std::size_t,      \
                                                               std::size_t, cudaStream_t);                        \
    EXTERN template void vocab_embedding_backward_weight_cuda<Elem>(float*, const Elem*, const int*, std::size_t, \
                                                                    std::size_t, std::size_t, std::size_t,        \
                                                                    cudaStream_t);                                \
    EXTERN template void position_embedding_backward_weight_cuda<Elem>(float*, const Elem*, std::size_t,          \
                                                                       std::size_t, std::size_t, cudaStream_t);
PIPESCHED_VOCAB_EMBEDDING_CUDA(extern, float)
PIPESCHED_VOCAB_EMBEDDING_CUDA(extern, bf16)

}  // namespace pipesched::kernels
