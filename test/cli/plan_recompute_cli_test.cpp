// The planner's recompute choice run end to end: at the smallest cap anything fits under,
// the plan recomputes, and `train --plan` runs it with every device's static bound equal to
// the plan's predicted bytes (the planner's recompute deltas are the runtime's own) and its
// measured peak within them.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;

TEST_CASE("at the least cap the planner recomputes and train runs that plan within its bytes",
          "[cli][plan][train][recompute]") {
  temp_dir dir;
  const std::string prof = dir.file("tiny-profile.json"), plan = dir.file("plan.json");
  REQUIRE(run_cli("profile --model tiny --repeats 1 -o '" + prof + "'").status == 0);
  const std::string args =
      "plan --model tiny --devices 4 --global-batch 8 --profile '" + prof + "' --memory-cap ";
  // Below everything: the line names the least memory any plan needs, in bytes.
  const cli_result none = run_cli(args + "1000B");
  REQUIRE(none.status == 3);
  const std::size_t open = none.err.find("needs "), paren = none.err.find('(', open);
  REQUIRE(paren != std::string::npos);
  const long long least = std::stoll(none.err.substr(paren + 1));
  INFO(none.err);
  CHECK(none.err.find("recompute full") != std::string::npos);

  const cli_result made = run_cli(args + std::to_string(least) + "B --format json -o '" + plan + "'");
  INFO(made.err);
  REQUIRE(made.status == 0);
  const nlohmann::json top = nlohmann::json::parse(read_text(plan)).at("plans").at(0);
  REQUIRE(top.at("recompute") != "none");
  const auto predicted = top.at("device_activation_bytes").get<std::vector<long long>>();

  const cli_result ran = run_cli("train --plan '" + plan + "' --model tiny --steps 2 --format json");
  INFO(ran.err);
  REQUIRE(ran.status == 0);
  const nlohmann::json j = nlohmann::json::parse(ran.out);
  const auto peak = j.at("peak_activation_bytes").get<std::vector<long long>>();
  const auto bound = j.at("bound_activation_bytes").get<std::vector<long long>>();
  REQUIRE(peak.size() == predicted.size());
  for (std::size_t d = 0; d < peak.size(); ++d) {
    INFO("device " << d);
    CHECK(bound[d] == predicted[d]);  // the runtime's recompute deltas are the planner's: and below the plain bound
    CHECK(peak[d] <= predicted[d]);
  }
  CHECK(j.at("plan").at("within_prediction") == true);
}
