// `pipesched train --family 2bw --iterations K`: PipeDream-2BW runs of K iterations
// without a flush, run as a process.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::small_model;

TEST_CASE("train 2bw with iterations reports every iteration and the static bound in json", "[cli][train][2bw]") {
  const std::string args = "train --family 2bw --devices 2 --microbatches 2 --iterations 3 --steps 6 --lr 0.03 " + small_model;
  const cli_result r = run_cli(args + " --format json");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  const nlohmann::json j = nlohmann::json::parse(r.out);
  CHECK(j.at("family") == "2bw");
  CHECK(j.at("iterations") == 3);
  CHECK(j.at("steps") == 6);
  CHECK(j.at("losses").size() == 6);
  CHECK(j.at("grad_norms").size() == 6);
  CHECK(j.at("peak_activation_bytes") == j.at("bound_activation_bytes"));
  const auto bound = j.at("bound_activation_bytes").get<std::vector<long long>>();
  const auto with_weights = j.at("bytes_with_weights").get<std::vector<long long>>();
  REQUIRE(with_weights.size() == bound.size());
  for (std::size_t d = 0; d < bound.size(); ++d) CHECK(with_weights[d] > bound[d]);

  // The same run without a flush differs from 1F1B with one (the delayed rule), from the
  // second iteration on; the first iteration's loss is the same (both at W(0) on batch 0).
  const cli_result flushed = run_cli("train --family 1f1b --devices 2 --microbatches 2 --steps 6 --lr 0.03 " +
                                     small_model + " --format json");
  REQUIRE(flushed.status == 0);
  const auto a = j.at("losses").get<std::vector<double>>();
  const auto b = nlohmann::json::parse(flushed.out).at("losses").get<std::vector<double>>();
  CHECK(a[0] == Approx(b[0]).epsilon(1e-6));
  CHECK(a[1] != Approx(b[1]).epsilon(1e-6));  // 2bw's iteration 1 runs on W(0), the flushed one on W(1)
  CHECK(a[2] != Approx(b[2]).epsilon(1e-6));

  const cli_result text = run_cli(args);
  INFO("text: " << text.out);
  REQUIRE(text.status == 0);
  CHECK(text.out.find("2bw: 2 runs of 3 iterations each") != std::string::npos);
  CHECK(pipesched::test::lines_starting(text.out, "step ").size() == 6);
  CHECK(text.out.find("done: 6 steps") != std::string::npos);
  CHECK(text.out.find('!') == std::string::npos);  // measured = bound on every device
}

TEST_CASE("train refuses iterations other families and steps that do not divide", "[cli][train][2bw]") {
  require_one_error_line(run_cli("train --family 2bw --devices 2 --microbatches 2 --iterations 3 --steps 5 " + small_model));
  require_one_error_line(run_cli("train --family 1f1b --devices 2 --microbatches 2 --iterations 2 --steps 4 " + small_model));
  require_one_error_line(run_cli("train --family 2bw --devices 2 --microbatches 2 --iterations 0 --steps 4 " + small_model));
  require_one_error_line(
      run_cli("train --family 2bw --devices 2 --microbatches 2 --iterations 2 --steps 4 --check " + small_model));
  require_one_error_line(
      run_cli("train --family 2bw --devices 2 --microbatches 2 --iterations 2 --steps 4 --replicas 2 " + small_model));
  require_one_error_line(
      run_cli("train --family 2bw --devices 4 --microbatches 2 --iterations 2 --steps 4 " + small_model));  // m < p-1
  const cli_result one = run_cli("train --family 2bw --devices 2 --microbatches 2 --iterations 1 --steps 2 " +
                                 small_model + " --format json");
  REQUIRE(one.status == 0);
  CHECK_FALSE(nlohmann::json::parse(one.out).contains("iterations"));
}
