#pragma once
// Activation memory of a schedule, from its order alone: an activation counts from its F
// until its W (or BW). Counts are in chunk activations (1/v of an activation unit);
// bytes follow the per-pass deltas a model reports.
//
// Recompute (an R(s, j) on the device's list, passes/recompute.hpp): the F of (s, j)
// keeps only its input, which the counts in chunk activations leave out (it is small
// beside the activation; the bytes count it, memory_deltas::f_input), and R brings the
// whole activation back until its W (or BW): in chunk activations F adds 0 and R adds 1.
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
// By kind alone, as the passes that build an order (squeeze, refine, tail) count before
// any R exists: an R adds its activation like an F. The analyses below, which may meet
// R, count the F of a recomputed pair as 0 (recomputed_delta).
constexpr int activation_delta(action_kind k) {
  if (k == action_kind::F || k == action_kind::reload || k == action_kind::recompute) return 1;
  if (k == action_kind::W || k == action_kind::BW || k == action_kind::offload) return -1;
  return 0;
}

// Which (stage, microbatch) pairs `s` recomputes: recomputed[stage * m + microbatch] is 1
// where some list has an R of the pair. Empty when `s` has no R, so that the walks below
// cost one comparison per action more than before. (R names a stage inside the schedule
// where validate() passed; one outside is skipped here, validate() names it.)
template <class = void>
constexpr std::vector<char> recomputed_pairs(const schedule& s) {
  std::vector<char> out;
  const int m = s.microbatches();
  for (const auto& list : s.per_device)
    for (const action& a : list) {
      if (a.kind != action_kind::recompute) continue;
      if (a.stage < 0 || a.stage >= s.stages() || a.microbatch < 0 || a.microbatch >= m) continue;
      if (out.empty()) out.assign(static_cast<std::size_t>(s.stages()) * static_cast<std::size_t>(m), 0);
      out[static_cast<std::size_t>(a.stage) * static_cast<std::size_t>(m) + static_cast<std::size_t>(a.microbatch)] = 1;
    }
  return out;
}

template <class = void>
constexpr bool is_recomputed(const std::vector<char>& recomputed, int microbatches, int stage, int microbatch) {
  return !recomputed.empty() &&
         recomputed[static_cast<std::size_t>(stage) * static_cast<std::size_t>(microbatches) +
                    static_cast<std::size_t>(microbatch)] != 0;
}

// activation_delta of one pass (not an overlapped action: walk passes_of) in a schedule
// whose recomputed pairs are `recomputed` (recomputed_pairs): a recomputed F adds 0.
template <class = void>
constexpr int recomputed_delta(const action& pass, const std::vector<char>& recomputed, int microbatches) {
  if (pass.kind == action_kind::F && is_recomputed(recomputed, microbatches, pass.stage, pass.microbatch)) return 0;
  return activation_delta(pass.kind);
}

// Bytes one offload moves out of a stage's f_alloc (the runtime moves exactly this many).
constexpr long long offloaded_bytes(long long f_alloc, double fraction) {
  return static_cast<long long>(static_cast<double>(f_alloc) * fraction);
}

// Peak live chunk activations of every device.
template <class = void>
constexpr std::vector<int> peak_activations(const schedule& s) {
  std::vector<int> peaks(static_cast<std::size_t>(s.devices()), 0);
  const std::vector<char> recomputed = recomputed_pairs(s);
  for (int d = 0; d < s.devices(); ++d) {
    int live = 0, peak = 0;
    // (A pointer walk: in constant evaluation, which compile-time schedules run, a vector's
    // iterator steps and subscripts are calls of the budget.)
    for (const action *at = s.per_device[d].data(), *end = at + s.per_device[d].size(); at != end; ++at) {
      const action& a = *at;
      // Most actions are one pass of a schedule without R: counted by kind alone, without
      // spelling out passes_of() (that made this walk 2.2M instructions of v-min's 89M).
      if (!is_overlap(a.kind) && recomputed.empty()) {
        live += activation_delta(a.kind);
        peak = live > peak ? live : peak;
        continue;
      }
      for (const action& pass : passes_of(a)) {
        live += recomputed_delta(pass, recomputed, s.microbatches());
        peak = live > peak ? live : peak;
      }
    }
    peaks[d] = peak;
  }
  return peaks;
}

