#pragma once
// A schedule at m microbatches from one or two generated at small m: past its warm-up, each
// family's order repeats. With step q (q microbatches per repeat: 1, or p for the
// interleaved families, whose microbatches go in groups), a device's list at
// m = first + times·q is
//   list(first)[0, split) + X, X+q, ..., X+(times-1)q + (list(first)[split, end) + times·q)
// where X is the run one repeat inserts and "+ t" adds t to every microbatch index of an
// action. X is found in list(first) itself, as the run of the same length just before the
// split shifted by q (the steady state is periodic: one generation), or where that is not
// found (DualPipeV, whose overlapped passes make runs of uneven size; 2BW at p - 1
// microbatches an iteration) as list(first + q)[split, split + inserted) (two
// generations). So a compile-time schedule costs one or two generations at small m
// whatever its m (static_schedule.hpp), and each action is found by index arithmetic
// (repeated_at). Where this holds, from which m, and for which families is
// tested against make_schedule at run time (test/pipesched/static_schedule_test.cpp, every
// family over a grid).
#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>  // also declares std::ranges::enable_view (specialised below) and the iterator tags

#include "generate.hpp"
#include "static_recorded.hpp"
#include "static_slot_winners.hpp"

namespace pipesched {

// A bound on the longest device list: every compute of its chunks (F, B, W), a send and
// a recv for each of their edges, and 2BW's steps. Counted in 64 bits and clamped: a shape
// beyond the limits overflowed int here, an error beside the generator's check() (within
// them it is below 2^29, and where check() fails the capacity is not used).
constexpr int action_capacity(shape sh, int chunks) {
  const std::int64_t n = std::int64_t{sh.microbatches} * chunks * 7 + std::int64_t{chunks} * sh.iteration_count();
  return n > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max() : static_cast<int>(n);
}

}  // namespace pipesched

