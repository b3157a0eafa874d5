// Issue 29, item 4: every field of a profile (plan --profile) and of a plan file
// (train --plan) is checked where it is read: a value that would divide, scale or size
// something out of its range, a unit, backend or schema the tool does not write, and a
// field it does not know are each refused with one line naming the field. And the planner
// says how many candidates it dropped and why, instead of "no plan can be built".
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::require_one_error_line_naming;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace profile_fields_test {

const std::string plan_args = "plan --model tiny --devices 2 --memory-cap 1GB --global-batch 4";

// The tiny model's profile as `pipesched profile` writes it.
nlohmann::json measured_tiny(const temp_dir& dir) {
  const std::string path = dir.file("measured.json");
  const cli_result r = run_cli("profile --model tiny --repeats 1 -o '" + path + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(read_text(path));
}

// `plan --profile` of `profile`: refused with one line holding each of `what`.
void require_profile_refused(const temp_dir& dir, const nlohmann::json& profile, const std::vector<std::string>& what) {
  const std::string path = dir.file("edited.json");
  write_text(path, profile.dump());
  const cli_result r = run_cli(plan_args + " --profile '" + path + "'");
  INFO(profile.dump().substr(0, 400));
  require_one_error_line_naming(r, what);
}

// A plan file of the tiny model, as `plan --format json` writes it.
nlohmann::json planned_tiny(const temp_dir& dir) {
  const std::string path = dir.file("plan.json");
  const cli_result r = run_cli(plan_args + " --format json -o '" + path + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(read_text(path));
}

// `train --plan` of `plan` (plan 0): refused with one line holding each of `what`.
void require_plan_refused(const temp_dir& dir, const nlohmann::json& plan, const std::vector<std::string>& what) {
  const std::string path = dir.file("edited-plan.json");
  write_text(path, plan.dump());
  const cli_result r = run_cli("train --model tiny --steps 1 --plan '" + path + "'");
  require_one_error_line_naming(r, what);
}

}  // namespace profile_fields_test

using namespace profile_fields_test;

TEST_CASE("a profile's bytes per parameter of 0 are refused by name (was SIGFPE)", "[cli][profile][fields]") {
  const temp_dir dir;
  const nlohmann::json good = measured_tiny(dir);
  const std::string path = dir.file("good.json");
  write_text(path, good.dump());
  REQUIRE(run_cli(plan_args + " --profile '" + path + "'").status == 0);
  for (const char* key : {"static", "second_version", "gradient"}) {
    nlohmann::json p = good;
    p["bytes_per_parameter"][key] = 0;
    require_profile_refused(dir, p, {std::string("bytes_per_parameter.") + key + " is 0"});
  }
}

TEST_CASE("every sizing field of a profile is range-checked and named", "[cli][profile][fields]") {
  const temp_dir dir;
  const nlohmann::json good = measured_tiny(dir);
  using edit = std::pair<nlohmann::json::json_pointer, nlohmann::json>;
  const std::vector<edit> edits = {
      {nlohmann::json::json_pointer("/microbatch"), 0},
      {nlohmann::json::json_pointer("/model/heads"), 0},
      {nlohmann::json::json_pointer("/boundary_bytes"), -1},
      {nlohmann::json::json_pointer("/parts/block/f"), -1e-3},
      {nlohmann::json::json_pointer("/parts/head/activation_bytes"), -1},
      {nlohmann::json::json_pointer("/parts/embedding/parameters"), 1e300},
      {nlohmann::json::json_pointer("/parts/block/parameter_bytes"), -4},
      {nlohmann::json::json_pointer("/repeats"), 0},
      {nlohmann::json::json_pointer("/threads"), 0},
  };
  for (const auto& [where, value] : edits) {
    nlohmann::json p = good;
    p[where] = value;
    // The message names the field by its path: parts.block.f, model.heads, ...
    std::string name = where.to_string().substr(1);
    for (char& c : name) c = c == '/' ? '.' : c;
    require_profile_refused(dir, p, {name});
  }
}

TEST_CASE("a profile's unknown backend, unit, schema or field is refused by name", "[cli][profile][fields]") {
  const temp_dir dir;
  const nlohmann::json good = measured_tiny(dir);
  nlohmann::json p = good;
  p["backend"] = "h100";
  require_profile_refused(dir, p, {"backend 'h100'", "cpu, cpu-streams, cuda"});
  p = good;
  p["time_unit"] = "ms";
  require_profile_refused(dir, p, {"time_unit 'ms'", "s"});
  p = good;
  p["statistic"] = "mean";
  require_profile_refused(dir, p, {"statistic 'mean'"});
  p = good;
  p["schema"] = "pipesched.profile/2";
  require_profile_refused(dir, p, {"schema 'pipesched.profile/2'", "pipesched.profile/1"});
  p = good;
  p.erase("time_unit");
  require_profile_refused(dir, p, {"missing field 'time_unit'"});
  p = good;
  p["bakend"] = "cpu";
  require_profile_refused(dir, p, {"unknown field 'bakend'", "known: schema, format, version, backend"});
  p = good;
  p["parts"]["block"]["fw"] = 1;
  require_profile_refused(dir, p, {"unknown field 'fw' in parts.block", "backward_peak_bytes"});
  p = good;
  p["bytes_per_parameter"]["optimizer"] = 8;
  require_profile_refused(dir, p, {"unknown field 'optimizer' in bytes_per_parameter"});
  p = good;
  p["probes"]["first"]["g"] = 1;
  require_profile_refused(dir, p, {"unknown field 'g' in probes.first"});
}

TEST_CASE("a plan file's unknown field, unit or cost source is refused by name", "[cli][plan][fields]") {
  const temp_dir dir;
  const nlohmann::json good = planned_tiny(dir);
  const std::string path = dir.file("good-plan.json");
  write_text(path, good.dump());
  REQUIRE(run_cli("train --model tiny --steps 1 --plan '" + path + "'").status == 0);
  nlohmann::json p = good;
  p["format"] = "pipesched-plan";
  require_plan_refused(dir, p, {"unknown field 'format'", "known: schema, model"});
  p = good;
  p["plans"][0]["microbatchs"] = 2;
  require_plan_refused(dir, p, {"plan 0: unknown field 'microbatchs'", "microbatches"});
  p = good;
  p["plans"][0]["schedule"]["time_unit"] = "s";
  require_plan_refused(dir, p, {"plan 0: schedule.time_unit 's'", "ms"});
  p = good;
  p["costs"] = "measured";
  require_plan_refused(dir, p, {"costs 'measured'", "analytic, profile"});
  p = good;
  p["model"]["layer"] = 8;
  require_plan_refused(dir, p, {"unknown field 'layer' in model"});
}

TEST_CASE("a plan file's sizing fields are range-checked where they are read", "[cli][plan][fields]") {
  const temp_dir dir;
  const nlohmann::json good = planned_tiny(dir);
  nlohmann::json p = good;
  p["plans"][0]["schedule"]["order_costs"]["f"] = 0;  // F must take time
  require_plan_refused(dir, p, {"plan 0: schedule.order_costs: costs must be finite"});
  p = good;
  p["plans"][0]["schedule"]["costs"]["comm"] = 1e12;  // a million times F
  require_plan_refused(dir, p, {"plan 0: schedule.costs:", "limits::max_cost_ratio"});
  p = good;
  std::vector<int> blocks = p["plans"][0]["stage_blocks"];
  blocks.front() += blocks.back();
  blocks.back() = 0;  // an empty stage
  p["plans"][0]["stage_blocks"] = blocks;
  require_plan_refused(dir, p, {"plan 0: stage_blocks is 0"});
  p = good;
  p["plans"][0]["stage_blocks"][0] = p["plans"][0]["stage_blocks"][0].get<int>() + 1;
  require_plan_refused(dir, p, {"plan 0: stage_blocks hold 9 blocks, not the model's 8 layers"});
  p = good;
  p["plans"][0]["recompute"] = "some";
  require_plan_refused(dir, p, {"plan 0: recompute 'some' is not a policy"});
  p = good;
  p["plans"][0]["depth"] = 1024;
  p["plans"][0]["width"] = 2;
  require_plan_refused(dir, p, {"limits::max_total_devices"});
}

TEST_CASE("plan says how many candidates it dropped and why when none is left", "[cli][plan][fields]") {
  const cli_result r = run_cli(plan_args + " --bandwidth 1e-9");
  require_one_error_line(r);
  CHECK(r.err.find("no plan can be built for this model and these devices: ") != std::string::npos);
  CHECK(r.err.find("candidates (family, depth, microbatch size) dropped: ") != std::string::npos);
  CHECK(r.err.find("because their costs break the schedule library's limits") != std::string::npos);
  CHECK(r.err.find("limits::max_cost_ratio") != std::string::npos);
  // Where some are dropped for their costs and others plan, a note says so; the JSON counts
  // every reason.
  const cli_result some = run_cli(plan_args + " --bandwidth 1e-5");
  INFO(some.err);
  REQUIRE(some.status == 0);
  CHECK(pipesched::test::lines_starting(some.out, "note: ").size() == 1);
  const cli_result json = run_cli(plan_args + " --bandwidth 1e-5 --format json");
  REQUIRE(json.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(json.out);
  CHECK(doc.at("dropped").at("costs_out_of_limits").get<int>() > 0);
  CHECK(doc.at("dropped").size() == 5);
  CHECK(doc.at("candidates").get<int>() > 0);
}
