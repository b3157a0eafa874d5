#pragma once
// The one-chunk families as building blocks (interval 3 slots: F, B, W or F, BW).
// Device d runs F at slot d, its backward after `warmup[d]` more forwards
// (slot d + 3*warmup[d] + 1), and W `lag[d]` intervals after its B. The steady peak of
// device d is then warmup[d] + lag[d] + 1 activation units.
//   1F1B: fused BW, warmup p-1-d                      -> peak p - d
//   ZB-H1: split, warmup p-1-d, lag d (W deferred)     -> peak p on every device
//   ZB-H2: split, warmup 2(p-1-d), lag 2d+1            -> peak 2p on every device
#include "../core/sized_vector.hpp"
#include <vector>

#include "../core/building_block.hpp"

namespace pipesched::blocks {

template <class = void>
constexpr building_block single_chunk(int devices, bool split, const std::vector<int>& warmup,
                                      const std::vector<int>& lag) {
  if (devices < 1 || devices > max_block_stages)
    report_error("a one-chunk block needs between 1 and 1024 devices (limits::max_stages)");
  building_block blk{devices, 1, placement::loop, split, 3, {}};
  for (int d = 0; d < devices; ++d) {
    blk[d].f = d;
    blk[d].b = d + 3 * warmup[d] + 1;
    blk[d].w = split ? blk[d].b + 1 + 3 * lag[d] : -1;
  }
  return blk;
}

template <class = void>
constexpr building_block one_f_one_b(int devices) {
  std::vector<int> warmup = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(devices > 0 ? devices : 0));
  for (int d = 0; d < devices; ++d) warmup[d] = devices - 1 - d;
  return single_chunk(devices, false, warmup, std::vector<int>(warmup.size(), 0));  // fused: no W to lag
}

template <class = void>
constexpr building_block zb_h1(int devices) {
  std::vector<int> warmup = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(devices > 0 ? devices : 0)), lag = warmup;
  for (int d = 0; d < devices; ++d) {
    warmup[d] = devices - 1 - d;
    lag[d] = d;
  }
  return single_chunk(devices, true, warmup, lag);
}

template <class = void>
constexpr building_block zb_h2(int devices) {
  std::vector<int> warmup = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(devices > 0 ? devices : 0)), lag = warmup;
  for (int d = 0; d < devices; ++d) {
    warmup[d] = 2 * (devices - 1 - d);
    lag[d] = 2 * d + 1;
  }
  return single_chunk(devices, true, warmup, lag);
}

}  // namespace pipesched::blocks
