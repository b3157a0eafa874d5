// `pipesched plan --vocab-parallel`: the "vocab" column and JSON field, and what is refused
// (a depth of 1; train --plan of a sharded plan, which train cannot run yet).
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

TEST_CASE("train --plan refuses a vocabulary-parallel plan by name", "[cli][plan][vocab]") {
  temp_dir dir;
  const std::string file = dir.file("plans.json");
  const cli_result made = run_cli("plan --model tiny --devices 2 --depth 2 --memory-cap 1TB --global-batch 4 "
                                  "--vocab-parallel --format json --top 100 -o '" + file + "'");
  INFO(made.err);
  REQUIRE(made.status == 0);
  const auto doc = nlohmann::json::parse(pipesched::test::read_text(file));
  int index = -1;
  for (std::size_t i = 0; i < doc["plans"].size() && index < 0; ++i)
    if (doc["plans"][i]["vocab"] != "none") index = static_cast<int>(i);
  REQUIRE(index >= 0);
  const cli_result r = run_cli("train --steps 1 --plan '" + file + "' --plan-index " + std::to_string(index));
  require_one_error_line_naming(r, {"plan " + std::to_string(index), "vocabulary-parallel plan"});
}