template <class = void>
constexpr int max_peak_activations(const schedule& s) {
  int n = 0;
  for (int p : peak_activations(s)) n = p > n ? p : n;
  return n;
}

// Peak device-resident activation units of every device (1 unit = one microbatch
// through one 1F1B stage; a chunk activation is 1/chunks of one), offloads weighed by
// the schedule's offload fraction.
template <class = void>
constexpr std::vector<double> peak_activation_units_per_device(const schedule& s) {
  std::vector<double> peaks(static_cast<std::size_t>(s.devices()), 0.0);
  const std::vector<char> recomputed = recomputed_pairs(s);
  for (int d = 0; d < s.devices(); ++d) {
    double live = 0;
    for (const action& a : s.per_device[d])
      for (const action& pass : passes_of(a)) {
        const bool moved = pass.kind == action_kind::offload || pass.kind == action_kind::reload;
        live += recomputed_delta(pass, recomputed, s.microbatches()) * (moved ? s.offload_fraction : 1.0);
        peaks[d] = live > peaks[d] ? live : peaks[d];
      }
    peaks[d] /= s.chunks();
  }
  return peaks;
}

template <class = void>
constexpr double peak_activation_units(const schedule& s) {
  double n = 0;
  for (double x : peak_activation_units_per_device(s)) n = x > n ? x : n;
  return n;
}

