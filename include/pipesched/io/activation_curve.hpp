#pragma once
// Live chunk activations of one device over simulated time, as the steps the SVG and the
// trace draw: an activation is live from its F's start (a recomputed one's: its R's) to
// its W's (or BW's) end, the timeline reading of analysis/memory.hpp (timeline_peak_activations).
#include <algorithm>
#include <vector>

#include "../analysis/simulate.hpp"

namespace pipesched::io {

struct activation_step {
  double time = 0;
  int live = 0;  // chunk activations live from `time` on
  friend constexpr bool operator==(const activation_step&, const activation_step&) = default;
};

// Starts with {0, 0}; one step per distinct time at which the count changes. Frees at an
// instant go before allocations, as in timeline_peak_activations.
inline std::vector<activation_step> activation_curve(const timeline& t, int device) {
  struct event {
    double time;
    int delta;
  };
  std::vector<event> events;
  const auto& list = t.per_device[static_cast<std::size_t>(device)];
  // A recomputed pair (an R on the list) is live from its R's start: its F keeps only its input.
  std::vector<action> recomputes;
  for (const timed_action& x : list)
    if (x.what.kind == action_kind::recompute) recomputes.push_back(x.what);
  auto recomputed = [&](const action& f) {
    return std::any_of(recomputes.begin(), recomputes.end(),
                       [&](const action& r) { return r.stage == f.stage && r.microbatch == f.microbatch; });
  };
  for (const timed_action& x : list)
    for (const action& pass : passes_of(x.what)) {  // an overlapped action: its F, then its backward
      if ((pass.kind == action_kind::F && !recomputed(pass)) || pass.kind == action_kind::recompute)
        events.push_back({x.start, +1});
      if (pass.kind == action_kind::W || pass.kind == action_kind::BW) events.push_back({x.end, -1});
    }
  std::stable_sort(events.begin(), events.end(), [](const event& a, const event& b) {
    return a.time < b.time || (a.time == b.time && a.delta < b.delta);
  });
  std::vector<activation_step> steps{{0.0, 0}};
  int live = 0;
  for (const event& e : events) {
    live += e.delta;
    if (steps.back().time == e.time)
      steps.back().live = live;
    else
      steps.push_back({e.time, live});
  }
  return steps;
}

}  // namespace pipesched::io
