#pragma once
// V-ZB's order, built pass by pass (the ZB-V construction of the zero-bubble papers):
// the V block of V-ZB fixes the memory (2p chunk activations, 1F1B's p units) and the
// steady state (F, B and W of both chunks every 6 slots); what a repeated block cannot
// give is a warm-up and a cool-down with no idle time on any device. This construction
// times every pass as it places it, with the real costs:
//   1. warm-up: every device runs chunk-0 forwards, going back to fill each device until
//      its chunk-1 input arrives (within the cap), then chunk 1 catches up device by device;
//   2. steady state, 2m rounds: every device places one B (chunk 0's, going up, once
//      its input is there, else chunk 1's, going down), then one F; a pending W goes
//      first whenever the input will not have arrived by the time it ends, or when waiting
//      would cost more idle than the worst device has taken so far;
//   3. the remaining W.
// The W placement before B and before F is tried both ways. (The authors also rerun the
// rounds with each device allowed the idle the worst one took; over 288 shapes and five
// cost settings that never won, so it is not done.)
// At unit costs every device is busy from its first pass to its last once m >= 2p.
#include <utility>
#include <vector>

#include "../analysis/simulate.hpp"
#include "../schedule.hpp"

namespace pipesched::orders {

namespace detail {
// The four passes of one microbatch on device d, in V order: forward down the devices
// (stage d), forward up (stage 2p-1-d), backward down (stage 2p-1-d), backward up (d).
enum class v_pass : int { f_down = 0, f_up = 1, b_down = 2, b_up = 3 };

struct zb_v_options {
  bool w_before_f = true;  // may a W fill the wait before an F
  bool w_before_b = true;  // ... before a chunk-1 B (the chunk-0 one always may)
};

// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
class basic_zb_v_builder {
 public:
  constexpr basic_zb_v_builder(int devices, int microbatches, const costs& c, int cap, zb_v_options opt)
      : p_(devices),
        m_(microbatches),
        cap_(cap),
        tf_(pass_duration(action_kind::F, c, 2)),
        tb_(pass_duration(action_kind::B, c, 2)),
        tw_(pass_duration(action_kind::W, c, 2)),
        comm_(c.comm),
        opt_(opt),
        end_(static_cast<std::size_t>(4 * devices * microbatches), -1.0),
        count_(static_cast<std::size_t>(4 * devices), 0),
        cur_(static_cast<std::size_t>(devices), 0.0),
        first_(static_cast<std::size_t>(devices), -1.0),
        idle_(static_cast<std::size_t>(devices), 0.0),
        live_(static_cast<std::size_t>(devices), 0),
        pending_(static_cast<std::size_t>(devices)),
        next_w_(static_cast<std::size_t>(devices), 0),
        order_{{devices, microbatches, 2}, placement::v, true, {}} {
    order_.per_device.resize(static_cast<std::size_t>(devices));
    for (auto& list : order_.per_device) list.reserve(static_cast<std::size_t>(6 * microbatches));
    for (auto& list : pending_) list.reserve(static_cast<std::size_t>(2 * microbatches));
  }

  // Places everything; false when the construction cannot go on (a cap too tight for its
  // warm-up), and the caller falls back to another order.
  constexpr bool build() {
    warm_up();
    for (int round = 0; round < 2 * m_ && ok_; ++round) {
      place_backwards();
      place_forwards();
    }
    for (int d = 0; d < p_ && ok_; ++d)
      while (has_pending_w(d)) put_w(d);
    return ok_ && order_.action_count() == 6 * p_ * m_;
  }

  constexpr schedule take_order() { return std::move(order_); }
  constexpr double worst_idle() const { return worst_idle_; }
  constexpr double makespan() const { return pipesched::detail::latest_end(cur_); }
  constexpr double span() const { return pipesched::detail::widest_span(first_, cur_); }

 private:
  constexpr int& count(int d, v_pass k) { return count_[static_cast<std::size_t>(4 * d + static_cast<int>(k))]; }
  constexpr double& end(v_pass k, int d, int j) {
    return end_[static_cast<std::size_t>((static_cast<int>(k) * p_ + d) * m_ + j)];
  }
  constexpr bool done(v_pass k, int d, int j) { return j < m_ && end(k, d, j) >= 0; }
  constexpr bool has_pending_w(int d) const { return next_w_[d] < static_cast<int>(pending_[d].size()); }

