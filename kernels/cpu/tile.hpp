#pragma once
// The register tile the linear GEMMs share (kernels/cpu/linear.cpp), one per instruction
// set: tile_sse2.cpp and tile_avx2.cpp each compile tile_impl.hpp with their own flags.
// Plain pointers and sizes only, so no inline standard-library code compiled with AVX2
// can be picked by the linker for a baseline caller.
#include <cstddef>
#include <cstdint>

namespace pipesched::kernels::cpu::detail {

// c[i][j] = init[i][j] + A(i,0)·b[0][j] + A(i,1)·b[1][j] + ... + A(i,K-1)·b[K-1][j],
// summed left to right, for i < rows (1..mr), j < nr: b is packed [K][nr]; A is packed
// [K][mr] (A(i,k) = a[k·mr + i]) when lda is 0, else read in place from fp32 rows lda
// apart (A(i,k) = a[i·lda + k]). init is row i at init + i·init_ld (init_ld 0: one row for
// all, a bias), or +0 when null; c's rows are ldc apart (c may be init). With c_bf16 set,
// the tile's outputs go there instead, rounded to bf16 (nearest-even, as kernels/bf16.hpp),
// rows ldc apart, rounded in registers rather than stored and rounded in a second pass.
struct tile_job {
  const float* a;
  const float* b;
  std::size_t K;
  std::size_t lda;   // 0: a is a packed panel
  std::size_t rows;  // rows of the tile computed and stored (1..mr)
  const float* init;
  std::size_t init_ld;
  float* c;
  std::size_t ldc;
  std::uint16_t* c_bf16 = nullptr;  // bf16 bits
};

struct tile_kernel {
  std::size_t mr, nr;  // tile rows and columns
  void (*run)(const tile_job&);
};

tile_kernel tile_sse2();  // 6 x 8 (two 4-lane vectors)
tile_kernel tile_avx2();    // 6 x 16 (two 8-lane vectors); only where supported
tile_kernel tile_avx512();  // 6 x 32 (two 16-lane vectors); only where supported

}  // namespace pipesched::kernels::cpu::detail
