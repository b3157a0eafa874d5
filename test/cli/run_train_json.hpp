#pragma once
// `pipesched train --format json ARGS`, required to succeed, as parsed JSON: what the train
// CLI tests read their figures from.
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace pipesched::test {

inline nlohmann::json run_train_json(const std::string& args) {
  const cli_result r = run_cli("train --format json " + args);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace pipesched::test
