#pragma once
// How many bytes a schedule of (family, shape) will take, known before it is generated:
// what a caller checks against a memory budget before asking for one (the CLI's
// --max-memory), and what checked_shape() holds against limits::max_actions.
//
// An upper bound, never below the real size (test/pipesched/limits_test.cpp compares it
// with generated schedules, and keeps it within 4x of them). Counted per device, per
// chunk and per microbatch:
//   computes   F, B, W (split families) or F, BW (fused)
//   comm       at most a send and a recv for each F and each backward (none on one device)
//   2BW        one optimizer step per stage and iteration
// times sizeof(action) for the schedule, plus sizeof(timed_action) for the timeline the
// simulator makes of it, plus sizeof(action) per compute for the order the schedule is made
// from (generation holds both), plus the simulator's per-(stage, microbatch) clocks (F and
// backward ends, reload ends). Offload actions (passes/offload.hpp) are not counted: they
// add at most two actions per chunk and microbatch. (The tool's printed text is not either.)
#include <cstdint>

#include "analysis/simulate.hpp"
#include "core/limits.hpp"
#include "family.hpp"
#include "schedule.hpp"

namespace pipesched {

// The actions of every device together; chunks == 0 means the family's default. Shapes
// whose count overflows 64 bits are reported (checked_shape refuses far smaller ones).
template <class = void>
constexpr std::int64_t estimated_schedule_actions(family f, const shape& sh) {
  const std::int64_t p = sh.devices > 0 ? sh.devices : 0, m = sh.microbatches > 0 ? sh.microbatches : 0;
  const std::int64_t v = sh.chunks > 0 ? sh.chunks : default_chunks(f);
  const std::int64_t per_pass = (splits_backward(f) ? 3 : 2) + (p > 1 ? 4 : 0);
  const char* overflow = "the schedule's size overflows 64 bits";
  const std::int64_t stages = checked_mul(p, v, overflow);
  std::int64_t n = checked_mul(checked_mul(stages, m, overflow), per_pass, overflow);
  if (f == family::two_bw && sh.iterations > 1)
    n = checked_add(n, checked_mul(stages, sh.iterations, overflow), overflow);
  return n;
}

// Bytes of the schedule of (f, sh) and its simulated timeline; an upper bound (see above).
template <class = void>
constexpr std::int64_t estimated_schedule_bytes(family f, const shape& sh) {
  const char* overflow = "the schedule's size overflows 64 bits";
  std::int64_t actions = estimated_schedule_actions(f, sh);
  const std::int64_t per_action = sizeof(action) + sizeof(timed_action);
  const std::int64_t p = sh.devices > 0 ? sh.devices : 0, m = sh.microbatches > 0 ? sh.microbatches : 0;
  const std::int64_t v = sh.chunks > 0 ? sh.chunks : default_chunks(f);
  const std::int64_t passes = checked_mul(checked_mul(p, v, overflow), m, overflow);  // (stage, microbatch) pairs
  const std::int64_t clocks = checked_mul(passes, 3 * sizeof(double), overflow);
  const std::int64_t order = checked_mul(passes, (splits_backward(f) ? 3 : 2) * sizeof(action), overflow);
  return checked_add(checked_add(checked_mul(actions, per_action, overflow), order, overflow), clocks, overflow);
}

}  // namespace pipesched
