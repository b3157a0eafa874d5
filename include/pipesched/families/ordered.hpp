#pragma once
// The two families whose published form is an order rule rather than a repeated block:
// GPipe (all forwards, then all backwards) and Megatron's interleaved 1F1B.
#include <vector>

#include "../core/error.hpp"
#include "../schedule.hpp"

namespace pipesched::orders {

constexpr schedule gpipe(int devices, int microbatches) {
  schedule s{{devices, microbatches, 1}, placement::loop, false, {}};
  s.per_device.resize(static_cast<std::size_t>(devices));
  for (int d = 0; d < devices; ++d) {
    for (int j = 0; j < microbatches; ++j) s.per_device[d].push_back({action_kind::F, d, j});
    for (int j = 0; j < microbatches; ++j) s.per_device[d].push_back({action_kind::BW, d, j});
  }
  return s;
}

// Megatron-LM's interleaved 1F1B with v chunks on the loop placement (stage c*p + d on
// device d). Microbatches go in groups of p (the last group takes the remainder); within a
// group every chunk runs before the next chunk, and
// backwards visit the chunks in reverse. Device d runs 2(p-d-1) + (v-1)g warm-up
// forwards (g: the largest group), then alternates F and BW, then drains the BWs.
constexpr schedule interleaved(int devices, int microbatches, int chunks) {
  const int p = devices, m = microbatches, v = chunks;
  schedule s{{p, m, v}, placement::loop, false, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  struct item { int chunk, mb; };
  std::vector<item> forward, backward;  // the k-th chunk-microbatch of a device
  for (int first = 0, last = 0; first < m; first = last) {
    // A partial group shorter than p would make device 0 wait for its own next chunk
    // behind device p-1's backwards (a cycle): it joins the group before it instead.
    last = m - (first + p) < p ? m : first + p;
    for (int c = 0; c < v; ++c)
      for (int j = first; j < last; ++j) {
        forward.push_back({c, j});
        backward.push_back({v - 1 - c, j});
      }
  }
  const int total = m * v;
  // How far the forward order runs ahead of the backward order: (v-1) x the group size
  // (Megatron's (v-1)p for full groups); the warm-up covers it.
  std::vector<int> forward_index(static_cast<std::size_t>(total));
  for (int k = 0; k < total; ++k) forward_index[forward[k].mb * v + forward[k].chunk] = k;
  int lead = 0;
  for (int k = 0; k < total; ++k) {
    const int ahead = forward_index[backward[k].mb * v + backward[k].chunk] - k;
    lead = ahead > lead ? ahead : lead;
  }
  for (int d = 0; d < p; ++d) {
    int warmup = 2 * (p - d - 1) + lead;
    warmup = warmup < total ? warmup : total;
    auto& list = s.per_device[d];
    auto emit = [&](action_kind k, const item& it) { list.push_back({k, it.chunk * p + d, it.mb}); };
    for (int k = 0; k < warmup; ++k) emit(action_kind::F, forward[k]);
    for (int k = 0; k < total - warmup; ++k) {
      emit(action_kind::F, forward[warmup + k]);
      emit(action_kind::BW, backward[k]);
    }
    for (int k = total - warmup; k < total; ++k) emit(action_kind::BW, backward[k]);
  }
  return s;
}

}  // namespace pipesched::orders
