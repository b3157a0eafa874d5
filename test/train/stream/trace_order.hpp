#pragma once
// What a measured timeline from stream events must show, whatever the timings: the order
// the streams and the event joins guarantee. Shared by the CPU-streams trace test and the
// cuda one ([gpu]). Each violation is a sentence; none: the order holds. A BW sends its
// input gradient before it computes its weight gradients, so the pass that receives it
// may overlap BW's tail: it must only start after BW starts.
#include <map>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <pipesched/analysis/simulate.hpp>
#include <pipesched/runtime/transport.hpp>
#include <pipesched/schedule.hpp>

namespace pipesched::train::test {

inline std::vector<std::string> trace_order_violations(const schedule& s, const timeline& t) {
  std::vector<std::string> out;
  auto fail = [&](const std::string& why) { out.push_back(why); };
  if (t.per_device.size() != static_cast<std::size_t>(s.devices())) {
    fail("the trace has " + std::to_string(t.per_device.size()) + " devices");
    return out;
  }
  // The pass that computes (stage, microbatch)'s activation (F) or input gradient (B, BW).
  std::map<std::tuple<bool, int, int>, timed_action> producer;
  for (int d = 0; d < s.devices(); ++d) {
    const auto& list = t.per_device[static_cast<std::size_t>(d)];
    const auto& planned = s.actions(d);
    if (list.size() != planned.size()) {
      fail("device " + std::to_string(d) + " traced " + std::to_string(list.size()) + " of " +
           std::to_string(planned.size()) + " actions");
      continue;
    }
    for (std::size_t i = 0; i < list.size(); ++i) {
      const timed_action& x = list[i];
      const std::string where = "device " + std::to_string(d) + ", " + runtime::describe(x.what);
      if (!(x.what == planned[i])) fail(where + ": not the list's action " + std::to_string(i));
      if (x.start > x.end) fail(where + ": ends before it starts");
      if (is_compute(x.what.kind) && !(x.start < x.end)) fail(where + ": a compute with no time between its stamps");
      if (i > 0 && list[i - 1].end > x.start) fail(where + ": starts before the device's previous action ends");
      if (x.what.kind == action_kind::F) producer[{true, x.what.stage, x.what.microbatch}] = x;
      if (x.what.kind == action_kind::B || x.what.kind == action_kind::BW)
        producer[{false, x.what.stage, x.what.microbatch}] = x;
    }
  }
  for (int d = 0; d < s.devices(); ++d)
    for (const timed_action& x : t.per_device[static_cast<std::size_t>(d)]) {
      const int st = x.what.stage, j = x.what.microbatch;
      const std::string where = "device " + std::to_string(d) + ", " + runtime::describe(x.what);
      auto after = [&](bool forward, int stage, const char* what) {
        const auto it = producer.find({forward, stage, j});
        if (it == producer.end())
          fail(where + ": its " + what + " is not in the trace");
        else if (it->second.what.kind == action_kind::BW ? it->second.start > x.start : it->second.end > x.start)
          fail(where + " starts before its " + what + " (" + runtime::describe(it->second.what) + ") " +
               (it->second.what.kind == action_kind::BW ? "starts" : "ends"));
      };
      if (x.what.kind == action_kind::F && st > 0) after(true, st - 1, "input's producer");
      if (x.what.kind == action_kind::B || x.what.kind == action_kind::BW) {
        after(true, st, "own F");
        if (st + 1 < s.stages()) after(false, st + 1, "gradient's producer");
      }
    }
  return out;
}

}  // namespace pipesched::train::test
