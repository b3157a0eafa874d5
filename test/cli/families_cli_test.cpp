// `pipesched families`, run as a process.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::run_cli;

TEST_CASE("families lists every family with its memory, bubble and needs", "[cli][families]") {
  const cli_result r = run_cli("families --format json");
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  REQUIRE(j.at("families").size() == 12);
  for (const auto& f : j.at("families")) {
    for (const char* key : {"family", "chunks", "placement", "backward", "peak", "bubble", "needs"})
      CHECK(!f.at(key).get<std::string>().empty());
    CHECK(!f.contains("peak_activation"));
  }
  const cli_result text = run_cli("families");
  REQUIRE(text.status == 0);
  for (const char* name : {"gpipe", "1f1b", "interleaved", "interleaved-grouped", "zb-h1", "zb-h2", "v-zb", "v-half",
                           "v-min", "v-auto", "2bw", "dualpipe-v"})
    CHECK(text.out.find(std::string("\n") + name + " ") != std::string::npos);
}

TEST_CASE("families at a shape puts the published forms beside our schedules", "[cli][families]") {
  const nlohmann::json j = nlohmann::json::parse(run_cli("families --devices 8 --microbatches 32 --format json").out);
  for (const auto& f : j.at("families")) {
    const std::string name = f.at("family");
    INFO(name);
    if (name == "1f1b" || name == "gpipe" || name == "interleaved" || name == "zb-h1" || name == "2bw" ||
        name == "dualpipe-v") {
      // The papers' own orders: equal by construction at unit costs.
      CHECK(f.at("global_bubble").get<double>() == Approx(f.at("published_bubble").get<double>()).margin(1e-9));
    }
    if (!f.at("published_peak").is_null())
      CHECK(f.at("peak_activation").get<double>() == f.at("published_peak").get<double>());
  }
  CHECK(j.at("families").at(7).at("family") == "v-half");
  CHECK(j.at("families").at(7).at("published_peak") == 5.0);
  CHECK(j.at("families").at(10).at("family") == "2bw");
  CHECK(j.at("families").at(10).at("peak_activation") == 8.0);
  CHECK(j.at("families").at(11).at("family") == "dualpipe-v");
  CHECK(j.at("families").at(11).at("peak_activation") == 8.5);
}

TEST_CASE("families with half a shape is one error line", "[cli][families]") {
  pipesched::test::require_one_error_line(run_cli("families --devices 8"));
  pipesched::test::require_one_error_line(run_cli("families --devices 0 --microbatches 4"));
}
