// The Hopper linear (kernels/cuda/linear_wgmma.cuh): one persistent warp-specialised GEMM
// body, three kernels (one per pass, so profiles name them), the split-K reduction and the
// bias-gradient kernel, their launchers. Compiled for sm_90a only (wgmma is an
// sm_90a feature); any other device pass compiles the kernels to a trap.
//
// The GEMM: C[M,Nn] = A[M,K]·B[Nn,K]ᵀ with A and B each K-major ("row") or MN-major ("trans"),
// as in linear_mma.cu:
//   forward          M = N,  Nn = OC, K = C;   A = inp  (row),   B = weight (row)
//   backward-input   M = N,  Nn = C,  K = OC;  A = dout (row),   B = weight (trans)
//   backward-weight  M = OC, Nn = C,  K = N;   A = dout (trans), B = inp    (trans)
// wgmma reads MN-major bf16 operands itself (imm-trans), so TMA copies every tile as stored.
//
// Shared memory per stage (1024-byte aligned: the 128B swizzle repeats every 8 rows of 128 B):
//   row operand    [128 rows][64 k]            one TMA box {64, 128}, 16 KiB
//   trans operand  2 × [64 k][64 m or n]       two TMA boxes {64, 64}, 8 KiB each
// Descriptors (PTX "matrix descriptor"; CUTLASS's canonical GMMA layouts):
//   K-major, 128B swizzle: SBO = 1024 (8 rows × 128 B), LBO unused (1); the k16 step inside
//     the 128-byte row is +32 bytes on the start address (the swizzle is applied on address
//     bits, so the step stays inside the atom).
//   MN-major, 128B swizzle: SBO = 1024 (8 k-rows), LBO = 8192 (the next 64 of m/n); the k16
//     step is 16 k-rows, +2048 bytes.
//
// Warp roles (384 threads): warpgroup 0 is the producer (one thread issues every TMA load;
// the rest idle), warpgroups 1 and 2 the consumers, each owning 64 rows of the 128×128 tile
// (64 fp32 accumulators a thread). full[s] (1 arrival + the TMA bytes) says stage s landed;
// empty[s] (one arrival per consumer warpgroup) says both consumers' wgmmas reading it
// retired. Every CTA walks the same unit sequence (unit = tile × K slice, strided by the grid),
// so the producer's and consumers' stage and phase counters agree without talking.
#include <kernels/cuda/linear_wgmma.cuh>

#include <kernels/cuda/linear.cuh>  // the simple kernels, for the *_or_simple launchers
#include <kernels/cuda/stream_scratch.cuh>

#include <cuda.h>  // CUtensorMap and its enums: types only, the driver call comes by entry point
#include <cuda_bf16.h>

#include <algorithm>
#include <cstdint>
#include <string>

