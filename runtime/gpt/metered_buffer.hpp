#pragma once
// A buffer of n Elements (float, or bf16 storage) whose bytes a device's activation_meter
// counts from allocation until release (or destruction). The meter must outlive the buffer.
//
// Its memory is uninitialised unless made `zeroed`, as a stream-ordered pool's is: the ops
// overwrite what they write (cpu-streams' chaos mode poisons every new buffer to prove it),
// and writing zeros first cost a `--model small` step 4% of its samples in memset and more
// in the page faults it took. 64-byte aligned, for the SIMD kernels' rows.
#include <cstddef>
#include <cstring>
#include <limits>
#include <new>
#include <utility>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

enum class buffer_init { uninitialized, zeroed };

template <class Element>
class basic_metered_buffer {
 public:
  basic_metered_buffer() = default;
  basic_metered_buffer(runtime::activation_meter& meter, std::size_t n, buffer_init init = buffer_init::zeroed)
      : meter_(&meter), data_(allocate(n)), size_(n) {
    if (init == buffer_init::zeroed && n > 0) std::memset(static_cast<void*>(data_), 0, bytes());
    meter.allocate(bytes());
  }
  basic_metered_buffer(const basic_metered_buffer&) = delete;
  basic_metered_buffer& operator=(const basic_metered_buffer&) = delete;
  basic_metered_buffer(basic_metered_buffer&& o) noexcept
      : meter_(std::exchange(o.meter_, nullptr)), data_(std::exchange(o.data_, nullptr)), size_(std::exchange(o.size_, 0)) {}
  basic_metered_buffer& operator=(basic_metered_buffer&& o) noexcept {
    if (this != &o) {
      release();
      meter_ = std::exchange(o.meter_, nullptr);
      data_ = std::exchange(o.data_, nullptr);
      size_ = std::exchange(o.size_, 0);
    }
    return *this;
  }
  ~basic_metered_buffer() { release(); }

  // Frees the memory now (not at the end of the pass), so the meter sees the true peak.
  void release() {
    if (meter_) meter_->release(bytes());
    meter_ = nullptr;
    if (data_) ::operator delete(static_cast<void*>(data_), alignment);
    data_ = nullptr;
    size_ = 0;
  }

  Element* data() { return data_; }
  const Element* data() const { return data_; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  long long bytes() const { return static_cast<long long>(size_ * sizeof(Element)); }

 private:
  static constexpr std::align_val_t alignment{64};
  static Element* allocate(std::size_t n) {
    if (n == 0) return nullptr;
    if (n > std::numeric_limits<std::size_t>::max() / sizeof(Element)) throw std::bad_array_new_length();
    return static_cast<Element*>(::operator new(n * sizeof(Element), alignment));
  }
  runtime::activation_meter* meter_ = nullptr;
  Element* data_ = nullptr;  // n Elements (float and bf16 are implicit-lifetime types)
  std::size_t size_ = 0;
};

using metered_buffer = basic_metered_buffer<float>;

}  // namespace pipesched::gpt
