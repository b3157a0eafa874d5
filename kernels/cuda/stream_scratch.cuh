#pragma once
// Scratch memory for one launch, from the device's stream-ordered pool (cudaMallocAsync),
// freed on the same stream once the launch is enqueued: the split-K backward-weight
// launchers (linear_mma.cu, linear_wgmma.cu) keep their slices' partial sums here.
#include <cstddef>

#include <cuda_runtime.h>

#include <kernels/cuda/check.cuh>

namespace pipesched::kernels {

// The current device's multiprocessor count: what split-K sizes its slices by.
inline int current_sm_count() {
    int device = 0, sms = 0;
    PIPESCHED_CUDA_CHECK(cudaGetDevice(&device));
    PIPESCHED_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
    return sms;
}

// `floats` fp32 values (none: no allocation, data() null). release() frees them and checks
// the call; a launch that throws first leaves it to the destructor, which cannot throw.
class stream_scratch {
public:
    stream_scratch(std::size_t floats, cudaStream_t stream) : stream_(stream) {
        if (floats) PIPESCHED_CUDA_CHECK(cudaMallocAsync(&data_, floats * sizeof(float), stream));
    }
    stream_scratch(const stream_scratch&) = delete;
    stream_scratch& operator=(const stream_scratch&) = delete;
    ~stream_scratch() {
        if (data_) (void)cudaFreeAsync(data_, stream_);
    }
    float* data() const { return static_cast<float*>(data_); }
    void release() {
        void* p = data_;
        data_ = nullptr;
        if (p) PIPESCHED_CUDA_CHECK(cudaFreeAsync(p, stream_));
    }

private:
    void* data_ = nullptr;
    cudaStream_t stream_;
};

}  // namespace pipesched::kernels
