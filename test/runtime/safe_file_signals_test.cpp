// runtime/io/temp_files.hpp: an output's temporary file is known to the signal handler
// from before it exists until after it is renamed, and the handler removes it and ends the
// process by the signal it got.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include "runtime/io/safe_file.hpp"
#include "runtime/io/temp_files.hpp"

namespace fs = std::filesystem;

namespace safe_file_signals_test {

struct scratch_dir {
  std::string path;
  scratch_dir() {
    char pattern[] = "/tmp/pipesched_signals_XXXXXX";
    REQUIRE(::mkdtemp(pattern) != nullptr);
    path = pattern;
  }
  ~scratch_dir() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(path)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }
};

}  // namespace safe_file_signals_test

using safe_file_signals_test::scratch_dir;

TEST_CASE("a temporary file is registered while it exists and released once renamed", "[io][signals]") {
  scratch_dir dir;
  const std::string target = dir.path + "/out";
  {
    pipesched::io::output_file out(target);
    out.write("half");
    REQUIRE(dir.names().size() == 1);
    CHECK(dir.names().front().rfind("out.tmp", 0) == 0);
    CHECK(dir.names().front().size() == std::string("out.tmpXXXXXX").size());
    pipesched::io::remove_live_temp_files();  // what the handler does
    CHECK(dir.names().empty());
  }  // the writer's own cleanup then finds nothing, harmlessly
  pipesched::io::write_file(target, "whole");
  pipesched::io::remove_live_temp_files();  // released after the rename: the file stays
  CHECK(dir.names() == std::vector<std::string>{"out"});
}

TEST_CASE("SIGTERM while an output is being written removes its temporary file and ends by SIGTERM",
          "[io][signals]") {
  scratch_dir dir;
  const std::string target = dir.path + "/ckpt";
  pipesched::io::write_file(target, "old");
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    pipesched::io::remove_temp_files_on_signals();
    pipesched::io::output_file out(target);
    out.write("new, half written");
    ::raise(SIGTERM);
    ::_exit(0);  // not reached: the signal ends the process
  }
  int raw = 0;
  REQUIRE(::waitpid(pid, &raw, 0) == pid);
  CHECK(WIFSIGNALED(raw));
  CHECK(WTERMSIG(raw) == SIGTERM);
  CHECK(dir.names() == std::vector<std::string>{"ckpt"});
}

TEST_CASE("temporary names follow the writer's pattern and never clash", "[io][signals]") {
  scratch_dir dir;
  std::vector<pipesched::io::temp_file> made;
  for (int i = 0; i < 40; ++i) {  // more than the table holds: the rest are unregistered, still unique
    made.push_back(pipesched::io::create_temp_file(dir.path + "/x.tmp"));
    REQUIRE(made.back().fd >= 0);
  }
  CHECK(dir.names().size() == 40);
  CHECK(std::count_if(made.begin(), made.end(), [](const auto& t) { return t.slot >= 0; }) ==
        pipesched::io::max_live_temp_files);
  for (const auto& t : made) {
    ::close(t.fd);
    ::unlink(t.name.c_str());
    pipesched::io::release_temp_file(t.slot);
  }
  CHECK(dir.names().empty());
}
