// Issue 30, item 5: the profile JSON of `pipesched profile --backend cuda` (the GPU's
// description and its measured copy bandwidths, runtime/cli/profile_device.hpp), read by
// `plan --profile` without a GPU from a fixture in the recorded format
// (test/cli/data/cuda_profile_tiny_bf16.json: the tiny model's bf16 parts as the CPU
// measured them, under a cuda backend with an H100's description and bandwidths written in
// by hand, since no device was lent when this was written). Its bandwidths replace the
// planner's defaults unless the command line gives its own; a profile from another backend
// than plan --backend, or with a GPU's fields under a CPU backend, is refused by name; a
// CPU fp32 profile keeps its keys exactly.
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "runtime/cli/profile_command.hpp"
#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::require_one_error_line_naming;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace profile_cuda_test {

const std::string fixture =
    (std::filesystem::path(__FILE__).parent_path() / "data" / "cuda_profile_tiny_bf16.json").string();
const std::string plan_on_4 = "plan --model tiny --devices 4 --memory-cap 1GB --global-batch 16 --format json";

nlohmann::json plan_json(const std::string& extra) {
  const cli_result r = run_cli(plan_on_4 + " --profile '" + fixture + "' " + extra);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

// `plan --profile` of `profile` (written to a file): one error line holding each of `what`.
void require_refused(const temp_dir& dir, const nlohmann::json& profile, const std::vector<std::string>& what,
                     const std::string& extra = "") {
  const std::string path = dir.file("edited.json");
  write_text(path, profile.dump());
  const cli_result r = run_cli(plan_on_4 + " --profile '" + path + "' " + extra);
  require_one_error_line_naming(r, what);
}

}  // namespace profile_cuda_test

using namespace profile_cuda_test;

TEST_CASE("a recorded cuda profile is read with its backend, storage and bandwidths", "[cli][profile][cuda]") {
  const pipesched::cli::profile_file p = pipesched::cli::parse_profile_file(read_text(fixture), "fixture");
  CHECK(p.backend == "cuda");
  CHECK(p.dtype == "bf16");
  REQUIRE(p.links.link_gbps);
  REQUIRE(p.links.offload_gbps);
  CHECK(*p.links.link_gbps == 2.5);       // the peer copies
  CHECK(*p.links.offload_gbps == 24.5);   // the slower of h2d_pinned 24.5 and d2h_pinned 26.25
  CHECK(p.parts.boundary_bytes == 2LL * 4 * 16 * 32);  // bf16 [B, T, C]
  CHECK(p.parts.static_bytes_per_param == 18);
}

TEST_CASE("plan --profile takes the links and the host link from a cuda profile, and options win", "[cli][profile][cuda]") {
  const nlohmann::json measured = plan_json("");
  CHECK(measured.at("device").at("bandwidth_gbps") == 2.5);
  CHECK(measured.at("device").at("offload_gbps") == 24.5);
  // The planner's defaults given by hand: the same plans at other figures.
  const nlohmann::json typed = plan_json("--bandwidth 50 --offload-bandwidth 25");
  CHECK(typed.at("device").at("bandwidth_gbps") == 50);
  CHECK(typed.at("device").at("offload_gbps") == 25);
  const auto& a = measured.at("plans").at(0);
  const auto& b = typed.at("plans").at(0);
  CHECK(a.at("step_seconds").get<double>() > b.at("step_seconds").get<double>());  // 2.5 GB/s links are slower
  // One given, the other measured.
  const nlohmann::json one = plan_json("--bandwidth 7");
  CHECK(one.at("device").at("bandwidth_gbps") == 7);
  CHECK(one.at("device").at("offload_gbps") == 24.5);
  // The text says which figures are measured.
  const cli_result text = run_cli("plan --model tiny --devices 4 --memory-cap 1GB --global-batch 16 --profile '" +
                                  fixture + "' --offload-bandwidth 30");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("links 2.5 GB/s (measured); host 30 GB/s\n") != std::string::npos);
}

TEST_CASE("plan --backend refuses a profile from another backend, by name", "[cli][profile][cuda]") {
  CHECK(plan_json("--backend cuda").at("device").at("bandwidth_gbps") == 2.5);
  const cli_result other = run_cli(plan_on_4 + " --profile '" + fixture + "' --backend cpu");
  require_one_error_line(other);
  CHECK(other.err.find("measured on backend cuda, not --backend cpu") != std::string::npos);
  const cli_result alone = run_cli(plan_on_4 + " --backend cuda");
  require_one_error_line(alone);
  CHECK(alone.err.find("--profile") != std::string::npos);
  require_one_error_line(run_cli(plan_on_4 + " --profile '" + fixture + "' --backend h100"));
}

