// `train --format jsonl`: a JSON line per step as it completes, the summary last, and the
// "schema" key that opens every JSON document the tool prints.
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::run_cli;
using pipesched::test::small_model;
using pipesched::test::temp_dir;

namespace {

using ordered_json = nlohmann::ordered_json;

std::vector<ordered_json> json_lines(const std::string& text) {
  std::vector<ordered_json> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    INFO(line);
    REQUIRE_NOTHROW(out.push_back(ordered_json::parse(line)));
  }
  return out;
}

// The first key of a document, which must be "schema".
std::string first_key(const ordered_json& doc) {
  REQUIRE(doc.is_object());
  REQUIRE_FALSE(doc.empty());
  return doc.begin().key();
}

}  // namespace

TEST_CASE("train --format jsonl prints a line per step, then the summary that --format json prints",
          "[cli][train][jsonl]") {
  const std::string args = "train --steps 3 " + small_model + " --devices 2 --microbatches 4 --format ";
  const cli_result lines = run_cli(args + "jsonl");
  INFO(lines.err);
  REQUIRE(lines.status == 0);
  const std::vector<ordered_json> docs = json_lines(lines.out);
  REQUIRE(docs.size() == 4);
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(first_key(docs[i]) == "schema");
    CHECK(docs[i].at("schema") == "pipesched.train/1");
    CHECK(docs[i].at("type") == "step");
    CHECK(docs[i].at("step") == i + 1);
    CHECK(docs[i].at("peak_activation_bytes").size() == 2);
  }
  ordered_json summary = docs.back();
  CHECK(first_key(summary) == "schema");
  CHECK(summary.at("type") == "summary");
  for (std::size_t i = 0; i < 3; ++i) CHECK(summary.at("losses").at(i) == docs[i].at("loss"));
  // Each step's process CPU seconds (bench/cpu_step_bench.py's denominator): a step computes,
  // so it is positive; the summary's is their sum.
  double cpu = 0;
  for (std::size_t i = 0; i < 3; ++i) {
    CHECK(docs[i].at("cpu_seconds").get<double>() > 0);
    cpu += docs[i].at("cpu_seconds").get<double>();
  }
  CHECK(summary.at("cpu_seconds").get<double>() == Approx(cpu).epsilon(1e-12));

  const cli_result whole = run_cli(args + "json");
  INFO(whole.err);
  REQUIRE(whole.status == 0);
  ordered_json doc = ordered_json::parse(whole.out);
  CHECK(first_key(doc) == "schema");
  // The same document but for "type" and the wall-clock figures.
  summary.erase("type");
  for (ordered_json* d : {&summary, &doc})
    for (const char* clock : {"seconds", "cpu_seconds", "tokens_per_second"}) d->erase(clock);
  CHECK(summary == doc);
}

TEST_CASE("train --format jsonl gives each step's line while the run goes on", "[cli][train][jsonl]") {
  // The tool writes into a pipe; the test reads the first line and closes the pipe. A step
  // line flushed as it completes arrives while 199 steps remain, so the run is still going
  // and its next write fails (SIGPIPE, or exit 1 for a failed write). Output held to the
  // end arrives only once the run is done, and the tool has then exited 0.
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  const pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    signal(SIGPIPE, SIG_DFL);  // as a shell would run it, whatever the test runner set
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    const int null = open("/dev/null", O_WRONLY);  // read-only use of the machine's /dev/null
    if (null >= 0) dup2(null, STDERR_FILENO);
    execl(PIPESCHED_CLI_PATH, PIPESCHED_CLI_PATH, "train", "--steps", "200", "--format", "jsonl", nullptr);
    _exit(127);
  }
  close(fds[1]);
  FILE* in = fdopen(fds[0], "r");
  REQUIRE(in != nullptr);
  char buffer[4096] = {};
  const bool got = std::fgets(buffer, sizeof buffer, in) != nullptr;
  std::fclose(in);  // the run's later writes now fail
  int status = 0;
  REQUIRE(waitpid(pid, &status, 0) == pid);
  REQUIRE(got);
  const ordered_json first = ordered_json::parse(buffer);
  CHECK(first.at("type") == "step");
  CHECK(first.at("step") == 1);
  INFO("exited: " << WIFEXITED(status) << ", status " << (WIFEXITED(status) ? WEXITSTATUS(status) : -1));
  CHECK_FALSE((WIFEXITED(status) && WEXITSTATUS(status) == 0));
}

TEST_CASE("every JSON document of the tool opens with its schema", "[cli][jsonl]") {
  temp_dir dir;
  const std::string profile = dir.file("profile.json");
  REQUIRE(run_cli("profile --model tiny --repeats 1 -o '" + profile + "'").status == 0);
  const std::vector<std::pair<std::string, std::string>> commands = {
      {"schedule --family 1f1b --devices 2 --microbatches 4 --format json", "pipesched.schedule/1"},
      {"families --format json", "pipesched.families/1"},
      {"families --devices 4 --microbatches 8 --format json", "pipesched.families/1"},
      {"plan --model tiny --devices 4 --memory-cap 1GB --global-batch 8 --format json", "pipesched.plan/1"},
      {"train --steps 1 " + small_model + " --devices 2 --microbatches 2 --format json", "pipesched.train/1"},
      {"profile --model tiny --repeats 1", "pipesched.profile/1"},
  };
  for (const auto& [args, schema] : commands) {
    const cli_result r = run_cli(args);
    INFO(args << "\n" << r.err);
    REQUIRE(r.status == 0);
    const ordered_json doc = ordered_json::parse(r.out);
    CHECK(first_key(doc) == "schema");
    CHECK(doc.at("schema") == schema);
  }
  const std::string csv = dir.file("s.csv");
  REQUIRE(run_cli("schedule --family 1f1b --devices 2 --microbatches 4 --format torch-csv -o '" + csv + "'").status ==
          0);
  const cli_result check = run_cli("check --torch-csv '" + csv + "' --devices 2 --format json");
  INFO(check.err);
  REQUIRE(check.status == 0);
  CHECK(ordered_json::parse(check.out).at("schema") == "pipesched.check/1");
  CHECK(first_key(ordered_json::parse(check.out)) == "schema");
}
