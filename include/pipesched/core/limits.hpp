#pragma once
// Every size a user or a file can set, with its limit, in one place. Each is checked before
// anything is allocated for it; docs/limits.md's table lists the same numbers (a test
// compares them). Size arithmetic on these goes through checked_mul/checked_add, which
// report instead of wrapping.
#include <cstdint>
#include <limits>

#include "error.hpp"
#include "vocabulary.hpp"

namespace pipesched::limits {

// --- Schedules ---------------------------------------------------------------------------
inline constexpr int max_devices = 1024;        // pipeline devices p
inline constexpr int max_chunks = 64;           // chunks per device v
inline constexpr int max_stages = 1024;         // p * v, every family
inline constexpr int max_microbatches = 1 << 20;  // all iterations together
inline constexpr int max_iterations = 1024;     // 2bw's K
inline constexpr int max_refine_steps = 10'000'000;
static_assert(max_stages <= INT16_MAX && max_devices <= INT16_MAX,
              "an action keeps its stage and peer device in 16 bits (core/vocabulary.hpp)");
// A schedule's action lists are refused above this many actions (compute, comm and offload
// together) whatever the memory budget: about 64 bytes each, so 4 GiB of lists.
inline constexpr std::int64_t max_actions = std::int64_t{1} << 26;
inline constexpr std::int64_t max_activation_bytes = std::int64_t{1} << 50;  // one activation unit, in bytes
// Costs (any one time unit): each within [min_cost, max_cost], so that a makespan of
// max_actions passes stays finite, and the largest over the smallest non-zero one at most
// max_cost_ratio: where a cost is outside [1e-3, 1e3] make_schedule scales them so that the
// largest is in [0.5, 1], where its passes' tolerances (1e-9) stay 500x below the shortest.
inline constexpr double min_cost = 1e-12;
inline constexpr double max_cost = 1e12;
inline constexpr double max_cost_ratio = 1e6;

// --- Training ------------------------------------------------------------------------------
inline constexpr int max_replicas = 1024;
inline constexpr int max_total_devices = 1024;  // p * replicas: a thread each on the CPU
inline constexpr std::int64_t max_steps = 1'000'000'000;
inline constexpr int max_model_layers = 4096;
inline constexpr int max_model_dim = 1 << 16;
inline constexpr int max_model_heads = 1024;
inline constexpr int max_model_seq = 1 << 20;
inline constexpr int max_model_vocab = 1 << 24;
inline constexpr int max_model_batch = 1 << 20;
inline constexpr int max_model_tokens = 1 << 24;  // batch x seq: the rows of one microbatch
inline constexpr int max_profile_repeats = 1'000'000;  // pipesched profile --repeats (a time each)
inline constexpr std::int64_t max_model_parameters = std::int64_t{1} << 40;

// --- Files read ----------------------------------------------------------------------------
inline constexpr std::int64_t max_torch_csv_bytes = std::int64_t{64} << 20;
inline constexpr std::int64_t max_plan_file_bytes = std::int64_t{64} << 20;
inline constexpr std::int64_t max_profile_bytes = std::int64_t{16} << 20;
inline constexpr std::int64_t max_checkpoint_header_bytes = std::int64_t{100} << 20;  // as safetensors
inline constexpr double max_profile_seconds = 1e6;  // one part's pass in a profile (11 days)
inline constexpr std::int64_t max_profile_part_bytes = std::int64_t{1} << 50;  // one byte count in a profile
inline constexpr std::int64_t max_bytes_per_parameter = 1024;  // static, 2BW and gradient bytes in a profile
inline constexpr double max_profile_gbps = 1e6;  // a copy bandwidth in a profile (GB/s; HBM is ~5e3)
inline constexpr std::int64_t max_profile_copy_bytes = std::int64_t{1} << 40;  // the size a profile's copies moved

}  // namespace pipesched::limits

namespace pipesched {

// a * b and a + b for sizes, reporting `what` on overflow instead of wrapping. Written with
// comparisons, not __builtin_*_overflow: nvcc's front end does not evaluate those in a
// constant expression (static_schedule.hpp sizes its arrays through these).
constexpr std::int64_t checked_mul(std::int64_t a, std::int64_t b, const char* what) {
  constexpr std::int64_t hi = std::numeric_limits<std::int64_t>::max();
  constexpr std::int64_t lo = std::numeric_limits<std::int64_t>::min();
  const bool overflows = a > 0 ? (b > 0 ? a > hi / b : b < lo / a)
                               : (b > 0 ? a < lo / b : a != 0 && b < hi / a);
  if (overflows) report_error(what);
  return a * b;
}
constexpr std::int64_t checked_add(std::int64_t a, std::int64_t b, const char* what) {
  constexpr std::int64_t hi = std::numeric_limits<std::int64_t>::max();
  constexpr std::int64_t lo = std::numeric_limits<std::int64_t>::min();
  if (b > 0 ? a > hi - b : a < lo - b) report_error(what);
  return a + b;
}

// Costs a schedule can be timed with: F and B take time, W and comm may be free; every
// non-zero one within [min_cost, max_cost], and the largest at most max_cost_ratio times the
// smallest non-zero one (see above). Written so that NaN fails every test (it compares false
// with anything), infinities too.
constexpr void check_costs(const costs& c) {
  static_assert(limits::min_cost == 1e-12 && limits::max_cost == 1e12 && limits::max_cost_ratio == 1e6,
                "the messages below state these limits");
  auto within = [](double x, bool zero_ok) {
    return (zero_ok && x == 0) || (x >= limits::min_cost && x <= limits::max_cost);
  };
  if (!within(c.f, false) || !within(c.b, false) || !within(c.w, true) || !within(c.comm, true))
    report_error("costs must be finite, F and B in [1e-12, 1e12], W and comm 0 or in [1e-12, 1e12] "
                 "(limits::min_cost, limits::max_cost)");
  const vocab_costs& v = c.vocab;
  for (double x : {v.head_f, v.head_b, v.input_f, v.input_b, v.collective})
    if (!within(x, true))
      report_error("the vocabulary costs (head and input passes, collectives) must each be 0 or in [1e-12, 1e12] "
                   "(limits::min_cost, limits::max_cost)");
  double low = c.f, high = c.f;
  for (double x : {c.b, c.w, c.comm, v.head_f, v.head_b, v.input_f, v.input_b, v.collective})
    if (x > 0) {
      low = x < low ? x : low;
      high = x > high ? x : high;
    }
  if (high > low * limits::max_cost_ratio)
    report_error("the largest cost may be at most 1e6 times the smallest non-zero one (limits::max_cost_ratio)");
  if (!(c.overlap_gain >= 0 && c.overlap_gain <= 1))
    report_error("the overlap gain must be in [0, 1] (0: an overlapped F&B takes F + B, 1: the shorter is hidden)");
}

}  // namespace pipesched
