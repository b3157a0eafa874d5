#pragma once
// `pipesched schedule`: one family's schedule, generated, simulated and printed.
//
//   pipesched schedule (--family NAME | --compare NAME,NAME,...) --devices P --microbatches M
//                      [--chunks V] [--iterations K] [--costs TF,TB,TW] [--comm TC] [--overlap-gain G]
//                      [--memory-cap UNITS|BYTES[,UNITS|BYTES...]] [--model CONFIG]
//                      [--format text|json|svg|trace|torch-csv] [--activation-bytes B] [-o FILE]
//                      [--torch-csv FILE] [--torch-csv-comms]
//                      [--max-memory BYTES] [--refine STEPS] [--offload POLICY] [--recompute POLICY]
//                      [--vocab-parallel 1|2 [--vocab-costs HF,HB,IF,IB] [--collective TC]]
//
// --vocab-parallel (vocab_option.hpp): the embedding and the LM head as passes sharded over
// all devices, printed beside the naive placement of the same passes (vocab_* and naive_*
// figures); with --model, a byte --memory-cap holds each device's peak with its weights as
// the trainer bounds a vocabulary-parallel run (model_caps.hpp).
//
// svg: the simulated timeline (include/pipesched/io/svg.hpp); --compare stacks several
// families on one time axis (svg only). trace: Chrome trace event JSON for Perfetto
// (io/trace.hpp; one cost unit = 1 ms; the activation counter uses --activation-bytes per
// activation unit). torch-csv: torch.distributed.pipelining's CSV (io/torch_csv.hpp), the
// compute-only form torch's _load_csv reads by default; --torch-csv-comms writes the
// compute-and-comms form (UNSHARD/RESHARD, REDUCE_GRAD, SEND/RECV and their waits) as
// torch 2.15's lowering writes it. --torch-csv FILE writes that CSV to FILE besides the
// output of --format (one family, not --compare).
// -o FILE writes the output there (whole or not at all) instead of to stdout.
//
// --iterations K (2bw only): K iterations of M microbatches each in one schedule without a
// flush (PipeDream-2BW); the schedule then runs K*M microbatches and "microbatches" in the
// output counts them all.
//
// Costs are per full 1F1B stage (a pass of a v-chunk schedule costs T/v); the memory cap
// and the printed peaks are in activation units (one microbatch through one 1F1B stage).
// --memory-cap 40GB (a byte unit) is converted with --activation-bytes, which it then
// needs; a cap at or above every device's peak is no cap. A comma list of one value per
// device caps each device at its own (2,3,3,2); v-auto then searches for the blocks that
// fit every device's cap, and the other families are refused where a device's peak is
// above its cap. With --model CONFIG (a GPT, as plan's --model; its batch is the
// microbatch) a cap in bytes holds each device's peak with its weights instead
// (runtime/cli/model_caps.hpp): the end stages, with the embedding and the LM head, weigh
// more, and the JSON gives peak_bytes_with_weights. --max-memory BYTES refuses,
// before generating it, a schedule whose estimated size is above BYTES (default: half the
// physical memory).
// The JSON output is a contract for scripts (see render_json in schedule_command.cpp).
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

#include <CLI/CLI.hpp>

#include <pipesched/core/vocabulary.hpp>

namespace pipesched::cli {

// Exit status for bad input, CLI11's parse errors included.
inline constexpr int exit_usage = 2;
// Exit status when an output could not be written once the work was done (a full disk,
// a closed standard output): the input was sound (runtime/io/safe_file.hpp's write_error).
inline constexpr int exit_write_failed = 1;
// Exit status of `plan` when the input is sound but no plan fits the cap.
inline constexpr int exit_nothing_fits = 3;

// The one line every error prints: "pipesched: error: <what>\n" (newlines in `what`
// become spaces, so it stays one line).
std::string error_line(std::string_view what);

struct schedule_options {
  std::string family;
  int devices = 0;
  int microbatches = 0;
  int chunks = 0;               // 0: the family's default
  int group = 0;                // interleaved-grouped: microbatches per group; 0: the devices
  int iterations = 1;           // 2bw: iterations of `microbatches` each, without a flush
  std::string costs = "1,1,1";  // TF,TB,TW per full 1F1B stage
  double comm = 0;              // latency of one hop
  double overlap_gain = 0;      // an overlapped F&B takes F + B - gain x min(F, B) (dualpipe-v)
  std::string model;             // --model CONFIG: a byte --memory-cap caps the peak with the weights
  std::string layout;            // --layout: with --model, blocks per stage (gpt_layout.hpp); empty: even
  std::string memory_cap = "0";  // activation units (a bare number; 0: none) or bytes (40GB, with --activation-bytes)
  std::string max_memory;        // refuse a schedule estimated above this many bytes; empty: half the physical memory
  long refine = 0;              // steps of refine_order() on the generated order; 0: none
  std::uint64_t refine_seed = 1;  // the search's seed: another one walks another way
  std::string format = "text";  // text | json | svg | trace | torch-csv
  bool torch_csv_comms = false;  // torch-csv: the compute-and-comms form instead of compute only
  std::string torch_csv;         // --torch-csv FILE: torch's CSV there as well; empty: none
  std::string compare;          // "NAME,NAME,...": several families in one svg (instead of family)
  long long activation_bytes = 1LL << 30;  // trace: bytes of one activation unit
  bool activation_bytes_given = false;     // --activation-bytes was given (a --memory-cap in bytes needs it)
  std::string output;           // -o FILE; empty: stdout
  std::string offload = "none";  // none | full | ratio:R | selective:K | auto[:EPS]
  std::string recompute = "none";  // none | full | selective:K | auto[:EPS] (applied before offload)
  double offload_bandwidth = 0;  // activation units per time unit; 0: copies take no time
  bool shared_link = false;      // two devices share one host link
  int vocab_parallel = 0;        // 1, 2: the vocabulary layers sharded (algorithm 1, 2); 0: none (vocab_option.hpp)
  std::string vocab_costs;       // HF,HB,IF,IB: the whole head's and embedding's costs; empty: from --model
  std::optional<double> collective;  // one collective's time; none: --comm
};

// The version of every JSON document the tool prints: "schema": "pipesched.<command>/1",
// its first key. A change that renames or drops a key (not one that adds a key) raises it.
inline constexpr int json_schema_version = 1;
std::string json_schema(std::string_view command);  // in json_schema.cpp (pipesched_cli_parsers)

// The formats --format accepts.
inline constexpr const char* schedule_formats[] = {"text", "json", "svg", "trace", "torch-csv"};

// "TF,TB,TW": exactly three finite numbers (their signs are the library's to check).
// Throws std::invalid_argument naming the option and the text. In costs_text.cpp, with the
// other parsers the fuzz targets link (pipesched_cli_parsers).
costs parse_costs(std::string_view text, double comm);

// Adds the `schedule` subcommand. Its callback runs run_schedule on std::cout/std::cerr
// and throws CLI::RuntimeError(status) when that fails (App::exit prints nothing more).
void add_schedule_command(CLI::App& app);

// Generates, simulates and prints. On success writes the whole output to `out` (or to the
// file options.output, then nothing to `out`) and returns 0; on bad input writes
// error_line(...) to `err`, nothing to `out` or the file, and returns exit_usage; when an
// output fails while being written, one line and exit_write_failed.
int run_schedule(const schedule_options& options, std::ostream& out, std::ostream& err);

}  // namespace pipesched::cli
