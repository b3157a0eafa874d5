#pragma once
// What the CUDA kernel benches (attention_bench, matmul_bench, cuda_kernels_bench) share, so
// they time and check the same way: one context a program (a stream, two events, the L2 flush
// buffer and, with cuBLAS, a handle on the stream) that times one launch after an L2 flush;
// the manual-time loop of a benchmark; seeded bf16 inputs made on the device; NaN-poisoned
// outputs; the flag a failed check sets so that the program exits 1; and main's start and end
// (exit 77 without a device, so that bench/gpu-check.sh tells "skipped" from "failed").
#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include <benchmark/benchmark.h>
#include <cuda_bf16.h>

#ifdef PIPESCHED_HAVE_CUBLAS
#include <cublas_v2.h>
#endif

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <functional>
#include <optional>
#include <string>

#ifdef PIPESCHED_HAVE_CUBLAS
#define PIPESCHED_CUBLAS_CHECK(expr)                                                         \
    do {                                                                                     \
        const cublasStatus_t st_ = (expr);                                                   \
        if (st_ != CUBLAS_STATUS_SUCCESS)                                                    \
            throw ::pipesched::kernels::cuda_error(std::string(__FILE__) + ":" +             \
                                                   std::to_string(__LINE__) + ": " + #expr + \
                                                   ": " + cublasGetStatusString(st_));       \
    } while (0)
#endif

namespace pipesched::bench {

// Set by a failed correctness check: the program exits 1 once every benchmark has run.
inline bool g_failed = false;

// Skips the benchmark with `msg` and marks the run failed; returns false (for `return fail(...)`).
inline bool fail(benchmark::State& state, const std::string& msg) {
    state.SkipWithError(msg.c_str());
    g_failed = true;
    return false;
}

// A stream, two events, the L2 flush buffer (and a cuBLAS handle on the stream).
struct cuda_bench_context {
    cudaStream_t stream{};
    cudaEvent_t start{}, stop{};
    kernels::device_buffer<char> flush;
#ifdef PIPESCHED_HAVE_CUBLAS
    cublasHandle_t cublas{};
#endif
    cuda_bench_context() {
        PIPESCHED_CUDA_CHECK(cudaStreamCreate(&stream));
        PIPESCHED_CUDA_CHECK(cudaEventCreate(&start));
        PIPESCHED_CUDA_CHECK(cudaEventCreate(&stop));
        int device = 0, l2 = 0;
        PIPESCHED_CUDA_CHECK(cudaGetDevice(&device));
        PIPESCHED_CUDA_CHECK(cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, device));
        flush = kernels::device_buffer<char>(2 * static_cast<std::size_t>(std::max(l2, 1 << 20)));
#ifdef PIPESCHED_HAVE_CUBLAS
        PIPESCHED_CUBLAS_CHECK(cublasCreate(&cublas));
        PIPESCHED_CUBLAS_CHECK(cublasSetStream(cublas, stream));
#endif
    }
    // Seconds of one call of `launch`, after an L2 flush (outside the events).
    double time_once(const std::function<void()>& launch) {
        PIPESCHED_CUDA_CHECK(cudaMemsetAsync(flush.data(), 0, flush.bytes(), stream));
        PIPESCHED_CUDA_CHECK(cudaEventRecord(start, stream));
        launch();
        PIPESCHED_CUDA_CHECK(cudaEventRecord(stop, stream));
        PIPESCHED_CUDA_CHECK(cudaEventSynchronize(stop));
        float ms = 0;
        PIPESCHED_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
        return ms * 1e-3;
    }
    // The mean seconds of `reps` calls of time_once (a reference such as cuBLAS, timed alike).
    double time_mean(int reps, const std::function<void()>& launch) {
        double total = 0;
        for (int i = 0; i < reps; ++i) total += time_once(launch);
        return total / reps;
    }
    void sync() { PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(stream)); }
};

// The program's one context, made on first use (after the device check in main).
inline cuda_bench_context& ctx() {
    static cuda_bench_context c;
    return c;
}

