#pragma once
// A generation split over several constant evaluations. Compilers budget each constant
// evaluation, i.e. each initializer of a constexpr variable, not a translation unit (g++:
// -fconstexpr-ops-limit, 2^25 operations; nvcc 13: "excessive constexpr function call
// complexity", met between ~13.8M and 15.6M of g++'s operations): two chained evaluations
// of N steps each compile where one of 2N does not, with both. So an order too costly for
// one evaluation is made in steps (families/zb_h_steps.hpp), each step a constexpr variable
// that takes the one before as its input; between them the progress is kept in fixed-size
// arrays (a constexpr variable cannot hold allocated storage), the timing with them. DualPipeV
// makes one variant per step (families/dualpipe_v_steps.hpp).
#include <array>
#include <vector>

#include "families/dualpipe_v_steps.hpp"
#include "families/zb_h_steps.hpp"
#include "schedule.hpp"

namespace pipesched::detail {

// A schedule in fixed-capacity arrays, so that it can be a constexpr variable: device d's
// actions are actions[d·Capacity, d·Capacity + sizes[d]). A schedule without lists (not
// made yet) has every size 0.
template <int Devices, int Capacity>
struct fixed_schedule {
  shape dims;
  placement place;
  bool split;
  std::array<int, Devices> sizes;
  std::array<action, Devices * Capacity> actions;

  static constexpr fixed_schedule from(const schedule& s) {
    fixed_schedule f{s.dims, s.place, s.split, {}, {}};
    const int lists = static_cast<int>(s.per_device.size()) < Devices ? static_cast<int>(s.per_device.size()) : Devices;
    for (int d = 0; d < lists; ++d) {
      const int n = static_cast<int>(s.per_device[d].size());
      if (n > Capacity) report_error("internal: a device's list is longer than the generator's capacity");
      f.sizes[d] = n;
      const action* list = s.per_device[d].data();
      for (int i = 0; i < n; ++i) f.actions[d * Capacity + i] = list[i];
    }
    return f;
  }
  constexpr schedule to_schedule() const {
    schedule s{dims, place, split, {}};
    s.per_device.resize(static_cast<std::size_t>(Devices));
    for (int d = 0; d < Devices; ++d) {
      s.per_device[d].resize(static_cast<std::size_t>(sizes[d]));
      action* out = s.per_device[d].data();
      for (int i = 0; i < sizes[d]; ++i) out[i] = actions[d * Capacity + i];
    }
    return s;
  }
};

// Stages::state: a literal progress with `done()`; Stages::start() the first,
// Stages::next(state) the one after; Stages::most: a bound on the steps. Step K is
// stage<Stages, K>::value, a constexpr variable, i.e. a constant evaluation of its own.
template <class Stages, int K>
struct stage {
  static constexpr typename Stages::state value = Stages::next(stage<Stages, K - 1>::value);
};
template <class Stages>
struct stage<Stages, 0> {
  static constexpr typename Stages::state value = Stages::start();
};
// The first stage that is done.
template <class Stages, int K = 0>
constexpr const typename Stages::state& last_stage() {
  if constexpr (stage<Stages, K>::value.done()) {
    return stage<Stages, K>::value;
  } else {
    static_assert(K < Stages::most, "internal: a staged generation takes more steps than its bound");
    return last_stage<Stages, K + 1>();
  }
}

// zb_h_progress in fixed-size arrays, its timing (the pass ends of `work` in the squeeze,
// of `waited` in the waits) kept: timed again by each step it cost ZB-H2 at p = 16 a
// simulation a step. A step converts only what it reads (`work` in the squeeze and the
// waits, `waited` in the waits; `best` never, which it only replaces), and a list it left
// as it was is copied whole from the step before rather than converted back.
template <int Devices, int Microbatches, int Capacity>
struct fixed_zb_h_progress {
  zb_h_phase phase = zb_h_phase::begin;
  zb_h_candidate candidate = zb_h_candidate::own_block;
  int round = 0;
  fixed_schedule<Devices, Capacity> work{};
  std::array<int, Devices> room{};
  bool timed = false;
  std::array<double, 2 * Devices * Microbatches> clock{};  // pass_clock::end
  double makespan = 0, span = 0;
  double work_makespan = 0;
  fixed_schedule<Devices, Capacity> waited{};
  waits_position waits_at{};
  fixed_schedule<Devices, Capacity> best{};
  double best_makespan = 0;

