#pragma once
// repeat: a building block, repeated every `interval` slots for m microbatches; each
// device's passes ordered by their start slot in that repeated timeline.
#include <cstdint>
#include <limits>
#include <vector>

#include "../core/building_block.hpp"
#include "../core/limits.hpp"
#include "../schedule.hpp"

namespace pipesched {

template <class = void>
constexpr schedule repeat(const building_block& blk, int microbatches) {
  validate(blk);
  if (microbatches < 1) report_error("a schedule needs at least one microbatch");
  schedule out{{blk.devices, microbatches, blk.chunks}, blk.place, blk.split, {}};
  out.per_device.resize(static_cast<std::size_t>(blk.devices));
  // The slots (m x interval) and lists (m x chunks x passes) sized in 64 bits, checked, and
  // held within int, in which the loops below index them.
  const char* too_long = "the repeated block is too long (reduce the microbatches)";
  const std::int64_t last_start_base = checked_mul(microbatches - 1, blk.interval, too_long);
  const std::int64_t list_size = checked_mul(microbatches, blk.chunks * (blk.split ? 3 : 2), too_long);
  for (int d = 0; d < blk.devices; ++d) {
    // Passes of one device never share a start slot (validate checked residues), so a
    // bucket per slot orders them in linear time.
    std::int64_t horizon = 0;
    for (int c = 0; c < blk.chunks; ++c) {
      const auto& o = blk[blk.stage(d, c)];
      for (int start : {o.f, o.b, blk.split ? o.w : 0}) horizon = start > horizon ? start : horizon;
    }
    horizon = checked_add(horizon, last_start_base + 1, too_long);
    if (horizon > std::numeric_limits<int>::max() || list_size > std::numeric_limits<int>::max())
      report_error(too_long);
    // Raw pointers: this runs in constant evaluation too (see passes/comm.hpp).
    std::vector<action> bucket_table(static_cast<std::size_t>(horizon), action{action_kind::optimizer_step, -1, -1});
    action* bucket = bucket_table.data();
    for (int c = 0; c < blk.chunks; ++c) {
      const int s = blk.stage(d, c);
      const auto& o = blk[s];
      const action_kind back = blk.split ? action_kind::B : action_kind::BW;
      for (int j = 0, shift = 0; j < microbatches; ++j, shift += blk.interval) {
        bucket[o.f + shift] = {action_kind::F, s, j};
        bucket[o.b + shift] = {back, s, j};
        if (blk.split) bucket[o.w + shift] = {action_kind::W, s, j};
      }
    }
    auto& list = out.per_device[d];
    list.resize(static_cast<std::size_t>(list_size));
    action* next = list.data();
    for (std::int64_t t = 0; t < horizon; ++t)
      if (bucket[t].stage >= 0) *next++ = bucket[t];
  }
  return out;
}

// The peak of repeat(blk, m) in chunk activations, the most over devices, without
// building it (for searches over many blocks): per device, +1 at each F's slot and -1
// at the slot after its W (or BW). `blk` must be valid.
// Microbatches only add live activations, and once a whole block's length of them has
// started the count repeats every interval: beyond last_free / interval + 2 microbatches
// the peak no longer grows, so no more are counted.
template <class = void>
constexpr int repeated_peak(const building_block& blk, int microbatches) {
  int last_free = 0;
  for (int s = 0; s < blk.stages(); ++s) last_free = blk.free_slot(s) > last_free ? blk.free_slot(s) : last_free;
  const int enough = (last_free + blk.interval - 1) / blk.interval + 2;
  if (microbatches > enough) microbatches = enough;
  const int horizon = last_free + (microbatches - 1) * blk.interval + 1;
  std::vector<int> delta(static_cast<std::size_t>(horizon), 0);
  int peak = 0;
  for (int d = 0; d < blk.devices; ++d) {
    for (int& x : delta) x = 0;
    for (int c = 0; c < blk.chunks; ++c) {
      const int s = blk.stage(d, c);
      for (int j = 0, shift = 0; j < microbatches; ++j, shift += blk.interval) {
        ++delta[static_cast<std::size_t>(blk[s].f + shift)];
        --delta[static_cast<std::size_t>(blk.free_slot(s) + shift)];
      }
    }
    int live = 0;
    for (int x : delta) {
      live += x;
      peak = live > peak ? live : peak;
    }
  }
  return peak;
}

}  // namespace pipesched
