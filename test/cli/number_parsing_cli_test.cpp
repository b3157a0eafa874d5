// Issue 29, "numbers that mean something else": every number the tool reads is plain
// decimal ("016" is 16, never octal 14; 0x, 0b, '+', spaces, hex floats, inf and nan are
// refused), out-of-range values are refused with the text as typed, and byte sizes take
// exactly the units they name. The first case walks every option of every command (the
// app main.cpp parses), so a numeric option registered without the rule fails here.
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <CLI/CLI.hpp>

#include "run_cli.hpp"
#include "runtime/cli/byte_size.hpp"
#include "runtime/cli/command_line.hpp"
#include "runtime/cli/option_checks.hpp"

using pipesched::test::cli_result;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;

namespace number_parsing_test {

// What the option's rule makes of `text`: the text CLI11 then converts, or the refusal.
struct ruled {
  bool refused = false;
  std::string text;  // the rewritten text, or the refusal's message
};

ruled apply_rule(CLI::Option& opt, std::string text) {
  try {
    const std::string error = (*opt.get_validator(pipesched::cli::number_rule_name))(text);
    if (!error.empty()) return {true, error};
    return {false, text};
  } catch (const CLI::ConversionError& e) {
    return {true, e.what()};
  }
}

bool is_numeric_type(const std::string& type_name) {
  const std::string base = type_name.substr(0, type_name.find(':'));
  return base == "INT" || base == "UINT" || base == "FLOAT" || base == "NUMBER";
}

// `args` must be refused with one line that contains `what`.
void require_refused_with(const std::string& args, const std::string& what) {
  INFO("pipesched " << args);
  const cli_result r = run_cli(args);
  require_one_error_line(r);
  CHECK(r.err.find(what) != std::string::npos);
}

nlohmann::json schedule_json(const std::string& args) {
  const cli_result r = run_cli("schedule --family 1f1b " + args + " --format json");
  INFO("args: " << args << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace number_parsing_test

using namespace number_parsing_test;

TEST_CASE("every numeric option of every command reads decimal only, through the one rule", "[cli][numbers]") {
  CLI::App app{"", "pipesched"};
  pipesched::cli::add_commands(app);
  int integers = 0, reals = 0;
  for (CLI::App* cmd : app.get_subcommands([](CLI::App*) { return true; }))
    for (CLI::Option* opt : cmd->get_options()) {
      if (opt->get_items_expected_max() == 0 || !is_numeric_type(opt->get_type_name())) continue;  // flags, text
      INFO(cmd->get_name() << " " << opt->get_name() << " (" << opt->get_type_name() << ")");
      REQUIRE_NOTHROW(opt->get_validator(pipesched::cli::number_rule_name));
      const bool integer = opt->get_type_name().rfind("FLOAT", 0) != 0;
      (integer ? integers : reals) += 1;
      // A leading zero is decimal: read as 16, or refused as 016 by the option's range.
      const ruled sixteen = apply_rule(*opt, "016");
      if (sixteen.refused)
        CHECK(sixteen.text.find("got 016") != std::string::npos);
      else if (integer)
        CHECK(sixteen.text == "16");
      for (const char* bad : {"0x10", "0X10", "0b1", "0o7", "+1", " 1", "1 ", "1x", "", "1,000", "0x1p3", "inf",
                              "nan", "1e", "--1", "١"}) {
        INFO("value '" << bad << "'");
        const ruled r = apply_rule(*opt, bad);
        CHECK(r.refused);
        CHECK(r.text.rfind(opt->get_name(), 0) == 0);                      // names the option
        CHECK(r.text.find(std::string("'") + bad + "'") != std::string::npos);  // and the text as typed
      }
      if (integer) {
        const ruled huge = apply_rule(*opt, "99999999999999999999");
        CHECK(huge.refused);
        CHECK(huge.text.find("got 99999999999999999999") != std::string::npos);
        CHECK(apply_rule(*opt, "1.0").refused);
        CHECK(apply_rule(*opt, "1e3").refused);
      } else {
        CHECK(apply_rule(*opt, "1e999").refused);
      }
    }
  // Every command has its numbers: a walk that found none would prove nothing.
  CHECK(integers >= 25);
  CHECK(reals >= 8);
}

TEST_CASE("an integer with a leading zero is decimal everywhere, as --model's sizes are", "[cli][numbers]") {
  // The issue: --microbatches 016 ran 14 (octal) and --devices 09 was refused.
  CHECK(schedule_json("--devices 4 --microbatches 016").at("microbatches") == 16);
  CHECK(schedule_json("--devices 09 --microbatches 8").at("devices") == 9);
  CHECK(schedule_json("--devices 4 --microbatches 8 --refine 010 --refine-seed 007").at("microbatches") == 8);
  const cli_result trained = run_cli("train --model layers=010,dim=8,heads=2,seq=4,vocab=16,batch=2 --devices 02 "
                                     "--microbatches 02 --steps 01 --format json");
  INFO(trained.err);
  REQUIRE(trained.status == 0);
  const nlohmann::json j = nlohmann::json::parse(trained.out);
  CHECK(j.at("model") == "layers=10,dim=8,heads=2,seq=4,vocab=16,batch=2");
  CHECK(j.at("devices") == 2);
  CHECK(j.at("steps") == 1);
}

TEST_CASE("prefixes, signs and spaces are refused with the text as typed", "[cli][numbers]") {
  const std::string shape = "schedule --family 1f1b --microbatches 8 ";
  require_refused_with(shape + "--devices 0x10", "--devices must be a decimal integer, 1 to 1024 (limits::max_devices), got '0x10'");
  require_refused_with(shape + "--devices 0b11", "got '0b11'");
  require_refused_with(shape + "--devices +4", "got '+4'");
  require_refused_with(shape + "--devices ' 4'", "got ' 4'");
  require_refused_with(shape + "--devices 4k", "got '4k'");
  require_refused_with(shape + "--devices -4", "--devices must be 1 to 1024 (limits::max_devices), got -4");
  require_refused_with("train --seed -1", "--seed must be a decimal integer, 0 to 18446744073709551615, got '-1'");
}

TEST_CASE("an integer out of its range is shown as typed, not as the clamped value", "[cli][numbers]") {
  const std::string shape = "schedule --family 1f1b --devices 4 --microbatches 8 ";
  require_refused_with("schedule --family 1f1b --microbatches 8 --devices 99999999999999999999",
                       "--devices must be 1 to 1024 (limits::max_devices), got 99999999999999999999");
  // These were "got 9223372036854775807": strtoll clamped them before the range check.
  require_refused_with(shape + "--refine 99999999999999999999",
                       "--refine must be 0 to 10000000 (limits::max_refine_steps), got 99999999999999999999");
  require_refused_with(shape + "--activation-bytes 99999999999999999999", "got 99999999999999999999");
  require_refused_with(shape + "--refine-seed 18446744073709551616", "got 18446744073709551616");
  require_refused_with("plan --model tiny --devices 9999999999 --memory-cap 1GB --global-batch 8",
                       "--devices must be 1 to 1048576 (limits::max_devices x limits::max_replicas), got 9999999999");
}

TEST_CASE("a real is finite decimal: no hex float, inf or nan", "[cli][numbers]") {
  const std::string shape = "schedule --family 1f1b --devices 4 --microbatches 8 ";
  // --comm 0x1p3 ran with a latency of 8 (strtold reads hex floats).
  require_refused_with(shape + "--comm 0x1p3", "--comm must be a decimal number, at least 0, got '0x1p3'");
  require_refused_with(shape + "--comm inf", "got 'inf'");
  require_refused_with(shape + "--comm nan", "got 'nan'");
  require_refused_with(shape + "--comm 1e999", "--comm must be a finite number, at least 0, got 1e999");
  require_refused_with(shape + "--overlap-gain 1.5", "--overlap-gain must be 0 to 1, got 1.5");
  require_refused_with("train --lr 0", "--lr must be above 0, got 0");
  require_refused_with(shape + "--costs 0x1p3,1,1", "0x1p3,1,1");
  require_refused_with(shape + "--costs inf,1,1", "inf,1,1");
  require_refused_with(shape + "--offload ratio:0x1p-1", "ratio:0x1p-1");
  require_refused_with(shape + "--recompute selective:+1", "selective:+1");
  // What is read is the very double written (handed to CLI11 as exact hex digits).
  CHECK(schedule_json("--devices 4 --microbatches 8 --comm 0.1").at("costs").at("comm") == 0.1);
  CHECK(schedule_json("--devices 4 --microbatches 8 --comm 1e-3").at("costs").at("comm") == 0.001);
  CHECK(schedule_json("--devices 4 --microbatches 8 --costs 01,2.50,1e0").at("costs").at("b") == 2.5);
}

TEST_CASE("byte sizes take exactly the units they name, and whole bytes", "[cli][numbers][sizes]") {
  using pipesched::cli::parse_byte_count;
  using pipesched::cli::parse_size;
  const auto bytes = [](const std::string& text) { return parse_byte_count(text, "--max-memory", "write it with a unit"); };
  CHECK(bytes("1B") == 1);
  CHECK(bytes("1kB") == 1000);  // as the tool prints it
  CHECK(bytes("1KB") == 1000);
  CHECK(bytes("80GB") == 80'000'000'000);
  CHECK(bytes("2TB") == 2'000'000'000'000);
  CHECK(bytes("1KiB") == 1024);
  CHECK(bytes("512MiB") == 512LL << 20);
  CHECK(bytes("1.5GiB") == 3LL << 29);
  CHECK(bytes("4TiB") == 4LL << 40);
  CHECK(bytes("8e10B") == 80'000'000'000);
  CHECK(bytes("0.5KB") == 500);
  CHECK(bytes("1e-3KB") == 1);
  CHECK(bytes("007GB") == 7'000'000'000);
  CHECK(bytes("9007199254740993B") == 9007199254740993);  // 2^53 + 1: exact, not rounded through a double
  CHECK(bytes("4611686018427387904B") == std::int64_t{1} << 62);
  CHECK(bytes("4.611686018427387904e18B") == std::int64_t{1} << 62);
  CHECK(bytes("0.0009765625KiB") == 1);
  // Units that are not these, spelt in another case, or apart from the number.
  for (const char* unit : {"1Gb", "80G", "512Mi", "1gb", "1GIB", "1gib", "1kb", "1b", "1K", "1Kb", "1PB", "1EiB",
                           "80 GB", "1G B", "1bytes"}) {
    INFO(unit);
    CHECK_THROWS_WITH(parse_size(unit, "--max-memory"), Catch::Contains(unit) && Catch::Contains("units: B; kB or KB"));
  }
  CHECK_THROWS_WITH(bytes("0.1KiB"), Catch::Contains("'0.1KiB' is not a whole number of bytes"));
  CHECK_THROWS_WITH(bytes("1e-4KB"), Catch::Contains("not a whole number of bytes"));
  CHECK_THROWS_WITH(bytes("4611686018427387905B"), Catch::Contains("at most 2^62 bytes"));
  CHECK_THROWS_WITH(bytes("1e999GB"), Catch::Contains("at most 2^62 bytes"));
  CHECK_THROWS_WITH(bytes("-1GB"), Catch::Contains("must not be negative, got '-1GB'"));
  CHECK_THROWS_WITH(bytes("0x10GB"), Catch::Contains("'0x10GB' is not a number or a size"));
  CHECK_THROWS_WITH(bytes("infGB"), Catch::Contains("is not a number or a size"));
  CHECK_THROWS_WITH(bytes("0GB"), Catch::Contains("at least 1 byte"));
  CHECK_THROWS_WITH(bytes("80"), Catch::Contains("has no unit"));
  // A bare number stays a number (schedule's --memory-cap in activation units).
  CHECK(parse_size("4.5", "--memory-cap").value == 4.5);
  CHECK_FALSE(parse_size("4.5", "--memory-cap").bytes);
  CHECK_THROWS_WITH(parse_size("1e999", "--memory-cap"), Catch::Contains("must be finite"));
}

TEST_CASE("the tool refuses 1Gb, 80G and 512Mi by name and takes what it prints", "[cli][numbers][sizes]") {
  const std::string shape = "schedule --family 1f1b --devices 4 --microbatches 8 ";
  // 1Gb was taken as gigabytes.
  require_refused_with(shape + "--max-memory 1Gb", "--max-memory '1Gb': unknown unit 'Gb' (units: B; kB or KB, MB, GB, TB");
  require_refused_with(shape + "--max-memory 80G", "unknown unit 'G'");
  require_refused_with("plan --model tiny --devices 4 --global-batch 8 --memory-cap 512Mi", "unknown unit 'Mi'");
  require_refused_with(shape + "--memory-cap 2,4gb,4,2 --activation-bytes 1", "unknown unit 'gb'");
  CHECK(run_cli(shape + "--max-memory 1kB").status == 2);  // too small, but read: the estimate says so
  require_refused_with(shape + "--max-memory 1kB", "above --max-memory 1.0 kB");
  CHECK(run_cli(shape + "--max-memory 1.5GiB").status == 0);
}
