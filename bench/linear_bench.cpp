// The linear layer's three passes at the GPT presets' shapes (runtime/gpt/gpt_config.hpp:
// tiny N=64 C=32, small N=128 C=64; rows = microbatch·seq), fp32 and bf16: the reference
// kernels of kernels/linear.hpp against kernels/cpu/linear.hpp (bit-identical, tested in
// test/kernels/linear_fast_test.cpp). FLOP/s counts 2·N·C·OC per pass.
//   ./build/linear_bench --benchmark_filter=small
#include <benchmark/benchmark.h>

#include <cstddef>
#include <string>
#include <vector>

#include <kernels/cpu/linear.hpp>
#include <kernels/linear.hpp>

namespace {
using namespace pipesched::kernels;

enum class pass { forward, backward_input, backward_weight };
enum class impl { reference, sse2, avx2, avx512 };

template <class T>
void run(benchmark::State& state, pass p, impl k, std::size_t N, std::size_t C, std::size_t OC) {
  const auto s = k == impl::avx512 ? cpu::simd::avx512 : k == impl::avx2 ? cpu::simd::avx2 : cpu::simd::sse2;
  if (k != impl::reference && !cpu::supported(s)) {
    state.SkipWithError((std::string("no ") + cpu::to_string(s) + " on this CPU").c_str());
    return;
  }
  std::vector<T> inp(N * C, T(0.5f)), w(OC * C, T(0.25f)), b(OC, T(0.125f)), out(N * OC), dout(N * OC, T(0.5f)),
      dinp(N * C);
  std::vector<float> dw(OC * C), db(OC);
  for (auto _ : state) {
    switch (p) {
      case pass::forward:
        if (k == impl::reference) linear_forward_reference(out.data(), inp.data(), w.data(), b.data(), N, C, OC);
        else cpu::linear_forward(out.data(), inp.data(), w.data(), b.data(), N, C, OC, s);
        benchmark::DoNotOptimize(out.data());
        break;
      case pass::backward_input:
        if (k == impl::reference) linear_backward_input_reference(dinp.data(), dout.data(), w.data(), N, C, OC);
        else cpu::linear_backward_input(dinp.data(), dout.data(), w.data(), N, C, OC, s);
        benchmark::DoNotOptimize(dinp.data());
        break;
      case pass::backward_weight:
        if (k == impl::reference)
          linear_backward_weight_reference(dw.data(), db.data(), dout.data(), inp.data(), N, C, OC);
        else cpu::linear_backward_weight(dw.data(), db.data(), dout.data(), inp.data(), N, C, OC, s);
        benchmark::DoNotOptimize(dw.data());
        break;
    }
    benchmark::ClobberMemory();
  }
  state.counters["FLOP/s"] = benchmark::Counter(2.0 * static_cast<double>(N * C * OC),
                                                benchmark::Counter::kIsIterationInvariantRate);
}

struct layer {
  const char* name;
  std::size_t C, OC;  // in, out features, as multiples of the model dim below
};

void register_all() {
  struct model {
    const char* name;
    std::size_t N, C, V;
  };
  const model models[] = {{"tiny", 64, 32, 64}, {"small", 128, 64, 256}};
  const char* pass_names[] = {"forward", "backward_input", "backward_weight"};
  const char* impl_names[] = {"reference", "sse2", "avx2", "avx512"};
  for (const auto& m : models) {
    const layer layers[] = {{"qkv", m.C, 3 * m.C}, {"attn_proj", m.C, m.C}, {"fc", m.C, 4 * m.C},
                            {"mlp_proj", 4 * m.C, m.C}, {"lm_head", m.C, m.V}};
    for (const auto& l : layers)
      for (int p = 0; p < 3; ++p)
        for (int k = 0; k < 4; ++k)
          for (const bool bf : {false, true}) {
            const std::string name = std::string(m.name) + "/" + l.name + "/" + pass_names[p] + "/" +
                                     (bf ? "bf16" : "fp32") + "/" + impl_names[k];
            const std::size_t N = m.N, C = l.C, OC = l.OC;
            benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State& st) {
              if (bf) run<bf16>(st, static_cast<pass>(p), static_cast<impl>(k), N, C, OC);
              else run<float>(st, static_cast<pass>(p), static_cast<impl>(k), N, C, OC);
            });
          }
  }
}
}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
}
