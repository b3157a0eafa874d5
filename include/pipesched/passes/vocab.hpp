#pragma once
// vocab: a compute order (F, B, W, BW; no comm yet) with the vocabulary passes and their
// collectives placed in it (core/vocab.hpp says what they are).
//
// The passes are placed by list scheduling the whole pipeline in time: whenever a device is
// free it runs the first of its candidates whose input is there, in this order of
// priority: S, T (the last stage's backward waits behind them), E, EW, then the next pass
// of its own order, which keeps its order. Each decision is taken at the earliest moment
// any device could take one, so no later decision can make an input arrive before it: the
// order is what the timeline ran, hence free of deadlock. Each collective then goes on
// every device right after what that device contributes to it (or, where it contributes
// nothing, as early as the order of collectives allows), in one order for all devices: by
// the moment its last contribution ends.
//
// How much the order runs ahead to hide the vocabulary passes is the order's business
// (generate.hpp shifts a family's backward by vocab_extra_in_flight intervals).
#include <cstddef>
#include <cstdint>
#include <vector>

#include "../analysis/simulate.hpp"
#include "../core/error.hpp"
#include "../core/limits.hpp"
#include "../core/vocab.hpp"
#include "../schedule.hpp"

namespace pipesched {

namespace detail {
// The vocabulary passes in priority order; their tables index [pass][microbatch].
inline constexpr action_kind vocab_pass_order[4] = {action_kind::vocab_s, action_kind::vocab_t, action_kind::embed_f,
                                                    action_kind::embed_w};
constexpr int vocab_pass_index(action_kind k) { return static_cast<int>(k) - static_cast<int>(action_kind::vocab_s); }
static_assert(vocab_pass_index(action_kind::embed_w) == 3);

// E runs at most this many microbatches ahead of the first stage's F (its output waits
// in memory until that F).
inline constexpr int embedding_lookahead = 2;

struct placed {
  action what;
  double start, end;
};

// The state of the list scheduling.
// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_vocab_scheduler {
  const schedule& order;
  costs c;
  vocab_placement v;
  int p, S, m;
  pass_durations base;
  std::vector<std::size_t> next;           // per device: next pass of its own order
  std::vector<double> free;                // per device
  std::vector<int> next_vocab;             // [device * 4 + pass]: its next microbatch
  std::vector<double> end_f, end_b;        // [stage * m + j]: F's, and B's or BW's, end (-1: not yet)
  std::vector<int> done;                   // [pass * m + j]: devices that ran it
  std::vector<double> last_end;            // [pass * m + j]: the latest of their ends
  int first_stage_forwards = 0;            // F(0, j) started so far
  std::vector<std::vector<placed>> lists;  // per device, in time order

