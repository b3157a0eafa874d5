#pragma once
// DualPipeV: DeepSeek's DualPipe cut in half (deepseek-ai/DualPipe, dualpipev.py; PyTorch's
// ScheduleDualPipeV computes the same order). V placement, 2 chunks per device; device r
// holds stage r (chunk 0) and stage 2p-1-r (chunk 1). Per device, in eight steps:
//
//   1. 2(p-r-1) forwards of chunk 0                      (warm-up)
//   2. r+1 pairs F0, F1
//   3. p-r-1 times B1 (split), one pending W, F1           (zero bubble in the warm-up)
//   4. m-2p+r+1 times F0&BW1, F1&BW0 (overlapped pairs)     (steady state; the last device
//      runs its first F0 and BW1 apart: BW1 needs the F1 just before it)
//   5. p-r-1 times BW1, F1&BW0
//   6. r+1 pairs B1, B0: fused in the first half, split (B, its W queued) from the middle on
//   7. p-r-1 times one pending W, B0 (split)
//   8. the pending Ws
//
// Closed forms once m >= 2p (tested; F = B = W, no comm, analysis/memory.hpp's order
// count with an overlapped pair's F before its backward):
//   peak: 2p + 1 chunk activations = p + 1/2 units, on every device (2p in flight, and an
//         overlapped F allocates before its BW frees; DeepSeek's table says PP + 1);
//   makespan: the published order 3m + p - 1 (bubble (p-1)/(3m+p-1), ZB-H1's), this
//         family 3m + (p-1)/2 (bubble (p-1)/(6m+p-1)) with its pairs split as below.
//
// W passes are queued in the order of their Bs and taken oldest first. The published
// order needs m >= 2p; for fewer microbatches this is the order for 2p with the passes of
// microbatches m..2p-1 removed (removing a microbatch keeps every dependency of the others
// and can only lower the live count: valid, and never above the 2p order's peak).
//
// `split_fused`: every backward outside the overlapped pairs that the published order
// fuses (BW) runs as B then its W at once, in the same place. The device is busy as long,
// but the input gradient leaves W's time earlier for the device upstream, and memory at
// every point of the order is the same (B frees what BW would, W the rest, right after);
// so no pass ends later and no peak rises. At unit costs the published order's critical
// chain never waits on such a BW (nothing changes); at the measured costs (T_W = T_F/2)
// device 0's last backward of the last stage heads the cool-down's chain and this takes
// T_W/2 off the makespan. `split_pairs` does the same inside the overlapped pairs: F&B,
// then W (the pair then hides G x min(F, B) instead of G x min(F, BW): shorter where its
// gradient is on the critical chain, longer where the gain is, so again timed).
// generate.hpp keeps the shortest of these orders at no higher peak.
#include <vector>

#include "../core/error.hpp"
#include "../schedule.hpp"

namespace pipesched::detail {
// How many actions device r's list holds (n >= 2p microbatches): 2n forwards and 2n
// backwards, P of each pair overlapped in one action, a W for every split B. Only for reserve(): a list
// that grows past it (a miscount) is slower, not wrong.
constexpr std::size_t dualpipe_v_list_size(int p, int n, int r, bool split_fused, bool split_pairs) {
  const long long pairs = 2LL * (n - 2 * p + r + 1) - (r == p - 1 ? 1 : 0) + (p - r - 1);
  const long long queued = 2LL * (p - r - 1) + (r + 1);  // split in steps 3, 6 and 7
  long long size = 4LL * n - pairs + queued;
  if (split_fused) size += 2LL * n - pairs - queued;      // every other backward outside a pair
  if (split_pairs) size += pairs;
  return static_cast<std::size_t>(size);
}
}  // namespace pipesched::detail