TEST_CASE("a cuda profile's fields are checked by name and range", "[cli][profile][cuda][hostile]") {
  const temp_dir dir;
  const nlohmann::json good = nlohmann::json::parse(read_text(fixture));
  nlohmann::json p = good;
  p["backend"] = "rocm";
  require_refused(dir, p, {"backend 'rocm'", "cpu, cpu-streams, cuda"});
  p = good;
  p["backend"] = "cpu";  // a CPU profile with a GPU's description
  require_refused(dir, p, {"'device' and 'bandwidth'", "backend cpu"});
  p = good;
  p["dtype"] = "fp8";
  require_refused(dir, p, {"dtype", "fp8"});
  p = good;
  p["bandwidth"]["peer"] = 0;
  require_refused(dir, p, {"bandwidth.peer"});
  p = good;
  p["bandwidth"]["h2d_pinned"] = 1e300;
  require_refused(dir, p, {"bandwidth.h2d_pinned"});
  p = good;
  p["bandwidth"]["nvlink"] = 900;
  require_refused(dir, p, {"unknown field 'nvlink' in bandwidth"});
  p = good;
  p["bandwidth"]["unit"] = "GiB/s";
  require_refused(dir, p, {"bandwidth.unit"});
  p = good;
  p["device"]["sm_count"] = -1;
  require_refused(dir, p, {"device.sm_count"});
  p = good;
  p["device"]["clocks"] = 1;
  require_refused(dir, p, {"unknown field 'clocks' in device"});
  // Without the GPU's objects (a profile of before them) it is still a cuda profile: the
  // options' bandwidths stand.
  p = good;
  p.erase("device");
  p.erase("bandwidth");
  const std::string path = dir.file("bare.json");
  write_text(path, p.dump());
  const cli_result r = run_cli(plan_on_4 + " --profile '" + path + "' --backend cuda");
  REQUIRE(r.status == 0);
  CHECK(nlohmann::json::parse(r.out).at("device").at("bandwidth_gbps") == 50);
}

TEST_CASE("a CPU fp32 profile keeps its keys, and bf16 says so and halves the boundary", "[cli][profile]") {
  const cli_result fp32 = run_cli("profile --model tiny --repeats 1");
  REQUIRE(fp32.status == 0);
  const nlohmann::ordered_json a = nlohmann::ordered_json::parse(fp32.out);
  std::vector<std::string> keys;
  for (auto it = a.begin(); it != a.end(); ++it) keys.push_back(it.key());
  CHECK(keys == std::vector<std::string>{"schema", "format", "version", "backend", "threads", "statistic", "repeats",
                                         "time_unit", "model", "microbatch", "bytes_per_parameter", "boundary_bytes",
                                         "parts", "probes"});
  const cli_result bf16 = run_cli("profile --model tiny --repeats 1 --dtype bf16");
  REQUIRE(bf16.status == 0);
  const nlohmann::json b = nlohmann::json::parse(bf16.out);
  CHECK(b.at("backend") == "cpu");
  CHECK(b.at("dtype") == "bf16");
  CHECK(b.at("boundary_bytes").get<long long>() * 2 == a.at("boundary_bytes").get<long long>());
  CHECK(b.at("bytes_per_parameter").at("static") == 18);
  CHECK(!b.contains("device"));
}

TEST_CASE("profile --backend cuda measures a GPU, or says in one line why it cannot", "[cli][profile][cuda]") {
  const cli_result r = run_cli("profile --model tiny --repeats 1 --backend cuda");
  if (r.status == 0) {  // a CUDA build on a machine with a device
    const nlohmann::json p = nlohmann::json::parse(r.out);
    CHECK(p.at("backend") == "cuda");
    CHECK(p.at("device").at("sm_count").get<int>() > 0);
    CHECK(p.at("bandwidth").at("h2d_pinned").get<double>() > 0);
    return;
  }
  require_one_error_line(r);
  const bool no_device = r.err.rfind("pipesched: error: no CUDA device: cuda", 0) == 0;
  const bool no_build = r.err.find("this build has no CUDA backend") != std::string::npos;
  INFO(r.err);
  CHECK((no_device || no_build));
  require_one_error_line(run_cli("profile --model tiny --backend cuda-streams"));
  require_one_error_line(run_cli("profile --model tiny --dtype fp16"));
}
