#pragma once
// What the CUDA kernel tests share: a stream they own, NaN-poisoned outputs (a kernel that
// leaves an element unwritten shows as NaN against the reference), and widening to double
// for the checker.
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include <cstddef>
#include <vector>

namespace pipesched::test {

class stream {
public:
    stream() { PIPESCHED_CUDA_CHECK(cudaStreamCreate(&s_)); }
    ~stream() { (void)cudaStreamDestroy(s_); }
    stream(const stream&) = delete;
    stream& operator=(const stream&) = delete;
    operator cudaStream_t() const { return s_; }
    // Waits for the stream's work and surfaces any fault of the kernels on it.
    void sync() const { PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s_)); }

private:
    cudaStream_t s_{};
};

inline std::vector<double> widen(const std::vector<float>& x) { return {x.begin(), x.end()}; }

// While it lives, every kernels/cuda launcher's grid has at most `blocks` blocks (0: no cap),
// so grid-stride and block-stride loops run more than once on small inputs.
class grid_cap_scope {
public:
    explicit grid_cap_scope(std::size_t blocks) : before_(kernels::detail::grid_cap()) {
        kernels::detail::grid_cap() = blocks;
    }
    ~grid_cap_scope() { kernels::detail::grid_cap() = before_; }
    grid_cap_scope(const grid_cap_scope&) = delete;
    grid_cap_scope& operator=(const grid_cap_scope&) = delete;

private:
    std::size_t before_;
};

// A poisoned output: every float is NaN until the kernel writes it.
template <class T>
kernels::device_buffer<T> poisoned(std::size_t n) {
    kernels::device_buffer<T> b(n);
    b.fill_bytes(0xFF);
    return b;
}

}  // namespace pipesched::test
