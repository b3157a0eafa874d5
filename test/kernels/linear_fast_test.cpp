// kernels/cpu/linear.hpp against the references of kernels/linear.hpp: equal to the bit,
// on every shape (tiles, edge tiles, single rows and columns), for float and bf16, with
// the SSE2, the AVX2 and the AVX-512 tile each forced (a path the CPU lacks is skipped);
// and the tile's bf16 rounding against bf16's own on every input that decides one.
#include <kernels/cpu/linear.hpp>
#include <kernels/cpu/tile.hpp>
#include <kernels/linear.hpp>

#include "bit_equality.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <bit>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using pipesched::test::first_bit_difference;
using pipesched::test::random_vector;

namespace {

struct linear_shape {
  std::size_t N, C, OC;
};

// Values of mixed magnitudes, so that any change of summation order shows in the bits.
template <class T>
std::vector<T> mixed(std::size_t n, std::uint64_t seed) {
  const auto u = random_vector(n, seed), e = random_vector(n, seed + 1000, -6.0, 6.0);
  std::vector<T> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = T(static_cast<float>(u[i] * std::exp2(std::round(e[i]))));
  return x;
}

const linear_shape shapes[] = {{1, 1, 1},   {1, 5, 3},    {5, 3, 7},     {6, 8, 16},   {7, 9, 17},
                               {12, 16, 32}, {13, 33, 47}, {11, 64, 48},  {64, 32, 96}, {64, 128, 32},
                               {128, 64, 192}, {128, 256, 64}, {37, 70, 257}, {130, 17, 9}};

template <class T>
void check_all_passes(const linear_shape& sh, cpu::simd s) {
  const auto [N, C, OC] = sh;
  INFO("N " << N << " C " << C << " OC " << OC << " simd " << cpu::to_string(s));
  const auto inp = mixed<T>(N * C, 1), W = mixed<T>(OC * C, 2), b = mixed<T>(OC, 3), dout = mixed<T>(N * OC, 4);

  for (const bool with_bias : {true, false}) {
    INFO("bias " << with_bias);
    std::vector<T> out(N * OC, T(7.0f)), ref(N * OC);
    const T* bias = with_bias ? b.data() : nullptr;
    cpu::linear_forward(out.data(), inp.data(), W.data(), bias, N, C, OC, s);
    linear_forward_reference(ref.data(), inp.data(), W.data(), bias, N, C, OC);
    CHECK(first_bit_difference(out, ref) == "");
  }

  std::vector<T> dinp(N * C, T(7.0f)), dinp_ref(N * C);
  cpu::linear_backward_input(dinp.data(), dout.data(), W.data(), N, C, OC, s);
  linear_backward_input_reference(dinp_ref.data(), dout.data(), W.data(), N, C, OC);
  CHECK(first_bit_difference(dinp, dinp_ref) == "");

  // Accumulated onto earlier values, as over microbatches; dbias may be absent.
  const auto dW0 = mixed<float>(OC * C, 5), db0 = mixed<float>(OC, 6);
  auto dW = dW0, dW_ref = dW0, db = db0, db_ref = db0;
  cpu::linear_backward_weight(dW.data(), db.data(), dout.data(), inp.data(), N, C, OC, s);
  linear_backward_weight_reference(dW_ref.data(), db_ref.data(), dout.data(), inp.data(), N, C, OC);
  CHECK(first_bit_difference(dW, dW_ref) == "");
  CHECK(first_bit_difference(db, db_ref) == "");
  auto dW_nb = dW0;
  cpu::linear_backward_weight(dW_nb.data(), nullptr, dout.data(), inp.data(), N, C, OC, s);
  CHECK(first_bit_difference(dW_nb, dW_ref) == "");
}

}  // namespace

TEST_CASE("fast CPU linear equals the reference to the bit on every shape", "[kernels][linear][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (!cpu::supported(s)) {
    WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
    return;
  }
  for (const auto& sh : shapes) {
    check_all_passes<float>(sh, s);
    check_all_passes<bf16>(sh, s);
  }
}

TEST_CASE("the test data tells summation orders apart", "[kernels][linear][cpu]") {
  // What makes the test above able to fail: summing c in reverse gives other bits.
  constexpr std::size_t N = 13, C = 33, OC = 47;
  const auto inp = mixed<float>(N * C, 1), W = mixed<float>(OC * C, 2);
  std::vector<float> ref(N * OC), reversed(N * OC);
  linear_forward_reference(ref.data(), inp.data(), W.data(), nullptr, N, C, OC);
  for (std::size_t n = 0; n < N; ++n)
    for (std::size_t o = 0; o < OC; ++o) {
      float acc = 0;
      for (std::size_t c = C; c-- > 0;) acc += inp[n * C + c] * W[o * C + c];
      reversed[n * OC + o] = acc;
    }
  CHECK(first_bit_difference(reversed, ref) != "");
}

TEST_CASE("best_simd is a supported path", "[kernels][linear][cpu]") {
  CHECK(cpu::supported(cpu::best_simd()));
  CHECK(cpu::supported(cpu::simd::sse2));
  CHECK(std::string(cpu::to_string(cpu::simd::avx2)) == "avx2");
  CHECK(std::string(cpu::to_string(cpu::simd::avx512)) == "avx512");
  if (cpu::supported(cpu::simd::avx512)) CHECK(cpu::supported(cpu::simd::avx2));
}

TEST_CASE("the GEMM tile rounds bf16 outputs as bf16 does: ties, carries, inf and NaN", "[kernels][linear][bf16][cpu]") {
  // K = 0: each output is its init value, so the tile's in-register rounding (c_bf16) sees
  // every fp32 that decides a rounding; row counts 1..6 run each edge-row instantiation.
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2, cpu::simd::avx512);
  if (!cpu::supported(s)) {
    WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
    return;
  }
  const cpu::detail::tile_kernel tk = s == cpu::simd::sse2   ? cpu::detail::tile_sse2()
                                      : s == cpu::simd::avx2 ? cpu::detail::tile_avx2()
                                                             : cpu::detail::tile_avx512();
  auto in = pipesched::test::bf16_rounding_inputs();
  const std::size_t n = in.size();
  in.resize(n + tk.mr * tk.nr);  // the last call's rows past n read zeros
  std::vector<std::uint16_t> out(in.size(), 0x1234);
  const float unused = 0;
  std::size_t rows = 1;
  for (std::size_t i = 0; i < n; i += rows * tk.nr, rows = rows % tk.mr + 1) {
    cpu::detail::tile_job job{&unused, &unused, 0, 0, rows, in.data() + i, tk.nr, nullptr, tk.nr, out.data() + i};
    tk.run(job);
  }
  std::vector<bf16> got(n), ref(n);
  for (std::size_t i = 0; i < n; ++i) got[i] = bf16::from_bits(out[i]), ref[i] = bf16(in[i]);
  INFO("simd " << cpu::to_string(s));
  CHECK(first_bit_difference(got, ref) == "");
}
