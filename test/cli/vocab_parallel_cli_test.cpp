// `pipesched schedule --vocab-parallel 1|2`: the sharded vocabulary passes' peaks and bubble
// beside the naive placement's; bad combinations are one error line.
#include <nlohmann/json.hpp>

#include <algorithm>
#include <string>

#include "run_cli.hpp"

using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

TEST_CASE("schedule --vocab-parallel prints the sharded peaks and bubble beside those of the naive placement", "[cli][vocab]") {
  const auto r = run_cli(
      "schedule --family 1f1b --devices 4 --microbatches 8 --vocab-parallel 1 --vocab-costs 2,4,0.1,0.1 --collective 0.1");
  REQUIRE(r.status == 0);
  CHECK(r.out.find("\npeak_activation: 6 5 4 3 (max 6, activation units)\n") != std::string::npos);
  CHECK(r.out.find("\nvocab_parallel: vocab-1") != std::string::npos);
  CHECK(r.out.find("\nnaive_peak_activation: 4 3 2 1 (max 4, activation units; embedding on device 0, head on device 3)\n") !=
        std::string::npos);
  CHECK(r.out.find(" S3.0") != std::string::npos);  // device 3's shard of microbatch 0's head
  CHECK(r.out.find("\nvocab_speedup: ") != std::string::npos);
}

