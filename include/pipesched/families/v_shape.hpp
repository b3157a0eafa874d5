#pragma once
// The V-shape blocks of the Controllable Memory paper: device d holds stage d (chunk 0)
// and stage 2p-1-d (chunk 1); interval 6 slots (F, B, W of both chunks). The forward of
// chunk 0 and the backward of chunk 1 move +k slots per device, the forward of chunk 1
// and the backward of chunk 0 move -1: k = 1 is V-Min (~p/3 units), k = 2 V-Half
// (~p/2), larger k V-ZB (~p). Each pass takes the first slot at or after the one its
// dependency allows whose residue modulo 6 is still free on its device (this is where the
// paper's correction c comes from), and each W the first free slot after its B.
#include <vector>

#include "../core/building_block.hpp"

namespace pipesched::blocks {

namespace detail {
// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_slot_map {
  int devices;
  std::vector<char> taken;  // [device][residue]
  constexpr explicit basic_slot_map(int p) : devices(p), taken(static_cast<std::size_t>(6 * p), 0) {}
  constexpr int place(int device, int earliest) {
    int t = earliest;
    while (taken[device * 6 + t % 6]) ++t;
    taken[device * 6 + t % 6] = 1;
    return t;
  }
};
using slot_map = basic_slot_map<>;
}  // namespace detail

// The authors' stable patterns for k = 1 and 2 (ALGORITHMS.md), with their correction c
// that keeps the residues of B apart from those of F.
template <class = void>
constexpr void published_v_pattern(building_block& blk, int k, detail::slot_map& slots) {
  const int p = blk.devices;
  const int c = k == 1 ? (p % 3 == 0 ? 2 : 0) : (p % 2 == 0 ? 3 : 0);
  for (int d = 0; d < p; ++d) {
    const int s0 = d, s1 = 2 * p - 1 - d;
    blk[s0].f = k * d;
    blk[s1].f = (k + 1) * p - k - d;
    blk[s1].b = (k + 1) * p + c + k * d - (k - 1);
    blk[s0].b = (2 * k + 2) * p + c - k - d;
    for (int t : {blk[s0].f, blk[s1].f, blk[s1].b, blk[s0].b}) slots.taken[d * 6 + t % 6] = 1;
  }
}

// The V block whose upper `split` devices use offset k_top and the rest k_bottom (the
// authors' search mixes two offset vectors this way): the memory between two uniform
// blocks' peaks. Equal offsets give v_shape(devices, k).
template <class = void>
constexpr building_block v_shape_mixed(int devices, int k_top, int k_bottom, int split) {
  if (devices < 1 || 2 * devices > max_block_stages)
    report_error("a V-shape block needs between 1 and 512 devices (1024 stages: limits::max_stages)");
  if (k_top < 1 || k_bottom < 1) report_error("the V-shape offset k must be at least 1");
  const int p = devices;
  building_block blk{p, 2, placement::v, true, 6, {}};
  detail::slot_map slots(p);
  auto k_of = [&](int device) { return device < split ? k_top : k_bottom; };
  if (k_top == k_bottom && k_top <= 2 && p > 1) {
    published_v_pattern(blk, k_top, slots);
  } else {
    // Forward: chunk 0 down the devices (stages 0..p-1), chunk 1 back up (p..2p-1).
    for (int s = 0; s < 2 * p; ++s) {
      const int hop = s == 0 ? 0 : (s < p ? k_of(s) : 1);
      blk[s].f = slots.place(blk.device(s), s == 0 ? 0 : blk[s - 1].f + hop);
    }
    // Backward: chunk 1 down again (+k per device), then chunk 0 back up (-1 per device).
    for (int s = 2 * p - 1; s >= 0; --s) {
      const int earliest =
          s == 2 * p - 1 ? blk[s].f + 1 : blk[s + 1].b + (s >= p ? k_of(blk.device(s)) : 1);
      blk[s].b = slots.place(blk.device(s), earliest);
    }
  }
  for (int s = 2 * p - 1; s >= 0; --s) blk[s].w = slots.place(blk.device(s), blk[s].b + 1);
  return blk;
}

template <class = void>
constexpr building_block v_shape(int devices, int k) { return v_shape_mixed(devices, k, k, devices); }

template <class = void>
constexpr building_block v_min(int devices) { return v_shape(devices, 1); }
template <class = void>
constexpr building_block v_half(int devices) { return v_shape(devices, 2); }
template <class = void>
constexpr building_block v_zb(int devices) { return v_shape(devices, 5); }

}  // namespace pipesched::blocks