  constexpr int owner(action_kind k) const {  // the naive placement's device of a pass
    return k == action_kind::vocab_s || k == action_kind::vocab_t ? order.device_of_stage(S - 1)
                                                                   : order.device_of_stage(0);
  }
  constexpr bool runs(int d, action_kind k) const { return is_vocab_parallel(v) || owner(k) == d; }
  constexpr int needed(action_kind) const { return is_vocab_parallel(v) ? p : 1; }
  constexpr double pass_end(action_kind k, int j) const {  // every device's end, or -1
    const std::size_t i = static_cast<std::size_t>(vocab_pass_index(k) * m + j);
    return done[i] == needed(k) ? last_end[i] : -1.0;
  }
  // When collective `k` of microbatch j completes (-1: not known yet).
  constexpr double collective_end(action_kind k, int j) const {
    double t = -1;
    switch (k) {
      case action_kind::broadcast_output: t = end_f[static_cast<std::size_t>((S - 1) * m + j)]; break;
      case action_kind::broadcast_embedding_grad: t = end_b[static_cast<std::size_t>(j)]; break;
      default: t = pass_end(contribution_of(k, v), j);
    }
    return t < 0 ? t : t + c.vocab.collective;
  }
  // When the input of vocabulary pass k of microbatch j is there (-1: not known yet).
  constexpr double vocab_ready(action_kind k, int j) const {
    if (k == action_kind::embed_f) return j < first_stage_forwards + embedding_lookahead ? 0.0 : -1.0;
    if (is_vocab_parallel(v)) return collective_end(awaited_collective(k, v), j);
    switch (k) {  // naive: the pass before it, on the same device
      case action_kind::vocab_s: return end_f[static_cast<std::size_t>((S - 1) * m + j)];
      case action_kind::vocab_t: return pass_end(action_kind::vocab_s, j);
      default: return end_b[static_cast<std::size_t>(j)];  // EW after the first stage's backward
    }
  }
  // When the input of a transformer pass on device d is there (-1: not known yet).
  constexpr double base_ready(const action& a, int d) const {
    auto hop = [&](int stage, double t) {
      return t < 0 ? t : order.device_of_stage(stage) == d ? t : t + c.comm;
    };
    const std::size_t here = static_cast<std::size_t>(a.stage * m + a.microbatch);
    switch (a.kind) {
      case action_kind::F:
        if (a.stage == 0)
          return is_vocab_parallel(v) ? collective_end(action_kind::reduce_embedding, a.microbatch)
                                      : pass_end(action_kind::embed_f, a.microbatch);
        return hop(a.stage - 1, end_f[here - static_cast<std::size_t>(m)]);
      case action_kind::B:
      case action_kind::BW:
        if (a.stage == S - 1)
          return is_vocab_parallel(v) ? collective_end(action_kind::allreduce_grad, a.microbatch)
                                      : pass_end(action_kind::vocab_t, a.microbatch);
        return hop(a.stage + 1, end_b[here + static_cast<std::size_t>(m)]);
      case action_kind::W: return end_b[here];
      default: report_error("the vocabulary pass takes an order of F, B, W and BW passes only", at_device(d));
    }
  }

  constexpr basic_vocab_scheduler(const schedule& o, const costs& c_, vocab_placement v_)
      : order(o),
        c(c_),
        v(v_),
        p(o.devices()),
        S(o.stages()),
        m(o.microbatches()),
        base(c_, o.chunks()),
        next(static_cast<std::size_t>(p), 0),
        free(static_cast<std::size_t>(p), 0.0),
        next_vocab(static_cast<std::size_t>(4 * p), 0),
        end_f(static_cast<std::size_t>(S * m), -1.0),
        end_b(end_f),
        done(static_cast<std::size_t>(4 * m), 0),
        last_end(static_cast<std::size_t>(4 * m), 0.0),
        lists(static_cast<std::size_t>(p)) {}

  struct choice {
    double at = -1;  // when the device takes its next decision (-1: it knows no input yet)
    action what{};
  };
  // Device d's next pass: the first by priority whose input is there when d next decides.
  constexpr choice choose(int d) const {
    action cand[5];
    double ready[5];
    int n = 0;
    for (action_kind k : vocab_pass_order) {
      const int j = next_vocab[static_cast<std::size_t>(d * 4 + vocab_pass_index(k))];
      if (!runs(d, k) || j >= m) continue;
      cand[n] = {k, d, j};
      ready[n++] = vocab_ready(k, j);
    }
    const auto& own = order.per_device[static_cast<std::size_t>(d)];
    if (next[static_cast<std::size_t>(d)] < own.size()) {
      cand[n] = own[next[static_cast<std::size_t>(d)]];
      ready[n] = base_ready(cand[n], d);
      ++n;
    }
    double earliest = -1;
    for (int i = 0; i < n; ++i)
      if (ready[i] >= 0 && (earliest < 0 || ready[i] < earliest)) earliest = ready[i];
    if (earliest < 0) return {};
    const double t = free[static_cast<std::size_t>(d)] < earliest ? earliest : free[static_cast<std::size_t>(d)];
    for (int i = 0; i < n; ++i)
      if (ready[i] >= 0 && ready[i] <= t) return {t, cand[i]};
    return {};  // (not reached: the earliest is ready at t)
  }