namespace pipesched::kernels {

namespace detail {

inline constexpr int wgmma_threads = 384;
inline constexpr int wgmma_a_bytes = wgmma_tile_m * wgmma_tile_k * 2;  // 16 KiB
inline constexpr int wgmma_b_bytes = wgmma_tile_n * wgmma_tile_k * 2;  // 16 KiB
inline constexpr int wgmma_stage_bytes = wgmma_a_bytes + wgmma_b_bytes;
// Stages, then 2·stages mbarriers, plus 1 KiB to align the dynamic base up to 1024.
inline constexpr int wgmma_smem_bytes = wgmma_stages * wgmma_stage_bytes + 2 * wgmma_stages * 8 + 1024;
static_assert(wgmma_smem_bytes <= 227 * 1024, "over Hopper's 227 KiB of shared memory per CTA");
static_assert(wgmma_tile_m == 2 * 64 && wgmma_tile_n == 128, "two m64n128 consumer warpgroups");

enum class wgmma_epilogue { store_bf16, accumulate_f32, store_f32 };

struct wgmma_args {
    int M, Nn, K;
    int splits;             // K slices (1: unsplit)
    int k_tiles_per_split;  // whole 64-wide K tiles per slice
    const __nv_bfloat16* bias;  // store_bf16: added per column (nullptr: none)
    __nv_bfloat16* out;         // store_bf16: [M, Nn]
    float* out_f32;             // accumulate_f32: [M, Nn]; store_f32: [splits][M, Nn]
};

#if defined(__CUDA_ARCH__) && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#define PIPESCHED_WGMMA_DEVICE 1
#endif

#ifdef PIPESCHED_WGMMA_DEVICE

__device__ __forceinline__ std::uint32_t smem_u32(const void* p) {
    return static_cast<std::uint32_t>(__cvta_generic_to_shared(p));
}

__device__ __forceinline__ void mbar_init(std::uint32_t bar, std::uint32_t count) {
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\n" ::"r"(bar), "r"(count));
}
__device__ __forceinline__ void mbar_expect_tx(std::uint32_t bar, std::uint32_t bytes) {
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;\n" ::"r"(bar), "r"(bytes)
                 : "memory");
}
__device__ __forceinline__ void mbar_arrive(std::uint32_t bar) {
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];\n" ::"r"(bar) : "memory");
}
// Spins until the phase with this parity has completed (a fresh barrier counts its phase
// "parity 1" as complete, so the producer's first pass through empty[] does not wait).
__device__ __forceinline__ void mbar_wait(std::uint32_t bar, std::uint32_t parity) {
    std::uint32_t done = 0;
    while (!done)
        asm volatile(
            "{\n"
            ".reg .pred p;\n"
            "mbarrier.try_wait.parity.shared::cta.b64 p, [%1], %2;\n"
            "selp.u32 %0, 1, 0, p;\n"
            "}\n"
            : "=r"(done)
            : "r"(bar), "r"(parity)
            : "memory");
}

// TMA: the box at (c0 innermost, c1) of `map` into shared `dst`, completing on `bar`; parts of
// the box outside the tensor arrive as zeros and still count their bytes.
__device__ __forceinline__ void tma_load_2d(std::uint32_t dst, const CUtensorMap* map, int c0,
                                            int c1, std::uint32_t bar) {
    asm volatile(
        "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
        " [%0], [%1, {%2, %3}], [%4];\n" ::"r"(dst),
        "l"(reinterpret_cast<std::uint64_t>(map)), "r"(c0), "r"(c1), "r"(bar)
        : "memory");
}

__device__ __forceinline__ std::uint64_t smem_desc(std::uint32_t addr, std::uint32_t lbo,
                                                   std::uint32_t sbo) {
    return static_cast<std::uint64_t>((addr & 0x3FFFF) >> 4) |
           static_cast<std::uint64_t>((lbo >> 4) & 0x3FFF) << 16 |
           static_cast<std::uint64_t>((sbo >> 4) & 0x3FFF) << 32 |
           std::uint64_t{1} << 62;  // 128B swizzle
}

// An operand's descriptor for k16 step `j` of its tile at `base`, rows [row0, row0 + 64·n).
template <bool Trans>
__device__ __forceinline__ std::uint64_t operand_desc(std::uint32_t base, int row0, int j) {
    if constexpr (Trans)  // 64-wide MN chunks of 8 KiB; 16 k-rows of 128 B per step
        return smem_desc(base + row0 / 64 * 8192 + j * 2048, 8192, 1024);
    else  // 128-byte rows; 32 bytes of k per step
        return smem_desc(base + row0 * 128 + j * 32, 16, 1024);
}

__device__ __forceinline__ void wgmma_fence() { asm volatile("wgmma.fence.sync.aligned;\n" ::: "memory"); }
__device__ __forceinline__ void wgmma_commit() {
    asm volatile("wgmma.commit_group.sync.aligned;\n" ::: "memory");
}
template <int Pending>
__device__ __forceinline__ void wgmma_wait() {
    asm volatile("wgmma.wait_group.sync.aligned %0;\n" ::"n"(Pending) : "memory");
}
// Keeps the compiler from moving accumulator registers across the asynchronous wgmmas.
__device__ __forceinline__ void fence_operands(float (&d)[64]) {
#pragma unroll
    for (float& x : d) asm volatile("" : "+f"(x)::"memory");
}

