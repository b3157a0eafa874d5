// The fused causal attention's kernels and launchers (kernels/cuda/flash_attention.cuh says
// what they compute, how and the napkin math). Its own translation unit: the tensor-core tiles
// cost ptxas more than every other op together, and only head dims 16, 64 and 128 are
// instantiated.
//
// Fragment layouts of mma.sync.m16n8k16 (bf16 → fp32), lane = 4·g + t (g = lane/4, t = lane%4):
//   A (16×16, row-major [m][k]):  a0 = A[g][2t..2t+1]  a1 = A[g+8][2t..]  a2 = A[g][2t+8..]  a3 = A[g+8][2t+8..]
//   B (16×8, "col": [n][k]):      b0 = B[k=2t..2t+1][n=g]                b1 = B[k=2t+8..][n=g]
//   C (16×8 fp32):                c0,c1 = C[g][2t..2t+1]                 c2,c3 = C[g+8][2t..2t+1]
// ldmatrix.x4 with lane l pointing at row l%16, column 8·(l/16) of a 16×16 bf16 block of
// shared memory (ld16x16 below) hands back r0..r3 = the 8×8 blocks (rows 0-7, cols 0-7),
// (8-15, 0-7), (0-7, 8-15), (8-15, 8-15), each as a0-style pairs (.trans: transposed). So:
//   A from [m][k] storage:            {r0, r1, r2, r3}
//   A from [k][m] storage, .trans:    {r0, r2, r1, r3}
//   B from [n][k] storage:            n 0-7 {r0, r2}, n 8-15 {r1, r3}
//   B from [k][n] storage, .trans:    n 0-7 {r0, r1}, n 8-15 {r2, r3}
// And a C fragment pair (n-tiles 2k, 2k+1 over the same rows) is the A fragment of k-step k
// once packed to bf16: {pack(c[2k][0,1]), pack(c[2k][2,3]), pack(c[2k+1][0,1]), pack(c[2k+1][2,3])}.
#include <kernels/cuda/flash_attention.cuh>

#include <cuda_bf16.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <stdexcept>
#include <string>

namespace pipesched::kernels {
namespace detail {

static_assert(sizeof(bf16) == sizeof(__nv_bfloat16) && alignof(bf16) == alignof(__nv_bfloat16),
              "kernels/bf16.hpp is laid out as __nv_bfloat16");

// The shape of one launch (sizes in elements).
struct flash_shape {
    int B, T, C, NH, hs;
    float scale;       // 1/sqrt(hs), rounded as the reference rounds it (in float)
    float scale_log2;  // scale · log2(e): scores in exp2 units
};

namespace {  // this translation unit's helpers; the kernels below keep their names for the budget

using raw = __nv_bfloat16;
constexpr float log2e = 1.4426950408889634f;
constexpr float ln2 = 0.6931471805599453f;

// --- PTX wrappers ----------------------------------------------------------------------

__device__ __forceinline__ unsigned smem_addr(const void* p) {
    return static_cast<unsigned>(__cvta_generic_to_shared(p));
}

// 16 bytes global → shared, bypassing L1; src_bytes 0 writes zeros and reads nothing.
__device__ __forceinline__ void cp_async16(void* dst, const void* src, int src_bytes) {
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(smem_addr(dst)),
                 "l"(src), "r"(src_bytes));
}
__device__ __forceinline__ void cp_async_commit() { asm volatile("cp.async.commit_group;\n" ::); }
template <int N>
__device__ __forceinline__ void cp_async_wait() {
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}

// The 16×16 bf16 block at `p` (row stride `stride` elements), lanes addressing as above.
template <bool Trans>
__device__ __forceinline__ void ld16x16(unsigned (&r)[4], const raw* p, int stride) {
    const int lane = threadIdx.x % 32;
    const unsigned a = smem_addr(p + (lane % 16) * stride + (lane / 16) * 8);
    if constexpr (Trans)
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                     : "r"(a));
    else
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                     : "r"(a));
}