  constexpr void run(int d, const choice& x) {
    const action& a = x.what;
    const bool vocab = is_vocab_pass(a.kind);
    // A vocabulary pass of no cost takes a sliver of time here, so that no pass ends at
    // the instant a pass after it in the list starts: then sorting the collectives by time
    // (with_vocab_passes) gives one order every device's list agrees with.
    const double length =
        vocab ? vocab_pass_duration(a.kind, v, c.vocab, p) + 1e-7 * base.shortest() : base.of(a.kind);
    const double end = x.at + length;
    free[static_cast<std::size_t>(d)] = end;
    lists[static_cast<std::size_t>(d)].push_back({a, x.at, end});
    const std::size_t here = static_cast<std::size_t>(a.stage * m + a.microbatch);
    if (vocab) {
      ++next_vocab[static_cast<std::size_t>(d * 4 + vocab_pass_index(a.kind))];
      const std::size_t i = static_cast<std::size_t>(vocab_pass_index(a.kind) * m + a.microbatch);
      ++done[i];
      last_end[i] = last_end[i] < end ? end : last_end[i];
      return;
    }
    ++next[static_cast<std::size_t>(d)];
    if (a.kind == action_kind::F) {
      end_f[here] = end;
      if (a.stage == 0) ++first_stage_forwards;
    }
    if (a.kind == action_kind::B || a.kind == action_kind::BW) end_b[here] = end;
  }
};
using vocab_scheduler = basic_vocab_scheduler<>;

// Every collective of the schedule with the moment its last contribution ends.
struct collective_post {
  action_kind kind;
  int microbatch;
  double at;
};

// Sorts `v` by `less`, a strict total order on its elements, so the result is the one
// std::sort gives: a bottom-up merge sort (constexpr, as std::sort; <algorithm> cost every
// file including pipesched.hpp 0.05 s).
template <class T, class Less>
constexpr void merge_sort(std::vector<T>& v, Less less) {
  std::vector<T> from = v, to = v;
  const std::size_t n = v.size();
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
      std::size_t a = lo, b = mid, k = lo;
      while (a < mid && b < hi) to[k++] = less(from[b], from[a]) ? from[b++] : from[a++];
      while (a < mid) to[k++] = from[a++];
      while (b < hi) to[k++] = from[b++];
    }
    from.swap(to);
  }
  v.swap(from);
}
}  // namespace detail