  // When pass k of microbatch j can start on device d (its input's end, plus the hop when
  // it comes from another device); -1 when that input is not done yet.
  // (The input spelled out without a lambda: g++ called the lambda out of line, 3.6M of
  // v-zb's 77M instructions at p = 32, m = 256.)
  constexpr double ready(v_pass k, int d, int j) {
    v_pass kk = k;
    int dd = d;
    switch (k) {
      case v_pass::f_down:
        if (d == 0) return 0.0;
        dd = d - 1;
        break;
      case v_pass::f_up:
        if (d == p_ - 1) kk = v_pass::f_down;
        else dd = d + 1;
        break;
      case v_pass::b_down:
        if (d == 0) kk = v_pass::f_up;
        else dd = d - 1;
        break;
      case v_pass::b_up:
        if (d == p_ - 1) kk = v_pass::b_down;
        else dd = d + 1;
        break;
    }
    if (!done(kk, dd, j)) return -1.0;
    return end(kk, dd, j) + (dd == d ? 0.0 : comm_);
  }
  // The ready time of the input that comes from another device (the wait a W may fill);
  // -1 for the pass fed by its own device.
  constexpr double remote_ready(v_pass k, int d) {
    const int j = count(d, k);
    const bool local = (k == v_pass::f_down && d == 0) || (k == v_pass::f_up && d == p_ - 1) ||
                       (k == v_pass::b_down && d == 0) || (k == v_pass::b_up && d == p_ - 1);
    if (local || j >= m_) return -1;
    return ready(k, d, j);
  }

  constexpr int stage_of(v_pass k, int d) const {
    return k == v_pass::f_down || k == v_pass::b_up ? d : 2 * p_ - 1 - d;
  }

  constexpr void put(v_pass k, int d) {
    if (!ok_) return;
    const int j = count(d, k);
    const bool forward = k == v_pass::f_down || k == v_pass::f_up;
    const double r = j < m_ ? ready(k, d, j) : -1;
    if (r < 0 || (forward && live_[d] + 1 > cap_)) {
      ok_ = false;
      return;
    }
    const double start = r > cur_[d] ? r : cur_[d];
    // Idle before the device's first forward is the pipeline's fill, not a bubble.
    if (count(d, v_pass::f_down) > 0) {
      idle_[d] += start - cur_[d];
      worst_idle_ = idle_[d] > worst_idle_ ? idle_[d] : worst_idle_;
    }
    if (first_[d] < 0) first_[d] = start;
    cur_[d] = start + (forward ? tf_ : tb_);
    end(k, d, j) = cur_[d];
    ++count(d, k);
    const int stage = stage_of(k, d);
    if (forward) {
      ++live_[d];
      order_.per_device[d].push_back({action_kind::F, stage, j});
    } else {
      order_.per_device[d].push_back({action_kind::B, stage, j});
      pending_[d].push_back({action_kind::W, stage, j});
    }
  }
  constexpr void put_w(int d) {
    if (!has_pending_w(d)) {
      ok_ = false;
      return;
    }
    order_.per_device[d].push_back(pending_[d][static_cast<std::size_t>(next_w_[d]++)]);
    cur_[d] += tw_;
    --live_[d];
  }

  // Before pass k on device d: W passes into the wait for its input, and one more when the
  // wait would exceed the idle the worst device has taken.
  constexpr void fill_wait(v_pass k, int d, bool may_overrun) {
    const double r = remote_ready(k, d);
    if (r < 0) return;
    while (ok_ && has_pending_w(d) && r >= cur_[d] + tw_) put_w(d);
    if (may_overrun && has_pending_w(d) && r - cur_[d] > worst_idle_ - idle_[d]) put_w(d);
  }

  constexpr void warm_up() {
    for (int d = 0; d < p_; ++d) put(v_pass::f_down, d);
    // From the last device up: fill device d with chunk-0 forwards (feeding the devices
    // before it too) until its chunk-1 input arrives, keeping room for the 2d + 2 forwards
    // it still needs before its first backward.
    for (int d = p_ - 1; d >= 0 && ok_; --d) {
      if (d < p_ - 1) {
        const double arrives = end(v_pass::f_up, d + 1, 0) + comm_;
        while (ok_ && live_[d] + 2 + 2 * d <= cap_ && cur_[d] + tf_ <= arrives && count(d, v_pass::f_down) < m_)
          for (int e = 0; e <= d; ++e) put(v_pass::f_down, e);
      }
      put(v_pass::f_up, d);
    }
    // Each device catches up with the one before it, alternating the chunks.
    v_pass k = v_pass::f_down;
    for (int d = 1; d < p_ && ok_; ++d) {
      auto behind = [&] {
        const int mine = count(d, v_pass::f_down) + count(d, v_pass::f_up);
        const int before = count(d - 1, v_pass::f_down) + count(d - 1, v_pass::f_up);
        return mine < before || (count(d, v_pass::f_up) <= count(d - 1, v_pass::f_up) && count(d - 1, v_pass::f_up) < m_);
      };
      while (ok_ && behind()) {
        for (int e = p_ - 1; e >= d; --e)
          if (count(e, k) < m_) put(k, e);
        k = k == v_pass::f_down ? v_pass::f_up : v_pass::f_down;
      }
    }
  }

