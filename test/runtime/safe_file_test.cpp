// runtime/io/safe_file.hpp: every output replaced whole or written in place as a stream,
// never a special file replaced; every read bounded. The special files are made here, in a
// scratch directory (FIFOs, links, and as root device nodes), never the machine's /dev.
#include "runtime/io/safe_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>  // makedev
#include <unistd.h>

#include <algorithm>
#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

#include <catch2/catch.hpp>

namespace fs = std::filesystem;
using pipesched::io::check_output_path;
using pipesched::io::file_error;
using pipesched::io::output_file;
using pipesched::io::read_file;
using pipesched::io::write_file;

namespace {

struct scratch {
  std::string path;
  scratch() {
    char pattern[] = "/tmp/pipesched_safe_file_XXXXXX";
    REQUIRE(::mkdtemp(pattern) != nullptr);
    path = pattern;
  }
  ~scratch() {
    std::error_code ignored;
    fs::remove_all(path, ignored);
  }
  std::string operator/(const std::string& name) const { return path + "/" + name; }
  // Every name in the directory, to see that no temporary or probe file stayed behind.
  std::vector<std::string> names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(path)) out.push_back(e.path().filename().string());
    std::sort(out.begin(), out.end());
    return out;
  }
};

std::string content(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}

mode_t mode_of(const std::string& path) {
  struct stat st {};
  REQUIRE(::lstat(path.c_str(), &st) == 0);
  return st.st_mode;
}

bool is_root() { return ::geteuid() == 0; }

}  // namespace

TEST_CASE("a new file is written whole with a new file's mode and nothing else is left in its directory",
          "[io][safe_file]") {
  scratch dir;
  write_file(dir / "out.txt", "hello\n");
  CHECK(content(dir / "out.txt") == "hello\n");
  const mode_t mask = ::umask(0);
  ::umask(mask);
  CHECK((mode_of(dir / "out.txt") & 07777) == (0666 & ~mask));
  CHECK(dir.names() == std::vector<std::string>{"out.txt"});
}

TEST_CASE("an existing regular file is replaced and keeps its mode", "[io][safe_file]") {
  scratch dir;
  write_file(dir / "out.txt", "old");
  REQUIRE(::chmod((dir / "out.txt").c_str(), 0640) == 0);
  write_file(dir / "out.txt", "new content");
  CHECK(content(dir / "out.txt") == "new content");
  CHECK((mode_of(dir / "out.txt") & 07777) == 0640);
  CHECK(S_ISREG(mode_of(dir / "out.txt")));
  CHECK(dir.names() == std::vector<std::string>{"out.txt"});
}

TEST_CASE("a symbolic link is followed: its target is replaced and the link stays a link", "[io][safe_file]") {
  scratch dir;
  fs::create_directory(dir / "real");
  write_file(dir / "real/target.txt", "old");
  fs::create_symlink("real/target.txt", dir / "link.txt");  // relative, as links often are
  write_file(dir / "link.txt", "through the link");
  CHECK(S_ISLNK(mode_of(dir / "link.txt")));
  CHECK(content(dir / "real/target.txt") == "through the link");
  CHECK(fs::read_symlink(dir / "link.txt") == "real/target.txt");

  // A dangling link: its target is created.
  fs::create_symlink("real/new.txt", dir / "dangling.txt");
  write_file(dir / "dangling.txt", "made");
  CHECK(S_ISLNK(mode_of(dir / "dangling.txt")));
  CHECK(content(dir / "real/new.txt") == "made");
}

TEST_CASE("a FIFO is written in place as a stream to its reader and stays a FIFO", "[io][safe_file]") {
  scratch dir;
  const std::string fifo = dir / "pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  CHECK_NOTHROW(check_output_path(fifo, "-o"));  // no reader yet: accepted
  std::string got;
  std::thread reader([&] { got = content(fifo); });
  // With a reader waiting, the probe must not open the FIFO: closing that write end would
  // hand the reader an end of file, and the write below would wait for it forever.
  CHECK_NOTHROW(check_output_path(fifo, "-o"));
  std::string big(1 << 20, 'x');  // more than a pipe buffer: the writer must wait for the reader
  write_file(fifo, big);
  reader.join();
  CHECK(got == big);
  CHECK(S_ISFIFO(mode_of(fifo)));
  CHECK(dir.names() == std::vector<std::string>{"pipe"});
}

TEST_CASE("a character device is written in place and stays a device, and a full one fails with its errno",
          "[io][safe_file]") {
  if (!is_root()) {
    WARN("skipped: making device nodes needs root");
    return;
  }
  scratch dir;
  const std::string null = dir / "null", full = dir / "full";
  REQUIRE(::mknod(null.c_str(), S_IFCHR | 0666, ::makedev(1, 3)) == 0);
  REQUIRE(::mknod(full.c_str(), S_IFCHR | 0666, ::makedev(1, 7)) == 0);
  CHECK_NOTHROW(check_output_path(null, "-o"));
  write_file(null, "discarded");
  CHECK(S_ISCHR(mode_of(null)));
  struct stat st {};
  REQUIRE(::stat(null.c_str(), &st) == 0);
  CHECK(st.st_rdev == ::makedev(1, 3));

  CHECK_THROWS_WITH(write_file(full, "x"), Catch::Contains("cannot write '" + full + "'") &&
                                               Catch::Contains("No space left on device"));
  REQUIRE(::stat(full.c_str(), &st) == 0);
  CHECK(S_ISCHR(st.st_mode));
  CHECK(dir.names() == std::vector<std::string>{"full", "null"});
}

