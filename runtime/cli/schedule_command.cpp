#include "schedule_command.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <iostream>
#include <limits>
#include <memory>
#include <optional>
#include <ostream>
#include <iterator>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <pipesched/compiled.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/generate.hpp>
#include <pipesched/io/decimal.hpp>
#include <pipesched/io/svg.hpp>
#include <pipesched/io/torch_csv.hpp>
#include <pipesched/io/trace.hpp>

#include "byte_size.hpp"
#include "figures_text.hpp"
#include "json_text.hpp"
#include "memory_budget.hpp"
#include "memory_cap_list.hpp"
#include "model_caps.hpp"
#include "option_checks.hpp"
#include "offload_option.hpp"
#include "progress.hpp"
#include "recompute_option.hpp"
#include "path_options.hpp"
#include "runtime/io/path_checks.hpp"
#include "runtime/io/safe_file.hpp"
#include "trimmed.hpp"
#include "vocab_option.hpp"

namespace pipesched::cli {

std::string error_line(std::string_view what) {
  std::string line = fmt::format("pipesched: error: {}", what);
  std::replace(line.begin(), line.end(), '\n', ' ');
  std::replace(line.begin(), line.end(), '\r', ' ');
  while (!line.empty() && line.back() == ' ') line.pop_back();
  return line + '\n';
}

namespace {

std::string known_families() {
  std::string names;
  for (family f : all_families) names += (names.empty() ? "" : ", ") + std::string(to_string(f));
  return names;
}

family family_named(std::string_view name) {
  if (const auto f = parse_family(name)) return *f;
  throw std::invalid_argument(fmt::format("unknown family '{}' (known: {})", name, known_families()));
}

// Everything the two formats print, computed once.
struct report {
  family fam{};
  costs cost{};
  schedule sched;
  timeline time;
  std::vector<double> peak_units;  // per device, after offload
  double max_peak_units = 0;
  std::vector<double> peak_units_without_offload;  // with the recomputes, before offload
  recompute_policy recompute{};
  std::vector<int> recomputes;                        // per device: R actions
  std::vector<double> peak_units_without_recompute;   // per device: the plain order's
  std::vector<double> offloaded_units;  // per device: activation units moved to the host
  std::vector<double> memory_caps;      // per device: --memory-cap in activation units (0: none)
  std::vector<long long> bytes_with_weights;  // --model: per device, the peak with its weights
  // --vocab-parallel: the same family with the naive placement of the vocabulary passes.
  vocab_placement vocab = vocab_placement::none;
  schedule naive;
  timeline naive_time;
  std::vector<double> naive_peak_units;
};

// --memory-cap in activation units, one value (every device) or one per device: a bare
// number is units, a byte size is converted with --activation-bytes (which it then needs:
// its default only labels traces); every value bare or every one with a unit.
std::vector<double> cap_in_units(const schedule_options& o) {
  const std::vector<size_text> caps = parse_size_list(o.memory_cap, "--memory-cap");
  if (caps.size() != 1 && caps.size() != static_cast<std::size_t>(o.devices))
    throw std::invalid_argument(fmt::format("--memory-cap lists {} values for {} devices: give one value (every "
                                            "device) or one per device",
                                            caps.size(), o.devices));
  const bool bytes = caps.front().bytes;
  std::vector<double> out;
  for (const size_text& cap : caps) {
    if (cap.bytes != bytes)
      throw std::invalid_argument(fmt::format("--memory-cap {} mixes activation units and byte sizes: give every "
                                              "value with a byte unit or none",
                                              o.memory_cap));
    out.push_back(cap.value);
  }
  if (!o.model.empty()) {  // bytes with the weights, per family (build_one)
    if (!bytes && std::any_of(out.begin(), out.end(), [](double x) { return x > 0; }))
      throw std::invalid_argument(fmt::format("--memory-cap {} with --model caps bytes: write each value with a byte "
                                              "unit (40GB)",
                                              o.memory_cap));
    return out;
  }
  if (!bytes) return out;
  if (!o.activation_bytes_given)
    throw std::invalid_argument(fmt::format("--memory-cap {} is in bytes: give --activation-bytes B (the bytes of one "
                                            "activation unit) to convert it, or give the cap in activation units",
                                            o.memory_cap));
  for (double& x : out) x /= static_cast<double>(o.activation_bytes);
  return out;
}

// The numbers the options make together against their limits (core/limits.hpp), before any
// work; each option alone was checked as it was read (add_count, add_real).
void check_numbers(const schedule_options& o) {
  check_count(std::int64_t{o.microbatches} * o.iterations, 1, limits::max_microbatches, "--microbatches x --iterations",
              "max_microbatches");
  if (!o.layout.empty() && o.model.empty())
    throw std::invalid_argument("--layout places a model's blocks on the stages: it needs --model");
}

// What every family of one command shares: read from the options once.
struct command_wide {
  memory_budget budget;
  std::vector<double> cap_units;  // one value (every device) or one per device
};

report build_one(const schedule_options& o, const command_wide& w, std::string_view family_name) {
  report r;
  r.fam = family_named(family_name);
  r.cost = parse_costs(o.costs, o.comm);
  r.cost.overlap_gain = o.overlap_gain;  // make_schedule refuses one outside [0, 1]
  const copy_engines engines{o.offload_bandwidth, o.shared_link};
  const shape dims{o.devices, o.microbatches * o.iterations, o.chunks, o.group, o.iterations};
  const offload_policy policy = parse_offload(o.offload);
  r.recompute = parse_recompute(o.recompute);
  r.vocab = vocab_placement_of(o.vocab_parallel);
  if (r.vocab != vocab_placement::none) {
    if (policy.kind != offload_kind::none || r.recompute.kind != recompute_kind::none)
      throw std::invalid_argument("--vocab-parallel does not combine with --offload or --recompute (their passes do "
                                  "not place vocabulary passes)");
    const double collective = o.collective.value_or(o.comm);
    if (!o.vocab_costs.empty())
      r.cost.vocab = parse_vocab_costs(o.vocab_costs, collective);
    else if (!o.model.empty())
      r.cost.vocab = vocab_costs_of_model(o.model, r.cost, o.devices, collective);
    else
      throw std::invalid_argument("--vocab-parallel needs the vocabulary layers' costs: --vocab-costs HF,HB,IF,IB or "
                                  "--model CONFIG");
  }
  check_schedule_fits(r.fam, dims, w.budget, o.format == "json");
  // --model: the byte caps hold each device's peak with its weights (model_caps.hpp); v-auto
  // searches under them in units, the others are checked after.
  std::optional<model_bytes> gpt;
  std::vector<double> caps = w.cap_units;
  if (!o.model.empty()) {
    const shape sized = checked_shape(r.fam, dims);
    gpt = model_bytes_of(o.model, o.layout, sized.stages(), r.vocab);
    caps = r.fam == family::v_auto ? caps_in_units(*gpt, r.fam, sized.devices, sized.chunks, w.cap_units)
                                   : std::vector<double>{0};
  }
  // An offloaded order goes without the tail pass (generation_options::tail says why).
  const auto generate = [&](const std::vector<double>& held_to) {
    return compiled::make_schedule(r.fam, dims, r.cost,
                         {.memory_caps = held_to,
                          .refine_steps = o.refine,
                          .refine_seed = o.refine_seed,
                          .tail = policy.kind == offload_kind::none,
                          .vocab = r.vocab});
  };
  // A cap holds the schedule as it runs, after recompute and offload (as a cap in bytes
  // does). The plain order is generated within the cap where it can be; where none fits,
  // v-auto searches its orders under caps raised a chunk activation at a time until the
  // passes bring one within the cap, and the other families take their own order. The
  // cap is checked on what the passes made.
  const bool passes = policy.kind != offload_kind::none || r.recompute.kind != recompute_kind::none;
  schedule plain, recomputed;
  const auto run = [&](const std::vector<double>& held_to) {
    plain = generate(held_to);
    // Recompute first: offload then skips the recomputed pairs (passes/recompute.hpp).
    recomputed = compiled::apply_recompute(plain, r.cost, r.recompute);
    r.sched = compiled::apply_offload(recomputed, r.cost, engines, policy);
  };
  if (!passes || gpt) {
    run(caps);
  } else {
    const double step = 1.0 / checked_shape(r.fam, dims).chunks;
    for (double raise = 0;; raise += step) {
      const bool last = r.fam != family::v_auto ? raise > 0 : raise >= o.devices;  // v-auto: p units, uncapped
      std::vector<double> raised = caps;
      for (double& x : raised) x = last || x == 0 ? 0 : x + raise;
      try {
        run(raised);
      } catch (const schedule_error&) {
        if (last) throw;
        continue;
      }
      if (last || device_over_caps(r.sched, caps) < 0) break;
    }
    check_memory_caps(r.sched, caps, "this schedule's peak after --recompute and --offload");
  }
  r.time = compiled::simulate(r.sched, r.cost, engines);
  if (r.vocab != vocab_placement::none) {
    r.naive = compiled::make_schedule(r.fam, dims, r.cost, {.vocab = vocab_placement::naive});
    r.naive_time = compiled::simulate(r.naive, r.cost, engines);
    r.naive_peak_units = peak_activation_units_per_device(r.naive);
  }
  r.memory_caps = caps.size() == 1 ? std::vector<double>(static_cast<std::size_t>(o.devices), caps.front()) : caps;
  // With a sharded vocabulary: the blocks' stages, each device's shard and its S-to-T bytes
  // (the trainer's bound, model_caps.hpp).
  if (gpt)
    r.bytes_with_weights =
        checked_bytes_with_weights(r.sched, *gpt, dims.iterations > 1 ? weight_versions(r.fam) : 1, w.cap_units);
  r.peak_units = peak_activation_units_per_device(r.sched);
  for (double x : r.peak_units) r.max_peak_units = std::max(r.max_peak_units, x);
  r.peak_units_without_offload = peak_activation_units_per_device(recomputed);
  r.peak_units_without_recompute = peak_activation_units_per_device(plain);
  r.recomputes = recompute_counts(r.sched);
  for (const auto& list : r.sched.per_device) {
    const auto n = std::count_if(list.begin(), list.end(), [](const action& a) { return a.kind == action_kind::offload; });
    r.offloaded_units.push_back(static_cast<double>(n) * r.sched.offload_fraction / r.sched.chunks());
  }
  return r;
}

// The families of --compare, in the order given.
std::vector<std::string> compare_list(std::string_view text) {
  std::vector<std::string> names;
  for (;;) {
    const std::size_t comma = text.find(',');
    const std::string_view name = trimmed(text.substr(0, comma));
    if (name.empty()) throw std::invalid_argument(fmt::format("--compare needs family names separated by commas (got '{}')", text));
    names.emplace_back(name);
    if (comma == std::string_view::npos) break;
    text.remove_prefix(comma + 1);
  }
  return names;
}

// One report per family: --family, or every family of --compare.
std::vector<report> build(const schedule_options& o) {
  if (o.family.empty() == o.compare.empty())
    throw std::invalid_argument(o.family.empty() ? "give --family NAME or --compare NAME,NAME,..."
                                                 : "give --family or --compare, not both");
  if (!o.compare.empty() && o.format != "svg") throw std::invalid_argument("--compare draws a picture: use it with --format svg");
  check_numbers(o);
  const command_wide w{parse_max_memory(o.max_memory), cap_in_units(o)};
  std::vector<report> reports;
  if (!o.family.empty())
    reports.push_back(build_one(o, w, o.family));
  else
    for (const std::string& name : compare_list(o.compare)) reports.push_back(build_one(o, w, name));
  return reports;
}

// "v-half, p = 4, m = 8: peak 3 activation units, bubble 0.226 (global)"
std::string panel_title(const report& r) {
  return fmt::format("{}, p = {}, m = {}: peak {:g} activation units, bubble {:.3f} (global)", to_string(r.fam),
                     r.sched.devices(), r.sched.microbatches(), r.max_peak_units, r.time.bubble);
}

std::string render_svg(const std::vector<report>& reports) {
  std::vector<io::svg_panel> panels;
  for (const report& r : reports) panels.push_back({panel_title(r), &r.sched, &r.time});
  return compiled::render_svg(panels);
}

std::string render_trace(const report& r, long long activation_bytes) {
  io::trace_options opt;
  opt.activation_bytes = activation_bytes;
  opt.name = panel_title(r);
  return compiled::to_chrome_trace(r.sched, r.time, opt);
}

// One line per device (compute passes only, as KIND<stage>.<microbatch>), then the figures
// as `key: value` lines whose keys match the JSON ones.
std::string render_text(const report& r) {
  std::string out;
  for (int d = 0; d < r.sched.devices(); ++d) {
    out += fmt::format("device {}:", d);
    for (const action& a : r.sched.actions(d))
      if (is_compute(a.kind) || is_vocab_pass(a.kind)) out += ' ' + io::action_label(a);
    out += '\n';
  }
  out += fmt::format("family: {}\n", to_string(r.fam));
  out += fmt::format("devices: {}\n", r.sched.devices());
  out += fmt::format("microbatches: {}\n", r.sched.microbatches());
  out += fmt::format("chunks: {}\n", r.sched.chunks());
  if (r.sched.dims.iterations > 1) out += fmt::format("iterations: {}\n", r.sched.dims.iterations);
  out += figures_text(r.cost, r.peak_units, r.time);
  if (r.vocab != vocab_placement::none) {
    const vocab_costs& v = r.cost.vocab;
    const double naive_max = *std::max_element(r.naive_peak_units.begin(), r.naive_peak_units.end());
    out += fmt::format("vocab_parallel: {} (S, T on every device; the lines above)\n", to_string(r.vocab));
    out += fmt::format("vocab_costs: head_f={:g} head_b={:g} input_f={:g} input_b={:g} collective={:g}\n", v.head_f,
                       v.head_b, v.input_f, v.input_b, v.collective);
    out += fmt::format("naive_peak_activation: {:g} (max {:g}, activation units; embedding on device {}, head on "
                       "device {})\n",
                       fmt::join(r.naive_peak_units, " "), naive_max, r.naive.device_of_stage(0),
                       r.naive.device_of_stage(r.naive.stages() - 1));
    out += fmt::format("naive_makespan: {:g} (global)\n", r.naive_time.makespan);
    out += fmt::format("naive_bubble: {:g}\n", r.naive_time.bubble);
    out += fmt::format("vocab_speedup: {:.3f} (naive makespan / this makespan)\n",
                       r.naive_time.makespan / r.time.makespan);
  }
  if (r.recompute.kind != recompute_kind::none) {
    out += fmt::format("recomputes: {} (R actions per device)\n", fmt::join(r.recomputes, " "));
    out += fmt::format("peak_activation_without_recompute: {:g}\n", fmt::join(r.peak_units_without_recompute, " "));
  }
  return out;
}

// The JSON contract (keys in this order):
//   schema ("pipesched.schedule/1"), family, devices, microbatches (all iterations), chunks, [iterations (2bw over
//   K > 1 iterations only)], costs{f,b,w,comm[,overlap_gain when not 0]},
//   memory_cap[device] (--memory-cap in activation units, 0: none; with --model v-auto's search caps),
//   peak_bytes_with_weights[device] (with --model: the peak with the weights, bytes; else null),
//   peak_activation[device] (activation units, device-resident after offload),
//   peak_activation_without_offload[device], offloaded_bytes[device] (whole run,
//   --activation-bytes per unit), makespan (global), span (per device),
//   bubble (1 - m(TF+TB+TW)/makespan, with an overlap gain the busiest device's compute time for
//   m(TF+TB+TW)), span_bubble (the same over span),
//   actions[device][i] = {kind, stage, microbatch[, peer for send/recv kinds][, back_stage, back_microbatch
//   for the overlapped kinds F&B and F&BW: the backward half]} (kind "R": a recompute),
//   then with --vocab-parallel: vocab_parallel{placement ("vocab-1", "vocab-2"), costs{head_f, head_b, input_f,
//   input_b, collective}, naive{peak_activation[device], makespan, bubble}} (the naive placement of the same
//   passes); the actions then hold S, T, E, EW (stage: the device) and the collectives (peer: the root, -1),
//   then with --recompute other than none: recompute (the policy's name), recomputes[device] (R actions),
//   peak_activation_without_recompute[device] (the order without them; peak_activation is with them).
// The actions array as dump(2) writes it at the document's first level, written straight
// into `out`: a tree of nlohmann objects costs about 500 bytes an action (2.9 GB resident
// against a 214 MB estimate once), this text about 80 (at most json_bytes_per_action, memory_budget.hpp).
void append_actions_json(std::string& out, const schedule& s) {
  if (s.devices() == 0) {
    out += "[]";
    return;
  }
  out += "[";
  for (int d = 0; d < s.devices(); ++d) {
    out += d == 0 ? "\n    [" : ",\n    [";
    const auto& list = s.actions(d);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const action& a = list[i];
      fmt::format_to(std::back_inserter(out),
                     "{}\n      {{\n        \"kind\": \"{}\",\n        \"stage\": {},\n        \"microbatch\": {}",
                     i == 0 ? "" : ",", to_string(a.kind), a.stage, a.microbatch);
      if (is_comm(a.kind) || is_collective(a.kind))
        fmt::format_to(std::back_inserter(out), ",\n        \"peer\": {}", a.peer);
      if (is_overlap(a.kind))
        fmt::format_to(std::back_inserter(out), ",\n        \"back_stage\": {},\n        \"back_microbatch\": {}",
                       a.back_stage, a.back_microbatch);
      out += "\n      }";
    }
    out += list.empty() ? "]" : "\n    ]";
  }
  out += "\n  ]";
}

std::string render_json(const report& r, long long activation_bytes) {
  using json = nlohmann::ordered_json;
  std::vector<long long> offloaded_bytes;
  for (double units : r.offloaded_units)
    offloaded_bytes.push_back(static_cast<long long>(units * static_cast<double>(activation_bytes)));
  json doc = {
      {"schema", json_schema("schedule")},
      {"family", to_string(r.fam)},
      {"devices", r.sched.devices()},
      {"microbatches", r.sched.microbatches()},
      {"chunks", r.sched.chunks()},
  };
  if (r.sched.dims.iterations > 1) doc["iterations"] = r.sched.dims.iterations;
  json cost = {{"f", r.cost.f}, {"b", r.cost.b}, {"w", r.cost.w}, {"comm", r.cost.comm}};
  if (r.cost.overlap_gain != 0) cost["overlap_gain"] = r.cost.overlap_gain;
  const json rest = {
      {"costs", std::move(cost)},
      {"memory_cap", r.memory_caps},
      {"peak_bytes_with_weights", r.bytes_with_weights.empty() ? json(nullptr) : json(r.bytes_with_weights)},
      {"peak_activation", r.peak_units},
      {"peak_activation_without_offload", r.peak_units_without_offload},
      {"offloaded_bytes", offloaded_bytes},
      {"makespan", r.time.makespan},
      {"span", r.time.span},
      {"bubble", r.time.bubble},
      {"span_bubble", r.time.span_bubble},
      {"actions", json::array()},  // a place holder: the actions are written into the text below
  };
  for (const auto& [key, value] : rest.items()) doc[key] = value;
  if (r.vocab != vocab_placement::none) {
    const vocab_costs& v = r.cost.vocab;
    doc["vocab_parallel"] = {
        {"placement", to_string(r.vocab)},
        {"costs",
         {{"head_f", v.head_f}, {"head_b", v.head_b}, {"input_f", v.input_f}, {"input_b", v.input_b},
          {"collective", v.collective}}},
        {"naive", {{"peak_activation", r.naive_peak_units}, {"makespan", r.naive_time.makespan},
                   {"bubble", r.naive_time.bubble}}},
    };
  }
  if (r.recompute.kind != recompute_kind::none) {
    doc["recompute"] = to_string(r.recompute.kind);
    doc["recomputes"] = r.recomputes;
    doc["peak_activation_without_recompute"] = r.peak_units_without_recompute;
  }
  // The place holder is the one top-level "actions" key (a string holds no raw newline).
  const std::string head = json_text(doc, 2);
  const std::string_view holder = "\n  \"actions\": []";
  const std::size_t at = head.find(holder);
  if (at == std::string::npos) throw std::logic_error("internal: the JSON document lost its actions key");
  std::string out;
  out.reserve(head.size() + static_cast<std::size_t>(json_bytes_per_action) * static_cast<std::size_t>(r.sched.action_count()));
  out.append(head, 0, at + holder.size() - 2);
  append_actions_json(out, r.sched);
  out.append(head, at + holder.size());
  out += '\n';
  return out;
}

// torch 2.15's CSV has no offload or recompute action (io/torch_csv.hpp): a schedule with
// them is refused before any work, as the library refuses it, rather than exported
// without them and with another peak than the one printed.
void check_torch_csv_policies(const schedule_options& o) {
  if (o.vocab_parallel != 0)
    throw std::invalid_argument(
        "--vocab-parallel cannot be written as torch's CSV: torch's notation has no vocabulary-parallel pass (S, T, E, "
        "EW) or collective (leave out --vocab-parallel, or use --format json)");
  if (parse_offload(o.offload).kind != offload_kind::none)
    throw std::invalid_argument(fmt::format(
        "--offload {} cannot be written as torch's CSV: torch 2.15's schedule CSV has no offload action, and without "
        "it the file's order would hold more memory than the printed peak (leave out --offload, or use --format json)",
        o.offload));
  if (parse_recompute(o.recompute).kind != recompute_kind::none)
    throw std::invalid_argument(fmt::format(
        "--recompute {} cannot be written as torch's CSV: torch 2.15's schedule CSV has no recompute action (leave "
        "out --recompute and checkpoint inside the stage's module in torch, or use --format json)",
        o.recompute));
}

}  // namespace