namespace pipesched::detail {

// Where one family's compile-time order comes from: `fill` (the squeeze and tail, i.e.
// make_schedule's order) or the block's order; repeated from `base` microbatches with
// `step` (0: not repeated, generated at full length). `same_as_make_schedule`: the order
// is make_schedule's at the default costs, either squeezed (`fill`) or because the squeeze
// leaves that family's block as it is at unit costs (GPipe, 1F1B, interleaved at 2 chunks,
// 2BW: held by the test, so the compiler does not run it).
struct static_plan {
  bool fill = false;
  int base = 0;
  int step = 0;
  bool same_as_make_schedule = false;
  // The repeated run found in the generation at `base` itself (its steady state periodic),
  // or false: in a second generation at base + step (DualPipeV's overlapped passes).
  bool one_generation = true;
  // Its generations are make_schedule's orders read from records (static_recorded.hpp),
  // not made by the compiler: beyond static_fill_devices, where making them costs more.
  bool recorded = false;
};

// The plan for family f on `devices` devices with `chunks` per device (group: grouped
// interleaved's group size). Interleaved with other than 2 chunks, or grouped with a group
// other than p, is generated in full: the test covers the defaults.
// `fill` where make_schedule's order at `base` fits the compilers' constexpr budgets
// (g++: 2^25 operations, nvcc: 2M units, each per constant evaluation) within about 3 s per
// instantiation (bench/compile_time.sh): V-ZB's and v-auto's up to p = 16 at m >= 2p, the
// others up to static_fill_devices (below). Beyond those, some shape fails nvcc's budget
// or one instantiation adds over 3 s (docs/schedules.md), so static_plan_of reads their
// generations from records, to p = 16 (`recorded`); past p = 16 they keep their blocks'
// order. ZB-H1's, ZB-H2's and DualPipeV's beyond p = 8 are made one step per constant
// evaluation (family_generator::staged, static_stages.hpp).
// V-Half and V-Min run the authors' slot search, beyond the budget even at p = 8 (g++
// took 20 s for V-Half's at p = 8, m = 10 and 99 s at p = 16, m = 18 with its limits
// raised): the compiler evaluates only its winner (static_slot_winners.hpp); a winner that
// is a slot candidate (its tail pass) fails nvcc's budget from p = 10 (V-Half) and p = 9
// (V-Min) at some m. `base`: the m of the generation whose list holds the repeated run
// (DualPipeV: the first of two), measured for p = 2..16 and held by the test.
inline constexpr int static_plan_tested_devices = 16;
// The most devices at which the compiler makes family f's squeezed order itself at every m
// (where computed_plan_of's `fill` does not depend on m); beyond, records.
constexpr int static_fill_devices(family f) {
  switch (f) {
    case family::zb_h1:
    case family::zb_h2: return 12;
    case family::dualpipe_v: return 10;
    case family::v_half: return 9;
    default: return 8;
  }
}
template <class = void>
constexpr static_plan computed_plan_of(family f, int devices, int chunks, int group, int microbatches) {
  const int p = devices;
  const bool small = p <= static_fill_devices(f);
  // V-ZB's and v-auto's orders at m >= 2p are the ZB-V construction alone (a generation at
  // p = 16 in one evaluation: 7.7M g++ operations; v-auto's from p = 3). Below 2p (and
  // v-auto's at p = 2) they time blocks and run the slot search: within g++'s budget at
  // p <= 8, but over nvcc's even at p = 3, m = 4, so the block's order there (within
  // p = 16 static_plan_of reads both from records).
  const bool construction = microbatches >= 2 * p && (f != family::v_auto || p > 2);
  // Beyond the devices the test covers, the block's order generated in full (as before the
  // repetition): exact, and its compile time grows with m.
  if (p > static_plan_tested_devices) return {false, 0, 0, false};
  switch (f) {
    case family::gpipe: return {false, 0, 0, true};  // two insertion points per device: generated in full
    case family::one_f_one_b: return {false, p + 1, 1, true};
    case family::zb_h1: return {small, p + 2, 1, small};  // staged at p = 16: within nvcc's budget, over 3 s
    // Interleaved at 2 chunks repeats in groups of p; its generation at 3p + r (m = r mod p,
    // r <= 1) or 4p + r holds the run.
    case family::interleaved:
      return chunks == 2 ? static_plan{false, (microbatches % p <= 1 ? 3 : 4) * p, p, true} : static_plan{true, 0, 0, true};
    case family::interleaved_grouped: return {small, 2 * p, chunks == 2 && group == p ? p : 0, small};
    case family::zb_h2: return {small, 2 * p + 2, 1, small};
    case family::v_zb: return {construction, 2 * p + 1, 1, construction};
    case family::v_auto: return {construction, 2 * p + 1, 1, construction};
    case family::dualpipe_v: return {small, 2 * p + 1, 1, small, false};
    case family::v_half: return {small, p + 2, 1, small};  // the search's winner from a table (static_slot_winners.hpp)
    case family::v_min: return {small, p + 3, 1, small};
    case family::two_bw: return {false, 0, 0, true};  // one iteration; several: repetition_of
  }
  return {};
}

template <class = void>
constexpr static_plan static_plan_of(family f, int devices, int chunks, int group, int microbatches) {
  static_plan plan = computed_plan_of(f, devices, chunks, group, microbatches);
  // Beyond static_fill_devices (to the test's reach) the squeezed families read make_schedule's
  // orders from records; grouped interleaved where it repeats (its default chunks and group).
  const bool squeezed = f == family::zb_h1 || f == family::zb_h2 || f == family::dualpipe_v || f == family::v_half ||
                        f == family::v_min || (f == family::interleaved_grouped && plan.step > 0);
  // V-ZB and v-auto: below m = 2p (v-auto at p = 2) make_schedule times blocks and runs the
  // slot search, over nvcc's budget at every p; from 2p their ZB-V construction fits it but
  // costs nvcc 2 to 3 s a generation at p = 16, a record almost nothing.
  const bool zb_v = f == family::v_zb || f == family::v_auto;
  if (((squeezed && devices > static_fill_devices(f)) || zb_v) && devices <= static_plan_tested_devices) {
    plan.fill = plan.same_as_make_schedule = plan.recorded = true;
  }
  return plan;
}

// The m of the first generated schedule and how many repeats lead from it to `m`.
struct repetition {
  int first = 0;  // microbatches of the first generation
  int step = 0;   // microbatches one repeat adds (0: none, `first` is m)
  int times = 0;
  int step_iterations = 0;  // iterations a step adds (2BW: 1, its optimizer steps shift by it)
  bool one_generation = false;  // the run is found in the first generation; else a second at first + step
  // The largest generation's m (what a device list's capacity must hold).
  constexpr int largest() const { return first + (one_generation ? 0 : step); }
};
constexpr repetition repetition_for(int base, int step, int m, bool one_generation) {
  if (step <= 0 || m < base + (one_generation ? 0 : step)) return {m, 0, 0};
  const int first = base + (m - base) % step;
  if (first == m) return {m, 0, 0};
  return {first, step, (m - first) / step, 0, one_generation};
}

// 2BW over several iterations repeats by whole iterations: from one iteration on, each
// further one inserts the same run on every device (the previous iteration's optimizer
// step included, its index shifted by one), as measured for p = 2..16, p - 1 to 5p + 3
// microbatches per iteration and up to 5 iterations; the test holds it (1 to 4). Its list
// at two iterations holds the run where an iteration has p microbatches or more; at p - 1
// (the fewest) it does not, and the run is read from a second generation.
// The repetition of family f at a checked shape: static_plan_of's in microbatches, or for
// 2BW over several iterations (within the devices the test covers) one iteration a step.
template <class = void>
constexpr repetition repetition_of(family f, shape checked) {
  if (f == family::two_bw && checked.iterations > 1) {
    const int k = checked.microbatches_per_iteration(), t = checked.iterations;
    const bool one_generation = k >= checked.devices;
    const int base = one_generation ? 2 : 1;  // iterations
    if (checked.devices > static_plan_tested_devices || t <= base) return {checked.microbatches, 0, 0};
    return {base * k, k, t - base, 1, one_generation};
  }
  const static_plan plan = static_plan_of(f, checked.devices, checked.chunks, checked.group, checked.microbatches);
  return repetition_for(plan.base, plan.step, checked.microbatches, plan.one_generation);
}
// The shape of the generation at `microbatches` for a schedule of shape `sh` (2BW: the
// iterations those microbatches make, of the same size as sh's).
constexpr shape generation_shape(shape sh, int microbatches) {
  if (sh.iterations > 1) sh.iterations = microbatches / sh.microbatches_per_iteration();
  sh.microbatches = microbatches;
  return sh;
}

// `a` with `by` added to its microbatch indices (an optimizer step's index is its
// iteration: `by_iterations` added).
constexpr action shifted(action a, int by, int by_iterations = 0) {
  if (a.kind == action_kind::optimizer_step) {
    a.microbatch += by_iterations;
    return a;
  }
  if (a.microbatch >= 0) a.microbatch += by;
  if (a.back_microbatch >= 0) a.back_microbatch += by;
  return a;
}

// Whether `a` is `b` shifted (shifted(b, by, by_iterations) == a), compared field by field:
// split_of asks it of every action of two generated lists in constant evaluation, where
// building the shifted copy and calling operator== on it cost twice as much.
constexpr bool is_shifted(const action& a, const action& b, int by, int by_iterations) {
  if (a.kind != b.kind || a.stage != b.stage || a.peer != b.peer || a.back_stage != b.back_stage) return false;
  if (b.kind == action_kind::optimizer_step)
    return a.microbatch == b.microbatch + by_iterations && a.back_microbatch == b.back_microbatch;
  return a.microbatch == (b.microbatch >= 0 ? b.microbatch + by : b.microbatch) &&
         a.back_microbatch == (b.back_microbatch >= 0 ? b.back_microbatch + by : b.back_microbatch);
}

// Where a device's list at first + step differs from the one at first: the inserted
// actions start at `split`. The largest split whose prefix is unchanged and whose suffix
// is shifted by `step`; none (-1) where the lists are not so related.
struct device_split {
  int split = -1;
  int inserted = 0;
  bool from_first = false;  // the run is first[split - inserted, split) shifted by one step
};
template <class = void>
constexpr device_split split_of(std::span<const action> first, std::span<const action> second, int step,
                                int step_iterations = 0) {
  const int n0 = static_cast<int>(first.size()), n1 = static_cast<int>(second.size());
  if (n1 < n0) return {};
  int prefix = 0;
  while (prefix < n0 && first[prefix] == second[prefix]) ++prefix;
  int suffix = 0;
  while (suffix < n0 && is_shifted(second[n1 - 1 - suffix], first[n0 - 1 - suffix], step, step_iterations)) ++suffix;
  if (prefix + suffix < n0) return {};
  return {prefix, n1 - n0};
}

// Where a device's list at r.first microbatches repeats, from that list alone: without
// overlapped passes every microbatch has the same actions on a device, so a repeat of
// r.step microbatches inserts n = size · step / first actions (2BW: plus an iteration's
// optimizer steps, which the size leaves out), and in the steady state list[i + n] is
// list[i] shifted by one repeat. The split is n past the start of the longest such
// stretch (its earliest), the run the n actions before it. None (-1) where the size does
// not divide or nothing is periodic. The test holds, family by family, that this is where
// the order at first + step inserts its run.
template <class = void>
constexpr device_split period_split(std::span<const action> list, repetition r) {
  int steps = 0, first_iteration_steps = 0;  // 2BW's optimizer steps: one repeat adds an iteration's
  for (const action& a : list)
    if (a.kind == action_kind::optimizer_step) {
      ++steps;
      first_iteration_steps += a.microbatch == 0;
    }
  const std::int64_t units = static_cast<std::int64_t>(list.size() - static_cast<std::size_t>(steps)) * r.step;
  if (r.first <= 0 || r.step <= 0 || units % r.first != 0) return {};
  const int size = static_cast<int>(list.size());
  const int n = static_cast<int>(units / r.first) + first_iteration_steps * r.step_iterations;
  int best_start = 0, best_length = 0;
  for (int i = 0, start = 0; i + n < size; ++i) {
    if (!is_shifted(list[i + n], list[i], r.step, r.step_iterations)) {
      start = i + 1;
    } else if (i + 1 - start > best_length) {
      best_length = i + 1 - start;
      best_start = start;
    }
  }
  if (best_length == 0) return {};
  return {best_start + n, n, true};
}

// Action i of a device's list at first + times·step (`second`: the list at first + step
// where the run is read there, else unused).
template <class = void>
constexpr action repeated_at(std::span<const action> first, std::span<const action> second, device_split at,
                             repetition r, int i) {
  if (i < at.split) return first[i];
  const int middle = at.inserted * r.times;
  if (i < at.split + middle) {
    const int k = i - at.split, behind = at.from_first ? 1 : 0, t = k / at.inserted + behind;
    const action run = at.from_first ? first[at.split - at.inserted + k % at.inserted] : second[at.split + k % at.inserted];
    return shifted(run, t * r.step, t * r.step_iterations);
  }
  return shifted(first[i - middle], r.times * r.step, r.times * r.step_iterations);
}

// Live chunk activations over a run of actions: their net change and the highest count
// above the start (what a peak is made of when a run repeats).
struct live_run {
  int net = 0;
  int highest = 0;
};
template <class = void>
constexpr live_run live_over(std::span<const action> run) {
  // An overlapped action is its F (+1), then its backward (BW -1, B 0): spelled out, as
  // building passes_of(a) for every action cost more than the walk in constant evaluation.
  live_run r;
  for (const action& a : run) {
    const bool overlap = is_overlap(a.kind);
    r.net += overlap ? 1 : activation_delta(a.kind);
    r.highest = r.net > r.highest ? r.net : r.highest;
    if (overlap && a.kind == action_kind::overlap_f_bw) --r.net;
  }
  return r;
}
// A device's peak at first + times·step from its lists at first and first + step, without
// walking the repeats: each repeat is the inserted run (shifted, so the same counts), and
// the highest of `times` of them is the first's or the last's.
template <class = void>
constexpr int repeated_peak(std::span<const action> first, std::span<const action> second, device_split at,
                            int times) {
  const live_run head = live_over(first.subspan(0, at.split));
  const live_run middle =
      live_over(at.from_first ? first.subspan(at.split - at.inserted, at.inserted) : second.subspan(at.split, at.inserted));
  const live_run tail = live_over(first.subspan(at.split));
  int peak = head.highest;
  if (times > 0) {
    const int last = head.net + (times - 1) * middle.net;
    const int best_start = head.net > last ? head.net : last;
    peak = best_start + middle.highest > peak ? best_start + middle.highest : peak;
  }
  const int at_tail = head.net + times * middle.net + tail.highest;
  return at_tail > peak ? at_tail : peak;
}

// A device's list of a compile-time schedule, computed by index: a random-access view
// (std::ranges, range-v3) whose elements are actions by value. `Owner` has
// `static constexpr action action_at(int device, int i)`. Not a view_interface: <ranges>
// alone was an eighth of what including pipesched.hpp cost (g++ 12), so the few members
// it gave are written out and the view is declared through enable_view (<span> declares it).
template <class Owner>
class device_actions {
 public:
  class iterator {
   public:
    using iterator_concept = std::random_access_iterator_tag;
    using iterator_category = std::input_iterator_tag;  // its reference is a value
    using value_type = action;
    using difference_type = std::ptrdiff_t;
    constexpr iterator() = default;
    constexpr iterator(int device, int i) : device_(device), i_(i) {}
    constexpr action operator*() const { return Owner::action_at(device_, i_); }
    constexpr action operator[](difference_type n) const { return Owner::action_at(device_, i_ + static_cast<int>(n)); }
    constexpr iterator& operator++() { return ++i_, *this; }
    constexpr iterator operator++(int) { iterator t = *this; ++i_; return t; }
    constexpr iterator& operator--() { return --i_, *this; }
    constexpr iterator operator--(int) { iterator t = *this; --i_; return t; }
    constexpr iterator& operator+=(difference_type n) { return i_ += static_cast<int>(n), *this; }
    constexpr iterator& operator-=(difference_type n) { return i_ -= static_cast<int>(n), *this; }
    friend constexpr iterator operator+(iterator it, difference_type n) { return it += n; }
    friend constexpr iterator operator+(difference_type n, iterator it) { return it += n; }
    friend constexpr iterator operator-(iterator it, difference_type n) { return it -= n; }
    friend constexpr difference_type operator-(const iterator& a, const iterator& b) { return a.i_ - b.i_; }
    friend constexpr bool operator==(const iterator& a, const iterator& b) { return a.i_ == b.i_; }
    friend constexpr auto operator<=>(const iterator& a, const iterator& b) { return a.i_ <=> b.i_; }

