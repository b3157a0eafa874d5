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
#include "recompute_option.hpp"
#include "json_text.hpp"
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
  return static_cast<int>(integer_field(field(parent, key, ""), key, lo, hi));
}

constexpr double max_double = std::numeric_limits<double>::max();

// One of the schedule's cost sets, as the schedule library takes them (check_costs: F and
// B positive, every one within limits::min_cost..max_cost and their ratio within
// max_cost_ratio), so a bad one is refused here by name instead of deep in make_schedule.
costs costs_at(const json& c, const std::string& where) {
  known_fields(c, where, {"f", "b", "w", "comm"});
  const costs out{number_field(field(c, "f", where), where + ".f", 0, max_double),
                  number_field(field(c, "b", where), where + ".b", 0, max_double),
                  number_field(field(c, "w", where), where + ".w", 0, max_double),
                  number_field(field(c, "comm", where), where + ".comm", 0, max_double)};
  try {
    check_costs(out);
  } catch (const schedule_error& e) {
    throw std::invalid_argument(fmt::format("{}: {}", where, e.what()));
  }
  return out;
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
  std::string where;  // "plan K: " once the fields are the plan's, not the document's
  try {
    doc = json::parse(json_text);
  } catch (const json::exception&) {
    throw bad("not JSON (write it with pipesched plan --format json -o FILE)");
  }
  try {
    if (!doc.is_object()) throw bad("not a plan of pipesched plan --format json (not a JSON object)");
    // Files of before the schema key have none; another schema is another format.
    if (doc.contains("schema") && doc["schema"] != json_schema("plan"))
      throw bad(fmt::format("schema {}, not \"{}\"", cli::json_text(doc["schema"]), json_schema("plan")));
    // Every field by name (what plan_command.cpp's render_json writes, in any version): an
    // unknown one is refused with the known ones. The fields train does not use (the
    // request, the predicted times and bytes) are read for their names only.
    known_fields(doc, "", {"schema", "model", "costs", "profile", "devices", "memory_cap", "memory_caps", "global_batch",
                           "layout", "vocab_parallel", "device", "candidates", "dropped", "fitting", "plans"});
    if (doc.contains("device"))
      known_fields(doc["device"], "device", {"tflops", "efficiency", "half_tokens", "bandwidth_gbps", "offload_gbps"});
    const json& plans = field(doc, "plans", "");
    if (!plans.is_array() || plans.empty()) throw bad("has no plans");
    if (index < 0 || static_cast<std::size_t>(index) >= plans.size())
      throw bad(fmt::format("has {} plans (indices 0 to {}); --plan-index {} is not one of them", plans.size(),
                            plans.size() - 1, index));
    const json& m = field(doc, "model", "");
    known_fields(m, "model", {"layers", "dim", "heads", "seq", "vocab", "parameters"});
    r.layers = int_at(m, "layers", 1, lim::max_model_layers);
    r.dim = int_at(m, "dim", 1, lim::max_model_dim);
    r.heads = int_at(m, "heads", 1, lim::max_model_heads);
    r.seq = int_at(m, "seq", 1, lim::max_model_seq);
    r.vocab = int_at(m, "vocab", 1, lim::max_model_vocab);
    r.model = fmt::format("layers={},dim={},heads={},seq={},vocab={}", r.layers, r.dim, r.heads, r.seq, r.vocab);
    r.cost_source = doc.contains("costs") ? name_field(doc["costs"], "costs", {"analytic", "profile"}) : "analytic";
    const json& x = plans.at(static_cast<std::size_t>(index));
    where = fmt::format("plan {}: ", index);
    known_fields(x, "",
                 {"family", "depth", "width", "microbatch", "microbatches", "offload", "recompute", "vocab", "tokens_per_second",
                  "step_seconds", "pipeline_seconds", "allreduce_seconds", "bubble", "memory_bytes", "static_bytes",
                  "activation_bytes", "peak_device", "stage_blocks", "layout", "chunks", "device_static_bytes",
                  "device_activation_bytes", "device_memory_caps", "extrapolated", "schedule"});
    // A plan with the vocabulary sharded over the devices (plan --vocab-parallel): train runs
    // it with --vocab-parallel's passes. Files of before have no "vocab": none.
    const std::string vocab =
        x.contains("vocab") ? name_field(x["vocab"], "vocab", {"none", "vocab-1", "vocab-2"}) : std::string("none");
    r.vocab_parallel = vocab == "vocab-1"   ? vocab_placement::algorithm_1
              : vocab == "vocab-2" ? vocab_placement::algorithm_2
                                   : vocab_placement::none;
    const std::string name = string_field(field(x, "family", ""), "family");
    const auto fam = parse_family(name);
    if (!fam) throw bad(fmt::format("unknown family '{}' (known: {})", name, family_names()));
    r.fam = *fam;
    r.depth = int_at(x, "depth", 1, lim::max_devices);
    r.width = int_at(x, "width", 1, lim::max_replicas);
    r.microbatch = int_at(x, "microbatch", 1, lim::max_model_batch);
    r.microbatches = int_at(x, "microbatches", 1, lim::max_microbatches);
    if (std::int64_t{r.depth} * r.width > lim::max_total_devices)
      throw std::invalid_argument(fmt::format("depth {} x width {} devices, above the limit of {} (limits::max_total_devices)",
                                              r.depth, r.width, lim::max_total_devices));
    r.offload = name_field(field(x, "offload", ""), "offload", {"none", "full"});
    r.recompute = x.contains("recompute") ? string_field(x["recompute"], "recompute") : std::string("none");
    if (r.recompute.empty() || r.recompute.size() > 64) throw bad("recompute is not a policy (none, full, auto:EPS)");
    try {
      (void)parse_recompute(r.recompute);  // refused here, naming the plan, rather than by train
    } catch (const std::invalid_argument&) {
      throw std::invalid_argument(fmt::format("recompute '{}' is not a policy (none, full, selective:K, auto[:EPS])",
                                              escape_invalid_utf8(r.recompute)));
    }
    const json& blocks = field(x, "stage_blocks", "");
    if (!blocks.is_array() || blocks.size() > static_cast<std::size_t>(lim::max_stages))
      throw bad(fmt::format("stage_blocks is not a list of at most {} stages", lim::max_stages));
    // Each stage holds at least one block (the planner's partition), all of them the model's.
    std::int64_t all_blocks = 0;
    for (const json& b : blocks) {
      r.stage_blocks.push_back(static_cast<int>(integer_field(b, "stage_blocks", 1, lim::max_model_layers)));
      all_blocks += r.stage_blocks.back();
    }
    if (all_blocks != r.layers)
      throw std::invalid_argument(
          fmt::format("stage_blocks hold {} blocks, not the model's {} layers", all_blocks, r.layers));
    const json& bytes = field(x, "device_activation_bytes", "");
    if (!bytes.is_array() || bytes.size() > static_cast<std::size_t>(lim::max_devices))
      throw bad(fmt::format("device_activation_bytes is not a list of at most {} devices", lim::max_devices));
    for (const json& b : bytes)
      r.predicted.push_back(integer_field(b, "device_activation_bytes", 0, std::numeric_limits<std::int64_t>::max()));
    // The same cut in Megatron's grammar (files of before have none): train checks that it
    // is stage_blocks' (runtime/gpt reads the grammar; these parsers link without it).
    if (x.contains("layout")) {
      r.layout = string_field(x["layout"], "layout");
      if (r.layout.empty() || r.layout.size() > 65536)
        throw std::invalid_argument("layout is not a layout of at most 65536 characters");
      // Only the grammar's symbols, so that the messages quoting it stay one printable line.
      if (r.layout.find_first_not_of("EtLm|()*0123456789, ") != std::string::npos)
        throw std::invalid_argument(
            "layout has a character outside Megatron's layout grammar (E, t, L, |, (, ), *, digits)");
    }
    r.extrapolated = x.value("extrapolated", false);
    const json& sched = field(x, "schedule", "");
    known_fields(sched, "schedule",
                 {"order_costs", "costs", "time_unit", "copy_bandwidth", "memory_cap_units", "memory_caps_units",
                  "vocab_costs"});
    // The costs and the copy bandwidth are per millisecond: the one unit plan writes.
    name_field(field(sched, "time_unit", "schedule"), "schedule.time_unit", {"ms"});
    r.order_costs = costs_at(field(sched, "order_costs", "schedule"), "schedule.order_costs");
    r.offload_costs = costs_at(field(sched, "costs", "schedule"), "schedule.costs");
    // A sharded plan's vocabulary passes were placed with these costs (whole layers per
    // microbatch, ms): the trainer places them alike. An unsharded plan has none.
    if (r.vocab_parallel != vocab_placement::none) {
      const json& v = field(sched, "vocab_costs", "schedule");
      known_fields(v, "schedule.vocab_costs", {"head_f", "head_b", "input_f", "input_b", "collective"});
      auto at = [&](const char* key) {
        return number_field(field(v, key, "schedule.vocab_costs"), std::string("schedule.vocab_costs.") + key, 0,
                            max_double);
      };
      r.order_costs.vocab = r.offload_costs.vocab =
          vocab_costs{at("head_f"), at("head_b"), at("input_f"), at("input_b"), at("collective")};
    } else if (sched.contains("vocab_costs")) {
      throw std::invalid_argument("schedule.vocab_costs is given but vocab is none (a plan shards its vocabulary or not)");
    }
    r.copy_bandwidth = number_field(field(sched, "copy_bandwidth", "schedule"), "schedule.copy_bandwidth", 0, max_double);
    r.memory_cap_units = number_field(field(sched, "memory_cap_units", "schedule"), "schedule.memory_cap_units", 0, max_double);
    if (sched.contains("memory_caps_units")) {
      const json& caps = field(sched, "memory_caps_units", "schedule");
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
    throw bad(where + what);
  }
  if (r.stage_blocks.empty() || r.stage_blocks.size() % static_cast<std::size_t>(r.depth) != 0 ||
      r.predicted.size() != static_cast<std::size_t>(r.depth) ||
      (!r.memory_caps_units.empty() && r.memory_caps_units.size() != static_cast<std::size_t>(r.depth)))
    throw bad(fmt::format("plan {} is inconsistent (depth, width, microbatches, stage_blocks, device bytes)", index));
  // From the stages ("chunks" in the file is what the planner printed: not read).
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
