#pragma once
// The figures `schedule` and `check` print in text, in the same words: costs, per-device
// peak activation (units), global makespan, per-device span and both bubbles.
#include <string>
#include <vector>

#include <pipesched/analysis/simulate.hpp>

namespace pipesched::cli {

std::string figures_text(const costs& c, const std::vector<double>& peak_units, const timeline& t);

}  // namespace pipesched::cli
