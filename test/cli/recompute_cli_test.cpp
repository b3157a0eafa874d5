// `pipesched schedule --recompute ...`: R actions in the output, their counts and the peak
// with them beside the peak without; composed with --offload; bad policies exit 2.
#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <utility>

#include "run_cli.hpp"

using pipesched::test::run_cli;
using json = nlohmann::json;

namespace {
// Peak live chunk activations of one device's JSON action list, counted here: a pair
// comes in at its R when the list has one, else at its F (either half of an overlapped
// action's F), and leaves at its W or BW.
int peak_from_json(const json& list) {
  std::set<std::pair<int, int>> recomputed;
  for (const auto& a : list)
    if (a["kind"] == "R") recomputed.insert({a["stage"].get<int>(), a["microbatch"].get<int>()});
  int live = 0, peak = 0;
  for (const auto& a : list) {
    const std::string kind = a["kind"];
    const std::pair<int, int> pair{a["stage"].get<int>(), a["microbatch"].get<int>()};
    if (kind == "R" || ((kind == "F" || kind == "F&B" || kind == "F&BW") && !recomputed.count(pair))) ++live;
    peak = std::max(peak, live);
    if (kind == "W" || kind == "BW") --live;
    if (kind == "F&BW") --live;
  }
  return peak;
}
}  // namespace

TEST_CASE("full recompute puts R actions in the schedule and lowers the peak it reports", "[cli][recompute]") {
  const auto r = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --recompute full --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  REQUIRE(doc["recompute"] == "full");
  REQUIRE(doc["recomputes"].size() == 4);
  REQUIRE(doc["peak_activation_without_recompute"].size() == 4);
  for (int d = 0; d < 4; ++d) {
    CAPTURE(d);
    int rs = 0;
    for (const auto& a : doc["actions"][d]) rs += a["kind"] == "R";
    REQUIRE(doc["recomputes"][d].get<int>() == rs);
    // 1F1B: one chunk per device, so chunk activations are activation units.
    REQUIRE(doc["peak_activation"][d].get<double>() == peak_from_json(doc["actions"][d]));
    REQUIRE(doc["peak_activation"][d].get<double>() <= doc["peak_activation_without_recompute"][d].get<double>());
  }
  // Device 0 holds 4 activations without recompute; with it, one at a time.
  REQUIRE(doc["recomputes"][0].get<int>() > 0);
  REQUIRE(doc["peak_activation_without_recompute"][0].get<double>() == 4);
  REQUIRE(doc["peak_activation"][0].get<double>() == 1);
}

TEST_CASE("the text output lists R passes and the recompute counts", "[cli][recompute]") {
  const auto r = run_cli("schedule --family v-half --devices 4 --microbatches 8 --recompute selective:2");
  REQUIRE(r.status == 0);
  REQUIRE(r.out.find(" R") != std::string::npos);
  REQUIRE(r.out.find("\nrecomputes: 2 2 2 2 (R actions per device)\n") != std::string::npos);
  REQUIRE(r.out.find("\npeak_activation_without_recompute: ") != std::string::npos);
}

TEST_CASE("without --recompute the output has no R and no recompute keys", "[cli][recompute]") {
  const auto r = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  REQUIRE_FALSE(doc.contains("recompute"));
  REQUIRE_FALSE(doc.contains("recomputes"));
  for (const auto& list : doc["actions"])
    for (const auto& a : list) REQUIRE(a["kind"] != "R");
}

TEST_CASE("recompute then offload: no recomputed pair is offloaded", "[cli][recompute][offload]") {
  const auto r = run_cli(
      "schedule --family v-half --devices 4 --microbatches 8 --recompute selective:2 --offload full "
      "--offload-bandwidth 2 --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  bool offloads = false;
  for (const auto& list : doc["actions"]) {
    std::set<std::pair<int, int>> recomputed;
    for (const auto& a : list)
      if (a["kind"] == "R") recomputed.insert({a["stage"].get<int>(), a["microbatch"].get<int>()});
    REQUIRE(recomputed.size() == 2);
    for (const auto& a : list)
      if (a["kind"] == "offload") {
        offloads = true;
        REQUIRE_FALSE(recomputed.count({a["stage"].get<int>(), a["microbatch"].get<int>()}));
      }
  }
  REQUIRE(offloads);
}

TEST_CASE("automatic recompute stays within its makespan allowance", "[cli][recompute]") {
  const auto plain = run_cli("schedule --family interleaved --devices 4 --microbatches 8 --format json");
  const auto r = run_cli("schedule --family interleaved --devices 4 --microbatches 8 --recompute auto:0.05 --format json");
  REQUIRE(plain.status == 0);
  REQUIRE(r.status == 0);
  const double before = json::parse(plain.out)["makespan"].get<double>();
  REQUIRE(json::parse(r.out)["makespan"].get<double>() <= before * 1.05 + 1e-9);
  REQUIRE(json::parse(r.out)["recompute"] == "auto");
}

TEST_CASE("the svg draws R blocks with a legend entry", "[cli][recompute]") {
  const auto r = run_cli("schedule --family 1f1b --devices 2 --microbatches 4 --recompute full --format svg");
  REQUIRE(r.status == 0);
  REQUIRE(r.out.find("class=\"blk R\"") != std::string::npos);
  REQUIRE(r.out.find("R recompute") != std::string::npos);
}

TEST_CASE("a bad recompute policy, or torch's CSV of a recomputed schedule, is one line and exit 2",
          "[cli][recompute]") {
  for (const char* args : {"--recompute half", "--recompute selective:-1", "--recompute selective",
                           "--recompute auto:x", "--recompute auto:-1", "--recompute full:1",
                           "--recompute full --format torch-csv"}) {
    CAPTURE(args);
    const auto r = run_cli(std::string("schedule --family 1f1b --devices 4 --microbatches 8 ") + args);
    REQUIRE(r.status == 2);
    REQUIRE(r.out.empty());
    REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    REQUIRE(r.err.find("recompute") != std::string::npos);
  }
}
