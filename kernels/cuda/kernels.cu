// The translation unit that instantiates every CUDA kernel launcher of kernels/cuda/ for float
// (fp32 storage, fp32 accumulation), with the optimizer's ops (AdamW, global norm), which are
// fp32 whatever the storage. bf16 storage is kernels_bf16.cu's: two files so a -j2 build runs
// nvcc on both at once. One .cu per element type keeps nvcc's per-file cost (host headers, CUB,
// ptxas) paid once per type; each op's kernels stay in their own header.
#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/global_norm.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/replica_mean.cuh>
#include <kernels/cuda/residual.cuh>
#include <kernels/cuda/to_storage.cuh>

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

}  // namespace pipesched::kernels
