// `pipesched train --recompute`, run as a process: the measured peak equals the recomputed
// static bound and is below the bound without recompute, the losses and gradient check
// are those of the run without it, the R actions are counted; bad values are one error line.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;
using pipesched::test::small_model;

TEST_CASE("train --recompute full lowers the measured peak and keeps the losses to the bit", "[cli][train][recompute]") {
  const std::string backend = GENERATE(std::string("cpu"), std::string("cpu-streams --chaos-seed 2"));
  INFO("--backend " << backend);
  const std::string run = "--steps 2 --check --family 1f1b --devices 2 --microbatches 4 --backend " + backend + " " + small_model;
  const nlohmann::json plain = run_train_json(run);
  const nlohmann::json j = run_train_json("--recompute full " + run);
  CHECK(j.at("recompute") == "full");
  CHECK(plain.at("recompute") == "none");
  CHECK(plain.at("recompute_actions") == 0);
  CHECK(j.at("recompute_actions").get<long long>() > 0);
  const auto peak = j.at("peak_activation_bytes").get<std::vector<long long>>();
  const auto bound = j.at("bound_activation_bytes").get<std::vector<long long>>();
  const auto without = j.at("peak_activation_bytes_without_recompute").get<std::vector<long long>>();
  REQUIRE(peak.size() == 2);
  CHECK(peak == bound);
  CHECK(without == plain.at("bound_activation_bytes").get<std::vector<long long>>());
  // 1f1b at m = 4: device 0 keeps two microbatches across other passes, device 1 runs each
  // B right after its F (no R there).
  CHECK(peak[0] < without[0]);
  CHECK(peak[1] == without[1]);
  CHECK(j.at("losses") == plain.at("losses"));  // JSON prints doubles round-trip exact
  CHECK(j.at("grad_norms") == plain.at("grad_norms"));
  CHECK(j.at("max_grad_error").get<double>() <= 1e-6);
}

TEST_CASE("train --recompute text counts the R actions and names the bound without them", "[cli][train][recompute]") {
  const cli_result r = run_cli("train --recompute selective:1 --offload full --steps 1 --family v-half --devices 2 " +
                               small_model);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("recompute selective:1: 2 R actions (an F again from the kept stage input, before its backward); "
                   "static bound without them ") != std::string::npos);
  CHECK(r.out.find('!') == std::string::npos);  // measured peak = static bound on every device
}

TEST_CASE("train refuses a bad recompute policy with one line and exit 2", "[cli][train][recompute]") {
  const std::string args = GENERATE(std::string("--recompute sometimes"), std::string("--recompute selective:-1"),
                                    std::string("--recompute selective:"), std::string("--recompute auto:-1"));
  INFO(args);
  require_one_error_line(run_cli("train --steps 1 " + args));
}
