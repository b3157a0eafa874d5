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

// fp32 inputs that decide bf16's rounding: every upper half with the lower halves 0, 1,
// 0x7fff, 0x8000 (the tie), 0x8001 and 0xffff, so every tie, carry into the exponent, inf
// and NaN (quiet and signalling) of either sign.
inline std::vector<float> bf16_rounding_inputs() {
  std::vector<float> x;
  for (std::uint32_t hi = 0; hi < 0x10000u; ++hi)
    for (const std::uint32_t lo : {0x0000u, 0x0001u, 0x7fffu, 0x8000u, 0x8001u, 0xffffu})
      x.push_back(std::bit_cast<float>(hi << 16 | lo));
  return x;
}

}  // namespace pipesched::test
