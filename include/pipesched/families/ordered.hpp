#pragma once
// The families whose published form is an order rule rather than a repeated block:
// GPipe (all forwards, then all backwards), Megatron's interleaved 1F1B and PipeOffload's
// grouped interleaved 1F1B.
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

// PipeOffload's grouped interleaved 1F1B (ALGORITHMS.md): v chunks on the loop placement,
// microbatches in groups of g (ceil(p/2) <= g <= p; the last group may be smaller). In
// slots of one chunk pass, group G's member j runs F of chunk c on device d at
// 3gv*G + 3g*c + 3j + d; its backward runs down the stages, each B in the first free
// slot once the B before it has ended (two slots per device, the device's W between),
// and each W in the first free slot after its B. Steady peak at v = 2 is about
// (g + p) / 2 units. Split B and W, so the W can fill what the chain leaves.
constexpr schedule interleaved_grouped(int devices, int microbatches, int chunks, int group) {
  const int p = devices, m = microbatches, v = chunks, g = group;
  if (g < (p + 1) / 2 || g > p) report_error("the group size of grouped interleaved 1F1B must be in [ceil(p/2), p]");
  schedule s{{p, m, v}, placement::loop, true, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  const int S = p * v;
  const int horizon = 3 * v * m + 6 * S + 3 * v * g;  // every pass of a device fits before it
  // Raw pointers: this runs in constant evaluation too (see passes/comm.hpp). A slot is
  // free while its action's stage is negative.
  std::vector<action> slot_table(static_cast<std::size_t>(p * horizon), action{action_kind::optimizer_step, -1, -1});
  action* at_slot = slot_table.data();
  std::vector<int> f_slot_table(static_cast<std::size_t>(S * m)), b_slot_table(f_slot_table);
  int* f_slot = f_slot_table.data();
  int* b_slot = b_slot_table.data();
  for (int j = 0; j < m; ++j) {
    const int G = j / g, member = j % g;
    for (int st = 0; st < S; ++st) {
      const int c = st / p, d = st % p;
      const int slot = 3 * g * v * G + 3 * g * c + 3 * member + d;
      f_slot[st * m + j] = slot;
      at_slot[d * horizon + slot] = {action_kind::F, st, j};
    }
  }
  // The B chains first (they are the critical path), then each W in the first free slot
  // after its B.
  for (int j = 0; j < m; ++j) {
    int earliest = f_slot[(S - 1) * m + j] + 1;
    for (int st = S - 1; st >= 0; --st) {
      action* row = at_slot + (st % p) * horizon;
      int b = earliest;
      while (row[b].stage >= 0) ++b;
      row[b] = {action_kind::B, st, j};
      b_slot[st * m + j] = b;
      earliest = b + 1;
    }
  }
  for (int j = 0; j < m; ++j)
    for (int st = S - 1; st >= 0; --st) {
      action* row = at_slot + (st % p) * horizon;
      int w = b_slot[st * m + j] + 1;
      while (row[w].stage >= 0) ++w;
      row[w] = {action_kind::W, st, j};
    }
  for (int d = 0; d < p; ++d) {
    auto& list = s.per_device[d];
    list.resize(static_cast<std::size_t>(3 * v * m));
    action* next = list.data();
    const action* row = at_slot + d * horizon;
    for (int t = 0; t < horizon; ++t)
      if (row[t].stage >= 0) *next++ = row[t];
  }
  return s;
}

}  // namespace pipesched::orders
