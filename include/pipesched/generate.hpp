#pragma once
// generate: family + shape + costs -> validated schedule. The one entry point.
//   block --repeat m times--> order --squeeze (fill idle time)--> --comm--> validate
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "analysis/memory.hpp"
#include "analysis/simulate.hpp"
#include "analysis/validate.hpp"
#include "families/dualpipe_v.hpp"
#include "families/dualpipe_v_steps.hpp"
#include "families/ordered.hpp"
#include "families/single_chunk.hpp"
#include "families/two_bw.hpp"
#include "families/v_shape.hpp"
#include "families/v_slots.hpp"
#include "families/zb_h_steps.hpp"
#include "families/zb_v.hpp"
#include "family.hpp"
#include "passes/comm.hpp"
#include "passes/refine.hpp"
#include "passes/repeat.hpp"
#include "passes/squeeze.hpp"
#include "passes/tail.hpp"
#include "passes/vocab.hpp"
#include "passes/waits.hpp"
#include "schedule_size.hpp"

namespace pipesched {

// The V-shape offsets the controllable-memory search tries (k = 1 is V-Min, 5 is V-ZB).
inline constexpr int v_auto_max_k = 5;
// The offsets it mixes two by two. Mixes with k = 5 reach the same peaks as with 4
// (p = 2..16), so they are left out: 12 pairs of offsets instead of 20.
inline constexpr int v_auto_mixed_max_k = 4;

namespace detail {
// Activation units as the cap messages print them: 2.5, 4.
template <class = void>
inline std::string units_text(double units) {
  std::string u = std::to_string(units);
  u.erase(u.find_last_not_of('0') + 1);
  if (!u.empty() && u.back() == '.') u.pop_back();
  return u;
}

// `c`, or where a cost is outside [1e-3, 1e3], `c` times a power of two (exact, so the
// ratios are kept to the bit) that brings the largest into [0.5, 1]. An order depends only
// on the ratios of its costs, and the passes compare times with absolute tolerances
// (1e-9): scaled, those stay 500x below the shortest pass (check_costs bounds the ratio),
// whatever unit the costs came in. At 1e-9 per pass unscaled, the squeeze pulled passes
// whose inputs had not arrived and the simulator then found a deadlock. Costs within the
// window are left as they are, so the orders of the usual costs do not move.
template <class = void>
constexpr costs unit_scaled(const costs& c) {
  double high = c.f, low = c.f;
  const vocab_costs& v = c.vocab;
  for (double x : {c.b, c.w, c.comm, v.head_f, v.head_b, v.input_f, v.input_b, v.collective}) {
    high = x > high ? x : high;
    low = x > 0 && x < low ? x : low;
  }
  if (!(high > 0 && high <= limits::max_cost)) return c;  // check_costs refuses it
  if (low >= 1e-3 && high <= 1e3) return c;
  double scale = 1;
  while (high * scale > 1) scale /= 2;
  while (high * scale < 0.5) scale *= 2;
  return {c.f * scale,
          c.b * scale,
          c.w * scale,
          c.comm * scale,
          c.overlap_gain,
          {v.head_f * scale, v.head_b * scale, v.input_f * scale, v.input_b * scale, v.collective * scale}};
}

// Clamped before narrowing: no schedule within the limits holds more than max_chunks ·
// max_microbatches (2^26) chunk activations on a device, so a larger cap (1e10) is no cap,
// where a plain cast overflowed int and called the cap below the peak.
constexpr int cap_in_chunk_activations(double cap_units, int chunks) {
  constexpr double no_cap = double{1 << 30};
  const double x = cap_units * chunks + 1e-9;
  return x >= no_cap ? static_cast<int>(no_cap) : static_cast<int>(x);
}

// Memory caps per device in chunk activations (v-auto's search and the squeeze): caps[d]
// is device d's; a list of one value caps every device alike.
using device_caps = std::vector<int>;

// `caps` as one value per device: one value is every device's; otherwise it must name
// exactly `devices` devices.
template <class = void>
constexpr device_caps caps_per_device(const device_caps& caps, int devices) {
  if (caps.size() == 1) return device_caps(static_cast<std::size_t>(devices), caps.front());
  if (static_cast<int>(caps.size()) != devices)
    report_error("the memory caps must be one value or one per device");
  return caps;
}

template <class = void>
constexpr int least_cap(const device_caps& caps) {
  int n = caps.front();
  for (int x : caps) n = x < n ? x : n;
  return n;
}
template <class = void>
constexpr int most_cap(const device_caps& caps) {
  int n = caps.front();
  for (int x : caps) n = x > n ? x : n;
  return n;
}

// Each device's peak of repeat(blk, m) in chunk activations (repeated_peak, passes/repeat.hpp,
// is their maximum): counted on the repeated order at no more microbatches than
// repeated_peak counts, beyond which a device's count only repeats.
template <class = void>
constexpr std::vector<int> repeated_peaks(const building_block& blk, int microbatches) {
  int last_free = 0;
  for (int s = 0; s < blk.stages(); ++s) last_free = blk.free_slot(s) > last_free ? blk.free_slot(s) : last_free;
  const int enough = (last_free + blk.interval - 1) / blk.interval + 2;
  return peak_activations(repeat(blk, microbatches < enough ? microbatches : enough));
}

// Whether every device's peak of repeat(blk, m) is within its own cap (`need`: their
// maximum, repeated_peak). The per-device count is made only where the caps differ and
// `need` lies between the least and the most of them.
template <class = void>
constexpr bool fits_caps(const building_block& blk, int microbatches, int need, const device_caps& caps) {
  if (need <= least_cap(caps)) return true;
  if (need > most_cap(caps)) return false;
  const std::vector<int> peaks = repeated_peaks(blk, microbatches);
  for (std::size_t d = 0; d < peaks.size(); ++d)
    if (peaks[d] > caps[d]) return false;
  return true;
}

// A repeated block's order, squeezed without raising any device's peak above its own
// (or above its cap, `caps[d]`, where that is larger), with its timing. Computes only.
template <class = void>
constexpr squeezed_order squeezed(const schedule& repeated, const std::vector<int>& peaks, const costs& c,
                                  const device_caps& caps) {
  std::vector<int> room = peaks;
  const device_caps each = caps_per_device(caps, static_cast<int>(room.size()));
  for (std::size_t d = 0; d < room.size(); ++d) room[d] = each[d] > room[d] ? each[d] : room[d];
  return squeeze_timed(defer_cooldown_weights(repeated), c, room);
}
template <class = void>
constexpr squeezed_order squeezed(const schedule& repeated, const std::vector<int>& peaks, const costs& c, int cap) {
  return squeezed(repeated, peaks, c, device_caps{cap});
}

// A block repeated m times and squeezed within its own peaks (or each device's cap), with
// its timing: what every search over blocks compares.
template <class = void>
constexpr squeezed_order squeezed_block(const building_block& blk, int microbatches, const costs& c,
                                        const device_caps& caps) {
  const schedule s = repeat(blk, microbatches);
  return squeezed(s, peak_activations(s), c, caps);
}
template <class = void>
constexpr squeezed_order squeezed_block(const building_block& blk, int microbatches, const costs& c, int cap) {
  return squeezed_block(blk, microbatches, c, device_caps{cap});
}

// A block's compute order: repeated m times, and squeezed when `fill`.
template <class = void>
constexpr schedule block_order(const building_block& blk, int microbatches, const costs& c, int cap = 0,
                               bool fill = true) {
  if (!fill) return repeat(blk, microbatches);
  squeezed_order x = squeezed_block(blk, microbatches, c, cap);  // (a member of a temporary: g++ 12 frees it first)
  return std::move(x.order);
}

// A block's schedule with comm (unvalidated).
template <class = void>
constexpr schedule from_block(const building_block& blk, int microbatches, const costs& c, int cap = 0,
                              bool fill = true) {
  return insert_comm(block_order(blk, microbatches, c, cap, fill));
}

// ZB-H1's and ZB-H2's order: families/zb_h_steps.hpp (zb_h_order).

// The squeezed order x, its end list-scheduled where `tail` (passes/tail.hpp). An `if`, not
// `tail ? reschedule_tail_timed(...) : timed_tail{...}`: g++ 12 evaluates such a conditional
// of two class prvalues that own storage, in a constant expression, as if the result's
// storage were freed ("use of allocated storage after deallocation").
template <class = void>
constexpr timed_tail tailed_if(bool tail, squeezed_order&& x, const costs& c) {
  if (tail) return reschedule_tail_timed(std::move(x.order), x.timing, c);
  return {std::move(x.order), x.timing.makespan};
}

// The authors' block search, on their slot grid (families/v_slots.hpp): blocks whose device
// 0 puts F1, B1 and B0 at `v_slot_patterns`, every pair of offsets k_top >= k_bottom in
// 1..5 and every split, each repeated and reordered on the grid; the candidates whose order
// holds no device above its cap (chunk activations) are timed with the real costs and the
// shortest global makespan kept. Their search also tries F1, B1 and B0 at the other 57
// residue triples; over p in {4, 6, 8, 12, 16}, m in {p, 2p, 3p, 4p, 8p}, and p = 18, 21,
// 24, 32 at m = p, 2p, at V-Min's and V-Half's peaks and both cost settings of
// bench/authors_compare.py, the best of all 60 was always one of these three (searched in
// full by a scratch program; {2, 3, 4} only at p = 32, m = 64, V-Half's peak, measured
// costs: 4036.9 against 4038.9), at 1/20 of the time. Beyond v_slot_search_most (p x m)
// it is skipped: a candidate costs about a simulation, and up to 15 x 3 x (p - 1) of them
// are tried.
inline constexpr std::array<std::array<int, 3>, 3> v_slot_patterns = {{{1, 2, 3}, {1, 2, 4}, {2, 3, 4}}};
inline constexpr long v_slot_search_most = 4096;
// The authors' ranking: per-device span, then peak, then global makespan.
template <class = void>
constexpr bool shorter_span_then_less(const squeezed_order& a, const squeezed_order& b) {
  if (a.timing.span != b.timing.span) return a.timing.span < b.timing.span - 1e-9;
  int pa = max_peak_activations(a.order), pb = max_peak_activations(b.order);
  if (pa != pb) return pa < pb;
  return a.timing.makespan < b.timing.makespan - 1e-9;
}
// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_slot_search {
  std::vector<squeezed_order> best;  // none, or the shortest (a pass timing has no empty state)
  int winner = 0;                    // the best one's slot_candidate code (0: none found)
  constexpr bool found() const { return !best.empty(); }
  constexpr squeezed_order& made() { return best.front(); }
};
using slot_search = basic_slot_search<>;
// One candidate of the search as a number >= 2: v_slot_patterns[pattern], k_top >=
// k_bottom in 1..v_auto_max_k and split in 1..63 (static_slot_winners.hpp names them so).
constexpr int slot_candidate(int pattern, int k_top, int k_bottom, int split) {
  return 1 + split + 64 * ((k_bottom - 1) + v_auto_max_k * ((k_top - 1) + v_auto_max_k * pattern));
}
// What V-Half's and V-Min's orders evaluate: every candidate (`all`, make_schedule); their
// blocks alone (`no_search`: where make_schedule skips the search, v_slot_search_most);
// or only the known winner: the family's own block, V-Half's block (V-Min), or one
// slot_candidate. The compiler cannot afford the search within its constexpr budget
// (nor, with nvcc, both of V-Min's contenders at p = 8), so it evaluates only the winner
// a table names (static_slot_winners.hpp; the test holds the table to the whole search).
struct slot_pick {
  static constexpr int all = -1, no_search = -2, own_block = 0, v_half_block = 1;
  int only = all;  // one of those or a slot_candidate code
  constexpr bool searches() const { return only == all || only > v_half_block; }
  constexpr bool candidate() const { return only > v_half_block; }
};
// `by_span`: ranked as the authors rank (evaluate_schedule): the least per-device span,
// then the least peak, then the shortest global makespan (V-ZB at m < 2p).
template <class = void>
constexpr slot_search v_slot_search(int devices, int microbatches, const costs& c, const std::vector<int>& caps,
                                    bool by_span = false, slot_pick pick = {}) {
  slot_search best;
  if (devices < 2 || static_cast<long>(devices) * microbatches > v_slot_search_most || !pick.searches()) return best;
  int most = 0;
  for (int x : caps) most = x > most ? x : most;
  for (int pattern = 0; pattern < static_cast<int>(v_slot_patterns.size()); ++pattern)
    for (int k_top = 1; k_top <= v_auto_max_k; ++k_top)
      for (int k_bottom = 1; k_bottom <= k_top; ++k_bottom)
        for (int split = 1; split < devices; ++split) {
          if (k_top == k_bottom && split > 1) break;  // one block, whatever the split
          const int code = slot_candidate(pattern, k_top, k_bottom, split);
          if (pick.only != slot_pick::all && pick.only != code) continue;
          const auto& first = v_slot_patterns[static_cast<std::size_t>(pattern)];
          orders::v_slot_order x = orders::v_slots(devices, microbatches, first, k_top, k_bottom, split, most);
          if (x.no_block) continue;
          if (x.block_peak > 2 * devices || x.block_peak > most) break;  // larger splits hold more
          if (!x.found) continue;
          const std::vector<int> peaks = peak_activations(x.order);
          bool fits = true;
          for (std::size_t d = 0; d < peaks.size(); ++d) fits = fits && peaks[d] <= caps[d];
          if (!fits) continue;
          // Timed through the squeeze's entry (0 rounds: no filling): one more direct caller of
          // the simulator cost every V family 2% more instructions (g++ inlined less).
          squeezed_order t = squeeze_timed(std::move(x.order), c, caps, 0);
          if (!best.found() || (by_span ? shorter_span_then_less(t, best.made())
                                        : t.timing.makespan < best.made().timing.makespan - 1e-9)) {
            best.best.clear();
            best.best.push_back(std::move(t));
            best.winner = code;
          }
        }
  return best;
}

// V-ZB's order within `cap` chunk activations (its block's peak is 2p): the ZB-V
// construction. Where it can lose to the squeezed k = 5 block (short pipelines of m < 2p
// microbatches, and p <= 2 devices; by under 0.5% at p > 2, up to 3% at p = 2, over five
// cost settings), both are timed and the shorter makespan wins; those shapes are small,
// so this costs little.
// At m < 2p there is no steady state that needs 2p: the authors' search within 2p
// (v_slot_search, ranked as they rank, per-device span first) finds orders with the same
// span that hold less, and where one of those holds less at no longer span it is taken
// (p = 8, m = 8, unit costs: 7 units instead of 8 at span 27.5, global 28.5 instead of
// 27.5; p = 16, m = 16: 14 instead of 16). That is the memory the authors' own search
// reaches there at 2p.
template <class = void>
constexpr schedule v_zb_order(int devices, int microbatches, const costs& c, int cap) {
  orders::timed_zb_v z = orders::zb_v(devices, microbatches, c, cap);
  const bool block_may_win = microbatches < 2 * devices || devices <= 2;
  if (z.found && !block_may_win) return std::move(z.order);
  squeezed_order x = squeezed_block(blocks::v_zb(devices), microbatches, c, cap);
  schedule best;
  double span = 0;
  if (z.found && z.makespan < x.timing.makespan + 1e-9) {  // ties: the construction
    best = std::move(z.order);
    span = z.span;
  } else {
    best = std::move(x.order);
    span = x.timing.span;
  }
  if (microbatches < 2 * devices)
    if (slot_search y = v_slot_search(devices, microbatches, c, std::vector<int>(static_cast<std::size_t>(devices), cap), true);
        y.found() && y.made().timing.span <= span + 1e-9 && max_peak_activations(y.made().order) < max_peak_activations(best))
      return std::move(y.made().order);
  return best;
}

// V-Min's order: its block's, or V-Half's where that block holds no more memory (p = 2,
// 3 and 5, and short runs), whichever the squeeze times shorter. At p = 5, m = 20 and
// the measured costs that is 0.133 of bubble instead of 0.292, at the same peak.
// Where the authors' search (v_slot_search) finds a shorter order within V-Min's peak (max
// over devices), that one: their warm-up, cool-down and gap filling on the grid beat our
// squeeze at the measured costs (p = 8, m = 8: 635.2 against 723.1; bench/authors_compare.py).
struct v_min_made {
  squeezed_order made;
  bool v_half_block = false;  // V-Half's block won
  bool slot_grid = false;     // the authors' search won
};
// `search` false (generation for offload: generation_options::tail false) keeps the blocks:
// the authors' orders, like the tail pass, run last passes back to back and offload worse.
template <class = void>
constexpr v_min_made v_min_order(int devices, int microbatches, const costs& c, bool search = true,
                                 slot_pick pick = {}) {
  const building_block vmin = blocks::v_min(devices), vhalf = blocks::v_half(devices);
  int peak = repeated_peak(vmin, microbatches);
  const std::vector<int> caps(static_cast<std::size_t>(devices), peak);
  if (search && pick.candidate()) {  // the winner is known: nothing else to time
    slot_search y = v_slot_search(devices, microbatches, c, caps, false, pick);
    if (y.found()) {  // (named first: nvcc 13 read the braced return's moved order as uninitialised)
      v_min_made won{std::move(y.made()), false, true};
      return won;
    }
  }
  if (pick.only == slot_pick::v_half_block) return {squeezed_block(vhalf, microbatches, c, 0), true, false};
  v_min_made best{squeezed_block(vmin, microbatches, c, 0), false, false};
  if (pick.only == slot_pick::own_block) return best;
  if (repeated_peak(vhalf, microbatches) <= peak) {
    squeezed_order x = squeezed_block(vhalf, microbatches, c, 0);
    if (x.timing.makespan < best.made.timing.makespan - 1e-9) best = {std::move(x), true, false};
  }
  if (!search) return best;
  slot_search y = v_slot_search(devices, microbatches, c, caps, false, pick);
  if (y.found() && y.made().timing.makespan < best.made.timing.makespan - 1e-9) best = {std::move(y.made()), false, true};
  return best;
}

// The authors' mixes of two V offsets (the upper `split` devices one, the rest the
// other) reach the memory between two uniform blocks' peaks. There are up to 12(p - 1)
// of them, too many to squeeze at full length: per pair of offsets only the splits at the
// two largest peaks within `cap` are kept (more memory is what buys less bubble), those
// are ranked by their squeezed makespan over at most 2p microbatches, and the best two
// are returned for the full search. `caps`: each device's cap (one value: every device's);
// a mix fits when every device's peak is within its own.
template <class = void>
constexpr std::vector<building_block> mixed_v_candidates(int devices, int microbatches, const costs& c,
                                                         const device_caps& caps) {
  const device_caps each = caps_per_device(caps, devices);
  struct ranked {
    building_block block;
    double makespan;
  };
  std::vector<ranked> kept;
  const int short_run = microbatches < 2 * devices ? microbatches : 2 * devices;
  for (int top = 1; top <= v_auto_mixed_max_k; ++top)
    for (int bottom = 1; bottom <= v_auto_mixed_max_k; ++bottom) {
      if (top == bottom) continue;
      std::vector<building_block> mixes;  // by split - 1
      std::vector<int> peaks;             // the same; -1 above the cap
      int first = -1, second = -1;
      for (int split = 1; split < devices; ++split) {
        mixes.push_back(blocks::v_shape_mixed(devices, top, bottom, split));
        int need = repeated_peak(mixes.back(), microbatches);
        bool fits = fits_caps(mixes.back(), microbatches, need, each);
        peaks.push_back(fits ? need : -1);
        if (!fits) continue;
        if (need > first) {
          second = first;
          first = need;
        } else if (need < first && need > second) {
          second = need;
        }
      }
      for (std::size_t i = 0; i < mixes.size(); ++i)
        if (peaks[i] >= 0 && (peaks[i] == first || peaks[i] == second))
          kept.push_back({mixes[i], squeezed_block(mixes[i], short_run, c, each).timing.makespan});
    }
  std::vector<building_block> best;
  for (int pick = 0; pick < 2 && !kept.empty(); ++pick) {
    std::size_t at = 0;
    for (std::size_t i = 1; i < kept.size(); ++i)
      if (kept[i].makespan < kept[at].makespan) at = i;
    best.push_back(kept[at].block);
    kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(at));
  }
  return best;
}
template <class = void>
constexpr std::vector<building_block> mixed_v_candidates(int devices, int microbatches, const costs& c, int cap) {
  return mixed_v_candidates(devices, microbatches, c, device_caps{cap});
}

