// GELU forward and backward-input at the GPT presets' shapes (N = rows·4·C: tiny 64·128,
// small 128·256 elements), fp32 and bf16: the fp32 formula with std::tanh (what the CPU
// backend ran before kernels/tanh_approx.hpp), the reference of kernels/gelu.hpp, and
// kernels/cpu/gelu.hpp on SSE2, AVX2 and AVX-512 (bit-identical to the reference, tested in
// test/kernels/gelu_fast_test.cpp). Counters: elements per second.
// Attention forward and backward-input at the presets' shapes (B = microbatch, T = seq,
// C = dim, NH = heads), fp32 and bf16: the reference of kernels/attention.hpp and
// kernels/cpu/attention.hpp on SSE2 and AVX2 (attention_fast_test.cpp). Counter: the
// causal (query, key) pairs per second, B·NH·T(T+1)/2 per call.
// LayerNorm forward and backward-input at N = B·T rows of C: the reference of
// kernels/layernorm.hpp and kernels/cpu/layernorm.hpp (layernorm_fast_test.cpp). Counter:
// elements per second.
//   ./build/bench/elementwise_bench --benchmark_filter=small
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>
#include <vector>

#include <kernels/attention.hpp>
#include <kernels/cpu/attention.hpp>
#include <kernels/cpu/gelu.hpp>
#include <kernels/cpu/layernorm.hpp>
#include <kernels/gelu.hpp>
#include <kernels/layernorm.hpp>

namespace {
using namespace pipesched::kernels;

enum class impl { std_tanh, reference, sse2, avx2, avx512 };  // avx512: GELU only

// The fp32 formulas with std::tanh, as kernels/gelu.hpp had them.
void std_tanh_forward(float* out, const float* inp, std::size_t n) {
  const float k = static_cast<float>(detail::gelu_sqrt_2_over_pi), a = static_cast<float>(detail::gelu_cubic);
  for (std::size_t i = 0; i < n; ++i) {
    const float x = inp[i];
    out[i] = 0.5f * x * (1.0f + std::tanh(k * (x + a * x * x * x)));
  }
}
void std_tanh_backward(float* dinp, const float* dout, const float* inp, std::size_t n) {
  const float k = static_cast<float>(detail::gelu_sqrt_2_over_pi), a = static_cast<float>(detail::gelu_cubic);
  for (std::size_t i = 0; i < n; ++i) {
    const float x = inp[i], th = std::tanh(k * (x + a * x * x * x)), du = k * (1.0f + 3.0f * a * x * x);
    dinp[i] = dout[i] * (0.5f * (1.0f + th) + 0.5f * x * (1.0f - th * th) * du);
  }
}

template <class T>
void run(benchmark::State& state, bool backward, impl k, std::size_t n) {
  if ((k == impl::avx2 && !cpu::supported(cpu::simd::avx2)) || (k == impl::avx512 && !cpu::supported(cpu::simd::avx512))) {
    state.SkipWithError(k == impl::avx2 ? "no AVX2 on this CPU" : "no AVX-512 on this CPU");
    return;
  }
  const auto s = k == impl::avx512 ? cpu::simd::avx512 : k == impl::avx2 ? cpu::simd::avx2 : cpu::simd::sse2;
  std::vector<T> inp(n), dout(n, T(0.5f)), out(n);
  for (std::size_t i = 0; i < n; ++i) inp[i] = T(static_cast<float>(i % 1601) / 100.0f - 8.0f);  // [-8, 8]
  for (auto _ : state) {
    if (k == impl::std_tanh) {
      if constexpr (std::is_same_v<T, float>) {
        if (backward) std_tanh_backward(out.data(), dout.data(), inp.data(), n);
        else std_tanh_forward(out.data(), inp.data(), n);
      }
    } else if (k == impl::reference) {
      if (backward) gelu_backward_input(out.data(), dout.data(), inp.data(), n);
      else gelu_forward(out.data(), inp.data(), n);
    } else {
      if (backward) cpu::gelu_backward_input(out.data(), dout.data(), inp.data(), n, s);
      else cpu::gelu_forward(out.data(), inp.data(), n, s);
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::ClobberMemory();
  }
  state.counters["elements/s"] =
      benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsIterationInvariantRate);
}

template <class T>
void run_attention(benchmark::State& state, bool backward, impl k, std::size_t B, std::size_t Tn, std::size_t C,
                   std::size_t NH) {
  if (k == impl::avx2 && !cpu::supported(cpu::simd::avx2)) {
    state.SkipWithError("no AVX2 on this CPU");
    return;
  }
  const auto s = k == impl::avx2 ? cpu::simd::avx2 : cpu::simd::sse2;
  std::vector<T> qkv(B * Tn * 3 * C), out(B * Tn * C), dout(B * Tn * C, T(0.25f)), att(B * NH * Tn * Tn),
      dqkv(qkv.size());
  for (std::size_t i = 0; i < qkv.size(); ++i) qkv[i] = T(static_cast<float>(i % 97) / 48.0f - 1.0f);  // [-1, 1]
  attention_forward(out.data(), att.data(), qkv.data(), B, Tn, C, NH);
  for (auto _ : state) {
    if (k == impl::reference) {
      if (backward) attention_backward_input(dqkv.data(), dout.data(), qkv.data(), att.data(), B, Tn, C, NH);
      else attention_forward(out.data(), att.data(), qkv.data(), B, Tn, C, NH);
    } else {
      if (backward) cpu::attention_backward_input(dqkv.data(), dout.data(), qkv.data(), att.data(), B, Tn, C, NH, s);
      else cpu::attention_forward(out.data(), att.data(), qkv.data(), B, Tn, C, NH, s);
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::DoNotOptimize(dqkv.data());
    benchmark::ClobberMemory();
  }
  state.counters["pairs/s"] = benchmark::Counter(static_cast<double>(B * NH * Tn * (Tn + 1) / 2),
                                                 benchmark::Counter::kIsIterationInvariantRate);
}

void register_attention() {
  struct model {
    const char* name;
    std::size_t B, T, C, NH;
  };
  const model models[] = {{"tiny", 4, 16, 32, 4}, {"small", 4, 32, 64, 4}};
  const char* impl_names[] = {"std_tanh", "reference", "sse2", "avx2"};
  for (const auto& m : models)
    for (const bool backward : {false, true})
      for (const bool bf : {false, true})
        for (int k = 1; k < 4; ++k) {
          const std::string name = std::string(m.name) + "/attention/" + (backward ? "backward_input" : "forward") +
                                   "/" + (bf ? "bf16" : "fp32") + "/" + impl_names[k];
          benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& st) {
            if (bf) run_attention<bf16>(st, backward, static_cast<impl>(k), m.B, m.T, m.C, m.NH);
            else run_attention<float>(st, backward, static_cast<impl>(k), m.B, m.T, m.C, m.NH);
          });
        }
}