// Peak bytes per device, with the deltas of each stage (`deltas[stage]`) and the
// vocabulary passes' bytes of each device (`vocab[device]`; empty: none counted, as for a
// schedule without them). The F of a recomputed pair goes up to live + f_input +
// f_checkpoint_temp while it runs and leaves live + f_input; its R adds f_alloc - f_input
// (its peak is the live bytes after it); B, W and BW then free as for any pair. On the
// device that runs them, S adds s_alloc and peaks s_temp above the result, T peaks t_temp
// above the live bytes and then frees t_free (vocab_pass_bytes). Offload and recompute
// act on the stages' activations only: S's bytes stay where they are (passes/offload.hpp
// and recompute.hpp place neither in a schedule with vocabulary passes).
template <class = void>
constexpr std::vector<long long> peak_activation_bytes(const schedule& s, const std::vector<memory_deltas>& deltas,
                                                       const std::vector<vocab_pass_bytes>& vocab = {}) {
  std::vector<long long> peaks(static_cast<std::size_t>(s.devices()), 0);
  if (!vocab.empty() && static_cast<int>(vocab.size()) != s.devices())
    report_error("peak_activation_bytes needs the vocabulary pass bytes of every device (or none)");
  for (std::size_t d = 0; d < vocab.size(); ++d) {
    const vocab_pass_bytes& v = vocab[d];
    if (v.s_alloc < 0 || v.s_temp < 0 || v.t_temp < 0 || v.t_free < 0 || v.t_free > v.s_alloc)
      report_error("vocabulary pass bytes are non-negative and T frees at most what S keeps (t_free <= s_alloc)",
                   at(static_cast<int>(d), -1, -1, action_kind::vocab_t));
  }
  const std::vector<char> recomputed = recomputed_pairs(s);
  for (std::size_t st = 0; !recomputed.empty() && st < deltas.size(); ++st) {
    const memory_deltas& m = deltas[st];
    if (m.f_input < 0 || m.f_input > m.f_alloc || m.f_checkpoint_temp < 0)
      report_error("a recomputed stage keeps between 0 and f_alloc bytes of input (f_input) and a "
                   "non-negative f_checkpoint_temp",
                   at(s.device_of_stage(static_cast<int>(st)), static_cast<int>(st), -1, action_kind::recompute));
  }
  for (int d = 0; d < s.devices(); ++d) {
    long long live = 0, peak = 0;
    for (const action& whole : s.per_device[d])
    for (const action& a : passes_of(whole)) {
      // Checked: deltas come from a model or a profile, and a device may hold many.
      auto plus = [](long long x, long long y) { return checked_add(x, y, "the activation bytes overflow 64 bits"); };
      // A vocabulary pass names its device, not a stage: its bytes are the device's.
      if (a.kind == action_kind::vocab_s || a.kind == action_kind::vocab_t) {
        if (vocab.empty()) continue;
        const vocab_pass_bytes& v = vocab[static_cast<std::size_t>(d)];
        long long high = 0;
        if (a.kind == action_kind::vocab_s) {
          live = plus(live, v.s_alloc);
          high = plus(live, v.s_temp);
        } else {
          high = plus(live, v.t_temp);
          live -= v.t_free;
        }
        peak = high > peak ? high : peak;
        continue;
      }
      if (!is_compute(a.kind) && a.kind != action_kind::offload && a.kind != action_kind::reload) continue;
      const memory_deltas& m = deltas[static_cast<std::size_t>(a.stage)];
      long long high = live;
      switch (a.kind) {
        case action_kind::F:
          if (is_recomputed(recomputed, s.microbatches(), a.stage, a.microbatch)) {
            high = plus(plus(live, m.f_input), m.f_checkpoint_temp);
            live = plus(live, m.f_input);
          } else {
            live = plus(live, m.f_alloc);
            high = live;
          }
          break;
        case action_kind::recompute: live = plus(live, m.f_alloc - m.f_input); high = live; break;
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
template <class = void>
constexpr std::vector<long long> peak_activation_bytes(const schedule& s, const memory_deltas& all) {
  return peak_activation_bytes(s, std::vector<memory_deltas>(static_cast<std::size_t>(s.stages()), all));
}

// The static bound in bytes with the weights: device d's activation peak plus `versions`
// copies of the weights of the stages it holds (`weight_bytes[stage]`). `versions` is
// weight_versions(family) of generate.hpp: 2 for PipeDream-2BW (the version its in-flight
// microbatches stashed and the newest), 1 otherwise. Gradients and optimizer state are
// the model's to add; a model adds 2BW's second version by passing its parameter bytes
// per stage here (the runtime stage holds exactly that much more).
template <class = void>
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
// end and its reload's start); a recomputed one from its R's start (its F's input is not
// counted, as in peak_activations). Agrees with peak_activations
// exactly when the timeline is consistent with the order (the tests check that).
template <class = void>
constexpr std::vector<int> timeline_peak_activations(const timeline& t) {
  std::vector<int> peaks(t.per_device.size(), 0);
  for (std::size_t d = 0; d < t.per_device.size(); ++d) {
    // The pairs this device recomputes (an R is on the device of its F).
    std::vector<action> recomputes;
    for (const timed_action& x : t.per_device[d])
      if (x.what.kind == action_kind::recompute) recomputes.push_back(x.what);
    auto recomputed = [&](const action& f) {
      for (const action& r : recomputes)
        if (r.stage == f.stage && r.microbatch == f.microbatch) return true;
      return false;
    };
    struct event { double time; int delta; };
    std::vector<event> events;
    for (const timed_action& x : t.per_device[d])
      for (const action& pass : passes_of(x.what)) {
        // An activation arrives when its F (or reload) starts, leaves when its W, BW or
        // offload copy ends (an overlapped action's halves: when the pair starts, ends).
        const action_kind k = pass.kind;
        if ((k == action_kind::F && !recomputed(pass)) || k == action_kind::reload || k == action_kind::recompute)
          events.push_back({x.start, +1});
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
