#pragma once
// waits: a device that waits for the input of its next B or F may run a W there instead,
// a W it would run later anyway (its B is done). The squeeze pulls a W into a gap only
// where it fits whole; this pass also tries a W longer than the wait, which delays that
// pass a little but can shorten the whole: ZB-H2 at the measured costs (18.522, 18.086,
// 9.337, 0.601) waits 9.185 before each of device 0's steady B, and a W there ends the
// step 0.013 sooner per wait (the authors' own greedy, zb.py, places it so). Each move is
// kept only where the global makespan does not grow, so the result is never longer; a W
// moved earlier frees its activation sooner, so no device holds more than before.
#include <cstddef>
#include <utility>
#include <vector>

#include "../analysis/simulate.hpp"
#include "../schedule.hpp"
#include "tail.hpp"  // start_times, timed_tail

namespace pipesched::detail {

// Where w_into_waits stands: the next wait it looks at is before pass `at` of `device`
// (device == the device count: done).
struct waits_position {
  int device = 0;
  std::size_t at = 1;
};

// Device by device, wait by wait in order from `from`: the first later W whose B comes
// before the waiting pass is moved in front of it, and kept if the makespan does not grow
// (`order` and its timing `t` updated). Stops after `most_tries` waits tried, where it
// returns the position to go on from: a compile-time order tries a few per constant
// evaluation (families/zb_h_steps.hpp), as each try is a simulation.
template <class = void>
constexpr waits_position w_into_waits_from(schedule& order, pass_timing& t, const costs& c, waits_position from,
                                           int most_tries) {
  const pass_durations dur(c, order.chunks());
  std::vector<std::vector<double>> starts = start_times(order, t, c);
  int tries = 0;
  for (int d = from.device; d < order.devices(); ++d) {
    for (std::size_t i = d == from.device ? from.at : 1; i < order.per_device[d].size(); ++i) {
      if (tries == most_tries) return {d, i};
      const std::vector<action>& list = order.per_device[d];
      if (list[i].kind == action_kind::W || starts[d][i] <= starts[d][i - 1] + dur.of(list[i - 1].kind) + 1e-9)
        continue;
      std::size_t j = i + 1;
      while (j < list.size() && list[j].kind != action_kind::W) ++j;
      if (j == list.size()) continue;
      bool backward_done = false;
      for (std::size_t k = 0; k < i && !backward_done; ++k)
        backward_done = list[k].kind == action_kind::B && list[k].stage == list[j].stage &&
                        list[k].microbatch == list[j].microbatch;
      if (!backward_done) continue;
      ++tries;
      // Moved in place and moved back where not kept: a copy of the whole order per try
      // cost constant evaluation about half a simulation (each element constructed).
      std::vector<action>& m = order.per_device[d];
      const action w = m[j];
      m.erase(m.begin() + static_cast<std::ptrdiff_t>(j));
      m.insert(m.begin() + static_cast<std::ptrdiff_t>(i), w);
      pass_timing mt = time_actions(order, c);
      if (mt.makespan > t.makespan + 1e-9) {
        m.erase(m.begin() + static_cast<std::ptrdiff_t>(i));
        m.insert(m.begin() + static_cast<std::ptrdiff_t>(j), w);
        continue;
      }
      t = std::move(mt);
      starts = start_times(order, t, c);
    }
  }
  return {order.devices(), 1};
}

// Every wait of `order`. One simulation per wait tried: callers bound the shapes they run
// it on.
template <class = void>
constexpr timed_tail w_into_waits(schedule order, const costs& c) {
  pass_timing t = time_actions(order, c);
  (void)w_into_waits_from(order, t, c, {}, -1);
  return {std::move(order), t.makespan};
}

}  // namespace pipesched::detail
