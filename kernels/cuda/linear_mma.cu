// The bf16 tensor-core linear (kernels/cuda/linear_mma.cuh): one tiled GEMM body, three thin
// kernels (one per pass, so profiles and the resource budget name them), their launchers.
// Its own translation unit so its compile time is paid and measured apart from kernels.cu.
//
// The GEMM: C[M,Nn] = A[M,K]·B[Nn,K]ᵀ, A and B each stored either K-contiguous ("row": element
// (m,k) at a[m·ld + k]) or M/Nn-contiguous ("trans": element (m,k) at a[k·ld + m]):
//   forward          M = N,  Nn = OC, K = C;   A = inp  (row),   B = weight (row)
//   backward-input   M = N,  Nn = C,  K = OC;  A = dout (row),   B = weight (trans)
//   backward-weight  M = OC, Nn = C,  K = N;   A = dout (trans), B = inp    (trans)
//
// Tiling: a CTA of 4 warps owns a 128×128 output tile and walks K 32 at a time; each warp owns
// 64×64 of it (2 warps down M, 2 across Nn): 4×8 mma.m16n8k16 per 16 of K, 128 fp32
// accumulators per thread. 64×64 rather than 64×32 warp tiles: per 16 of K a warp reads 2 KiB
// of A and 2 KiB of B from shared memory for 131 kFLOP (31 KB per MFLOP, against 46 KB with
// 64×32), the shared-memory bandwidth that capped the kernel near half the bf16 peak. A and B
// tiles go to shared memory by 16-byte cp.async (zero-filled past the matrix edges), STAGES
// deep, and into registers by ldmatrix (.trans for the "trans" operands). Shared rows are padded (40 or 136 bf16, i.e. 80 or 272 bytes) so the 8 rows one
// ldmatrix phase reads fall in 8 different 16-byte bank groups: no bank conflicts, no swizzle.
// The CTA order is grouped 8 M-tiles at a time so that neighbouring CTAs share A and B in L2.
#include <kernels/cuda/linear_mma.cuh>

#include <kernels/cuda/linear.cuh>  // the simple kernels, for the *_mma_or_simple launchers
#include <kernels/cuda/stream_scratch.cuh>

#include <cuda_bf16.h>

#include <algorithm>
#include <climits>
#include <string>

namespace pipesched::kernels {

static_assert(sizeof(bf16) == sizeof(__nv_bfloat16) && alignof(bf16) == alignof(__nv_bfloat16),
              "kernels/bf16.hpp must be laid out as __nv_bfloat16");

namespace detail {

// Tile shape, threads and pipeline depth (see the opening comment).
inline constexpr int mma_tile_m = 128, mma_tile_n = 128, mma_tile_k = 32;
inline constexpr int mma_warps_m = 2, mma_warps_n = 2, mma_threads = 32 * mma_warps_m * mma_warps_n;
inline constexpr int mma_warp_m = mma_tile_m / mma_warps_m;  // 64: 4 m16 tiles
inline constexpr int mma_warp_n = mma_tile_n / mma_warps_n;  // 64: 8 n8 tiles
inline constexpr int mma_n8_tiles = mma_warp_n / 8;
inline constexpr int mma_stages = 3;
inline constexpr int mma_group_m = 8;  // M-tiles per CTA group (L2 reuse)
// Padded shared rows (bf16 elements): K-contiguous tile [128][32 + 8], trans tile [32][128 + 8].
inline constexpr int mma_row_ld = mma_tile_k + 8;
inline constexpr int mma_trans_ld = mma_tile_m + 8;
static_assert(mma_tile_m == mma_tile_n, "one trans tile shape serves A and B");
static_assert(mma_threads == mma_tile_m, "backward-weight's fused dbias: one thread per row");

template <bool Trans>
inline constexpr int mma_tile_elems = Trans ? mma_tile_k * mma_trans_ld : mma_tile_m * mma_row_ld;
// Dynamic shared bytes of one kernel: STAGES × (A tile + B tile). 61440 for forward (both
// row), 56832 for backward-input, 52224 for backward-weight: over the 48 KiB static limit,
// so the launcher raises cudaFuncAttributeMaxDynamicSharedMemorySize.
template <bool TransA, bool TransB>
inline constexpr int mma_smem_bytes =
    mma_stages * (mma_tile_elems<TransA> + mma_tile_elems<TransB>) * 2;

// store_bf16: out = acc (+ bias), rounded once. accumulate_f32: out += acc. store_f32 (split-K's
// partials): out + split·M·Nn = acc, row sums likewise at row_sums + split·M.
enum class mma_epilogue { store_bf16, accumulate_f32, store_f32 };

struct mma_args {
    const __nv_bfloat16* a;
    const __nv_bfloat16* b;
    std::size_t lda, ldb;
    int M, Nn, K;
    int k_split;                // K per blockIdx.y (a multiple of the K tile; K when unsplit)
    const __nv_bfloat16* bias;  // store_bf16: added per column (nullptr: none)
    __nv_bfloat16* out;         // store_bf16: [M, Nn], row stride Nn
    float* out_f32;             // f32 epilogues: [M, Nn] (row stride Nn)
    float* row_sums;            // f32 epilogues: row_sums[m] (+)= Σ_k A[m,k] (dbias; nullptr: none)
};

__device__ __forceinline__ unsigned smem_addr(const void* p) {
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// 16 bytes global → shared, bypassing L1; bytes past `src_bytes` (0 or 16) are zero-filled.
__device__ __forceinline__ void cp_async_16(unsigned dst, const void* src, bool valid) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst), "l"(src),
                 "r"(valid ? 16 : 0));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int Pending>
__device__ __forceinline__ void cp_async_wait() {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(Pending) : "memory");
}

