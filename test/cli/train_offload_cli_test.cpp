// `pipesched train --offload`, run as a process: the measured peak equals the offloaded
// static bound and is below the bound without offload; bad values are one error line.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

using pipesched::test::small_model;

TEST_CASE("train --offload full lowers the measured peak below the bound without offload", "[cli][train][offload]") {
  const cli_result r = run_cli("train --offload full --offload-bandwidth 2 --steps 2 --format json " + small_model);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.err.empty());
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("offload") == "full");
  CHECK(j.at("offload_bandwidth") == 2.0);
  const auto peak = j.at("peak_activation_bytes").get<std::vector<long long>>();
  const auto bound = j.at("bound_activation_bytes").get<std::vector<long long>>();
  const auto without = j.at("peak_activation_bytes_without_offload").get<std::vector<long long>>();
  const auto host = j.at("peak_host_bytes").get<std::vector<long long>>();
  REQUIRE(peak.size() == 4);
  REQUIRE(without.size() == 4);
  REQUIRE(host.size() == 4);
  CHECK(peak == bound);
  long long all_peak = 0, all_without = 0, all_host = 0;
  for (std::size_t d = 0; d < 4; ++d) {
    CHECK(peak[d] <= without[d]);
    all_peak += peak[d];
    all_without += without[d];
    all_host += host[d];
  }
  CHECK(all_peak < all_without);
  CHECK(all_host > 0);
}

TEST_CASE("train --offload text names the policy and the bound without offload", "[cli][train][offload]") {
  const cli_result r = run_cli("train --offload selective:1 --steps 1 --family 1f1b --devices 2 " + small_model);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("offload selective:1 (host link 0 units per time unit): static bound without offload ") !=
        std::string::npos);
  CHECK(r.out.find('!') == std::string::npos);
}

TEST_CASE("train without --offload reports none and equal bounds", "[cli][train][offload]") {
  const cli_result r = run_cli("train --steps 1 --format json --family 1f1b --devices 2 " + small_model);
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("offload") == "none");
  CHECK(j.at("peak_activation_bytes_without_offload") == j.at("bound_activation_bytes"));
}

TEST_CASE("train refuses a bad offload policy or bandwidth with one line and exit 2", "[cli][train][offload]") {
  const std::string args = GENERATE(std::string("--offload sometimes"), std::string("--offload ratio:0"),
                                    std::string("--offload selective:-1"), std::string("--offload-bandwidth -1"),
                                    std::string("--offload-bandwidth nan"));
  INFO(args);
  require_one_error_line(run_cli("train --steps 1 " + args));
}
