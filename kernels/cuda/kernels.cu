// The translation unit that instantiates every CUDA kernel launcher of kernels/cuda/ for float
// (fp32 storage, fp32 accumulation), with the optimizer's ops (AdamW, global norm), which are
// fp32 whatever the storage. bf16 storage is kernels_bf16.cu's: two files so a -j2 build runs
// nvcc on both at once. One .cu per element type keeps nvcc's per-file cost (host headers, CUB,
// ptxas) paid once per type; each op's kernels stay in their own header.
#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_order_combine.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/global_norm.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/replica_mean.cuh>
#include <kernels/cuda/residual.cuh>
#include <kernels/cuda/to_storage.cuh>
#include <kernels/cuda/vocab_cross_entropy.cuh>
#include <kernels/cuda/vocab_embedding.cuh>

namespace pipesched::kernels {

template void embedding_forward_cuda<float>(float*, const int*, const float*, const float*,
                                            std::size_t, std::size_t, std::size_t, cudaStream_t);
template void embedding_backward_weight_cuda<float>(float*, float*, const float*, const int*,
                                                    std::size_t, std::size_t, std::size_t,
                                                    cudaStream_t);

template void layernorm_forward_cuda<float>(float*, float*, float*, const float*, const float*,
                                            const float*, std::size_t, std::size_t, cudaStream_t);
template void layernorm_backward_input_cuda<float>(float*, const float*, const float*,
                                                   const float*, const float*, const float*,
                                                   std::size_t, std::size_t, cudaStream_t);
template void layernorm_backward_weight_cuda<float>(float*, float*, const float*, const float*,
                                                    const float*, const float*, std::size_t,
                                                    std::size_t, cudaStream_t);

template void linear_forward_cuda<float>(float*, const float*, const float*, const float*,
                                         std::size_t, std::size_t, std::size_t, cudaStream_t);
template void linear_backward_input_cuda<float>(float*, const float*, const float*, std::size_t,
                                                std::size_t, std::size_t, cudaStream_t);
template void linear_backward_weight_cuda<float>(float*, float*, const float*, const float*,
                                                 std::size_t, std::size_t, std::size_t,
                                                 cudaStream_t);
template void linear_backward_bias_cuda<float>(float*, const float*, std::size_t, std::size_t,
                                               cudaStream_t);

namespace detail {
// One thread per element: n adds, 2n reads and n writes of fp32.
__global__ void linear_bias_accumulate_kernel(float* into, const float* from, std::size_t n) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x)
        into[i] += from[i];
}
}  // namespace detail

void linear_bias_accumulate_cuda(float* into, const float* from, std::size_t n,
                                 cudaStream_t stream) {
    if (n == 0) return;
    constexpr unsigned block = 256;
    detail::linear_bias_accumulate_kernel<<<detail::grid_for(n, block), block, 0, stream>>>(
        into, from, n);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}


template void attention_forward_cuda<float>(float*, float*, const float*, std::size_t, std::size_t,
                                            std::size_t, std::size_t, cudaStream_t);
template void attention_backward_input_cuda<float>(float*, const float*, const float*,
                                                   const float*, std::size_t, std::size_t,
                                                   std::size_t, std::size_t, cudaStream_t);

template void gelu_forward_cuda<float>(float*, const float*, std::size_t, cudaStream_t);
template void gelu_backward_input_cuda<float>(float*, const float*, const float*, std::size_t,
                                              cudaStream_t);

template void residual_forward_cuda<float>(float*, const float*, const float*, std::size_t,
                                           cudaStream_t);
template void residual_backward_input_cuda<float>(float*, float*, const float*, std::size_t,
                                                  cudaStream_t);

template void to_storage_cuda<float>(float*, const float*, std::size_t, cudaStream_t);

template void cross_entropy_forward_cuda<float>(float*, float*, const float*, const int*,
                                                std::size_t, std::size_t, cudaStream_t);
template void cross_entropy_backward_input_cuda<float>(float*, const float*, const int*, float,
                                                       std::size_t, std::size_t, cudaStream_t);

template void adamw_step_cuda<float>(float*, const float*, float*, float*, std::size_t, int, float,
                                     float, float, float, float, cudaStream_t);

template void global_norm_squared_cuda<float>(double*, const float*, std::size_t, cudaStream_t);
template void global_norm_squared_cuda<float>(double*, const float*, std::size_t, double*,
                                             cudaStream_t);
template void clip_grads_cuda<float>(float*, std::size_t, double, double, cudaStream_t);

template void replica_mean_cuda<float>(float*, const float*, std::size_t, std::size_t,
                                       cudaStream_t);

// Vocabulary parallelism: the sharded head's S and T, the sharded embedding, and the combine
// of the collectives between them.
template void vocab_softmax_stats_cuda<float>(float*, float*, const float*, std::size_t, std::size_t,
                                              cudaStream_t);
template void vocab_cross_entropy_backward_cuda<float>(float*, float*, const float*, const float*, const float*,
                                                       const int*, std::size_t, float, std::size_t, std::size_t,
                                                       cudaStream_t);
PIPESCHED_VOCAB_EMBEDDING_CUDA(, float)
PIPESCHED_VOCAB_INPUT_PARTS_CUDA(, float)

namespace detail {
// Elementwise. Napkin math: N exps; reads 3·N floats, writes N.
__global__ void vocab_rescale_sumexp_kernel(float* sumexp, const float* local_max, const float* global_max,
                                            std::size_t N) {
    for (std::size_t n = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; n < N;
         n += std::size_t{gridDim.x} * blockDim.x)
        sumexp[n] *= expf(local_max[n] - global_max[n]);
}

// device_order_combine.cuh: one thread per element, the devices in order.
__global__ void device_order_combine_kernel(float* out, const float* gathered, int p, std::size_t n, bool max) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x) {
        float acc = gathered[i];
        for (int d = 1; d < p; ++d) {
            const float x = gathered[static_cast<std::size_t>(d) * n + i];
            acc = max ? (acc < x ? x : acc) : acc + x;
        }
        out[i] = acc;
    }
}
}  // namespace detail

void vocab_rescale_sumexp_cuda(float* sumexp, const float* local_max, const float* global_max, std::size_t N,
                               cudaStream_t stream) {
    const detail::nvtx_range range{"vocab_rescale_sumexp"};
    if (N == 0) return;
    constexpr unsigned block = 256;
    detail::vocab_rescale_sumexp_kernel<<<detail::grid_for(N, block), block, 0, stream>>>(sumexp, local_max,
                                                                                         global_max, N);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

void device_order_combine_cuda(float* out, const float* gathered, int p, std::size_t n, device_order_op op,
                               cudaStream_t stream) {
    const detail::nvtx_range range{"device_order_combine"};
    if (n == 0 || p < 1) return;
    constexpr unsigned block = 256;
    detail::device_order_combine_kernel<<<detail::grid_for(n, block), block, 0, stream>>>(
        out, gathered, p, n, op == device_order_op::max);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

}  // namespace pipesched::kernels
