// The JSON copy of the sweep benches' tables (bench/sweep_json.hpp, copy_bench and
// p2p_bench --json FILE), without a GPU: the flag, and a document that parses back to the
// rows written.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#if __has_include(<nlohmann/json.hpp>)
#include <nlohmann/json.hpp>
#define SWEEP_JSON_TEST_HAS_NLOHMANN 1
#endif

#include "bench/sweep_json.hpp"

using namespace pipesched::bench;

namespace sweep_json_test {

sweep_options parse_json_args(std::vector<const char*> args) {
  args.insert(args.begin(), "bench");
  return parse_sweep(static_cast<int>(args.size()), args.data());
}

}  // namespace sweep_json_test

TEST_CASE("the sweep flag --json FILE needs its file", "[bench][sweep]") {
  using sweep_json_test::parse_json_args;
  CHECK(parse_json_args({"-b", "4K", "--json", "out.json", "-n", "3"}).json == "out.json");
  CHECK(parse_json_args({"-n", "3"}).json.empty());
  CHECK_THROWS_AS(parse_json_args({"--json"}), std::invalid_argument);
  CHECK_THROWS_AS(parse_json_args({"--json", ""}), std::invalid_argument);
  CHECK_THROWS_AS(parse_json_args({"--jsn", "x"}), std::invalid_argument);
}

TEST_CASE("a sweep's JSON holds its device, rows, summary and wrong count", "[bench][sweep]") {
  sweep_options o;
  o.min_bytes = 4096;
  o.max_bytes = 8192;
  sweep_json j("copy_bench", o);
  j.device(0, "NVIDIA \"H100\"\\x", "0000:01:00.0");
  j.row("h2d", 4096, 2e-6, 1, 0);
  j.row("d2d", 8192, 4e-6, 2, -1);
  j.row("d2h", 8192, 4e-6, 1, 3);
  j.summary("pool/plain h2d 0.95\tok");
  const std::string text = j.text();
  CHECK(text.find("\"wrong\": 3\n}") != std::string::npos);
#ifdef SWEEP_JSON_TEST_HAS_NLOHMANN
  const nlohmann::json doc = nlohmann::json::parse(text);
  CHECK(doc.at("bench") == "copy_bench");
  CHECK(doc.at("devices").at(0).at("name") == "NVIDIA \"H100\"\\x");
  CHECK(doc.at("options").at("min_bytes") == 4096);
  REQUIRE(doc.at("rows").size() == 3);
  CHECK(doc.at("rows").at(0).at("algbw").get<double>() == Approx(4096 / 2e-6 * 1e-9));
  CHECK(doc.at("rows").at(1).at("busbw").get<double>() == Approx(2 * 8192 / 4e-6 * 1e-9));
  CHECK(doc.at("rows").at(1).at("wrong").is_null());
  CHECK(doc.at("summary") == "pool/plain h2d 0.95\tok");
#endif
  // Written whole to the file named.
  char name[] = "/tmp/sweep_json_test_XXXXXX";
  const int fd = mkstemp(name);
  REQUIRE(fd >= 0);
  close(fd);
  j.write(name);
  std::ifstream in(name, std::ios::binary);
  CHECK(std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()) == text);
  std::remove(name);
  CHECK_THROWS_AS(j.write("/nonexistent-dir/x.json"), std::runtime_error);
}
