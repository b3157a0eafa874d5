#pragma once
// `pipesched plan`: the best plans for a GPT on N devices under a memory cap per device
// (include/pipesched/plan/planner.hpp; the model and its assumptions are in
// include/pipesched/plan/cost_model.hpp).
//
//   pipesched plan --model CONFIG --devices N --memory-cap BYTES[,BYTES...] --global-batch G
//                  [--depth P] [--bandwidth GB/s] [--offload-bandwidth GB/s]
//                  [--device-tflops T] [--efficiency E] [--profile FILE [--backend NAME]]
//                  [--vocab-parallel] [--top K] [--format text|json] [-o FILE]
//
// CONFIG: gpt-1.5b, gpt-7b, tiny, small, or layers=..,dim=..,heads=..,seq=..,vocab=..
// (optionally after a preset: "gpt-7b,seq=4096"). BYTES needs a unit: B, or k, M, G, T
// (powers of 1000) or Ki, Mi, Gi, Ti (powers of 1024) with an optional trailing B: 80GB,
// 80GiB, 8e10B. A bare number is refused (plan caps bytes, never activation units).
// A comma list caps each device at its own: N values, one per device in rank order (device
// d of replica r is r·P + d; a pipeline position takes the least of its replicas' caps), or
// with --depth P < N, P values, one per pipeline position. Each device's static bytes (its
// stages' weights and optimizer state: the embedding's on the first stage, the LM head's
// on the last) plus its activation bound must fit its own cap.
// --profile FILE: costs measured by `pipesched profile` (profile_command.hpp) instead of the
// analytic model: stage times are sums of the measured per-part times, scaled linearly in
// the microbatch size from the profiled one; activation bytes are the runtime's own (so a
// plan's bound is what `pipesched train --plan` measures); its model must be --model's. A
// cuda profile's measured bandwidths (profile_device.hpp) replace the defaults of
// --bandwidth (its peer copies, when it measured two GPUs) and --offload-bandwidth (the
// slower of its pinned H2D and D2H); a value given on the command line wins, and the text
// marks a figure taken from the profile "(measured)". --backend NAME (cpu, cpu-streams,
// cuda) refuses a profile measured on another backend, by name.
// --vocab-parallel: 1F1B, ZB-H1, V-Half and V-Min are also evaluated with the vocabulary
// layers sharded over the p devices (planner.hpp); the table gains a column "vocab" (none,
// 1, 2), the JSON names each plan's "vocab" (none, vocab-1, vocab-2) and, for a sharded
// one, schedule.vocab_costs, with which train --plan places a sharded plan's passes.
// JSON gives each plan's per-device static and activation bytes and how its schedule was
// built ("schedule"), which `pipesched train --plan FILE` reads. -o FILE: the output goes
// to FILE, whole or not at all, and nothing to stdout.
// Exit 0 with the top K plans. Otherwise one "pipesched: error:" line: exit 2 for bad input,
// as for every error of the tool, exit 3 when the input is sound but no plan fits the cap
// -- that line names the smallest cap at which one would, exactly, in bytes ("nothing fits
// in ...; the smallest plan needs ...").
#include <iosfwd>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include "runtime/gpt/gpt_config.hpp"

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
  std::string profile;          // measured costs (pipesched profile -o FILE); empty: analytic
  std::string backend;          // the backend --profile must be from; empty: any
  bool bandwidth_given = false;          // --bandwidth on the command line (wins over the profile's)
  bool offload_bandwidth_given = false;  // --offload-bandwidth on the command line
  std::string output;           // empty: stdout
  std::string layout;           // Megatron's layout grammar: evaluate it instead of searching; empty: search
  bool vocab_parallel = false;  // also plans with the vocabulary sharded (algorithms 1 and 2)
};

// "80GB", "80GiB", "8e10B", "512MiB": bytes (byte_size.hpp; a bare number is refused).
// Throws std::invalid_argument naming the text.
long long parse_bytes(std::string_view text);

void add_plan_command(CLI::App& app);

// CONFIG as above, as the GPT runtime's config: the planner's presets (gpt-1.5b, gpt-7b,
// "gpt-7b,seq=4096") with a batch of 1, else gpt::parse_gpt_config. Throws
// std::invalid_argument (one line) for an unknown name or a bad key.
gpt::gpt_config parse_model_config(std::string_view text);

// Prints the plans (0), or one error line: bad input (exit_usage), nothing fits
// (exit_nothing_fits).
int run_plan(const plan_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
