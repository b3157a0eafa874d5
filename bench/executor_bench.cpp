// The executor's own cost per action, with stages that do nothing: the loop alone over
// an in-process transport that drops sends and answers recvs at once, and the whole CPU
// backend (a thread per device, rendezvous hand-offs, the watchdog), thread start-up
// included. Target: < 2 us per action. run_threads_streams: the same on CPU streams, as
// `--backend cpu-streams` runs an action (issue 32's target: <= 1 us per action).
#include <benchmark/benchmark.h>

#include <memory>
#include <string>
#include <vector>

#include <pipesched/generate.hpp>
#include <pipesched/runtime/executor.hpp>
#include <runtime/cpu/run_threads.hpp>
#include <runtime/stream/cpu_stream.hpp>

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

// An action as the CPU-streams backend runs it, with empty ops: the device's compute
// stream waits for the input's event, runs the pass's op, and records the output's
// event, which the next device's stream waits for (publish, read_tensor).
struct stream_stage {
  struct tensor {
    pipesched::stream::cpu_event ready;
  };
  pipesched::stream::cpu_stream* compute = nullptr;
  tensor pass(const tensor& x) {
    compute->wait(x.ready);
    compute->enqueue([] {});
    return {compute->record()};
  }
  tensor forward(int, const tensor& x) { return pass(x); }
  tensor backward_input(int, const tensor& dy) { return pass(dy); }
  void backward_weight(int) { compute->enqueue([] {}); }
  ps::memory_deltas deltas() const { return {}; }
};

// One iteration on CPU streams: device threads as run_threads, a compute stream per
// device (kept across iterations, as a trainer keeps its backends), every stream
// synchronized at the end.
void run_threads_streams(benchmark::State& state, ps::family f) {
  const ps::schedule s = make(f);
  std::vector<std::unique_ptr<pipesched::stream::cpu_stream>> streams;
  std::vector<std::vector<stream_stage>> stages;
  for (int d = 0; d < s.devices(); ++d) {
    streams.push_back(std::make_unique<pipesched::stream::cpu_stream>("device " + std::to_string(d)));
    stages.emplace_back(static_cast<std::size_t>(s.chunks()), stream_stage{streams.back().get()});
  }
  for (auto _ : state) {
    rt::cpu::run_threads(s, stages, {.validate = false});
    for (auto& stream : streams) stream->synchronize();
  }
  per_action(state, s);
}

}  // namespace

BENCHMARK_CAPTURE(executor_loop, 1f1b, ps::family::one_f_one_b);
BENCHMARK_CAPTURE(executor_loop, v_half, ps::family::v_half);
BENCHMARK_CAPTURE(run_threads, 1f1b, ps::family::one_f_one_b)->UseRealTime();
BENCHMARK_CAPTURE(run_threads, v_half, ps::family::v_half)->UseRealTime();
BENCHMARK_CAPTURE(run_threads_streams, 1f1b, ps::family::one_f_one_b)->UseRealTime();
BENCHMARK_CAPTURE(run_threads_streams, v_half, ps::family::v_half)->UseRealTime();

BENCHMARK_MAIN();
