// `pipesched schedule --offload ...`: the JSON reports the device-resident peak after
// offload beside the peak without it, and the bytes moved; bad policies exit 2.
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::run_cli;
using json = nlohmann::json;

TEST_CASE("full offload lowers every device's peak and reports the bytes it moves", "[cli][offload]") {
  const auto r = run_cli(
      "schedule --family v-half --devices 8 --microbatches 16 --offload full --offload-bandwidth 2 "
      "--activation-bytes 1000 --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  REQUIRE(doc["peak_activation"].size() == 8);
  REQUIRE(doc["offloaded_bytes"].size() == 8);
  for (int d = 0; d < 8; ++d) {
    CAPTURE(d);
    REQUIRE(doc["peak_activation"][d].get<double>() < doc["peak_activation_without_offload"][d].get<double>());
    REQUIRE(doc["offloaded_bytes"][d].get<long long>() > 0);
  }
  bool has_offload = false;
  for (const auto& a : doc["actions"][0]) has_offload = has_offload || a["kind"] == "offload";
  REQUIRE(has_offload);
}

TEST_CASE("without --offload nothing is moved", "[cli][offload]") {
  const auto r = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  REQUIRE(doc["peak_activation"] == doc["peak_activation_without_offload"]);
  for (const auto& b : doc["offloaded_bytes"]) REQUIRE(b.get<long long>() == 0);
}

TEST_CASE("a bad offload policy or bandwidth is one line and exit 2", "[cli][offload]") {
  for (const char* args : {"--offload ratio:0", "--offload ratio:1.5", "--offload selective:-1", "--offload half",
                           "--offload auto:x", "--offload chunk:-1", "--offload full --offload-bandwidth -1"}) {
    CAPTURE(args);
    const auto r = run_cli(std::string("schedule --family 1f1b --devices 4 --microbatches 8 ") + args);
    REQUIRE(r.status == 2);
    REQUIRE(r.out.empty());
    REQUIRE(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  }
}

TEST_CASE("offloading chunk 0 of the grouped schedule more than halves its peak at p = 16, g = 8",
          "[cli][offload][interleaved-grouped]") {
  const auto r = run_cli(
      "schedule --family interleaved-grouped --devices 16 --microbatches 32 --group 8 --offload chunk:0 "
      "--offload-bandwidth 2 --format json");
  REQUIRE(r.status == 0);
  const json doc = json::parse(r.out);
  double before = 0, after = 0;
  for (const auto& x : doc["peak_activation_without_offload"]) before = std::max(before, x.get<double>());
  for (const auto& x : doc["peak_activation"]) after = std::max(after, x.get<double>());
  REQUIRE(before - after > before / 2);
  REQUIRE(run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --group 2").status == 2);
}
