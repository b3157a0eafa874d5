// Training throughput of every family on the CPU backend: the tiny model (8 layers,
// dim 32, 4 x 16 tokens per microbatch), p = 4 devices, m = 8 microbatches, one training
// step (forward, backward and AdamW; a thread per device) per iteration. The counter
// tokens_per_second is m·B·T = 512 tokens per step over the wall time.
//
// Napkin math: one microbatch through one layer is about 2·N·12C² = 1.6 MFLOP forward
// (N = 64 rows, C = 32), about 3x that with the backward; 8 layers x 8 microbatches makes
// about 0.3 GFLOP per step, plus the LM head. On two cores the 4 device threads share
// the cores, so the figure measures the schedule's overlap as much as the kernels.
#include <benchmark/benchmark.h>

#include <string>

#include <pipesched/generate.hpp>

#include "runtime/train/trainer.hpp"

namespace ps = pipesched;

namespace {

void train_step(benchmark::State& state, ps::family f) {
  ps::train::trainer_options o;
  o.fam = f;
  o.devices = 4;
  o.microbatches = 8;
  o.model = ps::gpt::presets::tiny;
  ps::train::trainer t(o);
  double loss = 0;
  for (auto _ : state) {
    const ps::train::step_result r = t.step();
    loss = r.loss;
    if (r.peak_activation_bytes != t.bound_activation_bytes()) {
      state.SkipWithError("measured peak activation bytes differ from the static bound");
      break;
    }
  }
  state.counters["tokens_per_second"] = benchmark::Counter(static_cast<double>(t.tokens_per_step()),
                                                           benchmark::Counter::kIsIterationInvariantRate);
  state.counters["last_loss"] = loss;
}

int register_families() {
  for (ps::family f : ps::all_families)
    benchmark::RegisterBenchmark(("train_step/" + std::string(ps::to_string(f))).c_str(), train_step, f)
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  return 0;
}
const int registered = register_families();

}  // namespace

BENCHMARK_MAIN();
