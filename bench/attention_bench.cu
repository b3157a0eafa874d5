// Micro-benchmarks of the fused causal bf16 attention (kernels/cuda/flash_attention.cuh) on one
// GPU (Google Benchmark): T = 1024 and 4096, head dim 64 and 128, C = 2048 (NH = 32 or 16) and
// B·T = 16384 tokens, so B·NH·(T/64) = 4096 or 8192 forward CTAs fill the 132 SMs many times.
//
// FLOPs counted (causal, the pairs t2 ≤ t only, the same count for every variant):
//   forward  = 4·hs a pair · B·NH·T(T+1)/2 = 2·B·NH·hs·T(T+1)   (Q·Kᵀ and P·V)
//   backward = 2.5 × forward                                      (Sᵀ again, dPᵀ, dV, dK, dQ)
// Counters: TFLOP/s; of_peak = TFLOP/s over 989, the H200 SXM's dense bf16 tensor-core rate
// (NVIDIA's H200 spec sheet; issue 20's target: forward ≥ 0.5 at T = 4096, hs = 128);
// forward only: unfused_us, the unfused version's time (cuBLAS strided-batched bf16 GEMM
// S = Q·Kᵀ in fp32, a causal softmax kernel writing P in bf16, GEMM O = P·V; it computes the
// whole T×T and keeps it in memory) and x_unfused = unfused time / fused time (> 1: faster).
//
// Each timed launch follows an L2 flush (a memset over twice its size, outside the events).
// Before timing, the fused forward is compared with the unfused one on the same inputs
// (|a − r| ≤ 4·2⁻⁸ + 2⁻⁷·|r|: each is within (u + small)·max|v| + u·|out| of the exact result,
// u = 2⁻⁸, inputs in [−1, 1]) and the backward's dqkv must be finite everywhere (correctness
// in full: test/kernels/cuda_flash_attention_test.cu); a mismatch stops that benchmark and
// makes the program exit 1. Without a CUDA device it exits 77; built without cuBLAS, the
// unfused columns are absent. Short run: --benchmark_min_time=0.05 (bench/gpu-check.sh).

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/flash_attention.cuh>

#include <benchmark/benchmark.h>
#include <cuda_bf16.h>

#include "cuda_bench_context.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::bench;