// Why no V-shape block fits `caps` (one per device, chunk activations), thrown as the
// message of a schedule_error: the device whose cap cannot be met and the smallest cap
// that would do for it. Caps alike: the least peak of a uniform V block (V-Min's, or
// V-Half's where smaller), and the device that holds it. Caps that differ: over the
// uniform blocks and every mix of two offsets, the first device d for which some block
// fits every other device's cap, and the least d then holds; where no single device's cap
// is the obstacle, the least cap that fits on every device.
template <class = void>
[[noreturn]] inline void v_auto_cap_error(int devices, int microbatches, const device_caps& caps) {
  std::vector<std::vector<int>> peaks;  // per candidate, per device
  for (int k = 1; k <= v_auto_max_k; ++k) peaks.push_back(repeated_peaks(blocks::v_shape(devices, k), microbatches));
  bool alike = least_cap(caps) == most_cap(caps);
  if (!alike)
    for (int top = 1; top <= v_auto_mixed_max_k; ++top)
      for (int bottom = 1; bottom <= v_auto_mixed_max_k; ++bottom)
        for (int split = 1; split < devices && top != bottom; ++split)
          peaks.push_back(repeated_peaks(blocks::v_shape_mixed(devices, top, bottom, split), microbatches));
  auto units = [](int chunk_activations) { return units_text(chunk_activations / 2.0); };
  if (!alike)
    for (int d = 0; d < devices; ++d) {
      int least = -1;
      for (const std::vector<int>& x : peaks) {
        bool others_fit = true;
        for (int e = 0; e < devices; ++e) others_fit = others_fit && (e == d || x[e] <= caps[e]);
        if (others_fit && (least < 0 || x[d] < least)) least = x[d];
      }
      if (least >= 0)
        report_error(("its memory cap of " + units(caps[d]) +
                      " activation units is below what any V-shape block reaches there within the other devices' "
                      "caps; the smallest feasible cap for device " + std::to_string(d) + " is " + units(least) +
                      " activation units")
                         .c_str(),
                     at_device(d));
    }
  // The least over candidates of their most on any device, and that device.
  int smallest = -1, at = 0;
  for (const std::vector<int>& x : peaks) {
    int most = 0, where = 0;
    for (int d = 0; d < devices; ++d)
      if (x[d] > most) most = x[d], where = d;
    if (smallest < 0 || most < smallest) smallest = most, at = where;
  }
  report_error((std::string(alike ? "the memory cap is below what any V-shape block reaches there"
                                  : "no V-shape block fits these per-device memory caps together") +
                "; the smallest feasible cap is " + units(smallest) + " activation units" +
                (alike ? "" : " on every device"))
                   .c_str(),
               at_device(at));
}

