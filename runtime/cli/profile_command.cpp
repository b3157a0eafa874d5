#include "profile_command.hpp"

#include <exception>
#include <iostream>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "runtime/gpt/gpt_profile.hpp"
#include "output_file.hpp"
#include "plan_command.hpp"
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
  const json doc = {
      {"format", "pipesched-profile"},
      {"version", 1},
      {"backend", "cpu"},
      {"threads", 1},
      {"statistic", "median"},
      {"repeats", g.repeats},
      {"time_unit", "s"},
      {"model",
       {{"layers", p.model.layers}, {"dim", p.model.dim}, {"heads", p.model.heads}, {"seq", p.model.seq},
        {"vocab", p.model.vocab}}},
      {"microbatch", p.microbatch},
      {"bytes_per_parameter",
       {{"static", p.static_bytes_per_param}, {"second_version", p.second_version_bytes}, {"gradient", p.grad_bytes}}},
      {"boundary_bytes", p.boundary_bytes},
      {"parts", {{"embedding", part_json(p.embedding)}, {"block", part_json(p.block)}, {"head", part_json(p.head)}}},
      {"probes", {{"first", probe_json(g.first)}, {"middle", probe_json(g.middle)}, {"last", probe_json(g.last)}}}};
  return doc.dump(2) + '\n';
}

}  // namespace

int run_profile(const profile_options& o, std::ostream& out, std::ostream& err) {
  std::string text;
  try {
    if (o.repeats < 1) throw std::invalid_argument("--repeats must be at least 1, got " + std::to_string(o.repeats));
    if (o.microbatch < 0)
      throw std::invalid_argument("--microbatch must be at least 1 (or 0: the config's batch), got " +
                                  std::to_string(o.microbatch));
    gpt::gpt_config c = parse_model_config(o.model);
    if (o.microbatch > 0) c.microbatch = o.microbatch;
    c.stage_blocks.clear();
    check_output_path(o.output);
    text = render(gpt::measure_profile(c, o.repeats));
    if (!o.output.empty()) write_file_atomically(o.output, text);
  } catch (const std::exception& e) {
    err << error_line(e.what()) << std::flush;
    return exit_usage;
  }
  if (o.output.empty()) out << text << std::flush;
  return 0;
}

plan::measured_profile read_profile(const std::string& path) {
  const std::string text = read_file(path);
  auto bad = [&](const std::string& why) { return std::runtime_error("--profile " + path + ": " + why); };
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception&) {
    throw bad("not JSON (write it with pipesched profile -o FILE)");
  }
  if (!doc.is_object() || doc.value("format", std::string()) != "pipesched-profile")
    throw bad("not a pipesched profile (no \"format\": \"pipesched-profile\")");
  if (doc.value("version", 0) != 1) throw bad("profile version " + doc.value("version", json()).dump() + ", not 1");
  plan::measured_profile p;
  try {
    const json& m = doc.at("model");
    p.model = {m.at("layers").get<int>(), m.at("dim").get<int>(), m.at("heads").get<int>(), m.at("seq").get<int>(),
               m.at("vocab").get<int>()};
    p.microbatch = doc.at("microbatch").get<int>();
    const json& per = doc.at("bytes_per_parameter");
    p.static_bytes_per_param = per.at("static").get<long long>();
    p.second_version_bytes = per.at("second_version").get<long long>();
    p.grad_bytes = per.at("gradient").get<long long>();
    p.boundary_bytes = doc.at("boundary_bytes").get<long long>();
    const json& parts = doc.at("parts");
    using part = std::pair<const char*, plan::part_profile*>;
    for (auto [name, slot] : {part{"embedding", &p.embedding}, part{"block", &p.block}, part{"head", &p.head}}) {
      const json& x = parts.at(name);
      *slot = {x.at("f").get<double>(),
               x.at("b").get<double>(),
               x.at("w").get<double>(),
               x.at("parameters").get<long long>(),
               x.at("activation_bytes").get<long long>(),
               x.at("backward_bytes").get<long long>(),
               x.at("backward_peak_bytes").get<long long>()};
    }
  } catch (const json::exception& e) {
    // nlohmann's messages are one line: "[json.exception.out_of_range.403] key 'f' not found".
    throw bad(std::string("incomplete profile: ") + e.what());
  }
  try {
    plan::check_profile(p);
  } catch (const schedule_error& e) {
    throw bad(e.what());
  }
  return p;
}

void add_profile_command(CLI::App& app) {
  auto o = std::make_shared<profile_options>();
  CLI::App* cmd = app.add_subcommand(
      "profile",
      "Measure a GPT's per-part pass times (F, B, W of the embedding, one block, the head) and bytes on the CPU "
      "backend, for plan --profile");
  cmd->add_option("--model", o->model, "gpt-1.5b, gpt-7b, tiny, small or layers=..,dim=..,heads=..,seq=..,vocab=..")
      ->required();
  cmd->add_option("--microbatch", o->microbatch, "Sequences per microbatch (0: the config's batch)")
      ->capture_default_str();
  cmd->add_option("--repeats", o->repeats, "Timed repeats; each time is their median")->capture_default_str();
  cmd->add_option("-o,--output", o->output, "Write the profile to FILE (all or nothing) instead of stdout");
  cmd->callback([o] {
    if (run_profile(*o, std::cout, std::cerr) != 0) throw CLI::RuntimeError(exit_usage);
  });
}

}  // namespace pipesched::cli