__device__ __forceinline__ void ldmatrix_x4(unsigned (&r)[4], unsigned addr) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
}
__device__ __forceinline__ void ldmatrix_x4_trans(unsigned (&r)[4], unsigned addr) {
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(addr));
}

// d += a·b for one m16n8k16 tile: a row-major 16×16 bf16, b column-major 16×8, d fp32.
__device__ __forceinline__ void mma_bf16_16816(float (&d)[4], const unsigned (&a)[4],
                                               unsigned b0, unsigned b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
        "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
        : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

// One operand's 128×32 slice [row0, row0 + 128) × [k0, k0 + 32) into shared memory, as 512
// 16-byte chunks, 2 per thread. `rows` bounds the M (or Nn) side, K the other.
template <bool Trans>
__device__ __forceinline__ void load_tile(__nv_bfloat16* s, const __nv_bfloat16* g,
                                          std::size_t ld, int row0, int rows, int k0, int K) {
    constexpr int chunks = mma_tile_m * mma_tile_k / 8;
    static_assert(chunks % mma_threads == 0);
#pragma unroll
    for (int i = 0; i < chunks / mma_threads; ++i) {
        const int chunk = static_cast<int>(threadIdx.x) + i * mma_threads;
        int r, k, sidx;
        if constexpr (Trans) {  // 32 K-rows of 16 chunks along M
            k = chunk / (mma_tile_m / 8);
            r = chunk % (mma_tile_m / 8) * 8;
            sidx = k * mma_trans_ld + r;
        } else {  // 128 rows of 4 chunks along K
            r = chunk / (mma_tile_k / 8);
            k = chunk % (mma_tile_k / 8) * 8;
            sidx = r * mma_row_ld + k;
        }
        const int gr = row0 + r, gk = k0 + k;
        const bool valid = gr < rows && gk < K;
        const __nv_bfloat16* src =
            valid ? g + (Trans ? static_cast<std::size_t>(gk) * ld + gr
                               : static_cast<std::size_t>(gr) * ld + gk)
                  : g;  // not read (zero-fill), but a valid address
        cp_async_16(smem_addr(s + sidx), src, valid);
    }
}

// A's fragments of a warp's four m16 tiles for the 16 of K at `ks` (ldmatrix x4: matrices
// rows 0-7 / 8-15 × k 0-7 / 8-15 in the order of mma's a0..a3).
template <bool Trans>
__device__ __forceinline__ void load_a_frags(unsigned (&a)[4][4], const __nv_bfloat16* s,
                                             int warp_m0, int ks, int lane) {
#pragma unroll
    for (int mi = 0; mi < 4; ++mi) {
        const int m = warp_m0 + mi * 16;
        if constexpr (Trans) {  // stored [k][m]: matrix i = k half i/2, m half i%2
            const int k = ks + lane % 8 + lane / 16 * 8;
            ldmatrix_x4_trans(a[mi], smem_addr(s + k * mma_trans_ld + m + lane / 8 % 2 * 8));
        } else {  // stored [m][k]: matrix i = m half i%2, k half i/2
            ldmatrix_x4(a[mi], smem_addr(s + (m + lane % 16) * mma_row_ld + ks + lane / 16 * 8));
        }
    }
}

// B's fragments of a warp's four n8 tiles (b[ni][0..1] = mma's b0, b1): one ldmatrix x4 per
// pair of n8 tiles (matrices n 0-7 / 8-15 × k 0-7 / 8-15).
template <bool Trans>
__device__ __forceinline__ void load_b_frags(unsigned (&b)[mma_n8_tiles][2], const __nv_bfloat16* s,
                                             int warp_n0, int ks, int lane) {
#pragma unroll
    for (int nj = 0; nj < mma_n8_tiles / 2; ++nj) {
        const int n = warp_n0 + nj * 16;
        unsigned r[4];
        if constexpr (Trans) {  // stored [k][n]: matrix i = k half i%2, n half i/2
            const int k = ks + lane % 8 + lane / 8 % 2 * 8;
            ldmatrix_x4_trans(r, smem_addr(s + k * mma_trans_ld + n + lane / 16 * 8));
        } else {  // stored [n][k]
            ldmatrix_x4(r, smem_addr(s + (n + lane % 8 + lane / 16 * 8) * mma_row_ld + ks +
                                     lane / 8 % 2 * 8));
        }
        b[2 * nj][0] = r[0];
        b[2 * nj][1] = r[1];
        b[2 * nj + 1][0] = r[2];
        b[2 * nj + 1][1] = r[3];
    }
}

// The GEMM body shared by the three kernels. Requires (the launcher checks): K-contiguous
// dimensions multiple of 8 (whole chunks), the trans operands' M/Nn multiple of 8, Nn even,
// 16-byte aligned pointers; any M, Nn, K otherwise.
template <bool TransA, bool TransB, mma_epilogue Epilogue>
__device__ __forceinline__ void mma_gemm(const mma_args& p) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ < 800
    __trap();  // cp.async and bf16 mma need sm_80; the launcher never gets here on older GPUs
#else
    extern __shared__ __align__(16) unsigned char mma_smem[];
    constexpr int a_elems = mma_tile_elems<TransA>, b_elems = mma_tile_elems<TransB>;
    auto* sa = reinterpret_cast<__nv_bfloat16*>(mma_smem);
    auto* sb = sa + mma_stages * a_elems;

    // Grouped CTA order: 8 consecutive CTAs walk down M before moving across Nn.
    const int tiles_m = (p.M + mma_tile_m - 1) / mma_tile_m;
    const int tiles_n = max((p.Nn + mma_tile_n - 1) / mma_tile_n, 1);  // C = 0: dbias only
    const int pid = static_cast<int>(blockIdx.x);
    const int group = pid / (mma_group_m * tiles_n);
    const int first_m = group * mma_group_m;
    const int group_rows = min(tiles_m - first_m, mma_group_m);
    const int tile_m = first_m + pid % (mma_group_m * tiles_n) % group_rows;
    const int tile_n = pid % (mma_group_m * tiles_n) / group_rows;
    const int m0 = tile_m * mma_tile_m, n0 = tile_n * mma_tile_n;

    const int lane = static_cast<int>(threadIdx.x) % 32, warp = static_cast<int>(threadIdx.x) / 32;
    const int warp_m0 = warp / mma_warps_n * mma_warp_m, warp_n0 = warp % mma_warps_n * mma_warp_n;

    // backward-weight's bias gradient: the CTAs of the first Nn tile see all of A's rows (dout
    // columns) over all of K, so they sum them from shared memory as they go: thread t sums
    // row t over the K-rows of each tile (A is "trans" there: [k][m]).
    constexpr bool fused_row_sums = Epilogue != mma_epilogue::store_bf16 && TransA;
    constexpr bool split = Epilogue == mma_epilogue::store_f32;
    const bool sums_here = fused_row_sums && p.row_sums != nullptr && tile_n == 0;
    float row_sum = 0.0f;

    float acc[4][mma_n8_tiles][4] = {};
    // This CTA's K range (split-K: blockIdx.y's slice; a slice past K has no tiles).
    const int k_begin = static_cast<int>(blockIdx.y) * p.k_split;
    const int k_end = min(p.K, k_begin + p.k_split);
    const int k_tiles = max(k_end - k_begin + mma_tile_k - 1, 0) / mma_tile_k;
    float* const out_f32 = split ? p.out_f32 + blockIdx.y * static_cast<std::size_t>(p.M) * p.Nn
                                 : p.out_f32;
    float* const row_sums = split && p.row_sums ? p.row_sums + blockIdx.y * static_cast<std::size_t>(p.M)
                                                : p.row_sums;

    // Prologue: the first STAGES-1 K-tiles in flight (a group per tile, empty past the end, so
    // that wait_group counts stay uniform).
#pragma unroll
    for (int s = 0; s < mma_stages - 1; ++s) {
        if (s < k_tiles) {
            const int k0 = k_begin + s * mma_tile_k;
            load_tile<TransA>(sa + s * a_elems, p.a, p.lda, m0, p.M, k0, k_end);
            load_tile<TransB>(sb + s * b_elems, p.b, p.ldb, n0, p.Nn, k0, k_end);
        }
        cp_async_commit();
    }

    for (int kt = 0; kt < k_tiles; ++kt) {
        cp_async_wait<mma_stages - 2>();  // tile kt has landed (for this thread's chunks) ...
        __syncthreads();                  // ... for every thread's, and stage kt-1 is free
        {
            const int next = kt + mma_stages - 1, stage = next % mma_stages;
            if (next < k_tiles) {
                const int k0 = k_begin + next * mma_tile_k;
                load_tile<TransA>(sa + stage * a_elems, p.a, p.lda, m0, p.M, k0, k_end);
                load_tile<TransB>(sb + stage * b_elems, p.b, p.ldb, n0, p.Nn, k0, k_end);
            }
            cp_async_commit();
        }
        const __nv_bfloat16* ta = sa + kt % mma_stages * a_elems;
        const __nv_bfloat16* tb = sb + kt % mma_stages * b_elems;
#pragma unroll
        for (int ks = 0; ks < mma_tile_k; ks += 16) {
            unsigned a[4][4], b[mma_n8_tiles][2];
            load_a_frags<TransA>(a, ta, warp_m0, ks, lane);
            load_b_frags<TransB>(b, tb, warp_n0, ks, lane);
#pragma unroll
            for (int mi = 0; mi < 4; ++mi)
#pragma unroll
                for (int ni = 0; ni < mma_n8_tiles; ++ni)
                    mma_bf16_16816(acc[mi][ni], a[mi], b[ni][0], b[ni][1]);
        }
        if constexpr (fused_row_sums) {
            if (sums_here) {  // zero-filled past K and M: no bounds needed
                const int m = static_cast<int>(threadIdx.x);
#pragma unroll
                for (int k = 0; k < mma_tile_k; ++k) row_sum += __bfloat162float(ta[k * mma_trans_ld + m]);
            }
        }
    }
    cp_async_wait<0>();  // nothing may be in flight into shared memory when the CTA exits

    // Epilogue: accumulator (mi, ni) holds rows g and g+8, columns 2·t and 2·t+1 of its tile
    // (g = lane / 4, t = lane % 4). Nn is even, so a column pair is in or out together.
    const int g = lane / 4, t = lane % 4;
#pragma unroll
    for (int mi = 0; mi < 4; ++mi) {
#pragma unroll
        for (int half = 0; half < 2; ++half) {
            const int row = m0 + warp_m0 + mi * 16 + g + half * 8;
            if (row >= p.M) continue;
#pragma unroll
            for (int ni = 0; ni < mma_n8_tiles; ++ni) {
                const int col = n0 + warp_n0 + ni * 8 + 2 * t;
                if (col >= p.Nn) continue;
                const std::size_t at = static_cast<std::size_t>(row) * p.Nn + col;
                const float v0 = acc[mi][ni][2 * half], v1 = acc[mi][ni][2 * half + 1];
                if constexpr (Epilogue == mma_epilogue::store_bf16) {
                    float b0 = 0.0f, b1 = 0.0f;
                    if (p.bias) {
                        const __nv_bfloat162 bb =
                            *reinterpret_cast<const __nv_bfloat162*>(p.bias + col);
                        b0 = __low2float(bb);
                        b1 = __high2float(bb);
                    }
                    *reinterpret_cast<__nv_bfloat162*>(p.out + at) =
                        __floats2bfloat162_rn(v0 + b0, v1 + b1);
                } else if constexpr (split) {
                    *reinterpret_cast<float2*>(out_f32 + at) = make_float2(v0, v1);
                } else {
                    auto* dst = reinterpret_cast<float2*>(out_f32 + at);
                    float2 w = *dst;
                    w.x += v0;
                    w.y += v1;
                    *dst = w;
                }
            }
        }
    }

    if constexpr (fused_row_sums) {
        if (sums_here) {
            const int m = m0 + static_cast<int>(threadIdx.x);
            if (m < p.M) {
                if constexpr (split)
                    row_sums[m] = row_sum;
                else
                    row_sums[m] += row_sum;
            }
        }
    }
#endif
}

