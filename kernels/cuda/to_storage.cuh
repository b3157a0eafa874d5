#pragma once
// The working copy of the weights from their fp32 master values (the bf16 contract's extra op):
// after each optimizer step, out[i] = Elem(in[i]), rounded to nearest-even in bf16. Device
// pointers; the copy is enqueued on the stream. With Elem = float it is a device-to-device copy
// (a backend whose storage is fp32 reads the master weights themselves and need not call it).
// Instantiated in kernels/cuda/kernels.cu (float) and kernels_bf16.cu.

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>
#include <type_traits>

namespace pipesched::kernels {

template <class Elem>
void to_storage_cuda(Elem* out, const float* in, std::size_t n, cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

// Elementwise, grid-stride. Napkin math: 0 FLOPs; bytes 4·n reads + 2·n writes in bf16.
// GPT-2 small, n = 124M: 744 MB → ≈ 0.17 ms at 4.3 TB/s (about a fifth of the AdamW step).
template <class Scalar>
__global__ void to_storage_kernel(Scalar* out, const float* in, std::size_t n) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x)
        out[i] = static_cast<Scalar>(in[i]);
}

}  // namespace detail

template <class Elem>
void to_storage_cuda(Elem* out, const float* in, std::size_t n, cudaStream_t stream) {
    const detail::nvtx_range range{"to_storage"};
    if (n == 0) return;
    if constexpr (std::is_same_v<Elem, float>) {
        if (out != in)
            PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(out, in, n * sizeof(float),
                                                 cudaMemcpyDeviceToDevice, stream));
    } else {
        constexpr unsigned block = 256;
        detail::to_storage_kernel<<<detail::grid_for(n, block), block, 0, stream>>>(
            detail::device_ptr(out), in, n);
        PIPESCHED_CUDA_CHECK_LAUNCH();
    }
}
#endif  // __CUDACC__

extern template void to_storage_cuda<float>(float*, const float*, std::size_t, cudaStream_t);
extern template void to_storage_cuda<bf16>(bf16*, const float*, std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
