// What a CPU stream (runtime/stream/cpu_stream.hpp) costs per operation, with operations
// that do nothing: the floor under every action of `--backend cpu-streams` (issue 32's
// target: <= 1 us per action; an action is several such operations: its op, records,
// waits, frees). time_per_op is wall time over the operations run.
//   ./build/bench/cpu_stream_bench
#include <benchmark/benchmark.h>

#include "runtime/stream/cpu_stream.hpp"

namespace {
using pipesched::stream::cpu_event;
using pipesched::stream::cpu_stream;

constexpr int ops = 1000;

void per_op(benchmark::State& state, int n) {
  state.counters["time_per_op"] =
      benchmark::Counter(n, benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}

// The host enqueues `ops` empty operations, then waits for them.
void enqueue_then_synchronize(benchmark::State& state) {
  cpu_stream s("bench");
  int done = 0;
  for (auto _ : state) {
    for (int i = 0; i < ops; ++i) s.enqueue([&done] { ++done; });
    s.synchronize();
  }
  benchmark::DoNotOptimize(done);
  per_op(state, ops);
}

// Two streams hand off in turn (an op, a record, the other's wait), as a compute stream
// and a send stream do for every activation.
void record_wait_ping_pong(benchmark::State& state) {
  cpu_stream a("a"), b("b");
  int done = 0;
  for (auto _ : state) {
    for (int i = 0; i < ops / 2; ++i) {
      a.enqueue([&done] { ++done; });
      b.wait(a.record());
      b.enqueue([&done] { ++done; });
      a.wait(b.record());
    }
    a.synchronize();
    b.synchronize();
  }
  benchmark::DoNotOptimize(done);
  per_op(state, ops);
}

}  // namespace

BENCHMARK(enqueue_then_synchronize)->UseRealTime();
BENCHMARK(record_wait_ping_pong)->UseRealTime();

BENCHMARK_MAIN();
