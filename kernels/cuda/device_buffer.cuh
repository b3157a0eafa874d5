#pragma once
// device_buffer<T>: an owning cudaMalloc'd array with host copies, for tests, benches and the
// CUDA backend. Every call is checked (PIPESCHED_CUDA_CHECK). Plain C++ (no device code).

#include <kernels/cuda/check.cuh>

#include <cstddef>
#include <utility>
#include <vector>

namespace pipesched::kernels {

template <class T>
class device_buffer {
public:
    device_buffer() = default;
    explicit device_buffer(std::size_t n) : size_(n) {
        if (n) PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&data_), n * sizeof(T)));
    }
    explicit device_buffer(const std::vector<T>& host) : device_buffer(host.size()) {
        upload(host);
    }
    device_buffer(device_buffer&& o) noexcept
        : data_(std::exchange(o.data_, nullptr)), size_(std::exchange(o.size_, 0)) {}
    device_buffer& operator=(device_buffer&& o) noexcept {
        if (this != &o) {
            reset();
            data_ = std::exchange(o.data_, nullptr);
            size_ = std::exchange(o.size_, 0);
        }
        return *this;
    }
    device_buffer(const device_buffer&) = delete;
    device_buffer& operator=(const device_buffer&) = delete;
    ~device_buffer() { reset(); }

    T* data() noexcept { return data_; }
    const T* data() const noexcept { return data_; }
    std::size_t size() const noexcept { return size_; }
    std::size_t bytes() const noexcept { return size_ * sizeof(T); }

    // Synchronous copies (the default stream waits for all blocking streams).
    void upload(const std::vector<T>& host) {
        if (host.size() != size_) throw cuda_error("device_buffer::upload: size mismatch");
        if (size_)
            PIPESCHED_CUDA_CHECK(cudaMemcpy(data_, host.data(), bytes(), cudaMemcpyHostToDevice));
    }
    std::vector<T> download() const {
        std::vector<T> host(size_);
        if (size_)
            PIPESCHED_CUDA_CHECK(cudaMemcpy(host.data(), data_, bytes(), cudaMemcpyDeviceToHost));
        return host;
    }
    // Every byte set to `byte` (0xFF makes every float a NaN: a poisoned output).
    void fill_bytes(int byte) {
        if (size_) PIPESCHED_CUDA_CHECK(cudaMemset(data_, byte, bytes()));
    }

private:
    void reset() noexcept {
        if (data_) (void)cudaFree(data_);  // never throw from a destructor
        data_ = nullptr;
        size_ = 0;
    }
    T* data_ = nullptr;
    std::size_t size_ = 0;
};

}  // namespace pipesched::kernels
