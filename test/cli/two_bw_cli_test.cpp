// `pipesched schedule --family 2bw --iterations K`, run as a process.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::run_cli;

TEST_CASE("schedule --family 2bw --iterations K is one 1F1B warm-up and cool-down over K iterations",
          "[cli][schedule][2bw]") {
  const cli_result r = run_cli("schedule --family 2bw --devices 4 --microbatches 4 --iterations 3 --format json");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("family") == "2bw");
  CHECK(j.at("microbatches") == 12);  // all iterations
  CHECK(j.at("iterations") == 3);
  CHECK(j.at("makespan").get<double>() == Approx(3.0 * 12 + 3.0 * 3));
  for (const auto& peak : j.at("peak_activation")) CHECK(peak.get<double>() <= 4.0);
  CHECK(j.at("peak_activation").at(0) == 4.0);
  int steps = 0;
  for (const auto& list : j.at("actions"))
    for (const auto& a : list) steps += a.at("kind") == "optimizer_step";
  CHECK(steps == 4 * 2);  // every stage, every iteration but the last

  const cli_result text = run_cli("schedule --family 2bw --devices 4 --microbatches 4 --iterations 3");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("\niterations: 3\n") != std::string::npos);
  CHECK(text.out.find("\nmicrobatches: 12\n") != std::string::npos);
}

TEST_CASE("the iterations option is 2bw's alone and at least 1", "[cli][schedule][2bw]") {
  pipesched::test::require_one_error_line(run_cli("schedule --family 1f1b --devices 4 --microbatches 4 --iterations 2"));
  pipesched::test::require_one_error_line(run_cli("schedule --family 2bw --devices 4 --microbatches 4 --iterations 0"));
  pipesched::test::require_one_error_line(run_cli("schedule --family 2bw --devices 4 --microbatches 2 --iterations 2"));
  const cli_result one = run_cli("schedule --family 1f1b --devices 4 --microbatches 4 --iterations 1 --format json");
  REQUIRE(one.status == 0);
  CHECK_FALSE(nlohmann::json::parse(one.out).contains("iterations"));
}
