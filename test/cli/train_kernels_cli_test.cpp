// `pipesched train --kernels auto|reference|fast` (runtime/gpt/kernel_choice.hpp): a bad
// name is one line; the CPU backends accept auto and reference (their kernels are the
// reference ones, and the run is what it was) and refuse fast; the cuda report (JSON and
// header words) from stub decisions.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"
#include "runtime/cli/kernels_report.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;
using pipesched::test::small_model;

namespace train_kernels_test {
const std::string short_run = "--devices 2 --microbatches 2 --steps 2 " + small_model;
}
using train_kernels_test::short_run;

TEST_CASE("train --kernels refuses a name it does not know in one line", "[cli][train][kernels]") {
  const cli_result r = run_cli("train --kernels turbo " + short_run);
  require_one_error_line(r);
  CHECK(r.err.find("--kernels: 'turbo' is none of auto, reference, fast") != std::string::npos);
}

TEST_CASE("train --kernels fast is refused on the CPU backends, which have only reference kernels",
          "[cli][train][kernels]") {
  for (const char* backend : {"cpu", "cpu-streams"}) {
    const cli_result r = run_cli(std::string("train --backend ") + backend + " --kernels fast " + short_run);
    require_one_error_line(r);
    CHECK(r.err.find("--kernels fast runs the GPU's contender kernels, each once its self-check passes; the " + std::string(backend) +
                     " backend has only its reference kernels") != std::string::npos);
  }
}

TEST_CASE("train --kernels auto and reference leave a CPU run as it was", "[cli][train][kernels]") {
  const nlohmann::json plain = run_train_json("--backend cpu " + short_run);
  for (const char* mode : {"auto", "reference"}) {
    const nlohmann::json j = run_train_json(std::string("--backend cpu --kernels ") + mode + " " + short_run);
    CHECK(j["losses"] == plain["losses"]);
    CHECK(j["grad_norms"] == plain["grad_norms"]);
    CHECK_FALSE(j.contains("kernels"));  // the CPU summary is unchanged
  }
}

TEST_CASE("the kernels report lists which kernel ran each op on each GPU", "[cli][kernels]") {
  using namespace pipesched::gpt;
  kernel_selection gpu0{.mode = kernel_mode::automatic,
                        .where = "GPU 0 (bf16)",
                        .ops = {{.op = "linear", .kernel = "mma_sync", .checked = true, .rejected = {"cublaslt"}},
                                {.op = "attention", .kernel = "flash", .checked = true, .rejected = {}}},
                        .warnings = {"pipesched: warning: ..."}};
  kernel_selection gpu1 = gpu0;
  gpu1.where = "GPU 1 (bf16)";
  const nlohmann::ordered_json j = pipesched::cli::kernels_json(kernel_mode::automatic, {gpu0, gpu1});
  CHECK(j["mode"] == "auto");
  REQUIRE(j["devices"].size() == 2);
  CHECK(j["devices"][0]["device"] == "GPU 0 (bf16)");
  CHECK(j["devices"][0]["checked"] == true);
  CHECK(j["devices"][0]["ops"]["linear"] == "mma_sync");
  CHECK(j["devices"][0]["ops"]["attention"] == "flash");
  CHECK(j["devices"][0]["failed_self_check"]["linear"] == nlohmann::ordered_json::array({"cublaslt"}));
  CHECK_FALSE(j["devices"][0]["failed_self_check"].contains("attention"));
  CHECK(pipesched::cli::kernels_text(kernel_mode::automatic, {gpu0, gpu1}) ==
        "; kernels auto: linear mma_sync, attention flash");
  gpu1.ops[0].kernel = "simple";
  CHECK(pipesched::cli::kernels_text(kernel_mode::automatic, {gpu0, gpu1}) ==
        "; kernels auto: linear mma_sync, attention flash (other GPUs differ: see the JSON)");
  CHECK(pipesched::cli::kernels_text(kernel_mode::reference, {}) == "; kernels reference");
}