// c += a·b, one m16n8k16 tile.
__device__ __forceinline__ void mma(float (&c)[4], unsigned a0, unsigned a1, unsigned a2,
                                    unsigned a3, unsigned b0, unsigned b1) {
    asm volatile(
        "mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, {%4,%5,%6,%7}, "
        "{%8,%9}, {%0,%1,%2,%3};\n"
        : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
        : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
}

// Two floats as a bf16 pair (lo in the low half: the lower column), rounded to nearest-even.
__device__ __forceinline__ unsigned pack(float lo, float hi) {
    const __nv_bfloat162 v = __floats2bfloat162_rn(lo, hi);
    unsigned u;
    memcpy(&u, &v, sizeof u);
    return u;
}

// Two floats rounded to bf16 into p[0], p[1] (p 4-byte aligned: even channels of even rows).
__device__ __forceinline__ void store2(raw* p, float lo, float hi) {
    *reinterpret_cast<__nv_bfloat162*>(p) = __floats2bfloat162_rn(lo, hi);
}

// c[n][*] rows as the A fragment of k-step k (see the top of the file).
template <int N>
__device__ __forceinline__ void c_as_a(unsigned (&a)[4], const float (&c)[N][4], int k) {
    a[0] = pack(c[2 * k][0], c[2 * k][1]);
    a[1] = pack(c[2 * k][2], c[2 * k][3]);
    a[2] = pack(c[2 * k + 1][0], c[2 * k + 1][1]);
    a[3] = pack(c[2 * k + 1][2], c[2 * k + 1][3]);
}

// Rows [row0, row0 + Rows) of one head's q, k, v or dout (row r at src + r·src_stride) into
// shared rows of D + flash_pad: channels ≥ hs and rows ≥ T as zeros. Not committed.
template <int D, int Rows>
__device__ __forceinline__ void load_rows(raw* dst, const raw* src, std::size_t src_stride,
                                          int row0, int T, int hs) {
    constexpr int chunks = D / 8;  // 16-byte pieces a row
    for (int i = threadIdx.x; i < Rows * chunks; i += flash_threads) {
        const int r = i / chunks, c = i % chunks;
        const bool valid = row0 + r < T && c * 8 < hs;
        const raw* from = valid ? src + std::size_t(row0 + r) * src_stride + c * 8 : src;
        cp_async16(dst + r * (D + flash_pad) + c * 8, from, valid ? 16 : 0);
    }
}

}  // namespace

// --- Forward -------------------------------------------------------------------------

