#pragma once
// The fast CPU kernels' tests (test/kernels/*_fast_test.cpp): a result equal to the
// reference's to the bit, or the first index where it is not.
#include <bit>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include <kernels/bf16.hpp>

namespace pipesched::test {

inline std::uint32_t bits(float v) { return std::bit_cast<std::uint32_t>(v); }
inline std::uint32_t bits(kernels::bf16 v) { return v.bits; }

// "" when a and b are equal to the bit, else the first index that differs, with both values.
template <class T>
std::string first_bit_difference(const std::vector<T>& a, const std::vector<T>& b) {
  if (a.size() != b.size()) return "sizes differ";
  for (std::size_t i = 0; i < a.size(); ++i)
    if (bits(a[i]) != bits(b[i])) {
      std::ostringstream s;
      s << "index " << i << ": " << kernels::to_float(a[i]) << " vs reference " << kernels::to_float(b[i]);
      return s.str();
    }
  return "";
}

}  // namespace pipesched::test
