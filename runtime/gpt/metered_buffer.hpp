#pragma once
// A buffer of n Elements (float, or bf16 storage) whose bytes a device's activation_meter
// counts from allocation until release (or destruction). The meter must outlive the buffer.
#include <cstddef>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

template <class Element>
class basic_metered_buffer {
 public:
  basic_metered_buffer() = default;
  basic_metered_buffer(runtime::activation_meter& meter, std::size_t n) : meter_(&meter), data_(n) {
    meter.allocate(bytes());
  }
  basic_metered_buffer(const basic_metered_buffer&) = delete;
  basic_metered_buffer& operator=(const basic_metered_buffer&) = delete;
  basic_metered_buffer(basic_metered_buffer&& o) noexcept
      : meter_(std::exchange(o.meter_, nullptr)), data_(std::move(o.data_)) {}
  basic_metered_buffer& operator=(basic_metered_buffer&& o) noexcept {
    if (this != &o) {
      release();
      meter_ = std::exchange(o.meter_, nullptr);
      data_ = std::move(o.data_);
    }
    return *this;
  }
  ~basic_metered_buffer() { release(); }

  // Frees the memory now (not at the end of the pass), so the meter sees the true peak.
  void release() {
    if (meter_) meter_->release(bytes());
    meter_ = nullptr;
    std::vector<Element>().swap(data_);
  }

  Element* data() { return data_.data(); }
  const Element* data() const { return data_.data(); }
  std::size_t size() const { return data_.size(); }
  bool empty() const { return data_.empty(); }
  long long bytes() const { return static_cast<long long>(data_.size() * sizeof(Element)); }

 private:
  runtime::activation_meter* meter_ = nullptr;
  std::vector<Element> data_;
};

using metered_buffer = basic_metered_buffer<float>;

}  // namespace pipesched::gpt
