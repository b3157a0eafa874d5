#pragma once
// A building block (Controllable Memory paper): for microbatch 0, the start slot of every
// pass on every stage under unit costs (F = B = W = 1 slot, a fused BW = 2 slots); the
// block repeats every `interval` slots for the next microbatch. Its lifespan on a stage
// (F start to W end) fixes the steady-state activation memory of the schedule it makes.
//
// A block is a plain aggregate with fixed-size storage so that it can be a constexpr
// value and a template argument.
#include <array>
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

namespace detail {
// Marks [start, start + length) modulo the interval as taken on one device; reports a
// collision with the pass that already holds the slot.
constexpr void occupy(std::vector<int>& taken, int interval, int start, int length, int device,
                      int stage, pass_kind pass) {
  for (int i = 0; i < length; ++i) {
    int& slot = taken[(start + i) % interval];
    if (slot != 0) report_error("two passes of the block use the same slot modulo the interval",
                                at(device, stage, pass));
    slot = 1;
  }
}
}  // namespace detail

// Checks a block: shape, no two passes of one device in the same slot modulo the interval,
// and every dependency of microbatch 0 met under unit costs. Returns true or reports.
constexpr bool validate(const building_block& blk) {
  if (blk.devices < 1) report_error("a building block needs at least one device");
  if (blk.chunks < 1) report_error("a building block needs at least one chunk per device");
  if (blk.stages() > max_block_stages)
    report_error("a building block holds at most 1024 stages (devices x chunks; limits::max_stages)");
  if (blk.place == placement::v && blk.chunks != 2)
    report_error("the V placement needs exactly 2 chunks per device");
  if (blk.interval < 1) report_error("the interval of a building block must be positive");
  const pass_kind back = blk.split ? pass_kind::B : pass_kind::BW;
  const int S = blk.stages();
  for (int s = 0; s < S; ++s) {
    const auto& o = blk[s];
    const int d = blk.device(s);
    if (o.f < 0 || o.b < 0 || (blk.split && o.w < 0))
      report_error("a pass of the block starts at a negative slot", at(d, s, pass_kind::F));
    if (s > 0 && o.f < blk[s - 1].f + 1)
      report_error("F starts before the F of the previous stage ends", at(d, s, pass_kind::F));
    if (s == S - 1 && o.b < o.f + 1)
      report_error("the last stage's backward starts before its F ends", at(d, s, back));
    if (s < S - 1 && o.b < blk.backward_end(s + 1))
      report_error("the backward starts before the backward of the next stage ends", at(d, s, back));
    if (blk.split && o.w < o.b + 1)
      report_error("W starts before its B ends", at(d, s, pass_kind::W));
  }
  for (int d = 0; d < blk.devices; ++d) {
    std::vector<int> taken(static_cast<std::size_t>(blk.interval), 0);
    for (int c = 0; c < blk.chunks; ++c) {
      const int s = blk.stage(d, c);
      detail::occupy(taken, blk.interval, blk[s].f, 1, d, s, pass_kind::F);
      detail::occupy(taken, blk.interval, blk[s].b, blk.split ? 1 : 2, d, s, back);
      if (blk.split) detail::occupy(taken, blk.interval, blk[s].w, 1, d, s, pass_kind::W);
    }
  }
  return true;
}

}  // namespace pipesched
