#pragma once
// A building block (Controllable Memory paper): for microbatch 0, the start slot of every
// pass on every stage under unit costs (F = B = W = 1 slot, a fused BW = 2 slots); the
// block repeats every `interval` slots for the next microbatch. Its lifespan on a stage
// (F start to W end) fixes the steady-state activation memory of the schedule it makes.
//
// A block is a plain aggregate with fixed-size storage so that it can be a constexpr
// value and a template argument.
#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "error.hpp"
#include "limits.hpp"
#include "placement.hpp"
#include "vocabulary.hpp"

namespace pipesched {

// Every family's blocks reach limits::max_stages (the messages below state it).
inline constexpr int max_block_stages = limits::max_stages;
static_assert(max_block_stages == 1024, "the messages of validate() and the families' blocks state 1024");

struct pass_offsets {
  int f = 0;
  int b = 0;   // B, or the fused BW when the block is not split
  int w = -1;  // W; unused (-1) when the block is not split
  friend constexpr bool operator==(const pass_offsets&, const pass_offsets&) = default;
};

struct building_block {
  int devices = 0;
  int chunks = 1;
  placement place = placement::loop;
  bool split = true;  // B and W are separate passes; false: one fused BW of two slots
  int interval = 0;
  std::array<pass_offsets, max_block_stages> offsets{};  // indexed by stage

  constexpr int stages() const { return devices * chunks; }
  constexpr int device(int stage) const { return device_of(place, devices, stage); }
  constexpr int chunk(int stage) const { return chunk_of(place, devices, stage); }
  constexpr int stage(int device, int chunk) const { return stage_of(place, devices, device, chunk); }
  constexpr const pass_offsets& operator[](int stage) const { return offsets[stage]; }
  constexpr pass_offsets& operator[](int stage) { return offsets[stage]; }

  // Slot at which the activation of `stage` is freed (end of its W or BW).
  constexpr int free_slot(int stage) const {
    return split ? offsets[stage].w + 1 : offsets[stage].b + 2;
  }
  constexpr int backward_end(int stage) const { return offsets[stage].b + (split ? 1 : 2); }
  constexpr int lifespan(int stage) const { return free_slot(stage) - offsets[stage].f; }

  // Steady-state bound on a device in chunk activations: sum over its chunks of
  // ceil(lifespan / interval) (each chunk activation is 1/chunks of an activation unit).
  constexpr int steady_bound(int device) const {
    int n = 0;
    for (int c = 0; c < chunks; ++c) {
      const int l = lifespan(stage(device, c));
      n += (l + interval - 1) / interval;
    }
    return n;
  }
  constexpr int max_steady_bound() const {
    int n = 0;
    for (int d = 0; d < devices; ++d) n = steady_bound(d) > n ? steady_bound(d) : n;
    return n;
  }

