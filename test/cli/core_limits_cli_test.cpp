// The library's limits (include/pipesched/core/limits.hpp) as the tool shows them: one
// line naming the limit and exit 2, before anything large is allocated; costs in any unit
// time as their ratios do. (test/cli/hostile_input_cli_test.cpp has issue 22's commands.)
#include <string>

#include <catch2/catch.hpp>

#include "run_cli.hpp"

using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

TEST_CASE("pipesched schedule names the limit a shape passes", "[cli][limits]") {
  const auto refusal = [](const std::string& args) {
    const auto r = run_cli("schedule " + args);
    require_one_error_line(r);
    return r.err;
  };
  CHECK(refusal("--family v-half --devices 4 --microbatches 2147483647").find("limits::max_microbatches") !=
        std::string::npos);
  CHECK(refusal("--family gpipe --devices 70000 --microbatches 8").find("limits::max_devices") != std::string::npos);
  CHECK(refusal("--family v-half --devices 513 --microbatches 8").find("limits::max_stages") != std::string::npos);
  // Within every other limit and the memory budget (given: the default is the machine's).
  CHECK(refusal("--family zb-h1 --devices 16 --microbatches 1048576 --max-memory 1000GB").find("limits::max_actions") !=
        std::string::npos);
  CHECK(refusal("--family v-half --devices 4 --microbatches 8 --costs 1e308,1e308,1e308").find("[1e-12, 1e12]") !=
        std::string::npos);
}

TEST_CASE("pipesched schedule times costs of 1e-9 as their ratios, with no false deadlock", "[cli][limits]") {
  const auto tiny = run_cli("schedule --family v-half --devices 4 --microbatches 8 --costs 1e-9,1e-9,1e-9");
  const auto unit = run_cli("schedule --family v-half --devices 4 --microbatches 8 --costs 1,1,1");
  INFO(tiny.err);
  REQUIRE(tiny.status == 0);
  REQUIRE(unit.status == 0);
  const auto bubble = [](const std::string& out) {
    const std::size_t at = out.find("bubble:");
    return out.substr(at, out.find('\n', at) - at);
  };
  CHECK(bubble(tiny.out) == bubble(unit.out));
}

TEST_CASE("pipesched check refuses a CSV whose cells name sizes past the limits", "[cli][limits][torch-csv]") {
  temp_dir dir;
  write_text(dir.file("cell.csv"), "99999999F0\n");
  const auto r = run_cli("check --devices 1 --torch-csv '" + dir.file("cell.csv") + "'");
  require_one_error_line(r);
  CHECK(r.err.find("limits::max_stages") != std::string::npos);
  std::string rows;
  for (int k = 0; k < 70000; ++k) rows += std::to_string(k) + "F0," + std::to_string(k) + "B0\n";
  write_text(dir.file("rows.csv"), rows);
  const auto many = run_cli("check --devices 70000 --torch-csv '" + dir.file("rows.csv") + "'");
  require_one_error_line(many);
  CHECK(many.err.find("limits::max_devices") != std::string::npos);
}
