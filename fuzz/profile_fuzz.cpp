// plan --profile FILE (parse_profile): refused with std::runtime_error, or a profile that
// passes check_profile and whose per-part times cut a model of up to 64 blocks into whole,
// contiguous stages (balanced_partition read out of bounds on huge times, issue 22).
#include <algorithm>
#include <stdexcept>

#include <pipesched/plan/cost_model.hpp>

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
  return 0;
}
