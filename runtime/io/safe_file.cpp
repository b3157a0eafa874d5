#include "runtime/io/safe_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <vector>

namespace pipesched::io {

namespace {

namespace fs = std::filesystem;

std::string quoted(std::string_view option, const std::string& path) {
  return option.empty() ? "'" + path + "'" : std::string(option) + " " + path;
}

// `path` with every symbolic link in its last component followed (a dangling link gives
// the path it points at, which is then created). Relative links resolve from the link's
// directory, as the kernel does.
std::string follow_links(const std::string& path) {
  fs::path p = path;
  for (int hops = 0; hops < 40; ++hops) {  // the kernel's own limit on nested links
    std::error_code ec;
    if (!fs::is_symlink(fs::symlink_status(p, ec))) return p.string();
    const fs::path to = fs::read_symlink(p, ec);
    if (ec) return p.string();
    p = to.is_absolute() ? to : p.parent_path() / to;
  }
  throw file_error("cannot write '" + path + "': " + std::strerror(ELOOP));
}

std::string directory_of(const std::string& target) {
  const fs::path dir = fs::path(target).parent_path();
  return dir.empty() ? "." : dir.string();
}

// A regular file, or nothing yet: written by temporary file and rename.
bool replaced_whole(const struct stat* st) { return st == nullptr || S_ISREG(st->st_mode); }

// mkstemp of `pattern` (ending in XXXXXX); returns the fd and rewrites `pattern` to the name.
int make_unique_file(std::string& pattern) {
  std::vector<char> name(pattern.begin(), pattern.end());
  name.push_back('\0');
  const int fd = ::mkstemp(name.data());
  if (fd >= 0) pattern = name.data();
  return fd;
}

void sync_directory(const std::string& dir) {
  // Best effort: some file systems refuse fsync on a directory; the rename itself stands.
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

output_file::output_file(const std::string& path) : path_(path) {
  if (path.empty()) throw file_error("the output file name is empty");
  if (path == "-") {
    to_stdout_ = true;
    return;
  }
  target_ = follow_links(path);
  struct stat st {};
  const bool exists = ::stat(target_.c_str(), &st) == 0;
  if (!exists && errno != ENOENT) fail("", errno);
  if (exists && S_ISDIR(st.st_mode)) fail("", EISDIR);
  if (!replaced_whole(exists ? &st : nullptr)) {
    // A device or FIFO: written in place. O_NOCTTY: a terminal named here must not become
    // this process's controlling terminal.
    fd_ = ::open(target_.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd_ < 0) fail("opening it in place", errno);
    return;
  }
  temp_ = target_ + ".tmpXXXXXX";
  fd_ = make_unique_file(temp_);
  if (fd_ < 0) {
    const int error = errno;
    temp_.clear();
    fail("creating a temporary file beside it", error);
  }
  // mkstemp makes the file 0600: give it the old file's mode, or a new file's.
  mode_t mode = 0;
  if (exists) {
    mode = st.st_mode & 07777;
    // Root replacing another user's file keeps its owner; for anyone else this fails
    // harmlessly (they can only replace what they may write, as themselves).
    if (::fchown(fd_, st.st_uid, st.st_gid) != 0) errno = 0;
  } else {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    mode = 0666 & ~mask;
  }
  if (::fchmod(fd_, mode) != 0) fail("setting the temporary file's mode", errno);
}

output_file::~output_file() {
  if (!committed_) discard();
}

void output_file::discard() noexcept {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  if (!temp_.empty()) ::unlink(temp_.c_str());
  temp_.clear();
}

void output_file::fail(const std::string& what, int error) {
  discard();
  committed_ = true;  // nothing left to clean up
  throw file_error("cannot write '" + path_ + "'" + (what.empty() ? "" : " (" + what + ")") + ": " +
                   std::strerror(error));
}

void output_file::write(const void* data, std::size_t size) {
  if (committed_) throw file_error("cannot write '" + path_ + "': it was already committed");
  if (to_stdout_) {
    if (size > 0 && std::fwrite(data, 1, size, stdout) != size) fail("", errno ? errno : EIO);
    return;
  }
  const auto* p = static_cast<const char*>(data);
  while (size > 0) {
    const ssize_t n = ::write(fd_, p, size);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("", n < 0 ? errno : EIO);
    p += n;
    size -= static_cast<std::size_t>(n);
  }
}

void output_file::commit() {
  if (committed_) return;
  if (to_stdout_) {
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) fail("", errno ? errno : EIO);
    committed_ = true;
    return;
  }
  if (!temp_.empty() && ::fsync(fd_) != 0) fail("", errno);
  const int closed = ::close(fd_);
  fd_ = -1;
  if (closed != 0 && errno != EINTR) fail("", errno);
  if (!temp_.empty()) {
    if (::rename(temp_.c_str(), target_.c_str()) != 0) fail("renaming the temporary file over it", errno);
    temp_.clear();
    sync_directory(directory_of(target_));
  }
  committed_ = true;
}

void write_file(const std::string& path, std::string_view text) {
  output_file out(path);
  out.write(text);
  out.commit();
}

void check_output_path(const std::string& path, std::string_view option) {
  if (path.empty() || path == "-") return;
  const std::string what = quoted(option, path);
  const std::string target = follow_links(path);
  const std::string dir = directory_of(target);
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0)
    throw file_error(what + ": the directory " + dir + " cannot be used (" + std::strerror(errno) + ")");
  if (!S_ISDIR(st.st_mode)) throw file_error(what + ": " + dir + " is not a directory");
  const bool exists = ::stat(target.c_str(), &st) == 0;
  if (exists && S_ISDIR(st.st_mode)) throw file_error(what + ": is a directory");
  if (exists && S_ISFIFO(st.st_mode)) {
    // Not opened: closing a probe's write end would give a reader already waiting an
    // end of file, and the real write would then wait for a reader that has gone.
    if (::access(target.c_str(), W_OK) != 0)
      throw file_error(what + ": cannot be written (" + std::strerror(errno) + ")");
    return;
  }
  if (exists && !S_ISREG(st.st_mode)) {
    // A device (or socket), written in place: it must open for writing. O_NONBLOCK: never
    // wait here for a device that is busy.
    const int fd = ::open(target.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) throw file_error(what + ": cannot be opened for writing (" + std::strerror(errno) + ")");
    ::close(fd);
    return;
  }
  if (exists && ::access(target.c_str(), W_OK) != 0)
    throw file_error(what + ": is not writable (" + std::strerror(errno) +
                     "); its mode is kept when it is replaced, so change it or choose another name");
  // Replaced by a temporary file and a rename: the directory must take a new file.
  std::string probe = dir + "/.pipesched-probe-XXXXXX";
  const int fd = make_unique_file(probe);
  if (fd < 0) throw file_error(what + ": cannot create a file in " + dir + " (" + std::strerror(errno) + ")");
  ::close(fd);
  ::unlink(probe.c_str());
}

std::string read_file(const std::string& path, std::int64_t max_bytes, std::string_view option) {
  const std::string what = quoted(option, path);
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw file_error(what + ": cannot be read (" + std::strerror(errno) + ")");
  struct closer {
    int fd;
    ~closer() { ::close(fd); }
  } close_at_end{fd};
  const std::string too_long =
      what + ": is larger than the limit of " + std::to_string(max_bytes) + " bytes for this file";
  struct stat st {};
  if (::fstat(fd, &st) != 0) throw file_error(what + ": cannot be read (" + std::strerror(errno) + ")");
  if (S_ISDIR(st.st_mode)) throw file_error(what + ": is a directory");
  if (S_ISREG(st.st_mode) && st.st_size > max_bytes)
    throw file_error(what + ": is " + std::to_string(st.st_size) + " bytes, larger than the limit of " +
                     std::to_string(max_bytes) + " bytes for this file");
  // Streams (and a regular file growing while read): at most one byte past the limit.
  std::string text;
  const auto cap = static_cast<std::size_t>(max_bytes) + 1;
  if (S_ISREG(st.st_mode)) text.reserve(static_cast<std::size_t>(st.st_size));
  char buf[1 << 16];
  while (text.size() < cap) {
    const ssize_t n = ::read(fd, buf, std::min(sizeof buf, cap - text.size()));
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw file_error(what + ": cannot be read (" + std::strerror(errno) + ")");
    if (n == 0) return text;
    text.append(buf, static_cast<std::size_t>(n));
  }
  throw file_error(too_long);
}

}  // namespace pipesched::io
