// Issue 22's hostile inputs, as the tool meets them: each is refused with one error line and
// exit 2 (or, where the input is sound, answered right), never a crash, a wrong figure with
// exit 0, or gigabytes. Every command runs under `ulimit -v` (2 GB), so a regression that
// allocates without a limit fails here instead of eating the machine.
#include "../sanitizers.hpp"
#include <algorithm>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_shell;
using pipesched::test::temp_dir;
using pipesched::test::write_text;

namespace {

// `pipesched <args>` with at most 2 GB of address space. Under ASan (scripts/sanitize.sh)
// the shadow memory alone is terabytes of address space, so there ASAN_OPTIONS'
// max_allocation_size_mb stands in for the ulimit.
#if defined(PIPESCHED_TEST_ASAN)
constexpr const char* address_limit = "";
#else
constexpr const char* address_limit = "ulimit -v 2000000; ";
#endif
cli_result run_limited(const std::string& args) {
  return run_shell(std::string("bash -c '") + address_limit + "exec \"$0\" \"$@\"' '" + PIPESCHED_CLI_PATH + "' " +
                   args);
}

// Bad input under the limit: one line naming `what`, exit 2.
void require_refused(const std::string& args, const std::string& what) {
  INFO("pipesched " << args);
  const cli_result r = run_limited(args);
  require_one_error_line(r);
  CHECK(r.err.find(what) != std::string::npos);
}

// A profile of the tiny model measured once, as `plan --profile` reads it.
nlohmann::json tiny_profile(const temp_dir& dir) {
  const std::string path = dir.file("measured.json");
  const cli_result r = run_limited("profile --model tiny --repeats 1 -o '" + path + "'");
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(read_text(path));
}

}  // namespace

TEST_CASE("the issue's crashing shapes are refused with one line naming the limit", "[cli][hostile]") {
  require_refused("schedule --family v-half --devices 4 --microbatches 2147483647", "max_microbatches");
  require_refused("schedule --family gpipe --devices 70000 --microbatches 4", "max_devices");
  require_refused("families --devices 100000 --microbatches 8", "max_devices");
  require_refused("families --devices 100", "--microbatches");
}

TEST_CASE("a torch CSV of 70000 rows is refused, not walked into a crash", "[cli][hostile]") {
  temp_dir dir;
  const std::string csv = dir.file("rows.csv");
  std::string text;
  for (int i = 0; i < 70000; ++i) text += "0F0,0B0,0W0\n";  // about 1.1 MB
  write_text(csv, text);
  const cli_result r = run_limited("check --torch-csv '" + csv + "' --devices 70000");
  require_one_error_line(r);
  CHECK(r.err.find("max_devices") != std::string::npos);
}

TEST_CASE("a profile with 1e200 seconds or INT64_MAX bytes is refused by plan with one line", "[cli][hostile]") {
  temp_dir dir;
  const nlohmann::json good = tiny_profile(dir);
  const std::string plan = "plan --model tiny --devices 4 --memory-cap 1GB --global-batch 8 --profile ";
  const std::string ok = dir.file("ok.json");
  write_text(ok, good.dump());
  const cli_result fine = run_limited(plan + "'" + ok + "'");
  INFO(fine.err);
  REQUIRE(fine.status == 0);  // the profile as measured plans: only the field below is wrong

  nlohmann::json slow = good;
  slow["parts"]["block"]["f"] = 1e200;
  write_text(dir.file("slow.json"), slow.dump());
  require_refused(plan + "'" + dir.file("slow.json") + "'", "f is 1e+200");

  nlohmann::json huge = good;
  huge["parts"]["block"]["activation_bytes"] = INT64_MAX - 7;
  write_text(dir.file("huge.json"), huge.dump());
  require_refused(plan + "'" + dir.file("huge.json") + "'", "activation_bytes");

  nlohmann::json wide = good;
  wide["model"]["layers"] = 1e20;  // get<int>() narrowed this to some int
  write_text(dir.file("wide.json"), wide.dump());
  require_refused(plan + "'" + dir.file("wide.json") + "'", "layers");
}

