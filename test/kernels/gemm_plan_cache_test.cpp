// The cuBLASLt plan cache (kernels/cuda/gemm_plan_cache.hpp) with a stub plan: one plan per
// key, made once; any field of the key that differs makes another; the oldest goes when full.
#include <kernels/cuda/gemm_plan_cache.hpp>

#include <catch2/catch.hpp>

#include <cstdint>
#include <stdexcept>

using namespace pipesched::kernels;

namespace gemm_plan_cache_test {
struct stub_plan {
  int made_for_m;
};
gemm_key key_m(std::int64_t m) {
  gemm_key k;
  k.m = m, k.n = 8, k.k = 16, k.transa = true;
  return k;
}
}  // namespace gemm_plan_cache_test

using namespace gemm_plan_cache_test;

TEST_CASE("a plan is made once per key and found again", "[kernels][cublaslt]") {
  gemm_plan_cache<stub_plan> cache;
  int made = 0;
  const auto make = [&](const gemm_key& k) {
    ++made;
    return stub_plan{static_cast<int>(k.m)};
  };
  CHECK(cache.get(key_m(3), make).made_for_m == 3);
  CHECK(cache.get(key_m(3), make).made_for_m == 3);
  CHECK(made == 1);
  CHECK(cache.get(key_m(5), make).made_for_m == 5);
  CHECK(made == 2);
  CHECK(cache.misses() == 2);
  CHECK(cache.size() == 2);
}

TEST_CASE("every field of the key tells plans apart", "[kernels][cublaslt]") {
  gemm_plan_cache<stub_plan> cache;
  int made = 0;
  const auto make = [&](const gemm_key&) { return stub_plan{++made}; };
  const gemm_key base = key_m(64);
  cache.get(base, make);
  gemm_key k = base;
  k.transb = true;
  cache.get(k, make);
  k = base, k.epilogue = 512;
  cache.get(k, make);
  k = base, k.accumulate = true;
  cache.get(k, make);
  k = base, k.align_a = 2;
  cache.get(k, make);
  k = base, k.cd_type = 1;
  cache.get(k, make);
  k = base, k.compute = 77;
  cache.get(k, make);
  CHECK(made == 7);
  cache.get(base, make);
  CHECK(made == 7);
}

TEST_CASE("a full cache drops its oldest plan, and a failed make caches nothing", "[kernels][cublaslt]") {
  gemm_plan_cache<stub_plan> cache(2);
  int made = 0;
  const auto make = [&](const gemm_key& k) {
    ++made;
    return stub_plan{static_cast<int>(k.m)};
  };
  cache.get(key_m(1), make);
  cache.get(key_m(2), make);
  cache.get(key_m(3), make);  // drops 1
  CHECK(cache.size() == 2);
  cache.get(key_m(2), make);
  CHECK(made == 3);
  cache.get(key_m(1), make);
  CHECK(made == 4);
  CHECK_THROWS_AS(cache.get(key_m(9), [](const gemm_key&) -> stub_plan { throw std::runtime_error("no algo"); }),
                  std::runtime_error);
  CHECK(cache.size() == 2);
}

TEST_CASE("alignment_of gives the largest power of two up to 16 dividing an address", "[kernels][cublaslt]") {
  alignas(16) static unsigned char bytes[64];
  CHECK(alignment_of(bytes) == 16);
  CHECK(alignment_of(bytes + 8) == 8);
  CHECK(alignment_of(bytes + 4) == 4);
  CHECK(alignment_of(bytes + 2) == 2);
  CHECK(alignment_of(bytes + 1) == 1);
  CHECK(alignment_of(bytes + 32) == 16);
}
