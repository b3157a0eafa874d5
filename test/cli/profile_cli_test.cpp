// `pipesched profile` and `pipesched plan --profile`: the file's structure, measured
// (positive) times, bad input, and the planner reading it.
#include <filesystem>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace {
const std::string tiny_shape = "layers=8,dim=32,heads=4,seq=16,vocab=64";
}

TEST_CASE("pipesched profile writes the measured parts of the model", "[cli][profile]") {
  temp_dir dir;
  const std::string file = dir.file("tiny.json");
  const cli_result r = run_cli("profile --model tiny --repeats 3 -o '" + file + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());  // -o: the file only
  const auto doc = nlohmann::json::parse(read_text(file));
  CHECK(doc.at("format") == "pipesched-profile");
  CHECK(doc.at("version") == 1);
  CHECK(doc.at("backend") == "cpu");
  CHECK(doc.at("repeats") == 3);
  CHECK(doc.at("microbatch") == 4);  // tiny's batch
  CHECK(doc.at("model") == nlohmann::json{{"layers", 8}, {"dim", 32}, {"heads", 4}, {"seq", 16}, {"vocab", 64}});
  CHECK(doc.at("boundary_bytes") == 4 * 4 * 16 * 32);  // fp32 [B, T, C]
  for (const char* name : {"embedding", "block", "head"}) {
    INFO(name);
    const auto& x = doc.at("parts").at(name);
    for (const char* pass : {"f", "b", "w"}) CHECK(x.at(pass).get<double>() >= 0);
    CHECK(x.at("parameters").get<long long>() > 0);
    CHECK(x.at("parameter_bytes") == 4 * x.at("parameters").get<long long>());
  }
  const auto& block = doc.at("parts").at("block");
  for (const char* pass : {"f", "b", "w"}) CHECK(block.at(pass).get<double>() > 0);
  CHECK(block.at("parameters") == 12 * 32 * 32 + 13 * 32);
  // What one block's F keeps in the CPU runtime (gpt_memory.cpp): (16·NC + 4·N + A) floats.
  const long long N = 4 * 16, NC = N * 32, A = 4 * 4 * 16 * 16;
  CHECK(block.at("activation_bytes") == 4 * (16 * NC + 4 * N + A));
  for (const char* probe : {"first", "middle", "last"}) {
    INFO(probe);
    const auto& p = doc.at("probes").at(probe);
    for (const char* pass : {"f", "b", "w"}) CHECK(p.at(pass).get<double>() > 0);
    CHECK(p.at("f_alloc").get<long long>() > 0);
  }

  // Without -o: the same document on stdout, another microbatch size.
  const cli_result out = run_cli("profile --model " + tiny_shape + " --microbatch 2 --repeats 1");
  REQUIRE(out.status == 0);
  const auto doc2 = nlohmann::json::parse(out.out);
  CHECK(doc2.at("microbatch") == 2);
  CHECK(doc2.at("parts").at("block").at("activation_bytes").get<long long>() * 2 ==
        block.at("activation_bytes").get<long long>());
}

TEST_CASE("pipesched profile refuses bad input with one line and writes nothing", "[cli][profile]") {
  temp_dir dir;
  const std::string file = dir.file("p.json");
  require_one_error_line(run_cli("profile --model huge -o '" + file + "'"));
  require_one_error_line(run_cli("profile --model tiny --repeats 0 -o '" + file + "'"));
  require_one_error_line(run_cli("profile --model tiny --microbatch -1 -o '" + file + "'"));
  require_one_error_line(run_cli("profile --model layers=8,dim=30,heads=4 -o '" + file + "'"));
  CHECK_FALSE(std::filesystem::exists(file));
  const cli_result r = run_cli("profile --model tiny --repeats 1 -o '" + dir.file("no/such/dir/p.json") + "'");
  require_one_error_line(r);
  CHECK(r.err.find("no/such/dir") != std::string::npos);
  require_one_error_line(run_cli("profile --model tiny --repeats 1 -o '" + dir.path + "'"));  // a directory
  require_one_error_line(run_cli("profile --repeats 1"));  // --model is required
}

TEST_CASE("pipesched plan --profile costs the plans from the measured file", "[cli][plan][profile]") {
  temp_dir dir;
  const std::string prof = dir.file("tiny.json");
  REQUIRE(run_cli("profile --model tiny --repeats 1 -o '" + prof + "'").status == 0);
  const std::string args = "plan --model tiny --devices 4 --memory-cap 1GB --global-batch 8 --format json";
  const cli_result r = run_cli(args + " --profile '" + prof + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto doc = nlohmann::json::parse(r.out);
  CHECK(doc.at("costs") == "profile");
  CHECK(doc.at("profile") == prof);
  REQUIRE(!doc.at("plans").empty());
  const auto analytic = nlohmann::json::parse(run_cli(args).out);
  CHECK(analytic.at("costs") == "analytic");
  // The profile's bytes are the CPU runtime's fp32 tensors, more than the bf16 estimate.
  CHECK(doc.at("plans")[0].at("activation_bytes").get<long long>() > 0);
  for (const auto& p : doc.at("plans")) {
    CHECK(p.at("device_activation_bytes").size() == p.at("depth").get<std::size_t>());
    CHECK(p.at("schedule").at("time_unit") == "ms");
  }

  // -o writes the same document and prints nothing.
  const std::string plan = dir.file("plan.json");
  const cli_result written = run_cli(args + " --profile '" + prof + "' -o '" + plan + "'");
  REQUIRE(written.status == 0);
  CHECK(written.out.empty());
  CHECK(nlohmann::json::parse(read_text(plan)).at("plans").size() == doc.at("plans").size());
  require_one_error_line(run_cli(args + " -o '" + dir.file("no/such/dir/plan.json") + "'"));

  // A profile of another model, a missing file, or not a profile: one line each.
  const cli_result other = run_cli("plan --model layers=8,dim=64,heads=4,seq=16,vocab=64 --devices 4 --memory-cap 1GB "
                                   "--global-batch 8 --profile '" + prof + "'");
  require_one_error_line(other);
  CHECK(other.err.find("was measured for model " + tiny_shape) != std::string::npos);
  require_one_error_line(run_cli(args + " --profile '" + dir.file("missing.json") + "'"));
  const std::string junk = dir.file("junk.json");
  write_text(junk, "{\"format\": \"pipesched-profile\", \"version\": 1}");
  require_one_error_line(run_cli(args + " --profile '" + junk + "'"));
  write_text(junk, "not json");
  require_one_error_line(run_cli(args + " --profile '" + junk + "'"));
}

TEST_CASE("plan --help says a profile's times scale linearly in the microbatch size", "[cli][plan][profile]") {
  const cli_result r = run_cli("plan --help");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("--profile") != std::string::npos);
  CHECK(r.out.find("scaled linearly") != std::string::npos);
}
