// Per-GPU micro-benchmarks of the CUDA kernels in kernels/cuda/ (Google Benchmark), at
// GPT-2 small's shapes (B·T = 8192, C = 768, 4C = 3072, V = 50257, 124M parameters), fp32.
//
// Each iteration flushes the L2 (a cudaMemsetAsync over twice its size, outside the timed
// region), then times one launch with CUDA events (manual time). Counters, per launch:
//   GB/s, TFLOP/s  from the napkin math beside each kernel (bytes each operand moves once);
//   floor_us       max(bytes / 4.3 TB/s, FLOPs / 67 TFLOP/s): the H200's measured copy
//                  bandwidth here (KINDS.md) and its datasheet fp32 (non-tensor) rate;
//   x_floor        measured time / floor_us (1 = at the napkin floor);
//   of_d2d         GB/s / the device-to-device copy bandwidth measured at start (a cudaMemcpy
//                  of 512 MiB, read + write counted, as copy_bench's d2d busbw): issue 20's
//                  target for the memory-bound kernels is >= 0.80;
//   cublas_us, x_cublas (linear only, when built with cuBLAS): cuBLAS's fp32 SGEMM for the same
//                  product (no bias) and our time / cuBLAS's.
// Before timing, each benchmark runs its kernel once on NaN-poisoned outputs and checks that
// every element is finite (the linears: equal to cuBLAS within 1e-3); a wrong result stops that
// benchmark with an error and makes the program exit 1 (correctness in full is in
// test/kernels/cuda_kernels_test.cu).
//
// Without a CUDA device it prints "no CUDA device" and exits 77 (as the GPU tests do), so a
// script can tell "skipped" from "failed" (bench/gpu-check.sh). Google Benchmark's flags work
// (--benchmark_filter=linear, --benchmark_out=FILE --benchmark_out_format=json).

#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/global_norm.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>

#include <benchmark/benchmark.h>

#include "cuda_bench_context.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::bench;

namespace {

constexpr double bandwidth = 4.3e12;    // B/s, device-to-device copy measured on an H200 here
constexpr double fp32_rate = 67e12;     // FLOP/s, H200 SXM datasheet, fp32 without tensor cores

// GPT-2 small.
constexpr std::size_t B = 8, T = 1024, BT = B * T, C = 768, C4 = 4 * C, V = 50257;
constexpr std::size_t n_params = 124'439'808;

// Bytes read + written per second by a plain device-to-device cudaMemcpy of 512 MiB (the mean
// of 10 after 2 untimed), measured once, on first use: the ceiling the memory-bound kernels are
// judged by.
double d2d_bandwidth() {
    static const double d2d = [] {
        auto& c = ctx();
        constexpr std::size_t bytes = std::size_t{512} << 20;
        device_buffer<char> from(bytes), to(bytes);
        from.fill_bytes(1);
        constexpr int reps = 10;
        for (int i = 0; i < 2; ++i)
            PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to.data(), from.data(), bytes, cudaMemcpyDeviceToDevice, c.stream));
        PIPESCHED_CUDA_CHECK(cudaEventRecord(c.start, c.stream));
        for (int i = 0; i < reps; ++i)
            PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to.data(), from.data(), bytes, cudaMemcpyDeviceToDevice, c.stream));
        PIPESCHED_CUDA_CHECK(cudaEventRecord(c.stop, c.stream));
        PIPESCHED_CUDA_CHECK(cudaEventSynchronize(c.stop));
        float ms = 0;
        PIPESCHED_CUDA_CHECK(cudaEventElapsedTime(&ms, c.start, c.stop));
        return 2.0 * bytes * reps / (ms * 1e-3);
    }();
    return d2d;
}

device_buffer<float> random_device(std::size_t n, std::uint64_t seed, float lo = -1, float hi = 1) {
    std::mt19937_64 gen{seed};
    std::vector<float> x(n);
    for (auto& e : x) e = lo + (hi - lo) * static_cast<float>(gen() >> 40) * 0x1.0p-24f;
    return device_buffer<float>(x);
}

