// `pipesched plan --layout L` and the layout the planner chooses: written in Megatron's
// grammar, read back by train --layout and train --plan as the same stage partition, and a
// layout that does not fit the model or the devices refused with one line naming it.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"
#include "run_train_json.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line_naming;
using pipesched::test::run_cli;
using pipesched::test::run_train_json;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace {
const std::string tiny_plan = "plan --model tiny --devices 2 --depth 2 --memory-cap 1GB --global-batch 4 ";

nlohmann::json layout_plan_json(const std::string& args) {
  const cli_result r = run_cli(args + " --format json --top 100");
  INFO(args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}
}  // namespace

TEST_CASE("plan --layout evaluates that cut, and train --layout runs the same stages", "[cli][plan][layout]") {
  const nlohmann::json doc = layout_plan_json(tiny_plan + "--layout 'Et*2|t*6L'");
  CHECK(doc.at("layout") == "Et*2|t*6L");
  REQUIRE(!doc.at("plans").empty());
  for (const auto& p : doc.at("plans")) {
    CHECK(p.at("stage_blocks") == std::vector<int>{2, 6});
    CHECK(p.at("layout") == "Et*2|t*6L");
  }
  // The text names the layout of every plan in the grammar train takes.
  const cli_result text = run_cli(tiny_plan + "--layout 'E, t t | t*6 L'");
  REQUIRE(text.status == 0);
  CHECK(text.out.find("Et*2|t*6L") != std::string::npos);

  // train --layout with the plan's layout and train --plan with the plan: the same cut.
  const std::string layout = doc.at("plans").at(0).at("layout");
  const nlohmann::json by_layout =
      run_train_json("--model tiny --family 1f1b --devices 2 --microbatches 4 --steps 1 --layout '" + layout + "'");
  CHECK(by_layout.at("model").get<std::string>().find("stage_blocks=2/6") != std::string::npos);
  temp_dir dir;
  const std::string file = dir.file("plan.json");
  write_text(file, doc.dump());
  const nlohmann::json by_plan = run_train_json("--plan '" + file + "' --steps 1");
  CHECK(by_plan.at("plan").at("stage_blocks") == std::vector<int>{2, 6});
}

TEST_CASE("the searched layout is written in the grammar and read back as its blocks", "[cli][plan][layout]") {
  const nlohmann::json doc = layout_plan_json(
      "plan --model layers=16,dim=64,heads=4,seq=32,vocab=4000 --devices 4 --depth 4 --memory-cap 1TB "
      "--global-batch 8");
  int checked = 0;
  for (const auto& p : doc.at("plans")) {
    const auto blocks = p.at("stage_blocks").get<std::vector<int>>();
    if (blocks == std::vector<int>{5, 5, 5, 1}) {
      CHECK(p.at("layout") == "Et*5|(t*5|)*2tL");
      ++checked;
    }
  }
  CHECK(checked > 0);
}

TEST_CASE("plan --layout that does not fit the model or the devices is refused by name", "[cli][plan][layout]") {
  require_one_error_line_naming(run_cli(tiny_plan + "--layout 'Et*2|t*5L'"),
                                {"--layout", "places 7 transformer blocks", "1 missing"});
  require_one_error_line_naming(run_cli(tiny_plan + "--layout 'Et*2|t*2|t*4L'"),
                                {"--layout 'Et*2|t*2|t*4L'", "has 3 stages", "2, 4"});
  require_one_error_line_naming(run_cli(tiny_plan + "--layout 'Et*2|mt*6L'"), {"'m'", "column 6"});
}

TEST_CASE("train --plan refuses a plan whose layout is not its stage_blocks", "[cli][plan][layout]") {
  nlohmann::json doc = layout_plan_json(tiny_plan + "--layout 'Et*2|t*6L'");
  doc["plans"][0]["layout"] = "Et*3|t*5L";
  temp_dir dir;
  const std::string file = dir.file("plan.json");
  write_text(file, doc.dump());
  require_one_error_line_naming(run_cli("train --plan '" + file + "' --steps 1"),
                                {"plan 0", "layout 'Et*3|t*5L' is not the cut of stage_blocks 2,6"});
  doc["plans"][0]["layout"] = "Et*2|t*5L";
  write_text(file, doc.dump());
  require_one_error_line_naming(run_cli("train --plan '" + file + "' --steps 1"), {"plan 0", "1 missing"});
  doc["plans"][0]["layout"] = "Et*2|\nt*6L";
  write_text(file, doc.dump());
  require_one_error_line_naming(run_cli("train --plan '" + file + "' --steps 1"),
                                {"plan 0", "layout has a character outside"});
}
