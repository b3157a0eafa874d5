#pragma once
// The run-time entry points compiled once, in the library pipesched::generate, so that a
// file which generates, simulates or writes schedules at run time does not compile the
// generator again: each of these forwards to the header function of the same name (same
// code, same results to the bit), which a file calling it directly instantiates and
// optimises itself (about 6 s of g++ -O2 per file for make_schedule alone).
//
//   #include <pipesched/compiled.hpp>   // link pipesched::generate
//   const pipesched::schedule s = pipesched::compiled::make_schedule(pipesched::family::v_half, {8, 32});
//
// Compile-time schedules (static_schedule.hpp) and constexpr calls keep the headers.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/simulate.hpp"
#include "generate.hpp"
#include "io/svg.hpp"
#include "io/torch_csv.hpp"
#include "io/trace.hpp"
#include "passes/offload.hpp"
#include "passes/recompute.hpp"
#include "plan/planner.hpp"

namespace pipesched::compiled {

// generate.hpp
schedule make_schedule(family f, shape sh, const costs& c = {}, const generation_options& o = {});
schedule make_schedule(const building_block& blk, shape sh, const costs& c = {}, const generation_options& o = {});
// analysis/validate.hpp, passes/comm.hpp
bool validate(const schedule& s);
schedule insert_comm(const schedule& in);
// analysis/simulate.hpp
timeline simulate(const schedule& s, const costs& c, const copy_engines& e = {});
// passes/offload.hpp, passes/recompute.hpp
schedule apply_offload(const schedule& s, const costs& c, const copy_engines& e, const offload_policy& policy);
schedule apply_recompute(const schedule& s, const costs& c, const recompute_policy& policy);
// io/: the pictures, the trace and PyTorch's CSV
std::string render_svg(const std::vector<io::svg_panel>& panels, const io::svg_options& opt = {});
std::string to_chrome_trace(const schedule& s, const timeline& t, const io::trace_options& opt = {});
std::string to_torch_csv(const schedule& s, const io::torch_csv_options& o = {});
io::torch_import parse_torch_csv(std::string_view text, int devices, std::optional<placement> place = {});
// plan/planner.hpp
plan::plan_result make_plans(const plan::plan_request& r);

}  // namespace pipesched::compiled
