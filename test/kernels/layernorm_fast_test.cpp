// kernels/cpu/layernorm.hpp against the references of kernels/layernorm.hpp: equal to the
// bit, for float and bf16, forward (out, mean, rstd) and backward-input (dinp, accumulated),
// with the SSE2 and the AVX2 path each forced, on row counts and widths that leave partial
// row blocks and vector tails, in place too.
#include <kernels/cpu/layernorm.hpp>
#include <kernels/layernorm.hpp>

#include "bit_equality.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <bit>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using pipesched::test::first_bit_difference;
using pipesched::test::random_vector;

namespace {

template <class T>
std::vector<T> values(std::size_t n, std::uint64_t seed, double lo, double hi) {
  const auto u = random_vector(n, seed, lo, hi);
  std::vector<T> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = T(static_cast<float>(u[i]));
  return x;
}

template <class T>
void check_layernorm(std::size_t N, std::size_t C, cpu::simd s) {
  INFO("N " << N << " C " << C << " simd " << cpu::to_string(s));
  const auto inp = values<T>(N * C, 1, -3.0, 5.0), dout = values<T>(N * C, 2, -1.0, 1.0);
  const auto weight = values<T>(C, 3, 0.5, 1.5), bias = values<T>(C, 4, -0.5, 0.5);

  std::vector<T> out(N * C, T(7.0f)), out_ref(N * C);
  std::vector<float> mean(N, 7.0f), rstd(N, 7.0f), mean_ref(N), rstd_ref(N);
  cpu::layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), weight.data(), bias.data(), N, C, s);
  layernorm_forward(out_ref.data(), mean_ref.data(), rstd_ref.data(), inp.data(), weight.data(), bias.data(), N, C);
  CHECK(first_bit_difference(out, out_ref) == "");
  CHECK(first_bit_difference(mean, mean_ref) == "");
  CHECK(first_bit_difference(rstd, rstd_ref) == "");
  auto in_place = inp;
  cpu::layernorm_forward(in_place.data(), mean.data(), rstd.data(), in_place.data(), weight.data(), bias.data(), N, C, s);
  CHECK(first_bit_difference(in_place, out_ref) == "");

  const auto old = values<T>(N * C, 5, -1.0, 1.0);  // dinp accumulates onto this
  auto dinp = old, dinp_ref = old;
  cpu::layernorm_backward_input(dinp.data(), dout.data(), inp.data(), weight.data(), mean_ref.data(), rstd_ref.data(),
                                N, C, s);
  layernorm_backward_input(dinp_ref.data(), dout.data(), inp.data(), weight.data(), mean_ref.data(), rstd_ref.data(), N,
                           C);
  CHECK(first_bit_difference(dinp, dinp_ref) == "");
}

}  // namespace

TEST_CASE("fast CPU layernorm equals the reference to the bit", "[kernels][layernorm][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2);
  if (!cpu::supported(s)) {
    WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
    return;
  }
  for (const std::size_t N : {1, 7, 8, 13, 128})
    for (const std::size_t C : {1, 3, 8, 37, 64}) {
      check_layernorm<float>(N, C, s);
      check_layernorm<bf16>(N, C, s);
    }
}

TEST_CASE("the layernorm test data tells another summation order apart", "[kernels][layernorm][cpu]") {
  // What makes the test above able to fail: the same rows with their channels reversed
  // (mathematically the same mean and variance, summed in the other order) give other bits.
  constexpr std::size_t N = 13, C = 37;
  const auto inp = values<float>(N * C, 1, -3.0, 5.0);
  const std::vector<float> ones(C, 1.0f), zeros(C, 0.0f);
  auto reversed = inp;
  for (std::size_t n = 0; n < N; ++n)
    for (std::size_t c = 0; c < C; ++c) reversed[n * C + c] = inp[n * C + C - 1 - c];
  std::vector<float> out(N * C), out_rev(N * C), mean(N), rstd(N), mean_rev(N), rstd_rev(N);
  layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), ones.data(), zeros.data(), N, C);
  layernorm_forward(out_rev.data(), mean_rev.data(), rstd_rev.data(), reversed.data(), ones.data(), zeros.data(), N, C);
  CHECK(first_bit_difference(mean_rev, mean) != "");
}
