#pragma once
// The order in which the selective policies of passes/offload.hpp and
// passes/recompute.hpp take a device's candidates: each takes one activation off the
// device over a stretch of its list (offload: from its offload to its reload; recompute:
// from after its F to its R), and each next one is the one that lowers the device's
// current peak most.
#include "../../core/sized_vector.hpp"
#include <algorithm>
#include <cstddef>
#include <vector>

#include "../../analysis/memory.hpp"
#include "../../schedule.hpp"
#include "peak_trees.hpp"

namespace pipesched::detail {

// Whether `x` runs the backward (B or BW) of `a`'s stage and microbatch, alone or as the
// backward half of an overlapped action (the offload and recompute passes place their
// second action before it).
constexpr bool runs_backward_of(const action& x, const action& a) {
  for (const action& pass : passes_of(x))
    if ((pass.kind == action_kind::B || pass.kind == action_kind::BW) && pass.stage == a.stage &&
        pass.microbatch == a.microbatch)
      return true;
  return false;
}

// Whether `x` runs a forward (F, or the F half of an overlapped action): the pass whose
// activation the offload and recompute passes look after.
constexpr bool runs_forward(const action& x) { return x.kind == action_kind::F || is_overlap(x.kind); }

// For each position f of device d's list that runs a forward, where the backward of that
// forward's stage and microbatch first comes after f (what a scan with runs_backward_of()
// from f + 1 finds); the list's size where none does or f runs no forward. One sweep from
// the end, remembering each pair's next backward: a scan per forward was O(m^2) for
// GPipe, whose activations live across the whole list. (A list naming a stage or
// microbatch outside the schedule is scanned as before.)
template <class = void>
constexpr std::vector<std::size_t> backward_after(const schedule& s, int d) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  const std::size_t n = list.size();
  const int stages = s.stages(), m = s.microbatches();
  std::vector<std::size_t> out(n, n);
  bool inside = true;  // every forward and backward pass names a pair of the schedule
  for (const action& x : list)
    for (const action& pass : passes_of(x))
      if (pass.kind == action_kind::F || pass.kind == action_kind::B || pass.kind == action_kind::BW)
        inside = inside && pass.stage >= 0 && pass.stage < stages && pass.microbatch >= 0 && pass.microbatch < m;
  if (!inside) {
    for (std::size_t f = 0; f < n; ++f) {
      if (!runs_forward(list[f])) continue;
      std::size_t b = f + 1;
      while (b < n && !runs_backward_of(list[b], passes_of(list[f]).pass[0])) ++b;
      out[f] = b;
    }
    return out;
  }
  auto pair = [&](const action& a) {
    return static_cast<std::size_t>(a.stage) * static_cast<std::size_t>(m) + static_cast<std::size_t>(a.microbatch);
  };
  std::vector<std::size_t> next(static_cast<std::size_t>(stages) * static_cast<std::size_t>(m), n);
  for (std::size_t f = n; f-- > 0;) {
    if (runs_forward(list[f])) out[f] = next[pair(passes_of(list[f]).pass[0])];
    for (const action& pass : passes_of(list[f]))
      if (pass.kind == action_kind::B || pass.kind == action_kind::BW) next[pair(pass)] = f;
  }
  return out;
}

// Positions [from, to) of a device's list before which one chunk activation would not be
// on the device; lifespan: how long (in list positions) it would otherwise live.
struct peak_stretch {
  std::size_t from = 0, to = 0;
  std::size_t lifespan = 0;
};

// Live chunk activations before each action of device d's list, as peak_activations
// counts them (recomputes and offloads already on the list included).
template <class = void>
constexpr std::vector<int> live_before(const schedule& s, int d) {
  const auto& list = s.per_device[static_cast<std::size_t>(d)];
  const std::vector<char> recomputed = recomputed_pairs(s);
  std::vector<int> live(list.size(), 0);
  for (std::size_t i = 1; i < list.size(); ++i) {  // an overlapped action: both halves' deltas
    live[i] = live[i - 1];
    for (const action& pass : passes_of(list[i - 1])) live[i] += recomputed_delta(pass, recomputed, s.microbatches());
  }
  return live;
}

