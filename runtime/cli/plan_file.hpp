#pragma once
// A plan file: the JSON of `pipesched plan --format json` (plan_command.cpp's render_json),
// read back by `pipesched train --plan FILE [--plan-index K]`.
#include <string>
#include <string_view>
#include <vector>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/family.hpp>

namespace pipesched::cli {

// What train takes from one plan of the file.
struct plan_run {
  std::string file;
  int index = 0;
  std::string cost_source;  // "analytic" | "profile"
  family fam = family::one_f_one_b;
  int depth = 0, width = 1, microbatch = 0, microbatches = 0, chunks = 0;
  // Where the vocabulary layers are (plan --vocab-parallel): none, or sharded by algorithm 1
  // or 2 ("vocab-1", "vocab-2"), whose passes are placed with order_costs.vocab (the file's
  // schedule.vocab_costs). Files of before: none.
  vocab_placement vocab_parallel = vocab_placement::none;
  std::string offload;  // "none" | "full"
  std::string recompute = "none";  // --recompute's spelling (none, full, auto:EPS); files of before: none
  std::vector<int> stage_blocks;
  std::string layout;  // stage_blocks in Megatron's grammar, as plan wrote it; empty in files of before
  std::vector<long long> predicted;  // the plan's activation bound per device
  bool extrapolated = false;
  costs order_costs{}, offload_costs{};
  double copy_bandwidth = 0, memory_cap_units = 0;
  // v-auto's cap per device where the devices' caps differ (memory_cap_units is then 0);
  // empty otherwise (and in files of before per-device caps).
  std::vector<double> memory_caps_units;
  std::string model;  // "layers=..,dim=..,heads=..,seq=..,vocab=.."
  int layers = 0, dim = 0, heads = 0, seq = 0, vocab = 0;
};

// Plan `index` of the plan file whose text is `json_text` (`file_name` only names it in
// messages). Every number is range-checked against include/pipesched/core/limits.hpp, the
// schedule's costs against check_costs; every field is known by name (an unknown one is
// refused with the known ones), schedule.time_unit is "ms", costs "analytic" or "profile".
// Throws std::invalid_argument with one line "--plan FILE: what is wrong".
plan_run parse_plan(std::string_view json_text, const std::string& file_name, int index);

// parse_plan of the file at `path` (at most limits::max_plan_file_bytes).
plan_run read_plan(const std::string& path, int index);

}  // namespace pipesched::cli