  friend constexpr bool operator==(const building_block&, const building_block&) = default;
};

// What check_block() finds wrong with a block, named after the message validate() reports
// (the names appear in compile errors: assert_block_valid).
enum class block_check : std::uint8_t {
  ok,
  needs_a_device,
  needs_a_chunk,
  more_than_max_stages,
  v_placement_needs_2_chunks,
  interval_not_positive,
  negative_start,
  f_before_previous_f_ends,
  backward_before_own_f_ends,
  backward_before_next_backward_ends,
  w_before_its_b_ends,
  same_slot_modulo_interval,
};

constexpr std::string_view to_string(block_check k) {
  switch (k) {
    case block_check::ok: return "ok";
    case block_check::needs_a_device: return "needs_a_device";
    case block_check::needs_a_chunk: return "needs_a_chunk";
    case block_check::more_than_max_stages: return "more_than_max_stages";
    case block_check::v_placement_needs_2_chunks: return "v_placement_needs_2_chunks";
    case block_check::interval_not_positive: return "interval_not_positive";
    case block_check::negative_start: return "negative_start";
    case block_check::f_before_previous_f_ends: return "f_before_previous_f_ends";
    case block_check::backward_before_own_f_ends: return "backward_before_own_f_ends";
    case block_check::backward_before_next_backward_ends: return "backward_before_next_backward_ends";
    case block_check::w_before_its_b_ends: return "w_before_its_b_ends";
    case block_check::same_slot_modulo_interval: return "same_slot_modulo_interval";
  }
  return "?";
}

// The first problem of a block and where it is (device and stage -1: the whole block).
// A structural type, so that assert_block_valid can spell it out as template arguments.
struct block_problem {
  block_check what = block_check::ok;
  int device = -1;
  int stage = -1;
  pass_kind pass = pass_kind::F;
  friend constexpr bool operator==(const block_problem&, const block_problem&) = default;
};

namespace detail {
// Takes [start, start + length) modulo the interval on one device; false on a collision
// (the problem of the pass placed second). `taken` holds the device's residues so far: at
// most 4 per chunk, so comparing them all allocates nothing sized by the interval, which a
// run-time block may set to anything.
template <class = void>
constexpr bool occupy(std::vector<int>& taken, int interval, int start, int length) {
  for (int i = 0; i < length; ++i) {
    const int slot = static_cast<int>((std::int64_t{start} + i) % interval);
    for (int x : taken)
      if (x == slot) return false;
    taken.push_back(slot);
  }
  return true;
}
}  // namespace detail

// Checks a block without reporting: shape, every dependency of microbatch 0 met under unit
// costs, no two passes of one device in the same slot modulo the interval. Returns the
// first problem ({} when there is none), so a constant expression can name it.
template <class = void>
constexpr block_problem check_block(const building_block& blk) {
  if (blk.devices < 1) return {block_check::needs_a_device};
  if (blk.chunks < 1) return {block_check::needs_a_chunk};
  if (blk.stages() > max_block_stages) return {block_check::more_than_max_stages};
  if (blk.place == placement::v && blk.chunks != 2) return {block_check::v_placement_needs_2_chunks};
  if (blk.interval < 1) return {block_check::interval_not_positive};
  const pass_kind back = blk.split ? pass_kind::B : pass_kind::BW;
  const int S = blk.stages();
  for (int s = 0; s < S; ++s) {
    const auto& o = blk[s];
    const int d = blk.device(s);
    if (o.f < 0 || o.b < 0 || (blk.split && o.w < 0)) return {block_check::negative_start, d, s, pass_kind::F};
    if (s > 0 && o.f < blk[s - 1].f + 1) return {block_check::f_before_previous_f_ends, d, s, pass_kind::F};
    if (s == S - 1 && o.b < o.f + 1) return {block_check::backward_before_own_f_ends, d, s, back};
    if (s < S - 1 && o.b < blk.backward_end(s + 1))
      return {block_check::backward_before_next_backward_ends, d, s, back};
    if (blk.split && o.w < o.b + 1) return {block_check::w_before_its_b_ends, d, s, pass_kind::W};
  }
  for (int d = 0; d < blk.devices; ++d) {
    std::vector<int> taken;
    for (int c = 0; c < blk.chunks; ++c) {
      const int s = blk.stage(d, c);
      if (!detail::occupy(taken, blk.interval, blk[s].f, 1)) return {block_check::same_slot_modulo_interval, d, s, pass_kind::F};
      if (!detail::occupy(taken, blk.interval, blk[s].b, blk.split ? 1 : 2))
        return {block_check::same_slot_modulo_interval, d, s, back};
      if (blk.split && !detail::occupy(taken, blk.interval, blk[s].w, 1))
        return {block_check::same_slot_modulo_interval, d, s, pass_kind::W};
    }
  }
  return {};
}

namespace detail {
// Reports `p` (returns only when it is ok), one report_error per message: in a constant
// expression the failing call, literal included, is what the compiler prints.
template <class = void>
constexpr void report_block_problem(const block_problem& p) {
  const where w = p.device < 0 ? where{} : at(p.device, p.stage, p.pass);
  switch (p.what) {
    case block_check::needs_a_device: report_error("a building block needs at least one device");
    case block_check::needs_a_chunk: report_error("a building block needs at least one chunk per device");
    case block_check::more_than_max_stages:
      report_error("a building block holds at most 1024 stages (devices x chunks; limits::max_stages)");
    case block_check::v_placement_needs_2_chunks: report_error("the V placement needs exactly 2 chunks per device");
    case block_check::interval_not_positive: report_error("the interval of a building block must be positive");
    case block_check::negative_start: report_error("a pass of the block starts at a negative slot", w);
    case block_check::f_before_previous_f_ends:
      report_error("F starts before the F of the previous stage ends", w);
    case block_check::backward_before_own_f_ends:
      report_error("the last stage's backward starts before its F ends", w);
    case block_check::backward_before_next_backward_ends:
      report_error("the backward starts before the backward of the next stage ends", w);
    case block_check::w_before_its_b_ends: report_error("W starts before its B ends", w);
    case block_check::same_slot_modulo_interval:
      report_error("two passes of the block use the same slot modulo the interval", w);
    case block_check::ok: return;
  }
}
}  // namespace detail

// check_block() that reports its problem: true, or report_error (at compile time the
// call is the error and prints the message; at run time schedule_error names the place).
template <class = void>
constexpr bool validate(const building_block& blk) {
  if (const block_problem p = check_block(blk); p.what != block_check::ok) detail::report_block_problem(p);
  return true;
}

// A compile-time check whose failure spells out the problem and its place as template
// arguments in the compiler's first error lines:
//   static_assert(pipesched::assert_block_valid<my_block>);
//   -> In instantiation of 'struct pipesched::block_invalid_at<
//        pipesched::block_check::w_before_its_b_ends, 2, 2, pipesched::pass_kind::W>'
// (device 2, stage 2, pass W; device and stage -1: the whole block).
template <block_check What, int Device, int Stage, pass_kind Pass>
struct block_invalid_at {
  static_assert(What == block_check::ok,
                "the building block is invalid: What names the problem (validate() words it), at device Device, "
                "stage Stage, pass Pass");
  static constexpr bool value = true;  // the assertion above is the one error
};
namespace detail {
template <block_problem P>
inline constexpr bool block_valid = block_invalid_at<P.what, P.device, P.stage, P.pass>::value;
}  // namespace detail
template <building_block Block>
inline constexpr bool assert_block_valid = detail::block_valid<check_block(Block)>;

}  // namespace pipesched