// d[64] += A(64×16)·B(16×128), both from shared-memory descriptors: one warpgroup's
// m64n128k16. TransA/TransB = 1: that operand is MN-major in shared memory (bf16 allows it).
template <int TransA, int TransB>
__device__ __forceinline__ void wgmma_m64n128k16(float (&d)[64], std::uint64_t desc_a,
                                                 std::uint64_t desc_b) {
    asm volatile(
        "{\n"
        ".reg .pred p;\n"
        "setp.ne.b32 p, 1, 0;\n"  // scale-d: add to d (the tile starts from zeros)
        "wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {"
        "%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, "
        "%16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, "
        "%32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, "
        "%48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63}, "
        "%64, %65, p, 1, 1, %66, %67;\n"
        "}\n"
        : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3]), "+f"(d[4]), "+f"(d[5]), "+f"(d[6]), "+f"(d[7]),
          "+f"(d[8]), "+f"(d[9]), "+f"(d[10]), "+f"(d[11]), "+f"(d[12]), "+f"(d[13]), "+f"(d[14]), "+f"(d[15]),
          "+f"(d[16]), "+f"(d[17]), "+f"(d[18]), "+f"(d[19]), "+f"(d[20]), "+f"(d[21]), "+f"(d[22]), "+f"(d[23]),
          "+f"(d[24]), "+f"(d[25]), "+f"(d[26]), "+f"(d[27]), "+f"(d[28]), "+f"(d[29]), "+f"(d[30]), "+f"(d[31]),
          "+f"(d[32]), "+f"(d[33]), "+f"(d[34]), "+f"(d[35]), "+f"(d[36]), "+f"(d[37]), "+f"(d[38]), "+f"(d[39]),
          "+f"(d[40]), "+f"(d[41]), "+f"(d[42]), "+f"(d[43]), "+f"(d[44]), "+f"(d[45]), "+f"(d[46]), "+f"(d[47]),
          "+f"(d[48]), "+f"(d[49]), "+f"(d[50]), "+f"(d[51]), "+f"(d[52]), "+f"(d[53]), "+f"(d[54]), "+f"(d[55]),
          "+f"(d[56]), "+f"(d[57]), "+f"(d[58]), "+f"(d[59]), "+f"(d[60]), "+f"(d[61]), "+f"(d[62]), "+f"(d[63])
        : "l"(desc_a), "l"(desc_b), "n"(TransA), "n"(TransB));
}

// One operand's 128 × 64 tile (rows [row0, row0 + 128), K [k0, k0 + 64)) into `dst`.
template <bool Trans>
__device__ __forceinline__ void load_operand(std::uint32_t dst, const CUtensorMap* map, int row0,
                                             int k0, std::uint32_t bar) {
    if constexpr (Trans) {  // stored [k][row]: two 64-wide boxes
        tma_load_2d(dst, map, row0, k0, bar);
        tma_load_2d(dst + 8192, map, row0 + 64, k0, bar);
    } else {  // stored [row][k]
        tma_load_2d(dst, map, k0, row0, bar);
    }
}

// Unit u's tile and K slice: tiles in column-major order (consecutive CTAs share B's tile in
// L2), slices outermost.
struct wgmma_unit {
    int m0, n0, kt_begin, kt_end, split;
};
__device__ __forceinline__ wgmma_unit unit_at(const wgmma_args& p, int u, int tiles_m, int tiles) {
    const int split = u / tiles, tile = u % tiles;
    const int k_tiles = (p.K + wgmma_tile_k - 1) / wgmma_tile_k;
    const int begin = min(split * p.k_tiles_per_split, k_tiles);
    return {tile % tiles_m * wgmma_tile_m, tile / tiles_m * wgmma_tile_n, begin,
            min(begin + p.k_tiles_per_split, k_tiles), split};
}

