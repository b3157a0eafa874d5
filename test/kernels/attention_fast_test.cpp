// kernels/cpu/attention.hpp against the references of kernels/attention.hpp: equal to the
// bit, for float and bf16, forward (out, att) and backward-input (dqkv), with the SSE2 and
// the AVX2 path each forced, on shapes whose head size and sequence length leave vector
// tails (hs 1-36, T 1-33), with scores large enough that the softmax saturates.
#include <kernels/attention.hpp>
#include <kernels/cpu/attention.hpp>

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
std::vector<T> values(std::size_t n, std::uint64_t seed, double range) {
  const auto u = random_vector(n, seed, -range, range);
  std::vector<T> x(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = T(static_cast<float>(u[i]));
  return x;
}

struct shape {
  std::size_t B, T, C, NH;
};

template <class T>
void check_attention(const shape& sh, double range, cpu::simd s) {
  const auto [B, Tn, C, NH] = sh;
  INFO("B " << B << " T " << Tn << " C " << C << " NH " << NH << " range " << range << " simd " << cpu::to_string(s));
  const auto qkv = values<T>(B * Tn * 3 * C, 1, range), dout = values<T>(B * Tn * C, 2, 1.0);

  std::vector<T> out(B * Tn * C, T(7.0f)), att(B * NH * Tn * Tn, T(7.0f)), out_ref(out.size()), att_ref(att.size());
  cpu::attention_forward(out.data(), att.data(), qkv.data(), B, Tn, C, NH, s);
  attention_forward(out_ref.data(), att_ref.data(), qkv.data(), B, Tn, C, NH);
  CHECK(first_bit_difference(att, att_ref) == "");
  CHECK(first_bit_difference(out, out_ref) == "");

  std::vector<T> dqkv(qkv.size(), T(7.0f)), dqkv_ref(qkv.size());
  cpu::attention_backward_input(dqkv.data(), dout.data(), qkv.data(), att_ref.data(), B, Tn, C, NH, s);
  attention_backward_input(dqkv_ref.data(), dout.data(), qkv.data(), att_ref.data(), B, Tn, C, NH);
  CHECK(first_bit_difference(dqkv, dqkv_ref) == "");
}

}  // namespace

TEST_CASE("fast CPU attention equals the reference to the bit", "[kernels][attention][cpu]") {
  const auto s = GENERATE(cpu::simd::sse2, cpu::simd::avx2);
  if (!cpu::supported(s)) {
    WARN("this CPU has no " << cpu::to_string(s) << ": that path is not checked");
    return;
  }
  const shape shapes[] = {{1, 1, 4, 1},  {2, 5, 12, 3}, {1, 9, 10, 2},  {2, 17, 24, 2},
                          {1, 32, 64, 4}, {1, 13, 72, 2}, {1, 33, 20, 1}, {1, 3, 3, 3}};
  for (const auto& sh : shapes)
    for (const double range : {1.0, 6.0}) {
      check_attention<float>(sh, range, s);
      check_attention<bf16>(sh, range, s);
    }
}

TEST_CASE("the attention test data tells another summation order apart", "[kernels][attention][cpu]") {
  // What makes the test above able to fail: reversing each head's q and k channels changes
  // only the order the scores are summed in, and that alone changes output bits.
  constexpr std::size_t B = 1, T = 17, C = 24, NH = 2, hs = C / NH;
  const auto qkv = values<float>(B * T * 3 * C, 1, 1.0);
  auto reversed = qkv;
  for (std::size_t t = 0; t < T; ++t)
    for (std::size_t part = 0; part < 2; ++part)  // q, k
      for (std::size_t h = 0; h < NH; ++h)
        for (std::size_t i = 0; i < hs; ++i)
          reversed[t * 3 * C + part * C + h * hs + i] = qkv[t * 3 * C + part * C + h * hs + hs - 1 - i];
  std::vector<float> out(B * T * C), att(B * NH * T * T), out_rev(out.size()), att_rev(att.size());
  attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
  attention_forward(out_rev.data(), att_rev.data(), reversed.data(), B, T, C, NH);
  CHECK(first_bit_difference(out_rev, out) != "");
}
