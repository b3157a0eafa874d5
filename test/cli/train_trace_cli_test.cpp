// `pipesched train --trace FILE`: the last step's measured timeline as a Chrome trace.
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::run_cli;
using json = nlohmann::json;

TEST_CASE("train --trace writes one complete event per executed action of the step", "[cli][train][trace]") {
  pipesched::test::temp_dir dir;
  const std::string file = dir.file("step.json");
  const auto r = run_cli("train --family v-half --devices 4 --microbatches 8 --steps 2 --trace '" + file + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  const json trace = json::parse(pipesched::test::read_text(file));
  const json sched = json::parse(run_cli("schedule --family v-half --devices 4 --microbatches 8 --format json").out);
  std::vector<int> expected(4, 0), events(4, 0);
  for (int d = 0; d < 4; ++d) expected[d] = static_cast<int>(sched["actions"][d].size());
  double last_end = 0;
  for (const auto& e : trace["traceEvents"]) {
    if (e["ph"] != "X") continue;
    ++events[e["pid"].get<int>()];
    REQUIRE(e["dur"].get<double>() >= 0);
    last_end = std::max(last_end, e["ts"].get<double>() + e["dur"].get<double>());
  }
  REQUIRE(events == expected);
  REQUIRE(last_end > 0);  // measured microseconds, not simulated units
}

TEST_CASE("train --trace into a missing directory is refused before training", "[cli][train][trace]") {
  pipesched::test::require_one_error_line(run_cli("train --steps 1 --trace /nonexistent/dir/t.json"));
}
