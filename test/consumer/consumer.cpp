// A user's program, built by test/consumer/CMakeLists.txt against pipesched found in one
// of three ways: a compile-time schedule checked by static_assert, a run-time schedule
// for a shape from argv, and a stage type of its own run on the CPU runtime.
#include <pipesched/pipesched.hpp>
#include <pipesched/cpu/run_threads.hpp>

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

static_assert(__cplusplus >= 202002L, "pipesched::pipesched must bring C++20 to its users");
static_assert(PIPESCHED_VERSION == PIPESCHED_VERSION_MAJOR * 10000 + PIPESCHED_VERSION_MINOR * 100 +
                                       PIPESCHED_VERSION_PATCH);

// 1. Compile time: V-Min keeps floor((p + 4) / 3) activation units.
static_assert(ps::family_schedule<ps::family::v_min, ps::shape{6, 12, 2}>::peak_activation_units() == 3);

// 3. A stage of its own: y = w x on one number; the last stage's output is the loss.
constexpr int p = 4, m = 8;
struct scale_stage {
  using tensor = std::vector<double>;
  int s;
  double w = 0.5, grad = 0;
  std::vector<double> x = std::vector<double>(m), dy = std::vector<double>(m);
  tensor forward(int j, const tensor& in) {
    x[j] = s == 0 ? 1.0 + j : in[0];
    return s == p - 1 ? tensor{} : tensor{w * x[j]};
  }
  tensor backward_input(int j, const tensor& g) {
    dy[j] = s == p - 1 ? 1.0 : g[0];
    return s == 0 ? tensor{} : tensor{w * dy[j]};
  }
  void backward_weight(int j) { grad += x[j] * dy[j]; }
  ps::memory_deltas deltas() const { return {sizeof(double), 0, 0}; }
};
static_assert(rt::check_stage<scale_stage>());

int main(int argc, char** argv) {
#ifdef PIPESCHED_FOUND_VERSION  // find_package's version is the header's
  if (std::string_view{PIPESCHED_FOUND_VERSION} != PIPESCHED_VERSION_STRING) {
    std::fprintf(stderr, "find_package found %s, the header says %s\n", PIPESCHED_FOUND_VERSION,
                 PIPESCHED_VERSION_STRING);
    return 1;
  }
#endif
  // 2. Run time: 1F1B for the shape on the command line; makespan (m + p - 1) * 3 at unit costs.
  const int rp = argc > 1 ? std::stoi(argv[1]) : 4, rm = argc > 2 ? std::stoi(argv[2]) : 8;
  const ps::schedule s = ps::make_schedule(ps::family::one_f_one_b, {rp, rm, 1});
  const ps::timeline t = ps::simulate(s, {});
  if (t.makespan != 3.0 * (rm + rp - 1) || ps::peak_activation_units(s) != rp) {
    std::fprintf(stderr, "1F1B p=%d m=%d: makespan %g, peak %g\n", rp, rm, t.makespan, ps::peak_activation_units(s));
    return 1;
  }

  // 3. The stage through a compile-time 1F1B on a thread per device: dloss/dw = 4.5 on each.
  using one_f_one_b = ps::family_schedule<ps::family::one_f_one_b, ps::shape{p, m, 1}>;
  const ps::schedule cs = one_f_one_b::to_schedule();
  std::vector<std::vector<scale_stage>> stages(p);
  for (int d = 0; d < p; ++d) stages[d].push_back({ps::stage_of(cs.place, p, d, 0)});
  rt::cpu::run_threads(cs, stages);
  for (const auto& device : stages)
    if (device[0].grad != 4.5) {
      std::fprintf(stderr, "stage %d: gradient %g, want 4.5\n", device[0].s, device[0].grad);
      return 1;
    }
  std::printf("pipesched %s: compile-time, run-time and own-stage schedules work\n", PIPESCHED_VERSION_STRING);
  return 0;
}
