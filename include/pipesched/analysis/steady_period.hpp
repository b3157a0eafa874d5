#pragma once
// The steady state of a repeated building block at real costs, without simulating it:
// once the pipeline is full, each pass of microbatch j + 1 starts one period after that of
// microbatch j (on average). Repeating a block and running each device's passes in order
// is a max-plus linear system, whose growth rate is the largest cycle ratio of its
// constraint graph. The nodes are the passes of microbatch 0. An input edge (a pass's
// duration, plus one hop's latency between devices) spans no interval. A device runs its
// passes in the order of their slots modulo the interval, and the edge from one pass to
// the next in that ring spans the difference of their slots' interval numbers (minus one
// where the ring wraps). A cycle taking time a over i intervals forces a period of at
// least a / i; the largest such ratio is the period, and its cycle says what sets it
// (e.g. a wave of forwards that must go down the devices and back within i intervals).
#include <algorithm>
#include <cstddef>
#include <vector>

#include "../core/building_block.hpp"
#include "simulate.hpp"

namespace pipesched {

// One pass of microbatch 0 of a block.
struct block_pass {
  int stage = 0;
  pass_kind pass = pass_kind::F;
  friend constexpr bool operator==(const block_pass&, const block_pass&) = default;
};

struct steady_state {
  double period = 0;      // time per microbatch once the pipeline is full
  double work = 0;        // busy time per microbatch of the busiest device
  double bubble = 0;      // 1 - work / period: the steady part of the bubble
  int intervals = 0;      // microbatches the critical cycle spans
  std::vector<block_pass> critical_cycle;  // its passes, in the order the cycle runs
};

namespace detail {
struct period_edge {
  int from, to;
  double time;    // the earlier pass's duration (plus the hop)
  int intervals;  // for the passes of microbatch 0: t_to >= t_from + time + intervals * period
};

struct period_graph {
  std::vector<block_pass> nodes;
  std::vector<period_edge> edges;
  std::vector<std::size_t> ring_begin;  // per device, where its ring's edges start in `edges`
};

// Node of (stage, pass): 3 per stage (F, the backward, W).
constexpr int period_node(int stage, pass_kind k) {
  return 3 * stage + (k == pass_kind::F ? 0 : k == pass_kind::W ? 2 : 1);
}

constexpr period_graph block_graph(const building_block& blk, const costs& c) {
  const int S = blk.stages();
  const pass_kind back = blk.split ? pass_kind::B : pass_kind::BW;
  const pass_durations dur(c, blk.chunks);
  auto duration = [&](pass_kind k) { return dur.of(static_cast<action_kind>(k)); };
  auto slot = [&](int s, pass_kind k) {
    return k == pass_kind::F ? blk[s].f : k == pass_kind::W ? blk[s].w : blk[s].b;
  };
  auto hop = [&](int s, int t) { return blk.device(s) != blk.device(t) ? c.comm : 0.0; };
  period_graph g;
  g.nodes.resize(static_cast<std::size_t>(3 * S));
  for (int s = 0; s < S; ++s)
    for (pass_kind k : {pass_kind::F, back, pass_kind::W})
      g.nodes[static_cast<std::size_t>(period_node(s, k))] = {s, k};
  for (int s = 0; s < S; ++s) {
    if (s + 1 < S) {
      g.edges.push_back(
          {period_node(s, pass_kind::F), period_node(s + 1, pass_kind::F), duration(pass_kind::F) + hop(s, s + 1), 0});
      g.edges.push_back({period_node(s + 1, back), period_node(s, back), duration(back) + hop(s + 1, s), 0});
    }
    if (blk.split) g.edges.push_back({period_node(s, back), period_node(s, pass_kind::W), duration(back), 0});
  }
  g.edges.push_back({period_node(S - 1, pass_kind::F), period_node(S - 1, back), duration(pass_kind::F), 0});
  for (int d = 0; d < blk.devices; ++d) {
    std::vector<block_pass> ring;
    for (int ch = 0; ch < blk.chunks; ++ch)
      for (pass_kind k : {pass_kind::F, back, pass_kind::W})
        if (k != pass_kind::W || blk.split) ring.push_back({blk.stage(d, ch), k});
    auto residue = [&](const block_pass& x) { return slot(x.stage, x.pass) % blk.interval; };
    g.ring_begin.push_back(g.edges.size());
    // Residues are distinct on a device (validate checked), so the ring order is total.
    std::sort(ring.begin(), ring.end(),
              [&](const block_pass& x, const block_pass& y) { return residue(x) < residue(y); });
    for (std::size_t i = 0; i < ring.size(); ++i) {
      const block_pass& x = ring[i];
      const block_pass& y = ring[(i + 1) % ring.size()];
      const int wraps = i + 1 == ring.size() ? 1 : 0;
      const int spans = slot(y.stage, y.pass) / blk.interval - slot(x.stage, x.pass) / blk.interval - wraps;
      g.edges.push_back({period_node(x.stage, x.pass), period_node(y.stage, y.pass), duration(x.pass), spans});
    }
  }
  return g;
}

// A cycle whose time exceeds `period` times the intervals it spans (edges as listed), or
// an empty list: Bellman-Ford for the longest paths at that period.
constexpr std::vector<int> cycle_beyond(const period_graph& g, double period, double eps) {
  const std::size_t n = g.nodes.size();
  std::vector<double> t(n, 0.0);
  std::vector<int> by(n, -1);  // the edge that last raised each node
  int raised = -1;
  for (std::size_t round = 0; round <= n; ++round) {
    raised = -1;
    for (std::size_t e = 0; e < g.edges.size(); ++e) {
      const period_edge& x = g.edges[e];
      const double v = t[static_cast<std::size_t>(x.from)] + x.time + x.intervals * period;
      if (v > t[static_cast<std::size_t>(x.to)] + eps) {
        t[static_cast<std::size_t>(x.to)] = v;
        by[static_cast<std::size_t>(x.to)] = static_cast<int>(e);
        raised = x.to;
      }
    }
    if (raised < 0) return {};
  }
  // Still rising after n rounds: walking back n edges lands on a cycle.
  int v = raised;
  for (std::size_t i = 0; i < n; ++i) v = g.edges[static_cast<std::size_t>(by[static_cast<std::size_t>(v)])].from;
  std::vector<int> cycle;
  const int start = v;
  do {
    const int e = by[static_cast<std::size_t>(v)];
    cycle.push_back(e);
    v = g.edges[static_cast<std::size_t>(e)].from;
  } while (v != start);
  std::reverse(cycle.begin(), cycle.end());  // into running order
  return cycle;
}
}  // namespace detail

constexpr steady_state steady_period(const building_block& blk, const costs& c) {
  validate(blk);
  check_costs(c);
  const detail::period_graph g = detail::block_graph(blk, c);
  // Each device's ring is a cycle over one interval: the period is at least the busiest
  // device's work. Then, as long as some cycle needs more, move to that cycle's ratio
  // (each step strictly raises the period, and there are finitely many cycles).
  steady_state out;
  double total = 0;
  for (const auto& e : g.edges) total += e.time;
  const double eps = 1e-12 * (total > 1 ? total : 1);
  std::vector<double> busy(static_cast<std::size_t>(blk.devices), 0.0);
  const pass_durations dur(c, blk.chunks);
  for (const block_pass& x : g.nodes)
    if (x.pass != pass_kind::W || blk.split)
      busy[static_cast<std::size_t>(blk.device(x.stage))] += dur.of(static_cast<action_kind>(x.pass));
  std::size_t busiest = 0;
  for (std::size_t d = 1; d < busy.size(); ++d) busiest = busy[d] > busy[busiest] + eps ? d : busiest;
  out.work = busy[busiest];
  out.period = out.work;
  std::vector<int> critical;
  const std::size_t ring_end = busiest + 1 < g.ring_begin.size() ? g.ring_begin[busiest + 1] : g.edges.size();
  for (std::size_t e = g.ring_begin[busiest]; e < ring_end; ++e) critical.push_back(static_cast<int>(e));
  for (;;) {
    std::vector<int> cycle = detail::cycle_beyond(g, out.period, eps);
    if (cycle.empty()) break;
    double time = 0;
    int spans = 0;
    for (int e : cycle) {
      time += g.edges[static_cast<std::size_t>(e)].time;
      spans -= g.edges[static_cast<std::size_t>(e)].intervals;
    }
    // A valid block has no cycle spanning no interval (its slots order every cycle), so
    // spans > 0; a ratio no larger than the period is rounding: stop there.
    if (spans <= 0 || time / spans <= out.period + eps) break;
    out.period = time / spans;
    critical = std::move(cycle);
  }
  for (int e : critical) {
    out.critical_cycle.push_back(g.nodes[static_cast<std::size_t>(g.edges[static_cast<std::size_t>(e)].from)]);
    out.intervals -= g.edges[static_cast<std::size_t>(e)].intervals;
  }
  out.bubble = out.period > 0 ? 1 - out.work / out.period : 0;
  return out;
}

}  // namespace pipesched
