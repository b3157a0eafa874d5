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

void check_schedule_fits(family f, const shape& sh, const memory_budget& budget) {
  // A shape past the library's limits (max_actions, max_stages, ...) is refused by name
  // first: that refusal holds on any machine, the budget depends on this one.
  (void)checked_shape(f, sh);
  check_fits(estimated_schedule_bytes(f, sh), fmt::format("the {} schedule", to_string(f)), budget);
}

}  // namespace pipesched::cli
