#include "profile_command.hpp"

#include <exception>
#include <iostream>
#include <memory>
#include <optional>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <pipesched/core/limits.hpp>

#include "runtime/gpt/gpt_profile.hpp"
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
#include "runtime/cuda/cuda_probe.hpp"
#include "runtime/gpt/gpt_profile_cuda.hpp"
#endif
#include "json_field.hpp"
#include "json_text.hpp"
#include "option_checks.hpp"
#include "path_options.hpp"
#include "runtime/io/path_checks.hpp"
#include "cuda_refusal.hpp"
#include "runtime/io/safe_file.hpp"
#include "plan_command.hpp"
#include "profile_device.hpp"
#include "schedule_command.hpp"

namespace pipesched::cli {

namespace {

using json = nlohmann::ordered_json;

json part_json(const plan::part_profile& x) {
  return {{"f", x.f},
          {"b", x.b},
          {"w", x.w},
          {"parameters", x.parameters},
          {"parameter_bytes", x.parameters * static_cast<long long>(sizeof(float))},
          {"activation_bytes", x.activation_bytes},
          {"backward_bytes", x.backward_bytes},
          {"backward_peak_bytes", x.backward_peak_bytes}};
}

json probe_json(const gpt::probe_measurement& p) {
  return {{"blocks", p.layers.blocks()}, {"embedding", p.layers.embedding}, {"head", p.layers.head},
          {"f", p.f},                    {"b", p.b},                        {"w", p.w},
          {"f_alloc", p.bytes.f_alloc},  {"b_free", p.bytes.b_free},        {"b_temp", p.bytes.b_temp},
          {"parameters", p.parameters}};
}

std::string render(const gpt::gpt_profile& g) {
  const plan::measured_profile& p = g.parts;
  json doc = {{"schema", json_schema("profile")}, {"format", "pipesched-profile"}, {"version", 1},
              {"backend", g.backend}};
  // A CPU fp32 profile is written as before these keys existed, byte for byte.
  if (g.backend != "cpu" || g.dtype != "fp32") doc["dtype"] = g.dtype;
  doc.update(json{
      {"threads", 1},
      {"statistic", "median"},
      {"repeats", g.repeats},
      {"time_unit", "s"}});
  if (g.device) doc["device"] = device_json(*g.device);
  if (g.bandwidth) doc["bandwidth"] = bandwidth_json(*g.bandwidth);
  doc.update(json{
      {"model",
       {{"layers", p.model.layers}, {"dim", p.model.dim}, {"heads", p.model.heads}, {"seq", p.model.seq},
        {"vocab", p.model.vocab}}},
      {"microbatch", p.microbatch},
      {"bytes_per_parameter",
       {{"static", p.static_bytes_per_param}, {"second_version", p.second_version_bytes}, {"gradient", p.grad_bytes}}},
      {"boundary_bytes", p.boundary_bytes},
      {"parts", {{"embedding", part_json(p.embedding)}, {"block", part_json(p.block)}, {"head", part_json(p.head)}}},
      {"probes", {{"first", probe_json(g.first)}, {"middle", probe_json(g.middle)}, {"last", probe_json(g.last)}}}});
  return json_text(doc, 2) + '\n';
}

gpt::gpt_profile measure(const profile_options& o, const gpt::gpt_config& c) {
  const bool bf16 = o.dtype == "bf16";
  if (o.backend == "cpu") {
    gpt::gpt_profile g = gpt::measure_profile(c, o.repeats, 1, bf16);
    g.backend = "cpu";
    return g;
  }
  if (const auto why = cuda_refusal()) throw std::invalid_argument(*why);
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  return gpt::measure_cuda_profile(c, o.repeats, bf16, o.gpu);
#else
  throw std::logic_error("unreachable: no CUDA backend");
#endif
}

}  // namespace

int run_profile(const profile_options& o, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    gpt::gpt_config c = parse_model_config(o.model);
    if (o.microbatch > 0) c.microbatch = o.microbatch;
    gpt::validate(c);  // the batch given against the model's limits
    c.stage_blocks.clear();
    if (o.backend != "cpu" && o.backend != "cuda")
      throw std::invalid_argument("--backend " + o.backend + " is not a backend profile measures (cpu, cuda)");
    if (o.dtype != "fp32" && o.dtype != "bf16")
      throw std::invalid_argument("--dtype " + o.dtype + " is not a storage (fp32, bf16)");
    io::check_paths({{"-o", o.output, true, "a profile"}}, o.output.empty() ? "the profile" : "");
    text = render(measure(o, c));
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

profile_file parse_profile_file(std::string_view text, const std::string& file_name) {
  namespace lim = limits;
  auto bad = [&](const std::string& why) { return std::runtime_error("--profile " + file_name + ": " + why); };
  if (static_cast<std::int64_t>(text.size()) > lim::max_profile_bytes)
    throw bad(fmt::format("{} bytes, above the limit of {} for a profile", text.size(), lim::max_profile_bytes));
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception&) {
    throw bad("not JSON (write it with pipesched profile -o FILE)");
  }
  if (!doc.is_object() || doc.value("format", json()) != json("pipesched-profile"))
    throw bad("not a pipesched profile (no \"format\": \"pipesched-profile\")");
  if (doc.value("version", json()) != json(1)) throw bad("profile version " + json_text(doc.value("version", json())) + ", not 1");
  profile_file out;
  plan::measured_profile& p = out.parts;
  try {
    // Every field by name: an unknown one (a misspelling, a field of another tool) is refused
    // with the known ones, so nothing the planner would ignore passes without a word.
    known_fields(doc, "", {"schema", "format", "version", "backend", "dtype", "threads", "statistic", "repeats",
                           "time_unit", "device", "bandwidth", "model", "microbatch", "bytes_per_parameter",
                           "boundary_bytes", "parts", "probes"});
    // Files of before the schema key have none; another schema is another format.
    if (doc.contains("schema")) name_field(doc["schema"], "schema", {json_schema("profile")});
    // What the numbers mean: seconds, medians, measured on a backend the tool runs.
    name_field(field(doc, "time_unit", ""), "time_unit", {"s"});
    name_field(field(doc, "statistic", ""), "statistic", {"median"});
    out.backend = name_field(field(doc, "backend", ""), "backend", {"cpu", "cpu-streams", "cuda"});
    // The storage measured (files of before it: fp32).
    if (doc.contains("dtype")) out.dtype = name_field(doc["dtype"], "dtype", {"fp32", "bf16"});
    // What a GPU measured: its description and copies (profile_device.hpp).
    if ((doc.contains("device") || doc.contains("bandwidth")) && out.backend != "cuda")
      throw std::invalid_argument("'device' and 'bandwidth' are a cuda profile's, not backend " + out.backend + "'s");
    if (doc.contains("device")) check_device_json(doc["device"]);
    if (doc.contains("bandwidth")) out.links = read_bandwidth_json(doc["bandwidth"]);
    // Informational (how it was measured), checked where present.
    if (doc.contains("threads")) integer_field(doc["threads"], "threads", 1, lim::max_total_devices);
    if (doc.contains("repeats")) integer_field(doc["repeats"], "repeats", 1, lim::max_profile_repeats);
    auto integer = [](const json& parent, const std::string& where, const char* key, std::int64_t lo, std::int64_t hi) {
      return integer_field(field(parent, key, where.empty() ? where : where.substr(0, where.size() - 1)), where + key, lo, hi);
    };
    auto bytes = [&](const json& parent, const std::string& where, const char* key) {
      return integer(parent, where, key, 0, lim::max_profile_part_bytes);
    };
    const json& m = field(doc, "model", "");
    known_fields(m, "model", {"layers", "dim", "heads", "seq", "vocab"});
    p.model = {static_cast<int>(integer(m, "model.", "layers", 1, lim::max_model_layers)),
               static_cast<int>(integer(m, "model.", "dim", 1, lim::max_model_dim)),
               static_cast<int>(integer(m, "model.", "heads", 1, lim::max_model_heads)),
               static_cast<int>(integer(m, "model.", "seq", 1, lim::max_model_seq)),
               static_cast<int>(integer(m, "model.", "vocab", 1, lim::max_model_vocab))};
    // The divisor of every byte count scaled to another microbatch size.
    p.microbatch = static_cast<int>(integer(doc, "", "microbatch", 1, lim::max_model_batch));
    // Bytes of a tensor kept per parameter: at least one (the static bytes divide a device's
    // static bytes back into parameters for the all-reduce; 0 was a SIGFPE in the planner).
    const json& per = field(doc, "bytes_per_parameter", "");
    known_fields(per, "bytes_per_parameter", {"static", "second_version", "gradient"});
    p.static_bytes_per_param = integer(per, "bytes_per_parameter.", "static", 1, lim::max_bytes_per_parameter);
    p.second_version_bytes = integer(per, "bytes_per_parameter.", "second_version", 1, lim::max_bytes_per_parameter);
    p.grad_bytes = integer(per, "bytes_per_parameter.", "gradient", 1, lim::max_bytes_per_parameter);
    p.boundary_bytes = bytes(doc, "", "boundary_bytes");
    const json& parts = field(doc, "parts", "");
    known_fields(parts, "parts", {"embedding", "block", "head"});
    using part = std::pair<const char*, plan::part_profile*>;
    for (auto [name, slot] : {part{"embedding", &p.embedding}, part{"block", &p.block}, part{"head", &p.head}}) {
      const json& x = field(parts, name, "parts");
      const std::string where = std::string("parts.") + name;
      known_fields(x, where, {"f", "b", "w", "parameters", "parameter_bytes", "activation_bytes", "backward_bytes",
                              "backward_peak_bytes"});
      auto seconds = [&](const char* key) {
        return number_field(field(x, key, where), where + "." + key, 0, lim::max_profile_seconds);
      };
      *slot = {seconds("f"),
               seconds("b"),
               seconds("w"),
               integer(x, where + ".", "parameters", 0, lim::max_model_parameters),
               bytes(x, where + ".", "activation_bytes"),
               integer(x, where + ".", "backward_bytes", -lim::max_profile_part_bytes, lim::max_profile_part_bytes),
               bytes(x, where + ".", "backward_peak_bytes")};
      // What the runtime stores them in (fp32): informational, the planner uses the static
      // bytes above.
      if (x.contains("parameter_bytes"))
        integer(x, where + ".", "parameter_bytes", 0, lim::max_model_parameters * lim::max_bytes_per_parameter);
    }
    // The three stages measured to check the parts add up (informational; the planner
    // reads the parts): their fields by name.
    if (doc.contains("probes")) {
      const json& probes = doc["probes"];
      known_fields(probes, "probes", {"first", "middle", "last"});
      for (auto it = probes.begin(); it != probes.end(); ++it)
        known_fields(it.value(), "probes." + it.key(),
                     {"blocks", "embedding", "head", "f", "b", "w", "f_alloc", "b_free", "b_temp", "parameters"});
    }
  } catch (const json::exception& e) {
    // nlohmann's messages are one line: "[json.exception.out_of_range.403] key 'f' not found".
    throw bad(std::string("incomplete profile: ") + e.what());
  } catch (const std::invalid_argument& e) {
    throw bad(e.what());
  }
  try {
    plan::check_profile(p);
  } catch (const schedule_error& e) {
    throw bad(e.what());
  }
  return out;
}

plan::measured_profile parse_profile(std::string_view text, const std::string& file_name) {
  return parse_profile_file(text, file_name).parts;
}

profile_file read_profile_file(const std::string& path) {
  return parse_profile_file(io::read_file(path, limits::max_profile_bytes, "--profile"), path);
}

plan::measured_profile read_profile(const std::string& path) { return read_profile_file(path).parts; }

void add_profile_command(CLI::App& app) {
  auto o = std::make_shared<profile_options>();
  CLI::App* cmd = app.add_subcommand(
      "profile",
      "Measure a GPT's per-part pass times (F, B, W of the embedding, one block, the head) and bytes on the CPU "
      "backend or a GPU (with its copy bandwidths), for plan --profile");
  cmd->add_option("--model", o->model, "gpt-1.5b, gpt-7b, tiny, small or layers=..,dim=..,heads=..,seq=..,vocab=..")
      ->required();
  add_count(cmd, "--microbatch", o->microbatch, "Sequences per microbatch (0: the config's batch)", 0,
            limits::max_model_batch, "max_model_batch")
      ->capture_default_str();
  add_count(cmd, "--repeats", o->repeats, "Timed repeats; each time is their median", 1, limits::max_profile_repeats,
            "max_profile_repeats")
      ->capture_default_str();
  cmd->add_option("--backend", o->backend, "Where to measure: cpu, or cuda (one GPU, --gpu; adds its description and "
                                           "copy bandwidths)")
      ->check(CLI::IsMember({"cpu", "cuda"}))
      ->capture_default_str();
  cmd->add_option("--dtype", o->dtype, "The stages' storage, as train --dtype")
      ->check(CLI::IsMember({"fp32", "bf16"}))
      ->capture_default_str();
  add_count(cmd, "--gpu", o->gpu, "The GPU --backend cuda measures (its peer copies go to the next one)", 0,
            limits::max_total_devices - 1, "max_total_devices")
      ->capture_default_str();
  add_path_option(cmd, "-o,--output", o->output, "Write the profile to FILE (all or nothing) instead of stdout");
  cmd->callback([o] {
    if (const int status = run_profile(*o, std::cout, std::cerr); status != 0) throw CLI::RuntimeError(status);
  });
}

}  // namespace pipesched::cli
