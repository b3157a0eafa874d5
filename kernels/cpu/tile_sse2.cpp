// The tile on SSE2, the x86-64 baseline (built with -ffp-contract=off).
#include <emmintrin.h>

#include "kernels/cpu/tile_impl.hpp"

namespace pipesched::kernels::cpu::detail {
namespace {
struct sse2 {
  using type = __m128;
  static constexpr std::size_t lanes = 4;
  static type load(const float* p) { return _mm_loadu_ps(p); }
  static void store(float* p, type v) { _mm_storeu_ps(p, v); }
  static type broadcast(const float* p) { return _mm_set1_ps(*p); }
  static type add(type a, type b) { return _mm_add_ps(a, b); }
  static type mul(type a, type b) { return _mm_mul_ps(a, b); }
  static type zero() { return _mm_setzero_ps(); }
};
void run(const tile_job& j) { run_tile<sse2, 6>(j); }
}  // namespace

tile_kernel tile_sse2() { return {6, 2 * sse2::lanes, &run}; }

}  // namespace pipesched::kernels::cpu::detail