// Napkin math (each: 2·N·C·OC FLOPs; at GPT-2 small's MLP, N = 8192, C = 768, OC = 3072, that
// is 38.7 GFLOP): the H200's dense bf16 peak is ≈ 989 TFLOP/s (0.039 ms); mma.sync (not
// wgmma) reaches about 2/3 of it on Hopper, ≈ 0.06 ms. Bytes if each operand moved once (bf16
// in and out): N·C + OC·C + N·OC elements ≈ 68 MB ≈ 0.016 ms at 4.3 TB/s: compute-bound.
// Per CTA and K-tile, 16 KiB of A and B arrive for 1 MFLOP: 64 FLOP/byte from L2.

// forward: out = inp·weightᵀ + bias (bf16 out).
__global__ void __launch_bounds__(mma_threads, 2) linear_forward_mma_kernel(mma_args p) {
    mma_gemm<false, false, mma_epilogue::store_bf16>(p);
}

// backward-input (B pass): dinp = dout·weight (bf16 out); weight is read [k = o][n = c].
__global__ void __launch_bounds__(mma_threads, 2) linear_backward_input_mma_kernel(mma_args p) {
    mma_gemm<false, true, mma_epilogue::store_bf16>(p);
}

// backward-weight (W pass): dweight += doutᵀ·inp and dbias += Σ_n dout (fp32, accumulated);
// both operands are read [k = n][m]: reads N·(OC + C) bf16, read-modify-writes OC·C fp32
// (at GPT-2 small's MLP: 63 MB in, 19 MB out and back).
__global__ void __launch_bounds__(mma_threads, 2) linear_backward_weight_mma_kernel(mma_args p) {
    mma_gemm<true, true, mma_epilogue::accumulate_f32>(p);
}

