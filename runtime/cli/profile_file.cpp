// Reading a profile file (parse_profile_file and friends, declared in profile_command.hpp),
// in a file of its own so that the parsers (pipesched_cli_parsers: the fuzz targets' code)
// link without the commands.
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include <pipesched/core/error.hpp>
#include <pipesched/core/limits.hpp>

#include "json_field.hpp"
#include "json_text.hpp"
#include "profile_command.hpp"
#include "profile_device.hpp"
#include "runtime/io/safe_file.hpp"
#include "schedule_command.hpp"

namespace pipesched::cli {

namespace {
using json = nlohmann::ordered_json;
}  // namespace

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

}  // namespace pipesched::cli
