#pragma once
// DualPipeV's order (make_schedule's, detail::dualpipe_v_order), one variant per step:
// DualPipeV's published order (torch's ScheduleDualPipeV), or the same with its fused
// backwards split in place into B then W, outside the overlapped pairs, inside them or
// both (dualpipe_v.hpp): the shortest at no higher peak on any device, so never behind the
// published order in bubble or memory. Ties keep the published order. make_schedule runs
// the steps in a loop; a compile-time schedule can run each in a constant evaluation of
// its own (static_stages.hpp): the four together at p = 16 are over nvcc's budget.
#include <cstddef>
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "dualpipe_v.hpp"

namespace pipesched::detail {

// The published order and the three splits of its backwards: variant bit 0 splits those
// outside the overlapped pairs, bit 1 those inside.
inline constexpr int dualpipe_v_variants = 4;

struct dualpipe_v_progress {
  int variant = 0;  // the next to make; dualpipe_v_variants: done
  schedule best;
  double best_makespan = 0;
  std::vector<int> published_peaks;
};

template <class = void>
constexpr void dualpipe_v_step(dualpipe_v_progress& g, int devices, int microbatches, const costs& c) {
  if (g.variant >= dualpipe_v_variants) return;
  const int variant = g.variant++;
  if (variant == 0) {
    g.best = orders::dualpipe_v(devices, microbatches);
    g.published_peaks = peak_activations(g.best);
    g.best_makespan = time_actions(g.best, c).makespan;
    return;
  }
  schedule s = orders::dualpipe_v(devices, microbatches, (variant & 1) != 0, (variant & 2) != 0);
  const std::vector<int> peaks = peak_activations(s);
  for (std::size_t d = 0; d < peaks.size(); ++d)
    if (peaks[d] > g.published_peaks[d]) return;
  if (const double makespan = time_actions(s, c).makespan; makespan < g.best_makespan - 1e-9) {
    g.best = std::move(s);
    g.best_makespan = makespan;
  }
}

template <class = void>
constexpr schedule dualpipe_v_order(int devices, int microbatches, const costs& c) {
  dualpipe_v_progress g;
  while (g.variant < dualpipe_v_variants) dualpipe_v_step(g, devices, microbatches, c);
  return std::move(g.best);
}

}  // namespace pipesched::detail
