#include "runtime/io/safe_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "runtime/io/temp_files.hpp"

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

// Why the existing file `target` may not be replaced or written, or "" (see "Who may
// replace a file" in the header).
std::string refusal_to_write(const std::string& target, const struct stat& st) {
  if (::geteuid() == 0) {
    if ((st.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH)) != 0) return "";
    char mode[8];
    std::snprintf(mode, sizeof mode, "%04o", static_cast<unsigned>(st.st_mode & 07777));
    return std::string("mode ") + mode + " lets no one write it, root included";
  }
  if (::faccessat(AT_FDCWD, target.c_str(), W_OK, AT_EACCESS) == 0) return "";
  return std::strerror(errno);
}

void sync_directory(const std::string& dir) {
  // Best effort: some file systems refuse fsync on a directory; the rename itself stands.
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

output_target resolve_output(const std::string& path) {
  output_target r;
  // stat() of the path as given follows every link, /proc's "magic" ones too (/dev/stdout
  // on a pipe reads "pipe:[N]", a name no path reaches): a stream is opened by this name.
  if (::stat(path.c_str(), &r.st) == 0 && !S_ISREG(r.st.st_mode) && !S_ISDIR(r.st.st_mode)) {
    r.path = path;
    r.exists = r.in_place = true;
    return r;
  }
  r.path = follow_links(path);  // a regular file is replaced where it really is
  r.exists = ::stat(r.path.c_str(), &r.st) == 0;
  if (!r.exists && errno != ENOENT) r.error = errno;
  return r;
}

output_file::output_file(const std::string& path) : path_(path) {
  if (path.empty()) throw write_error("the output file name is empty");
  if (path == "-") {
    to_stdout_ = true;
    return;
  }
  const output_target where = resolve_output(path);
  target_ = where.path;
  const bool exists = where.exists;
  const struct stat& st = where.st;
  if (where.error != 0) fail("", where.error);
  if (exists && S_ISDIR(st.st_mode)) fail("", EISDIR);
  if (where.in_place) {
    // A device or FIFO: written in place. O_NOCTTY: a terminal named here must not become
    // this process's controlling terminal.
    fd_ = ::open(target_.c_str(), O_WRONLY | O_NOCTTY | O_CLOEXEC);
    if (fd_ < 0) fail("opening it in place", errno);
    return;
  }
  if (exists) {
    const std::string why = refusal_to_write(target_, st);
    if (!why.empty()) {
      committed_ = true;
      throw write_error("cannot write '" + path_ + "': " + why);
    }
  }
  temp_file temp = create_temp_file(target_ + ".tmp");
  if (temp.fd < 0) fail("creating a temporary file beside it", errno);
  fd_ = temp.fd;
  temp_ = std::move(temp.name);
  temp_slot_ = temp.slot;
  test_hook_after_temp_file();
  // The new file is 0600: give it the old file's mode, or a new file's.
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
  release_temp_file(temp_slot_);  // after the unlink: a signal before it finds the name
  temp_slot_ = -1;
}

void output_file::fail(const std::string& what, int error) {
  discard();
  committed_ = true;  // nothing left to clean up
  throw write_error("cannot write '" + path_ + "'" + (what.empty() ? "" : " (" + what + ")") + ": " +
                   std::strerror(error));
}

void output_file::write(const void* data, std::size_t size) {
  if (committed_) throw write_error("cannot write '" + path_ + "': it was already committed");
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
    release_temp_file(temp_slot_);  // after the rename: a signal before it finds the name gone
    temp_slot_ = -1;
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
  const output_target where = resolve_output(path);
  const std::string& target = where.path;
  const struct stat& st = where.st;
  if (where.in_place && S_ISFIFO(st.st_mode)) {
    // Not opened: closing a probe's write end would give a reader already waiting an
    // end of file, and the real write would then wait for a reader that has gone.
    const std::string why = refusal_to_write(target, st);
    if (!why.empty()) throw file_error(what + ": cannot be written (" + why + ")");
    return;
  }
  if (where.in_place) {
    // A device (or socket), written in place: it must open for writing. O_NONBLOCK: never
    // wait here for a device that is busy.
    const int fd = ::open(target.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) throw file_error(what + ": cannot be opened for writing (" + std::strerror(errno) + ")");
    ::close(fd);
    return;
  }
  const std::string dir = directory_of(target);
  struct stat dir_st {};
  if (::stat(dir.c_str(), &dir_st) != 0)
    throw file_error(what + ": the directory " + dir + " cannot be used (" + std::strerror(errno) + ")");
  if (!S_ISDIR(dir_st.st_mode)) throw file_error(what + ": " + dir + " is not a directory");
  if (where.exists && S_ISDIR(st.st_mode)) throw file_error(what + ": is a directory");
  if (where.exists) {
    const std::string why = refusal_to_write(target, st);
    if (!why.empty())
      throw file_error(what + ": is not writable (" + why +
                       "); its mode is kept when it is replaced, so change it or choose another name");
  }
  // Replaced by a temporary file and a rename: the very name pattern the writer makes.
  const temp_file probe = create_temp_file(target + ".tmp");
  if (probe.fd < 0) {
    const int error = errno;
    throw file_error(what + ": cannot create its temporary file " + target + ".tmpXXXXXX (" +
                     std::strerror(error) + ")");
  }
  ::close(probe.fd);
  ::unlink(probe.name.c_str());
  release_temp_file(probe.slot);
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