// backward-weight split over K (blockIdx.y): each slice stores its partial dweight and dbias in
// the workspace (plain stores, no atomics); linear_mma_split_reduce_kernel adds them up.
// Extra traffic over the unsplit kernel: splits·(OC·C + OC) fp32 written here and read there.
__global__ void __launch_bounds__(mma_threads, 2)
    linear_backward_weight_mma_split_kernel(mma_args p) {
    mma_gemm<true, true, mma_epilogue::store_f32>(p);
}

// dweight[i] += Σ_s part[s][i] (i < OC·C) and dbias[o] += Σ_s part_bias[s][o], s in order
// (deterministic). Napkin math: (splits + 2)·(OC·C + OC)·4 bytes, memory-bound.
__global__ void linear_mma_split_reduce_kernel(float* dweight, float* dbias, const float* part,
                                               const float* part_bias, std::size_t n,
                                               std::size_t OC, int splits) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n + OC;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const bool bias = i >= n;
        if (bias && !dbias) break;
        const float* src = bias ? part_bias + (i - n) : part + i;
        const std::size_t stride = bias ? OC : n;
        float sum = 0.0f;
        for (int sp = 0; sp < splits; ++sp) sum += src[sp * stride];
        (bias ? dbias[i - n] : dweight[i]) += sum;
    }
}

