#include "plan_file.hpp"

#include <exception>
#include <limits>
#include <stdexcept>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <pipesched/core/limits.hpp>
#include <pipesched/generate.hpp>

#include "json_field.hpp"
#include "schedule_command.hpp"
#include "runtime/io/safe_file.hpp"

namespace pipesched::cli {

namespace {

using json = nlohmann::json;

std::string family_names() {
  std::string out;
  for (family f : all_families) out += (out.empty() ? "" : ", ") + std::string(to_string(f));
  return out;
}

int int_at(const json& parent, const char* key, std::int64_t lo, std::int64_t hi) {
  return static_cast<int>(integer_field(parent.at(key), key, lo, hi));
}

constexpr double max_double = std::numeric_limits<double>::max();

costs costs_at(const json& c) {
  return {number_field(c.at("f"), "f", 0, max_double), number_field(c.at("b"), "b", 0, max_double),
          number_field(c.at("w"), "w", 0, max_double), number_field(c.at("comm"), "comm", 0, max_double)};
}

}  // namespace

plan_run parse_plan(std::string_view json_text, const std::string& file_name, int index) {
  namespace lim = limits;
  plan_run r;
  r.file = file_name;
  r.index = index;
  auto bad = [&](const std::string& why) { return std::invalid_argument("--plan " + file_name + ": " + why); };
  if (static_cast<std::int64_t>(json_text.size()) > lim::max_plan_file_bytes)
    throw bad(fmt::format("{} bytes, above the limit of {} for a plan file", json_text.size(),
                          lim::max_plan_file_bytes));
  json doc;
  try {
    doc = json::parse(json_text);
  } catch (const json::exception&) {
    throw bad("not JSON (write it with pipesched plan --format json -o FILE)");
  }
  try {
    if (!doc.is_object()) throw bad("not a plan of pipesched plan --format json (not a JSON object)");
    // Files of before the schema key have none; another schema is another format.
    if (doc.contains("schema") && doc["schema"] != json_schema("plan"))
      throw bad(fmt::format("schema {}, not \"{}\"", doc["schema"].dump(), json_schema("plan")));
    const json& plans = doc.at("plans");
    if (!plans.is_array() || plans.empty()) throw bad("has no plans");
    if (index < 0 || static_cast<std::size_t>(index) >= plans.size())
      throw bad(fmt::format("has {} plans (indices 0 to {}); --plan-index {} is not one of them", plans.size(),
                            plans.size() - 1, index));
    const json& m = doc.at("model");
    r.layers = int_at(m, "layers", 1, lim::max_model_layers);
    r.dim = int_at(m, "dim", 1, lim::max_model_dim);
    r.heads = int_at(m, "heads", 1, lim::max_model_heads);
    r.seq = int_at(m, "seq", 1, lim::max_model_seq);
    r.vocab = int_at(m, "vocab", 1, lim::max_model_vocab);
    r.model = fmt::format("layers={},dim={},heads={},seq={},vocab={}", r.layers, r.dim, r.heads, r.seq, r.vocab);
    r.cost_source = doc.value("costs", std::string("analytic"));
    const json& x = plans.at(static_cast<std::size_t>(index));
    const std::string name = x.at("family").get<std::string>();
    const auto fam = parse_family(name);
    if (!fam) throw bad(fmt::format("unknown family '{}' (known: {})", name, family_names()));
    r.fam = *fam;
    r.depth = int_at(x, "depth", 1, lim::max_devices);
    r.width = int_at(x, "width", 1, lim::max_replicas);
    r.microbatch = int_at(x, "microbatch", 1, lim::max_model_batch);
    r.microbatches = int_at(x, "microbatches", 1, lim::max_microbatches);
    r.offload = x.at("offload").get<std::string>();
    r.recompute = x.value("recompute", std::string("none"));
    if (r.recompute.empty() || r.recompute.size() > 64) throw bad("recompute is not a policy (none, full, auto:EPS)");
    const json& blocks = x.at("stage_blocks");
    if (!blocks.is_array() || blocks.size() > static_cast<std::size_t>(lim::max_stages))
      throw bad(fmt::format("stage_blocks is not a list of at most {} stages", lim::max_stages));
    for (const json& b : blocks)
      r.stage_blocks.push_back(static_cast<int>(integer_field(b, "stage_blocks", 0, lim::max_model_layers)));
    const json& bytes = x.at("device_activation_bytes");
    if (!bytes.is_array() || bytes.size() > static_cast<std::size_t>(lim::max_devices))
      throw bad(fmt::format("device_activation_bytes is not a list of at most {} devices", lim::max_devices));
    for (const json& b : bytes)
      r.predicted.push_back(integer_field(b, "device_activation_bytes", 0, std::numeric_limits<std::int64_t>::max()));
    r.extrapolated = x.value("extrapolated", false);
    const json& sched = x.at("schedule");
    r.order_costs = costs_at(sched.at("order_costs"));
    r.offload_costs = costs_at(sched.at("costs"));
    r.copy_bandwidth = number_field(sched.at("copy_bandwidth"), "copy_bandwidth", 0, max_double);
    r.memory_cap_units = number_field(sched.at("memory_cap_units"), "memory_cap_units", 0, max_double);
    if (sched.contains("memory_caps_units")) {
      const json& caps = sched.at("memory_caps_units");
      if (!caps.is_array() || caps.size() > static_cast<std::size_t>(lim::max_devices))
        throw bad(fmt::format("memory_caps_units is not a list of at most {} devices", lim::max_devices));
      for (const json& c : caps) r.memory_caps_units.push_back(number_field(c, "memory_caps_units", 0, max_double));
    }
  } catch (const json::exception& e) {
    // nlohmann's messages are one line ("[json.exception.out_of_range.403] key 'plans' not found").
    throw bad(std::string("not a plan of pipesched plan --format json: ") + e.what());
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    if (what.rfind("--plan ", 0) == 0) throw;
    throw bad(fmt::format("plan {}: {}", index, what));
  }
  if (r.stage_blocks.empty() || r.stage_blocks.size() % static_cast<std::size_t>(r.depth) != 0 ||
      r.predicted.size() != static_cast<std::size_t>(r.depth) ||
      (!r.memory_caps_units.empty() && r.memory_caps_units.size() != static_cast<std::size_t>(r.depth)))
    throw bad(fmt::format("plan {} is inconsistent (depth, width, microbatches, stage_blocks, device bytes)", index));
  if (r.offload != "none" && r.offload != "full") throw bad("offload '" + r.offload + "' is not none or full");
  r.chunks = static_cast<int>(r.stage_blocks.size()) / r.depth;
  return r;
}

plan_run read_plan(const std::string& path, int index) {
  std::string text;
  try {
    text = io::read_file(path, limits::max_plan_file_bytes, "--plan");  // "--plan FILE: ..." once
  } catch (const std::exception& e) {
    throw std::invalid_argument(e.what());
  }
  return parse_plan(text, path, index);
}

}  // namespace pipesched::cli