// Thread t of a consumer warpgroup holds, for q in [0, 32), columns (q/2)·8 + 2·(lane%4) + {0, 1}
// of row (t/32)·16 + lane/4 + 8·(q%2) in d[2q], d[2q+1] (wgmma's fp32 accumulator layout).
template <wgmma_epilogue Epilogue>
__device__ __forceinline__ void store_tile(const wgmma_args& p, const float (&d)[64], int row0,
                                           int n0, int split) {
    const int t = static_cast<int>(threadIdx.x) % 128, lane = t % 32;
    float* const f32 = Epilogue == wgmma_epilogue::store_f32
                           ? p.out_f32 + static_cast<std::size_t>(split) * p.M * p.Nn
                           : p.out_f32;
#pragma unroll
    for (int q = 0; q < 32; ++q) {
        const int row = row0 + t / 32 * 16 + lane / 4 + 8 * (q % 2);
        const int col = n0 + q / 2 * 8 + 2 * (lane % 4);
        if (row >= p.M || col >= p.Nn) continue;  // Nn is even: a pair is in or out together
        const std::size_t at = static_cast<std::size_t>(row) * p.Nn + col;
        const float v0 = d[2 * q], v1 = d[2 * q + 1];
        if constexpr (Epilogue == wgmma_epilogue::store_bf16) {
            float b0 = 0.0f, b1 = 0.0f;
            if (p.bias) {
                const __nv_bfloat162 bb = *reinterpret_cast<const __nv_bfloat162*>(p.bias + col);
                b0 = __low2float(bb);
                b1 = __high2float(bb);
            }
            *reinterpret_cast<__nv_bfloat162*>(p.out + at) = __floats2bfloat162_rn(v0 + b0, v1 + b1);
        } else if constexpr (Epilogue == wgmma_epilogue::store_f32) {
            *reinterpret_cast<float2*>(f32 + at) = make_float2(v0, v1);
        } else {
            auto* dst = reinterpret_cast<float2*>(f32 + at);
            float2 w = *dst;
            w.x += v0;
            w.y += v1;
            *dst = w;
        }
    }
}