// Checks the launch can be expressed (int M, Nn, K; int grid) and the alignment rule holds.
void check_mma_shape(const char* op, std::size_t C, std::size_t OC, std::size_t N,
                     std::initializer_list<const void*> ptrs) {
    if (!linear_mma_supported(C, OC, ptrs))
        throw cuda_error(std::string(op) +
                         ": needs C and OC multiples of 8 and 16-byte aligned pointers (C = " +
                         std::to_string(C) + ", OC = " + std::to_string(OC) +
                         "); use the simple kernel");
    constexpr std::size_t limit = INT_MAX - mma_tile_m;
    const std::size_t tiles = ((std::max(N, OC) + 127) / 128) * ((std::max(C, OC) + 127) / 128);
    if (N > limit || C > limit || OC > limit || tiles > static_cast<std::size_t>(INT_MAX))
        throw cuda_error(std::string(op) + ": shape too large for one launch");
}

template <bool TransA, bool TransB>
void launch_mma(void (*kernel)(mma_args), const mma_args& p, cudaStream_t stream,
                unsigned splits = 1) {
    const unsigned tiles = static_cast<unsigned>(((p.M + mma_tile_m - 1) / mma_tile_m) *
                                                 std::max((p.Nn + mma_tile_n - 1) / mma_tile_n, 1));
    constexpr int smem = mma_smem_bytes<TransA, TransB>;
    // Per device and function, cheap: set every time rather than cache per device.
    PIPESCHED_CUDA_CHECK(
        cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    kernel<<<dim3(tiles, splits), mma_threads, smem, stream>>>(p);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

const __nv_bfloat16* as_nv(const bf16* p) { return reinterpret_cast<const __nv_bfloat16*>(p); }

// The operands of one GEMM, [M, Nn] from A (row stride lda) and B (row stride ldb) over K,
// unsplit; the caller adds its epilogue's pointers (and a split's k_split).
mma_args gemm_args(const bf16* a, std::size_t lda, const bf16* b, std::size_t ldb,
                   std::size_t M, std::size_t Nn, std::size_t K) {
    mma_args p{};
    p.a = as_nv(a);
    p.lda = lda;
    p.b = as_nv(b);
    p.ldb = ldb;
    p.M = static_cast<int>(M);
    p.Nn = static_cast<int>(Nn);
    p.K = static_cast<int>(K);
    p.k_split = p.K;
    return p;
}

}  // namespace detail

void linear_forward_mma_cuda(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias,
                             std::size_t N, std::size_t C, std::size_t OC, cudaStream_t stream) {
    const detail::nvtx_range range{"linear_forward_mma"};
    detail::check_mma_shape("linear_forward_mma_cuda", C, OC, N, {out, inp, weight, bias});
    if (N * OC == 0) return;
    detail::mma_args p = detail::gemm_args(inp, C, weight, C, N, OC, C);
    p.bias = detail::as_nv(bias);
    p.out = reinterpret_cast<__nv_bfloat16*>(out);
    detail::launch_mma<false, false>(detail::linear_forward_mma_kernel, p, stream);
}

void linear_backward_input_mma_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                    std::size_t N, std::size_t C, std::size_t OC,
                                    cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_input_mma"};
    detail::check_mma_shape("linear_backward_input_mma_cuda", C, OC, N, {dinp, dout, weight});
    if (N * C == 0) return;
    detail::mma_args p = detail::gemm_args(dout, OC, weight, C, N, C, OC);
    p.out = reinterpret_cast<__nv_bfloat16*>(dinp);
    detail::launch_mma<false, true>(detail::linear_backward_input_mma_kernel, p, stream);
}

