// Issue 29, item 2: no finished work is lost to a path option. An empty file name is bad
// input; the outputs of a command are compared with each other, with standard output and
// with its inputs before any work; the probe makes the writer's own temporary name and
// reads the mode bits itself (root included); a checkpoint never goes among stdout's text;
// a signal during a save leaves no temporary file; a closed stdout still gets the
// checkpoint saved; a write that fails after the probe exits 1, not 2.
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>  // makedev
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <string>
#include <vector>

#include "run_cli.hpp"

using namespace pipesched::test;
namespace fs = std::filesystem;

namespace output_paths_test {

const std::string schedule_args = "schedule --family 1f1b --devices 2 --microbatches 4";
const std::string train_base = "train --devices 2 --microbatches 2 " + small_model;
const std::string train_args = train_base + " --steps 2";
const std::string plan_args = "plan --model tiny --devices 2 --memory-cap 80GB --global-batch 8";

std::vector<std::string> entries(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The status a shell reports for `command` (128 + N when signal N ended it), read from the
// last line of stdout, and the output before it.
struct shell_status {
  int status = -1;
  cli_result r;
};
shell_status status_of(const std::string& command) {
  shell_status s;
  s.r = run_shell("{ " + command + "; echo \"status $?\"; }");
  const std::size_t at = s.r.out.rfind("status ");
  REQUIRE(at != std::string::npos);
  s.status = std::stoi(s.r.out.substr(at + 7));
  s.r.out.erase(at);
  return s;
}

// `pipesched <args>` with standard output a pipe whose reader has already gone, and SIGPIPE
// at its default action (as under `| head -1` once head has exited): exit status, or -N
// when signal N ended it, and stderr.
std::pair<int, std::string> run_into_closed_pipe(const std::string& args, const std::string& err_path) {
  int fds[2];
  REQUIRE(::pipe(fds) == 0);
  ::close(fds[0]);  // no reader, anywhere
  const std::string command = std::string("exec '") + PIPESCHED_CLI_PATH + "' " + args;
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::signal(SIGPIPE, SIG_DFL);
    ::dup2(fds[1], STDOUT_FILENO);
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    ::dup2(err, STDERR_FILENO);
    ::execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    ::_exit(127);
  }
  ::close(fds[1]);
  int raw = 0;
  REQUIRE(::waitpid(pid, &raw, 0) == pid);
  const int status = WIFEXITED(raw) ? WEXITSTATUS(raw) : WIFSIGNALED(raw) ? -WTERMSIG(raw) : -1000;
  return {status, read_text(err_path)};
}

bool make_full_device(const std::string& path) {
  if (::geteuid() != 0) {
    WARN("skipped: making a device node needs root");
    return false;
  }
  REQUIRE(::mknod(path.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) == 0);
  return true;
}

}  // namespace output_paths_test

using namespace output_paths_test;

TEST_CASE("an empty value of any path option of any command is one error line, exit 2", "[cli][paths]") {
  struct use {
    std::string command, option;
  };
  const std::vector<use> uses = {
      {schedule_args, "-o"},          {schedule_args, "--output"},   {schedule_args, "--torch-csv"},
      {"check --devices 2", "--torch-csv"},                          {plan_args, "--profile"},
      {plan_args, "-o"},              {"profile --model tiny --repeats 1", "-o"},
      {train_args, "--save"},         {train_args, "--trace"},       {train_args, "--resume"},
      {train_args, "--plan"},
  };
  temp_dir dir;
  for (const use& u : uses) {
    INFO(u.command << " " << u.option << " ''");
    const cli_result r = run_shell("cd '" + dir.path + "' && '" + PIPESCHED_CLI_PATH + "' " + u.command + " " +
                                   u.option + " ''");
    require_one_error_line(r);
    CHECK(r.err.find("empty file name") != std::string::npos);
  }
  require_one_error_line(run_cli(train_args + " --save="));  // the same written with '='
  CHECK(entries(dir.path).empty());
}

TEST_CASE("an empty --resume is refused, not taken as a fresh run that replaces the checkpoint", "[cli][paths]") {
  temp_dir dir;
  const std::string ck = dir.file("ck.safetensors");
  REQUIRE(run_cli(train_base + " --steps 3 --save '" + ck + "'").status == 0);
  const std::string saved = read_text(ck);
  require_one_error_line(run_cli(train_args + " --resume '' --save '" + ck + "'"));
  CHECK(read_text(ck) == saved);  // the step-3 checkpoint is still there, byte for byte
}

