// `pipesched plan`: plans, the smallest cap when nothing fits, bad input.
#include <algorithm>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

TEST_CASE("pipesched plan prints the best plans for a preset", "[cli][plan]") {
  const auto r = run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 80GB --global-batch 512 --top 3");
  INFO(r.err);
  REQUIRE(r.status == 0);
  CHECK(r.out.find("rank") != std::string::npos);
  CHECK(r.out.find("tokens/s") != std::string::npos);
}

TEST_CASE("pipesched plan --format json: plans within the cap, best first", "[cli][plan]") {
  const auto r = run_cli("plan --model gpt-7b --devices 8 --memory-cap 80GB --global-batch 64 --format json --top 4");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto doc = nlohmann::json::parse(r.out);
  REQUIRE(doc["plans"].size() == 4);
  double last = 1e300;
  for (const auto& p : doc["plans"]) {
    CHECK(p["memory_bytes"].get<long long>() <= 80000000000LL);
    CHECK(p["tokens_per_second"].get<double>() <= last);
    last = p["tokens_per_second"].get<double>();
    CHECK(p["depth"].get<int>() * p["width"].get<int>() == 8);
  }
}

TEST_CASE("pipesched plan gives a heavy head's stage fewer blocks", "[cli][plan]") {
  const auto r = run_cli(
      "plan --model layers=16,dim=64,heads=4,seq=32,vocab=4000 --devices 4 --depth 4 --memory-cap 1TB "
      "--global-batch 8 --format json --top 50");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto doc = nlohmann::json::parse(r.out);
  int checked = 0;
  for (const auto& p : doc["plans"]) {
    const auto blocks = p["stage_blocks"].get<std::vector<int>>();
    if (blocks.size() != 4) continue;
    for (std::size_t s = 0; s + 1 < blocks.size(); ++s) CHECK(blocks.back() < blocks[s]);
    ++checked;
  }
  CHECK(checked > 0);
}

TEST_CASE("pipesched plan names the exact smallest cap when nothing fits", "[cli][plan]") {
  const std::string args = "plan --model layers=16,dim=256,heads=8,seq=128,vocab=256 --devices 4 --global-batch 8 ";
  const auto r = run_cli(args + "--memory-cap 1MB");
  INFO(r.err);
  CHECK(r.status == 3);  // sound input, nothing fits: not bad input's 2
  CHECK(r.out.empty());
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.find("nothing fits") != std::string::npos);
  const std::size_t at = r.err.find("needs ");
  REQUIRE(at != std::string::npos);
  const std::size_t open = r.err.find('(', at);
  const long long smallest = std::stoll(r.err.substr(open + 1));
  REQUIRE(smallest > 1000000);
  CHECK(run_cli(args + "--memory-cap " + std::to_string(smallest) + "B").status == 0);
  CHECK(run_cli(args + "--memory-cap " + std::to_string(smallest - 1) + "B").status == 3);
}

TEST_CASE("pipesched plan rejects bad input with one line", "[cli][plan]") {
  const std::string rest = " --global-batch 8";
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 0 --memory-cap 80GB" + rest));
  require_one_error_line(run_cli("plan --model gpt-13b --devices 8 --memory-cap 80GB" + rest));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 0" + rest));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap -5GB" + rest));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 80XB" + rest));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 80GB --depth 3" + rest));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 80GB --global-batch 0"));
}
