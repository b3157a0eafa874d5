#pragma once
// bf16 storage on the host: the upper 16 bits of an IEEE fp32 (1 sign, 8 exponent, 7
// mantissa bits), laid out as CUDA's __nv_bfloat16, so a buffer of these is what a bf16
// kernel reads (kernels/cuda casts the pointer; a static_assert there checks the layout).
// It is a storage type only: values are widened to float to compute (every reference
// kernel accumulates in float or wider) and rounded back to nearest-even on store, as
// __float2bfloat16_rn does.
#include <bit>
#include <cstdint>

namespace pipesched::kernels {

struct bf16 {
  std::uint16_t bits = 0;

  bf16() = default;
  constexpr explicit bf16(float f) : bits(round_to_bits(f)) {}
  constexpr explicit operator float() const { return std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16); }

  static constexpr bf16 from_bits(std::uint16_t b) {
    bf16 h;
    h.bits = b;
    return h;
  }
  friend constexpr bool operator==(bf16 a, bf16 b) { return a.bits == b.bits; }  // bit equality

 private:
  // Round to nearest, ties to even; NaN stays a (quiet) NaN and keeps its sign.
  static constexpr std::uint16_t round_to_bits(float f) {
    const std::uint32_t u = std::bit_cast<std::uint32_t>(f);
    if ((u & 0x7f800000u) == 0x7f800000u && (u & 0x007fffffu) != 0)
      return static_cast<std::uint16_t>((u >> 16) | 0x0040u);
    const std::uint32_t lsb = (u >> 16) & 1u;
    return static_cast<std::uint16_t>((u + 0x7fffu + lsb) >> 16);
  }
};
static_assert(sizeof(bf16) == 2 && alignof(bf16) == 2);

inline constexpr float to_float(bf16 h) { return static_cast<float>(h); }
inline constexpr float to_float(float f) { return f; }

}  // namespace pipesched::kernels