template <bool TransA, bool TransB, wgmma_epilogue Epilogue>
__device__ __forceinline__ void wgmma_gemm(const CUtensorMap* map_a, const CUtensorMap* map_b,
                                           const wgmma_args& p) {
    extern __shared__ unsigned char wgmma_smem_raw[];
    const std::uint32_t raw = smem_u32(wgmma_smem_raw);
    const std::uint32_t base = (raw + 1023) & ~1023u;
    const std::uint32_t bars = base + wgmma_stages * wgmma_stage_bytes;
    const auto full = [bars](int s) { return bars + 8 * s; };
    const auto empty = [bars](int s) { return bars + 8 * (wgmma_stages + s); };

    if (threadIdx.x == 0) {
        for (int s = 0; s < wgmma_stages; ++s) {
            mbar_init(full(s), 1);
            mbar_init(empty(s), 2);
        }
        asm volatile("fence.mbarrier_init.release.cluster;\n" ::: "memory");
    }
    __syncthreads();

    const int tiles_m = (p.M + wgmma_tile_m - 1) / wgmma_tile_m;
    const int tiles = tiles_m * ((p.Nn + wgmma_tile_n - 1) / wgmma_tile_n);
    const int units = tiles * p.splits;
    const int warpgroup = static_cast<int>(threadIdx.x) / 128;

    if (warpgroup == 0) {  // producer
        if (threadIdx.x != 0) return;
        int it = 0;
        for (int u = static_cast<int>(blockIdx.x); u < units; u += static_cast<int>(gridDim.x)) {
            const wgmma_unit w = unit_at(p, u, tiles_m, tiles);
            for (int kt = w.kt_begin; kt < w.kt_end; ++kt, ++it) {
                const int s = it % wgmma_stages;
                const std::uint32_t phase = static_cast<std::uint32_t>(it / wgmma_stages) & 1u;
                mbar_wait(empty(s), phase ^ 1u);
                mbar_expect_tx(full(s), wgmma_stage_bytes);
                const std::uint32_t a = base + s * wgmma_stage_bytes, b = a + wgmma_a_bytes;
                load_operand<TransA>(a, map_a, w.m0, kt * wgmma_tile_k, full(s));
                load_operand<TransB>(b, map_b, w.n0, kt * wgmma_tile_k, full(s));
            }
        }
        return;
    }

    // Consumers: warpgroup 1 owns rows [0, 64) of each tile, warpgroup 2 rows [64, 128).
    const int row_off = (warpgroup - 1) * 64;
    const bool arriver = threadIdx.x % 128 == 0;
    int it = 0;
    for (int u = static_cast<int>(blockIdx.x); u < units; u += static_cast<int>(gridDim.x)) {
        const wgmma_unit w = unit_at(p, u, tiles_m, tiles);
        float d[64];
#pragma unroll
        for (float& x : d) x = 0.0f;
        fence_operands(d);
        int prev = -1;  // the stage whose wgmmas may still run
        for (int kt = w.kt_begin; kt < w.kt_end; ++kt, ++it) {
            const int s = it % wgmma_stages;
            mbar_wait(full(s), static_cast<std::uint32_t>(it / wgmma_stages) & 1u);
            const std::uint32_t a = base + s * wgmma_stage_bytes, b = a + wgmma_a_bytes;
            wgmma_fence();
#pragma unroll
            for (int j = 0; j < wgmma_tile_k / 16; ++j)
                wgmma_m64n128k16<TransA, TransB>(d, operand_desc<TransA>(a, row_off, j),
                                                 operand_desc<TransB>(b, 0, j));
            wgmma_commit();
            wgmma_wait<1>();  // the previous K tile's wgmmas have retired: free its stage
            fence_operands(d);
            if (prev >= 0 && arriver) mbar_arrive(empty(prev));
            prev = s;
        }
        wgmma_wait<0>();
        fence_operands(d);
        if (prev >= 0 && arriver) mbar_arrive(empty(prev));
        store_tile<Epilogue>(p, d, w.m0 + row_off, w.n0, w.split);
    }
}

#endif  // PIPESCHED_WGMMA_DEVICE

// Napkin math: 2·M·Nn·K FLOPs. Per CTA and K tile, 32 KiB arrive for 2·128·128·64 = 2 MFLOP
// (64 FLOP/byte from L2); each consumer warpgroup's wgmma reads its 8 KiB of A and all 16 KiB
// of B from shared memory per K tile. 8192³: 1.1 TFLOP, ≈ 1.1 ms at the H100 SXM's ≈ 989 dense
// bf16 TFLOP/s; GPT-2 small's MLP up-projection (1024 tokens × 768 → 3072): 4.8 GFLOP,
// 144 tiles on 132 SMs (1.09 waves, the reason a 128×256 tile would not help there).
template <bool TransA, bool TransB, wgmma_epilogue Epilogue>
__global__ void __launch_bounds__(wgmma_threads, 1)
    linear_wgmma_kernel(const __grid_constant__ CUtensorMap map_a,
                        const __grid_constant__ CUtensorMap map_b, wgmma_args p) {
#ifdef PIPESCHED_WGMMA_DEVICE
    wgmma_gemm<TransA, TransB, Epilogue>(&map_a, &map_b, p);
#elif defined(__CUDA_ARCH__)
    __trap();  // built for another architecture: linear_wgmma_available() is false there
#endif
}

// dweight[i] += Σ_s part[s][i], s in order (deterministic). Memory-bound: (splits + 2)·OC·C·4 B.
__global__ void linear_wgmma_split_reduce_kernel(float* dweight, const float* part, std::size_t n,
                                                 int splits) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x) {
        float sum = 0.0f;
        for (int s = 0; s < splits; ++s) sum += part[s * n + i];
        dweight[i] += sum;
    }
}

