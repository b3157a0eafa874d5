#pragma once
// comm: a matched send/recv for every edge between passes on different devices.
//
// Comm model (what the runtimes implement): every ordered pair of devices has its own
// send and recv streams (NCCL: a communicator and a stream per pair, all made up front in
// a fixed order); a send is posted once the computes listed before it are done and does
// not hold up its device, a compute waits for the recvs listed before it. NCCL pairs
// point-to-point operations of a link by order, so the receiver must post its recvs in
// the order the sender sends: a recv goes right before the first compute that needs it
// *or any later tensor on the same link* (posting early only holds a buffer longer).
// validate() proves the result cannot deadlock.
//
// An overlapped action (F&B) is one compute: the recvs of both halves go before it, the
// sends of both after it (F's, then its backward's), as its halves end together.
// A recompute (R) is a compute with no tensor in or out: it keeps its place among the
// computes and gets no send or recv of its own; so do the vocabulary passes and their
// collectives (core/vocab.hpp), which move their tensors by collectives, not p2p.
//
// This pass runs inside constant evaluation (static_schedule.hpp), whose budget counts
// function calls and loop iterations (nvcc's front end: 2 and 1 units, 2M in all), so its
// loops index raw pointers into arrays sized up front and spell the small predicates out.
#include "../core/sized_vector.hpp"
#include <cstdint>
#include <limits>
#include <vector>

#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../schedule.hpp"

namespace pipesched {

template <class = void>
constexpr schedule insert_comm(const schedule& in) {
  const int p = in.devices(), S = in.stages(), m = in.microbatches();
  // The tables below index in int: their sizes (2·S·m positions, p·p links, every compute
  // of every device) are computed in 64 bits first and refused past int.
  const char* too_big = "the schedule is too large to insert comm into (reduce devices, chunks or microbatches)";
  constexpr std::int64_t int_max = std::numeric_limits<int>::max();
  if (p < 1 || S < 1 || m < 1) report_error("a schedule needs at least one device, stage and microbatch");
  std::int64_t all_actions = 0;
  for (const auto& list : in.per_device)
    all_actions = checked_add(all_actions, static_cast<std::int64_t>(list.size()), too_big);
  if (in.per_device.size() != static_cast<std::size_t>(p)) report_error("a schedule needs one list per device");
  if (checked_mul(2 * std::int64_t{S}, m, too_big) > int_max || checked_mul(p, p, too_big) > int_max ||
      all_actions >= int_max)
    report_error(too_big);
  // An overlapped action's two passes (F, then its backward) are spelled out into `pair`
  // where one comes; every other compute is walked in place (one pass). The compute test is
  // two comparisons, as the overlapped kinds come last. The loops below spell out the pass
  // expansion and the consumer's stage rather than call helpers: in constant evaluation a
  // call per action cost nvcc's front end more than the work (interleaved at p = 16,
  // m = 128 added 3.9 s to a .cu with the calls, 2.9 s without; g++ gains little).
  static_assert(action_kind::overlap_f_b > action_kind::optimizer_step &&
                static_cast<int>(action_kind::overlap_f_bw) == static_cast<int>(action_kind::overlap_f_b) + 1);
  static_assert(action_kind::recompute > action_kind::overlap_f_bw && action_kind::vocab_s > action_kind::recompute);
  action pair[2]{};
  std::vector<int> device_table = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(S));
  int* dev = device_table.data();
  for (int st = 0; st < S; ++st) dev[st] = in.device_of_stage(st);

  // Computes per device, and the index among its device's computes of every forward and
  // backward by (backward?, stage, microbatch). Only computes are kept from the input:
  // comm is made again here; optimizer steps and offloads are placed after this pass.
  // With them, the sends per device and the recvs each device gets: a pass's output goes
  // to the next stage (F) or the previous (B, BW) where that is on another device; W makes
  // no tensor, R and the vocabulary passes move none by p2p.
  std::vector<int> counts_table(static_cast<std::size_t>(3 * p), 0);
  int* computes = counts_table.data();
  int* sends_of = computes + p;
  int* recvs_of = computes + 2 * p;
  std::vector<int> position_table(static_cast<std::size_t>(2 * S * m), -1);
  int* position = position_table.data();
  int recv_count = 0;
  for (int d = 0; d < p; ++d) {
    const action* list = in.per_device[d].data();
    const int n = static_cast<int>(in.per_device[d].size());
    for (int i = 0; i < n; ++i) {
      const action_kind k = list[i].kind;
      if (k > action_kind::BW && k < action_kind::overlap_f_b) continue;  // not a compute
      int count = 1;
      const action* passes = list + i;
      if (k >= action_kind::recompute) {
        count = 0;
      } else if (k >= action_kind::overlap_f_b) {
        pair[0] = {action_kind::F, list[i].stage, list[i].microbatch};
        pair[1] = {k == action_kind::overlap_f_bw ? action_kind::BW : action_kind::B, list[i].back_stage,
                   list[i].back_microbatch};
        passes = pair;
        count = 2;
      }
      for (int h = 0; h < count; ++h) {
        const action_kind pk = passes[h].kind;
        if (pk == action_kind::W) continue;
        const bool forward = pk == action_kind::F;
        position[((forward ? 0 : S) + passes[h].stage) * m + passes[h].microbatch] = computes[d];
        const int to = forward ? passes[h].stage + 1 : passes[h].stage - 1;
        if (to < 0 || to >= S || dev[to] == d) continue;
        ++sends_of[d];
        ++recvs_of[dev[to]];
        ++recv_count;
      }
      ++computes[d];
    }
  }
  // Compute k of device d is first[d] + k in the flat numbering of all computes.
  std::vector<int> first_table(static_cast<std::size_t>(p) + 1, 0);
  int* first = first_table.data();
  for (int d = 0; d < p; ++d) first[d + 1] = first[d] + computes[d];

