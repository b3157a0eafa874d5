#include "check_command.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <pipesched/compiled.hpp>
#include <pipesched/analysis/memory.hpp>
#include <pipesched/analysis/simulate.hpp>
#include <pipesched/analysis/validate.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/io/torch_csv.hpp>
#include <pipesched/passes/comm.hpp>
#include <pipesched/schedule_size.hpp>

#include "figures_text.hpp"
#include "json_text.hpp"
#include "memory_budget.hpp"
#include "option_checks.hpp"
#include "path_options.hpp"
#include "runtime/io/safe_file.hpp"
#include "schedule_command.hpp"

namespace pipesched::cli {

namespace {

// The action a validator message names ("device 1, stage 2, microbatch 0, pass W: ..."),
// as core/error.hpp writes it; nullopt when it names no whole action.
struct named_action {
  int device = -1;
  action what{};
};

std::optional<int> number_after(std::string_view text, std::string_view key) {
  const std::size_t at = text.find(key);
  if (at == std::string_view::npos) return std::nullopt;
  std::size_t i = at + key.size();
  if (i >= text.size() || text[i] < '0' || text[i] > '9') return std::nullopt;
  int value = 0;
  for (; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) value = value * 10 + (text[i] - '0');
  return value;
}

std::optional<named_action> action_in_message(std::string_view message) {
  const std::size_t colon = message.find(": ");
  const std::string_view head = message.substr(0, colon);
  const auto device = number_after(head, "device ");
  const auto stage = number_after(head, "stage ");
  const auto mb = number_after(head, "microbatch ");
  const std::size_t pass = head.find("pass ");
  if (!device || !stage || !mb || pass == std::string_view::npos) return std::nullopt;
  const std::string_view kind_name = head.substr(pass + 5);
  for (int k = 0; k <= static_cast<int>(action_kind::optimizer_step); ++k)
    if (to_string(static_cast<action_kind>(k)) == kind_name)
      return named_action{*device, {static_cast<action_kind>(k), *stage, *mb, -1}};
  return std::nullopt;
}

// The validator's message with the CSV cell (or torch's notation) of the action it names.
std::string with_torch_cell(const std::string& message, const io::torch_import& imp) {
  const auto named = action_in_message(message);
  if (!named) return message;
  const std::string cell = io::torch_action(named->what);
  if (cell.empty()) return message;
  if (const io::torch_cell* c = io::find_cell(imp, named->device, named->what))
    return fmt::format("{} (CSV {})", message, io::describe(*c));
  if (is_comm(named->what.kind) && !imp.had_comm)
    return fmt::format("{} (torch '{}', a send/recv inserted because the CSV has none)", message, cell);
  return fmt::format("{} (torch '{}', rank {})", message, cell, named->device);
}

struct checked {
  io::torch_import imp;
  schedule sched;
  costs cost{};
  timeline time;
  std::vector<double> peak_units;
};

checked check(const check_options& o) {
  const memory_budget budget = parse_max_memory(o.max_memory);
  checked r;
  r.cost = parse_costs(o.costs, o.comm);
  r.cost.overlap_gain = o.overlap_gain;
  check_costs(r.cost);  // the range the simulator times exactly, as schedule checks it
  std::optional<placement> place;
  if (o.placement == "loop") place = placement::loop;
  if (o.placement == "v") place = placement::v;
  const std::string text = io::read_file(o.torch_csv, limits::max_torch_csv_bytes, "--torch-csv");
  try {
    r.imp = compiled::parse_torch_csv(text, o.devices, place);
  } catch (const schedule_error& e) {
    throw std::invalid_argument(fmt::format("{}: {}", o.torch_csv, e.what()));
  }
  {  // the send/recv to insert and the timeline to simulate, estimated as a family of the same kind's
    const schedule& s = r.imp.sched;
    check_fits(estimated_schedule_bytes(s.split ? family::zb_h1 : family::one_f_one_b,
                                        shape{s.devices(), s.microbatches(), s.chunks()}),
               "the schedule of --torch-csv " + o.torch_csv, budget);
  }
  r.sched = r.imp.had_comm ? r.imp.sched : compiled::insert_comm(r.imp.sched);
  try {
    compiled::validate(r.sched);
    r.time = compiled::simulate(r.sched, r.cost);
  } catch (const schedule_error& e) {
    throw std::invalid_argument(fmt::format("{}: {}", o.torch_csv, with_torch_cell(e.what(), r.imp)));
  }
  r.peak_units = peak_activation_units_per_device(r.sched);
  return r;
}

std::string render_text(const checked& r) {
  const schedule& s = r.sched;
  std::string out = fmt::format(
      "ok: {} ranks, {} stages ({} per rank, {} placement{}), {} microbatches, {}, send/recv {}\n", s.devices(),
      s.stages(), s.chunks(), to_string(s.place), r.imp.placement_inferred ? ", inferred" : "", s.microbatches(),
      s.split ? "split backward (I and W)" : "full backward (B)", r.imp.had_comm ? "from the CSV" : "inserted");
  if (!r.imp.skipped.empty())  // torch's own bookkeeping, which pipesched's runtime does itself
    out += fmt::format("skipped (no pipesched action): {}\n", io::describe(r.imp.skipped));
  return out + figures_text(r.cost, r.peak_units, r.time);
}

// Keys as `schedule --format json` where they mean the same ("schema":
// "pipesched.check/1" first); actions include the send/recv that were inserted.
std::string render_json(const checked& r) {
  using json = nlohmann::ordered_json;
  const schedule& s = r.sched;
  json actions = json::array();
  for (int d = 0; d < s.devices(); ++d) {
    json list = json::array();
    for (const action& a : s.actions(d)) {
      json item = {{"kind", to_string(a.kind)}, {"stage", a.stage}, {"microbatch", a.microbatch}};
      if (is_comm(a.kind)) item["peer"] = a.peer;
      if (is_overlap(a.kind)) {
        item["back_stage"] = a.back_stage;
        item["back_microbatch"] = a.back_microbatch;
      }
      list.push_back(std::move(item));
    }
    actions.push_back(std::move(list));
  }
  json skipped = json::array();
  for (const io::torch_skipped& k : r.imp.skipped)
    skipped.push_back({{"rank", k.rank}, {"type", to_string(k.kind)}, {"count", k.count}});
  const json doc = {
      {"schema", json_schema("check")},
      {"devices", s.devices()},
      {"microbatches", s.microbatches()},
      {"chunks", s.chunks()},
      {"placement", to_string(s.place)},
      {"placement_inferred", r.imp.placement_inferred},
      {"split", s.split},
      {"comm_inserted", !r.imp.had_comm},
      {"skipped", std::move(skipped)},
      {"costs", {{"f", r.cost.f}, {"b", r.cost.b}, {"w", r.cost.w}, {"comm", r.cost.comm}}},
      {"peak_activation", r.peak_units},
      {"makespan", r.time.makespan},
      {"span", r.time.span},
      {"bubble", r.time.bubble},
      {"span_bubble", r.time.span_bubble},
      {"actions", std::move(actions)},
  };
  return json_text(doc, 2) + '\n';
}

}  // namespace

int run_check(const check_options& options, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    const checked r = check(options);
    text = options.format == "json" ? render_json(r) : render_text(r);
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  out << text << std::flush;
  return 0;
}

void add_check_command(CLI::App& app) {
  auto options = std::make_shared<check_options>();
  CLI::App* cmd = app.add_subcommand(
      "check", "Validate a schedule from torch.distributed.pipelining's CSV and report its memory and bubble");
  add_path_option(cmd, "--torch-csv", options->torch_csv, "CSV file: one row per rank, actions like 0F0, 1I0, 1W0, 0SEND_F0")
      ->required();
  add_count(cmd, "--devices", options->devices, "Ranks P (rows of the CSV)", 1, limits::max_devices, "max_devices")
      ->required();
  cmd->add_option("--placement", options->placement,
                  "Stage to rank: loop (s mod P), v (s, or 2P-1-s for s >= P), auto (infer from the rows)")
      ->check(CLI::IsMember({"auto", "loop", "v"}))
      ->capture_default_str();
  cmd->add_option("--costs", options->costs, "TF,TB,TW: per-microbatch times of one full 1F1B stage")
      ->capture_default_str();
  add_real(cmd, "--comm", options->comm, "Latency of one hop between devices", {})->capture_default_str();
  add_real(cmd, "--overlap-gain", options->overlap_gain,
           "An overlapped F&B (OVERLAP_F_B) takes F + B - G x min(F, B), G in [0, 1]", {0, 1})
      ->capture_default_str();
  cmd->add_option("--max-memory", options->max_memory,
                  "Refuse a CSV whose schedule is estimated above these bytes before simulating it (8GB; default: "
                  "half the physical memory)");
  cmd->add_option("--format", options->format, "Output format")
      ->check(CLI::IsMember({"text", "json"}))
      ->capture_default_str();
  cmd->callback([options] {
    if (run_check(*options, std::cout, std::cerr) != 0) throw CLI::RuntimeError(exit_usage);
  });
}

}  // namespace pipesched::cli
