#pragma once
// PipeDream-2BW (Narayanan et al., arXiv 2006.09503) over K iterations of m microbatches:
// 1F1B that never flushes. The schedule is one 1F1B order over all K*m microbatches
// (warm-up only before iteration 0, cool-down only after iteration K-1; fused BW, loop
// placement, one chunk) plus an `optimizer_step` action per stage and iteration t < K-1
// (its `microbatch` field is t), right after that stage's last backward of iteration t
// and the sends that follow it. The step of the last iteration is the caller's, after the
// run, as for every other family.
//
// Weight versions (what a `versioned_stage` of runtime/stage.hpp implements): every
// microbatch of iteration t runs its F and its BW on version W(t-1) (W(-1) = W(0)), on
// every stage; step t makes W(t+1) = W(t) - lr * grad_t(W(t-1)) and drops W(t-1). Two
// versions are held at any time. Pinning by iteration, not by "the newest version when F
// starts": in 1F1B without a flush device d runs p-1-d forwards of iteration t+1 before
// its step t (device p-1 none), so "newest" would mix versions within an iteration and
// across stages. validate() checks what the two versions need: step t after every
// backward of iteration t on its stage, before every F of iteration t+2 (which uses the
// W(t+1) it makes). In the 1F1B order that holds iff m >= p-1.
#include <cstddef>
#include <vector>

#include "../core/error.hpp"
#include "../passes/comm.hpp"
#include "../passes/repeat.hpp"
#include "single_chunk.hpp"

namespace pipesched {

// Adds 2BW's optimizer steps to a schedule whose dims.iterations > 1: on each device,
// step (stage, t) for t < iterations-1 goes right after the stage's last weight-gradient
// pass (W or BW) of iteration t and the sends that follow it. Other actions keep their order.
template <class = void>
constexpr schedule with_optimizer_steps(const schedule& in) {
  const int K = in.dims.iteration_count(), m = in.dims.microbatches_per_iteration(), S = in.stages();
  if (K < 2) return in;
  if (m * K != in.microbatches()) report_error("the microbatches do not divide into the iterations");
  schedule s = in;
  for (int d = 0; d < s.devices(); ++d) {
    const auto& list = in.per_device[d];
    // Index of the last weight-gradient pass of every (stage, iteration) on this device.
    std::vector<int> last(static_cast<std::size_t>(S * K), -1);
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const action& a = list[i];
      if (a.kind != action_kind::W && a.kind != action_kind::BW) continue;
      last[static_cast<std::size_t>(a.stage * K + a.microbatch / m)] = i;
    }
    std::vector<action> out;
    out.reserve(list.size() + static_cast<std::size_t>(K));
    std::vector<action> due;  // steps waiting for the sends after their pass
    for (int i = 0; i < static_cast<int>(list.size()); ++i) {
      const action& a = list[i];
      if (!due.empty() && !is_send(a.kind)) {
        out.insert(out.end(), due.begin(), due.end());
        due.clear();
      }
      out.push_back(a);
      if (a.kind != action_kind::W && a.kind != action_kind::BW) continue;
      const int t = a.microbatch / m;
      if (t < K - 1 && last[static_cast<std::size_t>(a.stage * K + t)] == i)
        due.push_back({action_kind::optimizer_step, a.stage, t});
    }
    out.insert(out.end(), due.begin(), due.end());
    s.per_device[d] = out;
  }
  return s;
}

namespace orders {

// 2BW at unit costs without gap filling: 1F1B's block repeated over iterations * m
// microbatches, comm inserted, steps placed (generate.hpp's make_schedule does the same
// through the squeeze, which leaves a fused order as it is).
template <class = void>
constexpr schedule two_bw(int devices, int microbatches_per_iteration, int iterations) {
  shape dims{devices, microbatches_per_iteration * (iterations > 1 ? iterations : 1), 1, 0,
             iterations > 1 ? iterations : 0};
  schedule s = insert_comm(repeat(blocks::one_f_one_b(devices), dims.microbatches));
  s.dims = dims;
  return with_optimizer_steps(s);
}

// The same schedule (comm and steps included) for `dims` (one stage per device), written in
// place: device d's list from actions + d * stride, its length in sizes[d]. Device d runs
// min(p - d, M) forwards, then each backward in turn followed by the next forward while
// any is left (1F1B's block repeated without a flush, at unit costs), each pass with its
// recv right before it and its send right after, and step t right after the backward of
// iteration t's last microbatch and its send. A compile-time schedule writes it straight
// into its fixed arrays: through insert_comm, 2BW at p = 16 (four iterations of 32) cost
// nvcc 3 to 4 s for a file's first schedule.
template <class = void>
constexpr void two_bw_with_comm(shape dims, action* actions, int stride, int* sizes) {
  const int p = dims.devices, M = dims.microbatches, K = dims.iteration_count(), k = M / K;
  for (int d = 0; d < p; ++d) {
    action* const out = actions + static_cast<std::ptrdiff_t>(d) * stride;
    if (static_cast<long>(M) * (2 + 2 * (d > 0) + 2 * (d + 1 < p)) + K > stride)
      report_error("internal: a device's list is longer than the generator's capacity");
    int n = 0;
    const auto forward = [&](int j) {
      if (d > 0) out[n++] = action{action_kind::recv_forward, d, j, d - 1};
      out[n++] = action{action_kind::F, d, j};
      if (d + 1 < p) out[n++] = action{action_kind::send_forward, d, j, d + 1};
    };
    const int warm_up = p - d < M ? p - d : M;
    for (int j = 0; j < warm_up; ++j) forward(j);
    for (int j = 0; j < M; ++j) {
      if (d + 1 < p) out[n++] = action{action_kind::recv_backward, d, j, d + 1};
      out[n++] = action{action_kind::BW, d, j};
      if (d > 0) out[n++] = action{action_kind::send_backward, d, j, d - 1};
      if (K > 1 && (j + 1) % k == 0 && j + 1 < M) out[n++] = action{action_kind::optimizer_step, d, j / k};
      if (j + warm_up < M) forward(j + warm_up);
    }
    sizes[d] = n;
  }
}

}  // namespace orders
}  // namespace pipesched
