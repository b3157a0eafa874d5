#pragma once
// Host memory for offloaded activations (PipeOffload): a pool of reusable byte blocks
// with its own meter, so that what leaves a device's activation_meter can be seen
// arriving on the host. A block handed out is returned to the pool (not freed) when its
// handle dies; the next request of at most its capacity reuses it (smallest that fits).
//
// One pool per device (or per stage): like the device's activation_meter it is used by
// that device's passes only, on one thread, so it takes no locks. It must outlive every
// block it hands out. A device's copy engine (runtime/copy_stream.hpp) reads and writes
// the bytes of blocks handed out, but never calls the pool or a block handle: gpt_stage
// acquires a block on the device's thread before it enqueues the copy and gives it back
// there after waiting for it, and the copy engine's queue orders the two threads' uses.
#include <algorithm>
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

class host_pool {
 public:
  // A block of `size()` bytes of host memory, back in its pool when destroyed or reset.
  class block {
   public:
    block() = default;
    block(const block&) = delete;
    block& operator=(const block&) = delete;
    block(block&& o) noexcept
        : pool_(std::exchange(o.pool_, nullptr)), storage_(std::move(o.storage_)), capacity_(o.capacity_),
          size_(std::exchange(o.size_, 0)) {}
    block& operator=(block&& o) noexcept {
      if (this != &o) {
        reset();
        pool_ = std::exchange(o.pool_, nullptr);
        storage_ = std::move(o.storage_);
        capacity_ = o.capacity_;
        size_ = std::exchange(o.size_, 0);
      }
      return *this;
    }
    ~block() { reset(); }

    // Gives the memory back to the pool now.
    void reset() {
      if (pool_) pool_->give_back(std::move(storage_), capacity_, size_);
      pool_ = nullptr;
      storage_.reset();
      capacity_ = size_ = 0;
    }

    std::byte* data() { return storage_.get(); }
    const std::byte* data() const { return storage_.get(); }
    std::size_t size() const { return size_; }

   private:
    friend class host_pool;
    block(host_pool* pool, std::unique_ptr<std::byte[]> storage, std::size_t capacity, std::size_t size)
        : pool_(pool), storage_(std::move(storage)), capacity_(capacity), size_(size) {}
    host_pool* pool_ = nullptr;
    std::unique_ptr<std::byte[]> storage_;
    std::size_t capacity_ = 0, size_ = 0;
  };

  host_pool() = default;
  host_pool(const host_pool&) = delete;
  host_pool& operator=(const host_pool&) = delete;

  // `bytes` bytes of host memory (contents unspecified): a free block that fits (the
  // smallest), or a new one.
  block acquire(std::size_t bytes) {
    auto best = free_.end();
    for (auto it = free_.begin(); it != free_.end(); ++it)
      if (it->capacity >= bytes && (best == free_.end() || it->capacity < best->capacity)) best = it;
    std::unique_ptr<std::byte[]> storage;
    std::size_t capacity = bytes;
    if (best != free_.end()) {
      storage = std::move(best->storage);
      capacity = best->capacity;
      free_.erase(best);
      ++reuses_;
    } else {
      storage = std::make_unique<std::byte[]>(bytes > 0 ? bytes : 1);
      reserved_ += static_cast<long long>(bytes);
    }
    meter_.allocate(static_cast<long long>(bytes));
    return block(this, std::move(storage), capacity, bytes);
  }

  // Bytes held by blocks handed out (live) and the most at once (peak) since reset_peak.
  const runtime::activation_meter& meter() const { return meter_; }
  // Starts a new peak measurement at the current live bytes.
  void reset_peak() { meter_.peak = meter_.live; }
  // Host bytes the pool owns (handed out or free): it grows only when no free block fits.
  long long reserved_bytes() const { return reserved_; }
  // Requests served by a free block instead of a new allocation.
  long long reuses() const { return reuses_; }
  std::size_t free_blocks() const { return free_.size(); }

 private:
  struct free_block {
    std::unique_ptr<std::byte[]> storage;
    std::size_t capacity;
  };
  void give_back(std::unique_ptr<std::byte[]> storage, std::size_t capacity, std::size_t size) {
    meter_.release(static_cast<long long>(size));
    free_.push_back({std::move(storage), capacity});
  }

  runtime::activation_meter meter_;
  std::vector<free_block> free_;
  long long reserved_ = 0, reuses_ = 0;
};

}  // namespace pipesched::gpt
