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
