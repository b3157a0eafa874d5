#pragma once
// Residual add on the GPU: the same signatures as kernels/residual.hpp plus a cudaStream_t
// last; device pointers. out may alias a or b; da and/or db may alias dout (that copy is then
// skipped, as in the reference). Elem is the storage (float or bf16, kernels/cuda/element.cuh);
// the sum is float, rounded once. Instantiated in kernels/cuda/kernels.cu (float) and
// kernels_bf16.cu.

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <cstddef>

namespace pipesched::kernels {

template <class Elem>
void residual_forward_cuda(Elem* out, const Elem* a, const Elem* b, std::size_t N,
                           cudaStream_t stream);

template <class Elem>
void residual_backward_input_cuda(Elem* da, Elem* db, const Elem* dout, std::size_t N,
                                  cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

// Elementwise. Napkin math: N FLOPs; bytes 3·N·sizeof(Scalar) (reads a, b; writes out).
// N = 8192·768 fp32 (75 MB) ≈ 18 µs at 4.3 TB/s.
template <class Scalar>
__global__ void residual_forward_kernel(Scalar* out, const Scalar* a, const Scalar* b,
                                        std::size_t N) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < N;
         i += std::size_t{gridDim.x} * blockDim.x)
        out[i] = static_cast<Scalar>(static_cast<float>(a[i]) + static_cast<float>(b[i]));
}

}  // namespace detail

template <class Elem>
void residual_forward_cuda(Elem* out, const Elem* a, const Elem* b, std::size_t N,
                           cudaStream_t stream) {
    const detail::nvtx_range range{"residual_forward"};
    if (N == 0) return;
    constexpr unsigned block = 256;
    detail::residual_forward_kernel<<<detail::grid_for(N, block), block, 0, stream>>>(
        detail::device_ptr(out), detail::device_ptr(a), detail::device_ptr(b), N);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

// Backward: device-to-device copies on the stream (copy engine / memcpy kernel).
// Napkin math: 0 FLOPs; bytes 2·N·sizeof(Scalar) per copy (read + write), 0 when aliased.
template <class Elem>
void residual_backward_input_cuda(Elem* da, Elem* db, const Elem* dout, std::size_t N,
                                  cudaStream_t stream) {
    const detail::nvtx_range range{"residual_backward_input"};
    if (N == 0) return;
    if (da != dout)
        PIPESCHED_CUDA_CHECK(
            cudaMemcpyAsync(da, dout, N * sizeof(Elem), cudaMemcpyDeviceToDevice, stream));
    if (db != dout)
        PIPESCHED_CUDA_CHECK(
            cudaMemcpyAsync(db, dout, N * sizeof(Elem), cudaMemcpyDeviceToDevice, stream));
}
#endif  // __CUDACC__

extern template void residual_forward_cuda<float>(float*, const float*, const float*, std::size_t,
                                                  cudaStream_t);
extern template void residual_backward_input_cuda<float>(float*, float*, const float*,
                                                         std::size_t, cudaStream_t);
extern template void residual_forward_cuda<bf16>(bf16*, const bf16*, const bf16*, std::size_t,
                                                 cudaStream_t);
extern template void residual_backward_input_cuda<bf16>(bf16*, bf16*, const bf16*, std::size_t,
                                                        cudaStream_t);

}  // namespace pipesched::kernels
