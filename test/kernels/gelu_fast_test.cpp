// kernels/cpu/gelu.hpp against the references of kernels/gelu.hpp: equal to the bit, for
// float and bf16, forward and backward, at lengths with and without a vector tail, in place
// too, with the SSE2, the AVX2 and the AVX-512 path each forced; NaN, inf and denormals included.
#include <kernels/cpu/gelu.hpp>
#include <kernels/gelu.hpp>

#include "bit_equality.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using pipesched::test::first_bit_difference;
using pipesched::test::random_vector;

namespace {

// Inputs over GELU's whole range (both tanh formulas, saturation), with the extremes
// spread through so they land in vector bodies and tails alike.
template <class T>
std::vector<T> inputs(std::size_t n, std::uint64_t seed) {
  const float inf = std::numeric_limits<float>::infinity();
  const float special[] = {0.0f, -0.0f, 1e-40f, -1e-40f, inf, -inf, std::numeric_limits<float>::quiet_NaN(),
                           1e30f, -1e30f, 0.625f / 0.7978846f, 12.0f, -12.0f};
  const auto u = random_vector(n, seed, -8.0, 8.0);
  std::vector<T> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = T(i % 7 == 3 ? special[(i / 7) % std::size(special)] : static_cast<float>(u[i]));
  return x;
}

template <class T>
void check_gelu(std::size_t N, cpu::simd s) {
  INFO("N " << N << " simd " << cpu::to_string(s));
  const auto inp = inputs<T>(N, 1), dout = inputs<T>(N, 2);

  std::vector<T> out(N, T(7.0f)), ref(N);
  cpu::gelu_forward(out.data(), inp.data(), N, s);
  gelu_forward(ref.data(), inp.data(), N);
  CHECK(first_bit_difference(out, ref) == "");
  auto in_place = inp;
  cpu::gelu_forward(in_place.data(), in_place.data(), N, s);
  CHECK(first_bit_difference(in_place, ref) == "");

  std::vector<T> dinp(N, T(7.0f)), dinp_ref(N);
  cpu::gelu_backward_input(dinp.data(), dout.data(), inp.data(), N, s);
  gelu_backward_input(dinp_ref.data(), dout.data(), inp.data(), N);
  CHECK(first_bit_difference(dinp, dinp_ref) == "");
  auto d_in_place = dout;
  cpu::gelu_backward_input(d_in_place.data(), d_in_place.data(), inp.data(), N, s);
  CHECK(first_bit_difference(d_in_place, dinp_ref) == "");
}

}  // namespace

TEST_CASE("fast CPU gelu equals the reference to the bit", "[kernels][gelu][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (!cpu::supported(s)) {
    WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
    return;
  }
  for (const std::size_t N : {1, 3, 4, 7, 8, 9, 15, 16, 17, 31, 255, 256, 257, 1000, 4099}) {
    check_gelu<float>(N, s);
    check_gelu<bf16>(N, s);
  }
}

TEST_CASE("the gelu test data tells a different tanh apart", "[kernels][gelu][cpu]") {
  // What makes the test above able to fail: the same formula with std::tanh gives other bits.
  constexpr std::size_t N = 1000;
  const auto inp = inputs<float>(N, 1);
  std::vector<float> ref(N), other(N);
  gelu_forward(ref.data(), inp.data(), N);
  const float k = static_cast<float>(0.79788456080286535587989211986876), a = 0.044715f;
  for (std::size_t i = 0; i < N; ++i) {
    const float x = inp[i];
    other[i] = 0.5f * x * (1.0f + std::tanh(k * (x + a * x * x * x)));
  }
  CHECK(first_bit_difference(other, ref) != "");
}