device_buffer<int> random_tokens_device(std::size_t n, int vocab, std::uint64_t seed) {
    std::mt19937_64 gen{seed};
    std::vector<int> x(n);
    for (auto& e : x) e = static_cast<int>(gen() % static_cast<std::uint64_t>(vocab));
    return device_buffer<int>(x);
}

// Times `launch` once per iteration and sets the napkin counters.
// Returns the mean seconds per launch.
double run_timed(benchmark::State& state, double bytes, double flops,
                 const std::function<void()>& launch) {
    launch();  // warm-up (module load, first-touch)
    ctx().sync();
    const double mean = time_iterations(state, launch);
    const double floor = std::max(bytes / bandwidth, flops / fp32_rate);
    state.counters["GB/s"] = bytes / mean * 1e-9;
    state.counters["TFLOP/s"] = flops / mean * 1e-12;
    state.counters["floor_us"] = floor * 1e6;
    state.counters["x_floor"] = mean / floor;
    state.counters["of_d2d"] = bytes / mean / d2d_bandwidth();
    return mean;
}

constexpr double f4 = sizeof(float);

// --- Elementwise and row kernels -------------------------------------------------------

void bm_embedding_forward(benchmark::State& state) {
    auto tokens = random_tokens_device(BT, static_cast<int>(V), 1);
    auto wte = random_device(V * C, 2), wpe = random_device(T * C, 3);
    auto out = poisoned<float>(BT * C);
    auto launch = [&] {
        embedding_forward_cuda(out.data(), tokens.data(), wte.data(), wpe.data(), B, T, C,
                               ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, out, "embedding_forward out")) return;
    run_timed(state, 3.0 * BT * C * f4 + BT * 4.0, 1.0 * BT * C, launch);
}

void bm_embedding_backward_weight(benchmark::State& state) {
    auto tokens = random_tokens_device(BT, static_cast<int>(V), 1);
    auto dout = random_device(BT * C, 2);
    device_buffer<float> dwte(V * C), dwpe(T * C);
    dwte.fill_bytes(0);
    dwpe.fill_bytes(0);
    auto launch = [&] {
        embedding_backward_weight_cuda(dwte.data(), dwpe.data(), dout.data(), tokens.data(), B, T,
                                       C, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, dwpe, "embedding_backward_weight dwpe")) return;
    // reads dout, read-modify-writes the dwte rows and dwpe.
    run_timed(state, (BT * C + 2.0 * BT * C + 2.0 * T * C) * f4 + BT * 4.0, 2.0 * BT * C, launch);
}

void bm_layernorm_forward(benchmark::State& state) {
    auto inp = random_device(BT * C, 1), w = random_device(C, 2), b = random_device(C, 3);
    auto out = poisoned<float>(BT * C), mean = poisoned<float>(BT), rstd = poisoned<float>(BT);
    auto launch = [&] {
        layernorm_forward_cuda(out.data(), mean.data(), rstd.data(), inp.data(), w.data(),
                               b.data(), BT, C, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, out, "layernorm_forward out") ||
        !all_finite(state, rstd, "layernorm_forward rstd"))
        return;
    run_timed(state, (2.0 * BT * C + 2.0 * C + 2.0 * BT) * f4, 7.0 * BT * C, launch);
}

void bm_layernorm_backward_input(benchmark::State& state) {
    auto inp = random_device(BT * C, 1), w = random_device(C, 2), dout = random_device(BT * C, 3);
    auto mean = random_device(BT, 4), rstd = random_device(BT, 5, 0.5f, 2.0f);
    device_buffer<float> dinp(BT * C);
    dinp.fill_bytes(0);
    auto launch = [&] {
        layernorm_backward_input_cuda(dinp.data(), dout.data(), inp.data(), w.data(), mean.data(),
                                      rstd.data(), BT, C, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, dinp, "layernorm_backward_input dinp")) return;
    run_timed(state, (4.0 * BT * C + C + 2.0 * BT) * f4, 10.0 * BT * C, launch);
}

