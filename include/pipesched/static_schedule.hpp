#pragma once
// A schedule built by the compiler: the generator runs in constant evaluation, so the
// peak memory is a compile-time constant that a static_assert can bound, and a wrong
// block or shape does not compile. A family's schedule is generated at one small m (two
// for DualPipeV, and 2BW at p - 1 microbatches an iteration) and its actions at m follow
// by index (static_repetition.hpp): the compile time does not grow with m. Within p = 16
// it is make_schedule's schedule (same_as_make_schedule): made by the compiler where
// make_schedule's squeeze fits the constexpr budget, read from records beyond
// (static_recorded.hpp); beyond p = 16 the squeezed families take their blocks' order
// without the squeeze (same memory, a little more bubble).
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
#include "static_repetition.hpp"
#include "static_stages.hpp"

namespace pipesched {

namespace detail {
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
// The generator's order at `Microbatches` in fixed arrays: made in one constant evaluation
// (make_order), or in several where the generator stages it (`fixed_order<m>()`:
// static_stages.hpp).
template <class Generator, class Fixed, int Microbatches>
constexpr Fixed fixed_order() {
  if constexpr (requires { Generator::template fixed_order<Microbatches>(); })
    return Generator::template fixed_order<Microbatches>();
  else
    return Fixed::from(Generator::make_order(Microbatches));
}
}  // namespace detail

// Generator: a type with `static constexpr int devices`, `static constexpr
// detail::repetition repeats` (the m of the first generation, the step a repeat adds,
// how many steps lead to the schedule's m and whether a second generation is made;
// detail::repetition_for), `static constexpr int capacity` (at least the longest device
// list at repeats.largest()), `static constexpr schedule make_order(int microbatches)`
// (the compute order, unvalidated) and optionally `static constexpr bool check()` (its
// preconditions; see detail::preconditions_hold), `static constexpr bool orders_complete`
// (true: its orders come with their comm, so complete_order is not run: recorded ones,
// static_recorded.hpp) and `static constexpr bool validated_by_test` (true: a test
// compares this derivation with make_schedule, which validates, so the compiler does not
// validate it again).
// The schedule is generated at `first` (and, where that list does not hold the repeated
// run, at first + step): its actions at m follow by index (detail::repeated_at), so the
// compile time does not grow with m. Compilers budget each constant evaluation (g++: 2^25
// operations; nvcc: 2M units, where a call costs 2), so each step below is an evaluation
// of its own: each order (or each step of it, where the generator has `template <int m>
// static constexpr fixed_schedule<devices, capacity> fixed_order()`: static_stages.hpp);
// comm and steps (detail::complete_order); validate() (unless validated_by_test); the
// arrays of the exact size. Where the preconditions fail, nothing is generated and every
// member is empty.
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
  // (`if constexpr`: where the preconditions fail, the generator's members are not
  // instantiated, so they add no errors of their own.)
  static constexpr int capacity = [] {
    if constexpr (ready) return Generator::capacity;
    else return 0;
  }();
  static constexpr detail::repetition repeats = [] {
    if constexpr (ready) return Generator::repeats;
    else return detail::repetition{};
  }();
  using fixed = detail::fixed_schedule<devices, capacity>;
  static constexpr fixed nothing{shape{devices, 0, 1}, placement::loop, true, {}, {}};  // units divide by chunks
  static constexpr fixed first_order = [] {
    if constexpr (ready) return detail::fixed_order<Generator, fixed, repeats.first>();
    else return nothing;
  }();
  // Whether the generator's orders come with their comm (recorded ones, static_recorded.hpp;
  // GPipe's and 2BW's, written with it).
  static constexpr bool complete = [] {
    if constexpr (!ready) return false;
    else if constexpr (requires { Generator::orders_complete; }) return Generator::orders_complete;
    else return false;
  }();
  static constexpr fixed first = !ready   ? nothing
                                 : complete ? first_order
                                            : fixed::from(detail::complete_order(first_order.to_schedule()));
  static constexpr bool validated_by_test = [] {
    if constexpr (!ready) return false;  // (its members are not instantiated: no errors of their own)
    else if constexpr (requires { Generator::validated_by_test; }) return Generator::validated_by_test;
    else return false;
  }();
  static constexpr bool first_valid = !ready || validated_by_test || validate(first.to_schedule());
  static constexpr bool repeated = ready && repeats.step > 0;
  // A second generation only where the first does not hold the repeated run (DualPipeV;
  // 2BW at p - 1 microbatches an iteration).
  static constexpr bool two_generations = repeated && !repeats.one_generation;
  // (0 where there is none: no array to copy.)
  static constexpr auto second_order = [] {
    if constexpr (two_generations) return detail::fixed_order<Generator, fixed, repeats.first + repeats.step>();
    else return 0;
  }();
  static constexpr auto second = [] {
    if constexpr (two_generations && complete) return second_order;
    else if constexpr (two_generations) return fixed::from(detail::complete_order(second_order.to_schedule()));
    else return 0;
  }();
  static constexpr bool second_valid = [] {
    if constexpr (two_generations) return validated_by_test || validate(second.to_schedule());
    else return true;
  }();
  static constexpr std::span<const action> first_list(int d) {
    return std::span<const action>(first.actions).subspan(static_cast<std::size_t>(d) * capacity, first.sizes[d]);
  }
  static constexpr std::span<const action> second_list(int d) {
    if constexpr (!two_generations) return first_list(d);  // (unread: the run is in the first)
    else return std::span<const action>(second.actions).subspan(static_cast<std::size_t>(d) * capacity, second.sizes[d]);
  }
  static constexpr std::array<detail::device_split, devices> splits = [] {
    static_assert(first_valid && second_valid);
    std::array<detail::device_split, devices> at{};
    for (int d = 0; d < devices; ++d) {
      at[d] = !repeated         ? detail::device_split{first.sizes[d], 0}
              : two_generations ? detail::split_of(first_list(d), second_list(d), repeats.step, repeats.step_iterations)
                                : detail::period_split(first_list(d), repeats);
      if (at[d].split < 0) report_error("internal: a compile-time order does not repeat from its plan's base", at_device(d));
    }
    return at;
  }();
  static constexpr std::array<int, devices + 1> layout_offsets = [] {
    std::array<int, devices + 1> o{};
    for (int d = 0; d < devices; ++d) o[d + 1] = o[d] + first.sizes[d] + splits[d].inserted * repeats.times;
    return o;
  }();