// `left` in the order selective policies take them: each next one is the one that lowers
// the device's current peak most (covers the most of its peak points), the longest-lived
// first among equals; those that cannot lower it follow, longest first. `live` is
// live_before() of the device; `stretch(c)` is candidate c's peak_stretch.
//
// The rule, one candidate per round: peak = max(0, max live); hits(c) = the positions of
// c's stretch where live == peak; take the first (in the sorted order: its rank) with the
// most hits, lower live over its stretch; stop when no candidate has a hit. Done as
// written, each round rescans every candidate's stretch: O(n^2 L), 60 s for GPipe at
// p = 4, m = 16384 (test/pipesched/auto_passes_test.cpp keeps it as the reference).
// Here live sits in a tree (live_tree: a stretch's hits in O(log L)) and a round counts
// only the candidates it must (a lazy greedy). While the peak stays, hits only fall, so a
// count taken earlier in the level bounds the count now: the heap's top is the round's
// pick once a recount confirms it. A candidate not yet counted in this level has at most
// min(its stretch length, the peak positions left) hits; the best such bound (and the
// smallest rank holding it) comes from a rank_tree over the candidates by length, and it
// is counted only when it could beat the heap's top. When the peak drops every count is
// stale and goes back to the tree. GPipe's rounds (a level each) count one or two
// candidates, 1F1B's a few per pick: O((n + counts) log L) against the rescan's O(n^2 L).
template <class Candidate, class Stretch>
constexpr std::vector<Candidate> peak_lowering_order(std::vector<Candidate> left, const std::vector<int>& live,
                                                     Stretch stretch) {
  // Longest-lived first, then in list order (std::sort: stable_sort is not constexpr).
  // Equal keys are left in std::sort's order, which the rank below keeps.
  std::sort(left.begin(), left.end(), [&](const Candidate& a, const Candidate& b) {
    const peak_stretch x = stretch(a), y = stretch(b);
    return x.lifespan != y.lifespan ? x.lifespan > y.lifespan : x.from < y.from;
  });
  const std::size_t n = left.size();
  std::vector<peak_stretch> at(n);
  std::vector<std::size_t> length = pipesched::detail::sized_vector<std::size_t>(n), by_length = length, slot = length;
  for (std::size_t k = 0; k < n; ++k) {
    at[k] = stretch(left[k]);
    length[k] = at[k].to > at[k].from ? at[k].to - at[k].from : 0;
    by_length[k] = k;
  }
  std::sort(by_length.begin(), by_length.end(),
            [&](std::size_t a, std::size_t b) { return length[a] != length[b] ? length[a] < length[b] : a < b; });
  rank_tree uncounted(n);  // the candidates not counted in this level, by length
  for (std::size_t i = 0; i < n; ++i) slot[by_length[i]] = i, uncounted.set(i, by_length[i]);
  live_tree counts(live);
  struct entry {
    std::size_t hits, rank;
  };
  // (hits, rank) a beats b: more hits, or as many and an earlier rank.
  auto beats = [](const entry& a, const entry& b) { return a.hits != b.hits ? a.hits > b.hits : a.rank < b.rank; };
  auto below = [&](const entry& a, const entry& b) { return beats(b, a); };  // for the max-heap
  std::vector<entry> heap;            // counted in this level: hits then, at least hits now
  std::vector<std::size_t> counted;   // in this level
  std::vector<char> taken(n, 0);
  std::vector<Candidate> order;
  order.reserve(n);
  int peak = counts.whole().value > 0 ? counts.whole().value : 0;
  auto hits_of = [&](std::size_t k) {
    const live_tree::top t = counts.in(at[k].from, at[k].to);
    return t.value == peak ? t.count : std::size_t{0};
  };
  for (;;) {
    const live_tree::top whole = counts.whole();
    const std::size_t points = whole.value == peak ? whole.count : 0;  // at the peak
    if (points == 0) {
      if (whole.value < 0 || n == 0) break;  // nothing at the peak of 0: no hits left
      peak = whole.value;  // the level drops: every count is stale
      heap.clear();
      for (std::size_t k : counted)
        if (!taken[k]) uncounted.set(slot[k], k);
      counted.clear();
      continue;
    }
    // The best candidate: counted ones against the best bound of the uncounted.
    bool picked = false;
    while (!picked) {
      entry bound{0, rank_tree::none};
      if (const std::size_t last = uncounted.last(); last != rank_tree::none) {
        const std::size_t most = length[by_length[last]] < points ? length[by_length[last]] : points;
        // The first slot whose length reaches `most` (lengths ascend by slot).
        const std::size_t from = static_cast<std::size_t>(
            std::partition_point(by_length.begin(), by_length.end(), [&](std::size_t k) { return length[k] < most; }) -
            by_length.begin());
        bound = {most, uncounted.smallest_from(from)};
      }
      if (bound.hits > 0 && (heap.empty() || beats(bound, heap.front()))) {
        const std::size_t k = bound.rank;
        uncounted.clear(slot[k]);
        counted.push_back(k);
        if (const std::size_t hits = hits_of(k); hits > 0) {
          heap.push_back({hits, k});
          std::push_heap(heap.begin(), heap.end(), below);
        }
        continue;
      }
      if (heap.empty()) break;  // no candidate covers a peak position
      std::pop_heap(heap.begin(), heap.end(), below);
      const entry top = heap.back();
      heap.pop_back();
      if (const std::size_t hits = hits_of(top.rank); hits != top.hits) {  // stale: back with its count
        if (hits > 0) {
          heap.push_back({hits, top.rank});
          std::push_heap(heap.begin(), heap.end(), below);
        }
        continue;
      }
      picked = true;
      taken[top.rank] = 1;
      order.push_back(left[top.rank]);
      counts.add(at[top.rank].from, at[top.rank].to, -1);
    }
    if (!picked) break;
  }
  for (std::size_t k = 0; k < n; ++k)
    if (!taken[k]) order.push_back(left[k]);
  return order;
}

}  // namespace pipesched::detail