void linear_backward_weight_mma_cuda(float* dweight, float* dbias, const bf16* dout,
                                     const bf16* inp, std::size_t N, std::size_t C,
                                     std::size_t OC, cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_weight_mma"};
    detail::check_mma_shape("linear_backward_weight_mma_cuda", C, OC, N,
                            {dweight, dbias, dout, inp});
    if (OC == 0 || N == 0) return;  // nothing to add (C == 0 still sums dbias)
    detail::mma_args p = detail::gemm_args(dout, OC, inp, C, OC, C, N);
    p.out_f32 = dweight;
    p.row_sums = dbias;
    detail::launch_mma<true, true>(detail::linear_backward_weight_mma_kernel, p, stream);
}

int linear_mma_wgrad_splits(std::size_t N, std::size_t C, std::size_t OC, int sm_count) {
    const std::size_t tiles = ((OC + 127) / 128) * ((C + 127) / 128);
    const std::size_t wanted = (2 * static_cast<std::size_t>(std::max(sm_count, 1)) + tiles - 1) /
                               std::max<std::size_t>(tiles, 1);
    const std::size_t most = std::max<std::size_t>(N / (8 * detail::mma_tile_k), 1);
    return static_cast<int>(std::clamp<std::size_t>(std::min(wanted, most), 1, 16));
}

