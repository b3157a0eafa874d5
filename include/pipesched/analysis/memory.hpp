#pragma once
// Activation memory of a schedule, from its order alone: an activation counts from its F
// until its W (or BW). Counts are in chunk activations (1/v of an activation unit);
// bytes follow the per-pass deltas a model reports.
#include <vector>

#include "../core/limits.hpp"
#include "../schedule.hpp"
#include "simulate.hpp"

namespace pipesched {

// Change in device-resident chunk activations caused by one action. An offload counts
// as moving a whole chunk activation out (its reload back in); where a schedule offloads
// only a fraction of each, the *_units and *_bytes analyses below weigh it.
// An overlapped action is its halves, F first (core/vocabulary.hpp, passes_of): the
// functions below walk passes_of(a) and take the peak after each half.
constexpr int activation_delta(action_kind k) {
  if (k == action_kind::F || k == action_kind::reload) return 1;
  if (k == action_kind::W || k == action_kind::BW || k == action_kind::offload) return -1;
  return 0;
}

// Bytes one offload moves out of a stage's f_alloc (the runtime moves exactly this many).
constexpr long long offloaded_bytes(long long f_alloc, double fraction) {
  return static_cast<long long>(static_cast<double>(f_alloc) * fraction);
}

// Peak live chunk activations of every device.
constexpr std::vector<int> peak_activations(const schedule& s) {
  std::vector<int> peaks(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d) {
    int live = 0;
    for (const action& a : s.per_device[d])
      for (const action& pass : passes_of(a)) {
        live += activation_delta(pass.kind);
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

// Peak device-resident activation units of every device (1 unit = one microbatch
// through one 1F1B stage; a chunk activation is 1/chunks of one), offloads weighed by
// the schedule's offload fraction.
constexpr std::vector<double> peak_activation_units_per_device(const schedule& s) {
  std::vector<double> peaks(static_cast<std::size_t>(s.devices()), 0.0);
  for (int d = 0; d < s.devices(); ++d) {
    double live = 0;
    for (const action& a : s.per_device[d])
      for (const action& pass : passes_of(a)) {
        const bool moved = pass.kind == action_kind::offload || pass.kind == action_kind::reload;
        live += activation_delta(pass.kind) * (moved ? s.offload_fraction : 1.0);
        peaks[d] = live > peaks[d] ? live : peaks[d];
      }
    peaks[d] /= s.chunks();
  }
  return peaks;
}

constexpr double peak_activation_units(const schedule& s) {
  double n = 0;
  for (double x : peak_activation_units_per_device(s)) n = x > n ? x : n;
  return n;
}

// Peak bytes per device, with the deltas of each stage (`deltas[stage]`).
constexpr std::vector<long long> peak_activation_bytes(const schedule& s,
                                                       const std::vector<memory_deltas>& deltas) {
  std::vector<long long> peaks(static_cast<std::size_t>(s.devices()), 0);
  for (int d = 0; d < s.devices(); ++d) {
    long long live = 0, peak = 0;
    for (const action& whole : s.per_device[d])
    for (const action& a : passes_of(whole)) {
      if (!is_compute(a.kind) && a.kind != action_kind::offload && a.kind != action_kind::reload) continue;
      const memory_deltas& m = deltas[static_cast<std::size_t>(a.stage)];
      long long high = live;
      // Checked: deltas come from a model or a profile, and a device may hold many.
      auto plus = [](long long x, long long y) { return checked_add(x, y, "the activation bytes overflow 64 bits"); };
      switch (a.kind) {
        case action_kind::F: live = plus(live, m.f_alloc); high = live; break;
        case action_kind::offload: live = plus(live, -offloaded_bytes(m.f_alloc, s.offload_fraction)); break;
        case action_kind::reload: live = plus(live, offloaded_bytes(m.f_alloc, s.offload_fraction)); high = live; break;
        case action_kind::B: high = plus(live, m.b_temp); live = plus(live, -m.b_free); break;
        case action_kind::W: live = plus(live, -m.w_free()); break;
        case action_kind::BW: high = plus(live, m.b_temp); live = plus(live, -m.f_alloc); break;
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

// The static bound in bytes with the weights: device d's activation peak plus `versions`
// copies of the weights of the stages it holds (`weight_bytes[stage]`). `versions` is
// weight_versions(family) of generate.hpp: 2 for PipeDream-2BW (the version its in-flight
// microbatches stashed and the newest), 1 otherwise. Gradients and optimizer state are
// the model's to add; a model adds 2BW's second version by passing its parameter bytes
// per stage here (the runtime stage holds exactly that much more).
constexpr std::vector<long long> peak_bytes_with_weights(const schedule& s, const std::vector<memory_deltas>& deltas,
                                                         const std::vector<long long>& weight_bytes, int versions) {
  if (static_cast<int>(weight_bytes.size()) != s.stages())
    report_error("peak_bytes_with_weights needs the weight bytes of every stage");
  if (versions < 1) report_error("a stage holds at least one weight version");
  std::vector<long long> peaks = peak_activation_bytes(s, deltas);
  for (int st = 0; st < s.stages(); ++st) {
    long long& peak = peaks[static_cast<std::size_t>(s.device_of_stage(st))];
    const char* overflow = "the bytes with the weights overflow 64 bits";
    peak = checked_add(peak, checked_mul(versions, weight_bytes[static_cast<std::size_t>(st)], overflow), overflow);
  }
  return peaks;
}

// Peak live chunk activations read off a simulated timeline instead of the order: an
// activation is live from its F's start to its W's end (and away between its offload's
// end and its reload's start). Agrees with peak_activations
// exactly when the timeline is consistent with the order (the tests check that).
constexpr std::vector<int> timeline_peak_activations(const timeline& t) {
  std::vector<int> peaks(t.per_device.size(), 0);
  for (std::size_t d = 0; d < t.per_device.size(); ++d) {
    struct event { double time; int delta; };
    std::vector<event> events;
    for (const timed_action& x : t.per_device[d])
      for (const action& pass : passes_of(x.what)) {
        // An activation arrives when its F (or reload) starts, leaves when its W, BW or
        // offload copy ends (an overlapped action's halves: when the pair starts, ends).
        const action_kind k = pass.kind;
        if (k == action_kind::F || k == action_kind::reload) events.push_back({x.start, +1});
        if (k == action_kind::W || k == action_kind::BW || k == action_kind::offload) events.push_back({x.end, -1});
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
