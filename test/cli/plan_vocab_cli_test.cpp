// `pipesched plan --vocab-parallel`: the "vocab" column and JSON field, what is refused (a
// depth of 1), and train --plan of a sharded plan (run with its algorithm; several replicas
// refused by the plan's width).
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line_naming;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;

namespace {
// A small model whose head outweighs its blocks (vocabulary 32000 over dim 64): sharding pays.
const std::string heavy_head =
    "plan --model layers=16,dim=64,heads=4,seq=32,vocab=32000 --devices 4 --depth 4 --memory-cap 1TB --global-batch 8 ";
}  // namespace

TEST_CASE("plan --vocab-parallel names each plan's vocabulary placement", "[cli][plan][vocab]") {
  const cli_result text = run_cli(heavy_head + "--vocab-parallel --top 40");
  INFO(text.err);
  REQUIRE(text.status == 0);
  CHECK(text.out.find(" vocab ") != std::string::npos);

  const cli_result r = run_cli(heavy_head + "--vocab-parallel --format json --top 100");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto doc = nlohmann::json::parse(r.out);
  CHECK(doc["vocab_parallel"] == true);
  int sharded = 0;
  for (const auto& p : doc["plans"]) {
    const std::string v = p["vocab"];
    if (v == "none") {
      CHECK(!p["schedule"].contains("vocab_costs"));
      continue;
    }
    CHECK((v == "vocab-1" || v == "vocab-2"));
    CHECK(p["schedule"]["vocab_costs"]["head_f"].get<double>() > 0);
    ++sharded;
  }
  CHECK(sharded > 0);
  // The best plan shards the heavy head.
  CHECK(doc["plans"][0]["vocab"] != "none");

  // Without the flag: no column, every plan's vocab none.
  const cli_result plain = run_cli(heavy_head + "--format json --top 100");
  REQUIRE(plain.status == 0);
  const auto plain_doc = nlohmann::json::parse(plain.out);
  CHECK(plain_doc["vocab_parallel"] == false);
  for (const auto& p : plain_doc["plans"]) CHECK(p["vocab"] == "none");
  CHECK(run_cli(heavy_head).out.find(" vocab ") == std::string::npos);
}

TEST_CASE("plan --vocab-parallel at depth 1 is refused by name", "[cli][plan][vocab]") {
  const cli_result r = run_cli(heavy_head.substr(0, heavy_head.find("--depth")) +
                               "--depth 1 --memory-cap 1TB --global-batch 8 --vocab-parallel");
  require_one_error_line_naming(r, {"vocab_parallel", "depth of at least 2"});
}

namespace {
const std::string small_vocab_model = "--model layers=4,dim=8,heads=2,seq=4,vocab=19 ";
// Plans of a small model with --vocab-parallel, written to `file` (2 devices per pipeline;
// `devices` 4 gives plans of width 2 too), costed from `profile` where one is given.
nlohmann::json sharded_plans(const std::string& file, int devices, const std::string& profile = "") {
  const cli_result made = run_cli("plan " + small_vocab_model + "--devices " +
                                  std::to_string(devices) + " --depth 2 --memory-cap 1TB --global-batch 4 "
                                  "--vocab-parallel --format json --top 1000 -o '" + file + "'" +
                                  (profile.empty() ? "" : " --profile '" + profile + "'"));
  INFO(made.err);
  REQUIRE(made.status == 0);
  return nlohmann::json::parse(pipesched::test::read_text(file));
}
}  // namespace

// A plan of plan --vocab-parallel runs as planned: its family, depth, microbatches, cut
// and algorithm, with the passes placed with the plan's own costs; the gradients are the
// unpipelined model's. Planned with the runtime's own profile, the plan's bytes are the
// runtime's: the plan's activation bytes = the trainer's bound = the measured peak, on every
// device. The 1F1B plans run: their peaks hold S's copy of X (at this model the other
// families' fall where no S is live), so counting it in bf16 instead of the profile's fp32
// predicted 64 bytes too few there (tried).
TEST_CASE("train --plan runs a vocabulary-parallel plan with its algorithm within its predicted bytes exactly",
          "[cli][plan][vocab][train]") {
  temp_dir dir;
  const std::string file = dir.file("plans.json"), profile = dir.file("profile.json");
  const cli_result profiled = run_cli("profile " + small_vocab_model + "--repeats 1 -o '" + profile + "'");
  INFO(profiled.err);
  REQUIRE(profiled.status == 0);
  const nlohmann::json doc = sharded_plans(file, 2, profile);
  CHECK(doc["costs"] == "profile");
  for (const std::string vocab : {"vocab-1", "vocab-2"}) {
    INFO(vocab);
    int index = -1;
    for (std::size_t i = 0; i < doc["plans"].size() && index < 0; ++i)
      if (doc["plans"][i]["vocab"] == vocab && doc["plans"][i]["family"] == "1f1b") index = static_cast<int>(i);
    REQUIRE(index >= 0);
    const nlohmann::json& planned = doc["plans"][static_cast<std::size_t>(index)];
    const std::string run = "train --steps 2 --check " + small_vocab_model + "--plan '" + file + "' --plan-index " + std::to_string(index);
    const cli_result r = run_cli(run + " --format json");
    INFO(r.err);
    REQUIRE(r.status == 0);
    const auto got = nlohmann::json::parse(r.out);
    CHECK(got["family"] == planned["family"]);
    CHECK(got["devices"] == planned["depth"]);
    CHECK(got["microbatches"] == planned["microbatches"]);
    CHECK(got["plan"]["vocab"] == vocab);
    CHECK(got["plan"]["stage_blocks"] == planned["stage_blocks"]);
    CHECK(got["peak_activation_bytes"] == got["bound_activation_bytes"]);
    CHECK(got["bound_activation_bytes"] == planned["device_activation_bytes"]);
    CHECK(got["plan"]["within_prediction"] == true);
    CHECK(got["max_grad_error"].get<double>() == 0);  // the unpipelined model sharded alike
    const cli_result text = run_cli(run);
    REQUIRE(text.status == 0);
    CHECK(text.out.find(std::string("(vocabulary parallel, algorithm ") + vocab.back() + ")") != std::string::npos);
    CHECK(text.out.find(", vocab " + vocab + ";") != std::string::npos);
    // The plan sets the algorithm: --vocab-parallel beside it is refused by name.
    require_one_error_line_naming(run_cli(run + " --vocab-parallel 1"), {"--vocab-parallel", "--plan"});
  }
}

TEST_CASE("train --plan refuses a vocabulary-parallel plan of several replicas naming its width",
          "[cli][plan][vocab][train]") {
  temp_dir dir;
  const std::string file = dir.file("plans.json");
  const nlohmann::json doc = sharded_plans(file, 4);
  int index = -1;
  for (std::size_t i = 0; i < doc["plans"].size() && index < 0; ++i)
    if (doc["plans"][i]["vocab"] != "none" && doc["plans"][i]["width"] == 2) index = static_cast<int>(i);
  REQUIRE(index >= 0);
  const cli_result r =
      run_cli("train --steps 1 " + small_vocab_model + "--plan '" + file + "' --plan-index " + std::to_string(index));
  require_one_error_line_naming(r, {"plan " + std::to_string(index), "width 2", "vocab vocab-"});
}