  // Every recv, in the order its sender sends (device by device, list order), with the
  // compute index on its device that needs it.
  struct pending { action recv; int to, consumer; };
  std::vector<pending> recv_table(static_cast<std::size_t>(recv_count));
  pending* recvs = recv_table.data();
  for (int d = 0, r = 0; d < p; ++d) {
    const action* list = in.per_device[d].data();
    const int n = static_cast<int>(in.per_device[d].size());
    for (int i = 0; i < n; ++i) {
      const action_kind k = list[i].kind;
      if ((k > action_kind::BW && k < action_kind::overlap_f_b) || k >= action_kind::recompute) continue;
      int count = 1;
      const action* passes = list + i;
      if (k >= action_kind::overlap_f_b) {
        pair[0] = {action_kind::F, list[i].stage, list[i].microbatch};
        pair[1] = {k == action_kind::overlap_f_bw ? action_kind::BW : action_kind::B, list[i].back_stage,
                   list[i].back_microbatch};
        passes = pair;
        count = 2;
      }
      for (int h = 0; h < count; ++h) {
        const action a = passes[h];
        if (a.kind == action_kind::W) continue;
        const bool forward = a.kind == action_kind::F;
        const int to = forward ? a.stage + 1 : a.stage - 1;
        if (to < 0 || to >= S || dev[to] == d) continue;
        const int consumer = position[((forward ? 0 : S) + to) * m + a.microbatch];
        if (consumer < 0)
          report_error(forward ? "a forward's output has no forward of the next stage to consume it"
                               : "a backward's output has no backward of the previous stage to consume it",
                       at(d, a.stage, a.microbatch, a.kind));
        recvs[r++] = {{forward ? action_kind::recv_forward : action_kind::recv_backward, to, a.microbatch, d},
                      dev[to], consumer};
      }
    }
  }
  // Along each link a recv must not come after a later tensor's consumer: a suffix
  // minimum per link (from, to), walking the recvs backwards.
  const int none = first[p] + 1;
  std::vector<int> link_min_table(static_cast<std::size_t>(p) * static_cast<std::size_t>(p), none);
  int* link_min = link_min_table.data();
  for (int r = recv_count - 1; r >= 0; --r) {
    int& low = link_min[recvs[r].recv.peer * p + recvs[r].to];
    if (low < recvs[r].consumer) recvs[r].consumer = low;
    low = recvs[r].consumer;
  }
  // Bucket the recvs by (device, consumer), keeping the order above within a bucket:
  // bucket first[d] + k holds the recvs that go before device d's compute k.
  std::vector<int> bucket_end_table(static_cast<std::size_t>(first[p]) + 1, 0);
  int* bucket_end = bucket_end_table.data();
  for (int r = 0; r < recv_count; ++r) ++bucket_end[first[recvs[r].to] + recvs[r].consumer];
  for (int k = 1; k <= first[p]; ++k) bucket_end[k] += bucket_end[k - 1];
  std::vector<action> sorted_table(static_cast<std::size_t>(recv_count));
  action* sorted = sorted_table.data();
  for (int r = recv_count - 1; r >= 0; --r)  // backwards, so each bucket keeps its order
    sorted[--bucket_end[first[recvs[r].to] + recvs[r].consumer]] = recvs[r].recv;
  // bucket_end[k] is now where bucket k starts; it ends where bucket k + 1 starts.

  schedule s{in.dims, in.place, in.split, {}, in.offload_fraction, in.vocab};
  s.per_device.resize(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    s.per_device[d].resize(static_cast<std::size_t>(computes[d] + sends_of[d] + recvs_of[d]));
    action* out = s.per_device[d].data();
    const action* list = in.per_device[d].data();
    const int n = static_cast<int>(in.per_device[d].size());
    for (int i = 0, k = first[d]; i < n; ++i) {
      if (list[i].kind > action_kind::BW && list[i].kind < action_kind::overlap_f_b) continue;  // not a compute
      for (int r = bucket_end[k]; r < bucket_end[k + 1]; ++r) *out++ = sorted[r];
      ++k;
      *out++ = list[i];
      const action_kind kind = list[i].kind;
      if (kind >= action_kind::recompute) continue;
      int count = 1;
      const action* passes = list + i;
      if (kind >= action_kind::overlap_f_b) {
        pair[0] = {action_kind::F, list[i].stage, list[i].microbatch};
        pair[1] = {kind == action_kind::overlap_f_bw ? action_kind::BW : action_kind::B, list[i].back_stage,
                   list[i].back_microbatch};
        passes = pair;
        count = 2;
      }
      for (int h = 0; h < count; ++h) {
        const action a = passes[h];
        if (a.kind == action_kind::W) continue;
        const bool forward = a.kind == action_kind::F;
        const int to = forward ? a.stage + 1 : a.stage - 1;
        if (to >= 0 && to < S && dev[to] != d)
          *out++ = {forward ? action_kind::send_forward : action_kind::send_backward, a.stage, a.microbatch, dev[to]};
      }
    }
  }
  return s;
}

}  // namespace pipesched
