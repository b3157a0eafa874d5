// Issue 22, item 1: every output of `pipesched` goes through runtime/io/safe_file.hpp. A
// regular file is replaced whole (mode kept), a link's target is replaced, a device or FIFO
// is written in place and stays what it was, an unwritable path is refused before any
// work, a failed write to stdout exits 1, and every read stops at its limit. The special
// files are made in a scratch directory (device nodes only as root), never the machine's.
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>  // makedev
#include <unistd.h>

#include <filesystem>
#include <string>

#include "run_cli.hpp"

using namespace pipesched::test;
namespace fs = std::filesystem;

namespace {

const std::string small_schedule = "schedule --family 1f1b --devices 2 --microbatches 4";
const std::string small_train = "train --devices 2 --microbatches 2 --steps 2 " + small_model;

mode_t mode_of(const std::string& path) {
  struct stat st {};
  REQUIRE(::lstat(path.c_str(), &st) == 0);
  return st.st_mode;
}

// Only root may make device nodes; the tests that need one say so and return.
bool make_char_device(const std::string& path, unsigned minor) {
  if (::geteuid() != 0) {
    WARN("skipped: making a device node needs root");
    return false;
  }
  REQUIRE(::mknod(path.c_str(), S_IFCHR | 0666, ::makedev(1, minor)) == 0);
  return true;
}

std::vector<std::string> names_in(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir)) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("schedule -o replaces a regular file keeping its mode, and -o - writes standard output",
          "[cli][output]") {
  temp_dir dir;
  const std::string out = dir.file("s.txt");
  write_text(out, "old");
  REQUIRE(::chmod(out.c_str(), 0640) == 0);
  const cli_result r = run_cli(small_schedule + " -o '" + out + "'");
  REQUIRE(r.status == 0);
  const cli_result plain = run_cli(small_schedule);
  CHECK(read_text(out) == plain.out);
  CHECK((mode_of(out) & 07777) == 0640);
  CHECK(names_in(dir.path) == std::vector<std::string>{"s.txt"});

  const cli_result dash = run_cli(small_schedule + " -o -");
  CHECK(dash.status == 0);
  CHECK(dash.out == plain.out);
  CHECK(!fs::exists("-"));
}

TEST_CASE("schedule -o through a symbolic link replaces the link's target and the link stays a link",
          "[cli][output]") {
  temp_dir dir;
  write_text(dir.file("target.txt"), "old");
  fs::create_symlink("target.txt", dir.file("link.txt"));
  REQUIRE(run_cli(small_schedule + " -o '" + dir.file("link.txt") + "'").status == 0);
  CHECK(S_ISLNK(mode_of(dir.file("link.txt"))));
  CHECK(read_text(dir.file("target.txt")) == run_cli(small_schedule).out);
}

TEST_CASE("schedule -o to a FIFO streams into it and the FIFO stays a FIFO", "[cli][output]") {
  temp_dir dir;
  const std::string fifo = dir.file("pipe");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  // `cat` reads the FIFO in the background while pipesched writes it.
  const cli_result r = run_shell("cat '" + fifo + "' > '" + dir.file("got") + "' & '" + PIPESCHED_CLI_PATH + "' " +
                                 small_schedule + " -o '" + fifo + "'; s=$?; wait; exit $s");
  CHECK(r.status == 0);
  CHECK(S_ISFIFO(mode_of(fifo)));
  CHECK(read_text(dir.file("got")) == run_cli(small_schedule).out);
  CHECK(names_in(dir.path) == std::vector<std::string>{"got", "pipe"});
}

TEST_CASE("schedule -o and train --save to a null device node write in place and it stays a device",
          "[cli][output]") {
  temp_dir dir;
  const std::string null = dir.file("null");
  if (!make_char_device(null, 3)) return;
  CHECK(run_cli(small_schedule + " -o '" + null + "'").status == 0);
  CHECK(run_cli(small_train + " --save '" + null + "'").status == 0);
  struct stat st {};
  REQUIRE(::stat(null.c_str(), &st) == 0);
  CHECK(S_ISCHR(st.st_mode));
  CHECK(st.st_rdev == ::makedev(1, 3));
  CHECK(names_in(dir.path) == std::vector<std::string>{"null"});
}