// The controllable-memory search: among the V blocks k = 1..5 and the best two mixes of
// two offsets, the one with the least global bubble whose peak stays within `cap` chunk
// activations (the spare memory under the cap is offered to the squeeze, which fills
// bubbles with forwards). With `tail`, each candidate's end is list-scheduled before they
// are compared (passes/tail.hpp): ranked untailed, the search kept a block whose end gains
// less (p = 4, cap 3, measured costs: 0.324 instead of 0.301 at m = p). Without the
// squeeze (`fill` false: compile time) it takes the largest uniform k that fits, with no
// simulation: unsqueezed, a longer block only removes bubble.
// Each device's cap (`caps`, one per device) is the most it may hold. Where the caps
// differ, a candidate fits when every device's peak is within its own cap, and the squeeze
// is offered each device's own; V-ZB's construction (one cap for every device) gets the
// least of them.
template <class = void>
constexpr schedule v_auto(int devices, int microbatches, const costs& c, const device_caps& caps, bool fill,
                          bool tail) {
  const device_caps each = caps_per_device(caps, devices);
  int cap = least_cap(each);  // V-ZB's construction: within every device's cap
  if (!fill) {
    for (int k = v_auto_max_k; k >= 1; --k) {
      schedule repeated = repeat(blocks::v_shape(devices, k), microbatches);
      const std::vector<int> peaks = peak_activations(repeated);
      bool fits = true;
      for (std::size_t d = 0; d < peaks.size(); ++d) fits = fits && peaks[d] <= each[d];
      if (fits) return repeated;
    }
    v_auto_cap_error(devices, microbatches, each);
  }
  // At V-ZB's memory, once m >= 2p and p > 2, no squeezed V block beats V-ZB's
  // construction (tested over costs and shapes): no need to squeeze them all.
  // (The order named before it is returned: nvcc 13 read the moved member of the if's
  // init-statement as uninitialised in constant evaluation, v-auto at p = 16.)
  if (cap >= 2 * devices && microbatches >= 2 * devices && devices > 2) {
    orders::timed_zb_v z = orders::zb_v(devices, microbatches, c, cap);
    if (z.found) {
      schedule won = std::move(z.order);
      return won;
    }
  }
  schedule best;
  bool found = false;
  double best_makespan = 0;
  int best_peak = 0;
  auto consider = [&](const building_block& blk) {
    int need = repeated_peak(blk, microbatches);
    if (!fits_caps(blk, microbatches, need, each)) return;
    // The squeeze's (and the tail pass's) own timing ranks the candidates: no comm pass
    // or simulation for each.
    squeezed_order x = squeezed_block(blk, microbatches, c, each);
    timed_tail y = tailed_if(tail, std::move(x), c);
    const double makespan = y.makespan;
    int peak = max_peak_activations(y.order);
    if (!found || makespan < best_makespan - 1e-9 ||
        (makespan < best_makespan + 1e-9 && peak < best_peak)) {
      best = std::move(y.order);
      found = true;
      best_makespan = makespan;
      best_peak = peak;
    }
  };
  for (int k = 1; k <= v_auto_max_k; ++k) consider(blocks::v_shape(devices, k));
  for (const building_block& blk : mixed_v_candidates(devices, microbatches, c, each)) consider(blk);
  // The authors' own search within the caps (v_slot_search), its best tailed.
  slot_search z;
  if (tail) z = v_slot_search(devices, microbatches, c, each);
  if (z.found()) {
    timed_tail y = reschedule_tail_timed(std::move(z.made().order), z.made().timing, c);
    if (!found || y.makespan < best_makespan - 1e-9) {
      best_peak = max_peak_activations(y.order);
      best = std::move(y.order);
      found = true;
      best_makespan = y.makespan;
    }
  }
  if (!found) v_auto_cap_error(devices, microbatches, each);
  // V-ZB's own construction, where the cap leaves it room.
  if (orders::timed_zb_v z = orders::zb_v(devices, microbatches, c, cap); z.found && z.makespan < best_makespan - 1e-9)
    return std::move(z.order);
  return best;
}
template <class = void>
constexpr schedule v_auto(int devices, int microbatches, const costs& c, int cap, bool fill, bool tail) {
  return v_auto(devices, microbatches, c, device_caps{cap}, fill, tail);
}

