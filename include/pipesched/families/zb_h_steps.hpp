#pragma once
// ZB-H1's and ZB-H2's order (make_schedule's, detail::zb_h_order), made in steps of
// bounded work: a candidate's repeated block, each squeeze round, its W into the waits.
// make_schedule runs the steps in a loop; a compile-time schedule can run each in a
// constant evaluation of its own (static_stages.hpp), as the compilers budget each
// evaluation and the whole order at p = 16 is over nvcc's budget (static_plan_of says
// where it does). One code for both: the same order.
//
// The candidates: the family's block squeezed (within its own peaks), and where shorter:
// the same squeezed up to the family's peak (p for ZB-H1, 2p for ZB-H2; the repeated block
// holds less at small m), ZB-H2's block for ZB-H1 where that holds no more than p (m <= p:
// at m = p and the measured costs 0.4 to 1.3% shorter, p = 4 to 32), and each of them with
// its W moved into the waits (passes/waits.hpp). Ties keep the block's own order. Over the
// grid of bench/authors_compare.py never behind the authors' greedy (zb.py). The W pass
// simulates once per wait, so it runs up to zb_h_waits_most (p x m).
#include <utility>
#include <vector>

#include "../analysis/memory.hpp"
#include "../analysis/simulate.hpp"
#include "../family.hpp"
#include "../passes/repeat.hpp"
#include "../passes/squeeze.hpp"
#include "../passes/waits.hpp"
#include "single_chunk.hpp"

namespace pipesched::detail {

inline constexpr long zb_h_waits_most = 2048;
// The rounds of the squeeze (squeeze_timed's default).
inline constexpr int zb_h_squeeze_rounds = 4;
// Waits tried per step: each is a simulation (ZB-H1 at p = 16, m = 18 tries 15).
inline constexpr int zb_h_waits_per_step = 3;

enum class zb_h_phase : int { begin, squeeze, waits, done };
// The candidates, in the order they are tried.
enum class zb_h_candidate : int { own_block, own_block_to_cap, zb_h2_block_to_cap, none };

// Where the making of the order stands: the candidate in the making (`work`, its squeeze's
// caps `room`, its timing where `timed`) and the best order so far.
// A class template under an alias: its default member initialisers (a pass_clock) are
// then instantiated where used, not in every file that includes pipesched.hpp.
template <class = void>
struct basic_zb_h_progress {
  zb_h_phase phase = zb_h_phase::begin;
  zb_h_candidate candidate = zb_h_candidate::own_block;
  int round = 0;  // squeeze rounds done on `work`
  schedule work;
  std::vector<int> room;
  pass_timing time{pass_clock(0, 0), 0, 0};
  bool timed = false;  // (static_stages.hpp keeps it, and the timing, between compile-time steps)
  double work_makespan = 0;  // of the squeezed `work`
  schedule waited;           // `work` with W moved into its waits, as far as `waits_at` (timed: `time`)
  waits_position waits_at;
  schedule best;
  double best_makespan = 0;
};
using zb_h_progress = basic_zb_h_progress<>;

constexpr int zb_h_cap(family f, int devices) { return f == family::zb_h1 ? devices : 2 * devices; }

// Whether candidate `k` is tried for family f at m microbatches. (A template: it repeats
// blocks, which a plain function would instantiate in every file; pipesched.hpp.)
template <class = void>
constexpr bool zb_h_tries(zb_h_candidate k, family f, int devices, int microbatches) {
  const int cap = zb_h_cap(f, devices);
  switch (k) {
    case zb_h_candidate::own_block: return true;
    case zb_h_candidate::own_block_to_cap:
      return repeated_peak(f == family::zb_h1 ? blocks::zb_h1(devices) : blocks::zb_h2(devices), microbatches) < cap;
    case zb_h_candidate::zb_h2_block_to_cap:
      return f == family::zb_h1 && repeated_peak(blocks::zb_h2(devices), microbatches) <= cap;
    case zb_h_candidate::none: return false;
  }
  return false;
}

// The candidate made (`makespan` long): the squeezed `work`, or `waited` where
// `take_waited`; the first candidate is the best so far, a later one where it is shorter.
// Then the next.
template <class = void>
constexpr void zb_h_compare(zb_h_progress& g, double makespan, bool take_waited) {
  if (g.candidate == zb_h_candidate::own_block || makespan < g.best_makespan - 1e-9) {
    g.best = std::move(take_waited ? g.waited : g.work);
    g.best_makespan = makespan;
  }
  g.work = {};
  g.waited = {};
  g.timed = false;
  g.candidate = static_cast<zb_h_candidate>(static_cast<int>(g.candidate) + 1);
  g.phase = zb_h_phase::begin;
}

// One step: starts the next candidate (its block repeated, W deferred in the cool-down,
// timed), runs one squeeze round, or moves its W into the waits and compares.
template <class = void>
constexpr void zb_h_step(zb_h_progress& g, family f, int devices, int microbatches, const costs& c) {
  switch (g.phase) {
    case zb_h_phase::begin: {
      while (g.candidate != zb_h_candidate::none && !zb_h_tries(g.candidate, f, devices, microbatches))
        g.candidate = static_cast<zb_h_candidate>(static_cast<int>(g.candidate) + 1);
      if (g.candidate == zb_h_candidate::none) {
        g.phase = zb_h_phase::done;
        return;
      }
      const building_block blk = f == family::zb_h1 && g.candidate != zb_h_candidate::zb_h2_block_to_cap
                                     ? blocks::zb_h1(devices)
                                     : blocks::zb_h2(devices);
      // squeezed_block: within each device's own peak, or the family's cap where larger.
      const int cap = g.candidate == zb_h_candidate::own_block ? 0 : zb_h_cap(f, devices);
      schedule repeated = repeat(blk, microbatches);
      g.room = peak_activations(repeated);
      for (int& x : g.room) x = cap > x ? cap : x;
      g.work = defer_cooldown_weights(std::move(repeated));
      g.time = time_actions(g.work, c);
      g.timed = true;
      g.round = 0;
      g.phase = zb_h_phase::squeeze;
      return;
    }
    case zb_h_phase::squeeze: {
      if (!g.timed) g.time = time_actions(g.work, c);
      g.timed = true;
      schedule trial = trial_of(g.work);
      const bool more = squeeze_round(g.work, g.time, trial, c, g.room);
      if (more && ++g.round < zb_h_squeeze_rounds) return;
      g.work_makespan = g.time.makespan;
      if (static_cast<long>(devices) * microbatches <= zb_h_waits_most) {
        g.waited = g.work;  // (timed: the squeeze's timing is its)
        g.waits_at = {};
        g.phase = zb_h_phase::waits;
        return;
      }
      zb_h_compare(g, g.work_makespan, false);
      return;
    }
    case zb_h_phase::waits: {
      if (!g.timed) g.time = time_actions(g.waited, c);
      g.timed = true;
      g.waits_at = w_into_waits_from(g.waited, g.time, c, g.waits_at, zb_h_waits_per_step);
      if (g.waits_at.device < devices) return;
      const bool shorter = g.time.makespan < g.work_makespan - 1e-9;
      zb_h_compare(g, shorter ? g.time.makespan : g.work_makespan, shorter);
      return;
    }
    case zb_h_phase::done: return;
  }
}

template <class = void>
constexpr schedule zb_h_order(family f, int devices, int microbatches, const costs& c) {
  zb_h_progress g;
  while (g.phase != zb_h_phase::done) zb_h_step(g, f, devices, microbatches, c);
  return std::move(g.best);
}

}  // namespace pipesched::detail
