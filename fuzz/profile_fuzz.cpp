// plan --profile FILE (parse_profile): refused with std::runtime_error, or a profile that
// passes check_profile and whose per-part times cut a model of up to 64 blocks into whole,
// contiguous stages (balanced_partition read out of bounds on huge times, issue 22); and
// that the planner takes without a crash (a field the parser let through as 0 was a SIGFPE
// in make_plans, issue 29): every field of the profile reaches make_plans.
#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include <pipesched/plan/cost_model.hpp>
#include <pipesched/plan/planner.hpp>

#include "fuzz_support.hpp"
#include "runtime/cli/profile_command.hpp"

namespace {

double pass_seconds(const pipesched::plan::part_profile& p) { return p.f + p.b + p.w; }

void check_partition(const pipesched::plan::measured_profile& p, int stages) {
  using pipesched::fuzz::require;
  const int layers = p.model.layers;
  const auto parts = pipesched::plan::balanced_partition(layers, stages, pass_seconds(p.block),
                                                         pass_seconds(p.embedding), pass_seconds(p.head));
  require(static_cast<int>(parts.size()) == stages, "one part per stage");
  int next = 0;
  for (const auto& s : parts) {
    require(s.first == next && s.last > s.first, "stages are contiguous and not empty");
    next = s.last;
  }
  require(next == layers, "the stages cover every block");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  pipesched::plan::measured_profile p;
  try {
    p = pipesched::cli::parse_profile(pipesched::fuzz::as_text(data, size), "fuzz.json");
  } catch (const std::runtime_error&) {
    return 0;
  }
  pipesched::plan::check_profile(p);  // throws (a finding) if the parser let a bad one through
  // The partition is O(stages * layers^2): small models only, to keep the fuzzer fast.
  if (p.model.layers <= 64)
    for (int stages : {1, std::min(4, p.model.layers), p.model.layers}) check_partition(p, stages);
  // The planner on two devices and two sequences (a few dozen small schedules; its
  // partition is the same O(stages * layers^2)): it may refuse (a size that overflows),
  // never crash.
  if (p.model.layers > 64) return 0;
  pipesched::plan::plan_request r;
  r.model = p.model;
  r.devices = 2;
  r.memory_cap = std::int64_t{1} << 50;
  r.global_batch = 2;
  r.profile = p;
  try {
    const pipesched::plan::plan_result res = pipesched::plan::make_plans(r);
    for (const auto& x : res.plans)
      pipesched::fuzz::require(x.step_seconds > 0 && x.memory_bytes >= 0, "a plan takes time and no negative bytes");
  } catch (const pipesched::schedule_error&) {
  }
  return 0;
}