TEST_CASE("a failed write leaves the old file as it was and no temporary file", "[io][safe_file]") {
  scratch dir;
  write_file(dir / "out.txt", "old");
  {
    output_file out(dir / "out.txt");
    out.write("half of the new");
    // Destroyed uncommitted, as when an exception passes.
  }
  CHECK(content(dir / "out.txt") == "old");
  CHECK(dir.names() == std::vector<std::string>{"out.txt"});
  // A directory where the file should be: refused, and it stays a directory.
  fs::create_directory(dir / "sub");
  CHECK_THROWS_WITH(write_file(dir / "sub", "x"), Catch::Contains("cannot write '" + (dir / "sub") + "'") &&
                                                    Catch::Contains("Is a directory"));
  CHECK(fs::is_directory(dir / "sub"));
  CHECK(dir.names() == std::vector<std::string>{"out.txt", "sub"});
}

TEST_CASE("an output path that cannot be written is refused by the probe, before any work", "[io][safe_file]") {
  scratch dir;
  write_file(dir / "a_file", "x");
  // Root ignores modes, so the unwritable "directory" is a regular file.
  CHECK_THROWS_WITH(check_output_path(dir / "a_file/out.txt", "--save"),
                    Catch::StartsWith("--save " + (dir / "a_file/out.txt") + ": ") &&
                        Catch::Contains("is not a directory"));
  CHECK_THROWS_WITH(check_output_path(dir / "no/such/out.txt", "-o"),
                    Catch::Contains("No such file or directory"));
  CHECK_THROWS_WITH(check_output_path(dir.path, "-o"), Catch::Contains("is a directory"));
  CHECK_NOTHROW(check_output_path(dir / "new.txt", "-o"));
  CHECK_NOTHROW(check_output_path("-", "-o"));
  CHECK_NOTHROW(check_output_path("", "-o"));
  CHECK(dir.names() == std::vector<std::string>{"a_file"});  // the probe is gone

  // A read-only file is refused rather than replaced (its mode would be kept, so the
  // run's output would sit in a file the user meant to protect). Root too: access(W_OK)
  // says yes to root for every file, so the mode bits decide.
  write_file(dir / "read_only", "keep");
  REQUIRE(::chmod((dir / "read_only").c_str(), 0444) == 0);
  CHECK_THROWS_WITH(check_output_path(dir / "read_only", "-o"), Catch::Contains("is not writable"));
  CHECK_THROWS_AS(write_file(dir / "read_only", "replaced"), pipesched::io::write_error);
  CHECK(content(dir / "read_only") == "keep");
  if (!is_root()) {
    // A directory without write permission cannot take the temporary file.
    fs::create_directory(dir / "locked");
    REQUIRE(::chmod((dir / "locked").c_str(), 0555) == 0);
    CHECK_THROWS_WITH(check_output_path(dir / "locked/out.txt", "-o"), Catch::Contains("Permission denied"));
  } else {
    // A file with any write bit, another user's included, root may replace; its owner
    // and mode stay.
    write_file(dir / "theirs", "old");
    REQUIRE(::chmod((dir / "theirs").c_str(), 0600) == 0);
    REQUIRE(::chown((dir / "theirs").c_str(), 12345, 12345) == 0);
    CHECK_NOTHROW(check_output_path(dir / "theirs", "-o"));
    write_file(dir / "theirs", "root wrote");
    struct stat st {};
    REQUIRE(::stat((dir / "theirs").c_str(), &st) == 0);
    CHECK((st.st_mode & 07777) == 0600);
    CHECK(st.st_uid == 12345);
    CHECK(content(dir / "theirs") == "root wrote");
  }
  // The probe creates the writer's own temporary name, TARGET.tmpXXXXXX, in the target's
  // directory: a name that fits NAME_MAX but not with that suffix fails here.
  const std::string long_name = dir / std::string(250, 'n');
  CHECK_THROWS_WITH(check_output_path(long_name, "--save"),
                    Catch::Contains(".tmpXXXXXX (File name too long)"));
  CHECK_THROWS_AS(write_file(long_name, "x"), pipesched::io::write_error);
}

TEST_CASE("a read stops at its limit: a large sparse file by its size, a stream fed forever after the limit",
          "[io][safe_file]") {
  scratch dir;
  write_file(dir / "small", "12345");
  CHECK(read_file(dir / "small", 5, "--x") == "12345");
  CHECK_THROWS_WITH(read_file(dir / "small", 4, "--x"),
                    Catch::StartsWith("--x " + (dir / "small") + ": is 5 bytes, larger than the limit of 4 bytes"));

  // 64 GiB of nothing: refused without reading.
  write_file(dir / "sparse", "");
  fs::resize_file(dir / "sparse", std::uintmax_t{64} << 30);
  CHECK_THROWS_WITH(read_file(dir / "sparse", 1 << 20, "--torch-csv"),
                    Catch::Contains("is 68719476736 bytes, larger than the limit of 1048576 bytes"));

  // A FIFO whose writer never stops: read to one byte past the limit, then refused.
  std::signal(SIGPIPE, SIG_IGN);  // the writer learns the reader left by EPIPE, not a signal
  const std::string fifo = dir / "endless";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::thread writer([&] {
    const int fd = ::open(fifo.c_str(), O_WRONLY);
    if (fd < 0) return;
    const std::string chunk(4096, 'z');
    while (::write(fd, chunk.data(), chunk.size()) > 0) {
    }  // until the reader closes its end (EPIPE)
    ::close(fd);
  });
  CHECK_THROWS_WITH(read_file(fifo, 1 << 20, "--plan"),
                    Catch::Contains("is larger than the limit of 1048576 bytes"));
  writer.join();

  CHECK_THROWS_WITH(read_file(dir / "absent", 10, "--resume"),
                    Catch::Contains("absent: cannot be read (No such file or directory)"));
  CHECK_THROWS_WITH(read_file(dir.path, 10, "--resume"), Catch::Contains("is a directory"));
}
