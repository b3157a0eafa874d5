// The translation unit that instantiates the CUDA kernel launchers of kernels/cuda/ for bf16
// storage (kernels::bf16 at the launcher, __nv_bfloat16 in the kernels; fp32 accumulation, fp32
// parameter gradients and statistics). Beside kernels.cu (float) so a -j2 build compiles both at
// once. The optimizer's ops (AdamW, global norm) are fp32 only: kernels.cu has them.
#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>
#include <kernels/cuda/to_storage.cuh>
#include <kernels/cuda/vocab_cross_entropy.cuh>
#include <kernels/cuda/vocab_embedding.cuh>

namespace pipesched::kernels {

template void embedding_forward_cuda<bf16>(bf16*, const int*, const bf16*, const bf16*,
                                           std::size_t, std::size_t, std::size_t, cudaStream_t);
template void embedding_backward_weight_cuda<bf16>(float*, float*, const bf16*, const int*,
                                                   std::size_t, std::size_t, std::size_t,
                                                   cudaStream_t);

template void layernorm_forward_cuda<bf16>(bf16*, float*, float*, const bf16*, const bf16*,
                                           const bf16*, std::size_t, std::size_t, cudaStream_t);
template void layernorm_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*, const bf16*,
                                                  const float*, const float*, std::size_t,
                                                  std::size_t, cudaStream_t);
template void layernorm_backward_weight_cuda<bf16>(float*, float*, const bf16*, const bf16*,
                                                   const float*, const float*, std::size_t,
                                                   std::size_t, cudaStream_t);

template void linear_forward_cuda<bf16>(bf16*, const bf16*, const bf16*, const bf16*, std::size_t,
                                        std::size_t, std::size_t, cudaStream_t);
template void linear_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*, std::size_t,
                                               std::size_t, std::size_t, cudaStream_t);
template void linear_backward_weight_cuda<bf16>(float*, float*, const bf16*, const bf16*,
                                                std::size_t, std::size_t, std::size_t,
                                                cudaStream_t);
template void linear_backward_bias_cuda<bf16>(float*, const bf16*, std::size_t, std::size_t,
                                              cudaStream_t);

template void attention_forward_cuda<bf16>(bf16*, bf16*, const bf16*, std::size_t, std::size_t,
                                           std::size_t, std::size_t, cudaStream_t);
template void attention_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*, const bf16*,
                                                  std::size_t, std::size_t, std::size_t,
                                                  std::size_t, cudaStream_t);

template void gelu_forward_cuda<bf16>(bf16*, const bf16*, std::size_t, cudaStream_t);
template void gelu_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*, std::size_t,
                                             cudaStream_t);

template void residual_forward_cuda<bf16>(bf16*, const bf16*, const bf16*, std::size_t,
                                          cudaStream_t);
template void residual_backward_input_cuda<bf16>(bf16*, bf16*, const bf16*, std::size_t,
                                                 cudaStream_t);

template void cross_entropy_forward_cuda<bf16>(float*, bf16*, const bf16*, const int*, std::size_t,
                                               std::size_t, cudaStream_t);
template void cross_entropy_backward_input_cuda<bf16>(bf16*, const bf16*, const int*, float,
                                                      std::size_t, std::size_t, cudaStream_t);

template void to_storage_cuda<bf16>(bf16*, const float*, std::size_t, cudaStream_t);

template void vocab_softmax_stats_cuda<bf16>(float*, float*, const bf16*, std::size_t, std::size_t, cudaStream_t);
template void vocab_cross_entropy_backward_cuda<bf16>(float*, bf16*, const bf16*, const float*, const float*,
                                                      const int*, std::size_t, float, std::size_t, std::size_t,
                                                      cudaStream_t);
PIPESCHED_VOCAB_EMBEDDING_CUDA(, bf16)
PIPESCHED_VOCAB_INPUT_PARTS_CUDA(, bf16)

}  // namespace pipesched::kernels