// DualPipeV's order: families/dualpipe_v_steps.hpp (dualpipe_v_order).
}  // namespace detail

// The building block a family is made from (the families with an order rule have none).
template <class = void>
constexpr std::optional<building_block> family_block(family f, int devices) {
  switch (f) {
    case family::one_f_one_b:
    case family::two_bw: return blocks::one_f_one_b(devices);  // repeated over every iteration
    case family::zb_h1: return blocks::zb_h1(devices);
    case family::zb_h2: return blocks::zb_h2(devices);
    case family::v_zb: return blocks::v_zb(devices);
    case family::v_half: return blocks::v_half(devices);
    case family::v_min: return blocks::v_min(devices);
    default: return std::nullopt;
  }
}

// Checks the shape for a family; chunks == 0 means the family's default.
// Every count is held to its limit (core/limits.hpp) before anything is sized from it;
// each message names the limit (the literals are checked against it below).
template <class = void>
constexpr shape checked_shape(family f, shape sh) {
  static_assert(limits::max_devices == 1024 && limits::max_chunks == 64 && limits::max_stages == 1024 &&
                    limits::max_microbatches == 1048576 && limits::max_iterations == 1024 &&
                    limits::max_actions == 67108864,
                "the messages below state these limits");
  if (sh.devices < 1) report_error("the number of devices must be at least 1");
  if (sh.devices > limits::max_devices)
    report_error("the number of devices must be at most 1024 (limits::max_devices)");
  if (sh.microbatches < 1) report_error("the number of microbatches must be at least 1");
  if (sh.microbatches > limits::max_microbatches)
    report_error("the number of microbatches must be at most 1048576 (limits::max_microbatches)");
  if (sh.chunks < 0) report_error("the number of chunks per device must not be negative");
  if (sh.chunks > limits::max_chunks)
    report_error("the number of chunks per device must be at most 64 (limits::max_chunks)");
  if (sh.chunks == 0) sh.chunks = default_chunks(f);
  if (sh.stages() > limits::max_stages)
    report_error("the number of stages (devices x chunks) must be at most 1024 (limits::max_stages)");
  if (sh.group < 0) report_error("the group size must not be negative");
  if (sh.iterations > limits::max_iterations)
    report_error("the number of iterations must be at most 1024 (limits::max_iterations)");
  if (!accepts_chunks(f, sh.chunks)) {
    if (is_interleaved(f)) report_error("the interleaved families need at least 2 chunks per device");
    if (is_v_placed(f)) report_error("the V-shape families (and dualpipe-v) use exactly 2 chunks per device");
    report_error("this family uses exactly 1 chunk per device");
  }
  if (sh.group != 0 && f != family::interleaved_grouped)
    report_error("only grouped interleaved 1F1B takes a group size");
  if (f == family::interleaved_grouped && sh.group == 0) sh.group = sh.devices;
  if (sh.iterations < 0) report_error("the number of iterations must not be negative");
  if (sh.iterations > 1 && f != family::two_bw)
    report_error("only 2bw spans several iterations; the other families flush after each one (run them once per "
                 "iteration)");
  if (sh.iterations <= 1) sh.iterations = 0;  // one iteration, however it was asked for
  if (sh.iterations > 1) {
    if (sh.microbatches % sh.iterations != 0)
      report_error("the microbatches (all iterations together) must divide evenly into the iterations");
    if (sh.microbatches_per_iteration() < sh.devices - 1)
      report_error("2bw over several iterations needs at least p-1 microbatches per iteration (two weight "
                   "versions are enough only then)");
  }
  if (estimated_schedule_actions(f, sh) > limits::max_actions)
    report_error("the schedule would hold more than 67108864 actions (limits::max_actions: devices x chunks x "
                 "microbatches x up to 7); use fewer microbatches or devices");
  return sh;
}