TEST_CASE("an 11-byte CSV cell that names a huge microbatch is refused within 2 GB", "[cli][hostile]") {
  temp_dir dir;
  write_text(dir.file("cell.csv"), "99999999F0\n");
  const cli_result r = run_limited("check --torch-csv '" + dir.file("cell.csv") + "' --devices 1");
  require_one_error_line(r);
}

TEST_CASE("a schedule estimated above --max-memory is refused before it is made, with the estimate",
          "[cli][hostile]") {
  const cli_result r = run_limited("schedule --family v-half --devices 4 --microbatches 1000000 --max-memory 1GB");
  require_one_error_line(r);
  CHECK(r.err.find("would take about") != std::string::npos);
  CHECK(r.err.find("GB, above --max-memory 1.0 GB") != std::string::npos);
  // The same budget on families, train and check.
  require_refused("families --devices 64 --microbatches 100000 --max-memory 100MB", "--max-memory 100.0 MB");
  require_refused("train --devices 4 --microbatches 64 --max-memory 1KB", "--max-memory 1.0 kB");
  // Without a unit --max-memory is not bytes.
  require_refused("schedule --family 1f1b --devices 4 --microbatches 8 --max-memory 8", "has no unit");
}

TEST_CASE("train refuses a hundred thousand replicas before starting a thread", "[cli][hostile]") {
  require_refused("train --replicas 100000", "max_replicas");
  require_refused("train --devices 4 --replicas 512", "max_total_devices");
}

TEST_CASE("reading /dev/zero as a CSV, a checkpoint or a plan stops at a limit", "[cli][hostile]") {
  require_refused("check --torch-csv /dev/zero --devices 4", "/dev/zero");
  require_refused("train --resume /dev/zero --steps 1", "/dev/zero");
  require_refused("train --plan /dev/zero --steps 1", "/dev/zero");
}

TEST_CASE("a memory cap of 1e10 units is no cap, not a cap below the peak", "[cli][hostile]") {
  const std::string args = "schedule --family 1f1b --devices 4 --microbatches 8";
  const cli_result plain = run_limited(args);
  const cli_result capped = run_limited(args + " --memory-cap 1e10");
  INFO(capped.err);
  REQUIRE(plain.status == 0);
  REQUIRE(capped.status == 0);
  CHECK(capped.out == plain.out);
  const cli_result v_auto = run_limited("schedule --family v-auto --devices 4 --microbatches 8 --memory-cap 1e300");
  INFO(v_auto.err);
  CHECK(v_auto.status == 0);
}

TEST_CASE("costs of 1e308 are refused and costs of 1e-9 time like their ratios", "[cli][hostile]") {
  require_refused("schedule --family 1f1b --devices 4 --microbatches 8 --costs 1e308,1,1", "costs");
  // check times an imported schedule with the same simulator, so the same range holds there.
  temp_dir dir;
  const std::string csv = dir.file("1f1b.csv");
  REQUIRE(run_limited("schedule --family 1f1b --devices 4 --microbatches 8 --format torch-csv -o '" + csv + "'")
              .status == 0);
  require_refused("check --torch-csv '" + csv + "' --devices 4 --costs 1e308,1,1", "costs must be");
  require_refused("check --torch-csv '" + csv + "' --devices 4 --costs 1e-13,1,1", "costs must be");
  const cli_result unit = run_limited("schedule --family zb-h1 --devices 4 --microbatches 8 --format json");
  const cli_result tiny =
      run_limited("schedule --family zb-h1 --devices 4 --microbatches 8 --costs 1e-9,1e-9,1e-9 --format json");
  INFO(tiny.err);
  REQUIRE(unit.status == 0);
  REQUIRE(tiny.status == 0);  // not a false deadlock
  const auto a = nlohmann::json::parse(unit.out), b = nlohmann::json::parse(tiny.out);
  CHECK(b.at("actions") == a.at("actions"));
  CHECK(b.at("bubble").get<double>() == Approx(a.at("bubble").get<double>()));
}

