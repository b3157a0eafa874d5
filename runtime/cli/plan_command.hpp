#pragma once
// `pipesched plan`: the best plans for a GPT on N devices under a memory cap per device
// (include/pipesched/plan/planner.hpp; the model and its assumptions are in
// include/pipesched/plan/cost_model.hpp).
//
//   pipesched plan --model CONFIG --devices N --memory-cap BYTES --global-batch G
//                  [--depth P] [--bandwidth GB/s] [--offload-bandwidth GB/s]
//                  [--device-tflops T] [--efficiency E] [--top K] [--format text|json]
//
// CONFIG: gpt-1.5b, gpt-7b, tiny, small, or layers=..,dim=..,heads=..,seq=..,vocab=..
// (optionally after a preset: "gpt-7b,seq=4096"). BYTES takes k, M, G, T (powers of 1000)
// or Ki, Mi, Gi, Ti (powers of 1024), with an optional trailing B: 80GB, 80GiB, 8e10.
// Exit 0 with the top K plans. Otherwise one "pipesched: error:" line and exit 2, as for
// every error of the tool: bad input, or no plan fits the cap -- that line names the
// smallest cap at which one would, exactly, in bytes ("nothing fits in ...; the smallest
// plan needs ...").
#include <iosfwd>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

struct plan_options {
  std::string model;
  int devices = 0;
  std::string memory_cap;  // bytes, with an optional unit
  int global_batch = 0;
  int depth = 0;           // 0: every depth dividing N
  double bandwidth = 50;          // GB/s between devices
  double offload_bandwidth = 25;  // GB/s per device's host link
  double device_tflops = 400;
  double efficiency = 0.5;
  int top = 5;
  std::string format = "text";  // text | json
};

// "80GB", "80GiB", "8e10", "512Mi": bytes. Throws std::invalid_argument naming the text.
long long parse_bytes(std::string_view text);

void add_plan_command(CLI::App& app);

// Prints the plans (0), or one error line (exit_usage): bad input, or nothing fits.
int run_plan(const plan_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