namespace pipesched::orders {

template <class = void>
constexpr schedule dualpipe_v(int devices, int microbatches, bool split_fused = false,
                              bool split_pairs = false) {
  const int p = devices, m = microbatches;
  if (p < 1 || m < 1) report_error("dualpipe-v needs at least one device and one microbatch");
  const int n = m >= 2 * p ? m : 2 * p;  // the published order's microbatches
  schedule s{{p, m, 2}, placement::v, true, {}};
  s.per_device.resize(static_cast<std::size_t>(p));
  std::vector<action> weights;  // queued W passes, taken oldest first (one list for every device)
  weights.reserve(static_cast<std::size_t>(2 * p));
  for (int r = 0; r < p; ++r) {
    std::vector<action>& out = s.per_device[static_cast<std::size_t>(r)];
    out.reserve(detail::dualpipe_v_list_size(p, n, r, split_fused, split_pairs));
    const int stage[2] = {r, 2 * p - 1 - r};
    int next_f[2] = {0, 0}, next_back[2] = {0, 0};
    weights.clear();
    std::size_t next_weight = 0;
    // Each backward is placed where the published order has it; a split one (B) queues
    // its W, and with split_fused / split_pairs a fused one (BW) is written as B then its
    // W in its place (the split in place the opening comment describes).
    auto forward = [&](int c) { out.push_back({action_kind::F, stage[c], next_f[c]++}); };
    auto backward = [&](int c, bool split) {
      const int j = next_back[c]++;
      if (split) {
        weights.push_back({action_kind::W, stage[c], j});
        out.push_back({action_kind::B, stage[c], j});
      } else if (split_fused) {
        out.push_back({action_kind::B, stage[c], j});
        out.push_back({action_kind::W, stage[c], j});
      } else {
        out.push_back({action_kind::BW, stage[c], j});
      }
    };
    auto weight = [&] {
      if (next_weight < weights.size()) out.push_back(weights[next_weight++]);
    };
    auto pair = [&](int fc, int bc) {  // F of chunk fc overlapped with the fused backward of chunk bc
      const int j = next_back[bc]++;
      // overlapped(F, back) spelled out: through it the four forms took 0.5M more instructions
      // at p = 32, m = 256 (g++ 12 -O3 builds the two actions and then copies)
      out.push_back({split_pairs ? action_kind::overlap_f_b : action_kind::overlap_f_bw, stage[fc], next_f[fc]++, -1,
                     stage[bc], j});
      if (split_pairs) out.push_back({action_kind::W, stage[bc], j});
    };
    for (int i = 0; i < 2 * (p - r - 1); ++i) forward(0);  // 1
    for (int i = 0; i < r + 1; ++i) {                       // 2
      forward(0);
      forward(1);
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 3
      backward(1, true);
      weight();
      forward(1);
    }
    for (int i = 0; i < n - 2 * p + r + 1; ++i) {  // 4
      if (i == 0 && r == p - 1) {
        forward(0);
        backward(1, false);
      } else {
        pair(0, 1);
      }
      pair(1, 0);
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 5
      backward(1, false);
      pair(1, 0);
    }
    bool split = false;
    for (int i = 0; i < r + 1; ++i) {  // 6
      if (i == (r + 1) / 2 && r % 2 == 1) split = true;
      backward(1, split);
      if (i == (r + 1) / 2 && r % 2 == 0) split = true;
      backward(0, split);
    }
    for (int i = 0; i < p - r - 1; ++i) {  // 7
      weight();
      backward(0, true);
    }
    while (next_weight < weights.size()) weight();  // 8
  }
  if (n == m) return s;
  // Fewer than 2p microbatches: drop the others' passes; an overlapped pair that loses a
  // half becomes the other half alone.
  for (std::vector<action>& list : s.per_device) {
    std::vector<action> kept;
    kept.reserve(list.size());
    for (const action& a : list) {
      const action_passes halves = passes_of(a);
      if (halves.count == 2) {
        const bool f = halves.pass[0].microbatch < m, b = halves.pass[1].microbatch < m;
        if (f && b) kept.push_back(a);
        else if (f || b) kept.push_back(halves.pass[f ? 0 : 1]);
      } else if (a.microbatch < m) {
        kept.push_back(a);
      }
    }
    list = std::move(kept);
  }
  return s;
}

}  // namespace pipesched::orders