TEST_CASE("two outputs that are one file are refused before any work, naming both options", "[cli][paths]") {
  temp_dir dir;
  const std::string x = dir.file("x");
  const cli_result train = run_cli(train_args + " --save '" + x + "' --trace '" + x + "'");
  require_one_error_line(train);  // nothing on stdout: no step ran
  CHECK(train.err.find("--save " + x + " and --trace " + x + " are the same file") != std::string::npos);
  CHECK(!fs::exists(x));

  // The same file by another name: "./", a symbolic link, an existing file or a new one.
  write_text(x, "old");
  fs::create_symlink("x", dir.file("link"));
  for (const std::string& other : {dir.path + "/./x", dir.file("link")}) {
    INFO(other);
    const cli_result r = run_cli(schedule_args + " -o '" + x + "' --torch-csv '" + other + "'");
    require_one_error_line(r);
    CHECK(r.err.find("-o " + x + " and --torch-csv " + other + " are the same file") != std::string::npos);
  }
  require_one_error_line(run_cli(schedule_args + " -o '" + dir.file("new") + "' --torch-csv '" + dir.path + "/./new'"));
  CHECK(read_text(x) == "old");
  CHECK(entries(dir.path) == std::vector<std::string>{"link", "x"});

  // Standard output is an output too: replacing its file would leave the printed text in
  // the unlinked old one.
  const cli_result into_stdout =
      run_shell("'" + std::string(PIPESCHED_CLI_PATH) + "' " + schedule_args + " --torch-csv '" + x + "' > '" + x + "'");
  require_one_error_line(into_stdout);
  CHECK(into_stdout.err.find("--torch-csv " + x + " is standard output's file") != std::string::npos);
  const cli_result trace_stdout =
      run_shell("'" + std::string(PIPESCHED_CLI_PATH) + "' " + train_args + " --trace '" + x + "' > '" + x + "'");
  require_one_error_line(trace_stdout);
}

TEST_CASE("an output may replace an input only with the same content: --resume ck --save ck continues",
          "[cli][paths]") {
  temp_dir dir;
  const std::string ck = dir.file("ck.safetensors");
  REQUIRE(run_cli(train_args + " --save '" + ck + "'").status == 0);
  const cli_result more = run_cli(train_args + " --resume '" + ck + "' --save '" + ck + "'");
  CHECK(more.status == 0);
  CHECK(more.out.find("resumed from " + ck + " after step 2") != std::string::npos);
  CHECK(run_cli(train_args + " --resume '" + ck + "'").out.find("after step 4") != std::string::npos);

  // A trace over the checkpoint it resumed from would throw the checkpoint away.
  const std::string saved = read_text(ck);
  const cli_result trace = run_cli(train_args + " --resume '" + ck + "' --trace '" + ck + "'");
  require_one_error_line(trace);
  CHECK(trace.err.find("--trace " + ck + " would replace --resume " + ck + " (a checkpoint) with a trace") !=
        std::string::npos);
  CHECK(read_text(ck) == saved);

  // The plans over the profile they were planned from, likewise (refused before it is read).
  const std::string profile = dir.file("p.json");
  write_text(profile, "measured");
  const cli_result plan = run_cli(plan_args + " --profile '" + profile + "' -o '" + profile + "'");
  require_one_error_line(plan);
  CHECK(plan.err.find("-o " + profile + " would replace --profile " + profile) != std::string::npos);
  CHECK(read_text(profile) == "measured");
}

TEST_CASE("the probe makes the writer's own temporary name: a name too long for it is refused before a step",
          "[cli][paths]") {
  temp_dir dir;
  const std::string name = dir.file(std::string(250, 'c'));  // fits NAME_MAX; name + ".tmpXXXXXX" does not
  const cli_result train = run_cli(train_args + " --save '" + name + "'");
  require_one_error_line(train);  // before today's fix: 2 steps, then "File name too long" at the save
  CHECK(train.err.find("File name too long") != std::string::npos);
  require_one_error_line(run_cli(schedule_args + " -o '" + name + "'"));
  require_one_error_line(run_cli("profile --model tiny --repeats 1 -o '" + name + "'"));
  CHECK(entries(dir.path).empty());
}

TEST_CASE("a file no one may write (mode 0444) is refused, root included", "[cli][paths]") {
  temp_dir dir;
  const std::string ro = dir.file("ro");
  write_text(ro, "keep");
  REQUIRE(::chmod(ro.c_str(), 0444) == 0);
  // Root passes access(W_OK) for every file: the probe must read the mode bits itself.
  INFO("running as uid " << ::geteuid());
  for (const std::string& args : {train_args + " --save", train_args + " --trace", schedule_args + " -o"}) {
    INFO(args);
    const cli_result r = run_cli(args + " '" + ro + "'");
    require_one_error_line(r);
    CHECK(r.err.find("is not writable") != std::string::npos);
  }
  CHECK(read_text(ro) == "keep");
}

