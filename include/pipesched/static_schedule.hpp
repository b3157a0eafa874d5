#pragma once
// A schedule built by the compiler: the generator runs in constant evaluation and its
// actions are stored in constexpr std::arrays, so the peak memory is a compile-time
// constant that a static_assert can bound. A wrong block or shape does not compile.
// The compile-time schedule is the block's order without the squeeze's gap filling: the
// same memory, a little more bubble, and cheap enough for the compiler's constexpr budget.
//
//   using sched = pipesched::family_schedule<pipesched::family::v_half, pipesched::shape{8, 24, 2}>;
//   static_assert(sched::peak_activation_units() <= 5);
//   using mine = pipesched::block_schedule<my_block, pipesched::shape{4, 8}>;
#include <array>
#include <cstdint>
#include <limits>
#include <span>
#include <type_traits>

#include "generate.hpp"

namespace pipesched {

namespace detail {
// A schedule in fixed-capacity arrays, so that it can be a constexpr variable: device d's
// actions are actions[d·Capacity, d·Capacity + sizes[d]).
template <int Devices, int Capacity>
struct fixed_schedule {
  shape dims;
  placement place;
  bool split;
  std::array<int, Devices> sizes;
  std::array<action, Devices * Capacity> actions;

  static constexpr fixed_schedule from(const schedule& s) {
    fixed_schedule f{s.dims, s.place, s.split, {}, {}};
    for (int d = 0; d < Devices; ++d) {
      const int n = static_cast<int>(s.per_device[d].size());
      if (n > Capacity) report_error("internal: a device's list is longer than the generator's capacity");
      f.sizes[d] = n;
      const action* list = s.per_device[d].data();
      for (int i = 0; i < n; ++i) f.actions[d * Capacity + i] = list[i];
    }
    return f;
  }
  constexpr schedule to_schedule() const {
    schedule s{dims, place, split, {}};
    s.per_device.resize(static_cast<std::size_t>(Devices));
    for (int d = 0; d < Devices; ++d) {
      s.per_device[d].resize(static_cast<std::size_t>(sizes[d]));
      action* out = s.per_device[d].data();
      for (int i = 0; i < sizes[d]; ++i) out[i] = actions[d * Capacity + i];
    }
    return s;
  }
};

// Whether a generator's preconditions hold, asked before anything is generated so that a
// wrong shape or block is one error rather than one per member below. A generator may
// have `static constexpr bool check()`: true, false after its own static_assert said why,
// or not a constant expression because it reported (report_error).
template <class Generator>
concept check_is_constant = requires { typename std::bool_constant<Generator::check()>; };  // no error: substitution
template <class Generator>
constexpr bool preconditions_hold() {
  if constexpr (!requires { Generator::check(); }) {
    return true;
  } else if constexpr (check_is_constant<Generator>) {
    return Generator::check();
  } else {
    static_assert(Generator::check());  // the one diagnostic, with report_error's message
    return false;
  }
}
}  // namespace detail

// Generator: a type with `static constexpr int devices`, `static constexpr int
// capacity` (at least the longest device list), `static constexpr schedule
// make_order()` (the compute order, unvalidated) and optionally `static constexpr bool
// check()` (its preconditions; see detail::preconditions_hold). Compilers budget each
// constant evaluation (g++: 2^25 operations; nvcc: 2M units, where a call costs 2), so
// each step below is an evaluation of its own: the order; comm and steps
// (detail::complete_order); validate(); the arrays of the exact size. Where the
// preconditions fail, nothing is generated and every member is empty (no more errors).
template <class Generator>
struct static_schedule {
 private:
  static constexpr bool ready = detail::preconditions_hold<Generator>();

 public:
  // Kept where the preconditions fail but it is a device count, so that actions(d) adds
  // no error of its own.
  static constexpr int devices =
      ready || (Generator::devices >= 1 && Generator::devices <= limits::max_devices) ? Generator::devices : 1;

 private:
  static constexpr int capacity = ready ? Generator::capacity : 0;
  using fixed = detail::fixed_schedule<devices, capacity>;
  static constexpr fixed nothing{shape{devices, 0, 1}, placement::loop, true, {}, {}};  // units divide by chunks
  static constexpr fixed order = ready ? fixed::from(Generator::make_order()) : nothing;
  static constexpr fixed generated = ready ? fixed::from(detail::complete_order(order.to_schedule())) : nothing;
  static constexpr bool valid = !ready || validate(generated.to_schedule());
  static constexpr std::array<int, devices + 1> layout_offsets = [] {
    static_assert(valid);
    std::array<int, devices + 1> o{};
    for (int d = 0; d < devices; ++d) o[d + 1] = o[d] + generated.sizes[d];
    return o;
  }();

