#pragma once
// Pinned host memory for offloaded activations on a GPU: gpt::host_pool
// (runtime/gpt/host_pool.hpp) with the same members, its blocks from cudaHostAlloc, so a
// cudaMemcpyAsync on a copy stream is a real asynchronous DMA (pageable memory would make
// it a staged, partly synchronous copy and hide the overlap the schedule counts on).
//
//   cuda_host_pool host;
//   auto b = host.acquire(bytes);             // reuses the smallest free block that fits
//   cudaMemcpyAsync(b.data(), dev, bytes, cudaMemcpyDeviceToHost, d2h.native());
//   ...
//   b.reset();   // back to the pool: only once the copies that use it are known complete
//
// Blocks are portable (cudaHostAllocPortable): any GPU's copy streams may use them. The
// pool grows only when no free block fits (cudaHostAlloc is slow and may synchronize),
// so a steady state allocates nothing; ~cuda_host_pool frees everything (cudaFreeHost).
// Like host_pool it is used by one pipeline device's thread and takes no locks.
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::stream {

class cuda_host_pool {
  struct pinned_free {
    void operator()(std::byte* p) const noexcept;
  };
  using storage = std::unique_ptr<std::byte[], pinned_free>;

 public:
  class block {
   public:
    block() = default;
    block(const block&) = delete;
    block& operator=(const block&) = delete;
    block(block&& o) noexcept
        : pool_(std::exchange(o.pool_, nullptr)), storage_(std::move(o.storage_)),
          capacity_(std::exchange(o.capacity_, 0)), size_(std::exchange(o.size_, 0)) {}
    block& operator=(block&& o) noexcept {
      if (this != &o) {
        reset();
        pool_ = std::exchange(o.pool_, nullptr);
        storage_ = std::move(o.storage_);
        capacity_ = std::exchange(o.capacity_, 0);
        size_ = std::exchange(o.size_, 0);
      }
      return *this;
    }
    ~block() { reset(); }

    void reset() {  // gives the memory back to the pool now
      if (pool_) pool_->give_back(std::move(storage_), capacity_, size_);
      pool_ = nullptr;
      storage_.reset();
      capacity_ = size_ = 0;
    }
    std::byte* data() { return storage_.get(); }
    const std::byte* data() const { return storage_.get(); }
    std::size_t size() const { return size_; }

   private:
    friend class cuda_host_pool;
    block(cuda_host_pool* pool, storage s, std::size_t capacity, std::size_t size)
        : pool_(pool), storage_(std::move(s)), capacity_(capacity), size_(size) {}
    cuda_host_pool* pool_ = nullptr;
    storage storage_;
    std::size_t capacity_ = 0, size_ = 0;
  };

  cuda_host_pool() = default;
  cuda_host_pool(const cuda_host_pool&) = delete;
  cuda_host_pool& operator=(const cuda_host_pool&) = delete;

  block acquire(std::size_t bytes);  // contents unspecified; throws cuda_error
  // The GPU whose context a new block's cudaHostAlloc runs in (-1: the calling thread's
  // current device). The device's own: pinned memory is owned by a context, and a
  // thread that made no device current yet would make one on GPU 0.
  void set_gpu(int gpu) { gpu_ = gpu; }

  const runtime::activation_meter& meter() const { return meter_; }
  void reset_peak() { meter_.peak = meter_.live; }
  long long reserved_bytes() const { return reserved_; }
  long long reuses() const { return reuses_; }
  std::size_t free_blocks() const { return free_.size(); }

 private:
  struct free_block {
    storage memory;
    std::size_t capacity;
  };
  void give_back(storage s, std::size_t capacity, std::size_t size) {
    meter_.release(static_cast<long long>(size));
    free_.push_back({std::move(s), capacity});
  }

  runtime::activation_meter meter_;
  std::vector<free_block> free_;  // handed-out blocks must not outlive the pool (as host_pool)
  long long reserved_ = 0, reuses_ = 0;
  int gpu_ = -1;
};

}  // namespace pipesched::stream
