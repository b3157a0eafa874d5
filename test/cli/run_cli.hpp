#pragma once
// Runs the built `pipesched` (PIPESCHED_CLI_PATH) through the shell and collects its
// stdout, stderr and exit status; plus small file helpers for the CLI tests.
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>

#include <pipesched/generate.hpp>

#ifndef PIPESCHED_CLI_PATH
#error "PIPESCHED_CLI_PATH must name the built pipesched executable (see test/CMakeLists.txt)"
#endif

namespace pipesched::test {

struct cli_result {
  int status = -1;  // exit status, -1 when the process did not exit normally
  std::string out;
  std::string err;
};

inline std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_text(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

// A fresh directory under /tmp, removed with its files when the object goes.
struct temp_dir {
  std::string path;
  temp_dir() {
    char pattern[] = "/tmp/pipesched_cli_test_dir_XXXXXX";
    const char* made = mkdtemp(pattern);
    REQUIRE(made != nullptr);
    path = made;
  }
  ~temp_dir() { (void)std::system(("rm -rf '" + path + "'").c_str()); }
  std::string file(const std::string& name) const { return path + "/" + name; }
};

// The lines of `text` that start with `prefix`.
inline std::vector<std::string> lines_starting(const std::string& text, const std::string& prefix) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.rfind(prefix, 0) == 0) out.push_back(line);
  return out;
}

// Every family's name, from the library, so a new family is tested without a list to update.
inline std::vector<std::string> all_family_names() {
  std::vector<std::string> names;
  for (pipesched::family f : pipesched::all_families) names.emplace_back(pipesched::to_string(f));
  return names;
}

// The small GPT of the train tests, as an option (test/train/grid_options.hpp's model).
inline const std::string small_model = "--model layers=8,dim=8,heads=2,seq=4,vocab=16,batch=2";

// Runs `command` through the shell, its stdout and stderr collected apart.
inline cli_result run_shell(const std::string& command) {
  char err_path[] = "/tmp/pipesched_cli_test_XXXXXX";
  const int fd = mkstemp(err_path);
  REQUIRE(fd >= 0);
  close(fd);
  cli_result r;
  FILE* pipe = popen((command + " 2>'" + err_path + "'").c_str(), "r");
  REQUIRE(pipe != nullptr);
  char buffer[4096];
  for (std::size_t n; (n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;) r.out.append(buffer, n);
  const int raw = pclose(pipe);
  r.status = raw != -1 && WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  r.err = read_text(err_path);
  std::remove(err_path);
  return r;
}

// `pipesched <args>` (args are passed to the shell as written).
inline cli_result run_cli(const std::string& args) {
  return run_shell(std::string("'") + PIPESCHED_CLI_PATH + "' " + args);
}

// Bad input: exit 2, nothing on stdout, one "pipesched: error: " line on stderr.
inline void require_one_error_line(const cli_result& r) {
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
  CHECK(r.err.rfind("pipesched: error: ", 0) == 0);
}

// require_one_error_line, and that line holds each of `what`.
inline void require_one_error_line_naming(const cli_result& r, const std::vector<std::string>& what) {
  require_one_error_line(r);
  for (const std::string& w : what) {
    INFO(r.err);
    CHECK(r.err.find(w) != std::string::npos);
  }
}

}  // namespace pipesched::test