// Checks a hand-written block and the shape to repeat it over (devices and chunks 0: the
// block's); returns the shape with them filled in. The same limits as a family's shape.
template <class = void>
constexpr shape checked_shape(const building_block& blk, shape sh) {
  validate(blk);
  if (sh.devices == 0) sh.devices = blk.devices;
  if (sh.chunks == 0) sh.chunks = blk.chunks;
  if (sh.devices != blk.devices) report_error("the shape's devices differ from the block's (0: the block's)");
  if (sh.chunks != blk.chunks) report_error("the shape's chunks per device differ from the block's (0: the block's)");
  if (sh.microbatches < 1) report_error("the number of microbatches must be at least 1");
  if (sh.microbatches > limits::max_microbatches)
    report_error("the number of microbatches must be at most 1048576 (limits::max_microbatches)");
  if (sh.group != 0) report_error("only grouped interleaved 1F1B takes a group size");
  if (sh.iterations > 1) report_error("a block's schedule spans one iteration (only 2bw spans several)");
  if (sh.iterations < 0) report_error("the number of iterations must not be negative");
  sh.iterations = 0;
  // repeat() lays the block out on a timeline of one entry per slot: its last start.
  int last = 0;
  for (int st = 0; st < blk.stages(); ++st)
    for (int x : {blk[st].f, blk[st].b, blk[st].w}) last = x > last ? x : last;
  if (last + std::int64_t{sh.microbatches - 1} * blk.interval >= limits::max_actions)
    report_error("the repeated block spans more than 67108864 slots (limits::max_actions): its offsets and "
                 "interval x microbatches are too large");
  // Computes and comm as estimated_schedule_actions counts them; within 64 bits here.
  const std::int64_t per_pass = (blk.split ? 3 : 2) + (blk.devices > 1 ? 4 : 0);
  if (std::int64_t{blk.stages()} * sh.microbatches * per_pass > limits::max_actions)
    report_error("the schedule would hold more than 67108864 actions (limits::max_actions: devices x chunks x "
                 "microbatches x up to 7); use fewer microbatches or devices");
  return sh;
}