// `order` with the vocabulary passes of placement `v` and their collectives placed in it
// (timed with `c`, its vocab member the vocabulary's costs); `v` none returns it as it is.
template <class = void>
constexpr schedule with_vocab_passes(const schedule& order, const costs& c, vocab_placement v) {
  if (v == vocab_placement::none) return order;
  const int p = order.devices(), m = order.microbatches(), S = order.stages();
  if (is_vocab_parallel(v) && p < 2)
    report_error("vocabulary parallelism shards the vocabulary over the pipeline's devices: it needs at least 2");
  // Its tables hold 4 x (stages + devices) x m entries: sized in checked 64 bits first.
  (void)checked_mul(checked_mul(4, std::int64_t{S} + p, "the schedule is too large"), m, "the schedule is too large");
  detail::vocab_scheduler run(order, c, v);
  std::int64_t remaining = 0;
  for (const auto& list : order.per_device) remaining += static_cast<std::int64_t>(list.size());
  remaining += std::int64_t{is_vocab_parallel(v) ? 4 * p : 4} * m;
  for (; remaining > 0; --remaining) {
    int best = -1;
    detail::vocab_scheduler::choice pick;
    for (int d = 0; d < p; ++d) {
      const auto x = run.choose(d);
      if (x.at >= 0 && (best < 0 || x.at < pick.at)) best = d, pick = x;
    }
    if (best < 0) report_error("the vocabulary pass found no device that can make progress (the order contradicts a dependency)");
    run.run(best, pick);
  }

  // The collectives in one order for every device: by when their last contribution ends.
  std::vector<detail::collective_post> posts;
  if (is_vocab_parallel(v))
    for (int j = 0; j < m; ++j)
      for (int k = 0; k < collective_kinds; ++k) {
        const auto kind = static_cast<action_kind>(static_cast<int>(action_kind::broadcast_output) + k);
        if (!has_collective(v, kind)) continue;
        posts.push_back({kind, j, run.collective_end(kind, j) - c.vocab.collective});
      }
  // Posted in (microbatch, kind) order, so ties broken by them are a stable sort's order;
  // (Sorted in constant evaluation too: make_schedule with .vocab at compile time.)
  detail::merge_sort(posts, [](const detail::collective_post& a, const detail::collective_post& b) {
    if (a.at != b.at) return a.at < b.at;
    if (a.microbatch != b.microbatch) return a.microbatch < b.microbatch;
    return static_cast<int>(a.kind) < static_cast<int>(b.kind);
  });
  const int first_device = order.device_of_stage(0), last_device = order.device_of_stage(S - 1);
  schedule out{order.dims, order.place, order.split, {}, order.offload_fraction, v};
  out.per_device.resize(static_cast<std::size_t>(p));
  for (int d = 0; d < p; ++d) {
    const auto& timed = run.lists[static_cast<std::size_t>(d)];
    // Where each of d's contributions sits in its list: [pass * m + j] (-1 when it has none).
    std::vector<int> where(static_cast<std::size_t>(4 * m), -1);
    std::vector<int> backward_of_first(static_cast<std::size_t>(m), -1), forward_of_last(backward_of_first);
    for (std::size_t i = 0; i < timed.size(); ++i) {
      const action& a = timed[i].what;
      if (is_vocab_pass(a.kind)) where[static_cast<std::size_t>(detail::vocab_pass_index(a.kind) * m + a.microbatch)] = static_cast<int>(i);
      if ((a.kind == action_kind::B || a.kind == action_kind::BW) && a.stage == 0)
        backward_of_first[static_cast<std::size_t>(a.microbatch)] = static_cast<int>(i);
      if (a.kind == action_kind::F && a.stage == S - 1) forward_of_last[static_cast<std::size_t>(a.microbatch)] = static_cast<int>(i);
    }
    // before[i]: the collectives that go right before d's i-th pass (the last: after them all).
    std::vector<std::vector<action>> before(timed.size() + 1);
    int at_least = 0;
    for (const detail::collective_post& x : posts) {
      int contributor = -1;
      const action_kind from = contribution_of(x.kind, v);
      if (is_vocab_pass(from)) contributor = where[static_cast<std::size_t>(detail::vocab_pass_index(from) * m + x.microbatch)];
      if (x.kind == action_kind::broadcast_output && d == last_device) contributor = forward_of_last[static_cast<std::size_t>(x.microbatch)];
      if (x.kind == action_kind::broadcast_embedding_grad && d == first_device)
        contributor = backward_of_first[static_cast<std::size_t>(x.microbatch)];
      at_least = at_least < contributor + 1 ? contributor + 1 : at_least;
      const int root = x.kind == action_kind::broadcast_output ? last_device
                       : x.kind == action_kind::allreduce_stats || x.kind == action_kind::allreduce_grad ? -1
                                                                                                          : first_device;
      before[static_cast<std::size_t>(at_least)].push_back({x.kind, d, x.microbatch, root});
    }
    auto& list = out.per_device[static_cast<std::size_t>(d)];
    list.reserve(timed.size() + posts.size());
    for (std::size_t i = 0; i <= timed.size(); ++i) {
      for (const action& a : before[i]) list.push_back(a);
      if (i < timed.size()) list.push_back(timed[i].what);
    }
  }
  return out;
}

}  // namespace pipesched