// grid (B·NH, query tiles), flash_threads; dynamic shared flash_forward_smem(D).
template <int D>
__global__ void __launch_bounds__(flash_threads)
    flash_attention_forward_kernel(raw* out, float* lse, const raw* qkv, flash_shape s) {
    constexpr int S = D + flash_pad, Br = flash_fwd_rows, Bc = flash_fwd_cols;
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    raw* sq = reinterpret_cast<raw*>(smem_bytes);
    raw* sk = sq + Br * S;       // two buffers of Bc rows
    raw* sv = sk + 2 * Bc * S;   // two buffers of Bc rows

    const int bh = blockIdx.x, b = bh / s.NH, h = bh % s.NH;
    const int q_tile = gridDim.y - 1 - blockIdx.y;  // the longest rows first
    const int q0 = q_tile * Br;
    const int n_kv = q_tile + 1;  // square tiles: key tiles 0..q_tile
    const std::size_t C3 = 3 * std::size_t(s.C);
    const raw* base = qkv + std::size_t(b) * s.T * C3 + std::size_t(h) * s.hs;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;

    load_rows<D, Br>(sq, base, C3, q0, s.T, s.hs);
    load_rows<D, Bc>(sk, base + s.C, C3, 0, s.T, s.hs);
    load_rows<D, Bc>(sv, base + 2 * s.C, C3, 0, s.T, s.hs);
    cp_async_commit();

    float o[D / 8][4] = {};
    float m[2] = {-INFINITY, -INFINITY};  // running max of rows g and g + 8, exp2 units
    float l[2] = {0, 0};                  // this thread's part of the running sums
    // The warp's 16 query rows as A fragments, read from shared memory once (at j = 0) rather
    // than once per key tile: D/4 registers a thread (32 at D = 128).
    unsigned qa[D / 16][4] = {};
    for (int j = 0; j < n_kv; ++j) {
        const raw* k_tile = sk + (j % 2) * Bc * S;
        const raw* v_tile = sv + (j % 2) * Bc * S;
        // One barrier per key tile: after it, tile j has landed for every thread, and every
        // warp is done with tile j − 1, whose buffers tile j + 1 then fills while j computes.
        cp_async_wait<0>();
        __syncthreads();
        if (j + 1 < n_kv) {
            load_rows<D, Bc>(sk + ((j + 1) % 2) * Bc * S, base + s.C, C3, (j + 1) * Bc, s.T, s.hs);
            load_rows<D, Bc>(sv + ((j + 1) % 2) * Bc * S, base + 2 * s.C, C3, (j + 1) * Bc, s.T,
                             s.hs);
            cp_async_commit();
        }
        if (j == 0) {
#pragma unroll
            for (int kk = 0; kk < D / 16; ++kk) ld16x16<false>(qa[kk], sq + warp * 16 * S + kk * 16, S);
        }

        // S = Q·Kᵀ for the warp's 16 rows × Bc keys.
        float sc[Bc / 8][4] = {};
#pragma unroll
        for (int kk = 0; kk < D / 16; ++kk) {
#pragma unroll
            for (int np = 0; np < Bc / 16; ++np) {
                unsigned r[4];
                ld16x16<false>(r, k_tile + np * 16 * S + kk * 16, S);
                mma(sc[2 * np], qa[kk][0], qa[kk][1], qa[kk][2], qa[kk][3], r[0], r[2]);
                mma(sc[2 * np + 1], qa[kk][0], qa[kk][1], qa[kk][2], qa[kk][3], r[1], r[3]);
            }
        }

        // Online softmax. Only the diagonal tile masks (key > query; keys ≥ T are there too).
        const bool diagonal = j == q_tile;
        float tile_max[2] = {-INFINITY, -INFINITY};
#pragma unroll
        for (int n = 0; n < Bc / 8; ++n)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                const int row = warp * 16 + g + (e / 2) * 8, col = n * 8 + 2 * t + e % 2;
                float x = sc[n][e] * s.scale_log2;
                if (diagonal && col > row) x = -INFINITY;
                sc[n][e] = x;
                tile_max[e / 2] = fmaxf(tile_max[e / 2], x);
            }
        float corr[2];
#pragma unroll
        for (int r = 0; r < 2; ++r) {
            tile_max[r] = fmaxf(tile_max[r], __shfl_xor_sync(0xffffffffu, tile_max[r], 1));
            tile_max[r] = fmaxf(tile_max[r], __shfl_xor_sync(0xffffffffu, tile_max[r], 2));
            // Finite from tile 0 on: key 0 is in every row's first tile.
            const float m_new = fmaxf(m[r], tile_max[r]);
            corr[r] = exp2f(m[r] - m_new);  // 0 on the first tile (m = −inf)
            m[r] = m_new;
            l[r] *= corr[r];
        }
#pragma unroll
        for (int n = 0; n < Bc / 8; ++n)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                const float p = exp2f(sc[n][e] - m[e / 2]);
                sc[n][e] = p;
                l[e / 2] += p;
            }
#pragma unroll
        for (int n = 0; n < D / 8; ++n)
#pragma unroll
            for (int e = 0; e < 4; ++e) o[n][e] *= corr[e / 2];

        // O += P·V: P from the score registers, V [key][channel] transposed by ldmatrix.
