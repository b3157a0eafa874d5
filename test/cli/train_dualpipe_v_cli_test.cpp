// `pipesched train --family dualpipe-v`: training through overlapped F&B actions, run as a process.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;
using pipesched::test::small_model;

TEST_CASE("dualpipe-v trains through its overlapped F&B actions with the unpipelined gradients and its static peak",
          "[cli][train][dualpipe-v]") {
  // m = 2p runs DualPipeV's steady state (overlapped pairs); m = p its shortened order.
  const int m = GENERATE(2, 4);
  CAPTURE(m);
  const nlohmann::json j = run_train_json("--family dualpipe-v --devices 2 --microbatches " + std::to_string(m) +
                                    " --steps 3 --check --backend cpu " + small_model);
  CHECK(j.at("family") == "dualpipe-v");
  CHECK(j.at("stages") == 4);
  CHECK(j.at("max_grad_error").get<double>() <= 1e-6);
  CHECK(j.at("peak_activation_bytes") == j.at("bound_activation_bytes"));
}

TEST_CASE("schedule --family dualpipe-v prints its overlapped pairs and takes an overlap gain", "[cli][dualpipe-v]") {
  const cli_result plain = run_cli("schedule --family dualpipe-v --devices 2 --microbatches 4");
  REQUIRE(plain.status == 0);
  CHECK(plain.out.find("F0.3&B3.1 W3.1") != std::string::npos);  // at unit costs its pairs run F&B, then W
  const cli_result gained = run_cli("schedule --family dualpipe-v --devices 2 --microbatches 4 --overlap-gain 1 "
                                    "--format json");
  REQUIRE(gained.status == 0);
  const nlohmann::json plain_json =
      nlohmann::json::parse(run_cli("schedule --family dualpipe-v --devices 2 --microbatches 4 --format json").out);
  CHECK(nlohmann::json::parse(gained.out).at("makespan").get<double>() < plain_json.at("makespan").get<double>());
  CHECK(nlohmann::json::parse(gained.out).at("costs").at("overlap_gain") == 1.0);
  CHECK_FALSE(plain_json.at("costs").contains("overlap_gain"));
  const cli_result bad = run_cli("schedule --family dualpipe-v --devices 2 --microbatches 4 --overlap-gain 2");
  CHECK(bad.status != 0);
  CHECK(bad.err.find("--overlap-gain must be 0 to 1, got 2") != std::string::npos);
}
