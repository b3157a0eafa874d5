#include "output_file.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

namespace pipesched::cli {

void check_output_path(const std::string& path) {
  if (path.empty()) return;
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(path).parent_path();
  std::error_code ec;
  if (!dir.empty() && !fs::is_directory(dir, ec))
    throw std::invalid_argument("-o " + path + ": the directory " + dir.string() + " does not exist");
  if (fs::is_directory(path, ec)) throw std::invalid_argument("-o " + path + ": is a directory");
}

void write_file_atomically(const std::string& path, std::string_view text) {
  if (path.empty()) throw std::runtime_error("the output file name is empty");
  std::vector<char> temp(path.begin(), path.end());
  const std::string suffix = ".tmpXXXXXX";
  temp.insert(temp.end(), suffix.begin(), suffix.end());
  temp.push_back('\0');
  const int fd = mkstemp(temp.data());
  if (fd < 0) throw std::runtime_error(fmt::format("cannot write '{}': {}", path, std::strerror(errno)));
  const char* data = text.data();
  std::size_t left = text.size();
  int error = 0;
  while (left > 0) {
    const ssize_t n = ::write(fd, data, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = errno;
      break;
    }
    data += n;
    left -= static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0 && error == 0) error = errno;
  // mkstemp makes the file 0600; give it the usual permissions of a new file.
  if (error == 0) {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    if (::chmod(temp.data(), 0666 & ~mask) != 0) error = errno;
  }
  if (error == 0 && std::rename(temp.data(), path.c_str()) != 0) error = errno;
  if (error != 0) {
    std::remove(temp.data());
    throw std::runtime_error(fmt::format("cannot write '{}': {}", path, std::strerror(error)));
  }
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read '{}': {}", path, std::strerror(errno)));
  std::string text{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  if (in.bad()) throw std::runtime_error(fmt::format("cannot read '{}'", path));
  return text;
}

}  // namespace pipesched::cli