namespace detail {
// A family's compute order, unvalidated. With `tail` (and `fill`), the end of V-Half's
// order, V-Min's where it takes V-Half's block, each of v-auto's block candidates and the
// grouped interleaved order is then list-scheduled critical chain first where that is
// shorter (passes/tail.hpp): at unit costs V-Half's bubble falls to the authors' best for
// its memory. It gains nothing on V-Min's own block or V-ZB's construction (p = 4, 8, 16,
// m = p..8p, both cost settings), and the other generators give the papers' own orders.
// Compile time (no `fill`) takes the blocks' orders as they are.
// `memory_caps`: activation units, one value for every device or one per device (0: none
// on that device); only v-auto generates under them. `pick`: which candidates of the
// authors' search V-Half and V-Min try (every one but at compile time).
template <class = void>
constexpr schedule generate_order(family f, shape sh, const costs& c, const std::vector<double>& memory_caps,
                                  bool fill, bool tail, slot_pick pick = {}) {
  sh = checked_shape(f, sh);
  for (double x : memory_caps)
    if (!(x >= 0)) report_error("the memory cap must not be negative");  // NaN too: it narrows below
  if (memory_caps.empty() || (memory_caps.size() != 1 && static_cast<int>(memory_caps.size()) != sh.devices))
    report_error("the memory caps must be one value or one per device");
  check_costs(c);
  if (f == family::v_auto) {
    device_caps caps;
    for (double x : memory_caps)
      caps.push_back(x > 0 ? cap_in_chunk_activations(x, sh.chunks) : sh.devices * sh.chunks);
    return v_auto(sh.devices, sh.microbatches, c, caps, fill, tail);
  }
  if (f == family::gpipe) return orders::gpipe(sh.devices, sh.microbatches);
  if (f == family::dualpipe_v) {
    // Compile time: the published order, without timing the others. (Not a ?: of the two:
    // g++ 12 then frees the result's lists before the caller reads them in constant
    // evaluation.)
    if (!fill) return orders::dualpipe_v(sh.devices, sh.microbatches);
    return dualpipe_v_order(sh.devices, sh.microbatches, c);
  }
  if (f == family::interleaved) return orders::interleaved(sh.devices, sh.microbatches, sh.chunks);
  if (f == family::interleaved_grouped) {
    schedule s = orders::interleaved_grouped(sh.devices, sh.microbatches, sh.chunks, sh.group);
    if (fill && tail) return pipesched::reschedule_tail(s, c);
    return s;
  }
  if (f == family::two_bw) {
    // 1F1B's order over every microbatch of every iteration (no flush); the steps come
    // with complete_order.
    schedule s = block_order(*family_block(f, sh.devices), sh.microbatches, c, 0, fill);
    s.dims = sh;
    return s;
  }
  // V-ZB may use 1F1B's memory on every device (its block's peak): the ZB-V construction
  // fills its warm-up and cool-down within it. The repeated block is the fallback, and
  // what compile time uses (no gap filling).
  const int fill_cap = f == family::v_zb ? sh.devices * sh.chunks : 0;
  if (f == family::v_zb && fill) {
    // Under a memory cap below its peak, what v-auto finds under that cap: bubble traded
    // for memory, as v-auto trades it (an error naming the smallest feasible cap below that).
    schedule s = v_zb_order(sh.devices, sh.microbatches, c, fill_cap);
    device_caps caps;
    bool over = false;
    const std::vector<int> peaks = peak_activations(s);
    for (std::size_t d = 0; d < peaks.size(); ++d) {
      const double x = memory_caps.size() == 1 ? memory_caps.front() : memory_caps[d];
      caps.push_back(x > 0 ? cap_in_chunk_activations(x, sh.chunks) : fill_cap);
      over = over || peaks[d] > caps.back();
    }
    if (!over) return s;
    return v_auto(sh.devices, sh.microbatches, c, caps, fill, tail);
  }
  if (f == family::v_min && fill) {
    v_min_made x = v_min_order(sh.devices, sh.microbatches, c, tail, pick);
    if (tail && (x.v_half_block || x.slot_grid))
      return detail::reschedule_tail(std::move(x.made.order), x.made.timing, c);
    return std::move(x.made.order);
  }
  if (f == family::v_half && fill) {
    // Its block squeezed (and tailed), or the authors' search within its peak where shorter.
    const building_block vhalf = blocks::v_half(sh.devices);
    const std::vector<int> caps(static_cast<std::size_t>(sh.devices), repeated_peak(vhalf, sh.microbatches));
    if (tail && pick.candidate()) {  // the winner is known: nothing else to time
      slot_search y = v_slot_search(sh.devices, sh.microbatches, c, caps, false, pick);
      if (y.found()) {  // (named first: nvcc 13 read the returned order as uninitialised)
        schedule won = detail::reschedule_tail(std::move(y.made().order), y.made().timing, c);
        return won;
      }
    }
    squeezed_order x = squeezed_block(vhalf, sh.microbatches, c, 0);
    timed_tail own = tailed_if(tail, std::move(x), c);
    if (!tail) return std::move(own.order);  // for offload: the block's order (v_min_order)
    slot_search y = v_slot_search(sh.devices, sh.microbatches, c, caps, false, pick);
    if (!y.found() || y.made().timing.makespan >= own.makespan - 1e-9) return std::move(own.order);
    return detail::reschedule_tail(std::move(y.made().order), y.made().timing, c);
  }
  if ((f == family::zb_h1 || f == family::zb_h2) && fill) return zb_h_order(f, sh.devices, sh.microbatches, c);
  return block_order(*family_block(f, sh.devices), sh.microbatches, c, fill_cap, fill);
}
template <class = void>
constexpr schedule generate_order(family f, shape sh, const costs& c, double memory_cap, bool fill, bool tail,
                                  slot_pick pick = {}) {
  return generate_order(f, sh, c, std::vector<double>{memory_cap}, fill, tail, pick);
}

// `order` refined by `steps` of refine_order(). V-Min's own order is rigid from p = 8 on
// (the walk moves among orders of equal makespan), while the authors' mixed blocks that
// fit within its peak start no shorter but are not: at the measured costs, p = 8, m = 32,
// V-Min's order refines 0.309 -> 0.308 and a mix 0.302 -> 0.217 in 10^6 steps (p = 11,
// m = 44, 2 x 10^5 steps: 0.315 and 0.268). So for V-Min the steps are shared between its
// order and the best two mixes within its peak (max over devices: a mix may hold more than
// V-Min on some devices), and the shortest result wins (ties: V-Min's own).
template <class = void>
constexpr schedule refined_order(family f, schedule order, const costs& c, long steps, std::uint64_t seed) {
  std::vector<schedule> starts;
  if (f == family::v_min && order.dims.iterations <= 1) {
    int cap = max_peak_activations(order);
    // V-Min's own block too, where the order is the authors' search's (it refines further).
    if (schedule own = squeezed_block(blocks::v_min(order.devices()), order.microbatches(), c, 0).order; !(own == order))
      starts.push_back(std::move(own));
    for (const building_block& blk : mixed_v_candidates(order.devices(), order.microbatches(), c, cap))
      if (schedule mix = squeezed_block(blk, order.microbatches(), c, cap).order; !(mix == order))
        starts.push_back(std::move(mix));
  }
  const long share = steps / static_cast<long>(starts.size() + 1);
  schedule best = refine_order(std::move(order), c, share, seed);
  double best_makespan = time_actions(best, c).makespan;
  for (schedule& start : starts) {
    schedule r = refine_order(std::move(start), c, share, seed);
    if (const double makespan = time_actions(r, c).makespan; makespan < best_makespan - 1e-9) {
      best = std::move(r);
      best_makespan = makespan;
    }
  }
  return best;
}

// What an order lacks: the comm actions, and 2BW's optimizer steps (several iterations).
template <class = void>
constexpr schedule complete_order(const schedule& order) {
  schedule s = insert_comm(order);
  if (s.dims.iterations > 1) return with_optimizer_steps(s);
  return s;
}

// The error of check_memory_caps: device `over` holds `units` activation units, above its
// cap; `what` names what holds them ("this family's peak").
template <class = void>
[[noreturn]] inline void cap_error(int over, double units, bool one_cap, std::string_view what) {
  report_error((std::string("the memory cap is below ") + std::string(what) + (one_cap ? "" : " there") +
                "; the smallest feasible cap" + (one_cap ? "" : " for device " + std::to_string(over)) + " is " +
                units_text(units) + " activation units")
                   .c_str(),
               at_device(over));
}
}  // namespace detail