// dbias[o] += Σ_n dout[n, o]: 32 columns per block, 32 row-strided partial sums per column
// added in row-group order (deterministic). Reads N·OC bf16 once.
__global__ void linear_wgmma_dbias_kernel(float* dbias, const __nv_bfloat16* dout, std::size_t N,
                                          std::size_t OC) {
    __shared__ float part[32][33];
    const std::size_t o = blockIdx.x * std::size_t{32} + threadIdx.x;
    float sum = 0.0f;
    if (o < OC)
        for (std::size_t n = threadIdx.y; n < N; n += 32) sum += __bfloat162float(dout[n * OC + o]);
    part[threadIdx.y][threadIdx.x] = sum;
    __syncthreads();
    if (threadIdx.y == 0 && o < OC) {
        float total = 0.0f;
        for (int r = 0; r < 32; ++r) total += part[r][threadIdx.x];
        dbias[o] += total;
    }
}

// --- host ----------------------------------------------------------------------------------

// cuTensorMapEncodeTiled's signature (CUDA 12.0+), fetched through the runtime so that nothing
// links libcuda.
using encode_tiled_fn = CUresult (*)(CUtensorMap*, CUtensorMapDataType, cuuint32_t, void*,
                                     const cuuint64_t*, const cuuint64_t*, const cuuint32_t*,
                                     const cuuint32_t*, CUtensorMapInterleave, CUtensorMapSwizzle,
                                     CUtensorMapL2promotion, CUtensorMapFloatOOBfill);

encode_tiled_fn encode_tiled() {
    static const encode_tiled_fn fn = [] {
        void* f = nullptr;
        cudaDriverEntryPointQueryResult found{};
        PIPESCHED_CUDA_CHECK(cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &f, 12000,
                                                              cudaEnableDefault, &found));
        if (found != cudaDriverEntryPointSuccess || f == nullptr)
            throw cuda_error("linear_wgmma: the driver has no cuTensorMapEncodeTiled");
        return reinterpret_cast<encode_tiled_fn>(f);
    }();
    return fn;
}

// A bf16 matrix stored [outer][inner] with row stride `ld` elements, read in boxes of
// 64 (inner: one 128-byte swizzle row) × box_outer, 128B-swizzled, zeros past the edges.
CUtensorMap tensor_map(const bf16* base, std::size_t inner, std::size_t outer, std::size_t ld,
                       unsigned box_outer) {
    CUtensorMap map{};
    const cuuint64_t dims[2] = {inner, outer};
    const cuuint64_t strides[1] = {ld * sizeof(bf16)};
    const cuuint32_t box[2] = {static_cast<cuuint32_t>(wgmma_tile_k), box_outer};
    const cuuint32_t elem_strides[2] = {1, 1};
    const CUresult r = encode_tiled()(
        &map, CU_TENSOR_MAP_DATA_TYPE_BFLOAT16, 2, const_cast<bf16*>(base), dims, strides, box,
        elem_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
        CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
    if (r != CUDA_SUCCESS)
        throw cuda_error("linear_wgmma: cuTensorMapEncodeTiled failed (CUresult " +
                         std::to_string(static_cast<int>(r)) + ")");
    return map;
}

// An operand with rows [0, rows) and K [0, K): "row" is stored [rows][K], "trans" [K][rows].
template <bool Trans>
CUtensorMap operand_map(const bf16* p, std::size_t rows, std::size_t K, std::size_t ld) {
    return Trans ? tensor_map(p, rows, K, ld, 64) : tensor_map(p, K, rows, ld, wgmma_tile_m);
}

void check_wgmma(const char* op, std::size_t N, std::size_t C, std::size_t OC,
                 std::initializer_list<const void*> ptrs) {
    if (!linear_wgmma_supported(N, C, OC, ptrs))
        throw cuda_error(std::string(op) +
                         ": needs C and OC multiples of 8, dimensions below 2^31 and 16-byte "
                         "aligned pointers (C = " + std::to_string(C) + ", OC = " +
                         std::to_string(OC) + "); use the simple kernel");
    if (!linear_wgmma_available())
        throw cuda_error(std::string(op) + ": needs an sm_90 GPU and a build with sm_90a code");
}

template <bool TransA, bool TransB, wgmma_epilogue Epilogue>
void launch_wgmma(const CUtensorMap& a, const CUtensorMap& b, const wgmma_args& p,
                  cudaStream_t stream) {
    auto* kernel = linear_wgmma_kernel<TransA, TransB, Epilogue>;
    PIPESCHED_CUDA_CHECK(cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                              wgmma_smem_bytes));
    const std::size_t units = wgmma_tiles(static_cast<std::size_t>(p.M), static_cast<std::size_t>(p.Nn)) *
                              static_cast<std::size_t>(p.splits);
    const unsigned grid = static_cast<unsigned>(std::min<std::size_t>(units, static_cast<std::size_t>(current_sm_count())));
    kernel<<<grid, wgmma_threads, wgmma_smem_bytes, stream>>>(a, b, p);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

wgmma_args gemm_shape(std::size_t M, std::size_t Nn, std::size_t K, int splits) {
    wgmma_args p{};
    p.M = static_cast<int>(M);
    p.Nn = static_cast<int>(Nn);
    p.K = static_cast<int>(K);
    p.splits = splits;
    p.k_tiles_per_split = static_cast<int>(wgmma_k_tiles_per_split(K, splits));
    return p;
}

}  // namespace detail

