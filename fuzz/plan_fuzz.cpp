// train --plan FILE (parse_plan), every plan of the file in turn (what --plan-index K
// reads): each refused with std::invalid_argument, or a plan whose sizes are within the
// limits and agree with each other and whose costs the schedule library takes. An index
// outside the file's plans is refused.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include <nlohmann/json.hpp>

#include <pipesched/core/limits.hpp>

#include "fuzz_support.hpp"
#include "runtime/cli/plan_file.hpp"

namespace {

bool finite_non_negative(const pipesched::costs& c) {
  for (double x : {c.f, c.b, c.w, c.comm})
    if (!(std::isfinite(x) && x >= 0)) return false;
  return true;
}

bool costs_taken(const pipesched::costs& c) {
  try {
    pipesched::check_costs(c);
  } catch (const pipesched::schedule_error&) {
    return false;
  }
  return true;
}

void check_plan(std::string_view text, int index) {
  using pipesched::fuzz::require;
  namespace lim = pipesched::limits;
  pipesched::cli::plan_run r;
  try {
    r = pipesched::cli::parse_plan(text, "fuzz.json", index);
  } catch (const std::invalid_argument&) {
    return;
  }
  require(r.index == index, "the plan read is the one asked for");
  require(r.depth >= 1 && r.depth <= lim::max_devices, "depth within the device limit");
  require(r.width >= 1 && r.width <= lim::max_replicas, "width within the replica limit");
  require(std::int64_t{r.depth} * r.width <= lim::max_total_devices, "depth x width within the device limit");
  require(r.microbatch >= 1 && r.microbatch <= lim::max_model_batch, "microbatch within the limit");
  require(r.microbatches >= 1 && r.microbatches <= lim::max_microbatches, "microbatches within the limit");
  require(r.chunks >= 1 && static_cast<std::size_t>(r.depth) * static_cast<std::size_t>(r.chunks) == r.stage_blocks.size(),
          "chunks * depth stages, one block count each");
  std::int64_t blocks = 0;
  for (int b : r.stage_blocks) {
    require(b >= 1, "every stage holds a block");
    blocks += b;
  }
  require(blocks == r.layers, "the stages hold the model's blocks");
  require(r.predicted.size() == static_cast<std::size_t>(r.depth), "one predicted peak per device");
  require(r.memory_caps_units.empty() || r.memory_caps_units.size() == static_cast<std::size_t>(r.depth),
          "one v-auto cap per device, or none");
  require(r.offload == "none" || r.offload == "full", "offload is none or full");
  require(r.cost_source == "analytic" || r.cost_source == "profile", "costs are analytic or profile");
  require(finite_non_negative(r.order_costs) && finite_non_negative(r.offload_costs), "costs finite, not negative");
  require(costs_taken(r.order_costs) && costs_taken(r.offload_costs), "costs the schedule library takes");
  require(std::isfinite(r.copy_bandwidth) && std::isfinite(r.memory_cap_units), "bandwidth and cap finite");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = pipesched::fuzz::as_text(data, size);
  // How many plans the file holds, if it is JSON with a list of them; the parser itself
  // reads one index at a time.
  const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  std::size_t total = 0;
  if (doc.is_object() && doc.contains("plans") && doc["plans"].is_array()) total = doc["plans"].size();
  const int plans = static_cast<int>(std::min<std::size_t>(total, 64));
  for (int index = 0; index < std::max(plans, 1); ++index) check_plan(text, index);
  // Outside the file's plans: refused, never read.
  for (int index : {-1, plans}) {
    if (index >= 0 && static_cast<std::size_t>(index) < total) continue;  // more than 64 plans
    bool refused = false;
    try {
      (void)pipesched::cli::parse_plan(text, "fuzz.json", index);
    } catch (const std::invalid_argument&) {
      refused = true;
    }
    pipesched::fuzz::require(refused, "an index outside the plans is refused");
  }
  return 0;
}
