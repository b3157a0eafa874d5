// `pipesched schedule --format svg|trace`, `--compare` and `-o`, run as a process.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "xml_wellformed.hpp"

using pipesched::test::check_xml;
using pipesched::test::cli_result;
using pipesched::test::run_cli;

namespace {

using pipesched::test::all_family_names;

nlohmann::json schedule_json(const std::string& args) {
  const cli_result r = run_cli("schedule " + args + " --format json");
  INFO("args: " << args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

int count_compute_actions(const nlohmann::json& j) {
  int n = 0;
  for (const auto& list : j.at("actions"))
    for (const auto& a : list) {
      const std::string kind = a.at("kind");
      n += kind == "F" || kind == "B" || kind == "W" || kind == "BW" || kind == "F&B" || kind == "F&BW";
    }
  return n;
}

int all_actions(const nlohmann::json& j) {
  int n = 0;
  for (const auto& list : j.at("actions")) n += static_cast<int>(list.size());
  return n;
}

int blocks(const pipesched::test::xml_summary& x) {
  int n = 0;
  for (const std::string& c : x.class_values) n += c.rfind("blk ", 0) == 0;
  return n;
}

}  // namespace

TEST_CASE("the SVG of every family parses as XML and holds one block per compute action", "[cli][svg]") {
  const std::string family = GENERATE(from_range(all_family_names()));
  const std::string args = "--family " + family + " --devices 4 --microbatches 8 --comm 0.1";
  const cli_result r = run_cli("schedule " + args + " --format svg");
  INFO("family " << family << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  const auto x = check_xml(r.out);
  REQUIRE(x.error.empty());
  CHECK(x.elements.at("svg") == 1);
  CHECK(blocks(x) == count_compute_actions(schedule_json(args)));
  // A legend, one memory curve and one static bound per device.
  CHECK(r.out.find("id=\"legend\"") != std::string::npos);
  int curves = 0, bounds = 0;
  for (const std::string& c : x.class_values) {
    curves += c == "mem";
    bounds += c == "bound";
  }
  CHECK(curves == 4 + 1);  // + the legend's swatch
  CHECK(bounds == 4 + 1);
}

TEST_CASE("the SVG at p = 16, m = 64 keeps every block and labels microbatches", "[cli][svg]") {
  const cli_result r = run_cli("schedule --family v-half --devices 16 --microbatches 64 --format svg");
  REQUIRE(r.status == 0);
  const auto x = check_xml(r.out);
  REQUIRE(x.error.empty());
  CHECK(blocks(x) == 16 * 64 * 2 * 3);
  CHECK(r.out.find(">63</text>") != std::string::npos);  // the last microbatch's number is drawn
}

TEST_CASE("compare stacks families on one time axis with their peak and bubble in the titles", "[cli][svg]") {
  const cli_result r =
      run_cli("schedule --compare v-min,v-half,v-zb,1f1b --devices 4 --microbatches 8 --format svg");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  const auto x = check_xml(r.out);
  REQUIRE(x.error.empty());
  int expected = 0;
  for (const char* f : {"v-min", "v-half", "v-zb", "1f1b"}) {
    const nlohmann::json j = schedule_json(std::string("--family ") + f + " --devices 4 --microbatches 8");
    expected += count_compute_actions(j);
    char bubble[32];
    std::snprintf(bubble, sizeof bubble, "%.3f", j.at("bubble").get<double>());
    CHECK(r.out.find(std::string(f) + ", p = 4, m = 8: peak ") != std::string::npos);
    CHECK(r.out.find(std::string("bubble ") + bubble) != std::string::npos);
  }
  CHECK(blocks(x) == expected);
  for (int panel = 0; panel < 4; ++panel)
    CHECK(r.out.find("id=\"panel" + std::to_string(panel) + "\"") != std::string::npos);
}

TEST_CASE("the trace parses as JSON with one complete event per executed action", "[cli][trace]") {
  const std::string family = GENERATE(from_range(all_family_names()));
  const std::string args = "--family " + family + " --devices 4 --microbatches 8 --comm 0.1";
  const cli_result r = run_cli("schedule " + args + " --format trace --activation-bytes 1024");
  INFO("family " << family << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  const nlohmann::json trace = nlohmann::json::parse(r.out);
  const nlohmann::json j = schedule_json(args);
  int complete = 0;
  std::vector<long long> max_bytes(4, 0);
  std::vector<std::vector<std::string>> thread_names(4);
  for (const auto& e : trace.at("traceEvents")) {
    const std::string ph = e.at("ph");
    const int pid = e.at("pid");
    REQUIRE((pid >= 0 && pid < 4));
    if (ph == "X") {
      ++complete;
      const std::string cat = e.at("cat");
      const int tid = e.at("tid");
      const bool comm = cat.rfind("send_", 0) == 0 || cat.rfind("recv_", 0) == 0;
      CHECK(tid == (comm ? 1 : 0));
      CHECK(e.at("dur").get<double>() >= 0);
      CHECK(e.at("args").contains("microbatch"));
    } else if (ph == "C") {
      CHECK(e.at("name") == "activation");
      max_bytes[pid] = std::max(max_bytes[pid], e.at("args").at("bytes").get<long long>());
    } else if (ph == "M" && e.at("name") == "thread_name") {
      thread_names[pid].push_back(e.at("args").at("name"));
    }
  }
  CHECK(complete == all_actions(j));
  for (int d = 0; d < 4; ++d) {
    CHECK(thread_names[d] == std::vector<std::string>{"compute", "comm", "D2H", "H2D"});
    CHECK(max_bytes[d] == static_cast<long long>(j.at("peak_activation").at(d).get<double>() * 1024));
  }
  // One cost unit is 1 ms: the last event ends at the makespan.
  double last = 0;
  for (const auto& e : trace.at("traceEvents"))
    if (e.at("ph") == "X" && e.at("tid") == 0)
      last = std::max(last, e.at("ts").get<double>() + e.at("dur").get<double>());
  CHECK(last == Approx(j.at("makespan").get<double>() * 1000));
}

TEST_CASE("with -o the whole output goes to the file and nothing to stdout", "[cli][output]") {
  pipesched::test::temp_dir dir;
  const std::string file = dir.file("out.svg");
  const cli_result r = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --format svg -o '" + file + "'");
  REQUIRE(r.status == 0);
  CHECK(r.out.empty());
  CHECK(r.err.empty());
  const cli_result direct = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --format svg");
  CHECK(pipesched::test::read_text(file) == direct.out);
}

TEST_CASE("a failing run leaves an existing -o file as it was and no temporary file behind", "[cli][output]") {
  pipesched::test::temp_dir dir;
  const std::string file = dir.file("keep.svg");
  pipesched::test::write_text(file, "old contents\n");
  const std::string bad = GENERATE(as<std::string>{},
      "--family 1f1b --devices 4 --microbatches 0 --format svg",
      "--family v-auto --devices 8 --microbatches 16 --memory-cap 1 --format trace",
      "--compare v-min,no-such-family --devices 4 --microbatches 8 --format svg");
  INFO("args: " << bad);
  pipesched::test::require_one_error_line(run_cli("schedule " + bad + " -o '" + file + "'"));
  CHECK(pipesched::test::read_text(file) == "old contents\n");
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir.path)) names.push_back(entry.path().filename());
  CHECK(names == std::vector<std::string>{"keep.svg"});
}

TEST_CASE("a schedule needs exactly one of family and compare, and compare only draws", "[cli][svg]") {
  const std::string bad = GENERATE(as<std::string>{},
      "--devices 4 --microbatches 8 --format svg",
      "--family 1f1b --compare v-min --devices 4 --microbatches 8 --format svg",
      "--compare v-min,v-half --devices 4 --microbatches 8 --format json",
      "--compare v-min,,v-half --devices 4 --microbatches 8 --format svg",
      "--family 1f1b --devices 4 --microbatches 8 --format trace --activation-bytes 0");
  INFO("args: " << bad);
  pipesched::test::require_one_error_line(run_cli("schedule " + bad));
}
