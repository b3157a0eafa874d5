// `pipesched train --replicas W`: data-parallel copies of the pipeline, run as a process.
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

using pipesched::test::small_model;

TEST_CASE("train with two replicas reports every device of every replica in json", "[cli][train][replicas]") {
  const cli_result r =
      run_cli("train --replicas 2 --devices 2 --microbatches 2 --steps 2 --format json " + small_model);
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("replicas") == 2);
  CHECK(j.at("devices") == 2);
  CHECK(j.at("microbatches") == 2);
  CHECK(j.at("tokens_per_step") == 2 * 2 * 8);  // w·m·B·T
  CHECK(j.at("losses").size() == 2);
  CHECK(j.at("grad_norms").size() == 2);
  CHECK(j.at("peak_activation_bytes").size() == 4);  // p·w, replica-major
  CHECK(j.at("bound_activation_bytes").size() == 4);
  CHECK(j.at("peak_host_bytes").size() == 4);
  CHECK(j.at("peak_activation_bytes") == j.at("bound_activation_bytes"));
}

TEST_CASE("train with two replicas prints each replica's devices on the step line", "[cli][train][replicas]") {
  const cli_result r = run_cli("train --replicas 2 --devices 2 --microbatches 2 --steps 2 " + small_model);
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("2 data-parallel replicas (4 devices") != std::string::npos);
  std::istringstream in(r.out);
  int steps = 0;
  for (std::string line; std::getline(in, line);)
    if (line.rfind("step ", 0) == 0) {
      ++steps;
      CHECK(line.find("r0d0 ") != std::string::npos);
      CHECK(line.find("r1d1 ") != std::string::npos);
      CHECK(line.find('!') == std::string::npos);
    }
  CHECK(steps == 2);
}

TEST_CASE("train with two replicas has the losses of one pipeline with twice the microbatches",
          "[cli][train][replicas]") {
  const cli_result a = run_cli("train --replicas 2 --devices 2 --microbatches 2 --steps 1 --format json " + small_model);
  const cli_result b = run_cli("train --devices 2 --microbatches 4 --steps 1 --format json " + small_model);
  REQUIRE(a.status == 0);
  REQUIRE(b.status == 0);
  CHECK(nlohmann::json::parse(a.out).at("losses") == nlohmann::json::parse(b.out).at("losses"));
}

TEST_CASE("train with zero replicas exits 2 with one error line", "[cli][train][replicas]") {
  const cli_result r = run_cli("train --replicas 0 --devices 2 --microbatches 2 --steps 2 " + small_model);
  require_one_error_line(r);
  CHECK(r.err.find("--replicas must be 1 to 1024 (limits::max_replicas), got 0") != std::string::npos);
}