 public:
  static constexpr shape dims = generated.dims;
  static constexpr placement place = generated.place;
  static constexpr std::array<int, devices + 1> offsets = layout_offsets;

  static constexpr std::array<action, offsets[devices]> all_actions = [] {
    std::array<action, offsets[devices]> a{};
    for (int d = 0, i = 0; d < devices; ++d)
      for (int k = 0; k < generated.sizes[d]; ++k) a[i++] = generated.actions[d * capacity + k];
    return a;
  }();

  static constexpr std::span<const action> actions(int device) {
    return std::span<const action>(all_actions).subspan(offsets[device], offsets[device + 1] - offsets[device]);
  }

  // Peak live chunk activations per device, computed from the stored order.
  static constexpr std::array<int, devices> peak_activations = [] {
    std::array<int, devices> peaks{};
    for (int d = 0; d < devices; ++d) {
      int live = 0;
      for (const action& a : actions(d))
        for (const action& pass : passes_of(a)) {  // an overlapped action: F, then its backward
          live += activation_delta(pass.kind);
          peaks[d] = live > peaks[d] ? live : peaks[d];
        }
    }
    return peaks;
  }();

  static constexpr int max_peak_activations() {
    int n = 0;
    for (int x : peak_activations) n = x > n ? x : n;
    return n;
  }
  static constexpr double peak_activation_units() {
    return static_cast<double>(max_peak_activations()) / dims.chunks;
  }
  // Peak bytes over devices when every stage reports the same deltas.
  static constexpr long long peak_activation_bytes(const memory_deltas& deltas) {
    long long peak = 0;
    for (long long x : pipesched::peak_activation_bytes(to_schedule(), deltas)) peak = x > peak ? x : peak;
    return peak;
  }

  // Back to a dynamic schedule (for the simulator and the runtime).
  static constexpr schedule to_schedule() { return generated.to_schedule(); }
};

// A bound on the longest device list: every compute of its chunks (F, B, W), a send and
// a recv for each of their edges, and 2BW's steps. Counted in 64 bits and clamped: a shape
// beyond the limits overflowed int here, an error beside the generator's check() (within
// them it is below 2^29, and where check() fails the capacity is not used).
constexpr int action_capacity(shape sh, int chunks) {
  const std::int64_t n = std::int64_t{sh.microbatches} * chunks * 7 + std::int64_t{chunks} * sh.iteration_count();
  return n > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max() : static_cast<int>(n);
}

template <family F, shape Shape>
struct family_generator {
  static constexpr int devices = Shape.devices;
  static constexpr int capacity = action_capacity(Shape, Shape.chunks > 0 ? Shape.chunks : default_chunks(F));
  static constexpr bool check() { return checked_shape(F, Shape).devices > 0; }
  static constexpr schedule make_order() { return detail::generate_order(F, Shape, costs{}, 0, false, false); }
};

// A user's own block, repeated for Shape.microbatches, with comm, validated. A bad block
// is reported by assert_block_valid (its device, stage and pass as template arguments).
template <building_block Block, shape Shape>
struct block_generator {
  static constexpr int devices = Block.devices;
  static constexpr int capacity = action_capacity(Shape, Block.chunks);
  static constexpr bool check() {
    static_assert(assert_block_valid<Block>);
    return check_block(Block) == block_problem{} && checked_shape(Block, Shape).devices > 0;
  }
  static constexpr schedule make_order() {
    return detail::block_order(Block, Shape.microbatches, costs{}, 0, false);
  }
};

template <family F, shape Shape>
using family_schedule = static_schedule<family_generator<F, Shape>>;

template <building_block Block, shape Shape>
using block_schedule = static_schedule<block_generator<Block, Shape>>;

// A bound on a compile-time schedule's peak whose failure names both numbers: the
// instantiation in the first error lines reads
// `peak_chunk_activations_within<Peak, Chunks, Bound>` (peak = Peak / Chunks units).
//   static_assert(pipesched::assert_peak_at_most<sched, 5>);   // at most 5 units
template <int Peak, int Chunks, int Bound>
struct peak_chunk_activations_within {
  static_assert(Peak <= Bound * Chunks,
                "the schedule's peak (Peak chunk activations = Peak / Chunks units) exceeds Bound units");
  static constexpr bool value = true;
};
template <class Schedule, int BoundUnits>
inline constexpr bool assert_peak_at_most =
    peak_chunk_activations_within<Schedule::max_peak_activations(), Schedule::dims.chunks, BoundUnits>::value;

}  // namespace pipesched
