#include "plan_command.hpp"

#include <cctype>
#include <charconv>
#include <cmath>
#include <exception>
#include <iostream>
#include <limits>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <pipesched/compiled.hpp>
#include <pipesched/core/limits.hpp>
#include <pipesched/plan/planner.hpp>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_layout.hpp"
#include "byte_size.hpp"
#include "json_text.hpp"
#include "memory_cap_list.hpp"
#include "option_checks.hpp"
#include "path_options.hpp"
#include "runtime/io/path_checks.hpp"
#include "runtime/io/safe_file.hpp"
#include "progress.hpp"
#include "profile_command.hpp"
#include "schedule_command.hpp"

namespace pipesched::cli {

namespace {

plan::gpt_model from_gpt(const gpt::gpt_config& c) { return {c.layers, c.dim, c.heads, c.seq, c.vocab}; }
gpt::gpt_config to_gpt(const plan::gpt_model& m) { return {m.layers, m.dim, m.heads, m.seq, m.vocab, 1}; }

std::string model_text(const plan::gpt_model& m) {
  return fmt::format("layers={},dim={},heads={},seq={},vocab={}", m.layers, m.dim, m.heads, m.seq, m.vocab);
}

nlohmann::ordered_json costs_json(const costs& c) {
  return {{"f", c.f}, {"b", c.b}, {"w", c.w}, {"comm", c.comm}};
}

// A sharded vocabulary's costs (costs::vocab), whole layers per microbatch.
nlohmann::ordered_json vocab_costs_json(const vocab_costs& v) {
  return {{"head_f", v.head_f}, {"head_b", v.head_b}, {"input_f", v.input_f}, {"input_b", v.input_b},
          {"collective", v.collective}};
}

// The planner's model (its "batch" key is ignored: the planner chooses the microbatch).
plan::gpt_model parse_model(std::string_view text) { return from_gpt(parse_model_config(text)); }

std::string gb(long long bytes) { return fmt::format("{:.2f}", static_cast<double>(bytes) / 1e9); }

// "80.00 GB each", or per device "40.00/80.00/80.00/40.00 GB".
std::string caps_text(const plan::plan_request& r) {
  if (r.memory_caps.empty()) return fmt::format("{} GB each", gb(r.memory_cap));
  std::vector<std::string> each;
  for (long long x : r.memory_caps) each.push_back(gb(x));
  return fmt::format("{} GB", fmt::join(each, "/"));
}

// Which of the device's bandwidths came from the profile (profile_links), not the options.
struct measured_links {
  bool link = false, offload = false;
};

// The plan's cut in Megatron's layout grammar: what train --layout takes. A sharded
// vocabulary's plan has no E on its first stage and no L on its last (train --plan puts them
// back to read it).
std::string layout_of(const plan::plan_choice& x) {
  std::string text = gpt::layout_text(x.stage_blocks);
  if (x.vocab != vocab_placement::none && text.size() > 2 && text.front() == 'E' && text.back() == 'L')
    text = text.substr(1, text.size() - 2);
  return text;
}

// A plan's recompute policy as --recompute spells it (none, full, selective:K, auto:EPS):
// what the plan file carries and train --plan reads back.
std::string recompute_text(const recompute_policy& r) {
  switch (r.kind) {
    case recompute_kind::none: return "none";
    case recompute_kind::full: return "full";
    case recompute_kind::selective: return fmt::format("selective:{}", r.count);
    case recompute_kind::automatic: return fmt::format("auto:{:g}", r.epsilon);
  }
  return "none";
}

// The plan's vocabulary placement as the table's "vocab" column says it: none (the embedding
// on the first stage, the head on the last), 1 or 2 (sharded: the algorithm).
std::string vocab_column(vocab_placement v) {
  return v == vocab_placement::algorithm_1 ? "1" : v == vocab_placement::algorithm_2 ? "2" : "none";
}

std::string describe(const plan::plan_choice& x) {
  return fmt::format("{}, p={}, w={}, b={}, offload {}, recompute {}, {}layout {}", to_string(x.fam), x.depth, x.width,
                     x.microbatch, x.offload ? "full" : "none", recompute_text(x.recompute),
                     x.vocab == vocab_placement::none ? "" : fmt::format("vocabulary sharded ({}), ", to_string(x.vocab)),
                     layout_of(x));
}

std::string render_text(const plan_options& o, const plan::plan_request& r, const plan::plan_result& res,
                        const measured_links& measured) {
  const plan::gpt_model& m = r.model;
  std::string out = fmt::format(
      "model layers={} dim={} heads={} seq={} vocab={} ({:.2f} B parameters); {} devices, {}; "
      "global batch {} sequences ({} tokens)\n",
      m.layers, m.dim, m.heads, m.seq, m.vocab, static_cast<double>(plan::model_params(m)) / 1e9, r.devices,
      caps_text(r), r.global_batch, static_cast<long long>(r.global_batch) * m.seq);
  if (r.profile)
    out += fmt::format(
        "costs measured: {} (microbatch {}; times and bytes scaled linearly to each microbatch size); links {:g} "
        "GB/s{}; host {:g} GB/s{}\n",
        o.profile, r.profile->microbatch, r.device.bandwidth_gbps, measured.link ? " (measured)" : "",
        r.device.offload_gbps, measured.offload ? " (measured)" : "");
  else
    out += fmt::format(
        "device {:g} TFLOP/s x {:g} (x n/(n+{:g}) for n tokens per microbatch); links {:g} GB/s; host {:g} GB/s\n",
        r.device.tflops, r.device.efficiency, r.device.half_tokens, r.device.bandwidth_gbps, r.device.offload_gbps);
  // Candidates dropped for their costs are named: an extreme --bandwidth does it, and it
  // leaves plans out that the user asked about.
  if (res.dropped[static_cast<std::size_t>(plan::drop_reason::costs_out_of_limits)] > 0)
    out += fmt::format("note: {}\n", plan::dropped_text(res));
  if (!r.layout.empty())
    out += fmt::format("layout {} ({} stages, blocks {}): the families and depths with {} stages\n", o.layout,
                       r.layout.size(), fmt::join(r.layout, ","), r.layout.size());
  if (r.vocab_parallel)
    out += "vocab: none (embedding on the first stage, head on the last) or the vocabulary sharded over the p devices "
           "by algorithm 1 or 2 (stages of transformer blocks only)\n";
  out += fmt::format("{} plans evaluated, {} fit; the best {}:\n", res.candidates, res.plans.size(),
                     std::min<std::size_t>(res.plans.size(), static_cast<std::size_t>(o.top)));
  // The "vocab" column only with --vocab-parallel: without it every plan's is none.
  auto vocab_cell = [&](const std::string& text) { return r.vocab_parallel ? fmt::format(" {:<5}", text) : std::string(); };
  out += fmt::format("{:>4} {:<20} {:>3} {:>3} {:>4} {:>5} {:<7} {:<9}{} {:>10} {:>9} {:>7} {:>11} {:>10} {:>10}  {}\n",
                     "rank", "family", "p", "w", "b", "m", "offload", "recompute", vocab_cell("vocab"), "tokens/s",
                     "step (s)", "bubble", "memory (GB)", "static", "activation", "layout (train --layout)");
  for (std::size_t i = 0; i < res.plans.size() && i < static_cast<std::size_t>(o.top); ++i) {
    const plan::plan_choice& x = res.plans[i];
    out += fmt::format("{:>4} {:<20} {:>3} {:>3} {:>4} {:>5} {:<7} {:<9}{} {:>10.0f} {:>9.3f} {:>7.3f} {:>11} {:>10} {:>10}  {}\n",
                       i + 1, to_string(x.fam), x.depth, x.width, x.microbatch, x.microbatches,
                       x.offload ? "full" : "none", recompute_text(x.recompute), vocab_cell(vocab_column(x.vocab)),
                       x.tokens_per_second, x.step_seconds, x.bubble, gb(x.memory_bytes), gb(x.static_bytes),
                       gb(x.activation_bytes), layout_of(x));
  }
  return out;
}

// Candidates dropped before evaluation, by reason (plan::drop_reason), every reason listed.
nlohmann::ordered_json dropped_json(const plan::plan_result& res) {
  nlohmann::ordered_json out = nlohmann::ordered_json::object();
  for (int i = 0; i < plan::drop_reason_count; ++i)
    out[std::string(plan::to_string(static_cast<plan::drop_reason>(i)))] = res.dropped[static_cast<std::size_t>(i)];
  return out;
}

std::string render_json(const plan_options& o, const plan::plan_request& r, const plan::plan_result& res) {
  using json = nlohmann::ordered_json;
  const plan::gpt_model& m = r.model;
  json plans = json::array();
  for (std::size_t i = 0; i < res.plans.size() && i < static_cast<std::size_t>(o.top); ++i) {
    const plan::plan_choice& x = res.plans[i];
    json schedule = {{"order_costs", costs_json(x.order_costs)},
                     {"costs", costs_json(x.costs_ms)},
                     {"time_unit", "ms"},
                     {"copy_bandwidth", x.copy_bandwidth},
                     {"memory_cap_units", x.memory_cap_units},
                     {"memory_caps_units", x.memory_caps_units}};
    // make_schedule(fam, {depth, m}, order_costs with these, {.vocab = vocab}).
    if (x.vocab != vocab_placement::none) schedule["vocab_costs"] = vocab_costs_json(x.order_costs.vocab);
    plans.push_back({{"family", to_string(x.fam)},
                     {"depth", x.depth},
                     {"width", x.width},
                     {"microbatch", x.microbatch},
                     {"microbatches", x.microbatches},
                     {"offload", x.offload ? "full" : "none"},
                     {"recompute", recompute_text(x.recompute)},
                     {"vocab", to_string(x.vocab)},
                     {"tokens_per_second", x.tokens_per_second},
                     {"step_seconds", x.step_seconds},
                     {"pipeline_seconds", x.pipeline_seconds},
                     {"allreduce_seconds", x.allreduce_seconds},
                     {"bubble", x.bubble},
                     {"memory_bytes", x.memory_bytes},
                     {"static_bytes", x.static_bytes},
                     {"activation_bytes", x.activation_bytes},
                     {"peak_device", x.peak_device},
                     {"stage_blocks", x.stage_blocks},
                     {"layout", layout_of(x)},
                     {"chunks", static_cast<int>(x.stage_blocks.size()) / x.depth},
                     {"device_static_bytes", x.device_static_bytes},
                     {"device_activation_bytes", x.device_activation_bytes},
                     {"device_memory_caps", x.device_memory_caps},
                     {"extrapolated", x.extrapolated},
                     {"schedule", std::move(schedule)}});
  }
  json doc = {{"schema", json_schema("plan")},
              {"model", {{"layers", m.layers}, {"dim", m.dim}, {"heads", m.heads}, {"seq", m.seq},
                         {"vocab", m.vocab}, {"parameters", plan::model_params(m)}}},
              {"costs", r.profile ? "profile" : "analytic"},
              {"profile", r.profile ? json(o.profile) : json(nullptr)},
              {"devices", r.devices},
              {"memory_cap", r.memory_caps.empty() ? json(r.memory_cap) : json(nullptr)},
              {"memory_caps", r.memory_caps.empty() ? json::array({r.memory_cap}) : json(r.memory_caps)},
              {"global_batch", r.global_batch},
              {"layout", r.layout.empty() ? json(nullptr) : json(o.layout)},
              {"vocab_parallel", r.vocab_parallel},
              {"device", {{"tflops", r.device.tflops}, {"efficiency", r.device.efficiency},
                          {"half_tokens", r.device.half_tokens}, {"bandwidth_gbps", r.device.bandwidth_gbps},
                          {"offload_gbps", r.device.offload_gbps}}},
              {"candidates", res.candidates},
              {"dropped", dropped_json(res)},
              {"fitting", res.plans.size()},
              {"plans", std::move(plans)}};
  return json_text(doc, 2) + '\n';
}

}  // namespace

// The planner's presets first ("gpt-7b,seq=4096"), then the GPT runtime's parser (tiny,
// small, key=value).
gpt::gpt_config parse_model_config(std::string_view text) {
  const std::string_view head = text.substr(0, text.find(','));
  const plan::gpt_model* preset = head == "gpt-1.5b" ? &plan::presets::gpt_1_5b
                                  : head == "gpt-7b" ? &plan::presets::gpt_7b
                                                     : nullptr;
  if (!preset) return gpt::parse_gpt_config(text);
  if (head.size() == text.size()) return to_gpt(*preset);
  return gpt::parse_gpt_config(text.substr(head.size() + 1), to_gpt(*preset));
}

long long parse_bytes(std::string_view text) {
  return parse_byte_count(text, "--memory-cap",
                          fmt::format("plan caps bytes per device, write {}GB (or {}B for bytes)", text, text));
}

namespace {
// --memory-cap: one value (every device), N values (one per device, rank r·p + d) or, with
// --depth P < N, P values (one per pipeline position, every replica alike).
void set_caps(const plan_options& o, plan::plan_request& r) {
  const std::vector<std::int64_t> caps = parse_byte_count_list(
      o.memory_cap, "--memory-cap", "plan caps bytes per device, write each value with a unit (80GB, or 8e10B for bytes)");
  if (caps.size() == 1) {
    r.memory_cap = caps.front();
    return;
  }
  const auto n = static_cast<std::int64_t>(caps.size());
  if (n != o.devices && !(o.depth > 0 && n == o.depth))
    throw std::invalid_argument(fmt::format(
        "--memory-cap lists {} values: give one (every device), {} (one per device, --devices) or, with --depth P, "
        "P (one per pipeline position)",
        n, o.devices));
  r.memory_caps.assign(caps.begin(), caps.end());
}
}  // namespace

int run_plan(const plan_options& o, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    plan::plan_request r;
    r.model = parse_model(o.model);
    r.devices = o.devices;
    set_caps(o, r);
    r.global_batch = o.global_batch;
    r.depth = o.depth;
    r.device.tflops = o.device_tflops;
    r.device.efficiency = o.efficiency;
    r.device.bandwidth_gbps = o.bandwidth;
    r.device.offload_gbps = o.offload_bandwidth;
    r.vocab_parallel = o.vocab_parallel;
    // "--layout: ..." naming what a layout that does not fit the model misses or doubles.
    if (!o.layout.empty()) r.layout = gpt::parse_layout(o.layout, r.model.layers);
    io::check_paths({{"--profile", o.profile, false, "a profile"}, {"-o", o.output, true, "the plans"}},
                    o.output.empty() ? "the plans" : "");
    measured_links measured;
    if (!o.backend.empty() && o.profile.empty())
      throw std::invalid_argument("--backend names the backend --profile was measured on: give --profile FILE too");
    if (!o.profile.empty()) {
      const profile_file file = read_profile_file(o.profile);
      if (!o.backend.empty() && file.backend != o.backend)
        throw std::invalid_argument(fmt::format("--profile {} was measured on backend {}, not --backend {}", o.profile,
                                                file.backend, o.backend));
      r.profile = file.parts;
      // The profile's measured bandwidths, unless the command line gives its own.
      if (file.links.link_gbps && !o.bandwidth_given) {
        r.device.bandwidth_gbps = *file.links.link_gbps;
        measured.link = true;
      }
      if (file.links.offload_gbps && !o.offload_bandwidth_given) {
        r.device.offload_gbps = *file.links.offload_gbps;
        measured.offload = true;
      }
      if (!(r.profile->model == r.model))
        throw std::invalid_argument(fmt::format("--profile {} was measured for model {}, not --model {} ({})", o.profile,
                                                model_text(r.profile->model), o.model, model_text(r.model)));
    }
    const plan::plan_result res = [&] {
      const progress bar("plan", 0);
      try {
        return compiled::make_plans(r);
      } catch (const schedule_error& e) {
        // The layout's stage count that no family at these depths has: named with the layout.
        if (!r.layout.empty() && std::string_view(e.what()).rfind("the layout", 0) == 0)
          throw std::invalid_argument(fmt::format("--layout '{}': {}", o.layout, e.what()));
        throw;
      }
    }();
    if (res.plans.empty()) {
      if (!res.smallest)
        throw std::invalid_argument(
            fmt::format("no plan can be built for this model and these devices: {}", plan::dropped_text(res)));
      if (!r.memory_caps.empty()) {
        const plan::plan_choice& x = *res.smallest;
        const plan::cap_excess over = plan::excess_over_caps(x);
        const auto d = static_cast<std::size_t>(over.device);
        err << error_line(fmt::format("nothing fits within the caps of {}; the nearest plan needs {} GB ({} bytes) on "
                                      "its device {}, {} bytes above that device's cap of {} bytes: {}",
                                      caps_text(r), gb(x.device_static_bytes[d] + x.device_activation_bytes[d]),
                                      x.device_static_bytes[d] + x.device_activation_bytes[d], over.device,
                                      over.bytes, x.device_memory_caps[d], describe(x)))
            << std::flush;
        return exit_nothing_fits;
      }
      err << error_line(fmt::format("nothing fits in {} GB ({} bytes) per device; the smallest plan needs {} GB "
                                    "({} bytes): {}",
                                    gb(r.memory_cap), r.memory_cap, gb(res.smallest->memory_bytes),
                                    res.smallest->memory_bytes, describe(*res.smallest)))
          << std::flush;
      return exit_nothing_fits;
    }
    text = o.format == "json" ? render_json(o, r, res) : render_text(o, r, res, measured);
    if (!o.output.empty()) io::write_file(o.output, text);
  } catch (const io::write_error& e) {
    err << error_line(e.what()) << std::flush;
    return exit_write_failed;
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  if (o.output.empty()) out << text << std::flush;
  return 0;
}

void add_plan_command(CLI::App& app) {
  auto o = std::make_shared<plan_options>();
  CLI::App* cmd = app.add_subcommand(
      "plan", "Choose pipeline depth, microbatch size, family and offload for a GPT under a memory cap per device");
  cmd->add_option("--model", o->model, "gpt-1.5b, gpt-7b, tiny, small or layers=..,dim=..,heads=..,seq=..,vocab=..")
      ->required();
  namespace lim = limits;
  add_count(cmd, "--devices", o->devices, "Devices N (pipeline depth x data-parallel width)", 1,
            lim::max_devices * lim::max_replicas, "max_devices x limits::max_replicas")
      ->required();
  cmd->add_option("--memory-cap", o->memory_cap,
                  "Bytes per device, with a unit (80GB, 80GiB, 8e10B; KB is 1000 bytes, KiB 1024); a comma list caps "
                  "each device at its own: N values, one per device in rank order (device d of replica r is "
                  "r*P+d; each pipeline position gets the least of its replicas' caps), or with --depth P, P "
                  "values, one per pipeline position (40GB,80GB,80GB,40GB: the ends, which hold the embedding and "
                  "the LM head, tighter)")
      ->required();
  add_count(cmd, "--global-batch", o->global_batch, "Sequences per optimizer step", 1, lim::max_microbatches,
            "max_microbatches")
      ->required();
  add_count(cmd, "--depth", o->depth, "Only this pipeline depth (0: every divisor of N)", 0, lim::max_devices,
            "max_devices")
      ->capture_default_str();
  CLI::Option* bandwidth =
      add_real(cmd, "--bandwidth", o->bandwidth,
               "GB/s between devices (default: a cuda --profile's measured peer copies, else 50)", {.above_lo = true})
          ->capture_default_str();
  CLI::Option* offload_bandwidth =
      add_real(cmd, "--offload-bandwidth", o->offload_bandwidth,
               "GB/s of each device's host link (default: a cuda --profile's slower pinned copy, else 25)",
               {.above_lo = true})
          ->capture_default_str();
  add_real(cmd, "--device-tflops", o->device_tflops, "Dense bf16 TFLOP/s of a device", {.above_lo = true})
      ->capture_default_str();
  add_real(cmd, "--efficiency", o->efficiency, "Fraction of it a large microbatch reaches", {1e-6, 1})
      ->capture_default_str();
  add_path_option(cmd, "--profile", o->profile,
                  "Measured costs from pipesched profile -o FILE instead of the analytic model (its model must be "
                  "--model's; per-part times and bytes are scaled linearly from the profiled microbatch size to each "
                  "one tried)");
  cmd->add_option("--backend", o->backend,
                  "The backend the plans are for: a --profile measured on another is refused (cpu, cpu-streams, cuda)")
      ->check(CLI::IsMember({"cpu", "cpu-streams", "cuda"}));
  add_count(cmd, "--top", o->top, "How many plans to print", 1, std::numeric_limits<int>::max())
      ->capture_default_str();
  add_path_option(cmd, "-o,--output", o->output, "Write the output to FILE (all or nothing) instead of stdout");
  cmd->add_option("--layout", o->layout,
                  "Evaluate this layout (Megatron's --pipeline-model-parallel-layout grammar, as train --layout takes "
                  "it: Et*3|t*3|t*3|t*3L) instead of searching layouts; only the families and depths with its "
                  "number of stages are tried");
  cmd->add_flag("--vocab-parallel", o->vocab_parallel,
               "Also try 1F1B, ZB-H1, V-Half and V-Min with the input embedding and the LM head sharded by "
               "vocabulary over the pipeline's devices (Vocabulary Parallelism, algorithms 1 and 2; the stages then "
               "hold transformer blocks only); the table gains a column \"vocab\": none, 1 or 2");
  cmd->add_option("--format", o->format, "Output format")->check(CLI::IsMember({"text", "json"}))->capture_default_str();
  cmd->callback([o, bandwidth, offload_bandwidth] {
    o->bandwidth_given = bandwidth->count() > 0;
    o->offload_bandwidth_given = offload_bandwidth->count() > 0;
    const int status = run_plan(*o, std::cout, std::cerr);
    if (status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace pipesched::cli