#pragma unroll
        for (int kk = 0; kk < Bc / 16; ++kk) {
            unsigned a[4];
            c_as_a(a, sc, kk);
#pragma unroll
            for (int dp = 0; dp < D / 16; ++dp) {
                unsigned r[4];
                ld16x16<true>(r, v_tile + kk * 16 * S + dp * 16, S);
                mma(o[2 * dp], a[0], a[1], a[2], a[3], r[0], r[1]);
                mma(o[2 * dp + 1], a[0], a[1], a[2], a[3], r[2], r[3]);
            }
        }
    }

    // Normalise and store: rows q0 + warp·16 + g (+ 8), channels 8n + 2t (+ 1).
#pragma unroll
    for (int r = 0; r < 2; ++r) {
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 1);
        l[r] += __shfl_xor_sync(0xffffffffu, l[r], 2);
    }
    const std::size_t bt0 = std::size_t(b) * s.T;
#pragma unroll
    for (int r = 0; r < 2; ++r) {
        const int q = q0 + warp * 16 + g + r * 8;
        if (q >= s.T) continue;
        const float inv = 1.0f / l[r];
        raw* o_row = out + (bt0 + q) * s.C + std::size_t(h) * s.hs;
#pragma unroll
        for (int n = 0; n < D / 8; ++n) {
            const int d = n * 8 + 2 * t;
            if (d < s.hs) store2(o_row + d, o[n][2 * r] * inv, o[n][2 * r + 1] * inv);
        }
        if (t == 0) lse[std::size_t(bh) * s.T + q] = (m[r] + log2f(l[r])) * ln2;
    }
}

// --- Backward ------------------------------------------------------------------------

// Δ[b,h,t] = dout_t·out_t over the head's channels (fp32) and dq_acc zeroed: one warp a row
// (b, t, h), grid-stride. Napkin math: reads 2·B·T·C bf16, writes B·T·C + B·NH·T fp32.
__global__ void __launch_bounds__(flash_threads)
    flash_attention_backward_prep_kernel(float* delta, float* dq_acc, const raw* dout,
                                         const raw* out, flash_shape s) {
    const std::size_t rows = std::size_t(s.B) * s.T * s.NH;
    const int lane = threadIdx.x % 32;
    for (std::size_t row = (std::size_t(blockIdx.x) * flash_threads + threadIdx.x) / 32; row < rows;
         row += std::size_t(gridDim.x) * flash_warps) {
        const std::size_t bt = row / s.NH;
        const int h = static_cast<int>(row % s.NH);
        const std::size_t at = bt * s.C + std::size_t(h) * s.hs;
        float acc = 0;
        for (int i = lane; i < s.hs; i += 32) {
            acc += __bfloat162float(dout[at + i]) * __bfloat162float(out[at + i]);
            dq_acc[at + i] = 0;
        }
        for (int off = 16; off > 0; off /= 2) acc += __shfl_xor_sync(0xffffffffu, acc, off);
        if (lane == 0) {
            const std::size_t b = bt / s.T, tt = bt % s.T;
            delta[(b * s.NH + h) * s.T + tt] = acc;
        }
    }
}

