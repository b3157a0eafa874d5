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
#include <vector>

#include "../schedule.hpp"

namespace pipesched {

namespace detail {
// The send that carries compute pass `a`'s output off device `d`, if its consumer is
// elsewhere; otherwise an action that is not a send.
constexpr action outgoing(const schedule& s, const action& a, int d) {
  if (a.kind == action_kind::W) return {};  // W neither needs nor makes a tensor
  const action_kind send = send_of(a.kind);
  const int to = peer_stage(send, a.stage);
  if (to < 0 || to >= s.stages() || s.device_of_stage(to) == d) return {};
  return {send, a.stage, a.microbatch, s.device_of_stage(to)};
}
}  // namespace detail

constexpr schedule insert_comm(const schedule& in) {
  schedule s = compute_only(in);
  const int p = s.devices(), S = s.stages(), m = s.microbatches();
  // Compute index of every (backward?, stage, microbatch) on its device.
  std::vector<int> position(static_cast<std::size_t>(2 * S * m), -1);
  auto pos = [&](bool backward, int stage, int mb) -> int& {
    return position[static_cast<std::size_t>(((backward ? 1 : 0) * S + stage) * m + mb)];
  };
  for (int d = 0; d < p; ++d)
    for (int i = 0; i < static_cast<int>(s.per_device[d].size()); ++i) {
      const action& a = s.per_device[d][i];
      if (a.kind != action_kind::W) pos(a.kind != action_kind::F, a.stage, a.microbatch) = i;
    }
  // Every recv, in the order its sender sends (device by device, list order), with the
  // compute index that needs it; `link_next` chains the recvs of one link.
  struct pending { action recv; int to; int consumer; int link_next; };
  std::vector<pending> recvs;
  std::vector<int> link_last(static_cast<std::size_t>(p * p), -1), link_first(link_last);
  for (int d = 0; d < p; ++d)
    for (const action& a : s.per_device[d]) {
      const action send = detail::outgoing(s, a, d);
      if (!is_send(send.kind)) continue;
      const int to = peer_stage(send.kind, send.stage), q = send.peer;
      const int id = static_cast<int>(recvs.size());
      recvs.push_back({{matching_comm(send.kind), to, a.microbatch, d}, q,
                       pos(a.kind != action_kind::F, to, a.microbatch), -1});
      int& last = link_last[d * p + q];
      (last < 0 ? link_first[d * p + q] : recvs[last].link_next) = id;
      last = id;
    }
  // Suffix minimum of the consumers along each link keeps it in the sender's order.
  for (int l = 0; l < p * p; ++l) {
    std::vector<int> chain;
    for (int r = link_first[l]; r >= 0; r = recvs[r].link_next) chain.push_back(r);
    for (int k = static_cast<int>(chain.size()) - 2; k >= 0; --k)
      if (recvs[chain[k + 1]].consumer < recvs[chain[k]].consumer)
        recvs[chain[k]].consumer = recvs[chain[k + 1]].consumer;
  }
  // Bucket the recvs by (device, consumer), keeping the order above within a bucket.
  std::vector<int> base(static_cast<std::size_t>(p) + 1, 0);
  for (int d = 0; d < p; ++d) base[d + 1] = base[d] + static_cast<int>(s.per_device[d].size()) + 1;
  std::vector<int> count(static_cast<std::size_t>(base[p]) + 1, 0);
  for (const pending& r : recvs) ++count[base[r.to] + r.consumer + 1];
  for (std::size_t i = 1; i < count.size(); ++i) count[i] += count[i - 1];
  std::vector<action> sorted(recvs.size());
  for (const pending& r : recvs) sorted[count[base[r.to] + r.consumer]++] = r.recv;
  // count[k] is now the end of bucket k; bucket k starts at count[k - 1].
  for (int d = 0; d < p; ++d) {
    std::vector<action> out;
    out.reserve(s.per_device[d].size() * 2);
    for (int i = 0; i < static_cast<int>(s.per_device[d].size()); ++i) {
      const int k = base[d] + i;
      for (int r = k == 0 ? 0 : count[k - 1]; r < count[k]; ++r) out.push_back(sorted[r]);
      const action& a = s.per_device[d][i];
      out.push_back(a);
      const action send = detail::outgoing(s, a, d);
      if (is_send(send.kind)) out.push_back(send);
    }
    s.per_device[d] = out;
  }
  return s;
}

}  // namespace pipesched
