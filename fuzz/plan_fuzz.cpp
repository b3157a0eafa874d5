// train --plan FILE (parse_plan, plan 0 of the file): refused with std::invalid_argument,
// or a plan whose sizes are within the limits and agree with each other.
#include <cmath>
#include <stdexcept>

#include <pipesched/core/limits.hpp>

#include "fuzz_support.hpp"
#include "runtime/cli/plan_file.hpp"

namespace {
bool finite_non_negative(const pipesched::costs& c) {
  for (double x : {c.f, c.b, c.w, c.comm})
    if (!(std::isfinite(x) && x >= 0)) return false;
  return true;
}
}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using pipesched::fuzz::require;
  namespace lim = pipesched::limits;
  pipesched::cli::plan_run r;
  try {
    r = pipesched::cli::parse_plan(pipesched::fuzz::as_text(data, size), "fuzz.json", 0);
  } catch (const std::invalid_argument&) {
    return 0;
  }
  require(r.depth >= 1 && r.depth <= lim::max_devices, "depth within the device limit");
  require(r.width >= 1 && r.width <= lim::max_replicas, "width within the replica limit");
  require(r.microbatches >= 1 && r.microbatches <= lim::max_microbatches, "microbatches within the limit");
  require(r.chunks >= 1 && static_cast<std::size_t>(r.depth) * static_cast<std::size_t>(r.chunks) == r.stage_blocks.size(),
          "chunks * depth stages, one block count each");
  require(r.predicted.size() == static_cast<std::size_t>(r.depth), "one predicted peak per device");
  require(r.offload == "none" || r.offload == "full", "offload is none or full");
  require(finite_non_negative(r.order_costs) && finite_non_negative(r.offload_costs), "costs finite, not negative");
  require(std::isfinite(r.copy_bandwidth) && std::isfinite(r.memory_cap_units), "bandwidth and cap finite");
  return 0;
}