// grid (B·NH, key tiles), flash_threads; dynamic shared flash_backward_smem(D).
template <int D>
__global__ void __launch_bounds__(flash_threads)
    flash_attention_backward_kv_kernel(raw* dqkv, float* dq_acc, const raw* dout, const raw* qkv,
                                       const float* lse, const float* delta, flash_shape s) {
    constexpr int S = D + flash_pad, Bk = flash_bwd_keys, Bq = flash_bwd_rows;
    constexpr int SD = Bq + flash_pad;  // dSᵀ row stride
    extern __shared__ __align__(16) unsigned char smem_bytes[];
    raw* sk = reinterpret_cast<raw*>(smem_bytes);
    raw* sv = sk + Bk * S;
    raw* sq = sv + Bk * S;       // two buffers of Bq rows
    raw* sdo = sq + 2 * Bq * S;  // two buffers of Bq rows
    raw* sds = sdo + 2 * Bq * S; // dSᵀ [key][query]
    float* slse = reinterpret_cast<float*>(sds + Bk * SD);  // two buffers, lse·log2(e)
    float* sdelta = slse + 2 * Bq;                         // two buffers

    const int bh = blockIdx.x, b = bh / s.NH, h = bh % s.NH;
    const int k0 = blockIdx.y * Bk;  // the first tiles have the most queries: launched first
    const int n_steps = (s.T - k0 + Bq - 1) / Bq;  // query steps from q = k0 on
    const std::size_t C3 = 3 * std::size_t(s.C);
    const std::size_t bt0 = std::size_t(b) * s.T;
    const raw* base = qkv + bt0 * C3 + std::size_t(h) * s.hs;
    const raw* dout_base = dout + bt0 * s.C + std::size_t(h) * s.hs;
    const float* lse_row = lse + std::size_t(bh) * s.T;
    const float* delta_row = delta + std::size_t(bh) * s.T;
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;

    auto load_step = [&](int i) {  // queries k0 + i·Bq .. into buffer i % 2
        const int q0 = k0 + i * Bq, buf = i % 2;
        load_rows<D, Bq>(sq + buf * Bq * S, base, C3, q0, s.T, s.hs);
        load_rows<D, Bq>(sdo + buf * Bq * S, dout_base, s.C, q0, s.T, s.hs);
        for (int r = threadIdx.x; r < Bq; r += flash_threads) {
            const bool valid = q0 + r < s.T;
            slse[buf * Bq + r] = valid ? lse_row[q0 + r] * log2e : 0.0f;
            sdelta[buf * Bq + r] = valid ? delta_row[q0 + r] : 0.0f;
        }
    };
    load_rows<D, Bk>(sk, base + s.C, C3, k0, s.T, s.hs);
    load_rows<D, Bk>(sv, base + 2 * s.C, C3, k0, s.T, s.hs);
    load_step(0);
    cp_async_commit();

    float dk[D / 8][4] = {}, dv[D / 8][4] = {};
    for (int i = 0; i < n_steps; ++i) {
        const int q0 = k0 + i * Bq, buf = i % 2;
        const raw* q_tile = sq + buf * Bq * S;
        const raw* do_tile = sdo + buf * Bq * S;
        if (i + 1 < n_steps) {
            load_step(i + 1);
            cp_async_commit();
            cp_async_wait<1>();
        } else {
            cp_async_wait<0>();
        }
        __syncthreads();

        // Sᵀ = K·Qᵀ and dPᵀ = V·dOᵀ: the warp's 16 keys × Bq queries.
        float st[Bq / 8][4] = {}, dpt[Bq / 8][4] = {};
        for (int kk = 0; kk < D / 16; ++kk) {
            unsigned ak[4], av[4];
            ld16x16<false>(ak, sk + warp * 16 * S + kk * 16, S);
            ld16x16<false>(av, sv + warp * 16 * S + kk * 16, S);
#pragma unroll
            for (int np = 0; np < Bq / 16; ++np) {
                unsigned r[4];
                ld16x16<false>(r, q_tile + np * 16 * S + kk * 16, S);
                mma(st[2 * np], ak[0], ak[1], ak[2], ak[3], r[0], r[2]);
                mma(st[2 * np + 1], ak[0], ak[1], ak[2], ak[3], r[1], r[3]);
                ld16x16<false>(r, do_tile + np * 16 * S + kk * 16, S);
                mma(dpt[2 * np], av[0], av[1], av[2], av[3], r[0], r[2]);
                mma(dpt[2 * np + 1], av[0], av[1], av[2], av[3], r[1], r[3]);
            }
        }

        // Pᵀ = exp(Sᵀ·scale − lse) (0 where key > query or query ≥ T); dSᵀ = Pᵀ∘(dPᵀ − Δ).
#pragma unroll
        for (int n = 0; n < Bq / 8; ++n)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
                const int key = k0 + warp * 16 + g + (e / 2) * 8;
                const int col = n * 8 + 2 * t + e % 2, q = q0 + col;
                const float p = key > q || q >= s.T
                                    ? 0.0f
                                    : exp2f(st[n][e] * s.scale_log2 - slse[buf * Bq + col]);
                st[n][e] = p;
                dpt[n][e] = p * (dpt[n][e] - sdelta[buf * Bq + col]);
            }

        // dV += Pᵀ·dO and dK += dSᵀ·Q (the scale is applied once, at the store).
#pragma unroll
        for (int kq = 0; kq < Bq / 16; ++kq) {
            unsigned ap[4], ad[4];
            c_as_a(ap, st, kq);
            c_as_a(ad, dpt, kq);
#pragma unroll
            for (int dp = 0; dp < D / 16; ++dp) {
                unsigned r[4];
                ld16x16<true>(r, do_tile + kq * 16 * S + dp * 16, S);
                mma(dv[2 * dp], ap[0], ap[1], ap[2], ap[3], r[0], r[1]);
                mma(dv[2 * dp + 1], ap[0], ap[1], ap[2], ap[3], r[2], r[3]);
                ld16x16<true>(r, q_tile + kq * 16 * S + dp * 16, S);
                mma(dk[2 * dp], ad[0], ad[1], ad[2], ad[3], r[0], r[1]);
                mma(dk[2 * dp + 1], ad[0], ad[1], ad[2], ad[3], r[2], r[3]);
            }
        }

        // dSᵀ to shared memory (bf16, as the mma reads it), for dQ += dS·K over all Bk keys.
#pragma unroll
        for (int n = 0; n < Bq / 8; ++n) {
            const int key = warp * 16 + g, col = n * 8 + 2 * t;
            store2(sds + key * SD + col, dpt[n][0], dpt[n][1]);
            store2(sds + (key + 8) * SD + col, dpt[n][2], dpt[n][3]);
        }
        __syncthreads();

        // dQ: 16×16 units (query block mt, channel pair dp) dealt round-robin to the warps.
        for (int u = warp; u < (Bq / 16) * (D / 16); u += flash_warps) {
            const int mt = u % (Bq / 16), dp = u / (Bq / 16);
            float acc[2][4] = {};
#pragma unroll
            for (int kk = 0; kk < Bk / 16; ++kk) {
                unsigned a[4], r[4];
                ld16x16<true>(a, sds + kk * 16 * SD + mt * 16, SD);  // dS from dSᵀ storage
                ld16x16<true>(r, sk + kk * 16 * S + dp * 16, S);
                mma(acc[0], a[0], a[2], a[1], a[3], r[0], r[1]);
                mma(acc[1], a[0], a[2], a[1], a[3], r[2], r[3]);
            }
#pragma unroll
            for (int nt = 0; nt < 2; ++nt) {
                const int d = dp * 16 + nt * 8 + 2 * t;
                if (d >= s.hs) continue;
#pragma unroll
                for (int r = 0; r < 2; ++r) {
                    const int q = q0 + mt * 16 + g + r * 8;
                    if (q >= s.T) continue;
                    // d is even and so are C and hs: an 8-byte aligned pair (sm_90's float2 add).
                    auto* at = reinterpret_cast<float2*>(dq_acc + (bt0 + q) * s.C +
                                                         std::size_t(h) * s.hs + d);
                    atomicAdd(at, make_float2(acc[nt][2 * r], acc[nt][2 * r + 1]));
                }
            }
        }
        __syncthreads();  // dSᵀ and this step's buffers are reused by the next step
    }

    // dK (scaled) and dV, rounded to bf16 once: keys k0 + warp·16 + g (+ 8).
