// `pipesched train --backend`: cpu-streams prints the cpu backend's numbers (with chaos
// on too), cuda that cannot run is one line, exit 2, never a crash, and --gpus belongs to
// cuda.
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

namespace {


// The numbers of a run: what must not depend on the backend.
void check_same_numbers(const nlohmann::json& a, const nlohmann::json& b) {
  for (const char* key : {"losses", "grad_norms", "max_grad_error", "peak_activation_bytes", "bound_activation_bytes",
                          "peak_host_bytes"})
    CHECK(a.at(key) == b.at(key));
}

}  // namespace

TEST_CASE("train on cpu-streams prints the cpu backend's losses, norms and peaks", "[cli][train][stream]") {
  const std::string run = "--family v-half --devices 2 --microbatches 4 --steps 3 --check --offload full " + small_model;
  const nlohmann::json cpu = run_train_json("--backend cpu " + run);
  const nlohmann::json streams = run_train_json("--backend cpu-streams " + run);
  const nlohmann::json chaos = run_train_json("--backend cpu-streams --chaos-seed 7 " + run);
  CHECK(cpu.at("backend") == "cpu");
  CHECK(streams.at("backend") == "cpu-streams");
  CHECK(chaos.at("backend") == "cpu-streams");
  check_same_numbers(cpu, streams);
  check_same_numbers(cpu, chaos);
  CHECK(chaos.at("peak_activation_bytes") == chaos.at("bound_activation_bytes"));
}

TEST_CASE("train's text output on cpu-streams differs from cpu's only in the backend and the timings",
          "[cli][train][stream]") {
  const std::string run = " --family 1f1b --devices 2 --replicas 2 --microbatches 2 --steps 2 " + small_model;
  const cli_result cpu = run_cli("train --backend cpu" + run), streams = run_cli("train --backend cpu-streams" + run);
  REQUIRE(cpu.status == 0);
  REQUIRE(streams.status == 0);
  CHECK(streams.out.rfind("pipesched train: backend cpu-streams; 1f1b", 0) == 0);
  auto losses = [](const std::string& out) {
    std::string all;
    for (const std::string& line : pipesched::test::lines_starting(out, "step "))
      all += line.substr(0, line.find("loss ") + 11) + "\n";  // "step    1  loss 4.1620"
    return all;
  };
  CHECK_FALSE(losses(cpu.out).empty());
  CHECK(losses(streams.out) == losses(cpu.out));
}

TEST_CASE("train --backend cuda that cannot run is one error line and exit 2", "[cli][train]") {
  const cli_result r = run_cli("train --backend cuda " + small_model);
  require_one_error_line(r);
  // Which line depends on the build: no CUDA backend in it, or no device answering.
  const bool known = r.err.find("this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)") != std::string::npos ||
                     r.err.rfind("pipesched: error: no CUDA device: cuda", 0) == 0;
  INFO(r.err);
  CHECK(known);
}

TEST_CASE("train --backend auto runs on cpu where cuda cannot run, and says why", "[cli][train]") {
  const cli_result r = run_cli("train --backend auto --devices 2 --microbatches 2 --steps 1 " + small_model);
  INFO(r.out << r.err);
  REQUIRE(r.status == 0);
  // Where a device answers (a CUDA build on a GPU machine) auto is cuda; anywhere else cpu,
  // with the reason cuda was not taken.
  const bool cpu = r.out.rfind("pipesched train: backend cpu (auto: no CUDA device: cuda", 0) == 0 ||
                   r.out.rfind("pipesched train: backend cpu (auto: this build has no CUDA backend", 0) == 0;
  const bool cuda = r.out.rfind("pipesched train: backend cuda (auto) on ", 0) == 0;
  CHECK((cpu || cuda));
}

TEST_CASE("train --backend auto --vocab-parallel runs on cuda where it can, else on cpu saying why",
          "[cli][train][vocab]") {
  // cuda runs vocabulary parallelism on threads, p devices on any number of GPUs
  // (train/cuda_vocab_refusal.hpp): on a GPU machine auto takes cuda; elsewhere cpu, with why.
  const cli_result r =
      run_cli("train --backend auto --vocab-parallel 1 --family 1f1b --devices 2 --microbatches 2 --steps 1 " +
              small_model);
  INFO(r.out << r.err);
  REQUIRE(r.status == 0);
  const bool cpu = r.out.rfind("pipesched train: backend cpu (auto: no CUDA device: cuda", 0) == 0 ||
                   r.out.rfind("pipesched train: backend cpu (auto: this build has no CUDA backend", 0) == 0;
  const bool cuda = r.out.rfind("pipesched train: backend cuda (auto) (vocabulary parallel, algorithm 1) on ", 0) == 0;
  CHECK((cpu || cuda));
  // Asked for by name: it runs where a GPU answers, else one line and exit 2.
  const cli_result named =
      run_cli("train --backend cuda --vocab-parallel 2 --devices 2 --microbatches 2 --steps 1 " + small_model);
  if (named.status != 0) require_one_error_line(named);
}

TEST_CASE("train --gpus takes a count for cuda and is refused in one line elsewhere", "[cli][train]") {
  // Another backend named on purpose: the GPUs would go unused.
  require_one_error_line(run_cli("train --backend cpu --gpus 1 " + small_model));
  require_one_error_line(run_cli("train --backend cpu-streams --gpus 2 " + small_model));
  require_one_error_line(run_cli("train --backend cuda --gpus -1 " + small_model));
  // auto: used when cuda is picked, ignored on cpu.
  const cli_result r = run_cli("train --backend auto --gpus 1 --devices 2 --microbatches 2 --steps 1 " + small_model);
  INFO(r.err);
  CHECK(r.status == 0);
  // What cuda does not run yet is refused before any step, whether a device answers or not.
  for (const char* what : {"--replicas 2", "--family 2bw --iterations 2 --steps 2"})
    require_one_error_line(run_cli(std::string("train --backend cuda --devices 2 ") + what + " " + small_model));
}

TEST_CASE("train --chaos-seed without cpu-streams is refused in one line", "[cli][train][stream]") {
  require_one_error_line(run_cli("train --chaos-seed 3 " + small_model));
  require_one_error_line(run_cli("train --backend cpu --chaos-seed 3 " + small_model));
  require_one_error_line(run_cli("train --backend cpu-streams --chaos-seed -1 " + small_model));
}

TEST_CASE("train runs 2bw over several iterations on cpu-streams under chaos", "[cli][train][stream]") {
  const cli_result r =
      run_cli("train --backend cpu-streams --chaos-seed 3 --family 2bw --iterations 2 --steps 2 --devices 2 " + small_model);
  INFO(r.err);
  CHECK(r.status == 0);
}