template <class T>
void run_layernorm(benchmark::State& state, bool backward, impl k, std::size_t N, std::size_t C) {
  if (k == impl::avx2 && !cpu::supported(cpu::simd::avx2)) {
    state.SkipWithError("no AVX2 on this CPU");
    return;
  }
  const auto s = k == impl::avx2 ? cpu::simd::avx2 : cpu::simd::sse2;
  std::vector<T> inp(N * C), out(N * C), dout(N * C, T(0.25f)), dinp(N * C), weight(C, T(1.0f)), bias(C, T(0.0f));
  std::vector<float> mean(N), rstd(N);
  for (std::size_t i = 0; i < inp.size(); ++i) inp[i] = T(static_cast<float>(i % 97) / 48.0f - 1.0f);
  layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), weight.data(), bias.data(), N, C);
  for (auto _ : state) {
    if (k == impl::reference) {
      if (backward)
        layernorm_backward_input(dinp.data(), dout.data(), inp.data(), weight.data(), mean.data(), rstd.data(), N, C);
      else layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), weight.data(), bias.data(), N, C);
    } else {
      if (backward)
        cpu::layernorm_backward_input(dinp.data(), dout.data(), inp.data(), weight.data(), mean.data(), rstd.data(),
                                      N, C, s);
      else cpu::layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), weight.data(), bias.data(), N, C, s);
    }
    benchmark::DoNotOptimize(out.data());
    benchmark::DoNotOptimize(dinp.data());
    benchmark::ClobberMemory();
  }
  state.counters["elements/s"] =
      benchmark::Counter(static_cast<double>(N * C), benchmark::Counter::kIsIterationInvariantRate);
}

void register_layernorm() {
  struct model {
    const char* name;
    std::size_t N, C;
  };
  const model models[] = {{"tiny", 64, 32}, {"small", 128, 64}};
  const char* impl_names[] = {"std_tanh", "reference", "sse2", "avx2"};
  for (const auto& m : models)
    for (const bool backward : {false, true})
      for (const bool bf : {false, true})
        for (int k = 1; k < 4; ++k) {
          const std::string name = std::string(m.name) + "/layernorm/" + (backward ? "backward_input" : "forward") +
                                   "/" + (bf ? "bf16" : "fp32") + "/" + impl_names[k];
          benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& st) {
            if (bf) run_layernorm<bf16>(st, backward, static_cast<impl>(k), m.N, m.C);
            else run_layernorm<float>(st, backward, static_cast<impl>(k), m.N, m.C);
          });
        }
}

void register_all() {
  struct model {
    const char* name;
    std::size_t n;
  };
  const model models[] = {{"tiny", 64 * 4 * 32}, {"small", 128 * 4 * 64}};
  const char* impl_names[] = {"std_tanh", "reference", "sse2", "avx2", "avx512"};
  for (const auto& m : models)
    for (const bool backward : {false, true})
      for (const bool bf : {false, true})
        for (int k = 0; k < 5; ++k) {
          if (bf && k == 0) continue;  // std_tanh: fp32 only
          const std::string name = std::string(m.name) + "/gelu/" + (backward ? "backward_input" : "forward") + "/" +
                                   (bf ? "bf16" : "fp32") + "/" + impl_names[k];
          const std::size_t n = m.n;
          benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& st) {
            if (bf) run<bf16>(st, backward, static_cast<impl>(k), n);
            else run<float>(st, backward, static_cast<impl>(k), n);
          });
        }
}
}  // namespace

int main(int argc, char** argv) {
  register_all();
  register_attention();
  register_layernorm();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