#pragma unroll
    for (int r = 0; r < 2; ++r) {
        const int key = k0 + warp * 16 + g + r * 8;
        if (key >= s.T) continue;
        raw* row = dqkv + (bt0 + key) * C3 + std::size_t(h) * s.hs;
#pragma unroll
        for (int n = 0; n < D / 8; ++n) {
            const int d = n * 8 + 2 * t;
            if (d >= s.hs) continue;
            store2(row + s.C + d, dk[n][2 * r] * s.scale, dk[n][2 * r + 1] * s.scale);
            store2(row + 2 * s.C + d, dv[n][2 * r], dv[n][2 * r + 1]);
        }
    }
}

// dqkv's q slot = bf16(scale · dq_acc), grid-stride over B·T·C. Napkin math: reads 4, writes
// 2 bytes an element.
__global__ void __launch_bounds__(flash_threads)
    flash_attention_backward_convert_kernel(raw* dqkv, const float* dq_acc, flash_shape s) {
    const std::size_t n = std::size_t(s.B) * s.T * s.C;
    for (std::size_t i = std::size_t(blockIdx.x) * flash_threads + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * flash_threads) {
        const std::size_t bt = i / s.C, c = i % s.C;
        dqkv[bt * 3 * s.C + c] = __float2bfloat16_rn(dq_acc[i] * s.scale);
    }
}