// Times `launch` once per benchmark iteration with time_once (manual time); returns the mean
// seconds a launch.
inline double time_iterations(benchmark::State& state, const std::function<void()>& launch) {
    double total = 0;
    for (auto _ : state) {
        const double s = ctx().time_once(launch);
        state.SetIterationTime(s);
        total += s;
    }
    return total /
           static_cast<double>(std::max<benchmark::IterationCount>(state.iterations(), 1));
}

// Uniform in [−1, 1), rounded to bf16, from a splitmix64 hash of the index and seed, made on
// the device (the largest operands are 128 Mi elements: a host generator and upload would
// dominate the run). Static: each bench is one translation unit.
static __global__ void fill_uniform_bf16_kernel(__nv_bfloat16* x, std::size_t n,
                                                std::uint64_t seed) {
    for (std::size_t i = std::size_t(blockIdx.x) * blockDim.x + threadIdx.x; i < n;
         i += std::size_t(gridDim.x) * blockDim.x) {
        std::uint64_t z = (i + 1) * 0x9e3779b97f4a7c15ull ^ seed;  // splitmix64's finaliser
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        x[i] = __float2bfloat16_rn(static_cast<float>(z >> 40) * 0x1.0p-23f - 1.0f);
    }
}

inline kernels::device_buffer<kernels::bf16> random_bf16(std::size_t n, std::uint64_t seed) {
    kernels::device_buffer<kernels::bf16> b(n);
    fill_uniform_bf16_kernel<<<1024, 256, 0, ctx().stream>>>(
        reinterpret_cast<__nv_bfloat16*>(b.data()), n, seed);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    ctx().sync();
    return b;
}

// An output that reads NaN until a kernel writes it (all bits set: a NaN in fp32 and bf16).
template <class T>
kernels::device_buffer<T> poisoned(std::size_t n) {
    kernels::device_buffer<T> b(n);
    b.fill_bytes(0xFF);
    return b;
}

// Every element finite (a poisoned output left unwritten fails); else fail() with the index.
template <class T>
bool all_finite(benchmark::State& state, const kernels::device_buffer<T>& b, const char* what) {
    const auto h = b.download();
    for (std::size_t i = 0; i < h.size(); ++i)
        if (!std::isfinite(static_cast<float>(h[i])))
            return fail(state, std::string(what) + ": element " + std::to_string(i) +
                                   " is not finite");
    return true;
}

// The first line of a bench's header: which GPU it ran on.
inline void print_device_line() {
    int device = 0;
    cudaDeviceProp prop{};
    PIPESCHED_CUDA_CHECK(cudaGetDevice(&device));
    PIPESCHED_CUDA_CHECK(cudaGetDeviceProperties(&prop, device));
    char bus[32] = {};
    PIPESCHED_CUDA_CHECK(cudaDeviceGetPCIBusId(bus, sizeof bus, device));
    std::printf("# device %d: %s, bus %s, %d SMs, L2 %d MiB, %.1f GiB\n", device, prop.name, bus,
                prop.multiProcessorCount, prop.l2CacheSize >> 20,
                static_cast<double>(prop.totalGlobalMem) / (1 << 30));
}

// main's start: the exit code when the bench cannot run (77 without a CUDA device, saying it
// skips `what`; 1 for a flag Google Benchmark does not know), else nothing, with Google
// Benchmark initialised.
inline std::optional<int> start_or_exit_code(int& argc, char** argv, const char* what) {
    if (!kernels::cuda_device_available()) {
        std::printf("no CUDA device: skipping %s (exit 77)\n", what);
        return 77;
    }
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
    return std::nullopt;
}

// main's end: runs the registered benchmarks; 1 when one threw (`program: what()` on stderr)
// or a check failed (`program: failed_what`), else 0.
inline int run_benchmarks(const char* program, const char* failed_what) {
    try {
        benchmark::RunSpecifiedBenchmarks();
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s: %s\n", program, e.what());
        return 1;
    }
    benchmark::Shutdown();
    if (g_failed) std::fprintf(stderr, "%s: %s\n", program, failed_what);
    return g_failed ? 1 : 0;
}

}  // namespace pipesched::bench