TEST_CASE("schedule --vocab-parallel 2 with V-Half holds one peak on every device and its JSON lists the collectives",
          "[cli][vocab]") {
  const auto r = run_cli(
      "schedule --family v-half --devices 4 --microbatches 16 --vocab-parallel 2 --model tiny --format json");
  REQUIRE(r.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  const auto& peaks = doc["peak_activation"];
  REQUIRE(peaks.size() == 4);
  for (const auto& x : peaks) CHECK(x == peaks[0]);
  CHECK(doc["vocab_parallel"]["placement"] == "vocab-2");
  CHECK(doc["vocab_parallel"]["naive"]["makespan"].get<double>() > doc["makespan"].get<double>());
  int grads = 0, stats = 0;
  for (const auto& list : doc["actions"])
    for (const auto& a : list) {
      grads += a["kind"] == "allreduce_grad";
      stats += a["kind"] == "allreduce_stats";
    }
  CHECK(grads == 4 * 16);
  CHECK(stats == 0);  // algorithm 2: one all-reduce per microbatch
  CHECK(doc["peak_bytes_with_weights"].size() == 4);  // sharded: the next test checks them against train's
}

// The bytes with the weights of `schedule --model --vocab-parallel` are the trainer's bound
// (which its measured peak equals) plus each device's weights: its blocks, its shard of wte
// and lm_head.weight, wpe beside the first stage and ln_f beside the last. A --memory-cap at
// the largest passes; a byte below is refused naming that device.
TEST_CASE("schedule --model --vocab-parallel holds each device's peak with its weights as train --vocab-parallel bounds it",
          "[cli][vocab]") {
  const std::string algorithm = GENERATE("1", "2");
  INFO("--vocab-parallel " << algorithm);
  // 19 rows over 2 devices: 10 and 9; C = 8, T = 4; one block per stage.
  const std::string run = "--family 1f1b --devices 2 --microbatches 4 --vocab-parallel " + algorithm +
                          " --model layers=2,dim=8,heads=2,seq=4,vocab=19,batch=2 --format json";
  const auto sched = run_cli("schedule " + run), train = run_cli("train --steps 1 " + run);
  INFO(sched.err << train.err);
  REQUIRE(sched.status == 0);
  REQUIRE(train.status == 0);
  const nlohmann::json s = nlohmann::json::parse(sched.out), t = nlohmann::json::parse(train.out);
  REQUIRE(t["peak_activation_bytes"] == t["bound_activation_bytes"]);
  const auto& with = s["peak_bytes_with_weights"];
  const auto& bound = t["bound_activation_bytes"];
  REQUIRE(with.size() == 2);
  const long long w0 = with[0].get<long long>() - bound[0].get<long long>();
  const long long w1 = with[1].get<long long>() - bound[1].get<long long>();
  CHECK(w0 + w1 == 4 * t["parameters"].get<long long>());
  CHECK(w0 - w1 == 4 * (2 * (10 - 9) * 8 + 4 * 8 - 2 * 8));  // shard rows, wpe (T x C), ln_f (2C)
  const long long most = std::max(with[0].get<long long>(), with[1].get<long long>());
  const int device = with[0].get<long long>() >= with[1].get<long long>() ? 0 : 1;
  CHECK(run_cli("schedule " + run + " --memory-cap " + std::to_string(most) + "B").status == 0);
  const auto over = run_cli("schedule " + run + " --memory-cap " + std::to_string(most - 1) + "B");
  require_one_error_line(over);
  CHECK(over.err.find("device " + std::to_string(device) + ": its peak with its weights is " + std::to_string(most)) !=
        std::string::npos);
}

TEST_CASE("schedule --vocab-parallel refuses what it cannot do with one error line", "[cli][vocab]") {
  const std::string base = "schedule --devices 4 --microbatches 8 --vocab-costs 2,4,0,0 ";
  require_one_error_line(run_cli(base + "--family interleaved --vocab-parallel 1"));
  require_one_error_line(run_cli("schedule --family 1f1b --devices 1 --microbatches 8 --vocab-costs 2,4,0,0 --vocab-parallel 2"));
  require_one_error_line(run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --vocab-parallel 1"));
  require_one_error_line(run_cli(base + "--family 1f1b --vocab-parallel 3"));
  require_one_error_line(run_cli(base + "--family 1f1b --vocab-parallel 1 --offload full"));
  require_one_error_line(run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --vocab-costs 2,4 --vocab-parallel 1"));
  const auto csv = run_cli(base + "--family 1f1b --vocab-parallel 1 --format torch-csv");
  require_one_error_line(csv);
  CHECK(csv.err.find("vocabulary-parallel pass") != std::string::npos);
}

TEST_CASE("train --vocab-parallel 1 and 2 pass the gradient check and measures its bound on every device", "[cli][vocab][train]") {
  const std::string algorithm = GENERATE("1", "2");
  INFO("--vocab-parallel " << algorithm);
  const auto r = run_cli("train --family v-half --devices 2 --microbatches 4 --steps 2 --check --vocab-parallel " + algorithm + " "
                         "--model layers=4,dim=8,heads=2,seq=4,vocab=19,batch=2 --format json");
  REQUIRE(r.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  INFO(r.out);
  CHECK(doc["max_grad_error"].get<double>() <= 1e-5);  // float rounding of the sharded softmax (docs/training.md)
  CHECK(doc["peak_activation_bytes"] == doc["bound_activation_bytes"]);  // every device, the max over the steps
  const auto text = run_cli("train --family 1f1b --devices 2 --microbatches 2 --steps 1 --vocab-parallel 1 " +
                            pipesched::test::small_model);
  REQUIRE(text.status == 0);
  CHECK(text.out.find("(vocabulary parallel, algorithm 1)") != std::string::npos);
}

TEST_CASE("train --vocab-parallel 1 on cpu-streams under chaos reports the cpu run's losses and peaks", "[cli][vocab][train]") {
  const std::string run = "train --family 1f1b --devices 2 --microbatches 4 --steps 2 --vocab-parallel 1 " +
                          pipesched::test::small_model + " --format json";
  const auto cpu = run_cli(run), streams = run_cli(run + " --backend cpu-streams --chaos-seed 5");
  REQUIRE(cpu.status == 0);
  REQUIRE(streams.status == 0);
  const nlohmann::json a = nlohmann::json::parse(cpu.out), b = nlohmann::json::parse(streams.out);
  CHECK(a["losses"] == b["losses"]);
  CHECK(a["grad_norms"] == b["grad_norms"]);
  CHECK(b["peak_activation_bytes"] == b["bound_activation_bytes"]);
}

TEST_CASE("train --vocab-parallel refuses what it does not run yet with one error line each", "[cli][vocab][train]") {
  const std::string base = "train --devices 2 --microbatches 2 --steps 1 " + pipesched::test::small_model + " ";
  struct refusal {
    std::string args, says;
  };
  const refusal cases[] = {
      {"--family 1f1b --vocab-parallel 3", "--vocab-parallel"},

      {"--family 1f1b --vocab-parallel 1 --replicas 2", "one replica"},
      {"--family 1f1b --vocab-parallel 1 --dtype bf16", "bf16"},
      {"--family 1f1b --vocab-parallel 1 --offload full", "offload"},
      {"--family 1f1b --vocab-parallel 1 --recompute full", "recompute"},
      {"--family 1f1b --vocab-parallel 1 --trace t.json", "--trace"},
      {"--family 2bw --vocab-parallel 1", "2bw"},
      {"--vocab-parallel 1 --family interleaved", "interleaved"},
  };
  for (const refusal& c : cases) {
    INFO(c.args);
    const auto r = run_cli(base + c.args);
    require_one_error_line(r);
    CHECK(r.err.find(c.says) != std::string::npos);
  }
}