// --- Launchers -----------------------------------------------------------------------

namespace {

constexpr std::size_t max_key_tiles = 65535;  // gridDim.y

bool aligned16(const void* p) { return reinterpret_cast<std::uintptr_t>(p) % 16 == 0; }

[[noreturn]] void reject(const std::string& what) {
    throw std::invalid_argument("flash attention: " + what);
}

// Checks the shape (and pointers) and returns it; the sizes fit int after the checks.
flash_shape make_shape(std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
                       std::initializer_list<const void*> pointers) {
    if (!flash_attention_supported(C, NH))
        reject("head size C/NH = " + std::to_string(NH ? C / NH : 0) + " (C " + std::to_string(C) +
               ", NH " + std::to_string(NH) +
               ") is not a multiple of 8 up to 128: use kernels/cuda/attention.cuh");
    if ((T + flash_fwd_rows - 1) / flash_fwd_rows > max_key_tiles || B * NH > 0x7fffffffu ||
        C > 0x7fffffffu / 3 || B * T * 3 * C > std::size_t(1) << 40)
        reject("B " + std::to_string(B) + ", T " + std::to_string(T) + ", NH " +
               std::to_string(NH) + " is over the grid's limits");
    for (const void* p : pointers)
        if (!aligned16(p)) reject("every pointer must be 16-byte aligned");
    const std::size_t hs = C / NH;
    const float scale = 1.0f / std::sqrt(static_cast<float>(hs));
    return {static_cast<int>(B), static_cast<int>(T), static_cast<int>(C), static_cast<int>(NH),
            static_cast<int>(hs), scale, scale * log2e};
}

template <int D>
void forward(raw* out, float* lse, const raw* qkv, const flash_shape& s, cudaStream_t stream) {
    constexpr std::size_t smem = flash_forward_smem(D);
    PIPESCHED_CUDA_CHECK(cudaFuncSetAttribute(flash_attention_forward_kernel<D>,
                                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                                              static_cast<int>(smem)));
    const dim3 grid(static_cast<unsigned>(s.B * s.NH),
                    static_cast<unsigned>((s.T + flash_fwd_rows - 1) / flash_fwd_rows));
    flash_attention_forward_kernel<D><<<grid, flash_threads, smem, stream>>>(out, lse, qkv, s);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <int D>
void backward_kv(raw* dqkv, float* dq_acc, const raw* dout, const raw* qkv, const float* lse,
                 const float* delta, const flash_shape& s, cudaStream_t stream) {
    constexpr std::size_t smem = flash_backward_smem(D);
    PIPESCHED_CUDA_CHECK(cudaFuncSetAttribute(flash_attention_backward_kv_kernel<D>,
                                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                                              static_cast<int>(smem)));
    const dim3 grid(static_cast<unsigned>(s.B * s.NH),
                    static_cast<unsigned>((s.T + flash_bwd_keys - 1) / flash_bwd_keys));
    flash_attention_backward_kv_kernel<D>
        <<<grid, flash_threads, smem, stream>>>(dqkv, dq_acc, dout, qkv, lse, delta, s);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

// Frees a stream-ordered allocation on its stream when the launcher returns or throws.
struct stream_allocation {
    void* p = nullptr;
    cudaStream_t stream{};
    stream_allocation(std::size_t bytes, cudaStream_t s) : stream(s) {
        PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p, bytes, stream));
    }
    ~stream_allocation() { (void)cudaFreeAsync(p, stream); }
    stream_allocation(const stream_allocation&) = delete;
    stream_allocation& operator=(const stream_allocation&) = delete;
};

}  // namespace
}  // namespace detail