void bm_layernorm_backward_weight(benchmark::State& state) {
    auto inp = random_device(BT * C, 1), dout = random_device(BT * C, 3);
    auto mean = random_device(BT, 4), rstd = random_device(BT, 5, 0.5f, 2.0f);
    device_buffer<float> dw(C), db(C);
    dw.fill_bytes(0);
    db.fill_bytes(0);
    auto launch = [&] {
        layernorm_backward_weight_cuda(dw.data(), db.data(), dout.data(), inp.data(), mean.data(),
                                       rstd.data(), BT, C, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, dw, "layernorm_backward_weight dweight")) return;
    run_timed(state, (2.0 * BT * C + 2.0 * BT + 4.0 * C) * f4, 5.0 * BT * C, launch);
}

void bm_gelu_forward(benchmark::State& state) {
    const std::size_t n = BT * C4;
    auto inp = random_device(n, 1, -4, 4);
    auto out = poisoned<float>(n);
    auto launch = [&] { gelu_forward_cuda(out.data(), inp.data(), n, ctx().stream); };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, out, "gelu_forward out")) return;
    run_timed(state, 2.0 * n * f4, 8.0 * n, launch);
}

void bm_gelu_backward_input(benchmark::State& state) {
    const std::size_t n = BT * C4;
    auto inp = random_device(n, 1, -4, 4), dout = random_device(n, 2);
    auto dinp = poisoned<float>(n);
    auto launch = [&] {
        gelu_backward_input_cuda(dinp.data(), dout.data(), inp.data(), n, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, dinp, "gelu_backward_input dinp")) return;
    run_timed(state, 3.0 * n * f4, 14.0 * n, launch);
}

void bm_residual_forward(benchmark::State& state) {
    const std::size_t n = BT * C;
    auto a = random_device(n, 1), b = random_device(n, 2);
    auto out = poisoned<float>(n);
    auto launch = [&] { residual_forward_cuda(out.data(), a.data(), b.data(), n, ctx().stream); };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, out, "residual_forward out")) return;
    run_timed(state, 3.0 * n * f4, 1.0 * n, launch);
}

void bm_cross_entropy_forward(benchmark::State& state) {
    auto logits = random_device(BT * V, 1, -10, 10);
    auto targets = random_tokens_device(BT, static_cast<int>(V), 2);
    auto probs = poisoned<float>(BT * V), losses = poisoned<float>(BT);
    auto launch = [&] {
        cross_entropy_forward_cuda(losses.data(), probs.data(), logits.data(), targets.data(), BT,
                                   V, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, losses, "cross_entropy_forward losses") ||
        !all_finite(state, probs, "cross_entropy_forward probs"))
        return;
    run_timed(state, (2.0 * BT * V + BT) * f4 + BT * 4.0, 4.0 * BT * V, launch);
}

void bm_cross_entropy_backward_input(benchmark::State& state) {
    auto probs = random_device(BT * V, 1, 0, 1e-4f);
    auto targets = random_tokens_device(BT, static_cast<int>(V), 2);
    auto dlogits = poisoned<float>(BT * V);
    auto launch = [&] {
        cross_entropy_backward_input_cuda(dlogits.data(), probs.data(), targets.data(),
                                          1.0f / static_cast<float>(BT), BT, V, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, dlogits, "cross_entropy_backward_input dlogits")) return;
    run_timed(state, 2.0 * BT * V * f4 + BT * 4.0, 2.0 * BT * V, launch);
}