// The device of `s` above its memory cap (activation units, one value or one per device,
// 0: none), or -1 where every device is within its own; its peaks are counted as they are,
// with the recomputes and offloads `s` holds. Over one cap for every device: the device
// that holds the most.
template <class = void>
constexpr int device_over_caps(const schedule& s, const std::vector<double>& caps) {
  if (caps.size() != 1 && static_cast<int>(caps.size()) != s.devices())
    report_error("the memory caps must be one value or one per device");
  bool any = false;
  for (double x : caps) any = any || x > 0;
  if (!any) return -1;
  const std::vector<double> peaks = peak_activation_units_per_device(s);
  int over = -1;
  for (int d = 0; d < s.devices(); ++d) {
    const auto i = static_cast<std::size_t>(d);
    const double cap = caps.size() == 1 ? caps.front() : caps[i];
    if (cap > 0 && peaks[i] > cap + 1e-9 &&
        (over < 0 || (caps.size() == 1 && peaks[i] > peaks[static_cast<std::size_t>(over)])))
      over = d;
  }
  return over;
}

// `s` against memory caps as device_over_caps counts them, so a cap applies after the
// recompute and offload passes as it does in bytes: a device above its own cap is an
// error naming it and the smallest cap it fits; `what` says whose peak it is.
template <class = void>
constexpr void check_memory_caps(const schedule& s, const std::vector<double>& caps,
                                 std::string_view what = "this schedule's peak") {
  if (int over = device_over_caps(s, caps); over >= 0)
    detail::cap_error(over, peak_activation_units_per_device(s)[static_cast<std::size_t>(over)], caps.size() == 1,
                      what);
}

