#include "runtime/train/step_timeline.hpp"

#include <algorithm>
#include <utility>

namespace pipesched::train {

timeline_recorder::timeline_recorder(int devices, std::size_t actions_per_device)
    : start_(std::chrono::steady_clock::now()) {
  t_.per_device.resize(static_cast<std::size_t>(devices));
  for (auto& list : t_.per_device) list.reserve(actions_per_device);
}

void timeline_recorder::record(int device, const action& a) {
  auto& list = t_.per_device[static_cast<std::size_t>(device)];
  const double now = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start_).count();
  list.push_back({a, list.empty() ? 0.0 : list.back().end, now});
}

timeline timeline_recorder::finish() && {
  for (const auto& list : t_.per_device)
    if (!list.empty()) t_.makespan = std::max(t_.makespan, list.back().end);
  return std::move(t_);
}

}  // namespace pipesched::train
