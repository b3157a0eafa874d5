#pragma once
// A schedule: per device, the ordered list of actions it executes. Order alone fixes
// memory; timing is the simulator's job.
#include <vector>

#include "core/placement.hpp"
#include "core/vocabulary.hpp"

namespace pipesched {

struct schedule {
  shape dims{};
  placement place = placement::loop;
  bool split = true;  // B and W separate (false: fused BW)
  std::vector<std::vector<action>> per_device;
  double offload_fraction = 1;  // of a chunk activation's bytes each offload moves
  vocab_placement vocab = vocab_placement::none;  // its vocabulary passes (core/vocab.hpp)

  constexpr int devices() const { return dims.devices; }
  constexpr int microbatches() const { return dims.microbatches; }
  constexpr int chunks() const { return dims.chunks; }
  constexpr int stages() const { return dims.stages(); }
  constexpr int device_of_stage(int s) const { return device_of(place, dims.devices, s); }
  constexpr const std::vector<action>& actions(int device) const { return per_device[device]; }

  // A template, as the generating functions are (pipesched.hpp): its vector walk is then
  // instantiated where it is called, not in every file that includes this one.
  template <class = void>
  constexpr int action_count() const {
    int n = 0;
    for (const auto& list : per_device) n += static_cast<int>(list.size());
    return n;
  }
  friend constexpr bool operator==(const schedule&, const schedule&) = default;
};

// A schedule with only its compute passes (F, B, W, BW), in the same order.
template <class = void>
constexpr schedule compute_only(const schedule& s) {
  schedule out{s.dims, s.place, s.split, {}, s.offload_fraction};  // (no vocabulary passes: vocab none)
  out.per_device.resize(s.per_device.size());
  for (std::size_t d = 0; d < s.per_device.size(); ++d)
    for (const action& a : s.per_device[d])
      if (is_compute(a.kind)) out.per_device[d].push_back(a);
  return out;
}

}  // namespace pipesched
