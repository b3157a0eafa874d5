#pragma once
// LayerNorm over the last dimension on the GPU: the same signatures as kernels/layernorm.hpp
// plus a cudaStream_t last; device pointers; eps = layernorm_eps (1e-5). Elem is the storage
// (float or bf16, kernels/cuda/element.cuh); mean, rstd, dweight and dbias are float whatever
// Elem is, and every sum is float. Instantiated in kernels/cuda/kernels.cu (float) and
// kernels_bf16.cu; the definitions are seen only by nvcc.
//
//   forward:          out = (x − mean)·rstd ⊙ weight + bias; writes mean[N], rstd[N]
//   backward-input:   dinp += rstd · (g − mean_c(g) − x̂ · mean_c(g ⊙ x̂)),  g = dout ⊙ weight
//   backward-weight:  dweight += Σ_n dout ⊙ x̂,  dbias += Σ_n dout                   (W pass)

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>
#include <kernels/layernorm.hpp>

#include <cstddef>

#ifdef __CUDACC__
#include <cub/block/block_reduce.cuh>
#endif

namespace pipesched::kernels {

template <class Elem>
void layernorm_forward_cuda(Elem* out, float* mean, float* rstd, const Elem* inp,
                            const Elem* weight, const Elem* bias, std::size_t N, std::size_t C,
                            cudaStream_t stream);

template <class Elem>
void layernorm_backward_input_cuda(Elem* dinp, const Elem* dout, const Elem* inp,
                                   const Elem* weight, const float* mean, const float* rstd,
                                   std::size_t N, std::size_t C, cudaStream_t stream);

template <class Elem>
void layernorm_backward_weight_cuda(float* dweight, float* dbias, const Elem* dout,
                                    const Elem* inp, const float* mean, const float* rstd,
                                    std::size_t N, std::size_t C, cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned layernorm_block = 256;
inline constexpr std::size_t layernorm_max_blocks = 65536;

// Block-wide sum through CUB, the result broadcast to every thread. Contains __syncthreads:
// every thread of the block must call it.
template <unsigned Block>
__device__ float block_sum_broadcast(float x) {
    using reduce = cub::BlockReduce<float, Block>;
    __shared__ typename reduce::TempStorage temp;
    __shared__ float result;
    const float total = reduce(temp).Sum(x);
    if (threadIdx.x == 0) result = total;
    __syncthreads();
    const float r = result;
    __syncthreads();  // temp and result may be reused by the next call
    return r;
}

// Simple kernel: one block per row (block-stride over rows), two CUB block reductions
// (mean, then the centred variance, as the reference), then one pass writing out.
// Napkin math: ≈ 7·N·C FLOPs; bytes: reads N·C (3 passes over a row, the 2nd and 3rd mostly
// from L1/L2) + 2·C, writes N·C + 2·N. Memory-bound: N = 8192, C = 768 fp32 moves ≈ 50 MB,
// ≈ 12 µs at 4.3 TB/s.
template <class Scalar>
__global__ void layernorm_forward_kernel(Scalar* out, float* mean, float* rstd,
                                         const Scalar* inp, const Scalar* weight,
                                         const Scalar* bias, std::size_t N, std::size_t C) {
    const float eps = static_cast<float>(layernorm_eps);
    for (std::size_t n = blockIdx.x; n < N; n += gridDim.x) {
        const Scalar* x = inp + n * C;
        float s = 0;
        for (std::size_t c = threadIdx.x; c < C; c += blockDim.x) s += static_cast<float>(x[c]);
        const float m = block_sum_broadcast<layernorm_block>(s) / static_cast<float>(C);
        float v = 0;
        for (std::size_t c = threadIdx.x; c < C; c += blockDim.x) {
            const float d = static_cast<float>(x[c]) - m;
            v += d * d;
        }
        const float var = block_sum_broadcast<layernorm_block>(v) / static_cast<float>(C);
        const float r = 1.0f / sqrtf(var + eps);
        Scalar* o = out + n * C;
        for (std::size_t c = threadIdx.x; c < C; c += blockDim.x)
            o[c] = static_cast<Scalar>((static_cast<float>(x[c]) - m) * r *
                                           static_cast<float>(weight[c]) +
                                       static_cast<float>(bias[c]));
        if (threadIdx.x == 0) {
            mean[n] = m;
            rstd[n] = r;
        }
    }
}

// Simple kernel: one block per row, two CUB block reductions (mean of g, mean of g·x̂), then
// dinp += ... in one pass.
// Napkin math: ≈ 10·N·C FLOPs; bytes: reads 2·N·C (dout, inp; re-read in the second pass
// mostly from L1/L2) + C + 2·N, read-modify-writes N·C. ≈ 100 MB at N = 8192, C = 768 fp32,
// ≈ 23 µs at 4.3 TB/s.
template <class Scalar>
__global__ void layernorm_backward_input_kernel(Scalar* dinp, const Scalar* dout,
                                                const Scalar* inp, const Scalar* weight,
                                                const float* mean, const float* rstd,
                                                std::size_t N, std::size_t C) {
    for (std::size_t n = blockIdx.x; n < N; n += gridDim.x) {
        const Scalar* x = inp + n * C;
        const Scalar* d = dout + n * C;
        const float m = mean[n];
        const float s = rstd[n];
        float g_sum = 0;
        float gx_sum = 0;
        for (std::size_t c = threadIdx.x; c < C; c += blockDim.x) {
            const float g = static_cast<float>(d[c]) * static_cast<float>(weight[c]);
            g_sum += g;
            gx_sum += g * (static_cast<float>(x[c]) - m) * s;
        }
        const float g_mean = block_sum_broadcast<layernorm_block>(g_sum) / static_cast<float>(C);
        const float gx_mean = block_sum_broadcast<layernorm_block>(gx_sum) / static_cast<float>(C);
        Scalar* di = dinp + n * C;
        for (std::size_t c = threadIdx.x; c < C; c += blockDim.x) {
            const float xhat = (static_cast<float>(x[c]) - m) * s;
            const float g = static_cast<float>(d[c]) * static_cast<float>(weight[c]);
            di[c] = static_cast<Scalar>(static_cast<float>(di[c]) +
                                        s * (g - g_mean - xhat * gx_mean));
        }
    }
}

// Simple kernel: one thread per column c summing over the N rows in order (deterministic, no
// atomics; coalesced across a warp). Only C threads: at C = 768 it fills 3 of the H200's 132
// SMs, so it is latency-bound: the first candidate for a faster variant (row-chunked partial
// sums + a second reduction pass).
// Napkin math: ≈ 5·N·C FLOPs; bytes: reads 2·N·C + 2·N, read-modify-writes 2·C.
template <class Scalar>
__global__ void layernorm_backward_weight_kernel(float* dweight, float* dbias,
                                                 const Scalar* dout, const Scalar* inp,
                                                 const float* mean, const float* rstd,
                                                 std::size_t N, std::size_t C) {
    for (std::size_t c = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; c < C;
         c += std::size_t{gridDim.x} * blockDim.x) {
        float dw = 0;
        float db = 0;
        for (std::size_t n = 0; n < N; ++n) {
            const float d = static_cast<float>(dout[n * C + c]);
            const float xhat =
                (static_cast<float>(inp[n * C + c]) - mean[n]) * rstd[n];
            dw += d * xhat;
            db += d;
        }
        dweight[c] += dw;
        dbias[c] += db;
    }
}

}  // namespace detail

template <class Elem>
void layernorm_forward_cuda(Elem* out, float* mean, float* rstd, const Elem* inp,
                            const Elem* weight, const Elem* bias, std::size_t N, std::size_t C,
                            cudaStream_t stream) {
    const detail::nvtx_range range{"layernorm_forward"};
    if (N == 0 || C == 0) return;
    const unsigned grid =
        static_cast<unsigned>(detail::capped_grid(std::min(N, detail::layernorm_max_blocks)));
    detail::layernorm_forward_kernel<<<grid, detail::layernorm_block, 0, stream>>>(
        detail::device_ptr(out), mean, rstd, detail::device_ptr(inp), detail::device_ptr(weight), detail::device_ptr(bias), N, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void layernorm_backward_input_cuda(Elem* dinp, const Elem* dout, const Elem* inp,
                                   const Elem* weight, const float* mean, const float* rstd,
                                   std::size_t N, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"layernorm_backward_input"};
    if (N == 0 || C == 0) return;
    const unsigned grid =
        static_cast<unsigned>(detail::capped_grid(std::min(N, detail::layernorm_max_blocks)));
    detail::layernorm_backward_input_kernel<<<grid, detail::layernorm_block, 0, stream>>>(
        detail::device_ptr(dinp), detail::device_ptr(dout), detail::device_ptr(inp), detail::device_ptr(weight), mean, rstd, N, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void layernorm_backward_weight_cuda(float* dweight, float* dbias, const Elem* dout,
                                    const Elem* inp, const float* mean, const float* rstd,
                                    std::size_t N, std::size_t C, cudaStream_t stream) {
    const detail::nvtx_range range{"layernorm_backward_weight"};
    if (N == 0 || C == 0) return;
    constexpr unsigned block = 256;
    detail::layernorm_backward_weight_kernel<<<detail::grid_for(C, block), block, 0, stream>>>(
        dweight, dbias, detail::device_ptr(dout), detail::device_ptr(inp), mean, rstd, N, C);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}
#endif  // __CUDACC__

extern template void layernorm_forward_cuda<float>(float*, float*, float*, const float*,
                                                   const float*, const float*, std::size_t,
                                                   std::size_t, cudaStream_t);
extern template void layernorm_backward_input_cuda<float>(float*, const float*, const float*,
                                                          const float*, const float*, const float*,
                                                          std::size_t, std::size_t, cudaStream_t);
extern template void layernorm_backward_weight_cuda<float>(float*, float*, const float*,
                                                           const float*, const float*,
                                                           const float*, std::size_t, std::size_t,
                                                           cudaStream_t);
extern template void layernorm_forward_cuda<bf16>(bf16*, float*, float*, const bf16*, const bf16*,
                                                  const bf16*, std::size_t, std::size_t,
                                                  cudaStream_t);
extern template void layernorm_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*,
                                                         const bf16*, const float*, const float*,
                                                         std::size_t, std::size_t, cudaStream_t);
extern template void layernorm_backward_weight_cuda<bf16>(float*, float*, const bf16*, const bf16*,
                                                          const float*, const float*, std::size_t,
                                                          std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
