#include "figures_text.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace pipesched::cli {

std::string figures_text(const costs& c, const std::vector<double>& peak_units, const timeline& t) {
  const double max_peak = peak_units.empty() ? 0.0 : *std::max_element(peak_units.begin(), peak_units.end());
  std::string out = fmt::format("costs: f={:g} b={:g} w={:g} comm={:g}\n", c.f, c.b, c.w, c.comm);
  out += fmt::format("peak_activation: {:g} (max {:g}, activation units)\n", fmt::join(peak_units, " "), max_peak);
  out += fmt::format("makespan: {:g} (global)\n", t.makespan);
  out += fmt::format("span: {:g} (per device)\n", t.span);
  out += fmt::format("bubble: {:g}\n", t.bubble);
  out += fmt::format("span_bubble: {:g}\n", t.span_bubble);
  return out;
}

}  // namespace pipesched::cli