bool linear_wgmma_available() {
#ifdef PIPESCHED_WGMMA_BUILT
    int dev = 0, major = 0, minor = 0;
    if (cudaGetDevice(&dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev) != cudaSuccess ||
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev) != cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    if (major != 9 || minor != 0) return false;
    // The fatbin holds sm_90a code for this device (no image: an error, cleared).
    cudaFuncAttributes attr{};
    if (cudaFuncGetAttributes(&attr, detail::linear_wgmma_kernel<false, false,
                                                                 detail::wgmma_epilogue::store_bf16>) !=
        cudaSuccess) {
        (void)cudaGetLastError();
        return false;
    }
    return true;
#else
    return false;
#endif
}

void linear_forward_wgmma_cuda(bf16* out, const bf16* inp, const bf16* weight, const bf16* bias,
                               std::size_t N, std::size_t C, std::size_t OC, cudaStream_t stream) {
    const detail::nvtx_range range{"linear_forward_wgmma"};
    detail::check_wgmma("linear_forward_wgmma_cuda", N, C, OC, {out, inp, weight, bias});
    if (N * OC == 0) return;
    if (C == 0) {  // no K: out = bias (the simple kernel's answer; TMA needs a nonzero extent)
        linear_forward_cuda<bf16>(out, inp, weight, bias, N, C, OC, stream);
        return;
    }
    detail::wgmma_args p = detail::gemm_shape(N, OC, C, 1);
    p.bias = reinterpret_cast<const __nv_bfloat16*>(bias);
    p.out = reinterpret_cast<__nv_bfloat16*>(out);
    detail::launch_wgmma<false, false, detail::wgmma_epilogue::store_bf16>(
        detail::operand_map<false>(inp, N, C, C), detail::operand_map<false>(weight, OC, C, C), p,
        stream);
}

void linear_backward_input_wgmma_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                      std::size_t N, std::size_t C, std::size_t OC,
                                      cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_input_wgmma"};
    detail::check_wgmma("linear_backward_input_wgmma_cuda", N, C, OC, {dinp, dout, weight});
    if (N * C == 0) return;
    if (OC == 0) {
        linear_backward_input_cuda<bf16>(dinp, dout, weight, N, C, OC, stream);
        return;
    }
    detail::wgmma_args p = detail::gemm_shape(N, C, OC, 1);
    p.out = reinterpret_cast<__nv_bfloat16*>(dinp);
    // weight is B[n = c][k = o], stored [o][c]: MN-major.
    detail::launch_wgmma<false, true, detail::wgmma_epilogue::store_bf16>(
        detail::operand_map<false>(dout, N, OC, OC), detail::operand_map<true>(weight, C, OC, C), p,
        stream);
}

