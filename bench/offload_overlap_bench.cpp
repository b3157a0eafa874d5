// Activation offload on the CPU backend's copy engines: what full offload costs a step
// when its copies run on each device's D2H and H2D threads (overlapped with the passes),
// next to no offload and next to the same copies made synchronously at the offload and
// reload actions (the stage seen as a plain offloading_stage).
//
//   iteration/<family>/<mode>  one pipelined forward+backward over m microbatches (no
//                              optimizer), p = 4 device threads; mode none, full_sync or
//                              full_async
//   train_step/<family>/<mode> one training step of the trainer (iteration + AdamW), none
//                              or full (async: what `pipesched train --offload full` runs)
//
// The model is `small` (8 layers, dim 64, 4 x 32 tokens per microbatch), m = 8; the copy
// bandwidth given to the offload pass is 2 activation units per time unit, so that each
// copy has passes to hide behind. Napkin math: one block keeps about 34·N·C floats plus
// the attention matrix (N = 128 rows, C = 64) ≈ 1.2 MB per microbatch, which memcpy moves
// in well under a millisecond; a block's forward is about 2·N·12C² ≈ 12.6 MFLOP on the
// scalar reference kernels. Each device checks its measured peak against the static bound
// (the run is reported as an error when they differ). On two cores the 4 device threads
// and their 8 copy threads share the cores, so overlap shows only as far as cores idle.
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include <pipesched/analysis/memory.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/passes/offload.hpp>

#include "runtime/cpu/run_threads.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_partition.hpp"
#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/train/trainer.hpp"

namespace ps = pipesched;
namespace gpt = pipesched::gpt;

namespace {

constexpr int devices = 4, microbatches = 8;
const gpt::gpt_config model = gpt::presets::small;
constexpr ps::copy_engines link{2.0, false};

// gpt_stage with only the synchronous offload(j, fraction) and reload(j) in view: the
// executor then copies at the actions, on the device's thread.
struct synchronous_offload {
  using tensor = gpt::gpt_stage::tensor;
  gpt::gpt_stage* st;
  tensor forward(int j, const tensor& x) { return st->forward(j, x); }
  tensor backward_input(int j, const tensor& dy) { return st->backward_input(j, dy); }
  void backward_weight(int j) { st->backward_weight(j); }
  ps::memory_deltas deltas() const { return st->deltas(); }
  void offload(int j, double fraction) { st->offload(j, fraction); }
  void reload(int j) { st->reload(j); }
};
static_assert(ps::runtime::offloading_stage<synchronous_offload>);
static_assert(!ps::runtime::async_offloading_stage<synchronous_offload>);

enum class mode { none, full_sync, full_async };

// The model cut into the schedule's stages: a meter and a host pool per device.
struct pipeline {
  ps::schedule sched;
  gpt::gpt_batch batch;
  std::vector<gpt::gpt_params<float>> params;
  std::vector<ps::runtime::activation_meter> meters;
  std::vector<std::unique_ptr<gpt::host_pool>> hosts;
  std::vector<std::vector<gpt::gpt_stage>> stages;
  std::vector<std::vector<synchronous_offload>> sync_stages;
  std::vector<long long> bound;

  pipeline(ps::family f, bool offload)
      : sched(ps::make_schedule(f, {devices, microbatches, ps::default_chunks(f)}, {}, {.tail = !offload})),
        batch(gpt::synthetic_batch(model, microbatches, 1)),
        meters(devices),
        stages(devices),
        sync_stages(devices) {
    if (offload) sched = ps::apply_offload(sched, ps::costs{}, link, {ps::offload_kind::full});
    const std::vector<gpt::stage_layers> cut = gpt::partition(model, sched.stages());
    std::vector<ps::memory_deltas> deltas;
    for (const gpt::stage_layers& l : cut) {
      params.push_back(gpt::make_params<float>(model, l, 1));
      deltas.push_back(gpt::stage_deltas(model, l));
    }
    bound = ps::peak_activation_bytes(sched, deltas);
    for (int d = 0; d < devices; ++d) {
      hosts.push_back(std::make_unique<gpt::host_pool>());
      for (int c = 0; c < sched.chunks(); ++c) {
        const int s = ps::stage_of(sched.place, devices, d, c);
        stages[d].emplace_back(model, s, sched.stages(), params[s], &batch, meters[d], hosts.back().get());
      }
      for (gpt::gpt_stage& st : stages[d]) sync_stages[d].push_back({&st});
    }
  }

  bool at_bound() const {
    for (int d = 0; d < devices; ++d)
      if (meters[d].peak != bound[d]) return false;
    return true;
  }
};

void iteration(benchmark::State& state, ps::family f, mode how) {
  pipeline p(f, how != mode::none);
  for (auto _ : state) {
    for (auto& m : p.meters) m.reset();
    if (how == mode::full_sync)
      ps::runtime::cpu::run_threads(p.sched, p.sync_stages);
    else
      ps::runtime::cpu::run_threads(p.sched, p.stages);
    if (!p.at_bound()) {
      state.SkipWithError("measured peak activation bytes differ from the static bound");
      break;
    }
  }
  long long peak = 0;
  for (long long b : p.bound) peak = b > peak ? b : peak;
  state.counters["peak_MiB"] = static_cast<double>(peak) / (1 << 20);
}

void train_step(benchmark::State& state, ps::family f, bool offload) {
  ps::train::trainer_options o;
  o.fam = f;
  o.devices = devices;
  o.microbatches = microbatches;
  o.model = model;
  o.copy = link;
  if (offload) o.offload = {ps::offload_kind::full};
  ps::train::trainer t(o);
  for (auto _ : state) {
    const ps::train::step_result r = t.step();
    if (r.peak_activation_bytes != t.bound_activation_bytes()) {
      state.SkipWithError("measured peak activation bytes differ from the static bound");
      break;
    }
  }
  long long peak = 0;
  for (long long b : t.bound_activation_bytes()) peak = b > peak ? b : peak;
  state.counters["peak_MiB"] = static_cast<double>(peak) / (1 << 20);
  state.counters["tokens_per_second"] = benchmark::Counter(static_cast<double>(t.tokens_per_step()),
                                                           benchmark::Counter::kIsIterationInvariantRate);
}

int register_all() {
  for (ps::family f : {ps::family::one_f_one_b, ps::family::v_half}) {
    const std::string name(ps::to_string(f));
    for (auto [how, label] : {std::pair{mode::none, "none"}, std::pair{mode::full_sync, "full_sync"},
                              std::pair{mode::full_async, "full_async"}})
      benchmark::RegisterBenchmark(("iteration/" + name + "/" + label).c_str(), iteration, f, how)
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
    for (bool offload : {false, true})
      benchmark::RegisterBenchmark(("train_step/" + name + "/" + (offload ? "full" : "none")).c_str(), train_step, f,
                                   offload)
          ->UseRealTime()
          ->Unit(benchmark::kMillisecond);
  }
  return 0;
}
const int registered = register_all();

}  // namespace

BENCHMARK_MAIN();