TEST_CASE("a checkpoint never goes among standard output's text", "[cli][paths]") {
  // train always prints its text (or JSON) on stdout, so --save - is always refused.
  for (const char* format : {"text", "json", "jsonl"}) {
    INFO(format);
    const cli_result r = run_cli(train_args + " --format " + std::string(format) + " --save -");
    require_one_error_line(r);
    CHECK(r.err.find("--save -: a checkpoint is binary") != std::string::npos);
  }
  // Nor by another name for the same pipe.
  const cli_result dev = run_cli(train_args + " --save /dev/stdout");
  require_one_error_line(dev);
  CHECK(dev.err.find("standard output's file") != std::string::npos);
  // Text outputs may share standard output: the CSV, then the schedule.
  const cli_result csv = run_cli(schedule_args + " --torch-csv -");
  CHECK(csv.status == 0);
  CHECK(csv.out.rfind("0F0,", 0) == 0);
}

TEST_CASE("schedule -o /dev/stdout on a pipe is written in place", "[cli][paths]") {
  const cli_result r = run_cli(schedule_args + " -o /dev/stdout");
  CHECK(r.status == 0);
  CHECK(r.err.empty());
  CHECK(r.out == run_cli(schedule_args).out);
}

TEST_CASE("SIGTERM or SIGINT in the middle of a save leaves the old checkpoint and no temporary file",
          "[cli][paths][signals]") {
  temp_dir dir;
  const std::string f = dir.file("F");
  REQUIRE(run_cli(train_args + " --save '" + f + "'").status == 0);
  const std::string old = read_text(f);
  for (const int sig : {SIGTERM, SIGINT}) {
    INFO("signal " << sig);
    // The test hook raises the signal right after the save's temporary file is made.
    const shell_status s = status_of("PIPESCHED_TEST_SIGNAL_AFTER_TEMP_FILE=" + std::to_string(sig) + " '" +
                                     PIPESCHED_CLI_PATH + "' " + train_args + " --save '" + f + "' --save-every 1");
    CHECK(s.status == 128 + sig);  // ended by the signal, as the shell sees it
    CHECK(s.r.out.find("step    1") != std::string::npos);
    CHECK(s.r.out.find("saved") == std::string::npos);
    CHECK(entries(dir.path) == std::vector<std::string>{"F"});  // no F.tmpXXXXXX
    CHECK(read_text(f) == old);
  }
}

TEST_CASE("a closed standard output does not lose the run: the checkpoint is saved, then exit 1",
          "[cli][paths][signals]") {
  temp_dir dir;
  const std::string f = dir.file("F");
  const auto [status, err] = run_into_closed_pipe(train_args + " --save '" + f + "'", dir.file("err"));
  CHECK(status == 1);  // before: -13, killed by SIGPIPE at the header line, nothing saved
  CHECK(err == "pipesched: error: cannot write to standard output: Broken pipe\n");
  REQUIRE(fs::exists(f));
  CHECK(run_cli(train_args + " --resume '" + f + "'").out.find("resumed from " + f + " after step 2") !=
        std::string::npos);
  CHECK(entries(dir.path) == std::vector<std::string>{"F", "err"});
}

TEST_CASE("a write that fails after the probe exits 1, not 2: the input was sound", "[cli][paths]") {
  temp_dir dir;
  const std::string full = dir.file("full");
  if (!make_full_device(full)) return;
  for (const std::string& args : {schedule_args + " -o", schedule_args + " --torch-csv", plan_args + " -o",
                                  std::string("profile --model tiny --repeats 1 -o")}) {
    INFO(args);
    const cli_result r = run_cli(args + " '" + full + "'");
    CHECK(r.status == 1);
    CHECK(r.err == "pipesched: error: cannot write '" + full + "': No space left on device\n");
  }
  const cli_result save = run_cli(train_args + " --save '" + full + "'");
  CHECK(save.status == 1);
  CHECK(save.out.find("step    2") != std::string::npos);  // the steps ran; the save failed
  CHECK(std::count(save.err.begin(), save.err.end(), '\n') == 1);
  CHECK(save.err.find("No space left on device") != std::string::npos);
}

TEST_CASE("an unreadable --plan file is named once", "[cli][paths]") {
  temp_dir dir;
  const cli_result r = run_cli(train_args + " --plan '" + dir.file("absent") + "'");
  require_one_error_line(r);
  CHECK(r.err == "pipesched: error: --plan " + dir.file("absent") + ": cannot be read (No such file or directory)\n");
}
