// The CUDA backend's stages: basic_gpt_stage's passes for cuda_backend (fp32) and
// cuda_bf16_backend (bf16 storage). Host code only (the
// kernels are compiled for the GPU in kernels/cuda/kernels.cu), so the C++ compiler builds
// it, as it builds runtime/stream's CUDA half.
#include "runtime/gpt/gpt_stage_cuda.hpp"

#include "runtime/gpt/gpt_stage_impl.hpp"

namespace pipesched::gpt {

template class basic_gpt_stage<cuda_backend>;
template class basic_gpt_stage<cuda_bf16_backend>;

}  // namespace pipesched::gpt