   private:
    int device_ = 0;
    int i_ = 0;
  };
  constexpr device_actions() = default;
  constexpr device_actions(int device, int size) : device_(device), size_(size) {}
  constexpr iterator begin() const { return {device_, 0}; }
  constexpr iterator end() const { return {device_, size_}; }
  constexpr std::size_t size() const { return static_cast<std::size_t>(size_); }
  constexpr bool empty() const { return size_ == 0; }
  constexpr explicit operator bool() const { return size_ != 0; }
  constexpr action operator[](std::size_t i) const { return Owner::action_at(device_, static_cast<int>(i)); }
  constexpr action front() const { return Owner::action_at(device_, 0); }
  constexpr action back() const { return Owner::action_at(device_, size_ - 1); }

 private:
  int device_ = 0;
  int size_ = 0;
};

}  // namespace pipesched::detail

// A view: cheap to copy, holding no actions (what view_interface would have said).
namespace std::ranges {
template <class Owner>
inline constexpr bool enable_view<pipesched::detail::device_actions<Owner>> = true;
}  // namespace std::ranges

namespace pipesched::detail {

// The run-time twin: the schedule at first + times·step from the two generated ones.
template <class = void>
constexpr schedule repeated_schedule(const schedule& first, const schedule& second, repetition r) {
  schedule s = first;
  if (r.step == 0) return s;
  s.dims.microbatches = first.dims.microbatches + r.times * r.step;
  if (r.step_iterations > 0) s.dims.iterations = first.dims.iteration_count() + r.times * r.step_iterations;
  for (int d = 0; d < first.devices(); ++d) {
    const std::span<const action> a(first.per_device[d]), b(second.per_device[d]);
    const device_split at = r.one_generation ? period_split(a, r) : split_of(a, b, r.step, r.step_iterations);
    if (at.split < 0) report_error("internal: a compile-time order does not repeat from its plan's base", at_device(d));
    std::vector<action>& out = s.per_device[d];
    out.resize(a.size() + static_cast<std::size_t>(at.inserted) * r.times);
    for (int i = 0; i < static_cast<int>(out.size()); ++i) out[i] = repeated_at(a, b, at, r, i);
  }
  return s;
}

// A family's compute order as `plan` makes it (unvalidated), at sh's m, for a schedule of
// `target` microbatches (static_slot_pick), where it is not written with its comm.
template <class = void>
constexpr schedule planned_order(family f, shape sh, const static_plan& plan, int target) {
  sh = checked_shape(f, sh);
  return generate_order(f, sh, costs{}, 0, plan.fill, plan.fill,
                        static_slot_pick(f, sh.devices, sh.microbatches, target));
}

// What a writer of lists in place says of the schedule it wrote: its shape, placement and
// B/W split.
struct written_frame {
  shape dims{};
  placement place = placement::loop;
  bool split = true;
};

// A schedule whose lists `write(actions, stride, sizes)` writes in place, device d's from
// actions + d * stride (the writer returns its written_frame): the run-time side of what a
// compile-time schedule writes straight into its fixed arrays (write_with_comm, below).
template <class Write>
constexpr schedule written_schedule(int devices, int stride, Write write) {
  std::vector<action> lists =
      sized_vector<action>(static_cast<std::size_t>(devices) * static_cast<std::size_t>(stride));
  std::vector<int> sizes = sized_vector<int>(static_cast<std::size_t>(devices));
  const written_frame frame = write(lists.data(), stride, sizes.data());
  schedule s{frame.dims, frame.place, frame.split, {}};
  s.per_device.resize(static_cast<std::size_t>(devices));
  for (int d = 0; d < devices; ++d)
    s.per_device[d].assign(lists.begin() + static_cast<std::ptrdiff_t>(d) * stride,
                           lists.begin() + static_cast<std::ptrdiff_t>(d) * stride + sizes[d]);
  return s;
}

// Whether family f's generations under `plan` are written in place with their comm rather
// than made as compute orders and completed (complete_order, most of what a generation
// costs the compiler): a record read back (static_recorded.hpp), or GPipe's and 2BW's
// orders, which have closed forms.
constexpr bool written_with_comm(family f, const static_plan& plan) {
  return plan.recorded || f == family::gpipe || f == family::two_bw;
}

// Which writer: family f's record, or GPipe's or 2BW's closed form.
enum class comm_writer { record, gpipe, two_bw };
constexpr comm_writer comm_writer_of(family f) {
  return f == family::gpipe ? comm_writer::gpipe : f == family::two_bw ? comm_writer::two_bw : comm_writer::record;
}

// Writes family f's generation of shape sh (checked) for a schedule of `target` microbatches
// with writer W: device d's list from actions + d * stride, its length in sizes[d]; returns
// the schedule's shape, placement and split. (W a template argument: a file instantiates
// only the writer its family uses; all three cost nvcc about 0.4 s more for GPipe.)
template <comm_writer W>
constexpr written_frame write_with_comm(family f, shape sh, int target, action* actions, int stride, int* sizes) {
  if constexpr (W == comm_writer::gpipe) {
    orders::gpipe_with_comm(sh.devices, sh.microbatches, actions, stride, sizes);
    return {shape{sh.devices, sh.microbatches, 1}, placement::loop, false};
  } else if constexpr (W == comm_writer::two_bw) {
    orders::two_bw_with_comm(sh, actions, stride, sizes);
    return {sh, placement::loop, false};
  } else {
    const recorded_order& r = recorded_generation(f, sh, target);
    decode_recorded(r, actions, stride, sizes);
    return {r.dims, r.place, r.split};
  }
}

// The same generation with its comm, as the compile-time schedule has it: written with it
// (write_with_comm), or made and completed.
template <class = void>
constexpr schedule planned_complete(family f, shape sh, const static_plan& plan, int target) {
  sh = checked_shape(f, sh);
  if (!written_with_comm(f, plan)) return complete_order(planned_order(f, sh, plan, target));
  return written_schedule(sh.devices, action_capacity(sh, sh.chunks), [&](action* lists, int stride, int* sizes) {
    switch (comm_writer_of(f)) {
      case comm_writer::gpipe: return write_with_comm<comm_writer::gpipe>(f, sh, target, lists, stride, sizes);
      case comm_writer::two_bw: return write_with_comm<comm_writer::two_bw>(f, sh, target, lists, stride, sizes);
      default: return write_with_comm<comm_writer::record>(f, sh, target, lists, stride, sizes);
    }
  });
}

// What family_schedule<f, sh> holds, computed at run time: the test compares it with
// make_schedule family by family.
template <class = void>
constexpr schedule static_twin(family f, shape sh) {
  const shape checked = checked_shape(f, sh);
  const static_plan plan = static_plan_of(f, checked.devices, checked.chunks, checked.group, checked.microbatches);
  const repetition r = repetition_of(f, checked);
  const int m = checked.microbatches;
  const schedule first = planned_complete(f, generation_shape(checked, r.first), plan, m);
  if (r.step == 0) return first;
  if (r.one_generation) return repeated_schedule(first, first, r);
  const schedule second = planned_complete(f, generation_shape(checked, r.first + r.step), plan, m);
  return repeated_schedule(first, second, r);
}

}  // namespace pipesched::detail
