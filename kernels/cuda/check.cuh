#pragma once
// Error checking, device presence and launch helpers shared by the CUDA kernels in
// kernels/cuda/ (one op per header, each mirroring its C++ reference in kernels/<op>.hpp).
//
//   PIPESCHED_CUDA_CHECK(expr)   throws pipesched::kernels::cuda_error naming file, line, the
//                                expression and cudaGetErrorName/cudaGetErrorString.
//   cuda_device_available()      false when cudaGetDeviceCount fails for any reason (no driver,
//                                driver too old, no device) or finds no device. Never throws.
//
// Compiles as plain C++ too (no device code): a .cpp can include it.

#include <cuda_runtime_api.h>
#include <nvtx3/nvToolsExt.h>

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>

namespace pipesched::kernels {

class cuda_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

namespace detail {

[[noreturn]] inline void throw_cuda_error(cudaError_t err, const char* expr, const char* file,
                                          int line) {
    throw cuda_error(std::string(file) + ":" + std::to_string(line) + ": " + expr + ": " +
                     cudaGetErrorName(err) + " (" + cudaGetErrorString(err) + ")");
}

}  // namespace detail

#define PIPESCHED_CUDA_CHECK(expr)                                                               \
    do {                                                                                         \
        const cudaError_t pipesched_cuda_err_ = (expr);                                          \
        if (pipesched_cuda_err_ != cudaSuccess)                                                  \
            ::pipesched::kernels::detail::throw_cuda_error(pipesched_cuda_err_, #expr, __FILE__, \
                                                           __LINE__);                            \
    } while (0)

// Number of usable CUDA devices; 0 when the runtime reports any error (on a machine without a
// driver, cudaGetDeviceCount fails with "CUDA driver version is insufficient" or "no device").
inline int cuda_device_count() noexcept {
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess) {
        (void)cudaGetLastError();  // clear the error so later calls do not see it
        return 0;
    }
    return count;
}

inline bool cuda_device_available() noexcept { return cuda_device_count() > 0; }

namespace detail {

// An NVTX range for the duration of a launcher (visible in Nsight Systems / ncu).
class nvtx_range {
public:
    explicit nvtx_range(const char* name) noexcept { nvtxRangePushA(name); }
    ~nvtx_range() { nvtxRangePop(); }
    nvtx_range(const nvtx_range&) = delete;
    nvtx_range& operator=(const nvtx_range&) = delete;
};

// A cap on every launcher's grid (0: none, the default). Tests lower it (grid_cap_scope,
// test/kernels/cuda_test_util.cuh) so that each grid-stride and block-stride loop runs more
// than once; set it only while no other thread launches.
inline std::size_t& grid_cap() noexcept {
    static std::size_t cap = 0;
    return cap;
}
inline std::size_t capped_grid(std::size_t blocks) noexcept {
    const std::size_t cap = grid_cap();
    return cap > 0 ? std::min(blocks, cap) : blocks;
}

// Blocks for a grid-stride loop over n items: enough to fill any current GPU, capped so that
// gridDim.x never overflows (and by grid_cap). n == 0 gives 0: launchers return early instead
// of launching.
inline unsigned grid_for(std::size_t n, unsigned block, std::size_t max_blocks = 65536) {
    const std::size_t blocks = (n + block - 1) / block;
    return static_cast<unsigned>(capped_grid(std::min(blocks, max_blocks)));
}

}  // namespace detail

// After a launch: a bad configuration shows up here, a fault inside the kernel later.
#define PIPESCHED_CUDA_CHECK_LAUNCH() PIPESCHED_CUDA_CHECK(cudaGetLastError())

}  // namespace pipesched::kernels
