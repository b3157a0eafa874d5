#pragma once
// `pipesched profile`: measured per-part pass times and bytes of a GPT on the CPU backend,
// for `pipesched plan --profile FILE`.
//
//   pipesched profile --model CONFIG [--microbatch B] [--repeats N] [--backend cpu|cuda]
//                     [--dtype fp32|bf16] [--gpu K] [-o FILE]
//
// CONFIG as for `pipesched plan` (gpt-1.5b, gpt-7b, tiny, small, key=value pairs); B
// sequences per microbatch (default: the config's batch, 1 for gpt-1.5b and gpt-7b); N
// timed repeats (default 20) after one warm-up. Runs three probe stages of the model's
// shape on this thread (runtime/gpt/gpt_profile.hpp says how, and how the parts are
// derived from them) and writes one JSON document to FILE (all or nothing) or stdout:
//
//   {
//     "schema": "pipesched.profile/1", "format": "pipesched-profile", "version": 1,
//     "backend": "cpu", "threads": 1, "statistic": "median", "repeats": N, "time_unit": "s",
//     "model": {"layers": L, "dim": C, "heads": NH, "seq": T, "vocab": V},
//     "microbatch": B,
//     "bytes_per_parameter": {"static": 16, "second_version": 4, "gradient": 4},
//     "boundary_bytes": 4·B·T·C,          // what one stage sends the next per microbatch
//     "parts": {                           // what the planner reads
//       "embedding" | "block" | "head": {
//         "f": s, "b": s, "w": s,          // seconds per microbatch (a part's below 0: 0)
//         "parameters": n, "parameter_bytes": 4·n,   // fp32 weights as allocated
//         "activation_bytes": A,           // kept by F until W
//         "backward_bytes": D,             // net bytes B adds (may be negative)
//         "backward_peak_bytes": P         // B's high above where it started
//       }},
//     "probes": {                          // what was measured
//       "first" | "middle" | "last": {"blocks": 1, "embedding": bool, "head": bool,
//         "f": s, "b": s, "w": s, "f_alloc": bytes, "b_free": bytes, "b_temp": bytes,
//         "parameters": n}}
//   }
//
// These are measured times: they vary from run to run and machine to machine. Bad input
// (an unknown model, B or N below 1, an -o that cannot be written) prints one error line
// and exits 2, writing nothing.
//
// --dtype bf16: the stages store bf16 (as train --dtype bf16); the document then says
// "dtype": "bf16" after "backend", its boundary bytes are 2·B·T·C and its static bytes per
// parameter 18 (a bf16 working copy besides the fp32 weights, gradients and moments).
// --backend cuda: the probes run on GPU K (--gpu, default 0), each its own pipeline device
// (single-GPU mode), each pass timed from its enqueue to its device's synchronize; the
// document adds "dtype", and after "time_unit" the GPU's "device" and the measured
// "bandwidth" (profile_device.hpp). Without a usable device (or in a build without CUDA) it
// is one error line and exit 2, as train --backend cuda is. A CPU fp32 profile is written
// exactly as before these options existed.
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include <pipesched/plan/profile.hpp>

#include "profile_device.hpp"

namespace pipesched::cli {

struct profile_options {
  std::string model;
  int microbatch = 0;  // 0: the config's batch
  int repeats = 20;
  std::string backend = "cpu";  // cpu | cuda
  std::string dtype = "fp32";   // fp32 | bf16
  int gpu = 0;                  // --backend cuda: which GPU
  std::string output;  // empty: stdout
};

// What plan --profile takes from a profile file.
struct profile_file {
  plan::measured_profile parts;
  std::string backend;         // cpu, cpu-streams or cuda: what measured it
  std::string dtype = "fp32";  // the storage measured (files of before the key: fp32)
  profile_links links;         // the measured bandwidths (a cuda profile's; none otherwise)
};

void add_profile_command(CLI::App& app);

// Measures and writes the profile (0), or one error line (exit_usage).
int run_profile(const profile_options& options, std::ostream& out, std::ostream& err);

// The planner's view of a profile whose JSON text is `text` (the "parts" and byte sizes
// above; `file_name` only names it in messages). Every number is range-checked (bytes per
// parameter at least 1), every field known by name (an unknown one is refused with the
// known ones), time_unit "s", statistic "median", backend cpu, cpu-streams or cuda (any
// other is refused by name), schema (optional: files of before it) "pipesched.profile/1";
// threads, repeats, dtype, parameter_bytes and probes are optional; "device" and
// "bandwidth" are optional and a cuda profile's only. Throws std::runtime_error with one
// line "--profile FILE: what is wrong". These four are in profile_file.cpp, with the other
// parsers the fuzz targets link (pipesched_cli_parsers).
profile_file parse_profile_file(std::string_view text, const std::string& file_name);
plan::measured_profile parse_profile(std::string_view text, const std::string& file_name);  // its parts

// parse_profile_file of the file at `path` (at most limits::max_profile_bytes).
profile_file read_profile_file(const std::string& path);
plan::measured_profile read_profile(const std::string& path);

}  // namespace pipesched::cli
