#pragma once
// `pipesched families`: every schedule family with its published peak activation memory
// and bubble (DESIGN.md's closed forms) and what it needs.
//
//   pipesched families [--devices P --microbatches M [--max-memory BYTES]] [--format text|json]
//
// With P and M the forms are also evaluated there (unit costs F = B = W, no comm) beside
// the peak and global bubble of the schedule this library generates for that shape.
#include <iosfwd>
#include <string>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

struct families_options {
  int devices = 0;       // 0: print the forms only
  int microbatches = 0;
  std::string max_memory;  // --max-memory: refuse a shape whose schedules are estimated above it; empty: half the RAM
  std::string format = "text";  // text | json
};

void add_families_command(CLI::App& app);

// Prints the table (0), or one error line and exit_usage.
int run_families(const families_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
