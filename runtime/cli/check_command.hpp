#pragma once
// `pipesched check`: reads a schedule someone else wrote, validates it with our analyses
// and reports its memory and bubble.
//
//   pipesched check --torch-csv FILE --devices P [--placement auto|loop|v]
//                   [--costs TF,TB,TW] [--comm TC] [--overlap-gain G] [--max-memory BYTES]
//                   [--format text|json]
//
// FILE is torch.distributed.pipelining's CSV (one row per rank; include/pipesched/io/
// torch_csv.hpp has the notation and the stage->rank maps). `auto` takes the V placement
// when every action sits where V puts its stage and loop's map does not fit, else loop.
// Without send/recv in the CSV they are inserted (passes/comm.hpp) before validating.
// torch's REDUCE_GRAD, WAIT_REDUCE_GRAD, UNSHARD, RESHARD, WAIT_SEND_F and WAIT_SEND_B cells
// are skipped and counted per rank (a "skipped" line; "skipped" in JSON); an OVERLAP_F_B
// times as F + B less G x the shorter.
// A malformed, missing or repeated action, or a rank that cannot make progress, prints one
// error line naming the action (ours and torch's notation) and exits 2.
#include <iosfwd>
#include <string>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

struct check_options {
  std::string torch_csv;          // path of the CSV
  int devices = 0;
  std::string placement = "auto";  // auto | loop | v
  std::string costs = "1,1,1";
  double comm = 0;
  double overlap_gain = 0;         // an overlapped F&B (torch's OVERLAP_F_B) takes F + B - G x min(F, B)
  std::string max_memory;          // refuse a schedule estimated above these bytes; empty: half the RAM
  std::string format = "text";     // text | json
};

void add_check_command(CLI::App& app);

// Reads, validates, simulates and prints, as run_schedule does (0, or exit_usage with one
// error line on `err` and nothing on `out`).
int run_check(const check_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
