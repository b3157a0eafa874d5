// `--layout` (Megatron's layout grammar, runtime/gpt/gpt_layout.hpp) on train and schedule:
// an uneven cut trains equal to the unpipelined model within its static bound on every
// device, moves the per-device bytes, and a layout the run cannot use is one error line.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line_naming;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;

TEST_CASE("train --layout runs an uneven cut equal to the unpipelined model within its bound", "[cli][train][layout]") {
  const std::string run = "--model tiny --family 1f1b --devices 2 --microbatches 4 --steps 2 --check";
  const nlohmann::json even = run_train_json(run);
  // tiny has 8 blocks: the first stage (with the embedding) takes 2, the last (with the head) 6.
  const nlohmann::json uneven = run_train_json(run + " --layout 'Et*2|t*6L'");
  CHECK(uneven.at("max_grad_error").get<double>() == 0);
  CHECK(uneven.at("peak_activation_bytes") == uneven.at("bound_activation_bytes"));
  CHECK(uneven.at("losses") == even.at("losses"));  // the same model, cut elsewhere
  const auto bytes = [](const nlohmann::json& j, int d) { return j.at("bound_activation_bytes")[d].get<long long>(); };
  CHECK(bytes(uneven, 0) < bytes(even, 0));
  CHECK(bytes(uneven, 1) > bytes(even, 1));
  // The even layout written out is the run without one.
  CHECK(run_train_json(run + " --layout 'Et*4|t*4L'").at("bound_activation_bytes") == even.at("bound_activation_bytes"));
}

TEST_CASE("a layout the run cannot use is refused with one line naming why", "[cli][train][layout]") {
  const std::string run = "train --model tiny --family 1f1b --devices 2 --steps 1 --layout ";
  require_one_error_line_naming(run_cli(run + "'Et*2|t*5L'"), {"--layout", "places 7 transformer blocks", "1 missing"});
  require_one_error_line_naming(run_cli(run + "'Et*2|t*2|t*4L'"), {"names 3 stages", "1f1b on 2 devices has 2"});
  require_one_error_line_naming(run_cli(run + "'Et*2|mt*6L'"), {"'m'", "column 6"});
  require_one_error_line_naming(run_cli("schedule --family 1f1b --devices 2 --microbatches 4 --layout 'Et|tL'"), {"needs --model"});
}

TEST_CASE("schedule --model --layout holds each device's peak with its own stage's weights", "[cli][schedule][layout]") {
  const std::string run = "schedule --family 1f1b --devices 2 --microbatches 4 --model tiny --format json";
  const cli_result even = run_cli(run), uneven = run_cli(run + " --layout 'Et*2|t*6L'");
  REQUIRE(even.status == 0);
  REQUIRE(uneven.status == 0);
  const nlohmann::json e = nlohmann::json::parse(even.out)["peak_bytes_with_weights"],
                       u = nlohmann::json::parse(uneven.out)["peak_bytes_with_weights"];
  CHECK(u[0].get<long long>() < e[0].get<long long>());  // 2 blocks and the embedding, not 4
  CHECK(u[1].get<long long>() > e[1].get<long long>());  // 6 blocks and the head, not 4
  require_one_error_line_naming(run_cli(run + " --layout 'Et|t|t*6L'"), {"has 3 stages; the schedule has 2"});
}
