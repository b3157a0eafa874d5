// Issue 29, "messages": a misspelt command or option is named (with the nearest known
// name) instead of CLI11's "A subcommand is required" / "--devices is required"; a run
// that needs more threads than the system allows is refused before any starts; an option
// a resume would ignore and a --model key given twice are refused, not silently dropped.
#include <string>

#include <catch2/catch.hpp>

#include "run_cli.hpp"

using pipesched::test::cli_result;
using pipesched::test::read_text;
using pipesched::test::require_one_error_line;
using pipesched::test::run_cli;
using pipesched::test::run_shell;
using pipesched::test::temp_dir;

namespace messages_cli_test {

// `args` is refused with exactly the line "pipesched: error: <line>".
void require_message(const std::string& args, const std::string& line) {
  INFO("pipesched " << args);
  const cli_result r = run_cli(args);
  require_one_error_line(r);
  CHECK(r.err == "pipesched: error: " + line + "\n");
}

}  // namespace messages_cli_test

using messages_cli_test::require_message;

TEST_CASE("a misspelt command is named with the nearest one", "[cli][messages]") {
  require_message("shedule --family 1f1b --devices 4 --microbatches 8",
                  "unknown command 'shedule' (did you mean 'schedule'?)");
  require_message("trian --steps 1", "unknown command 'trian' (did you mean 'train'?)");
  require_message("sched", "unknown command 'sched' (did you mean 'schedule'?)");
  require_message("frobnicate", "unknown command 'frobnicate' (commands: schedule, check, families, plan, profile, train)");
  require_message("", "give a command: schedule, check, families, plan, profile, train (pipesched --help)");
  require_message("--devices 4", "unknown option --devices (give a command first: schedule, check, families, plan, "
                                 "profile, train)");
}

TEST_CASE("an unknown option is named, not the required one it was meant to be", "[cli][messages]") {
  // CLI11 reported the missing --devices before the extra --devcies.
  require_message("schedule --devcies 4 --microbatches 8 --family 1f1b",
                  "unknown option --devcies (did you mean --devices?)");
  require_message("schedule --devcies=4 --microbatches 8 --family 1f1b",
                  "unknown option --devcies (did you mean --devices?)");
  require_message("schedule --family 1f1b --devices 4 --microbatches 8 --microbatch 8",
                  "unknown option --microbatch (did you mean --microbatches?)");
  require_message("plan --modle tiny --devices 4 --memory-cap 1GB --global-batch 8",
                  "unknown option --modle (did you mean --model?)");
  require_message("train --stpes 1", "unknown option --stpes (did you mean --steps?)");
  // Before a number the option would refuse, too: the unknown name is the first mistake.
  require_message("schedule --family 1f1b --devcies 4 --microbatches 0x8",
                  "unknown option --devcies (did you mean --devices?)");
  require_message("schedule --family 1f1b --devices 4 --microbatches 8 --xyzzy",
                  "unknown option --xyzzy for schedule (see pipesched schedule --help)");
  // A required option that is simply missing is still said so.
  const cli_result missing = run_cli("schedule --family 1f1b --devices 4");
  require_one_error_line(missing);
  CHECK(missing.err.find("--microbatches is required") != std::string::npos);
}

TEST_CASE("train refuses, before any thread, a run that needs more threads than ulimit -u leaves", "[cli][messages]") {
  // 64 replicas of one device: 64 device threads, 63 replica threads and the reducer, under
  // a soft RLIMIT_NPROC of 64 tasks for the whole user: refused in one line, at once (it
  // built every replica, then died in "Resource temporarily unavailable").
  // (LeakSanitizer's exit-time tracer is a task too: under sanitize.sh it stays off here.)
  const cli_result r = run_shell(std::string("bash -c 'ulimit -Su 64 || exit 99; "
                                             "export ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\"; "
                                             "exec \"$0\" \"$@\"' '") +
                                 PIPESCHED_CLI_PATH + "' train --replicas 64 --devices 1 --steps 1");
  require_one_error_line(r);
  CHECK(r.err.find("train on 1 pipeline devices x 64 replicas (backend cpu) would start 128 threads, more than this "
                   "process may start: RLIMIT_NPROC (ulimit -u) is 64") != std::string::npos);
}

TEST_CASE("train refuses --seed with --resume: the checkpoint's weights and data seed win", "[cli][messages]") {
  temp_dir dir;
  const std::string model = pipesched::test::small_model + " --devices 2 --microbatches 2 ";
  const std::string file = dir.file("step2.st");
  REQUIRE(run_cli("train " + model + "--steps 2 --save '" + file + "'").status == 0);
  const std::string saved = read_text(file);
  const cli_result r = run_cli("train " + model + "--steps 1 --seed 7 --resume '" + file + "' --save '" + file + "'");
  require_one_error_line(r);
  CHECK(r.err.find("--seed cannot be given with --resume") != std::string::npos);
  CHECK(read_text(file) == saved);
  const cli_result resumed = run_cli("train " + model + "--steps 1 --resume '" + file + "'");
  INFO(resumed.err);
  CHECK(resumed.status == 0);
}

TEST_CASE("a --model key given twice is refused by name", "[cli][messages]") {
  require_message("train --model layers=2,layers=4 --steps 1", "model config: key 'layers' is given twice");
  require_message("plan --model tiny,dim=64,dim=32 --devices 4 --memory-cap 1GB --global-batch 8",
                  "model config: key 'dim' is given twice");
  require_message("schedule --family 1f1b --devices 2 --microbatches 2 --model layers=4,stage_blocks=2/2,stage_blocks=1/3",
                  "model config: key 'stage_blocks' is given twice");
}