  constexpr void place_backwards() {
    // Which chunk's B each device takes next: chunk 0's (going up) once its input is
    // there or chunk 1's are all done; the devices going up are placed from the last
    // device, then those going down from the first (each feeds the next in its list).
    std::vector<int>& up = up_;
    std::vector<int>& down = down_;
    up.clear();
    down.clear();
    for (int d = 0; d < p_; ++d) {
      if (count(d, v_pass::b_up) >= count(d, v_pass::b_down))
        down.push_back(d);
      else if (d == p_ - 1 || done(v_pass::b_up, d + 1, count(d, v_pass::b_up)) || count(d, v_pass::b_down) >= m_)
        up.push_back(d);
      else
        down.push_back(d);
    }
    for (auto it = up.rbegin(); it != up.rend() && ok_; ++it) {
      if (count(*it, v_pass::b_up) >= m_) continue;
      fill_wait(v_pass::b_up, *it, true);
      put(v_pass::b_up, *it);
    }
    for (int d : down) {
      if (!ok_) return;
      if (count(d, v_pass::b_down) >= m_) continue;
      fill_wait(v_pass::b_down, d, opt_.w_before_b);
      put(v_pass::b_down, d);
    }
  }

  constexpr void place_forwards() {
    for (int d = 0; d < p_ && ok_; ++d) {
      const int ups = count(d, v_pass::f_up), downs = count(d, v_pass::f_down);
      if (ups >= m_) continue;
      // Chunk 1's forward when its input has come back up; otherwise chunk 0's when its
      // input has come down; otherwise none this round.
      v_pass k = v_pass::f_down;
      bool any = true;
      if (ups >= downs) {
        k = v_pass::f_down;
      } else if (d == p_ - 1 || done(v_pass::f_up, d + 1, ups)) {
        k = v_pass::f_up;
      } else {
        any = downs < m_ && (d == 0 || done(v_pass::f_down, d - 1, downs));
      }
      if (!any) continue;
      while (ok_ && live_[d] + 1 > cap_) put_w(d);
      fill_wait(k, d, opt_.w_before_f);
      put(k, d);
    }
  }

  int p_, m_, cap_;
  double tf_, tb_, tw_, comm_;
  zb_v_options opt_;
  std::vector<double> end_;
  std::vector<int> count_;
  std::vector<double> cur_, first_, idle_;
  double worst_idle_ = 0;
  std::vector<int> live_;
  std::vector<std::vector<action>> pending_;
  std::vector<int> next_w_;
  std::vector<int> up_, down_;  // place_backwards' lists, kept to spare an allocation per round
  schedule order_;
  bool ok_ = true;
};
using zb_v_builder = basic_zb_v_builder<>;
}  // namespace detail

// A V-ZB order with the makespan and per-device span its construction timed; `found` is
// false when the construction does not fit the cap. (Not a std::optional: nvcc's front end
// does not take one of a non-trivial type in constant evaluation.)
struct timed_zb_v {
  bool found = false;
  schedule order;
  double makespan = 0;
  double span = 0;
};

// V-ZB's order within `cap` chunk activations per device (2p: the V-ZB block's peak). Of
// the variants tried, the one with the shortest makespan, then the shortest per-device span.
template <class = void>
constexpr timed_zb_v zb_v(int devices, int microbatches, const costs& c, int cap) {
  timed_zb_v best;
  for (bool w_before_b : {true, false})
    for (bool w_before_f : {true, false}) {
      detail::zb_v_builder b(devices, microbatches, c, cap, {w_before_f, w_before_b});
      if (!b.build()) continue;
      const double ms = b.makespan(), sp = b.span();
      if (!best.found || ms < best.makespan - 1e-9 || (ms < best.makespan + 1e-9 && sp < best.span - 1e-9)) {
        // (Member by member: a braced timed_zb_v{...} here made g++ instantiate take_order()
        // and the schedule's moves in every file that includes pipesched.hpp.)
        best.found = true;
        best.order = b.take_order();
        best.makespan = ms;
        best.span = sp;
      }
      // No device idles after its first pass: nothing can end sooner (each device's
      // first input arrives as early as it can).
      if (b.worst_idle() < 1e-12) return best;
    }
  return best;
}

}  // namespace pipesched::orders
