// The executor's own cost per action, with stages that do nothing: the loop alone over
// an in-process transport that drops sends and answers recvs at once, and the whole CPU
// backend (a thread per device, rendezvous hand-offs, the watchdog), thread start-up
// included. Target: < 2 us per action.
#include <benchmark/benchmark.h>

#include <vector>

#include <pipesched/generate.hpp>
#include <pipesched/runtime/executor.hpp>
#include <runtime/cpu/run_threads.hpp>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

namespace {

struct noop_stage {
  using tensor = std::vector<float>;  // what the GPT stages pass; empty here, so no allocation
  tensor forward(int, const tensor&) { return {}; }
  tensor backward_input(int, const tensor&) { return {}; }
  void backward_weight(int) {}
  ps::memory_deltas deltas() const { return {}; }
};

struct noop_transport {
  void send(int, const ps::action&, noop_stage::tensor&& x) { benchmark::DoNotOptimize(x); }
  noop_stage::tensor recv(int, const ps::action&) { return {}; }
  void wait_sends() {}
};

constexpr int devices = 4, microbatches = 32;

ps::schedule make(ps::family f) { return ps::make_schedule(f, {devices, microbatches, ps::default_chunks(f)}); }

std::vector<std::vector<noop_stage>> noop_stages(const ps::schedule& s) {
  return std::vector<std::vector<noop_stage>>(static_cast<std::size_t>(s.devices()),
                                              std::vector<noop_stage>(static_cast<std::size_t>(s.chunks())));
}

void per_action(benchmark::State& state, const ps::schedule& s) {
  state.counters["actions"] = s.action_count();
  state.counters["time_per_action"] = benchmark::Counter(
      static_cast<double>(s.action_count()), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// Every device's loop in turn on this thread: what the executor itself costs.
void executor_loop(benchmark::State& state, ps::family f) {
  const ps::schedule s = make(f);
  auto stages = noop_stages(s);
  noop_transport t;
  std::vector<rt::executor<std::vector<noop_stage>, noop_transport>> loops;
  for (int d = 0; d < s.devices(); ++d) loops.emplace_back(s, d, stages[static_cast<std::size_t>(d)], t);
  for (auto _ : state)
    for (auto& loop : loops) loop.run();
  per_action(state, s);
}

// One iteration on the CPU backend: threads started, actions run, threads joined.
void run_threads(benchmark::State& state, ps::family f) {
  const ps::schedule s = make(f);
  auto stages = noop_stages(s);
  for (auto _ : state) rt::cpu::run_threads(s, stages, {.validate = false});
  per_action(state, s);
}

}  // namespace

BENCHMARK_CAPTURE(executor_loop, 1f1b, ps::family::one_f_one_b);
BENCHMARK_CAPTURE(executor_loop, v_half, ps::family::v_half);
BENCHMARK_CAPTURE(run_threads, 1f1b, ps::family::one_f_one_b)->UseRealTime();
BENCHMARK_CAPTURE(run_threads, v_half, ps::family::v_half)->UseRealTime();

BENCHMARK_MAIN();
