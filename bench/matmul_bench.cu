// The hand-written bf16 linears against cuBLAS, per GPU (Google Benchmark): the Hopper wgmma
// kernel (kernels/cuda/linear_wgmma.cuh; rows "wgmma/...", registered first so that a run
// cut short by a time budget has them) and the portable mma.sync one
// (kernels/cuda/linear_mma.cuh; "mma/..."), each of the three GEMMs at transformer shapes,
// bf16 in, fp32 accumulation.
//
//   shapes (N tokens × OC outputs × C inputs; every GEMM is 2·N·C·OC FLOPs):
//     8192×8192×8192 (issue 30's square target), 8192×4096×4096, 8192×16384×4096 (an MLP
//     up), 8192×4096×16384 (an MLP down), GPT-2 small at one 1024-token sequence and at
//     8·1024 tokens, GPT-2 medium at 8·1024 (C = 768 / 1024): attention qkv (OC = 3C), MLP up
//     (OC = 4C), attention projection (OC = C), MLP down (C_in = 4C, OC = C).
//   forward   out[N,OC] = inp·Wᵀ     (bf16 out)   against cublasGemmEx(T, N)
//   dgrad     dinp[N,C] = dout·W     (bf16 out)   against cublasGemmEx(N, N)
//   wgrad     dW[OC,C] += doutᵀ·inp  (fp32 out)   against cublasGemmEx(N, T), beta = 1
//             split over N into linear_mma_wgrad_splits / linear_wgmma_wgrad_splits slices
//             where the output has too few tiles for the GPU (the split's reduction kernel is
//             inside the timed region)
//   (no bias on either side: cublasGemmEx has none, and the bias adds O(N·OC) to O(N·C·OC).)
//
// Before timing, each benchmark runs ours and cuBLAS once (fresh outputs, cuBLAS with beta = 0)
// and compares every element on the device, |ours − cuBLAS| ≤ rtol·|cuBLAS| + atol with
// rtol = 2⁻⁷ for bf16 outputs (both round an fp32 sum once: at most one bf16 ulp apart) or 2⁻¹⁶
// for fp32, and atol = 2·K·u·√K (u = 2⁻²⁴, √K the typical size of a sum of K products of
// U(−1,1) values): a sanity check that stops a wrong kernel from being timed (the derived
// bounds are in test/kernels/cuda_linear_mma_test.cu). A mismatch names the first index and
// both values, skips that benchmark with an error and makes the program exit 1.
//
// Timing: each iteration flushes the L2 (a memset over twice its size, outside the timed
// region), then times one launch with CUDA events (manual time); cuBLAS is timed the same way,
// 10 times. Counters:
//   TFLOP/s         ours; cublas_TFLOP/s  cuBLAS's
//   vs_cublas       cuBLAS's time / ours (1 = as fast; issue 30's target for wgmma is ≥ 0.8)
//   of_peak         ours / 989 TFLOP/s (the H100/H200 SXM dense bf16 datasheet figure)
//   splits          wgrad's split-K slices (1: unsplit)
//
// The wgmma rows are skipped (an error row, not a failure) on a GPU other than sm_90.
// Without a CUDA device it prints "no CUDA device" and exits 77. Without cuBLAS in the toolkit
// it times ours only and says so. Google Benchmark's flags work: --benchmark_filter=forward,
// --benchmark_min_time=0.05 (seconds per benchmark; the default 0.5), --benchmark_out=FILE
// --benchmark_out_format=json.

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/linear_mma.cuh>
#include <kernels/cuda/linear_wgmma.cuh>

#include <benchmark/benchmark.h>
#include <cuda_bf16.h>

#include "cuda_bench_context.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::bench;

