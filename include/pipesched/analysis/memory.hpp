#pragma once
// Activation memory of a schedule, from its order alone: an activation counts from its F
// until its W (or BW). Counts are in chunk activations (1/v of an activation unit);
// bytes follow the per-pass deltas a model reports.
#include <vector>

#include "../schedule.hpp"
#include "simulate.hpp"

namespace pipesched {

// Change in live chunk activations caused by one action.
constexpr int activation_delta(action_kind k) {
  if (k == action_kind::F) return 1;
  if (k == action_kind::W || k == action_kind::BW) return -1;
  return 0;
}

// Peak live chunk activations of every device.
constexpr std::vector<int> peak_activations(const schedule& s) {
  std::vector<int> peaks(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d) {
    int live = 0;
    for (const action& a : s.per_device[d]) {
      live += activation_delta(a.kind);
      peaks[d] = live > peaks[d] ? live : peaks[d];
    }
  }
  return peaks;
}

constexpr int max_peak_activations(const schedule& s) {
  int n = 0;
  for (int p : peak_activations(s)) n = p > n ? p : n;
  return n;
}

// In activation units (1 unit = one microbatch through one 1F1B stage).
constexpr double peak_activation_units(const schedule& s) {
  return static_cast<double>(max_peak_activations(s)) / s.chunks();
}

// Peak bytes per device, with the deltas of each stage (`deltas[stage]`).
constexpr std::vector<long long> peak_activation_bytes(const schedule& s,
                                                       const std::vector<memory_deltas>& deltas) {
  std::vector<long long> peaks(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d) {
    long long live = 0, peak = 0;
    for (const action& a : s.per_device[d]) {
      if (!is_compute(a.kind)) continue;
      const memory_deltas& m = deltas[static_cast<std::size_t>(a.stage)];
      long long high = live;
      switch (a.kind) {
        case action_kind::F: live += m.f_alloc; high = live; break;
        case action_kind::B: high = live + m.b_temp; live -= m.b_free; break;
        case action_kind::W: live -= m.w_free(); break;
        case action_kind::BW: high = live + m.b_temp; live -= m.f_alloc; break;
        default: break;
      }
      peak = high > peak ? high : peak;
    }
    peaks[d] = peak;
  }
  return peaks;
}

// Same deltas for every stage.
constexpr std::vector<long long> peak_activation_bytes(const schedule& s, const memory_deltas& all) {
  return peak_activation_bytes(s, std::vector<memory_deltas>(static_cast<std::size_t>(s.stages()), all));
}

// Peak live chunk activations read off a simulated timeline instead of the order: an
// activation is live from its F's start to its W's end. Agrees with peak_activations
// exactly when the timeline is consistent with the order (the tests check that).
constexpr std::vector<int> timeline_peak_activations(const timeline& t) {
  std::vector<int> peaks(t.per_device.size(), 0);
  for (std::size_t d = 0; d < t.per_device.size(); ++d) {
    struct event { double time; int delta; };
    std::vector<event> events;
    for (const timed_action& x : t.per_device[d]) {
      if (x.what.kind == action_kind::F) events.push_back({x.start, +1});
      if (x.what.kind == action_kind::W || x.what.kind == action_kind::BW) events.push_back({x.end, -1});
    }
    // Insertion into time order; frees at the same instant go before allocations.
    for (std::size_t i = 1; i < events.size(); ++i)
      for (std::size_t k = i; k > 0; --k) {
        const event& a = events[k - 1];
        const event& b = events[k];
        if (a.time < b.time || (a.time == b.time && a.delta <= b.delta)) break;
        const event tmp = events[k - 1];
        events[k - 1] = events[k];
        events[k] = tmp;
      }
    int live = 0;
    for (const event& e : events) {
      live += e.delta;
      peaks[d] = live > peaks[d] ? live : peaks[d];
    }
  }
  return peaks;
}

}  // namespace pipesched
