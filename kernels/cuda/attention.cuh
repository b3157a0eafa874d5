#pragma once
// Causal multi-head attention on a fused qkv input on the GPU: the same signatures and semantics
// as kernels/attention.hpp (the reference) plus a cudaStream_t last; device pointers; fp32
// accumulation. The softmax probabilities att [B,NH,T,T] are kept for the backward, upper
// triangle written as zeros, exactly as the reference. Elem is the storage of qkv, out, att and
// the gradients (float or bf16, kernels/cuda/element.cuh); every sum is float. Instantiated in
// kernels/cuda/kernels.cu (float) and kernels_bf16.cu; the definitions are seen only by nvcc.
//
// In bf16 each stored value is rounded once: the forward recomputes a row's scores rather than
// keeping them (and their exponentials) in att's bf16 row, the backward stashes its fp32 dot in
// two 16-bit halves of the dq slot, and dk, dv, dq are summed in registers across the tiles and
// stored at the end. In fp32 the scores live in att's row as before, and summing across tiles
// in a register is the read-modify-write of before, bit for bit.
//
// These are the simple, obviously-correct kernels (one block per row, no tensor cores, the T×T
// probabilities in global memory as the reference keeps them): the fallback and the oracle for
// the flash-style kernel of issue 20, which keeps the row log-sum-exp instead.
//
// The backward needs no workspace and no atomics (so it is deterministic, run to run):
//   1. rows:    dot[b,h,t] = Σ_{t2≤t} att[t,t2]·(dout_t·v_t2), stashed in dqkv's dq slot
//               (b,t, h·hs): dqkv is overwritten anyway and that slot is written last, by 3.
//   2. keys:    one block per key t2 gathers over the queries t ≥ t2:
//               dv_t2 = Σ att[t,t2]·dout_t,  dk_t2 = Σ ds[t,t2]·q_t / sqrt(hs),
//               ds[t,t2] = att[t,t2]·(dout_t·v_t2 − dot[t]) (dout_t·v_t2 recomputed).
//   3. queries: one block per query t reads its dot, then overwrites its dq slot:
//               dq_t = Σ_{t2≤t} ds[t,t2]·k_t2 / sqrt(hs).
// It recomputes dout·v three times (6·hs FLOPs a pair more than the reference's 8·hs).

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/element.cuh>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <type_traits>

#ifdef __CUDACC__
#include <cub/block/block_reduce.cuh>
#include <cuda/functional>
#endif