TEST_CASE("a number that does not fit its option's type is one line and exit 2", "[cli][hostile]") {
  for (const std::string args :
       {"schedule --family 1f1b --devices 99999999999 --microbatches 8",
        "schedule --family 1f1b --devices 4 --microbatches 99999999999", "train --steps 99999999999",
        "train --seed -1", "train --seed 18446744073709551616",
        "schedule --family 1f1b --devices 4 --microbatches 8 --refine 10 --refine-seed -1"}) {
    INFO(args);
    require_one_error_line(run_limited(args));
  }
}

TEST_CASE("every numeric option out of its range is one line naming the option", "[cli][hostile]") {
  const std::string sched = "schedule --family 1f1b --devices 4 --microbatches 8 ";
  const std::string train = "train --steps 1 ";
  const std::string plan = "plan --model tiny --devices 4 --memory-cap 1GB --global-batch 8 ";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {sched + "--chunks 65", "--chunks"},
      {sched + "--chunks -1", "--chunks"},
      {sched + "--group -1", "--group"},
      {sched + "--iterations 0", "--iterations"},
      {"schedule --family 2bw --devices 4 --microbatches 8 --iterations 2000", "--iterations"},
      {"schedule --family 2bw --devices 4 --microbatches 600000 --iterations 2", "--microbatches x --iterations"},
      {sched + "--refine 20000000", "--refine"},
      {sched + "--activation-bytes 0", "--activation-bytes"},
      {sched + "--comm nan", "--comm"},
      {sched + "--comm -1", "--comm"},
      {sched + "--offload-bandwidth inf", "--offload-bandwidth"},
      {sched + "--memory-cap -4", "--memory-cap"},
      {sched + "--memory-cap nan", "--memory-cap"},
      {sched + "--memory-cap 4XB", "--memory-cap"},
      {"check --torch-csv /nonexistent --devices 0", "--devices"},
      {"check --torch-csv /nonexistent --devices 4 --comm inf", "--comm"},
      {train + "--devices 0", "--devices"},
      {train + "--devices 2000", "--devices"},
      {train + "--microbatches 0", "--microbatches"},
      {"train --steps 0", "--steps"},
      {"train --steps 2000000000", "--steps"},
      {train + "--save-every -1", "--save-every"},
      {train + "--replicas 0", "--replicas"},
      {train + "--iterations 0", "--iterations"},
      {train + "--plan-index -1", "--plan-index"},
      {train + "--lr 0", "--lr"},
      {train + "--lr nan", "--lr"},
      {train + "--lr inf", "--lr"},
      {train + "--offload-bandwidth -1", "--offload-bandwidth"},
      {train + "--model layers=5000", "layers=5000"},
      {train + "--model vocab=99999999", "vocab=99999999"},
      {plan + "--depth -1", "--depth"},
      {plan + "--depth 2000", "--depth"},
      {plan + "--top 0", "--top"},
      {plan + "--bandwidth 0", "--bandwidth"},
      {plan + "--offload-bandwidth nan", "--offload-bandwidth"},
      {plan + "--device-tflops -1", "--device-tflops"},
      {plan + "--efficiency 1.5", "--efficiency"},
      {"plan --model tiny --devices 0 --memory-cap 1GB --global-batch 8", "--devices"},
      {"plan --model tiny --devices 4 --memory-cap 1GB --global-batch 0", "--global-batch"},
      {"plan --model tiny --devices 4 --memory-cap 1GB --global-batch 99999999", "--global-batch"},
      {"profile --model tiny --repeats 0", "--repeats"},
      {"profile --model tiny --microbatch -1", "--microbatch"},
      {"profile --model tiny --repeats 2000000", "--repeats"},
      {train + "--model seq=1048576,batch=1048576", "rows per microbatch"},
      {"families --devices 4 --microbatches 8 --max-memory -1GB", "--max-memory"},
  };
  for (const auto& [args, what] : cases) require_refused(args, what);
}