 public:
  static constexpr shape dims = [] {
    shape sh = first.dims;
    sh.microbatches += repeats.times * repeats.step;
    if (repeats.step_iterations > 0) sh.iterations = sh.iteration_count() + repeats.times * repeats.step_iterations;
    return sh;
  }();
  static constexpr placement place = first.place;
  // Whether this is make_schedule's order at the default costs, squeeze and tail included
  // (detail::static_plan_of says for which families), or the block's order without them
  // (the same memory, a little more bubble): make_schedule(..., {.fill = false}).
  static constexpr bool same_as_make_schedule = [] {
    if constexpr (requires { Generator::same_as_make_schedule; }) return Generator::same_as_make_schedule;
    else return false;
  }();
  static constexpr std::array<int, devices + 1> offsets = layout_offsets;

  // Action i of device d's list, by index from the two generated schedules.
  static constexpr action action_at(int device, int i) {
    return detail::repeated_at(first_list(device), second_list(device), splits[device], repeats, i);
  }

  // Device d's actions, computed by index (no array of them is stored): a random-access
  // view of actions by value, for range-for, std::ranges and range-v3 (an lvalue, so
  // range-v3 pipes it without knowing it is a view).
  using device_view = detail::device_actions<static_schedule>;
  static constexpr std::array<device_view, devices> views = [] {
    std::array<device_view, devices> v{};
    for (int d = 0; d < devices; ++d) v[d] = device_view(d, offsets[d + 1] - offsets[d]);
    return v;
  }();
  static constexpr const device_view& actions(int device) { return views[device]; }
  static constexpr int action_count() { return offsets[devices]; }

