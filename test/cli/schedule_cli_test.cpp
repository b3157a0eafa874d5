// `pipesched schedule`, run as a process: stdout, stderr and the exit status.
#include <algorithm>
#include <sstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace {

using pipesched::test::run_cli;
using run_result = pipesched::test::cli_result;

nlohmann::json run_schedule_json(const std::string& args) {
  const run_result r = run_cli(args + " --format json");
  INFO("args: " << args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  return nlohmann::json::parse(r.out);
}

double max_of(const nlohmann::json& values) {
  double m = 0;
  for (const auto& v : values) m = std::max(m, v.get<double>());
  return m;
}

bool is_comm_kind(const std::string& kind) {
  return kind == "send_forward" || kind == "recv_forward" || kind == "send_backward" || kind == "recv_backward";
}

// A bad input: exit 2, nothing on stdout, one line on stderr saying it is an error.
void require_usage_error(const run_result& r) { pipesched::test::require_one_error_line(r); }

}  // namespace

TEST_CASE("1F1B on 4 devices and 8 microbatches reports its closed-form peak and bubble as JSON",
          "[cli][schedule]") {
  const nlohmann::json j = run_schedule_json("schedule --family 1f1b --devices 4 --microbatches 8");
  CHECK(j.at("family") == "1f1b");
  CHECK(j.at("devices") == 4);
  CHECK(j.at("microbatches") == 8);
  CHECK(j.at("chunks") == 1);
  CHECK(j.at("costs").at("f") == 1.0);
  CHECK(j.at("costs").at("b") == 1.0);
  CHECK(j.at("costs").at("w") == 1.0);
  CHECK(j.at("costs").at("comm") == 0.0);
  REQUIRE(j.at("peak_activation").size() == 4);
  CHECK(max_of(j.at("peak_activation")) == 4.0);
  CHECK(j.at("bubble").get<double>() == Approx(3.0 / 11.0).margin(1e-9));
  // bubble = 1 - m (TF + TB + TW) / makespan
  CHECK(j.at("bubble").get<double>() == Approx(1.0 - 8 * 3.0 / j.at("makespan").get<double>()).margin(1e-12));
  CHECK(j.at("span").get<double>() <= j.at("makespan").get<double>());
  CHECK(j.contains("span_bubble"));
}

TEST_CASE("every device lists 2m compute actions plus its sends and receives, each comm with a peer",
          "[cli][schedule]") {
  const int m = 8;
  const nlohmann::json j = run_schedule_json("schedule --family 1f1b --devices 4 --microbatches 8");
  REQUIRE(j.at("actions").size() == 4);
  int total_comm = 0;
  for (std::size_t d = 0; d < 4; ++d) {
    const auto& list = j.at("actions").at(d);
    int compute = 0, comm = 0;
    for (const auto& a : list) {
      const std::string kind = a.at("kind");
      CHECK(a.at("stage").is_number_integer());
      CHECK(a.at("microbatch").is_number_integer());
      if (is_comm_kind(kind)) {
        ++comm;
        REQUIRE(a.contains("peer"));
        CHECK(a.at("peer") != static_cast<int>(d));
      } else {
        CHECK((kind == "F" || kind == "B" || kind == "W" || kind == "BW"));
        CHECK(!a.contains("peer"));
        ++compute;
      }
    }
    INFO("device " << d);
    CHECK(compute == 2 * m);
    CHECK(comm > 0);
    CHECK(static_cast<int>(list.size()) == compute + comm);
    total_comm += comm;
  }
  // Every cross-device tensor is sent once and received once: 2 per edge, 2 (p-1) edges per microbatch.
  CHECK(total_comm == 2 * 2 * 3 * m);
}

TEST_CASE("V-Half on 8 devices and 16 microbatches peaks at 5 activation units", "[cli][schedule][v-half]") {
  const nlohmann::json j = run_schedule_json("schedule --family v-half --devices 8 --microbatches 16");
  CHECK(j.at("chunks") == 2);
  REQUIRE(j.at("peak_activation").size() == 8);
  CHECK(max_of(j.at("peak_activation")) == 5.0);
}

TEST_CASE("v-auto keeps its peak under a feasible memory cap", "[cli][schedule][v-auto]") {
  const nlohmann::json j = run_schedule_json("schedule --family v-auto --devices 8 --microbatches 16 --memory-cap 4");
  CHECK(j.at("family") == "v-auto");
  CHECK(max_of(j.at("peak_activation")) <= 4.0);
}

TEST_CASE("schedule --refine shortens V-Min at the measured costs and keeps its peak", "[cli][schedule][refine]") {
  const std::string shape = "schedule --family v-min --devices 4 --microbatches 8 --costs 18.5,18.1,9.3 --comm 0.6";
  const nlohmann::json plain = run_schedule_json(shape);
  const nlohmann::json refined = run_schedule_json(shape + " --refine 200000");
  REQUIRE(refined["peak_activation"] == plain["peak_activation"]);
  REQUIRE(refined["makespan"].get<double>() < plain["makespan"].get<double>());
}