  // The progress after a step taken from `before` (`best` and an unchanged `work` from it).
  static constexpr fixed_zb_h_progress after(const zb_h_progress& g, const fixed_zb_h_progress& before) {
    fixed_zb_h_progress f;
    f.phase = g.phase;
    f.candidate = g.candidate;
    f.round = g.round;
    // In the waits `work` is only read (by the last step, which compares it).
    const bool work_kept = before.phase == zb_h_phase::waits && g.phase == zb_h_phase::waits;
    f.work = work_kept ? before.work : fixed_schedule<Devices, Capacity>::from(g.work);
    for (int d = 0; d < Devices && d < static_cast<int>(g.room.size()); ++d) f.room[d] = g.room[d];
    f.timed = g.timed;
    if (g.timed) {
      if (g.time.clock.end.size() != f.clock.size()) report_error("internal: a timing of another shape than the generator's");
      const double* end = g.time.clock.end.data();
      for (std::size_t i = 0; i < f.clock.size(); ++i) f.clock[i] = end[i];
      f.makespan = g.time.makespan;
      f.span = g.time.span;
    }
    f.work_makespan = g.work_makespan;
    f.waited = fixed_schedule<Devices, Capacity>::from(g.waited);
    f.waits_at = g.waits_at;
    // zb_h_compare moves a candidate into `best` (to_progress leaves it empty): else it is as before.
    f.best = g.best.per_device.empty() ? before.best : fixed_schedule<Devices, Capacity>::from(g.best);
    f.best_makespan = g.best_makespan;
    return f;
  }
  constexpr zb_h_progress to_progress() const {
    zb_h_progress g;
    g.phase = phase;
    g.candidate = candidate;
    g.round = round;
    if (phase == zb_h_phase::squeeze || phase == zb_h_phase::waits) g.work = work.to_schedule();
    g.room.assign(room.begin(), room.end());
    g.timed = timed;
    if (timed) {
      g.time = pass_timing{pass_clock(Devices, Microbatches), makespan, span};
      double* end = g.time.clock.end.data();
      for (std::size_t i = 0; i < clock.size(); ++i) end[i] = clock[i];
    }
    g.work_makespan = work_makespan;
    if (phase == zb_h_phase::waits) g.waited = waited.to_schedule();
    g.waits_at = waits_at;
    g.best_makespan = best_makespan;
    return g;
  }
  constexpr bool done() const { return phase == zb_h_phase::done; }
};

// ZB-H1's or ZB-H2's order (zb_h_order) at `Microbatches`, one step per constant evaluation.
template <family F, int Devices, int Microbatches, int Capacity>
struct zb_h_stages {
  using state = fixed_zb_h_progress<Devices, Microbatches, Capacity>;
  // Per candidate (three at most): its start, up to zb_h_squeeze_rounds rounds, its waits
  // (zb_h_waits_per_step a step, one per device at most).
  static constexpr int most = 3 * (2 + zb_h_squeeze_rounds + Devices * Microbatches) + 1;
  static constexpr state start() { return state{}; }
  static constexpr state next(const state& s) {
    zb_h_progress g = s.to_progress();
    zb_h_step(g, F, Devices, Microbatches, costs{});
    return state::after(g, s);
  }
};

// dualpipe_v_progress in fixed-size arrays. A step only replaces `best` (it never reads
// it), so it is not converted for the step, and is copied whole where the step kept it.
template <int Devices, int Capacity>
struct fixed_dualpipe_v_progress {
  int variant = 0;
  fixed_schedule<Devices, Capacity> best{};
  double best_makespan = 0;
  std::array<int, Devices> published_peaks{};

  static constexpr fixed_dualpipe_v_progress after(const dualpipe_v_progress& g, const fixed_dualpipe_v_progress& before) {
    fixed_dualpipe_v_progress f;
    f.variant = g.variant;
    f.best = g.best.per_device.empty() ? before.best : fixed_schedule<Devices, Capacity>::from(g.best);
    f.best_makespan = g.best_makespan;
    for (int d = 0; d < Devices && d < static_cast<int>(g.published_peaks.size()); ++d)
      f.published_peaks[d] = g.published_peaks[d];
    return f;
  }
  constexpr dualpipe_v_progress to_progress() const {
    dualpipe_v_progress g;
    g.variant = variant;
    g.best_makespan = best_makespan;
    if (variant > 0) g.published_peaks.assign(published_peaks.begin(), published_peaks.end());
    return g;
  }
  constexpr bool done() const { return variant >= dualpipe_v_variants; }
};

// DualPipeV's order (dualpipe_v_order) at `Microbatches`, one variant per constant evaluation.
template <int Devices, int Microbatches, int Capacity>
struct dualpipe_v_stages {
  using state = fixed_dualpipe_v_progress<Devices, Capacity>;
  static constexpr int most = dualpipe_v_variants + 1;
  static constexpr state start() { return state{}; }
  static constexpr state next(const state& s) {
    dualpipe_v_progress g = s.to_progress();
    dualpipe_v_step(g, Devices, Microbatches, costs{});
    return state::after(g, s);
  }
};

}  // namespace pipesched::detail
