// The whole schedule pipeline of one family at scale: generate (repeat, squeeze, comm)
// + validate + simulate, for p = 32 devices and m = 256 microbatches. Target: < 10 ms per
// family on one core. Run: ./build/bench/schedule_bench --benchmark_repetitions=5
// With repetitions it reports the fastest run beside the median: on a shared machine the
// median moves by a quarter from one minute to the next, the fastest far less.
// The auto/... cases time the automatic offload and recompute passes alone on 1F1B at
// p = 4, m = 256..16384, with a complexity fit (--benchmark_filter=auto/).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

#include <pipesched/pipesched.hpp>
#include <pipesched/passes/offload.hpp>
#include <pipesched/passes/recompute.hpp>

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

// One automatic pass over 1F1B's order at p = 4 and m = range(0), as `pipesched schedule
// --offload auto` / `--recompute auto` run it (an offloaded order without the tail pass).
// They once simulated the order with every k of m offloads or recomputes (offload: 18.5 s
// at m = 1024, over a minute at 2048); the fit shows the growth now.
enum class auto_pass { offload, offload_slow_link, recompute };
void automatic(benchmark::State& state, auto_pass pass) {
  const int m = static_cast<int>(state.range(0));
  const bool offload = pass != auto_pass::recompute;
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {4, m, 0}, unit_costs, {.tail = !offload});
  // Copies that take no time (the command's default: every offload fits, one simulation)
  // or twice an F's: then only some fit and the search halves.
  const ps::copy_engines link{pass == auto_pass::offload_slow_link ? 0.5 : 0.0, false};
  std::size_t actions = 0;
  for (auto _ : state) {
    const ps::schedule out = offload ? ps::apply_offload(s, unit_costs, link, {ps::offload_kind::automatic})
                                     : ps::apply_recompute(s, unit_costs, {ps::recompute_kind::automatic});
    benchmark::DoNotOptimize(out.per_device.data());
    actions = static_cast<std::size_t>(out.action_count() - s.action_count());
  }
  state.counters["added"] = static_cast<double>(actions);
  state.SetComplexityN(m);
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
  for (const auto& [name, pass] : {std::pair{"auto/offload/1f1b", auto_pass::offload},
                                   std::pair{"auto/offload-slow-link/1f1b", auto_pass::offload_slow_link},
                                   std::pair{"auto/recompute/1f1b", auto_pass::recompute}})
    benchmark::RegisterBenchmark(name, automatic, pass)
        ->RangeMultiplier(2)
        ->Range(256, 16384)
        ->Complexity(benchmark::oAuto)
        ->Unit(benchmark::kMillisecond);
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
