#pragma once
// A float buffer whose bytes a device's activation_meter counts from allocation until
// release (or destruction). The meter must outlive the buffer.
#include <cstddef>
#include <utility>
#include <vector>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::gpt {

class metered_buffer {
 public:
  metered_buffer() = default;
  metered_buffer(runtime::activation_meter& meter, std::size_t n) : meter_(&meter), data_(n) {
    meter.allocate(bytes());
  }
  metered_buffer(const metered_buffer&) = delete;
  metered_buffer& operator=(const metered_buffer&) = delete;
  metered_buffer(metered_buffer&& o) noexcept
      : meter_(std::exchange(o.meter_, nullptr)), data_(std::move(o.data_)) {}
  metered_buffer& operator=(metered_buffer&& o) noexcept {
    if (this != &o) {
      release();
      meter_ = std::exchange(o.meter_, nullptr);
      data_ = std::move(o.data_);
    }
    return *this;
  }
  ~metered_buffer() { release(); }

  // Frees the memory now (not at the end of the pass), so the meter sees the true peak.
  void release() {
    if (meter_) meter_->release(bytes());
    meter_ = nullptr;
    std::vector<float>().swap(data_);
  }

  float* data() { return data_.data(); }
  const float* data() const { return data_.data(); }
  std::size_t size() const { return data_.size(); }
  bool empty() const { return data_.empty(); }
  long long bytes() const { return static_cast<long long>(data_.size() * sizeof(float)); }

 private:
  runtime::activation_meter* meter_ = nullptr;
  std::vector<float> data_;
};

}  // namespace pipesched::gpt