TEST_CASE("a full standard output exits 1 with one error line, for one write and for train's per-step lines",
          "[cli][output]") {
  temp_dir dir;
  const std::string full = dir.file("full");
  if (!make_char_device(full, 7)) return;
  for (const std::string& args : {small_schedule, small_train, std::string("families")}) {
    INFO(args);
    const cli_result r = run_shell(std::string("'") + PIPESCHED_CLI_PATH + "' " + args + " > '" + full + "'");
    CHECK(r.status == 1);
    CHECK(r.err == "pipesched: error: cannot write to standard output: No space left on device\n");
  }
  // -o to the full device: the write fails after the work (exit 1, not bad input's 2), the
  // device stays.
  const cli_result o = run_cli(small_schedule + " -o '" + full + "'");
  CHECK(o.status == 1);
  CHECK(o.out.empty());
  CHECK(o.err == "pipesched: error: cannot write '" + full + "': No space left on device\n");
  CHECK(S_ISCHR(mode_of(full)));
}

TEST_CASE("an output path that cannot be written is refused before any work", "[cli][output]") {
  temp_dir dir;
  write_text(dir.file("a_file"), "x");
  // Root ignores modes, so the unwritable directory is a regular file.
  const std::string under_file = dir.file("a_file") + "/ckpt.safetensors";
  const cli_result save = run_cli(small_train + " --save '" + under_file + "'");
  require_one_error_line(save);  // nothing on stdout: not one step ran
  CHECK(save.err.find("--save " + under_file + ": ") != std::string::npos);
  CHECK(save.err.find("is not a directory") != std::string::npos);
  require_one_error_line(run_cli(small_train + " --trace '" + under_file + "'"));
  require_one_error_line(run_cli(small_schedule + " -o '" + under_file + "'"));
  require_one_error_line(run_cli("plan --model gpt-1.5b --devices 8 --memory-cap 80GB --global-batch 512 -o '" +
                                 under_file + "'"));
  require_one_error_line(run_cli(small_schedule + " -o '" + dir.path + "'"));  // a directory
  CHECK(names_in(dir.path) == std::vector<std::string>{"a_file"});
}

TEST_CASE("every file read stops at its limit: a huge sparse file, a FIFO fed forever, a zero device",
          "[cli][output]") {
  temp_dir dir;
  const std::string sparse = dir.file("sparse");
  write_text(sparse, "");
  fs::resize_file(sparse, std::uintmax_t{64} << 30);  // 64 GiB of nothing
  for (const char* args : {"check --devices 2 --torch-csv", "train --plan", "train --resume",
                                  "plan --model gpt-1.5b --devices 8 --memory-cap 80GB --global-batch 512 --profile"}) {
    INFO(args);
    const cli_result r = run_cli(std::string(args) + " '" + sparse + "'");
    require_one_error_line(r);
    CHECK((r.err.find("larger than the limit") != std::string::npos ||
           r.err.find("more than a checkpoint of these stages can be") != std::string::npos));
  }

  // A FIFO with a writer that never stops (`yes` ends by SIGPIPE once pipesched gives up).
  const std::string fifo = dir.file("endless");
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  for (const char* args : {"check --devices 2 --torch-csv", "train --plan"}) {
    INFO(args);
    const cli_result r = run_shell("(yes > '" + fifo + "' 2>/dev/null &); '" + PIPESCHED_CLI_PATH + "' " + args +
                                   " '" + fifo + "'");
    require_one_error_line(r);
    CHECK(r.err.find("larger than the limit") != std::string::npos);
    // Should pipesched have refused before opening the FIFO, `yes` still waits to open it:
    // a reader that comes and goes lets it open, write and end.
    const int fd = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    if (fd >= 0) ::close(fd);
  }
  // A checkpoint is read from a regular file only: a FIFO is refused without waiting.
  const cli_result resume = run_cli("train --resume '" + fifo + "'");
  require_one_error_line(resume);
  CHECK(resume.err.find("is not a regular file") != std::string::npos);

  const std::string zero = dir.file("zero");
  if (!make_char_device(zero, 5)) return;
  for (const char* args : {"check --devices 2 --torch-csv", "train --plan", "train --resume"}) {
    INFO(args);
    const cli_result r = run_cli(std::string(args) + " '" + zero + "'");
    require_one_error_line(r);
  }
}
