#include "runtime/io/path_checks.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <optional>

#include "runtime/io/safe_file.hpp"

namespace pipesched::io {

namespace {

namespace fs = std::filesystem;

// One path as a file: its identity and how it is written.
struct file_id {
  bool exists = false;
  dev_t dev = 0;
  ino_t ino = 0;
  std::string name;      // a file not made yet: its canonical directory and name
  bool replaced = false;  // written by a rename (else in place, as a stream)
  bool null_sink = false;  // a character device that is no terminal: nothing kept or shown
  bool terminal = false;

  bool same(const file_id& o) const {
    if (exists != o.exists) return false;
    return exists ? dev == o.dev && ino == o.ino : name == o.name;
  }
};

bool is_terminal_device(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return false;
  const bool tty = ::isatty(fd) != 0;
  ::close(fd);
  return tty;
}

file_id of_stat(const struct stat& st) {
  file_id id;
  id.exists = true;
  id.dev = st.st_dev;
  id.ino = st.st_ino;
  return id;
}

// Standard output as a file (written as a stream), or nothing when it is closed.
std::optional<file_id> standard_output() {
  struct stat st {};
  if (::fstat(STDOUT_FILENO, &st) != 0) return std::nullopt;
  file_id id = of_stat(st);
  id.terminal = ::isatty(STDOUT_FILENO) != 0;
  id.null_sink = S_ISCHR(st.st_mode) && !id.terminal;
  return id;
}

std::optional<file_id> output_id(const std::string& path) {
  if (path == "-") return standard_output();
  const output_target t = resolve_output(path);
  if (t.exists) {
    file_id id = of_stat(t.st);
    id.replaced = !t.in_place;
    id.terminal = S_ISCHR(t.st.st_mode) && is_terminal_device(t.path);
    id.null_sink = S_ISCHR(t.st.st_mode) && !id.terminal;
    return id;
  }
  file_id id;
  id.replaced = true;
  std::error_code ec;
  const fs::path target = t.path;
  const fs::path dir = fs::canonical(target.parent_path().empty() ? fs::path(".") : target.parent_path(), ec);
  id.name = (ec ? target.parent_path() : dir).string() + "/" + target.filename().string();
  return id;
}

std::optional<file_id> input_id(const std::string& path) {
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return std::nullopt;  // its reader says why
  return of_stat(st);
}

std::string named(const path_use& u) { return u.option + " " + u.path; }

}  // namespace

void check_paths(const std::vector<path_use>& uses, const std::string& stdout_text) {
  struct output {
    const path_use* use;  // nullptr: standard output's text
    file_id id;
  };
  std::vector<output> outputs;
  for (const path_use& u : uses) {
    if (!u.output || u.path.empty()) continue;
    check_output_path(u.path, u.option);
    const std::optional<file_id> id = output_id(u.path);
    if (u.binary && u.path == "-" && ::isatty(STDOUT_FILENO))
      throw file_error(u.option + " -: " + u.content + " is binary and standard output is a terminal (redirect it "
                       "to a file or a pipe, or give " + u.option + " a file)");
    if (u.binary && u.path == "-" && !stdout_text.empty())
      throw file_error(u.option + " -: " + u.content + " is binary and " + stdout_text +
                       " goes to standard output as well: give " + u.option + " a file");
    if (u.binary && id && id->terminal)
      throw file_error(named(u) + ": " + u.content + " is binary and this is a terminal: give " + u.option +
                       " a file");
    if (id) outputs.push_back({&u, *id});
  }
  if (!stdout_text.empty())
    if (const std::optional<file_id> out = standard_output()) outputs.push_back({nullptr, *out});

  for (std::size_t i = 0; i < outputs.size(); ++i)
    for (std::size_t j = i + 1; j < outputs.size(); ++j) {
      const output& a = outputs[i];
      const output& b = outputs[j];
      if (!a.id.same(b.id)) continue;
      const bool binary = a.use->binary || (b.use != nullptr && b.use->binary);
      if (!a.id.replaced && !b.id.replaced && !(binary && !a.id.null_sink)) continue;
      if (b.use == nullptr)
        throw file_error(named(*a.use) + " is standard output's file, where " + stdout_text + " goes too: " +
                         (a.id.replaced ? "replacing it would lose that text" : "the bytes would be mixed") +
                         "; give " + a.use->option + " another file");
      throw file_error(named(*a.use) + " and " + named(*b.use) + " are the same file: " +
                       (a.id.replaced || b.id.replaced ? "one would replace the other"
                                                       : "binary bytes would be mixed with text") +
                       "; give each output a file of its own");
    }

  for (const path_use& in : uses) {
    if (in.output || in.path.empty()) continue;
    const std::optional<file_id> id = input_id(in.path);
    if (!id) continue;
    for (const output& out : outputs)
      if (out.use != nullptr && out.id.replaced && out.id.same(*id) && out.use->content != in.content)
        throw file_error(named(*out.use) + " would replace " + named(in) + " (" + in.content + ") with " +
                         out.use->content + ": give " + out.use->option + " another file");
  }
}

}  // namespace pipesched::io
