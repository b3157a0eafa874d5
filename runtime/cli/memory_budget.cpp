#include "memory_budget.hpp"

#include <unistd.h>

#include <stdexcept>

#include <fmt/format.h>

#include <pipesched/generate.hpp>
#include <pipesched/schedule_size.hpp>

#include "byte_size.hpp"

namespace pipesched::cli {

std::int64_t default_memory_budget() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page <= 0) return std::int64_t{4} << 30;
  return static_cast<std::int64_t>(pages) / 2 * page;
}

memory_budget parse_max_memory(const std::string& text) {
  if (text.empty()) return {default_memory_budget(), false};
  return {parse_byte_count(text, "--max-memory", "it is bytes, write " + text + "GB or " + text + "B"), true};
}

void check_fits(std::int64_t bytes, const std::string& what, const memory_budget& budget,
                const std::string& remedy) {
  if (bytes <= budget.bytes) return;
  throw std::invalid_argument(fmt::format("{} would take about {}, above --max-memory {}{}; {}, or a larger --max-memory",
                                          what, human_bytes(static_cast<double>(bytes)),
                                          human_bytes(static_cast<double>(budget.bytes)),
                                          budget.given ? "" : " (default: half the physical memory)", remedy));
}

std::int64_t estimated_json_bytes(family f, const shape& sh) {
  const char* overflow = "the schedule's JSON size overflows 64 bits";
  const std::int64_t p = sh.devices > 0 ? sh.devices : 0, m = sh.microbatches > 0 ? sh.microbatches : 0;
  const std::int64_t v = sh.chunks > 0 ? sh.chunks : default_chunks(f);
  const std::int64_t passes = checked_mul(checked_mul(p, v, overflow), m, overflow);
  const std::int64_t actions = checked_add(estimated_schedule_actions(f, sh), checked_mul(3, passes, overflow), overflow);
  return checked_add(checked_mul(actions, json_bytes_per_action, overflow), checked_mul(512, p + 8, overflow), overflow);
}

void check_schedule_fits(family f, const shape& sh, const memory_budget& budget, bool with_json) {
  // A shape past the library's limits (max_actions, max_stages, ...) is refused by name
  // first: that refusal holds on any machine, the budget depends on this one.
  (void)checked_shape(f, sh);
  const char* overflow = "the schedule's size overflows 64 bits";
  if (!with_json) {
    check_fits(estimated_schedule_bytes(f, sh), fmt::format("the {} schedule", to_string(f)), budget);
    return;
  }
  check_fits(checked_add(estimated_schedule_bytes(f, sh), estimated_json_bytes(f, sh), overflow),
             fmt::format("the {} schedule and its JSON text", to_string(f)), budget);
}

}  // namespace pipesched::cli