// What make_schedule does beyond a family's plain order; designated initializers name
// what a call changes: make_schedule(f, sh, c, {.memory_cap = 4, .refine_steps = 100000}).
struct generation_options {
  // Activation units, 0 = none. v-auto searches under it (without one, under 1F1B's
  // memory, p units); for the other families a cap below their peak is an error that
  // names the family's peak.
  double memory_cap = 0;
  // The same per device: one value (every device) or one per device, each device's peak
  // held to its own (0: none on that device). Empty: memory_cap for every device; not both.
  std::vector<double> memory_caps{};
  // The squeeze's gap filling. Without it: the same memory, more bubble, far cheaper
  // (what compile-time instantiation uses).
  bool fill = true;
  // > 0: that many steps of refine_order() (passes/refine.hpp) on the order: never
  // longer, no higher peak (for V-Min shared with mixed V blocks: detail::refined_order).
  long refine_steps = 0;
  std::uint64_t refine_seed = 1;
  // The end of the order list-scheduled critical chain first (passes/tail.hpp; which
  // families: detail::generate_order). It runs each device's last backward and weight
  // passes back to back, so activations reloaded for them stay longer: for activation
  // offload (passes/offload.hpp) generate without it (V-Half, p = 4, full offload: 3 units
  // with it, 2 without).
  bool tail = true;
  // The vocabulary layers as passes of the schedule (core/vocab.hpp): none; naive (the
  // embedding on the first stage's device, the head on the last's); algorithm_1 or
  // algorithm_2, sharded over all devices (detail::vocab_order). Their costs: costs::vocab.
  vocab_placement vocab = vocab_placement::none;
  friend constexpr bool operator==(const generation_options&, const generation_options&) = default;
};

// The families generated with vocabulary passes: those made of one building block with
// every pass in it (the block's backward can be shifted to run ahead; generate.hpp).
constexpr bool takes_vocab_passes(family f) {
  return f == family::one_f_one_b || f == family::zb_h1 || f == family::v_half || f == family::v_min;
}

namespace detail {
// A family's compute order with the vocabulary passes of `v` placed in it: its block with
// every backward shifted by vocab_extra_in_flight(v) intervals (the same slots modulo the
// interval, so still a valid block: each device runs that many more microbatches ahead and
// holds that much more, alike on every device of a V), repeated, squeezed within its own
// peaks, and the vocabulary passes list-scheduled into it (passes/vocab.hpp).
template <class = void>
constexpr schedule vocab_order(family f, shape sh, const costs& c, vocab_placement v, bool fill) {
  building_block blk = *family_block(f, sh.devices);
  const int shift = vocab_extra_in_flight(v) * blk.interval;
  for (int st = 0; st < blk.stages(); ++st) {
    blk[st].b += shift;
    if (blk.split) blk[st].w += shift;
  }
  return with_vocab_passes(block_order(blk, sh.microbatches, c, 0, fill), c, v);
}

// The caps of `o`: one value or one per device. (An `if`, not `empty() ? std::vector{cap} :
// caps`: g++ 12 frees the storage of such a conditional's result in a constant expression,
// and the schedule returned later read as "use of allocated storage after deallocation".)
template <class = void>
constexpr std::vector<double> caps_of(const generation_options& o) {
  if (o.memory_caps.empty()) return {o.memory_cap};
  return o.memory_caps;
}
}  // namespace detail

// Generates, validates and returns the schedule of family `f`.
template <class = void>
constexpr schedule make_schedule(family f, shape sh, const costs& c = {}, const generation_options& o = {}) {
  if (o.refine_steps < 0) report_error("the number of refine steps must not be negative");
  static_assert(limits::max_refine_steps == 10'000'000, "the message below states the limit");
  if (o.refine_steps > limits::max_refine_steps)
    report_error("the number of refine steps must be at most 10000000 (limits::max_refine_steps)");
  (void)checked_shape(f, sh);  // (its errors before those of the costs)
  if (f == family::dualpipe_v && o.refine_steps > 0)
    report_error("dualpipe-v is DualPipeV's own order: refine does not move its overlapped pairs");
  check_costs(c);              // the costs as given, not as scaled
  const costs scaled = detail::unit_scaled(c);
  if (!o.memory_caps.empty() && o.memory_cap != 0) report_error("give memory_cap or memory_caps, not both");
  const std::vector<double> caps = detail::caps_of(o);
  if (o.vocab != vocab_placement::none) {
    if (!takes_vocab_passes(f))
      report_error((std::string("vocabulary passes are generated for 1f1b, zb-h1, v-half and v-min (one building "
                                "block each), not for ") +
                    std::string(to_string(f)))
                       .c_str());
    if (is_vocab_parallel(o.vocab) && sh.devices < 2)
      report_error("vocabulary parallelism shards the vocabulary over the pipeline's devices: it needs at least 2");
    if (o.refine_steps > 0) report_error("refine does not move vocabulary passes: leave refine_steps at 0");
    const schedule s = detail::complete_order(detail::vocab_order(f, checked_shape(f, sh), scaled, o.vocab, o.fill));
    validate(s);
    check_memory_caps(s, caps, "this family's peak with its vocabulary passes");
    return s;
  }
  schedule order = detail::generate_order(f, sh, scaled, caps, o.fill, o.tail);
  if (o.refine_steps > 0) order = detail::refined_order(f, std::move(order), scaled, o.refine_steps, o.refine_seed);
  const schedule s = detail::complete_order(order);
  validate(s);
  if (f != family::v_auto) check_memory_caps(s, caps, "this family's peak");
  return s;
}

// Generates, validates and returns the schedule of a hand-written block repeated over
// `sh` (devices and chunks 0: the block's): the run-time twin of block_schedule, squeezed
// within the block's own peaks unless `o.fill` is false. `o.tail` does not apply (the
// tail pass picks families); a memory cap below the block's peak is an error naming it.
template <class = void>
constexpr schedule make_schedule(const building_block& blk, shape sh, const costs& c = {},
                                 const generation_options& o = {}) {
  if (o.refine_steps < 0) report_error("the number of refine steps must not be negative");
  if (o.refine_steps > limits::max_refine_steps)
    report_error("the number of refine steps must be at most 10000000 (limits::max_refine_steps)");
  sh = checked_shape(blk, sh);
  check_costs(c);
  const costs scaled = detail::unit_scaled(c);
  if (!o.memory_caps.empty() && o.memory_cap != 0) report_error("give memory_cap or memory_caps, not both");
  const std::vector<double> caps = detail::caps_of(o);
  for (double x : caps)
    if (!(x >= 0)) report_error("the memory cap must not be negative");
  if (caps.size() != 1 && static_cast<int>(caps.size()) != sh.devices)
    report_error("the memory caps must be one value or one per device");
  schedule order = detail::block_order(blk, sh.microbatches, scaled, 0, o.fill);
  if (o.refine_steps > 0) order = refine_order(std::move(order), scaled, o.refine_steps, o.refine_seed);
  const schedule s = detail::complete_order(order);
  validate(s);
  check_memory_caps(s, caps, "this block's peak");
  return s;
}

}  // namespace pipesched
