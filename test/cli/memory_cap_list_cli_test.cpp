// --memory-cap as a comma list of one value per device: `schedule` (activation units, or
// bytes with --activation-bytes) and `plan` (bytes per device or per pipeline position),
// run as processes; every device within its own cap, the JSON shows the caps, and bad lists
// get one error line and exit 2.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

namespace {

nlohmann::json run_caps_json(const std::string& args) {
  const cli_result r = run_cli(args + " --format json");
  INFO("args: " << args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  REQUIRE(r.err.empty());
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("schedule holds each device to its own cap from a list", "[cli][schedule][caps]") {
  const std::string caps = GENERATE(as<std::string>{}, "2,4,4,2", "2, 4.5, 3, 4", "4,4,4,2");
  INFO(caps);
  const nlohmann::json j = run_caps_json("schedule --family v-auto --devices 4 --microbatches 12 --memory-cap '" + caps + "'");
  const auto shown = j.at("memory_cap").get<std::vector<double>>();
  const auto peaks = j.at("peak_activation").get<std::vector<double>>();
  REQUIRE(shown.size() == 4);
  REQUIRE(peaks.size() == 4);
  for (std::size_t d = 0; d < 4; ++d) {
    INFO("device " << d);
    CHECK(peaks[d] <= shown[d]);
  }
  // The list as given, in device order.
  std::vector<double> given;
  std::string rest = caps;
  for (std::size_t comma; (comma = rest.find(',')) != std::string::npos; rest.erase(0, comma + 1))
    given.push_back(std::stod(rest.substr(0, comma)));
  given.push_back(std::stod(rest));
  CHECK(shown == given);
}

TEST_CASE("schedule's cap list in bytes is converted with --activation-bytes", "[cli][schedule][caps]") {
  const nlohmann::json j = run_caps_json(
      "schedule --family v-auto --devices 4 --microbatches 8 --memory-cap 2GiB,4GiB,4GiB,2GiB --activation-bytes 1073741824");
  CHECK(j.at("memory_cap") == nlohmann::json::array({2.0, 4.0, 4.0, 2.0}));
  const auto peaks = j.at("peak_activation").get<std::vector<double>>();
  CHECK(peaks.front() <= 2.0);
  CHECK(peaks.back() <= 2.0);
}

TEST_CASE("one value caps every device, as before", "[cli][schedule][caps]") {
  const nlohmann::json one = run_caps_json("schedule --family v-auto --devices 4 --microbatches 8 --memory-cap 3");
  const nlohmann::json four = run_caps_json("schedule --family v-auto --devices 4 --microbatches 8 --memory-cap 3,3,3,3");
  CHECK(one.at("memory_cap") == nlohmann::json::array({3.0, 3.0, 3.0, 3.0}));
  CHECK(one.at("actions") == four.at("actions"));
  // No cap: zeros.
  CHECK(run_caps_json("schedule --family 1f1b --devices 2 --microbatches 4").at("memory_cap") ==
        nlohmann::json::array({0.0, 0.0}));
}

TEST_CASE("a device whose cap no V block meets is named with the cap that would do", "[cli][schedule][caps]") {
  const cli_result r = run_cli("schedule --family v-auto --devices 4 --microbatches 12 --memory-cap 4,4,0.5,4");
  require_one_error_line(r);
  CHECK(r.err.find("device 2") != std::string::npos);
  CHECK(r.err.find("smallest feasible cap for device 2") != std::string::npos);
  // A family above a device's cap names that device.
  const cli_result f = run_cli("schedule --family 1f1b --devices 4 --microbatches 8 --memory-cap 4,2,2,1");
  require_one_error_line(f);
  CHECK(f.err.find("device 1") != std::string::npos);
  CHECK(f.err.find("is 3 activation units") != std::string::npos);  // 1F1B's device 1 holds p - 1
}

TEST_CASE("bad cap lists get one error line and exit 2", "[cli][schedule][plan][caps][errors]") {
  const std::string schedule = "schedule --family v-auto --devices 4 --microbatches 8 --memory-cap ";
  for (const char* bad : {"2,3,3", "2,3,3,3,3", "2,,3,3", "2,3,3,", ",2,3,3", "2,-3,3,3", "2,x,3,3", "2,3,3,1e999",
                          "2,nan,3,3", "2GiB,3,3,3", "2GiB,2GiB,2GiB,2GiB"}) {
    INFO(bad);
    require_one_error_line(run_cli(schedule + "'" + bad + "'"));
  }
  // The message names what is wrong.
  CHECK(run_cli(schedule + "2,3,3").err.find("lists 3 values for 4 devices") != std::string::npos);
  CHECK(run_cli(schedule + "2,x,3,3").err.find("value 2 of 4") != std::string::npos);
  CHECK(run_cli(schedule + "2GiB,3,3,3").err.find("mixes") != std::string::npos);

  const std::string plan = "plan --model tiny --devices 4 --global-batch 8 --memory-cap ";
  for (const char* bad : {"1GB,1GB,1GB", "1GB,1GB,1GB,1GB,1GB", "1GB,1,1GB,1GB", "1GB,-1GB,1GB,1GB", "1GB,,1GB,1GB",
                          "1GB,1GB,1GB,1e99GB", "1GB,0B,1GB,1GB"}) {
    INFO(bad);
    require_one_error_line(run_cli(plan + "'" + bad + "'"));
  }
  CHECK(run_cli(plan + "1GB,1GB,1GB").err.find("lists 3 values") != std::string::npos);
}

TEST_CASE("plan holds each device to its own byte cap and shows the caps", "[cli][plan][caps]") {
  // A loose cap: the top plan and what it needs on each device.
  const std::string base = "plan --model tiny --devices 4 --depth 4 --global-batch 8 --top 50";
  const nlohmann::json loose = run_caps_json(base + " --memory-cap 1GB");
  const nlohmann::json& top = loose.at("plans").at(0);
  const auto statics = top.at("device_static_bytes").get<std::vector<long long>>();
  const auto acts = top.at("device_activation_bytes").get<std::vector<long long>>();
  REQUIRE(statics.size() == 4);
  // The last device just below what the top plan needs there.
  const long long tight = statics[3] + acts[3] - 1;
  const std::string caps = "1GB,1GB,1GB," + std::to_string(tight) + "B";
  const nlohmann::json j = run_caps_json(base + " --memory-cap " + caps);
  CHECK(j.at("memory_cap").is_null());
  CHECK(j.at("memory_caps") ==
        nlohmann::json::array({1000000000LL, 1000000000LL, 1000000000LL, tight}));
  const nlohmann::json& plans = j.at("plans");
  REQUIRE(!plans.empty());
  for (const nlohmann::json& x : plans) {
    const auto s = x.at("device_static_bytes").get<std::vector<long long>>();
    const auto a = x.at("device_activation_bytes").get<std::vector<long long>>();
    const auto c = x.at("device_memory_caps").get<std::vector<long long>>();
    REQUIRE(c.size() == 4);
    CHECK(c[3] == tight);
    for (std::size_t d = 0; d < 4; ++d) CHECK(s[d] + a[d] <= c[d]);
    CHECK(x.contains("recompute"));
  }
  // The top plan changed: it did not fit the last device.
  const nlohmann::json& now = plans.at(0);
  CHECK(!(now.at("family") == top.at("family") && now.at("microbatch") == top.at("microbatch") &&
          now.at("offload") == top.at("offload") && now.at("recompute") == top.at("recompute") &&
          now.at("device_activation_bytes") == top.at("device_activation_bytes")));

  // One value per device of 8 (two replicas of depth 4): each position takes its replicas' least.
  const nlohmann::json r = run_caps_json("plan --model tiny --devices 8 --depth 4 --global-batch 8 --memory-cap "
                                    "1GB,1GB,1GB,1GB,1GB,1GB,1GB," + std::to_string(tight) + "B");
  REQUIRE(!r.at("plans").empty());
  for (const nlohmann::json& x : r.at("plans")) CHECK(x.at("device_memory_caps").at(3) == tight);
}

TEST_CASE("plan names the nearest plan's device when nothing fits a cap list", "[cli][plan][caps]") {
  const cli_result r = run_cli("plan --model tiny --devices 4 --depth 4 --global-batch 8 --memory-cap 1GB,1GB,1GB,1000B");
  INFO(r.err);
  CHECK(r.status == 3);
  CHECK(r.out.empty());
  CHECK(r.err.find("on its device 3") != std::string::npos);
  CHECK(r.err.find("above that device's cap of 1000 bytes") != std::string::npos);
}

TEST_CASE("with --model a byte cap list holds each device's peak with its weights", "[cli][schedule][caps][model]") {
  const std::string base = "schedule --devices 4 --microbatches 8 --model tiny";
  // No cap: the bytes with the weights, against the trainer's own bound of the same schedule
  // (fp32 activations, measured equal to it) and its parameter count: what the schedule adds
  // on each device is its stages' fp32 weights, the embedding's and the head's on the ends.
  const nlohmann::json plain = run_caps_json(base + " --family 1f1b");
  const auto with = plain.at("peak_bytes_with_weights").get<std::vector<long long>>();
  const cli_result trained = run_cli("train --family 1f1b --devices 4 --microbatches 8 --model tiny --steps 1 --format json");
  INFO(trained.err);
  REQUIRE(trained.status == 0);
  const nlohmann::json t = nlohmann::json::parse(trained.out);
  const auto bound = t.at("bound_activation_bytes").get<std::vector<long long>>();
  REQUIRE(with.size() == 4);
  REQUIRE(bound.size() == 4);
  long long weights = 0;
  std::vector<long long> each;
  for (std::size_t d = 0; d < 4; ++d) {
    each.push_back(with[d] - bound[d]);
    CHECK(each.back() > 0);
    weights += each.back();
  }
  CHECK(weights == 4 * t.at("parameters").get<long long>());
  CHECK(each[0] > each[1]);  // the embedding
  CHECK(each[3] > each[2]);  // the LM head

  // A device's cap one byte below its peak with weights: refused, naming it; at it: fits.
  std::vector<std::string> caps(4, "1GB");
  caps[2] = std::to_string(with[2] - 1) + "B";
  const std::string list = caps[0] + "," + caps[1] + "," + caps[2] + "," + caps[3];
  const cli_result over = run_cli(base + " --family 1f1b --memory-cap " + list);
  require_one_error_line(over);
  CHECK(over.err.find("device 2") != std::string::npos);
  CHECK(over.err.find(std::to_string(with[2]) + " bytes") != std::string::npos);
  caps[2] = std::to_string(with[2]) + "B";
  CHECK(run_cli(base + " --family 1f1b --memory-cap " + caps[0] + "," + caps[1] + "," + caps[2] + "," + caps[3])
            .status == 0);

  // v-auto searches under each device's bytes: the first device (embedding and head, V placement) tighter.
  const nlohmann::json loose = run_caps_json(base + " --family v-auto");
  const auto loose_bytes = loose.at("peak_bytes_with_weights").get<std::vector<long long>>();
  std::vector<long long> cap(4, loose_bytes[1]);
  cap[0] = loose_bytes[0] * 9 / 10;
  const nlohmann::json tight = run_caps_json(base + " --family v-auto --memory-cap " + std::to_string(cap[0]) + "B," +
                                        std::to_string(cap[1]) + "B," + std::to_string(cap[2]) + "B," +
                                        std::to_string(cap[3]) + "B");
  const auto tight_bytes = tight.at("peak_bytes_with_weights").get<std::vector<long long>>();
  for (std::size_t d = 0; d < 4; ++d) CHECK(tight_bytes[d] <= cap[d]);
  CHECK(tight_bytes[0] < loose_bytes[0]);
  // Units with --model are refused: the cap is bytes there.
  require_one_error_line(run_cli(base + " --family v-auto --memory-cap 3"));
}
