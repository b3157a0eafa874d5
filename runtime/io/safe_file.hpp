#pragma once
// Every file the tool writes (-o, --save, --trace) and reads (--torch-csv, --profile,
// --plan, --resume) goes through here, so hostile paths get one treatment:
//
// Writing. A new file or an existing regular file is written to a unique temporary file
// beside it (TARGET.tmpXXXXXX, temp_files.hpp), flushed, fsynced and renamed over it, and
// the directory is fsynced: a reader sees the old file or the new one, never half of one,
// and a failed run leaves the old file as it was and no temporary file: an exception
// removes it, and so does SIGINT, SIGTERM, SIGHUP or SIGABRT once the tool installed
// remove_temp_files_on_signals(). An existing file keeps its mode (a new one gets 0666 &
// ~umask). A symbolic link is followed: its target is replaced and the link stays a link.
// Anything else (a character or block device, a FIFO, /dev/stdout on a pipe) is opened and
// written in place as a stream, never replaced or unlinked, so `-o /dev/null` stays a
// device. "-" is standard output.
//
// Who may replace a file: anyone the kernel lets write it (faccessat with the effective
// ids), and root, whom the kernel lets write anything, only a file with some write bit:
// a file no one may write (0444) was made read-only on purpose and is refused, not replaced.
//
// Several paths of one command (two outputs that are one file, an output over an input, a
// checkpoint among stdout's text): io::check_paths, whose rule is in path_checks.hpp.
//
// Reading. A file is read only up to a limit (include/pipesched/core/limits.hpp): a larger
// regular file is refused by its size, and a stream (a FIFO, /dev/zero) is read to at most
// one byte past the limit, so no input can exhaust memory.
//
// Every failure throws file_error with one line naming the path and the reason (strerror).
#include <sys/stat.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pipesched::io {

class file_error : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A write that failed once it had begun (a full disk, a closed pipe, a rename refused):
// the input was fine, so the tool exits 1 for it, not 2. The probes throw file_error.
class write_error : public file_error {
 public:
  using file_error::file_error;
};

// One output being written; commit() makes it visible. Destroyed uncommitted (an exception
// on the way), it removes its temporary file and leaves the target as it was.
class output_file {
 public:
  explicit output_file(const std::string& path);
  output_file(const output_file&) = delete;
  output_file& operator=(const output_file&) = delete;
  ~output_file();

  void write(const void* data, std::size_t size);
  void write(std::string_view text) { write(text.data(), text.size()); }
  // Flushes and fsyncs, then renames the temporary file over the target (a regular target)
  // or closes the stream (anything else).
  void commit();

 private:
  // Throws write_error "cannot write 'PATH' (STEP): strerror(error)" after cleaning up.
  [[noreturn]] void fail(const std::string& step, int error);
  void discard() noexcept;

  std::string path_;    // as given, for messages
  std::string target_;  // path_ with symbolic links followed
  std::string temp_;    // the temporary file beside target_; empty when written in place
  int temp_slot_ = -1;  // its entry in temp_files.hpp's table
  int fd_ = -1;
  bool to_stdout_ = false;
  bool committed_ = false;
};

// `text` into `path` through an output_file.
void write_file(const std::string& path, std::string_view text);

// Checks, before any work, that `path` can be written as write_file would: its directory
// exists and takes the very temporary file the writer will make (TARGET.tmpXXXXXX is
// created and removed there, so a name too long for it fails here, not after the work),
// the path is not a directory, an existing regular file or FIFO may be replaced or
// written (see "Who may replace a file"; a FIFO is not opened: a probe would hand its
// reader an end of file), and a device opens for writing. Empty and "-" pass. `option`
// ("-o", "--save") starts each message. Throws file_error.
void check_output_path(const std::string& path, std::string_view option);

// Where an output path really leads: the file a rename replaces (links followed), or the
// name a stream is opened by (in_place: a device, FIFO or socket, never replaced).
struct output_target {
  std::string path;
  bool exists = false;
  bool in_place = false;
  struct stat st {};  // valid when exists
  int error = 0;      // stat's errno when it failed for another reason than ENOENT
};
output_target resolve_output(const std::string& path);

// The content of `path`, refused with file_error when it holds more than `max_bytes`
// bytes (a regular file by its size before reading; a stream after max_bytes + 1 bytes).
// `option` ("--torch-csv") starts each message.
std::string read_file(const std::string& path, std::int64_t max_bytes, std::string_view option);

}  // namespace pipesched::io