int run_schedule(const schedule_options& options, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    const progress bar("schedule " + (options.family.empty() ? options.compare : options.family), 0);
    const bool writes_csv = options.format == "torch-csv" || !options.torch_csv.empty();
    if (options.torch_csv_comms && !writes_csv)
      throw std::invalid_argument(
          "--torch-csv-comms is a form of torch's CSV (add --format torch-csv or --torch-csv FILE)");
    if (!options.torch_csv.empty()) {
      if (!options.compare.empty()) throw std::invalid_argument("--torch-csv writes one family's schedule, not --compare's");
    }
    if (writes_csv) check_torch_csv_policies(options);
    io::check_paths({{"-o", options.output, true, "the schedule"}, {"--torch-csv", options.torch_csv, true, "torch's CSV"}},
                    options.output.empty() ? "the schedule" : "");
    const std::vector<report> reports = build(options);
    const report& r = reports.front();
    if (options.format == "json")
      text = render_json(r, options.activation_bytes);
    else if (options.format == "svg")
      text = render_svg(reports);
    else if (options.format == "trace")
      text = render_trace(r, options.activation_bytes);
    else if (options.format == "torch-csv")
      text = compiled::to_torch_csv(r.sched, {.comms = options.torch_csv_comms});
    else
      text = render_text(r);
    if (!options.torch_csv.empty())
      io::write_file(options.torch_csv, compiled::to_torch_csv(r.sched, {.comms = options.torch_csv_comms}));
    if (!options.output.empty()) io::write_file(options.output, text);
  } catch (const io::write_error& e) {
    err << error_line(e.what()) << std::flush;
    return exit_write_failed;
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  if (options.output.empty()) out << text << std::flush;
  return 0;
}

