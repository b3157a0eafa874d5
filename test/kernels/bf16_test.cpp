#include <kernels/bf16.hpp>

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>

using pipesched::kernels::bf16;

namespace {
// The reference: truncate, then add one ulp where the dropped half is above a tie, or a tie
// with an odd kept part -- the rule written out bit by bit, not the carry trick bf16 uses.
std::uint16_t nearest_even(float f) {
  const std::uint32_t u = std::bit_cast<std::uint32_t>(f);
  std::uint16_t kept = static_cast<std::uint16_t>(u >> 16);
  const std::uint32_t dropped = u & 0xffffu;
  if (dropped > 0x8000u || (dropped == 0x8000u && (kept & 1u))) ++kept;
  return kept;
}
}  // namespace

TEST_CASE("bf16 keeps the upper half of a float and widens back exactly", "[kernels][bf16]") {
  CHECK(bf16(1.0f).bits == 0x3f80);
  CHECK(bf16(-2.5f).bits == 0xc020);
  CHECK(static_cast<float>(bf16(0.15625f)) == 0.15625f);  // 7 mantissa bits suffice
  CHECK(static_cast<float>(bf16::from_bits(0x3f81)) == 1.0f + 1.0f / 128);
}

TEST_CASE("bf16 rounds to nearest, ties to even, as the bit-by-bit rule does", "[kernels][bf16]") {
  CHECK(bf16(1.0f + 1.0f / 256).bits == 0x3f80);       // a tie, kept part even: down
  CHECK(bf16(1.0f + 3.0f / 256).bits == 0x3f82);       // a tie, kept part odd: up
  CHECK(bf16(1.0f + 1.0f / 256 + 1e-6f).bits == 0x3f81);  // above the tie: up
  std::uint32_t state = 12345;
  for (int i = 0; i < 100000; ++i) {
    state = state * 1664525u + 1013904223u;
    const float f = std::bit_cast<float>(state);
    if (std::isnan(f) || std::isinf(f)) continue;
    INFO("float bits " << state);
    REQUIRE(bf16(f).bits == nearest_even(f));
  }
}

TEST_CASE("bf16 keeps NaN a NaN and rounds past its largest value to infinity", "[kernels][bf16]") {
  CHECK(std::isnan(static_cast<float>(bf16(std::numeric_limits<float>::quiet_NaN()))));
  CHECK(std::isnan(static_cast<float>(bf16(std::bit_cast<float>(0x7f800001u)))));  // low-bit NaN
  CHECK(static_cast<float>(bf16(std::numeric_limits<float>::infinity())) == std::numeric_limits<float>::infinity());
  CHECK(static_cast<float>(bf16(std::numeric_limits<float>::max())) == std::numeric_limits<float>::infinity());
  CHECK(static_cast<float>(bf16(-0.0f)) == 0.0f);
  CHECK(std::signbit(static_cast<float>(bf16(-0.0f))));
}