std::size_t linear_mma_wgrad_workspace_floats(int splits, std::size_t C, std::size_t OC) {
    return splits > 1 ? static_cast<std::size_t>(splits) * (OC * C + OC) : 0;
}

void linear_backward_weight_mma_split_cuda(float* dweight, float* dbias, const bf16* dout,
                                           const bf16* inp, std::size_t N, std::size_t C,
                                           std::size_t OC, int splits, float* workspace,
                                           cudaStream_t stream) {
    if (splits <= 1) {
        linear_backward_weight_mma_cuda(dweight, dbias, dout, inp, N, C, OC, stream);
        return;
    }
    const detail::nvtx_range range{"linear_backward_weight_mma_split"};
    detail::check_mma_shape("linear_backward_weight_mma_split_cuda", C, OC, N,
                            {dweight, dbias, dout, inp, workspace});
    if (splits > 65535 || workspace == nullptr)
        throw cuda_error("linear_backward_weight_mma_split_cuda: splits > 65535 or no workspace");
    if (OC == 0 || N == 0) return;
    detail::mma_args p = detail::gemm_args(dout, OC, inp, C, OC, C, N);
    // Whole K tiles per slice; the last slices may be short or empty (they store zeros).
    const int k_tiles = (p.K + detail::mma_tile_k - 1) / detail::mma_tile_k;
    p.k_split = (k_tiles + splits - 1) / splits * detail::mma_tile_k;
    p.out_f32 = workspace;
    float* part_bias = workspace + static_cast<std::size_t>(splits) * OC * C;
    p.row_sums = dbias ? part_bias : nullptr;
    detail::launch_mma<true, true>(detail::linear_backward_weight_mma_split_kernel, p, stream,
                                   static_cast<unsigned>(splits));
    constexpr unsigned block = 256;
    detail::linear_mma_split_reduce_kernel<<<detail::grid_for(OC * C + OC, block), block, 0,
                                             stream>>>(dweight, dbias, workspace, part_bias,
                                                       OC * C, OC, splits);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

void linear_forward_mma_or_simple_cuda(bf16* out, const bf16* inp, const bf16* weight,
                                       const bf16* bias, std::size_t N, std::size_t C,
                                       std::size_t OC, cudaStream_t stream) {
    if (linear_mma_supported(C, OC, {out, inp, weight, bias}))
        linear_forward_mma_cuda(out, inp, weight, bias, N, C, OC, stream);
    else
        linear_forward_cuda<bf16>(out, inp, weight, bias, N, C, OC, stream);
}

void linear_backward_input_mma_or_simple_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                              std::size_t N, std::size_t C, std::size_t OC,
                                              cudaStream_t stream) {
    if (linear_mma_supported(C, OC, {dinp, dout, weight}))
        linear_backward_input_mma_cuda(dinp, dout, weight, N, C, OC, stream);
    else
        linear_backward_input_cuda<bf16>(dinp, dout, weight, N, C, OC, stream);
}

void linear_backward_weight_mma_or_simple_cuda(float* dweight, float* dbias, const bf16* dout,
                                               const bf16* inp, std::size_t N, std::size_t C,
                                               std::size_t OC, cudaStream_t stream) {
    if (!linear_mma_supported(C, OC, {dweight, dbias, dout, inp})) {
        linear_backward_weight_cuda<bf16>(dweight, dbias, dout, inp, N, C, OC, stream);
        return;
    }
    // Split over N where the output has too few tiles for the GPU (GPT-2 small's dW), the
    // workspace stream-ordered from the device's default pool.
    const int splits = linear_mma_wgrad_splits(N, C, OC, current_sm_count());
    stream_scratch ws(linear_mma_wgrad_workspace_floats(splits, C, OC), stream);
    linear_backward_weight_mma_split_cuda(dweight, dbias, dout, inp, N, C, OC, splits, ws.data(),
                                          stream);
    ws.release();
}

}  // namespace pipesched::kernels