void bm_adamw(benchmark::State& state) {
    const std::size_t n = n_params;
    auto p = random_device(n, 1), g = random_device(n, 2);
    device_buffer<float> m(n), v(n);
    m.fill_bytes(0);
    v.fill_bytes(0);
    int step = 0;
    auto launch = [&] {
        ++step;
        adamw_step_cuda(p.data(), g.data(), m.data(), v.data(), n, step, 6e-4f, 0.9f, 0.95f, 1e-8f,
                        0.1f, ctx().stream);
    };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, p, "adamw params")) return;
    run_timed(state, 7.0 * n * f4, 14.0 * n, launch);
}

void bm_global_norm_squared(benchmark::State& state) {
    const std::size_t n = n_params;
    auto g = random_device(n, 1);
    device_buffer<double> sumsq(1);
    sumsq.fill_bytes(0);
    auto launch = [&] { global_norm_squared_cuda(sumsq.data(), g.data(), n, ctx().stream); };
    launch();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    const double s = sumsq.download()[0];
    // Σ g² over U(−1,1) is n/3 give or take a few √n.
    if (!(std::abs(s - n / 3.0) < 0.01 * n)) {
        fail(state, "global_norm_squared: sum " + std::to_string(s) + ", expected ≈ " +
                        std::to_string(n / 3.0));
        return;
    }
    run_timed(state, 1.0 * n * f4, 2.0 * n, launch);
}

// --- Linear: ours against cuBLAS -------------------------------------------------------

constexpr std::size_t LN = BT, LC = C, LOC = C4;  // the MLP's first linear
constexpr double linear_flops = 2.0 * LN * LC * LOC;

enum class linear_pass { forward, dgrad, wgrad };

void bm_linear(benchmark::State& state, linear_pass pass) {
    auto inp = random_device(LN * LC, 1), w = random_device(LOC * LC, 2);
    auto bias = random_device(LOC, 3), dout = random_device(LN * LOC, 4);
    std::size_t out_n = 0;
    double bytes = 0;
    switch (pass) {
        case linear_pass::forward:
            out_n = LN * LOC;
            bytes = (LN * LC + LOC * LC + LOC + LN * LOC) * f4;
            break;
        case linear_pass::dgrad:
            out_n = LN * LC;
            bytes = (LN * LOC + LOC * LC + LN * LC) * f4;
            break;
        case linear_pass::wgrad:
            out_n = LOC * LC;
            bytes = (LN * LOC + LN * LC + 2.0 * LOC * LC + 2.0 * LOC) * f4;
            break;
    }
    auto out = poisoned<float>(out_n);
    device_buffer<float> dbias(LOC);
    auto ours = [&] {
        switch (pass) {
            case linear_pass::forward:
                linear_forward_cuda(out.data(), inp.data(), w.data(), nullptr, LN, LC, LOC,
                                    ctx().stream);
                break;
            case linear_pass::dgrad:
                linear_backward_input_cuda(out.data(), dout.data(), w.data(), LN, LC, LOC,
                                           ctx().stream);
                break;
            case linear_pass::wgrad:
                linear_backward_weight_cuda(out.data(), nullptr, dout.data(), inp.data(), LN, LC,
                                            LOC, ctx().stream);
                break;
        }
    };
    if (pass == linear_pass::wgrad) out.fill_bytes(0);  // accumulates
    ours();
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    if (!all_finite(state, out, "linear out")) return;
#ifdef PIPESCHED_HAVE_CUBLAS
    // Row-major products as column-major cuBLAS calls (fp32 SGEMM, no bias, no TF32).
    auto ref = poisoned<float>(out_n);
    const float one = 1.0f, zero = 0.0f;
    auto blas = [&](float* dst, float beta) {
        auto h = ctx().cublas;
        const int n = static_cast<int>(LN), c = static_cast<int>(LC), oc = static_cast<int>(LOC);
        switch (pass) {
            case linear_pass::forward:  // outᵀ[OC,N] = W[OC,C]·inpᵀ
                PIPESCHED_CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_N, oc, n, c, &one,
                                                   w.data(), c, inp.data(), c, &beta, dst, oc));
                break;
            case linear_pass::dgrad:  // dinpᵀ[C,N] = Wᵀ[C,OC]·doutᵀ
                PIPESCHED_CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, c, n, oc, &one,
                                                   w.data(), c, dout.data(), oc, &beta, dst, c));
                break;
            case linear_pass::wgrad:  // dWᵀ[C,OC] += inpᵀ[C,N]·dout[N,OC]
                PIPESCHED_CUBLAS_CHECK(cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_T, c, oc, n, &one,
                                                   inp.data(), c, dout.data(), oc, &beta, dst, c));
                break;
        }
    };
    blas(ref.data(), zero);
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(ctx().stream));
    {
        const auto a = out.download(), r = ref.download();
        for (std::size_t i = 0; i < a.size(); ++i) {
            if (!(std::abs(a[i] - r[i]) <= 1e-3f + 1e-3f * std::abs(r[i]))) {
                fail(state, "linear differs from cuBLAS at " + std::to_string(i) + ": " +
                                std::to_string(a[i]) + " vs " + std::to_string(r[i]));
                return;
            }
        }
    }
    const float beta = pass == linear_pass::wgrad ? 1.0f : 0.0f;
    blas(ref.data(), beta);  // warm-up
    constexpr int blas_reps = 10;
    const double blas_mean = ctx().time_mean(blas_reps, [&] { blas(ref.data(), beta); });