void add_schedule_command(CLI::App& app) {
  auto options = std::make_shared<schedule_options>();
  CLI::App* cmd = app.add_subcommand("schedule", "Generate a family's schedule, simulate it and print it");
  cmd->add_option("--family", options->family, "Schedule family: " + known_families());
  cmd->add_option("--compare", options->compare,
                  "FAMILY,FAMILY,...: several families stacked on one time axis (with --format svg)");
  namespace lim = limits;
  add_count(cmd, "--devices", options->devices, "Pipeline devices P", 1, lim::max_devices, "max_devices")->required();
  add_count(cmd, "--microbatches", options->microbatches, "Microbatches m", 1, lim::max_microbatches,
            "max_microbatches")
      ->required();
  add_count(cmd, "--chunks", options->chunks, "Chunks per device v (0: the family's default)", 0, lim::max_chunks,
            "max_chunks")
      ->capture_default_str();
  add_count(cmd, "--group", options->group, "interleaved-grouped: microbatches per group, ceil(P/2)..P (0: P)", 0,
            lim::max_microbatches, "max_microbatches")
      ->capture_default_str();
  add_count(cmd, "--iterations", options->iterations,
            "2bw: K iterations of --microbatches each in one schedule, without a flush (PipeDream-2BW)", 1,
            lim::max_iterations, "max_iterations")
      ->capture_default_str();
  cmd->add_option("--costs", options->costs, "TF,TB,TW: per-microbatch times of one full 1F1B stage")
      ->capture_default_str();
  add_real(cmd, "--comm", options->comm, "Latency of one hop between devices", {})->capture_default_str();
  add_real(cmd, "--overlap-gain", options->overlap_gain,
           "G in [0, 1]: an overlapped F&B (dualpipe-v) takes F + B - G x min(F, B)", {0, 1})
      ->capture_default_str();
  cmd->add_option("--memory-cap", options->memory_cap,
                  "Peak activation cap: activation units (4; 0: none), or bytes with a unit (40GB, 40GiB; "
                  "needs --activation-bytes); one value for every device or a comma list of one per device "
                  "(2,3,3,2: device d held to the d-th)")
      ->capture_default_str();
  cmd->add_option("--model", options->model,
                  "GPT (gpt-1.5b, tiny, layers=..,dim=..,heads=..,seq=..,vocab=..,batch=B): a --memory-cap in bytes "
                  "then caps each device's peak with its weights, the embedding on the first stage and the LM head "
                  "on the last (fp32 as the CPU backend stores them)");
  cmd->add_option("--layout", options->layout,
                  "With --model: transformer blocks per stage in Megatron's --pipeline-model-parallel-layout grammar "
                  "(stages in model order split by |, E embedding, t block, L loss, X*N repeats: Et*3|(tt|)*2ttL)");
  cmd->add_option("--max-memory", options->max_memory,
                  "Refuse a schedule estimated above these bytes before generating it (8GB, 512MiB; default: "
                  "half the physical memory)");
  add_count(cmd, "--refine", options->refine,
            "Spend STEPS steps of local search on the order: no higher peak, never longer (opt-in; "
            "each step re-times the schedule)",
            0, lim::max_refine_steps, "max_refine_steps")
      ->capture_default_str();
  add_count(cmd, "--refine-seed", options->refine_seed,
            "Seed of --refine's search: the same seed gives the same order, another one walks another way", 0,
            UINT64_MAX)
      ->capture_default_str();
  cmd->add_option("--format", options->format,
                  "Output format: text, json, svg (timeline picture), trace (Chrome trace JSON for "
                  "Perfetto), torch-csv (torch.distributed.pipelining CSV)")
      ->check(CLI::IsMember(std::vector<std::string>(std::begin(schedule_formats), std::end(schedule_formats))))
      ->capture_default_str();
  add_path_option(cmd, "--torch-csv", options->torch_csv,
                  "Also write torch.distributed.pipelining's CSV (compute only, what its _load_csv reads by default) "
                  "to FILE, whatever --format prints");
  cmd->add_flag("--torch-csv-comms", options->torch_csv_comms,
                "With --format torch-csv or --torch-csv: the compute-and-comms form (UNSHARD/RESHARD, REDUCE_GRAD, SEND/RECV and their "
                "waits as torch 2.15's lowering places them; torch's _load_csv(..., format=\"compute_comms\")) "
                "instead of compute only");
  CLI::Option* activation_bytes =
      add_count(cmd, "--activation-bytes", options->activation_bytes,
                "Bytes of one activation unit: trace's activation counter, a --memory-cap in bytes", 1,
                lim::max_activation_bytes, "max_activation_bytes")
          ->capture_default_str();
  add_path_option(cmd, "-o,--output", options->output, "Write the output to FILE (all or nothing) instead of stdout");
  cmd->add_option("--offload", options->offload,
                  "Activation offload: none, full, ratio:R, selective:K (per device), chunk:C or auto[:EPS] (most "
                  "memory saved for at most EPS more makespan, default 0.02)")
      ->capture_default_str();
  cmd->add_option("--recompute", options->recompute,
                  "Activation recomputation (R actions, before offload): none, full, selective:K (per device) or "
                  "auto[:EPS] (the most recomputes for at most EPS more makespan, default 0.02)")
      ->capture_default_str();
  add_real(cmd, "--offload-bandwidth", options->offload_bandwidth,
           "Host link bandwidth in activation units per time unit (0: copies take no time)", {})
      ->capture_default_str();
  cmd->add_flag("--shared-link", options->shared_link, "Two devices share one host link (half the bandwidth each)");
  add_count(cmd, "--vocab-parallel", options->vocab_parallel,
            "1 or 2: the input embedding and the LM head sharded by vocabulary over all devices as passes of the "
            "schedule (the paper's algorithm 1: two all-reduces per microbatch, 2: one), printed beside the naive "
            "placement (1f1b, zb-h1, v-half, v-min); 0: none",
            0, 2)
      ->capture_default_str();
  cmd->add_option("--vocab-costs", options->vocab_costs,
                  "HF,HB,IF,IB with --vocab-parallel: per-microbatch times of the whole LM head's forward and "
                  "backward and the whole embedding's forward and weight gradient (each device's pass takes 1/P); "
                  "default with --model: in proportion to its FLOPs");
  // (add_real's rule on an optional: absent means --comm's time)
  cmd->add_option("--collective", options->collective,
                  "With --vocab-parallel: time of one collective (broadcast, all-reduce) once every device posted it "
                  "(default: --comm)")
      ->transform(real_rule("--collective", {}));
  cmd->callback([options, activation_bytes] {
    options->activation_bytes_given = activation_bytes->count() > 0;
    if (const int status = run_schedule(*options, std::cout, std::cerr); status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace pipesched::cli
