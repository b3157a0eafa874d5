// `pipesched`: the command-line tool. Each subcommand lives in its own
// <name>_command.{hpp,cpp} and registers itself below; errors print one line and exit 2.
// Output that could not be written (a full disk, /dev/full, a closed pipe) exits 1.
//
// Signals: SIGPIPE is ignored, so a reader that goes away (`train --save f | head -1`)
// turns writes to standard output into EPIPE errors: the run goes on to its end and its
// checkpoint, then exits 1 with one line (finish_stdout). SIGINT, SIGTERM, SIGHUP and
// SIGABRT first remove the temporary file of an output being written, then end the
// process as they would have (runtime/io/temp_files.hpp).
//
// Freed memory stays in the process (keep_freed_memory): a training step frees and
// allocates the same activation sizes every step, and glibc's defaults hand blocks over
// 128 KiB back to the kernel (munmap, heap trimming) only to fault them in again, zeroed,
// on the next step: 7-17% of a `--model small` step's CPU time on the `cpu` backend
// (docs/cpu-speed.md).
#include <malloc.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <streambuf>
#include <string>

#include <CLI/CLI.hpp>

#include <pipesched/version.hpp>

#include "command_line.hpp"
#include "runtime/io/temp_files.hpp"
#include "schedule_command.hpp"

namespace {

// Blocks up to 32 MiB (glibc's largest mmap threshold) come from the heap, which is trimmed
// only above 1 GiB free at its top.
void keep_freed_memory() {
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
}

// std::cout's buffer: stdout's own (so std::cout and stdio stay in order), keeping the errno
// of the first write that failed, which stdio forgets by the time the run ends.
class stdout_buffer : public std::streambuf {
 public:
  int error = 0;

 protected:
  int_type overflow(int_type c) override {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    return std::fputc(c, stdout) == EOF ? failed() : c;
  }
  std::streamsize xsputn(const char* s, std::streamsize n) override {
    const std::size_t written = std::fwrite(s, 1, static_cast<std::size_t>(n), stdout);
    if (written != static_cast<std::size_t>(n)) failed();
    return static_cast<std::streamsize>(written);
  }
  int sync() override { return std::fflush(stdout) == 0 ? 0 : (failed(), -1); }

 private:
  int_type failed() {
    if (error == 0) error = errno != 0 ? errno : EIO;
    return traits_type::eof();
  }
};

// Every command writes its figures to std::cout: a write that failed on the way (a full
// disk, /dev/full), or the last flush and close failing now, turns a successful run into
// exit 1 with one line on stderr. A run that failed already keeps its status and its line.
int finish_stdout(int status, stdout_buffer& buffer) {
  std::cout.flush();
  if (std::fflush(stdout) != 0 && buffer.error == 0) buffer.error = errno;
  if (std::fclose(stdout) != 0 && buffer.error == 0) buffer.error = errno;
  if (buffer.error == 0 || status != 0) return status;
  std::cerr << pipesched::cli::error_line(std::string("cannot write to standard output: ") +
                                          std::strerror(buffer.error))
            << std::flush;
  return 1;
}

int run(int argc, char** argv) {
  CLI::App app{"Memory-bounded pipeline-parallel schedules", "pipesched"};
  app.set_version_flag("--version", PIPESCHED_VERSION_STRING);
  app.require_subcommand(1);
  app.failure_message([](const CLI::App*, const CLI::Error& e) {
    return pipesched::cli::error_line(std::string(e.what()) + " (run with --help for usage)");
  });

  pipesched::cli::add_commands(app);

  try {
    app.parse(argc, argv);
  } catch (const CLI::RuntimeError& e) {
    // A command that ran and failed: its own status (exit_usage, exit_write_failed,
    // exit_nothing_fits), after its own line.
    return e.get_exit_code();
  } catch (const CLI::Error& e) {
    // An argument nothing took explains a parse error better than the one CLI11 met first
    // ("--devices is required" for `--devcies 4`); a command's own failure (RuntimeError)
    // and --help/--version (exit 0) keep theirs.
    const bool parse_error = dynamic_cast<const CLI::ParseError*>(&e) != nullptr &&
                             dynamic_cast<const CLI::RuntimeError*>(&e) == nullptr && e.get_exit_code() != 0;
    if (parse_error)
      if (const auto message = pipesched::cli::unknown_argument_message(app)) {
        std::cerr << pipesched::cli::error_line(*message) << std::flush;
        return pipesched::cli::exit_usage;
      }
    // --help and --version exit 0; plan's "nothing fits" 3; every other error exits 2.
    const int code = app.exit(e);
    return code == 0 || code == pipesched::cli::exit_nothing_fits ? code : pipesched::cli::exit_usage;
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::signal(SIGPIPE, SIG_IGN);
  keep_freed_memory();
  pipesched::io::remove_temp_files_on_signals();
  stdout_buffer buffer;
  std::streambuf* const original = std::cout.rdbuf(&buffer);
  const int status = finish_stdout(run(argc, argv), buffer);
  std::cout.rdbuf(original);
  return status;
}