bool flash_attention_supported(std::size_t C, std::size_t NH) noexcept {
    return NH > 0 && C % NH == 0 && detail::flash_head_dim(C / NH) != 0;
}

void flash_attention_forward_cuda(bf16* out, float* lse, const bf16* qkv, std::size_t B,
                                  std::size_t T, std::size_t C, std::size_t NH,
                                  cudaStream_t stream) {
    using namespace detail;
    const nvtx_range range{"flash_attention_forward"};
    const auto s = make_shape(B, T, C, NH, {out, lse, qkv});
    if (B * T == 0) return;
    auto* o = reinterpret_cast<raw*>(out);
    const auto* in = reinterpret_cast<const raw*>(qkv);
    switch (flash_head_dim(s.hs)) {
        case 16: forward<16>(o, lse, in, s, stream); break;
        case 64: forward<64>(o, lse, in, s, stream); break;
        default: forward<128>(o, lse, in, s, stream); break;
    }
}

void flash_attention_backward_input_cuda(bf16* dqkv, const bf16* dout, const bf16* qkv,
                                         const bf16* out, const float* lse, std::size_t B,
                                         std::size_t T, std::size_t C, std::size_t NH,
                                         cudaStream_t stream) {
    const detail::nvtx_range range{"flash_attention_backward_input"};
    detail::flash_attention_backward_input_cuda_capped(dqkv, dout, qkv, out, lse, B, T, C, NH,
                                                       65536, stream);
}

void detail::flash_attention_backward_input_cuda_capped(bf16* dqkv, const bf16* dout,
                                                        const bf16* qkv, const bf16* out,
                                                        const float* lse, std::size_t B,
                                                        std::size_t T, std::size_t C,
                                                        std::size_t NH, std::size_t max_blocks,
                                                        cudaStream_t stream) {
    using namespace detail;
    const auto s = make_shape(B, T, C, NH, {dqkv, dout, qkv, out, lse});
    if (B * T == 0) return;
    auto* dx = reinterpret_cast<raw*>(dqkv);
    const auto* dy = reinterpret_cast<const raw*>(dout);
    const auto* x = reinterpret_cast<const raw*>(qkv);
    const auto* y = reinterpret_cast<const raw*>(out);
    const stream_allocation delta(B * NH * T * sizeof(float), stream);
    const stream_allocation dq_acc(B * T * C * sizeof(float), stream);
    auto* d = static_cast<float*>(delta.p);
    auto* acc = static_cast<float*>(dq_acc.p);

    flash_attention_backward_prep_kernel<<<grid_for(B * T * NH, flash_warps, max_blocks),
                                           flash_threads, 0, stream>>>(d, acc, dy, y, s);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    switch (flash_head_dim(s.hs)) {
        case 16: backward_kv<16>(dx, acc, dy, x, lse, d, s, stream); break;
        case 64: backward_kv<64>(dx, acc, dy, x, lse, d, s, stream); break;
        default: backward_kv<128>(dx, acc, dy, x, lse, d, s, stream); break;
    }
    flash_attention_backward_convert_kernel<<<grid_for(B * T * C, flash_threads, max_blocks),
                                              flash_threads, 0, stream>>>(dx, acc, s);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

}  // namespace pipesched::kernels