void linear_backward_weight_wgmma_cuda(float* dweight, float* dbias, const bf16* dout,
                                       const bf16* inp, std::size_t N, std::size_t C,
                                       std::size_t OC, int splits, float* workspace,
                                       cudaStream_t stream) {
    const detail::nvtx_range range{"linear_backward_weight_wgmma"};
    detail::check_wgmma("linear_backward_weight_wgmma_cuda", N, C, OC,
                        {dweight, dbias, dout, inp, workspace});
    if (splits > 1 && workspace == nullptr)
        throw cuda_error("linear_backward_weight_wgmma_cuda: split-K needs a workspace");
    if (splits > 65535) throw cuda_error("linear_backward_weight_wgmma_cuda: splits > 65535");
    if (OC == 0 || N == 0) return;  // nothing to add
    if (dbias) {
        detail::linear_wgmma_dbias_kernel<<<static_cast<unsigned>((OC + 31) / 32), dim3(32, 32), 0,
                                            stream>>>(
            dbias, reinterpret_cast<const __nv_bfloat16*>(dout), N, OC);
        PIPESCHED_CUDA_CHECK_LAUNCH();
    }
    if (C == 0) return;
    // dout is A[m = o][k = n] and inp B[n = c][k = n], both stored [n][·]: MN-major.
    const CUtensorMap a = detail::operand_map<true>(dout, OC, N, OC);
    const CUtensorMap b = detail::operand_map<true>(inp, C, N, C);
    if (splits <= 1) {
        detail::wgmma_args p = detail::gemm_shape(OC, C, N, 1);
        p.out_f32 = dweight;
        detail::launch_wgmma<true, true, detail::wgmma_epilogue::accumulate_f32>(a, b, p, stream);
        return;
    }
    detail::wgmma_args p = detail::gemm_shape(OC, C, N, splits);
    p.out_f32 = workspace;
    detail::launch_wgmma<true, true, detail::wgmma_epilogue::store_f32>(a, b, p, stream);
    constexpr unsigned block = 256;
    detail::linear_wgmma_split_reduce_kernel<<<detail::grid_for(OC * C, block), block, 0, stream>>>(
        dweight, workspace, OC * C, splits);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

void linear_forward_wgmma_or_simple_cuda(bf16* out, const bf16* inp, const bf16* weight,
                                         const bf16* bias, std::size_t N, std::size_t C,
                                         std::size_t OC, cudaStream_t stream) {
    if (linear_wgmma_supported(N, C, OC, {out, inp, weight, bias}))
        linear_forward_wgmma_cuda(out, inp, weight, bias, N, C, OC, stream);
    else
        linear_forward_cuda<bf16>(out, inp, weight, bias, N, C, OC, stream);
}

void linear_backward_input_wgmma_or_simple_cuda(bf16* dinp, const bf16* dout, const bf16* weight,
                                                std::size_t N, std::size_t C, std::size_t OC,
                                                cudaStream_t stream) {
    if (linear_wgmma_supported(N, C, OC, {dinp, dout, weight}))
        linear_backward_input_wgmma_cuda(dinp, dout, weight, N, C, OC, stream);
    else
        linear_backward_input_cuda<bf16>(dinp, dout, weight, N, C, OC, stream);
}

void linear_backward_weight_wgmma_or_simple_cuda(float* dweight, float* dbias, const bf16* dout,
                                                 const bf16* inp, std::size_t N, std::size_t C,
                                                 std::size_t OC, cudaStream_t stream) {
    if (!linear_wgmma_supported(N, C, OC, {dweight, dbias, dout, inp})) {
        linear_backward_weight_cuda<bf16>(dweight, dbias, dout, inp, N, C, OC, stream);
        return;
    }
    const int splits = linear_wgmma_wgrad_splits(N, C, OC, current_sm_count());
    stream_scratch ws(linear_wgmma_wgrad_workspace_floats(splits, C, OC), stream);
    linear_backward_weight_wgmma_cuda(dweight, dbias, dout, inp, N, C, OC, splits, ws.data(), stream);
    ws.release();
}

}  // namespace pipesched::kernels
