#pragma once
// An allocator that counts the bytes it hands out on a device's activation_meter, so a
// CPU stage that keeps its activations in containers using it is metered without
// calling the meter itself:
//   std::vector<float, counting_allocator<float>> saved(n, counting_allocator<float>(&meter));
// Like the meter, not thread-safe: one device's stages run on one thread.
#include <cstddef>
#include <memory>

#include <pipesched/runtime/stage.hpp>

namespace pipesched::runtime::cpu {

template <class T>
class counting_allocator {
 public:
  using value_type = T;

  explicit counting_allocator(activation_meter* meter) noexcept : meter_(meter) {}
  template <class U>
  counting_allocator(const counting_allocator<U>& other) noexcept : meter_(other.meter()) {}

  T* allocate(std::size_t n) {
    T* p = std::allocator<T>{}.allocate(n);
    meter_->allocate(static_cast<long long>(n * sizeof(T)));
    return p;
  }
  void deallocate(T* p, std::size_t n) noexcept {
    meter_->release(static_cast<long long>(n * sizeof(T)));
    std::allocator<T>{}.deallocate(p, n);
  }

  activation_meter* meter() const noexcept { return meter_; }
  template <class U>
  friend bool operator==(const counting_allocator& a, const counting_allocator<U>& b) noexcept {
    return a.meter() == b.meter();
  }

 private:
  activation_meter* meter_;
};

}  // namespace pipesched::runtime::cpu
