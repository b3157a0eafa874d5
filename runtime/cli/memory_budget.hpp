#pragma once
// --max-memory: the budget a schedule's estimated size (include/pipesched/schedule_size.hpp)
// is held to before it is generated, so `--microbatches 1000000` is refused with the
// estimate instead of taking gigabytes and a minute. Default: half the physical memory.
#include <cstdint>
#include <string>

#include <pipesched/core/vocabulary.hpp>
#include <pipesched/family.hpp>

namespace pipesched::cli {

struct memory_budget {
  std::int64_t bytes = 0;
  bool given = false;  // --max-memory was given (else the default)
};

// --max-memory's text (bytes with a unit: 8GB, 512MiB); empty: half the physical memory.
// Throws std::invalid_argument.
memory_budget parse_max_memory(const std::string& text);

// Half of sysconf(_SC_PHYS_PAGES) * sysconf(_SC_PAGE_SIZE); 4 GiB where that is unknown.
std::int64_t default_memory_budget();

// At most this many bytes of `schedule --format json`'s text per action: a send or recv
// with the largest numbers is 133 (schedule_command.cpp's append_actions_json), an
// overlapped F&BW 170 but it stands for two passes.
inline constexpr std::int64_t json_bytes_per_action = 136;

// The bytes of `schedule --format json`'s text for (f, sh), at most: every action the
// estimate counts (schedule_size.hpp) and the offloads and recomputes it does not (three per
// stage and microbatch) at json_bytes_per_action, and 512 bytes per device for the figures.
std::int64_t estimated_json_bytes(family f, const shape& sh);

// Throws schedule_error for a shape past the limits (checked_shape), then
// std::invalid_argument "the v-half schedule would take about 3.2 GB, above --max-memory
// 1.0 GB (default: half the physical memory); ..." when (f, sh)'s estimate is above it;
// `with_json`: the estimate counts the JSON text too (estimated_json_bytes).
void check_schedule_fits(family f, const shape& sh, const memory_budget& budget, bool with_json = false);

// The same for `bytes` estimated otherwise (`what`: "the schedule of --torch-csv FILE");
// `remedy` ends the message.
void check_fits(std::int64_t bytes, const std::string& what, const memory_budget& budget,
                const std::string& remedy = "give fewer devices, chunks or microbatches");

}  // namespace pipesched::cli