TEST_CASE("schedule --refine-seed picks the search's walk: the same seed, the same order", "[cli][schedule][refine]") {
  const std::string plain_shape =
      "schedule --family v-min --devices 4 --microbatches 8 --costs 18.5,18.1,9.3 --comm 0.6";
  const std::string shape = plain_shape + " --refine 50000";
  const nlohmann::json plain = run_schedule_json(plain_shape);
  const nlohmann::json by_default = run_schedule_json(shape), one = run_schedule_json(shape + " --refine-seed 1"),
                       seven = run_schedule_json(shape + " --refine-seed 7");
  REQUIRE(one["actions"] == by_default["actions"]);  // 1 is the default seed
  REQUIRE(seven["actions"] != one["actions"]);       // the seed reaches the search
  REQUIRE(seven["peak_activation"] == plain["peak_activation"]);
  REQUIRE(seven["makespan"].get<double>() <= plain["makespan"].get<double>());
}

TEST_CASE("costs and comm latency given on the command line reach the output", "[cli][schedule]") {
  const nlohmann::json j =
      run_schedule_json("schedule --family zb-h1 --devices 4 --microbatches 8 --costs 2,3,1.5 --comm 0.25");
  CHECK(j.at("costs").at("f") == 2.0);
  CHECK(j.at("costs").at("b") == 3.0);
  CHECK(j.at("costs").at("w") == 1.5);
  CHECK(j.at("costs").at("comm") == 0.25);
  CHECK(j.at("bubble").get<double>() == Approx(1.0 - 8 * 6.5 / j.at("makespan").get<double>()).margin(1e-12));
}

TEST_CASE("the text format prints one line per device and then the figures", "[cli][schedule]") {
  const run_result r = run_cli("schedule --family v-min --devices 6 --microbatches 12");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  std::istringstream lines(r.out);
  int device_lines = 0;
  bool has_family = false, has_peak = false, has_makespan = false, has_bubble = false;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("device ", 0) == 0) {
      CHECK(line.rfind("device " + std::to_string(device_lines) + ": F", 0) == 0);
      CHECK(line.find("send_") == std::string::npos);
      CHECK(line.find("recv_") == std::string::npos);
      ++device_lines;
    }
    has_family = has_family || line == "family: v-min";
    has_peak = has_peak || line.rfind("peak_activation: ", 0) == 0;
    has_makespan = has_makespan || line.rfind("makespan: ", 0) == 0;
    has_bubble = has_bubble || line.rfind("bubble: ", 0) == 0;
  }
  CHECK(device_lines == 6);
  CHECK(has_family);
  CHECK(has_peak);
  CHECK(has_makespan);
  CHECK(has_bubble);
}

TEST_CASE("bad input prints one error line, nothing on stdout, and exits 2", "[cli][schedule]") {
  const std::string args = GENERATE(as<std::string>{},
      // shapes
      "--family 1f1b --devices 0 --microbatches 8",
      "--family 1f1b --devices 4 --microbatches 0",
      // families and their chunks
      "--family no-such-family --devices 4 --microbatches 8",
      "--family 1f1b --devices 4 --microbatches 8 --chunks 2",
      "--family interleaved --devices 4 --microbatches 8 --chunks 1",
      "--family v-half --devices 4 --microbatches 8 --chunks 3",
      // memory caps
      "--family v-auto --devices 8 --microbatches 16 --memory-cap 1",
      "--family 1f1b --devices 4 --microbatches 8 --memory-cap 1",
      "--family 1f1b --devices 4 --microbatches 8 --memory-cap nan",
      // costs
      "--family 1f1b --devices 4 --microbatches 8 --costs 1,1",
      "--family 1f1b --devices 4 --microbatches 8 --costs 1,1,1,1",
      "--family 1f1b --devices 4 --microbatches 8 --costs 1,x,1",
      "--family 1f1b --devices 4 --microbatches 8 --costs 1,,1",
      "--family 1f1b --devices 4 --microbatches 8 --costs inf,1,1",
      "--family 1f1b --devices 4 --microbatches 8 --costs 0,1,1",
      "--family 1f1b --devices 4 --microbatches 8 --comm -1",
      // refine
      "--family v-min --devices 4 --microbatches 8 --refine -1",
      "--family 2bw --devices 4 --microbatches 8 --iterations 2 --refine 10",
      // what CLI11 rejects itself
      "--devices 4 --microbatches 8",
      "--family 1f1b --devices four --microbatches 8",
      "--family 1f1b --devices 4 --microbatches 8 --format xml",
      "--family 1f1b --devices 4 --microbatches 8 --no-such-option");
  INFO("args: schedule " << args);
  require_usage_error(run_cli("schedule " + args));
}

TEST_CASE("an unknown family's error lists the known families", "[cli][schedule]") {
  const run_result r = run_cli("schedule --family no-such-family --devices 4 --microbatches 8");
  require_usage_error(r);
  for (const char* name : {"gpipe", "1f1b", "interleaved", "zb-h1", "zb-h2", "v-zb", "v-half", "v-min", "v-auto"})
    CHECK(r.err.find(name) != std::string::npos);
}

TEST_CASE("a v-auto memory cap below V-Min's peak names the smallest feasible cap", "[cli][schedule][v-auto]") {
  const run_result r = run_cli("schedule --family v-auto --devices 8 --microbatches 16 --memory-cap 1");
  require_usage_error(r);
  CHECK(r.err.find("smallest feasible cap") != std::string::npos);
}

TEST_CASE("no subcommand is an error, and --help exits 0", "[cli]") {
  require_usage_error(run_cli(""));
  const run_result help = run_cli("schedule --help");
  CHECK(help.status == 0);
  CHECK(help.out.find("--memory-cap") != std::string::npos);
  CHECK(help.err.empty());
}
