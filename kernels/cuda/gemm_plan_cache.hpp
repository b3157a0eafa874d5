#pragma once
// A small cache of GEMM plans keyed by everything a cuBLASLt heuristic answer depends on:
// the problem's shape, transposes, data types, compute type, epilogue, whether C is read
// (beta ≠ 0) and the pointers' alignments. kernels/cuda/linear_cublaslt.cpp keeps one per
// handle so that the heuristic (and the descriptors' creation) runs once per shape; a
// training step has a dozen distinct shapes, so a linear search over a few dozen entries
// is cheaper than the hash it would replace. Host code only, no CUDA: the CPU tests
// exercise it with a stub plan.
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace pipesched::kernels {

struct gemm_key {
  std::int64_t m = 0, n = 0, k = 0;  // D is m×n (column-major), k the reduced dimension
  bool transa = false, transb = false;
  int ab_type = 0, cd_type = 0;  // cudaDataType of A and B, of C and D
  int compute = 0;               // cublasComputeType_t
  int epilogue = 0;              // cublasLtEpilogue_t
  bool accumulate = false;       // beta = 1: D = A·B + C with C = D
  int align_a = 0, align_b = 0, align_cd = 0;  // bytes, 1..16 (alignment_of)
  friend bool operator==(const gemm_key&, const gemm_key&) = default;
};

// The largest of 16, 8, 4, 2, 1 that divides the address (cuBLASLt's alignment preferences).
inline int alignment_of(const void* p) noexcept {
  const auto a = reinterpret_cast<std::uintptr_t>(p);
  for (int b : {16, 8, 4, 2})
    if (a % static_cast<std::uintptr_t>(b) == 0) return b;
  return 1;
}

// Plans by key, made on first use; when full, the oldest plan goes (first in, first out).
template <class Plan>
class gemm_plan_cache {
 public:
  explicit gemm_plan_cache(std::size_t capacity = 64) : capacity_(capacity < 1 ? 1 : capacity) {}

  // The plan for `key`, made by make(key) -> Plan when absent. The reference stays valid
  // until the next call of get. If make throws, nothing is cached.
  template <class Make>
  Plan& get(const gemm_key& key, Make&& make) {
    for (auto& [k, plan] : entries_)
      if (k == key) return *plan;
    ++misses_;
    auto plan = std::make_unique<Plan>(std::forward<Make>(make)(key));
    if (entries_.size() == capacity_) entries_.erase(entries_.begin());
    entries_.emplace_back(key, std::move(plan));
    return *entries_.back().second;
  }

  std::size_t size() const noexcept { return entries_.size(); }
  std::size_t capacity() const noexcept { return capacity_; }
  std::size_t misses() const noexcept { return misses_; }  // plans made so far

 private:
  std::size_t capacity_;
  std::size_t misses_ = 0;
  std::vector<std::pair<gemm_key, std::unique_ptr<Plan>>> entries_;
};

}  // namespace pipesched::kernels
