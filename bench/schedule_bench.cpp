// The whole schedule pipeline of one family at scale: generate (repeat, squeeze, comm)
// + validate + simulate, for p = 32 devices and m = 256 microbatches. Target: < 10 ms per
// family on one core. Run: ./build/bench/schedule_bench --benchmark_repetitions=5
// With repetitions it reports the fastest run beside the median: on a shared machine the
// median moves by a quarter from one minute to the next, the fastest far less.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <vector>

#include <pipesched/pipesched.hpp>

namespace {

namespace ps = pipesched;

constexpr ps::costs unit_costs{1, 1, 1, 0};
constexpr ps::costs measured_costs{18.5, 18.1, 9.3, 0.6};  // a 1.5B model (ALGORITHMS.md)

void generate_validate_simulate(benchmark::State& state, ps::family f, ps::costs c) {
  const ps::shape sh{.devices = static_cast<int>(state.range(0)),
                     .microbatches = static_cast<int>(state.range(1))};
  double bubble = 0;
  long long actions = 0;
  for (auto _ : state) {
    ps::schedule s = ps::make_schedule(f, sh, c);  // validates before it returns
    ps::timeline t = ps::simulate(s, c);
    benchmark::DoNotOptimize(t.makespan);
    bubble = t.bubble;
    actions = s.action_count();
  }
  state.counters["actions"] = static_cast<double>(actions);
  state.counters["bubble"] = bubble;
}

double fastest(const std::vector<double>& runs) { return *std::min_element(runs.begin(), runs.end()); }

void register_all() {
  for (ps::family f : ps::all_families) {
    const std::string name(to_string(f));
    benchmark::RegisterBenchmark(("schedule/" + name + "/unit").c_str(), generate_validate_simulate, f, unit_costs)
        ->Args({32, 256})
        ->ComputeStatistics("min", fastest)
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark(("schedule/" + name + "/measured").c_str(), generate_validate_simulate, f,
                                 measured_costs)
        ->Args({32, 256})
        ->ComputeStatistics("min", fastest)
        ->Unit(benchmark::kMillisecond);
  }
}

}  // namespace

int main(int argc, char** argv) {
  register_all();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
