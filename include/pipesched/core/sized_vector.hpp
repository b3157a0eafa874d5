#pragma once
#include "../version.hpp"  // first: the C++20 check
// A vector of n value-initialised elements in constexpr code, under every compiler the
// library supports. clang (14+) with libstdc++ 12 rejects vector(n) and resize(n) of a
// trivial T in constant evaluation (libstdc++'s fill_n assigns to ints whose lifetime has
// not begun), while vector(n, T{}) costs nvcc's constexpr evaluator steps that its budget
// does not have at the largest compile-time shapes (p = 16, m = 64): each compiler gets
// the form it evaluates.
#include <cstddef>
#include <vector>

namespace pipesched::detail {

template <class T>
constexpr std::vector<T> sized_vector(std::size_t n) {
#if defined(__clang__)
  return std::vector<T>(n, T{});
#else
  return std::vector<T>(n);
#endif
}

template <class T>
constexpr void resize_value_initialized(std::vector<T>& v, std::size_t n) {
#if defined(__clang__)
  v.resize(n, T{});
#else
  v.resize(n);
#endif
}

}  // namespace pipesched::detail
