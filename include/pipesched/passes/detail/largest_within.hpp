#pragma once
// The automatic policies of passes/offload.hpp and passes/recompute.hpp take the first k
// of each device's order for the largest k whose simulated makespan stays within a limit.
// Trying every k simulated m·v schedules (18 s for offload at 1F1B p = 4, m = 1024); this
// finds the same k with about log2(m·v) simulations.
//
// Why a binary search finds the largest k, not just some k: the makespan never falls as
// k grows. Order k + 1 is order k with one more pair (offload and reload) or one more R
// inserted on each device whose order is that long; nothing else moves. The simulator
// gives each action times that depend only on times before it (its device's previous
// end, its inputs' ends, its copy engine's previous copy), through max and + of fixed
// durations; both are non-decreasing in each argument, double rounding included. An
// inserted action never hands its device back earlier than it got it (an offload ends at
// max(copy end, free), an R at free + F with F >= 0, a reload does not hold the device),
// it only queues one more copy ahead of the later ones on its engine, and a reload only
// adds a wait to its backward (which before waited for none). So, action by action in
// list order, every time of order k is at most the same action's time in order k + 1, and
// so is the makespan (the latest compute end, now over more actions). "Within the limit"
// therefore holds for a prefix of k. The argument needs finite durations and F >= 0; with
// others (not refused by these passes) every k is tried, as before.
// test/pipesched/auto_passes_test.cpp checks both over every family.
#include <cstddef>

#include "../../analysis/simulate.hpp"

namespace pipesched::detail {

// Whether inserting offloads or recomputes can only delay a timing with costs `c` (and
// copies of `copy` time units): the condition the search below needs.
constexpr bool inserts_only_delay(const costs& c, int chunks, double copy) {
  auto finite = [](double x) { return x == x && x - x == 0; };  // std::isfinite is not constexpr
  const pass_durations d(c, chunks);
  return finite(d.of(action_kind::F)) && d.of(action_kind::F) >= 0 && finite(d.of(action_kind::B)) &&
         finite(d.of(action_kind::W)) && finite(d.of(action_kind::BW)) && finite(d.f_b) && finite(d.f_bw) &&
         finite(c.comm) && finite(copy) && copy >= 0;
}

// The largest k in [0, most] with within(k); within(0) must hold. `monotone`: within
// holds for a prefix of [0, most] (above), so a binary search finds it; else every k is
// tried and the largest that holds is taken.
template <class Within>
constexpr std::size_t largest_within(std::size_t most, bool monotone, Within within) {
  if (!monotone) {
    std::size_t best = 0;
    for (std::size_t k = 1; k <= most; ++k)
      if (within(k)) best = k;
    return best;
  }
  if (within(most)) return most;  // the common case (copies or recomputes that hide): one simulation
  std::size_t lo = 0, hi = most;     // within(lo) holds, within(hi) fails
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (within(mid)) lo = mid;
    else hi = mid;
  }
  return lo;
}

}  // namespace pipesched::detail
