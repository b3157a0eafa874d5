// Issue 29, item 3: JSON output that cannot throw. A string that is not UTF-8 (a path given
// with such bytes) is written with each bad byte as \xNN (runtime/cli/json_text.hpp)
// instead of aborting in nlohmann's writer after the work is done; `schedule --format json`
// builds its actions array as text, and --max-memory's estimate counts that text.
#include <fstream>
#include <string>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::run_shell;
using pipesched::test::temp_dir;

namespace json_output_test {

// Bytes that are not UTF-8 (0xff; an overlong NUL; a UTF-16 surrogate; above U+10FFFF)
// around a valid "é", as printf makes them, and the name json_text writes for them.
const std::string bad_name_printf = R"(x\377\300\200\355\240\200\303\251\364\220.st)";
const std::string bad_name_json = R"(x\xff\xc0\x80\xed\xa0\x80)"
                                  "\xc3\xa9"
                                  R"(\xf4\x90.st)";

bool file_exists(const std::string& path) { return std::ifstream(path).good(); }

// `pipesched <args>` with at most `kilobytes` of address space.
cli_result run_with_address_limit(long kilobytes, const std::string& args) {
#if defined(__SANITIZE_ADDRESS__)
  const std::string limit;  // ASan's shadow memory is terabytes of address space
  (void)kilobytes;
#else
  const std::string limit = "ulimit -v " + std::to_string(kilobytes) + "; ";
#endif
  return run_shell("bash -c '" + limit + "exec \"$0\" \"$@\"' '" + PIPESCHED_CLI_PATH + "' " + args);
}

}  // namespace json_output_test

using namespace json_output_test;

TEST_CASE("train --format json writes its summary when --save names a file that is not UTF-8", "[cli][json]") {
  const temp_dir dir;
  const std::string save = "\"" + dir.path + "/$(printf '" + bad_name_printf + "')\"";
  for (const std::string format : {"json", "jsonl"}) {
    INFO(format);
    const cli_result r = run_cli("train --steps 1 --save " + save + " --format " + format);
    INFO("stderr: " << r.err);
    REQUIRE(r.status == 0);
    // jsonl: the summary is the last line.
    const nlohmann::json doc = nlohmann::json::parse(format == "jsonl" ? r.out.substr(r.out.rfind("\n{") + 1) : r.out);
    CHECK(doc.at("saved") == dir.path + "/" + bad_name_json);
    CHECK(doc.at("steps") == 1);
  }
  // The checkpoint itself has the name as given, byte for byte.
  const cli_result ls = run_shell("ls " + dir.path + "/x*");
  CHECK(ls.out == dir.path + "/x\xff\xc0\x80\xed\xa0\x80\xc3\xa9\xf4\x90.st\n");
}

TEST_CASE("plan --format json names a --profile file that is not UTF-8", "[cli][json]") {
  const temp_dir dir;
  const std::string profile = "\"" + dir.path + "/$(printf '" + bad_name_printf + "')\"";
  const cli_result made = run_cli("profile --model tiny --repeats 1 -o " + profile);
  INFO("stderr: " << made.err);
  REQUIRE(made.status == 0);
  const cli_result r =
      run_cli("plan --model tiny --devices 2 --memory-cap 1GB --global-batch 4 --format json --profile " + profile);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  CHECK(nlohmann::json::parse(r.out).at("profile") == dir.path + "/" + bad_name_json);
}

TEST_CASE("schedule --format json stays within --max-memory's estimate, under ulimit -v", "[cli][json][hostile]") {
  // 144 000 actions: the text is 14 MB (30 MB resident in all); a tree of nlohmann objects
  // took 113 MB resident, and ended in bad_alloc under the 100 MB of address space here.
  const std::string args = "schedule --family zb-h1 --devices 4 --microbatches 6000 --format json --max-memory 100MB";
  const cli_result r = run_with_address_limit(100000, args);
  INFO("stderr: " << r.err);
  REQUIRE(r.status == 0);
  const nlohmann::json doc = nlohmann::json::parse(r.out);
  CHECK(doc.at("actions").size() == 4);
  CHECK(doc.at("actions").at(1).size() == doc.at("actions").at(2).size());
  CHECK(doc.at("actions").at(0).at(0) == nlohmann::json{{"kind", "F"}, {"stage", 0}, {"microbatch", 0}});
}

TEST_CASE("schedule --format json: --max-memory counts its JSON text", "[cli][json]") {
  // The schedule alone is estimated at about 11 MB, with its JSON text at about 60 MB.
  const std::string shape = "schedule --family 1f1b --devices 8 --microbatches 4000 --max-memory 30MB";
  const cli_result text = run_cli(shape + " -o /dev/null");
  INFO("stderr: " << text.err);
  CHECK(text.status == 0);
  const cli_result json = run_cli(shape + " --format json");
  require_one_error_line(json);
  CHECK(json.err.find("the 1f1b schedule and its JSON text would take about") != std::string::npos);
}