TEST_CASE("a model past its limits is refused before a byte of it is allocated", "[cli][hostile]") {
  // 4096 layers of dim 65536 would be 2.1e14 parameters: refused by count, not by bad_alloc.
  require_refused("train --model layers=4096,dim=65536,heads=1024", "parameters, above the limit");
  require_refused("profile --model layers=4096,dim=65536,heads=1024", "parameters, above the limit");
  require_refused("train --model dim=99999999999", "dim=99999999999");
  // Within the limits (about 3.9e10 parameters) but not within the machine: the weights,
  // gradients and moments are held to --max-memory before the trainer allocates them.
  require_refused("train --model layers=48,dim=8192,heads=64 --steps 1", "weights, gradients and AdamW moments");
  require_refused("train --max-memory 1MB --steps 1", "the model's weights");
}

TEST_CASE("memory caps say their unit: schedule takes units or bytes, plan takes bytes only", "[cli][hostile]") {
  const std::string args = "schedule --family v-auto --devices 4 --microbatches 8";
  // 3 units of 1000 bytes each, given in bytes, is the same cap as 3 units.
  const cli_result units = run_limited(args + " --memory-cap 3");
  const cli_result bytes = run_limited(args + " --memory-cap 3KB --activation-bytes 1000");
  INFO(bytes.err);
  REQUIRE(units.status == 0);
  REQUIRE(bytes.status == 0);
  CHECK(bytes.out == units.out);
  // Bytes with nothing to convert them with are refused, not read as units.
  require_refused(args + " --memory-cap 3KB", "--activation-bytes");
  // plan: a bare number is no longer bytes in disguise.
  require_refused("plan --model tiny --devices 4 --memory-cap 80 --global-batch 8", "has no unit");
  require_refused("plan --model tiny --devices 4 --memory-cap 8e10 --global-batch 8", "has no unit");
  const cli_result plan = run_limited("plan --model tiny --devices 4 --memory-cap 8e10B --global-batch 8");
  INFO(plan.err);
  CHECK(plan.status == 0);
}

TEST_CASE("plan exits 3 when nothing fits and 2 for bad input", "[cli][hostile][plan]") {
  const cli_result none = run_limited("plan --model tiny --devices 4 --memory-cap 1000B --global-batch 8");
  INFO(none.err);
  CHECK(none.status == 3);
  CHECK(none.out.empty());
  CHECK(none.err.rfind("pipesched: error: nothing fits", 0) == 0);
  CHECK(std::count(none.err.begin(), none.err.end(), '\n') == 1);
  require_refused("plan --model tiny --devices 4 --memory-cap 0B --global-batch 8", "--memory-cap");
}

TEST_CASE("a plan file's numbers are range-checked, not narrowed", "[cli][hostile][plan]") {
  temp_dir dir;
  const std::string file = dir.file("plan.json");
  const cli_result made =
      run_limited("plan --model tiny --devices 4 --memory-cap 1GB --global-batch 8 --format json -o '" + file + "'");
  INFO(made.err);
  REQUIRE(made.status == 0);
  const nlohmann::json good = nlohmann::json::parse(read_text(file));
  const auto refused_with = [&](const nlohmann::json& doc, const std::string& what) {
    write_text(file, doc.dump());
    require_refused("train --steps 1 --plan '" + file + "'", what);
  };
  nlohmann::json deep = good;
  deep["plans"][0]["depth"] = 4294967300LL;  // narrowed to 4 by get<int>()
  refused_with(deep, "depth");
  nlohmann::json wide = good;
  wide["plans"][0]["width"] = 1e9;
  refused_with(wide, "width");
  nlohmann::json slow = good;
  slow["plans"][0]["schedule"]["order_costs"]["f"] = -1;
  refused_with(slow, "f is -1");
  nlohmann::json other = good;
  other["schema"] = "pipesched.plan/2";
  refused_with(other, "schema");
}
