// `pipesched train --dtype fp32|bf16`: bf16 stores activations in bf16 on cpu and
// cpu-streams (the JSON says so, the header line too), trains, and its measured peak is
// its static bound; fp32 stays the default; a bad value is one line, exit 2 (so is bf16 on
// cuda where no device answers).
#include <cmath>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;
using pipesched::test::small_model;

TEST_CASE("train --dtype bf16 trains near the fp32 run at its own static bound", "[cli][train][bf16]") {
  const std::string run = "--family v-half --devices 2 --microbatches 4 --steps 6 --check --offload full " + small_model;
  const nlohmann::json fp32 = run_train_json(run);
  const nlohmann::json bf16 = run_train_json("--dtype bf16 " + run);
  const nlohmann::json streams = run_train_json("--dtype bf16 --backend cpu-streams --chaos-seed 3 " + run);
  CHECK(fp32.at("dtype") == "fp32");  // the default
  CHECK(bf16.at("dtype") == "bf16");
  CHECK(bf16.at("backend") == "cpu");
  CHECK(streams.at("backend") == "cpu-streams");
  CHECK(bf16.at("peak_activation_bytes") == bf16.at("bound_activation_bytes"));
  CHECK(bf16.at("bound_activation_bytes").at(0).get<long long>() <
        fp32.at("bound_activation_bytes").at(0).get<long long>());
  for (const char* key : {"losses", "grad_norms", "max_grad_error", "peak_activation_bytes", "peak_host_bytes"})
    CHECK(streams.at(key) == bf16.at(key));
  const auto& losses = bf16.at("losses");
  for (std::size_t i = 0; i < losses.size(); ++i) {
    const double want = fp32.at("losses").at(i).get<double>(), got = losses.at(i).get<double>();
    CHECK(std::abs(got - want) <= 2e-2 * want);
  }
  CHECK(losses.back().get<double>() < losses.front().get<double>());
  CHECK(bf16.at("max_grad_error").get<double>() <= 1e-5);  // against the bf16 reference
}

TEST_CASE("train --dtype bf16 says so in the header line", "[cli][train][bf16]") {
  const cli_result r = run_cli("train --dtype bf16 --family 1f1b --devices 2 --microbatches 2 --steps 1 " + small_model);
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.rfind("pipesched train: backend cpu (bf16 storage); 1f1b", 0) == 0);
}

TEST_CASE("train --dtype with a bad value is one error line and exit 2, and bf16 on cuda trains or names the missing device", "[cli][train][bf16]") {
  const cli_result bad = run_cli("train --dtype fp16 " + small_model);
  require_one_error_line(bad);
  CHECK(bad.err.find("--dtype") != std::string::npos);
  const cli_result cuda = run_cli("train --dtype bf16 --backend cuda --steps 1 " + small_model);
  INFO(cuda.err);
  if (cuda.status == 0) {  // a device answered: bf16 on cuda is built
    CHECK(cuda.out.find("bf16") != std::string::npos);
    return;
  }
  require_one_error_line(cuda);  // no CUDA in the build, or no device
  CHECK(cuda.err.find("CUDA") != std::string::npos);
}