namespace {

constexpr double bf16_peak = 989e12;  // FLOP/s, H200 SXM dense bf16 (spec sheet)
constexpr std::size_t tokens = 16384, C = 2048;

struct shape {
    std::size_t B, T, NH, hs;
    explicit shape(benchmark::State& state)
        : B(tokens / static_cast<std::size_t>(state.range(0))),
          T(static_cast<std::size_t>(state.range(0))),
          NH(C / static_cast<std::size_t>(state.range(1))),
          hs(static_cast<std::size_t>(state.range(1))) {}
    double forward_flops() const { return 2.0 * B * NH * hs * T * (T + 1.0); }
};

// Times `launch` once per iteration (manual time); returns the mean seconds.
double run_timed(benchmark::State& state, double flops, const std::function<void()>& launch) {
    launch();  // warm-up (module load, first touch)
    ctx().sync();
    const double mean = time_iterations(state, launch);
    state.counters["TFLOP/s"] = flops / mean * 1e-12;
    state.counters["of_peak"] = flops / mean / bf16_peak;
    return mean;
}

#ifdef PIPESCHED_HAVE_CUBLAS
// The causal softmax of one [T] row of scores per block, into bf16 probabilities (zeros above
// the diagonal). Napkin math: reads the row's lower half in fp32 twice, writes T bf16.
constexpr int softmax_block = 256;
__global__ void causal_softmax_kernel(__nv_bfloat16* p, const float* s, std::size_t rows, int T) {
    __shared__ float partial[softmax_block / 32];
    for (std::size_t row = blockIdx.x; row < rows; row += gridDim.x) {
        const int t = static_cast<int>(row % T);
        const float* x = s + row * T;
        auto block_reduce = [&](float v, bool is_max) {
            for (int off = 16; off > 0; off /= 2) {
                const float o = __shfl_xor_sync(0xffffffffu, v, off);
                v = is_max ? fmaxf(v, o) : v + o;
            }
            if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = v;
            __syncthreads();
            float r = partial[0];
            for (int w = 1; w < softmax_block / 32; ++w)
                r = is_max ? fmaxf(r, partial[w]) : r + partial[w];
            __syncthreads();
            return r;
        };
        float m = -INFINITY;
        for (int j = threadIdx.x; j <= t; j += softmax_block) m = fmaxf(m, x[j]);
        m = block_reduce(m, true);
        float sum = 0;
        for (int j = threadIdx.x; j <= t; j += softmax_block) sum += expf(x[j] - m);
        const float inv = 1.0f / block_reduce(sum, false);
        for (int j = threadIdx.x; j < T; j += softmax_block)
            p[row * T + j] = __float2bfloat16_rn(j <= t ? expf(x[j] - m) * inv : 0.0f);
    }
}

// out = causal attention of qkv through the full T×T matrices: per sequence b, NH-batched
// column-major GEMMs over the row-major [T, hs] head slices (leading dimension 3C or C).
struct unfused_attention {
    shape z;
    device_buffer<float> scores;
    device_buffer<bf16> probs;
    explicit unfused_attention(const shape& s)
        : z(s), scores(s.NH * s.T * s.T), probs(s.NH * s.T * s.T) {}
    void operator()(bf16* out, const bf16* qkv) {
        const int T = static_cast<int>(z.T), hs = static_cast<int>(z.hs);
        const int NH = static_cast<int>(z.NH), ld3 = static_cast<int>(3 * C);
        const long long tt = static_cast<long long>(z.T) * z.T;
        const float scale = 1.0f / std::sqrt(static_cast<float>(z.hs)), one = 1.0f, zero = 0.0f;
        for (std::size_t b = 0; b < z.B; ++b) {
            const bf16* q = qkv + b * z.T * 3 * C;
            // Sᵀ (column-major [T, T], i.e. row-major S[t][t2]) = Kᵀ·Q over each head.
            PIPESCHED_CUBLAS_CHECK(cublasGemmStridedBatchedEx(
                ctx().cublas, CUBLAS_OP_T, CUBLAS_OP_N, T, T, hs, &scale, q + C, CUDA_R_16BF, ld3,
                hs, q, CUDA_R_16BF, ld3, hs, &zero, scores.data(), CUDA_R_32F, T, tt, NH,
                CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
            causal_softmax_kernel<<<static_cast<unsigned>(std::min<std::size_t>(z.NH * z.T, 65536)),
                                    softmax_block, 0, ctx().stream>>>(
                reinterpret_cast<__nv_bfloat16*>(probs.data()), scores.data(), z.NH * z.T, T);
            PIPESCHED_CUDA_CHECK_LAUNCH();
            // Oᵀ (column-major [hs, T], row stride C) = Vᵀ·Pᵀ.
            PIPESCHED_CUBLAS_CHECK(cublasGemmStridedBatchedEx(
                ctx().cublas, CUBLAS_OP_N, CUBLAS_OP_N, hs, T, T, &one, q + 2 * C, CUDA_R_16BF,
                ld3, hs, probs.data(), CUDA_R_16BF, T, tt, &zero, out + b * z.T * C, CUDA_R_16BF,
                static_cast<int>(C), hs, NH, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
        }
    }
};
#endif

void bm_flash_forward(benchmark::State& state) {
    const shape z(state);
    auto qkv = random_bf16(z.B * z.T * 3 * C, 1);
    auto out = poisoned<bf16>(z.B * z.T * C);
    auto lse = poisoned<float>(z.B * z.NH * z.T);
    auto fused = [&] {
        flash_attention_forward_cuda(out.data(), lse.data(), qkv.data(), z.B, z.T, C, z.NH,
                                     ctx().stream);
    };
    fused();
    ctx().sync();
    if (!all_finite(state, out, "flash forward out")) return;
#ifdef PIPESCHED_HAVE_CUBLAS
    unfused_attention unfused(z);
    auto ref = poisoned<bf16>(z.B * z.T * C);
    unfused(ref.data(), qkv.data());
    ctx().sync();
    {
        const auto a = out.download(), r = ref.download();
        for (std::size_t i = 0; i < a.size(); ++i) {
            const double x = to_float(a[i]), y = to_float(r[i]);
            if (!(std::abs(x - y) <= 4 * 0x1.0p-8 + 0x1.0p-7 * std::abs(y))) {
                fail(state, "flash forward differs from the unfused one at " + std::to_string(i) +
                                ": " + std::to_string(x) + " vs " + std::to_string(y));
                return;
            }
        }
    }
    constexpr int unfused_reps = 3;
    const double unfused_mean =
        ctx().time_mean(unfused_reps, [&] { unfused(ref.data(), qkv.data()); });
#endif
    [[maybe_unused]] const double mean = run_timed(state, z.forward_flops(), fused);
#ifdef PIPESCHED_HAVE_CUBLAS
    state.counters["unfused_us"] = unfused_mean * 1e6;
    state.counters["x_unfused"] = unfused_mean / mean;
#endif
}

void bm_flash_backward(benchmark::State& state) {
    const shape z(state);
    auto qkv = random_bf16(z.B * z.T * 3 * C, 1);
    auto dout = random_bf16(z.B * z.T * C, 2);
    device_buffer<bf16> out(z.B * z.T * C);
    device_buffer<float> lse(z.B * z.NH * z.T);
    flash_attention_forward_cuda(out.data(), lse.data(), qkv.data(), z.B, z.T, C, z.NH,
                                 ctx().stream);
    auto dqkv = poisoned<bf16>(z.B * z.T * 3 * C);
    auto launch = [&] {
        flash_attention_backward_input_cuda(dqkv.data(), dout.data(), qkv.data(), out.data(),
                                            lse.data(), z.B, z.T, C, z.NH, ctx().stream);
    };
    launch();
    ctx().sync();
    if (!all_finite(state, dqkv, "flash backward dqkv")) return;
    run_timed(state, 2.5 * z.forward_flops(), launch);
}

void print_header() {
    print_device_line();
    std::printf("# causal attention, bf16, C = %zu, B·T = %zu; of_peak over %.0f TFLOP/s "
                "(H200 SXM dense bf16, spec sheet)\n",
                C, tokens, bf16_peak * 1e-12);
#ifndef PIPESCHED_HAVE_CUBLAS
    std::printf("# built without cuBLAS: no unfused columns\n");
#endif
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    if (const auto exit_code = start_or_exit_code(argc, argv, "the attention benchmarks"))
        return *exit_code;
    print_header();
    for (auto* b : {benchmark::RegisterBenchmark("flash_attention_forward", bm_flash_forward),
                    benchmark::RegisterBenchmark("flash_attention_backward", bm_flash_backward)})
        b->ArgNames({"T", "hs"})
            ->ArgsProduct({{1024, 4096}, {64, 128}})
            ->UseManualTime()
            ->Unit(benchmark::kMicrosecond);  // --benchmark_min_time sets the run length
    return run_benchmarks("attention_bench", "an attention result is wrong");
}
