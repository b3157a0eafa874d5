#pragma once
// The families whose published form is an order rule rather than a repeated block:
// GPipe (all forwards, then all backwards), Megatron's interleaved 1F1B and PipeOffload's
// grouped interleaved 1F1B.
#include "../core/sized_vector.hpp"
#include <cstddef>
#include <vector>

#include "../core/error.hpp"
#include "../schedule.hpp"

namespace pipesched::orders {

template <class = void>
constexpr schedule gpipe(int devices, int microbatches) {
  schedule s{{devices, microbatches, 1}, placement::loop, false, {}};
  s.per_device.resize(static_cast<std::size_t>(devices));
  for (int d = 0; d < devices; ++d) {
    for (int j = 0; j < microbatches; ++j) s.per_device[d].push_back({action_kind::F, d, j});
    for (int j = 0; j < microbatches; ++j) s.per_device[d].push_back({action_kind::BW, d, j});
  }
  return s;
}

// GPipe's order with its comm, as insert_comm makes it of gpipe() (each recv right before
// the pass it feeds, each send right after the pass it carries), written in place: device
// d's list from actions + d * stride, its length in sizes[d]. A compile-time schedule
// writes it straight into its fixed arrays: through insert_comm, GPipe at p = 16, m = 128
// cost nvcc nearly 4 s for a file's first schedule.
template <class = void>
constexpr void gpipe_with_comm(int devices, int microbatches, action* actions, int stride, int* sizes) {
  for (int d = 0; d < devices; ++d) {
    action* const out = actions + static_cast<std::ptrdiff_t>(d) * stride;
    int n = 0;
    if (static_cast<long>(microbatches) * (2 + 2 * (d > 0) + 2 * (d + 1 < devices)) > stride)
      report_error("internal: a device's list is longer than the generator's capacity");
    for (int j = 0; j < microbatches; ++j) {
      if (d > 0) out[n++] = action{action_kind::recv_forward, d, j, d - 1};
      out[n++] = action{action_kind::F, d, j};
      if (d + 1 < devices) out[n++] = action{action_kind::send_forward, d, j, d + 1};
    }
    for (int j = 0; j < microbatches; ++j) {
      if (d + 1 < devices) out[n++] = action{action_kind::recv_backward, d, j, d + 1};
      out[n++] = action{action_kind::BW, d, j};
      if (d > 0) out[n++] = action{action_kind::send_backward, d, j, d - 1};
    }
    sizes[d] = n;
  }
}

// Megatron-LM's interleaved 1F1B with v chunks on the loop placement (stage c*p + d on
// device d). Microbatches go in groups of p (the last group takes the remainder); within a
// group every chunk runs before the next chunk, and
// backwards visit the chunks in reverse. Device d runs 2(p-d-1) + (v-1)g warm-up
// forwards (g: the largest group), then alternates F and BW, then drains the BWs.
template <class = void>
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
  std::vector<int> forward_index = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(total));
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
// 3gv*G + 3g*c + 3j + d, and every device runs one F, one B and one W per 3 slots; the
// backwards visit the chunks in reverse (chunk v-1 of a group first).
//
// Why not "each B in the first free slot once the B before it has ended": a B chain
// takes 2 slots per device (F holds every third slot), so chunk 0's chain of member j
// reaches device 0 about g + 5p/3 triples (of 3 slots) after its F, and in a group of
// more than ~2p/3 members it lands on the triples the group's own chunk-1 chains still
// want. Placed first-come, the chains took
// turns, every device's W fell behind its F and the steady peak rose 1-3 units above
// (g + p)/2 (p = g = 16: 19 instead of 16).
//
// So the order is built from the steady state instead. Let k index a device's Fs (the
// forward order: group by group, chunk 0..v-1, members in order) and its Bs (the
// backward order: group by group, chunk v-1..0). Device d runs
//   w_d = (v-1)g + p - d                       Fs before its first B (its warm-up),
// then B_k just before F_{w_d+k}: the published slot pattern, whose B_k sits in triple
// w_d + k - 1 (at v = 2 the first B, chunk 1 of member 0, is g + p - 1 - d triples after
// the first F). Where the warm-up leaves memory unused (cap = w_0 rounded up to a
// multiple of v, in chunk activations; cap > w_d on every device after the first), a W
// waits one B after its own (L_d = min(1, cap - w_d)), so that it gives way to the B
// chain: that keeps the bubble at or below the first-free-slot placement's everywhere
// (p = 4, g = 2, m = 4 needs it). Waiting longer lowers the bubble further (about 5
// points at L_d = cap - w_d) but keeps activations resident that offloading chunk 0
// would otherwise remove (p = 16, g = 8, m = 32: 8.5 units left instead of 5.5).
// Hence the peak: after F_i a device has run at least i + 1 - w_d Bs and so at least
// i + 1 - w_d - L_d >= i + 1 - cap Ws, so at most cap chunk activations are live:
//   peak <= ceil(((v-1)g + p) / v) units   (v = 2: ceil((g + p)/2)).
// A group of r < g members keeps its members' places but spans max(r, ceil(p/2)) slots
// of each chunk (placing by these "virtual" indices: B_k goes before F_i exactly when
// vb_k + w_d <= vf_i). No cycle: give F_i on device d the time 2vf_i + d and B_k the
// time 2(vb_k + w_d) - 1 + d; each device runs its passes in time order and every
// dependency goes forward in time, as a group spans s with ceil(p/2) <= s <= g slots:
// F(c, j) on p-1 -> F(c+1, j) on 0 needs p - 1 < 2s, B(c+1, j) on 0 -> B(c, j) on p-1
// needs 2(w_0 - w_{p-1}) = 2(p-1) < 2s + p - 1, the last stage's F -> B needs
// (v-1)s < w_{p-1}, and B on d+1 -> B on d needs w_d > w_{d+1}.
template <class = void>
constexpr schedule interleaved_grouped(int devices, int microbatches, int chunks, int group) {
  const int p = devices, m = microbatches, v = chunks, g = group;
  if (g < (p + 1) / 2 || g > p) report_error("the group size of grouped interleaved 1F1B must be in [ceil(p/2), p]");
  schedule s{{p, m, v}, placement::loop, true, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  const int total = m * v, half = (p + 1) / 2;
  // The forward and backward orders with their virtual indices, in arrays sized up front
  // and filled through raw pointers: this runs in constant evaluation too (see passes/comm.hpp).
  struct item { int chunk, mb, at; };
  std::vector<item> forward_table = pipesched::detail::sized_vector<item>(static_cast<std::size_t>(total)), backward_table(forward_table);
  item* forward = forward_table.data();
  item* backward = backward_table.data();
  for (int first = 0, base = 0, k = 0; first < m; first += g) {
    const int size = m - first < g ? m - first : g;
    const int span = size > half ? size : half;
    for (int c = 0; c < v; ++c)
      for (int j = 0; j < size; ++j, ++k) {
        forward[k] = {c, first + j, base + span * c + j};
        backward[k] = {v - 1 - c, first + j, base + span * c + j};
      }
    base += span * v;
  }
  const int widest = (v - 1) * g + p;                  // w_0
  const int cap = (widest + v - 1) / v * v;            // chunk activations
  for (int d = 0; d < p; ++d) {
    const int warmup = widest - d, lag = cap - warmup < 1 ? cap - warmup : 1;
    auto& list = s.per_device[d];
    list.resize(static_cast<std::size_t>(3 * total));
    action* next = list.data();
    int b = 0, w = 0;
    auto run_b = [&] {
      *next++ = {action_kind::B, backward[b].chunk * p + d, backward[b].mb};
      ++b;
      for (; w < b - lag; ++w) *next++ = {action_kind::W, backward[w].chunk * p + d, backward[w].mb};
    };
    for (int i = 0; i < total; ++i) {
      while (b < total && backward[b].at + warmup <= forward[i].at) run_b();
      *next++ = {action_kind::F, forward[i].chunk * p + d, forward[i].mb};
    }
    while (b < total) run_b();
    for (; w < total; ++w) *next++ = {action_kind::W, backward[w].chunk * p + d, backward[w].mb};
  }
  return s;
}

}  // namespace pipesched::orders
