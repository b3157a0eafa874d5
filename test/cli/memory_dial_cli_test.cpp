// Issue 29 item 5: what --recompute and --offload do to a schedule is never lost on the way
// out. A --memory-cap in activation units holds the schedule after those passes (as a cap
// in bytes does), and torch's CSV, which can say neither, refuses them instead of
// exporting an order whose peak is not the printed one.
#include <algorithm>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;

namespace memory_dial_test {

double max_peak(const nlohmann::json& doc) {
  double peak = 0;
  for (const auto& x : doc["peak_activation"]) peak = std::max(peak, x.get<double>());
  return peak;
}

// `x` as a command-line number that reads back as `x`.
std::string number_arg(double x) {
  std::ostringstream out;
  out.precision(17);
  out << x;
  return out.str();
}

// `schedule ARGS --format json`, which must succeed.
nlohmann::json schedule_json(const std::string& args) {
  const auto r = run_cli("schedule " + args + " --format json");
  INFO("schedule " << args << "\n" << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace memory_dial_test

TEST_CASE("a memory cap in units holds the schedule after recompute, as the peak it prints",
          "[cli][memory-cap][recompute]") {
  using memory_dial_test::max_peak;
  using memory_dial_test::schedule_json;
  const std::string base = "--family 1f1b --devices 4 --microbatches 8 --recompute full";
  // 1F1B's own order holds 4 units; full recompute brings every device to 1, so a cap of 1
  // fits (it was refused as "the smallest feasible cap is 4").
  const double recomputed = max_peak(schedule_json(base));
  REQUIRE(recomputed < 4);
  const auto capped = schedule_json(base + " --memory-cap " + memory_dial_test::number_arg(recomputed));
  CHECK(max_peak(capped) <= recomputed + 1e-9);
  for (double cap : capped["memory_cap"]) CHECK(cap == recomputed);
  // One value per device, and a cap in bytes through --activation-bytes, the same way.
  schedule_json(base + " --memory-cap 1,1,1,1");
  schedule_json(base + " --memory-cap 1000B --activation-bytes 1000");
  // v-auto searches its plain order under the cap, or takes its own order where none
  // fits and lets recompute bring it within.
  CHECK(max_peak(schedule_json("--family v-auto --devices 4 --microbatches 8 --recompute full --memory-cap 1")) <=
        1 + 1e-9);
}

TEST_CASE("a memory cap in units holds the schedule after offload", "[cli][memory-cap][offload]") {
  using memory_dial_test::max_peak;
  using memory_dial_test::schedule_json;
  const std::string base = "--family 1f1b --devices 4 --microbatches 8 --offload full";
  const double offloaded = max_peak(schedule_json(base));
  REQUIRE(offloaded < 4);
  CHECK(max_peak(schedule_json(base + " --memory-cap " + memory_dial_test::number_arg(offloaded))) <= offloaded + 1e-9);
}

TEST_CASE("a memory cap below the peak after the passes is one line naming that peak", "[cli][memory-cap]") {
  for (const char* args : {"--recompute full --memory-cap 0.5", "--offload full --memory-cap 0.5",
                           "--recompute full --offload full --memory-cap 0.5,4,4,4"}) {
    CAPTURE(args);
    const auto r = run_cli(std::string("schedule --family 1f1b --devices 4 --microbatches 8 ") + args);
    require_one_error_line(r);
    CHECK(r.err.find("after --recompute and --offload") != std::string::npos);
    CHECK(r.err.find("smallest feasible cap") != std::string::npos);
  }
}

TEST_CASE("torch's CSV of an offloaded or recomputed schedule is refused before any work", "[cli][torch-csv]") {
  temp_dir dir;
  const std::string csv = dir.file("order.csv");
  for (const std::string& policy : {std::string("--offload full"), std::string("--offload selective:1"),
                                    std::string("--offload auto"), std::string("--recompute full")}) {
    CAPTURE(policy);
    const std::string base = "schedule --family 1f1b --devices 4 --microbatches 8 " + policy;
    const auto printed = run_cli(base + " --format torch-csv");
    require_one_error_line(printed);
    CHECK(printed.err.find("torch's CSV") != std::string::npos);
    const auto written = run_cli(base + " --torch-csv '" + csv + "'");
    require_one_error_line(written);
    CHECK(read_text(csv).empty());  // nothing written
  }
  // Without them the export stands.
  const auto plain = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --offload none --format torch-csv");
  CHECK(plain.status == 0);
  CHECK(!plain.out.empty());
}
