#pragma once
// Writing a command's output to a file named with -o: all or nothing.
#include <string>
#include <string_view>

namespace pipesched::cli {

// Writes `text` to a temporary file beside `path` and renames it over `path`, so a reader
// never sees half a file and a failed run leaves an existing file as it was. Throws
// std::runtime_error naming the path and the reason.
void write_file_atomically(const std::string& path, std::string_view text);

// Checks, before a long run, that `-o path` can be written: its directory exists and it is
// not a directory itself (an empty path: nothing to check). Throws std::invalid_argument.
void check_output_path(const std::string& path);

// The whole content of the file at `path`. Throws std::runtime_error naming the path.
std::string read_file(const std::string& path);

}  // namespace pipesched::cli