namespace pipesched::kernels {

// out and att are overwritten.
template <class Elem>
void attention_forward_cuda(Elem* out, Elem* att, const Elem* qkv, std::size_t B, std::size_t T,
                            std::size_t C, std::size_t NH, cudaStream_t stream);

// B pass. dqkv is OVERWRITTEN.
template <class Elem>
void attention_backward_input_cuda(Elem* dqkv, const Elem* dout, const Elem* qkv, const Elem* att,
                                   std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
                                   cudaStream_t stream);

#ifdef __CUDACC__
namespace detail {

inline constexpr unsigned attention_block = 128;  // threads per row; also the t2 tile length
inline constexpr std::size_t attention_max_blocks = 65536;

// Shape of one launch: the row (b, h, t) of a block, and where a token's q, k, v start.
struct attention_shape {
    std::size_t B, T, C, NH, hs;
    float scale;  // 1/sqrt(hs), rounded as the reference rounds it
    __device__ std::size_t rows() const { return B * NH * T; }
    // row = (b·NH + h)·T + t, att's row order.
    __device__ std::size_t b_of(std::size_t row) const { return row / (NH * T); }
    __device__ std::size_t h_of(std::size_t row) const { return row / T % NH; }
    __device__ std::size_t t_of(std::size_t row) const { return row % T; }
    // Offset of token (b, t)'s head h in part 0 (q), 1 (k) or 2 (v) of qkv/dqkv.
    __device__ std::size_t qkv_at(std::size_t b, std::size_t t, std::size_t h,
                                  std::size_t part) const {
        return (b * T + t) * 3 * C + part * C + h * hs;
    }
};

// Block-wide reduction through CUB, the result broadcast to every thread. Contains
// __syncthreads: every thread of the block must call it.
template <class Op>
__device__ float attention_block_reduce(float x, Op op) {
    using reduce = cub::BlockReduce<float, attention_block>;
    __shared__ typename reduce::TempStorage temp;
    __shared__ float result;
    const float total = reduce(temp).Reduce(x, op);
    if (threadIdx.x == 0) result = total;
    __syncthreads();
    const float r = result;
    __syncthreads();  // temp and result are reused by the next call
    return r;
}

template <class Scalar>
__device__ float attention_dot(const Scalar* a, const Scalar* b, std::size_t n) {
    float s = 0;
    for (std::size_t i = 0; i < n; ++i) s += static_cast<float>(a[i]) * static_cast<float>(b[i]);
    return s;
}

// Forward: one block per row (b, h, t) (block-stride over rows). Threads over t2 write the
// scores into att's row (the reference's own scratch), block max, exp and block sum, normalise
// and zero the upper triangle; then threads over the head's channels sum att·v.
// Napkin math (pairs t2 ≤ t: B·NH·T(T+1)/2): ≈ 4·hs FLOPs + 1 exp a pair → ≈ 2·B·T²·C FLOPs;
// bytes: q·k reads each k row once per query row (from L2: B·T²·C/2·4 B of L2 traffic), writes
// B·NH·T² att once and re-reads its lower half. GPT-2 small (B = 8, T = 1024, C = 768, NH = 12):
// 12.9 GFLOP, att 403 MB → ≥ 0.1 ms at 4.3 TB/s, far above that with these scalar loops.
template <class Scalar>
__global__ void attention_forward_kernel(Scalar* out, Scalar* att, const Scalar* qkv,
                                         attention_shape s) {
    for (std::size_t row = blockIdx.x; row < s.rows(); row += gridDim.x) {
        const std::size_t b = s.b_of(row), h = s.h_of(row), t = s.t_of(row);
        const Scalar* q = qkv + s.qkv_at(b, t, h, 0);
        Scalar* a = att + row * s.T;
        // fp32 keeps the scores, then their exponentials, in att's row; bf16 recomputes them.
        constexpr bool keep = std::is_same_v<Scalar, float>;
        const auto score = [&](std::size_t t2) {
            return attention_dot(q, qkv + s.qkv_at(b, t2, h, 1), s.hs) * s.scale;
        };
        // Each thread reads back only the scores it wrote itself until the barrier below.
        float m = -INFINITY;
        for (std::size_t t2 = threadIdx.x; t2 <= t; t2 += blockDim.x) {
            const float x = score(t2);
            if constexpr (keep) a[t2] = x;
            m = fmaxf(m, x);
        }
        const float maxval = attention_block_reduce(m, ::cuda::maximum<>{});
        float sum = 0;
        for (std::size_t t2 = threadIdx.x; t2 <= t; t2 += blockDim.x) {
            float e;
            if constexpr (keep) {
                e = expf(a[t2] - maxval);
                a[t2] = e;
            } else {
                e = expf(score(t2) - maxval);
            }
            sum += e;
        }
        const float inv = 1.0f / attention_block_reduce(sum, ::cuda::std::plus<>{});
        for (std::size_t t2 = threadIdx.x; t2 <= t; t2 += blockDim.x) {
            if constexpr (keep)
                a[t2] = a[t2] * inv;
            else
                a[t2] = static_cast<Scalar>(expf(score(t2) - maxval) * inv);
        }
        for (std::size_t t2 = t + 1 + threadIdx.x; t2 < s.T; t2 += blockDim.x) a[t2] = Scalar(0);
        __syncthreads();  // the whole row of att is written before anyone sums with it
        Scalar* o = out + (b * s.T + t) * s.C + h * s.hs;
        for (std::size_t i = threadIdx.x; i < s.hs; i += blockDim.x) {
            float acc = 0;
            for (std::size_t t2 = 0; t2 <= t; ++t2) {
                const float v = static_cast<float>(qkv[s.qkv_at(b, t2, h, 2) + i]);
                acc += static_cast<float>(a[t2]) * v;
            }
            o[i] = static_cast<Scalar>(acc);
        }
        __syncthreads();  // the next row's reductions reuse shared memory
    }
}

// The row's dot between steps 1 and 3, in its dq slot (hs elements): fp32 holds it in dq[0];
// bf16 would round it, and ds = p·(datt − dot) cancels, so it goes as the two 16-bit halves of
// the float into dq[0] and dq[1] (hs = 1 leaves one element: there it is rounded).
template <class Scalar>
__device__ void stash_dot(Scalar* dq, float dot, std::size_t hs) {
    if constexpr (std::is_same_v<Scalar, float>) {
        (void)hs;
        dq[0] = dot;
    } else if (hs >= 2) {
        const unsigned bits = __float_as_uint(dot);
        __nv_bfloat16_raw lo, hi;
        lo.x = static_cast<unsigned short>(bits & 0xffffu);
        hi.x = static_cast<unsigned short>(bits >> 16);
        dq[0] = lo;
        dq[1] = hi;
    } else {
        dq[0] = static_cast<Scalar>(dot);
    }
}

template <class Scalar>
__device__ float stashed_dot(const Scalar* dq, std::size_t hs) {
    if constexpr (std::is_same_v<Scalar, float>) {
        (void)hs;
        return dq[0];
    } else if (hs >= 2) {
        const __nv_bfloat16_raw lo = dq[0], hi = dq[1];
        return __uint_as_float(static_cast<unsigned>(lo.x) | static_cast<unsigned>(hi.x) << 16);
    } else {
        return static_cast<float>(dq[0]);
    }
}

// Backward step 1: one block per row; threads over t2, block sum; thread 0 stashes the row's
// dot in its dq slot. Napkin math: 4·hs FLOPs a pair (≈ 2·B·T²·C); bytes: reads the lower half
// of att once (B·NH·T²/2), v rows from L2.
template <class Scalar>
__global__ void attention_backward_dot_kernel(Scalar* dqkv, const Scalar* dout, const Scalar* qkv,
                                              const Scalar* att, attention_shape s) {
    for (std::size_t row = blockIdx.x; row < s.rows(); row += gridDim.x) {
        const std::size_t b = s.b_of(row), h = s.h_of(row), t = s.t_of(row);
        const Scalar* d = dout + (b * s.T + t) * s.C + h * s.hs;
        const Scalar* a = att + row * s.T;
        float partial = 0;
        for (std::size_t t2 = threadIdx.x; t2 <= t; t2 += blockDim.x) {
            const float datt = attention_dot(d, qkv + s.qkv_at(b, t2, h, 2), s.hs);
            partial += static_cast<float>(a[t2]) * datt;
        }
        const float dot = attention_block_reduce(partial, ::cuda::std::plus<>{});
        if (threadIdx.x == 0) stash_dot(dqkv + s.qkv_at(b, t, h, 0), dot, s.hs);
    }
}

// Backward step 2: one block per key column (b, h, t2), tiles of attention_block queries t ≥ t2:
// thread j works out the tile's weights for query t0 + j in shared memory, then thread i adds
// the tile's sum for channel i0 + i to its running dk, dv, stored once after the last tile. A
// head wider than the block takes several rounds i0 (the weights are recomputed per round).
// Napkin math: 8·hs FLOPs a pair (≈ 4·B·T²·C); bytes: reads att's lower half column-wise
// (strided, B·NH·T²/2 elements), dout and q rows once per tile from L2, writes 2·B·T·C.
template <class Scalar>
__global__ void attention_backward_key_kernel(Scalar* dqkv, const Scalar* dout, const Scalar* qkv,
                                              const Scalar* att, attention_shape s) {
    __shared__ float w_v[attention_block];  // att[t, t2]
    __shared__ float w_k[attention_block];  // ds[t, t2] / sqrt(hs)
    for (std::size_t row = blockIdx.x; row < s.rows(); row += gridDim.x) {
        const std::size_t b = s.b_of(row), h = s.h_of(row), t2 = s.t_of(row);
        const Scalar* v = qkv + s.qkv_at(b, t2, h, 2);
        Scalar* dk = dqkv + s.qkv_at(b, t2, h, 1);
        Scalar* dv = dqkv + s.qkv_at(b, t2, h, 2);
        for (std::size_t i0 = 0; i0 < s.hs; i0 += blockDim.x) {  // the same rounds in every thread
            const std::size_t i = i0 + threadIdx.x;
            float sum_k = 0, sum_v = 0;
            for (std::size_t t0 = t2; t0 < s.T; t0 += blockDim.x) {
                const std::size_t tile = s.T - t0 < blockDim.x ? s.T - t0 : blockDim.x;
                if (threadIdx.x < tile) {
                    const std::size_t t = t0 + threadIdx.x;
                    const float p = static_cast<float>(att[(row - t2 + t) * s.T + t2]);
                    const float datt =
                        attention_dot(dout + (b * s.T + t) * s.C + h * s.hs, v, s.hs);
                    const float dot = stashed_dot(dqkv + s.qkv_at(b, t, h, 0), s.hs);
                    w_v[threadIdx.x] = p;
                    w_k[threadIdx.x] = p * (datt - dot) * s.scale;
                }
                __syncthreads();
                if (i < s.hs) {
                    float acc_k = 0, acc_v = 0;
                    for (std::size_t j = 0; j < tile; ++j) {
                        const std::size_t t = t0 + j;
                        acc_v += w_v[j] *
                                 static_cast<float>(dout[(b * s.T + t) * s.C + h * s.hs + i]);
                        acc_k += w_k[j] * static_cast<float>(qkv[s.qkv_at(b, t, h, 0) + i]);
                    }
                    sum_k += acc_k;
                    sum_v += acc_v;
                }
                __syncthreads();  // the next tile overwrites w_v, w_k
            }
            if (i < s.hs) {
                dk[i] = static_cast<Scalar>(sum_k);
                dv[i] = static_cast<Scalar>(sum_v);
            }
        }
    }
}

// Backward step 3: one block per query row (b, h, t): every thread reads the stashed dot, the
// block syncs, then dq is summed tile by tile in registers and stored, as in step 2.
// Napkin math: 6·hs FLOPs a pair (≈ 3·B·T²·C); bytes: att's lower half row-wise once, k and v
// rows from L2, writes B·T·C.
template <class Scalar>
__global__ void attention_backward_query_kernel(Scalar* dqkv, const Scalar* dout,
                                                const Scalar* qkv, const Scalar* att,
                                                attention_shape s) {
    __shared__ float w[attention_block];  // ds[t, t2] / sqrt(hs)
    for (std::size_t row = blockIdx.x; row < s.rows(); row += gridDim.x) {
        const std::size_t b = s.b_of(row), h = s.h_of(row), t = s.t_of(row);
        const Scalar* d = dout + (b * s.T + t) * s.C + h * s.hs;
        const Scalar* a = att + row * s.T;
        Scalar* dq = dqkv + s.qkv_at(b, t, h, 0);
        const float dot = stashed_dot(dq, s.hs);
        __syncthreads();  // everyone has read the stash before it is overwritten
        for (std::size_t i0 = 0; i0 < s.hs; i0 += blockDim.x) {  // the same rounds in every thread
            const std::size_t i = i0 + threadIdx.x;
            float sum = 0;
            for (std::size_t t0 = 0; t0 <= t; t0 += blockDim.x) {
                const std::size_t tile = t + 1 - t0 < blockDim.x ? t + 1 - t0 : blockDim.x;
                if (threadIdx.x < tile) {
                    const std::size_t t2 = t0 + threadIdx.x;
                    const float datt = attention_dot(d, qkv + s.qkv_at(b, t2, h, 2), s.hs);
                    w[threadIdx.x] = static_cast<float>(a[t2]) * (datt - dot) * s.scale;
                }
                __syncthreads();
                if (i < s.hs) {
                    float acc = 0;
                    for (std::size_t j = 0; j < tile; ++j)
                        acc += w[j] * static_cast<float>(qkv[s.qkv_at(b, t0 + j, h, 1) + i]);
                    sum += acc;
                }
                __syncthreads();  // the next tile overwrites w
            }
            if (i < s.hs) dq[i] = static_cast<Scalar>(sum);
        }
    }
}

template <class Scalar>
attention_shape make_attention_shape(std::size_t B, std::size_t T, std::size_t C,
                                     std::size_t NH) {
    const std::size_t hs = C / NH;
    const Scalar scale = Scalar(1) / std::sqrt(static_cast<Scalar>(hs));
    return {B, T, C, NH, hs, static_cast<float>(scale)};
}

inline unsigned attention_grid(std::size_t rows, std::size_t max_blocks) {
    return static_cast<unsigned>(capped_grid(std::min(rows, max_blocks)));
}

// The launchers with the grid's cap as a parameter, so tests can force the block-stride loops.
// The scale is fp32's 1/sqrt(hs) whatever the storage.
template <class Elem>
void attention_forward_cuda_capped(Elem* out, Elem* att, const Elem* qkv, std::size_t B,
                                   std::size_t T, std::size_t C, std::size_t NH,
                                   std::size_t max_blocks, cudaStream_t stream) {
    if (B * T * NH == 0) return;
    const auto shape = make_attention_shape<float>(B, T, C, NH);
    attention_forward_kernel<<<attention_grid(B * NH * T, max_blocks), attention_block, 0,
                               stream>>>(detail::device_ptr(out), detail::device_ptr(att), detail::device_ptr(qkv), shape);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

template <class Elem>
void attention_backward_input_cuda_capped(Elem* dqkv_h, const Elem* dout_h, const Elem* qkv_h,
                                          const Elem* att_h, std::size_t B, std::size_t T,
                                          std::size_t C, std::size_t NH, std::size_t max_blocks,
                                          cudaStream_t stream) {
    if (B * T * C == 0) return;  // also hs = 0: no dq slot to stash in, nothing to write
    const auto shape = make_attention_shape<float>(B, T, C, NH);
    const unsigned grid = attention_grid(B * NH * T, max_blocks);
    const auto dqkv = detail::device_ptr(dqkv_h);
    const auto dout = detail::device_ptr(dout_h), qkv = detail::device_ptr(qkv_h), att = detail::device_ptr(att_h);
    attention_backward_dot_kernel<<<grid, attention_block, 0, stream>>>(dqkv, dout, qkv, att,
                                                                        shape);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    attention_backward_key_kernel<<<grid, attention_block, 0, stream>>>(dqkv, dout, qkv, att,
                                                                        shape);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    attention_backward_query_kernel<<<grid, attention_block, 0, stream>>>(dqkv, dout, qkv, att,
                                                                          shape);
    PIPESCHED_CUDA_CHECK_LAUNCH();
}

}  // namespace detail

template <class Elem>
void attention_forward_cuda(Elem* out, Elem* att, const Elem* qkv, std::size_t B, std::size_t T,
                            std::size_t C, std::size_t NH, cudaStream_t stream) {
    const detail::nvtx_range range{"attention_forward"};
    detail::attention_forward_cuda_capped(out, att, qkv, B, T, C, NH,
                                          detail::attention_max_blocks, stream);
}

template <class Elem>
void attention_backward_input_cuda(Elem* dqkv, const Elem* dout, const Elem* qkv, const Elem* att,
                                   std::size_t B, std::size_t T, std::size_t C, std::size_t NH,
                                   cudaStream_t stream) {
    const detail::nvtx_range range{"attention_backward_input"};
    detail::attention_backward_input_cuda_capped(dqkv, dout, qkv, att, B, T, C, NH,
                                                 detail::attention_max_blocks, stream);
}
#endif  // __CUDACC__

extern template void attention_forward_cuda<float>(float*, float*, const float*, std::size_t,
                                                   std::size_t, std::size_t, std::size_t,
                                                   cudaStream_t);
extern template void attention_backward_input_cuda<float>(float*, const float*, const float*,
                                                          const float*, std::size_t, std::size_t,
                                                          std::size_t, std::size_t, cudaStream_t);
extern template void attention_forward_cuda<bf16>(bf16*, bf16*, const bf16*, std::size_t,
                                                  std::size_t, std::size_t, std::size_t,
                                                  cudaStream_t);
extern template void attention_backward_input_cuda<bf16>(bf16*, const bf16*, const bf16*,
                                                         const bf16*, std::size_t, std::size_t,
                                                         std::size_t, std::size_t, cudaStream_t);

}  // namespace pipesched::kernels