namespace {

constexpr double bf16_peak = 989e12;  // FLOP/s, H100/H200 SXM dense bf16 (datasheet)
constexpr int cublas_reps = 10;

__device__ float as_float(__nv_bfloat16 x) { return __bfloat162float(x); }
__device__ float as_float(float x) { return x; }

// Counts the elements where |a − r| > rtol·|r| + atol (NaN counts) and keeps the first index.
template <class T>
__global__ void compare_kernel(const T* a, const T* r, std::size_t n, float rtol, float atol,
                               unsigned long long* count, unsigned long long* first) {
    for (std::size_t i = blockIdx.x * std::size_t{blockDim.x} + threadIdx.x; i < n;
         i += std::size_t{gridDim.x} * blockDim.x) {
        const float x = as_float(a[i]), y = as_float(r[i]);
        if (!(fabsf(x - y) <= rtol * fabsf(y) + atol)) {
            atomicAdd(count, 1ull);
            atomicMin(first, static_cast<unsigned long long>(i));
        }
    }
}

// "" when ours matches the reference element-wise, else the first mismatch and the count.
template <class T>
std::string compare(const device_buffer<T>& ours, const device_buffer<T>& ref, float rtol,
                    float atol) {
    using D = std::conditional_t<std::is_same_v<T, bf16>, __nv_bfloat16, float>;
    device_buffer<unsigned long long> stats(std::vector<unsigned long long>{0, ~0ull});
    compare_kernel<<<1024, 256, 0, ctx().stream>>>(
        reinterpret_cast<const D*>(ours.data()), reinterpret_cast<const D*>(ref.data()),
        ours.size(), rtol, atol, stats.data(), stats.data() + 1);
    PIPESCHED_CUDA_CHECK_LAUNCH();
    ctx().sync();
    const auto s = stats.download();
    if (s[0] == 0) return {};
    T a{}, r{};
    PIPESCHED_CUDA_CHECK(cudaMemcpy(&a, ours.data() + s[1], sizeof(T), cudaMemcpyDeviceToHost));
    PIPESCHED_CUDA_CHECK(cudaMemcpy(&r, ref.data() + s[1], sizeof(T), cudaMemcpyDeviceToHost));
    return "index " + std::to_string(s[1]) + ": ours " +
           std::to_string(static_cast<float>(a)) + ", cuBLAS " +
           std::to_string(static_cast<float>(r)) + " (" + std::to_string(s[0]) + " of " +
           std::to_string(ours.size()) + " differ)";
}

enum class gemm { forward, dgrad, wgrad };
enum class impl { wgmma, mma };

struct shape {
    const char* name;
    std::size_t N, C, OC;
};

void bm_matmul(benchmark::State& state, impl kernel, gemm which, shape sh) {
    const std::size_t N = sh.N, C = sh.C, OC = sh.OC;
    if (kernel == impl::wgmma && !linear_wgmma_available()) {
        state.SkipWithError("wgmma: not an sm_90 GPU, or no sm_90a code in this build");
        return;
    }
    const std::size_t K = which == gemm::forward ? C : which == gemm::dgrad ? OC : N;
    const double flops = 2.0 * N * C * OC;
    auto& c = ctx();
    device_buffer<bf16> inp, w, dout;
    if (which != gemm::dgrad) inp = random_bf16(N * C, 1);
    if (which != gemm::wgrad) w = random_bf16(OC * C, 2);
    if (which != gemm::forward) dout = random_bf16(N * OC, 3);
    int splits = 1;
    device_buffer<float> workspace;
    if (which == gemm::wgrad) {
        int device = 0, sms = 0;
        PIPESCHED_CUDA_CHECK(cudaGetDevice(&device));
        PIPESCHED_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
        if (kernel == impl::wgmma) {
            splits = linear_wgmma_wgrad_splits(N, C, OC, sms);
            workspace = device_buffer<float>(linear_wgmma_wgrad_workspace_floats(splits, C, OC));
        } else {
            splits = linear_mma_wgrad_splits(N, C, OC, sms);
            workspace = device_buffer<float>(linear_mma_wgrad_workspace_floats(splits, C, OC));
        }
    }
    const std::size_t out_n = which == gemm::forward ? N * OC : which == gemm::dgrad ? N * C : OC * C;
    device_buffer<bf16> out_bf16, ref_bf16;
    device_buffer<float> out_f32, ref_f32;
    if (which == gemm::wgrad) {
        out_f32 = device_buffer<float>(out_n);
        ref_f32 = device_buffer<float>(out_n);
        out_f32.fill_bytes(0);  // accumulates
    } else {
        out_bf16 = device_buffer<bf16>(out_n);
        ref_bf16 = device_buffer<bf16>(out_n);
        out_bf16.fill_bytes(0xFF);  // NaN until written
    }
    const auto ours_wgmma = [&] {
        switch (which) {
            case gemm::forward:
                linear_forward_wgmma_cuda(out_bf16.data(), inp.data(), w.data(), nullptr, N, C, OC,
                                          c.stream);
                break;
            case gemm::dgrad:
                linear_backward_input_wgmma_cuda(out_bf16.data(), dout.data(), w.data(), N, C, OC,
                                                 c.stream);
                break;
            case gemm::wgrad:
                linear_backward_weight_wgmma_cuda(out_f32.data(), nullptr, dout.data(), inp.data(),
                                                  N, C, OC, splits, workspace.data(), c.stream);
                break;
        }
    };
    const auto ours = [&] {
        if (kernel == impl::wgmma) return ours_wgmma();
        switch (which) {
            case gemm::forward:
                linear_forward_mma_cuda(out_bf16.data(), inp.data(), w.data(), nullptr, N, C, OC,
                                        c.stream);
                break;
            case gemm::dgrad:
                linear_backward_input_mma_cuda(out_bf16.data(), dout.data(), w.data(), N, C, OC,
                                               c.stream);
                break;
            case gemm::wgrad:
                linear_backward_weight_mma_split_cuda(out_f32.data(), nullptr, dout.data(),
                                                      inp.data(), N, C, OC, splits,
                                                      workspace.data(), c.stream);
                break;
        }
    };
    ours();
    c.sync();

#ifdef PIPESCHED_HAVE_CUBLAS
    // Row-major products as column-major cuBLAS calls: bf16 in, fp32 compute.
    const auto blas = [&](float beta) {
        const float one = 1.0f;
        const int n = static_cast<int>(N), ci = static_cast<int>(C), oc = static_cast<int>(OC);
        switch (which) {
            case gemm::forward:  // outᵀ[OC,N] = W[OC,C]·inpᵀ
                PIPESCHED_CUBLAS_CHECK(cublasGemmEx(
                    c.cublas, CUBLAS_OP_T, CUBLAS_OP_N, oc, n, ci, &one, w.data(), CUDA_R_16BF,
                    ci, inp.data(), CUDA_R_16BF, ci, &beta, ref_bf16.data(), CUDA_R_16BF, oc,
                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
                break;
            case gemm::dgrad:  // dinpᵀ[C,N] = Wᵀ[C,OC]·doutᵀ
                PIPESCHED_CUBLAS_CHECK(cublasGemmEx(
                    c.cublas, CUBLAS_OP_N, CUBLAS_OP_N, ci, n, oc, &one, w.data(), CUDA_R_16BF,
                    ci, dout.data(), CUDA_R_16BF, oc, &beta, ref_bf16.data(), CUDA_R_16BF, ci,
                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
                break;
            case gemm::wgrad:  // dWᵀ[C,OC] += inpᵀ[C,N]·dout[N,OC]
                PIPESCHED_CUBLAS_CHECK(cublasGemmEx(
                    c.cublas, CUBLAS_OP_N, CUBLAS_OP_T, ci, oc, n, &one, inp.data(), CUDA_R_16BF,
                    ci, dout.data(), CUDA_R_16BF, oc, &beta, ref_f32.data(), CUDA_R_32F, ci,
                    CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT));
                break;
        }
    };
    blas(0.0f);
    c.sync();
    const float atol = static_cast<float>(2.0 * K * std::ldexp(1.0, -24) * std::sqrt(double(K)));
    const std::string mismatch = which == gemm::wgrad
                                     ? compare(out_f32, ref_f32, 0x1.0p-16f, atol)
                                     : compare(out_bf16, ref_bf16, 0x1.0p-7f, atol);
    if (!mismatch.empty()) {
        fail(state, "differs from cuBLAS at " + mismatch);
        return;
    }
    const float beta = which == gemm::wgrad ? 1.0f : 0.0f;
    blas(beta);  // warm-up
    const double blas_mean = c.time_mean(cublas_reps, [&] { blas(beta); });
#endif

    const double mean = time_iterations(state, ours);
    state.counters["TFLOP/s"] = flops / mean * 1e-12;
    state.counters["of_peak"] = flops / mean / bf16_peak;
    state.counters["splits"] = splits;
#ifdef PIPESCHED_HAVE_CUBLAS
    state.counters["cublas_TFLOP/s"] = flops / blas_mean * 1e-12;
    state.counters["vs_cublas"] = blas_mean / mean;
#endif
}

void print_header() {
    print_device_line();
    std::printf("# bf16 wgmma (linear_wgmma.cuh, available here: %s) and mma.sync (linear_mma.cuh) "
                "linears vs cuBLAS; of_peak against %.0f TFLOP/s bf16\n",
                linear_wgmma_available() ? "yes" : "no",
                bf16_peak * 1e-12);
#ifndef PIPESCHED_HAVE_CUBLAS
    std::printf("# built without cuBLAS: no cublas_TFLOP/s or vs_cublas column\n");
#endif
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    if (const auto exit_code = start_or_exit_code(argc, argv, "the matmul benchmarks"))
        return *exit_code;
    print_header();
    constexpr std::size_t tokens = 8 * 1024;
    constexpr std::size_t sequence = 1024;
    const shape shapes[] = {
        {"8192x8192x8192", tokens, 8192, 8192},
        {"gpt2s_1k_qkv", sequence, 768, 3 * 768},
        {"gpt2s_1k_fc", sequence, 768, 4 * 768},
        {"gpt2s_1k_proj", sequence, 768, 768},
        {"gpt2s_1k_fcproj", sequence, 4 * 768, 768},
        {"8192x4096x4096", tokens, 4096, 4096},
        {"8192x16384x4096", tokens, 4096, 16384},
        {"8192x4096x16384", tokens, 16384, 4096},
        {"gpt2s_qkv", tokens, 768, 3 * 768},
        {"gpt2s_fc", tokens, 768, 4 * 768},
        {"gpt2s_proj", tokens, 768, 768},
        {"gpt2s_fcproj", tokens, 4 * 768, 768},
        {"gpt2m_qkv", tokens, 1024, 3 * 1024},
        {"gpt2m_fc", tokens, 1024, 4 * 1024},
        {"gpt2m_proj", tokens, 1024, 1024},
        {"gpt2m_fcproj", tokens, 4 * 1024, 1024},
    };
    const std::pair<const char*, gemm> gemms[] = {
        {"forward", gemm::forward}, {"dgrad", gemm::dgrad}, {"wgrad", gemm::wgrad}};
    const std::pair<const char*, impl> kernels[] = {{"wgmma", impl::wgmma}, {"mma", impl::mma}};
    for (const auto& [kname, k] : kernels)
        for (const auto& [gname, g] : gemms)
            for (const shape& sh : shapes) {
                const std::string name = std::string(kname) + "/" + gname + "/" + sh.name + "/N" +
                                         std::to_string(sh.N) + "_C" + std::to_string(sh.C) +
                                         "_OC" + std::to_string(sh.OC);
                benchmark::RegisterBenchmark(
                    name.c_str(), [k = k, g = g, sh](benchmark::State& s) { bm_matmul(s, k, g, sh); })
                    ->UseManualTime()
                    ->Unit(benchmark::kMicrosecond);
            }
    return run_benchmarks("matmul_bench", "a GEMM differs from cuBLAS");
}
