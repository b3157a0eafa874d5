#pragma once
// The order in which the selective policies of passes/offload.hpp and
// passes/recompute.hpp take a device's candidates: each takes one activation off the
// device over a stretch of its list (offload: from its offload to its reload; recompute:
// from after its F to its R), and each next one is the one that lowers the device's
// current peak most.
#include <algorithm>
#include <cstddef>
#include <vector>

#include "../../analysis/memory.hpp"
#include "../../schedule.hpp"

namespace pipesched::detail {

// Whether `x` runs the backward (B or BW) of `a`'s stage and microbatch, alone or as the
// backward half of an overlapped action (the offload and recompute passes place their
// second action before it).
constexpr bool runs_backward_of(const action& x, const action& a) {
  for (const action& pass : passes_of(x))
    if ((pass.kind == action_kind::B || pass.kind == action_kind::BW) && pass.stage == a.stage &&
        pass.microbatch == a.microbatch)
      return true;
  return false;
}

// Positions [from, to) of a device's list before which one chunk activation would not be
// on the device; lifespan: how long (in list positions) it would otherwise live.
struct peak_stretch {
  std::size_t from = 0, to = 0;
  std::size_t lifespan = 0;
};

// Live chunk activations before each action of device d's list, as peak_activations
// counts them (recomputes and offloads already on the list included).
constexpr std::vector<int> live_before(const schedule& s, int d) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  const std::vector<char> recomputed = recomputed_pairs(s);
  std::vector<int> live(list.size(), 0);
  for (std::size_t i = 1; i < list.size(); ++i) {  // an overlapped action: both halves' deltas
    live[i] = live[i - 1];
    for (const action& pass : passes_of(list[i - 1])) live[i] += recomputed_delta(pass, recomputed, s.microbatches());
  }
  return live;
}

// `left` in the order selective policies take them: each next one is the one that lowers
// the device's current peak most (covers the most of its peak points), the longest-lived
// first among equals; those that cannot lower it follow, longest first. `live` is
// live_before() of the device; `stretch(c)` is candidate c's peak_stretch.
template <class Candidate, class Stretch>
constexpr std::vector<Candidate> peak_lowering_order(std::vector<Candidate> left, std::vector<int> live,
                                                     Stretch stretch) {
  // Longest-lived first, then in list order (std::sort: stable_sort is not constexpr).
  std::sort(left.begin(), left.end(), [&](const Candidate& a, const Candidate& b) {
    const peak_stretch x = stretch(a), y = stretch(b);
    return x.lifespan != y.lifespan ? x.lifespan > y.lifespan : x.from < y.from;
  });
  std::vector<Candidate> order;
  while (!left.empty()) {
    int peak = 0;
    for (int x : live) peak = x > peak ? x : peak;
    std::size_t best = left.size();
    int best_hits = 0;
    for (std::size_t k = 0; k < left.size(); ++k) {
      const peak_stretch x = stretch(left[k]);
      int hits = 0;
      for (std::size_t i = x.from; i < x.to; ++i) hits += live[i] == peak;
      if (hits > best_hits) best = k, best_hits = hits;
    }
    if (best == left.size()) break;  // none lowers the peak
    const peak_stretch x = stretch(left[best]);
    for (std::size_t i = x.from; i < x.to; ++i) --live[i];
    order.push_back(left[best]);
    left.erase(left.begin() + static_cast<std::ptrdiff_t>(best));
  }
  for (const Candidate& x : left) order.push_back(x);
  return order;
}

}  // namespace pipesched::detail
