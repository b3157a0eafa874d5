// kernels/cpu/bf16_convert.hpp against bf16's own conversions (kernels/bf16.hpp) and the
// residual reference: equal to the bit, with the SSE2, AVX2 and AVX-512 paths each forced, at
// lengths with and without a vector tail. Widening is checked on every bf16; rounding on
// every upper half with the lower halves that decide it (0, 1, ties 0x8000 below and
// above, 0x7fff, 0x8001, 0xffff), so every tie, carry into the exponent, inf and NaN.
#include <kernels/cpu/bf16_convert.hpp>
#include <kernels/residual.hpp>

#include "bit_equality.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <bit>
#include <cstdint>
#include <vector>

using namespace pipesched::kernels;
using pipesched::test::first_bit_difference;
using pipesched::test::random_vector;

namespace {

const std::size_t lengths[] = {0, 1, 3, 4, 7, 8, 9, 15, 16, 17, 31, 33, 1000};

bool skip(cpu::simd s) {
  if (cpu::supported(s)) return false;
  WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
  return true;
}

}  // namespace

TEST_CASE("SIMD bf16 widening equals bf16's on every bf16", "[kernels][bf16][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (skip(s)) return;
  std::vector<bf16> in(0x10000);
  for (std::uint32_t b = 0; b < 0x10000u; ++b) in[b] = bf16::from_bits(static_cast<std::uint16_t>(b));
  for (std::size_t off : {std::size_t{0}, std::size_t{5}}) {  // unaligned starts, all tails
    const std::size_t n = in.size() - off;
    std::vector<float> out(n, 7.0f), ref(n);
    cpu::widen_bf16(out.data(), in.data() + off, n, s);
    for (std::size_t i = 0; i < n; ++i) ref[i] = static_cast<float>(in[off + i]);
    CHECK(first_bit_difference(out, ref) == "");
  }
  for (const std::size_t n : lengths) {
    std::vector<float> out(n + 1, 7.0f);
    cpu::widen_bf16(out.data(), in.data() + 0x3f80, n, s);
    for (std::size_t i = 0; i < n; ++i) CHECK(std::bit_cast<std::uint32_t>(out[i]) == (0x3f80u + i) << 16);
    CHECK(out[n] == 7.0f);  // nothing past n written
  }
}

TEST_CASE("SIMD bf16 rounding equals bf16's: ties, carries, inf and NaN", "[kernels][bf16][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (skip(s)) return;
  const auto in = pipesched::test::bf16_rounding_inputs();
  std::vector<bf16> ref(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) ref[i] = bf16(in[i]);
  for (std::size_t off : {std::size_t{0}, std::size_t{3}}) {
    const std::size_t n = in.size() - off;
    std::vector<bf16> out(n, bf16(7.0f));
    cpu::to_storage(out.data(), in.data() + off, n, s);
    CHECK(first_bit_difference(out, std::vector<bf16>(ref.begin() + off, ref.end())) == "");
  }
  for (const std::size_t n : lengths) {
    std::vector<bf16> out(n + 1, bf16(7.0f));
    cpu::to_storage(out.data(), in.data() + 6 * 0x3f80, n, s);
    CHECK(first_bit_difference(std::vector<bf16>(out.begin(), out.begin() + n),
                               std::vector<bf16>(ref.begin() + 6 * 0x3f80, ref.begin() + 6 * 0x3f80 + n)) == "");
    CHECK(out[n] == bf16(7.0f));
  }
}

TEST_CASE("SIMD bf16 residual add equals the reference, in place too", "[kernels][bf16][cpu][residual]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (skip(s)) return;
  const auto u = random_vector(2000, 1, -4.0, 4.0), v = random_vector(2000, 2, -4.0, 4.0);
  for (const std::size_t n : lengths) {
    INFO("n " << n << " simd " << cpu::to_string(s));
    std::vector<bf16> a(n), b(n);
    for (std::size_t i = 0; i < n; ++i) {
      a[i] = bf16(static_cast<float>(u[i]));
      b[i] = i % 5 == 2 ? bf16::from_bits(0x7f81) : bf16(static_cast<float>(v[i]) * (i % 3 == 0 ? 1e-3f : 1.0f));
    }
    std::vector<bf16> out(n, bf16(7.0f)), ref(n);
    residual_forward(ref.data(), a.data(), b.data(), n);
    cpu::residual_forward(out.data(), a.data(), b.data(), n, s);
    CHECK(first_bit_difference(out, ref) == "");
    cpu::residual_forward(a.data(), a.data(), b.data(), n, s);
    CHECK(first_bit_difference(a, ref) == "");
  }
}