#endif
    [[maybe_unused]] const double ours_mean = run_timed(state, bytes, linear_flops, ours);
#ifdef PIPESCHED_HAVE_CUBLAS
    state.counters["cublas_us"] = blas_mean * 1e6;
    state.counters["x_cublas"] = ours_mean / blas_mean;
#endif
}

void print_header() {
    print_device_line();
    std::printf("# floors from %.1f TB/s and %.0f TFLOP/s fp32; fp32 kernels, GPT-2 small shapes\n",
                bandwidth * 1e-12, fp32_rate * 1e-12);
    std::printf("# measured device-to-device copy: %.0f GB/s (read + write); of_d2d is GB/s over it\n",
                d2d_bandwidth() * 1e-9);
#ifndef PIPESCHED_HAVE_CUBLAS
    std::printf("# built without cuBLAS: no x_cublas column\n");
#endif
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    if (const auto exit_code = start_or_exit_code(argc, argv, "the CUDA kernel benchmarks"))
        return *exit_code;
    print_header();
    const auto reg = [](const char* name, auto fn) {
        benchmark::RegisterBenchmark(name, fn)
            ->UseManualTime()
            ->Unit(benchmark::kMicrosecond)
            ->MinTime(0.2);
    };
    reg("embedding_forward", bm_embedding_forward);
    reg("embedding_backward_weight", bm_embedding_backward_weight);
    reg("layernorm_forward", bm_layernorm_forward);
    reg("layernorm_backward_input", bm_layernorm_backward_input);
    reg("layernorm_backward_weight", bm_layernorm_backward_weight);
    reg("linear_forward", [](benchmark::State& s) { bm_linear(s, linear_pass::forward); });
    reg("linear_backward_input", [](benchmark::State& s) { bm_linear(s, linear_pass::dgrad); });
    reg("linear_backward_weight", [](benchmark::State& s) { bm_linear(s, linear_pass::wgrad); });
    reg("gelu_forward", bm_gelu_forward);
    reg("gelu_backward_input", bm_gelu_backward_input);
    reg("residual_forward", bm_residual_forward);
    reg("cross_entropy_forward", bm_cross_entropy_forward);
    reg("cross_entropy_backward_input", bm_cross_entropy_backward_input);
    reg("adamw_step", bm_adamw);
    reg("global_norm_squared", bm_global_norm_squared);
    return run_benchmarks("cuda_kernels_bench", "a kernel produced a wrong result");
}