  // Peak live chunk activations per device: from the two generated lists, not by walking m.
  static constexpr std::array<int, devices> peak_activations = [] {
    std::array<int, devices> peaks{};
    for (int d = 0; d < devices; ++d) peaks[d] = detail::repeated_peak(first_list(d), second_list(d), splits[d], repeats.times);
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
  static constexpr schedule to_schedule() {
    schedule s{dims, place, first.split, {}};
    s.per_device.resize(static_cast<std::size_t>(devices));
    for (int d = 0; d < devices; ++d) {
      s.per_device[d].resize(static_cast<std::size_t>(offsets[d + 1] - offsets[d]));
      for (int i = 0; i < offsets[d + 1] - offsets[d]; ++i) s.per_device[d][i] = action_at(d, i);
    }
    return s;
  }
};

// A family's schedule as detail::static_plan_of says: make_schedule's order
// (`same_as_make_schedule`; made, or read from records) or its block's, from one
// generation at small m (two for DualPipeV).
template <family F, shape Shape>
struct family_generator {
  static constexpr int devices = Shape.devices;
  static constexpr bool check() { return checked_shape(F, Shape).devices > 0; }
  static constexpr shape checked = checked_shape(F, Shape);
  static constexpr detail::static_plan plan =
      detail::static_plan_of(F, checked.devices, checked.chunks, checked.group, checked.microbatches);
  static constexpr bool same_as_make_schedule = plan.same_as_make_schedule;
  // Recorded orders come with their comm, and GPipe's and 2BW's are written with it:
  // complete_order is not run on them.
  static constexpr bool orders_complete = detail::written_with_comm(F, plan);
  // Within the devices the test compares with make_schedule (validated) family by family
  // (test/pipesched/static_schedule_test.cpp; 2BW over one to four iterations), validate()
  // is not run again at compile time: it was half of an instantiation's time at p = 16.
  // Beyond them it is.
  static constexpr bool validated_by_test = checked.devices <= detail::static_plan_tested_devices;
  static constexpr detail::repetition repeats = detail::repetition_of(F, checked);
  static constexpr int capacity = [] {
    shape sh = checked;
    sh.microbatches = repeats.largest();
    return action_capacity(sh, checked.chunks);
  }();
  static constexpr schedule make_order(int microbatches) {
    return detail::planned_order(F, detail::generation_shape(checked, microbatches), plan, checked.microbatches);
  }
  // ZB-H1's and ZB-H2's squeezed orders, and DualPipeV's, beyond p = 8: one step per
  // constant evaluation (static_stages.hpp), as whole each is over nvcc's budget at p = 16.
  // (The compiler makes them to static_fill_devices, p = 12 and 10; beyond, records.) Within p = 8,
  // and the others: in one (make_order), which costs less there.
  static constexpr bool staged = plan.fill && !plan.recorded && checked.devices > 8 &&
                                 (F == family::zb_h1 || F == family::zb_h2 || F == family::dualpipe_v);
  // auto: a declared fixed_schedule<devices, capacity> would evaluate `capacity` (and the
  // shape's check) with the class, a second error beside check()'s for a wrong shape.
  template <int Microbatches>
  static constexpr auto fixed_order() {
    if constexpr (orders_complete) {  // written straight into the arrays, with comm
      detail::fixed_schedule<devices, capacity> f{};
      const detail::written_frame frame = detail::write_with_comm<detail::comm_writer_of(F)>(
          F, detail::generation_shape(checked, Microbatches), checked.microbatches, f.actions.data(), capacity,
          f.sizes.data());
      f.dims = frame.dims;
      f.place = frame.place;
      f.split = frame.split;
      return f;
    } else if constexpr (staged && F == family::dualpipe_v)
      return detail::last_stage<detail::dualpipe_v_stages<devices, Microbatches, capacity>>().best;
    else if constexpr (staged)
      return detail::last_stage<detail::zb_h_stages<F, devices, Microbatches, capacity>>().best;
    else
      return detail::fixed_schedule<devices, capacity>::from(make_order(Microbatches));
  }
};

// A user's own block, repeated for Shape.microbatches, with comm, validated. A bad block
// is reported by assert_block_valid (its device, stage and pass as template arguments).
template <building_block Block, shape Shape>
struct block_generator {
  static constexpr int devices = Block.devices;
  static constexpr int capacity = action_capacity(Shape, Block.chunks);
  static constexpr detail::repetition repeats{Shape.microbatches, 0, 0};
  static constexpr bool check() {
    static_assert(assert_block_valid<Block>);
    return check_block(Block) == block_problem{} && checked_shape(Block, Shape).devices > 0;
  }
  static constexpr schedule make_order(int microbatches) {
    return detail::block_order(Block, microbatches, costs{}, 0, false);
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
