#pragma once
// V orders made on a grid of unit slots, the way the authors' controllable-memory search
// makes them (sail-sg/zero-bubble-pipeline-parallelism, v_auto_schedule.py; this is our own
// code for the same steps, read from theirs):
//   1. a block: device 0's six passes at residues modulo 6 (F0 at 0; F1, B1, B0 anywhere
//      else; each W at the first free residue after its B); each next device moves F0 and
//      B1 by +k and F1 and B0 by -1, with k = k_top on the first `split` steps and
//      k_bottom after (a block whose residues collide on a device is no block);
//   2. repeated over M = max(m, 2p) microbatches: each pass of microbatch 0 takes the first
//      slot of its residue after the pass before it in the round trip (F0 down, F1 up, B1
//      down, B0 up), each W the first after its B; microbatch j is 6j slots later;
//   3. squeezed: every pass as early as the grid allows in its device's order (unit passes,
//      a slot per hop, as the simulator at F = B = W and no comm);
//   4. warm-up rebuilt before each device's first B0: its forwards first, as many as the
//      peak allows (F1 up to min(d + 1, peak / 2)), then B1, W1 and a forward in turns;
//   5. the extra microbatches dropped (m < 2p), and where m <= p some early W moved to the
//      end so every device may hold the peak;
//   6. cool-down rebuilt: each device's last B0 (up to (peak + 1) / 2) and B1 (up to d + 1
//      and the rest of the peak) packed against device 0's last F1, tightly down and up the
//      V, the W dropped from the end put back into the free slots after them;
//   7. gaps filled greedily in slot order: into each empty slot the first later pass of a
//      kind whose input is already done, a forward only if it raises no peak;
//   8. every W relabelled to the oldest backward still without one.
// The result is an order; the simulator times it with the real costs. Nothing here looks
// at the costs: ranking the orders is the caller's (generate.hpp).
#include "../core/sized_vector.hpp"
#include <array>
#include <vector>

#include "../core/error.hpp"
#include "../schedule.hpp"

namespace pipesched::orders {

namespace detail {
// Slot contents, in the order of the passes of a device's 6-slot block.
enum slot_kind : char { empty = 0, f0 = 1, f1 = 2, b1 = 3, b0 = 4, w1 = 5, w0 = 6 };
inline constexpr int slot_kinds = 7;

// A pass whose input comes from the device below (d - 1): F0 and B1; from above: F1, B0.
constexpr bool goes_down(char k) { return k == f0 || k == b1; }
constexpr bool goes_up(char k) { return k == f1 || k == b0; }
constexpr int memory_of(char k) { return k == f0 || k == f1 ? 1 : k == w0 || k == w1 ? -1 : 0; }
constexpr bool is_forward(char k) { return k == f0 || k == f1; }
constexpr bool is_weight(char k) { return k == w0 || k == w1; }

// A class template under an alias: its members are instantiated where used (pipesched.hpp).
template <class = void>
struct basic_slot_grid {
  int devices = 0;
  int microbatches = 0;
  std::vector<std::vector<char>> rows;  // per device, a slot each

  constexpr std::size_t width() const {
    std::size_t w = 0;
    for (const auto& r : rows) w = r.size() > w ? r.size() : w;
    return w;
  }
  constexpr void pad() {
    const std::size_t w = width();
    for (auto& r : rows) r.resize(w, empty);
  }
  constexpr int peak(int d) const {
    int live = 0, high = 0;
    for (char k : rows[static_cast<std::size_t>(d)]) {
      live += memory_of(k);
      high = live > high ? live : high;
    }
    return high;
  }
  constexpr int peak() const {
    int high = 0;
    for (int d = 0; d < devices; ++d) high = peak(d) > high ? peak(d) : high;
    return high;
  }
};
using slot_grid = basic_slot_grid<>;

// Device 0's residues {F0, F1, B1, B0, W1, W0} with the W filled in; the next device's from
// it; false where two passes of a device share a residue.
template <class = void>
constexpr bool fill_weights(std::array<int, 6>& r) {
  bool used[6] = {};
  for (int i = 0; i < 4; ++i) {
    if (used[r[static_cast<std::size_t>(i)]]) return false;
    used[r[static_cast<std::size_t>(i)]] = true;
  }
  for (int i : {2, 3}) {  // B1 -> W1, B0 -> W0
    int t = r[static_cast<std::size_t>(i)];
    while (used[t % 6]) ++t;
    r[static_cast<std::size_t>(i + 2)] = t % 6;
    used[t % 6] = true;
  }
  return true;
}

template <class = void>
constexpr bool residues(int devices, const std::array<int, 3>& first, int k_top, int k_bottom, int split,
                        std::vector<std::array<int, 6>>& out) {
  out.assign(static_cast<std::size_t>(devices), {});
  out[0] = {0, first[0], first[1], first[2], 0, 0};
  if (!fill_weights(out[0])) return false;
  for (int d = 1; d < devices; ++d) {
    const auto& a = out[static_cast<std::size_t>(d - 1)];
    const int k = d - 1 < split ? k_top : k_bottom;
    auto& r = out[static_cast<std::size_t>(d)];
    r = {(a[0] + k) % 6, (a[1] + 5) % 6, (a[2] + k) % 6, (a[3] + 5) % 6, 0, 0};
    if (!fill_weights(r)) return false;
  }
  return true;
}

// Step 2: the block repeated over `total` microbatches.
template <class = void>
constexpr slot_grid repeated_grid(int devices, int total, const std::vector<std::array<int, 6>>& res) {
  slot_grid g{devices, total, {}};
  const std::size_t width = static_cast<std::size_t>(6 * (4 * devices + total + 1));
  g.rows.assign(static_cast<std::size_t>(devices), std::vector<char>(width, empty));
  int cursor = 6;
  auto lay = [&](int d, char kind, int from) {
    const int r = res[static_cast<std::size_t>(d)][static_cast<std::size_t>(kind - 1)];
    int t = from;
    while (t % 6 != r) ++t;
    for (int j = 0; j < total; ++j) g.rows[static_cast<std::size_t>(d)][static_cast<std::size_t>(t + 6 * j)] = kind;
    return t;
  };
  for (char kind : {f0, f1, b1, b0}) {
    for (int i = 0; i < devices; ++i) {
      const int d = goes_down(kind) ? i : devices - 1 - i;
      const int t = lay(d, kind, cursor);
      cursor = t + 1;
      if (kind == b1 || kind == b0) lay(d, kind == b1 ? w1 : w0, cursor);
    }
  }
  return g;
}

// Step 3: every pass at its earliest slot in its device's order (a slot after its input).
// False where an input is not placed before it (not an order).
template <class = void>
constexpr bool squeeze_grid(slot_grid& g) {
  g.pad();
  const int P = g.devices, M = g.microbatches;
  const std::size_t width = g.width();
  std::vector<std::vector<char>> out(static_cast<std::size_t>(P), std::vector<char>(width, empty));
  // at[(j * P + d) * kinds + kind]: where pass `kind` of microbatch j sits on device d.
  std::vector<int> at(static_cast<std::size_t>(M) * static_cast<std::size_t>(P) * slot_kinds, -1);
  std::vector<std::array<int, slot_kinds>> count(static_cast<std::size_t>(P), std::array<int, slot_kinds>{});
  std::vector<int> next(static_cast<std::size_t>(P), 0);
  auto idx = [&](int j, int d, char k) {
    return (static_cast<std::size_t>(j) * static_cast<std::size_t>(P) + static_cast<std::size_t>(d)) * slot_kinds +
           static_cast<std::size_t>(k);
  };
  std::size_t used = 0;
  for (std::size_t t = 0; t < width; ++t)
    for (int dir = 0; dir < 2; ++dir)
      for (int i = 0; i < P; ++i) {
        const int d = dir == 0 ? i : P - 1 - i;
        const char k = g.rows[static_cast<std::size_t>(d)][t];
        if (k == empty) continue;
        const bool down_row = k == f0 || k == b1 || k == w1;
        if (down_row != (dir == 0)) continue;
        int& n = count[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)];
        if (n >= M) return false;
        int slot = next[static_cast<std::size_t>(d)];
        const int from = goes_down(k) && d > 0 ? d - 1 : goes_up(k) && d + 1 < P ? d + 1 : -1;
        if (from >= 0) {
          const int in = at[idx(n, from, k)];
          if (in < 0) return false;
          slot = in + 1 > slot ? in + 1 : slot;
        }
        out[static_cast<std::size_t>(d)][static_cast<std::size_t>(slot)] = k;
        at[idx(n, d, k)] = slot;
        ++n;
        next[static_cast<std::size_t>(d)] = slot + 1;
        used = static_cast<std::size_t>(slot + 1) > used ? static_cast<std::size_t>(slot + 1) : used;
      }
  for (auto& r : out) r.resize(used);
  g.rows = std::move(out);
  return true;
}

// Step 4. False where the rebuilt warm-up runs into what follows it.
template <class = void>
constexpr bool rebuild_warmup(slot_grid& g) {
  const int P = g.devices, M = g.microbatches;
  int peak = g.peak();
  peak = peak < 2 * P ? peak : 2 * P;
  for (int d = 0; d < P; ++d) {
    auto& row = g.rows[static_cast<std::size_t>(d)];
    int want_f1 = d + 1 < peak / 2 ? d + 1 : peak / 2;
    want_f1 = want_f1 < M ? want_f1 : M;
    const int want_f0 = peak - want_f1 < M ? peak - want_f1 : M;
    int n_f0 = 0, n_f1 = 0, n_b = 0, n_w = 0;
    for (std::size_t t = 0; t < row.size() && row[t] != b0; ++t) {
      const char k = row[t];
      n_f0 += k == f0, n_f1 += k == f1, n_b += k == b1, n_w += k == w1;
      if (k == w0) return false;
      row[t] = empty;
    }
    std::size_t t = static_cast<std::size_t>(d);
    int u_f0 = 0, u_f1 = 0, u_b = 0, u_w = 0;
    auto put = [&](char k) {
      if (t >= row.size()) return false;
      row[t] = k;
      return true;
    };
    for (int s = 0; s < 2 * (P - 1 - d); ++s, ++t)
      if (u_f0 < want_f0 && u_f0 < n_f0) {
        if (!put(f0)) return false;
        ++u_f0;
      }
    for (int s = 0; s <= d; ++s) {
      if (u_f0 < want_f0 && u_f0 < n_f0) {
        if (!put(f0)) return false;
        ++u_f0;
      }
      ++t;
      if (u_f1 < want_f1 && u_f1 < n_f1) {
        if (!put(f1)) return false;
        ++u_f1;
      }
      ++t;
    }
    while (u_f0 < n_f0 || u_f1 < n_f1 || u_b < n_b || u_w < n_w) {
      if (u_b < n_b) {
        if (!put(b1)) return false;
        ++u_b;
      }
      ++t;
      if (u_w < n_w) {
        if (!put(w1)) return false;
        ++u_w;
      }
      ++t;
      if (u_f1 < n_f1) {
        if (u_f1 >= u_f0 || !put(f1)) return false;
        ++u_f1;
      } else if (u_f0 < n_f0) {
        if (!put(f0)) return false;
        ++u_f0;
      }
      ++t;
    }
  }
  return true;
}

// Step 5: the first m of each kind kept on each device.
template <class = void>
constexpr void keep_microbatches(slot_grid& g, int m) {
  for (auto& row : g.rows) {
    int seen[slot_kinds] = {};
    for (char& k : row)
      if (k != empty && seen[static_cast<int>(k)]++ >= m) k = empty;
  }
  g.microbatches = m;
}

// Step 5, m <= p: each device's first W moved to the end until it may hold `peak`.
template <class = void>
constexpr void release_early_weights(slot_grid& g, int peak) {
  std::vector<int> own = pipesched::detail::sized_vector<int>(static_cast<std::size_t>(g.devices));  // (clang: not vector(n))
  int lowest = peak;
  for (int d = 0; d < g.devices; ++d) {
    own[static_cast<std::size_t>(d)] = g.peak(d);
    lowest = own[static_cast<std::size_t>(d)] < lowest ? own[static_cast<std::size_t>(d)] : lowest;
  }
  const std::size_t extra = static_cast<std::size_t>(peak - lowest > 0 ? peak - lowest : 0);
  for (int d = 0; d < g.devices; ++d) {
    auto& row = g.rows[static_cast<std::size_t>(d)];
    std::vector<char> moved;
    for (std::size_t t = 0; t < row.size() && own[static_cast<std::size_t>(d)] + static_cast<int>(moved.size()) < peak;
         ++t)
      if (is_weight(row[t])) {
        moved.push_back(row[t]);
        row[t] = empty;
      }
    moved.resize(extra, empty);
    row.insert(row.end(), moved.begin(), moved.end());
  }
}

// Step 6. False where the packed backwards do not fit the grid.
template <class = void>
constexpr bool rebuild_cooldown(slot_grid& g) {
  const int P = g.devices, m = g.microbatches;
  const int peak = g.peak();
  if (peak > 2 * P) return false;
  const int most_b0 = (peak + 1) / 2 < m ? (peak + 1) / 2 : m;
  const int most_b1 = peak - most_b0 < m ? peak - most_b0 : m;
  long anchor = -1;  // device 0's last F1
  for (int d = 0; d < P; ++d) {
    auto& row = g.rows[static_cast<std::size_t>(d)];
    int n_b1 = 0, n_b0 = 0, n_w1 = 0, n_w0 = 0;
    long last_f1 = -1;
    for (std::size_t i = row.size(); i-- > 0;) {
      const char k = row[i];
      if (k == f1 && last_f1 < 0) last_f1 = static_cast<long>(i);
      if (k == b1 && n_b1 < d + 1 && n_b1 < most_b1) {
        row[i] = empty;
        ++n_b1;
      }
      if (k == b0 && n_b0 < most_b0) {
        row[i] = empty;
        ++n_b0;
      }
    }
    for (std::size_t i = row.size(); i-- > 0;) {
      if (n_w1 >= n_b1 && n_w0 >= n_b0 && n_w1 + n_w0 >= peak) break;
      if (row[i] == w1) row[i] = empty, ++n_w1;
      if (row[i] == w0) row[i] = empty, ++n_w0;
    }
    if (d == 0) anchor = last_f1;
    for (int k = 0; k < n_b0; ++k) {
      const long t = anchor - d + 2 * P - 2 * k;
      if (t < 0 || t >= static_cast<long>(row.size()) || row[static_cast<std::size_t>(t)] != empty) return false;
      row[static_cast<std::size_t>(t)] = b0;
    }
    for (int k = 0; k < n_b1; ++k) {
      const long t = anchor + 1 + d - 2 * k;
      if (t < 0 || t >= static_cast<long>(row.size())) return false;
      row[static_cast<std::size_t>(t)] = b1;  // (what it covers is lost: the result fails the check)
    }
  }
  // The W back, each into the first free slot after the device's last W still placed.
  for (auto& row : g.rows) {
    long last_w = -1;
    for (std::size_t i = 0; i < row.size(); ++i)
      if (is_weight(row[i])) last_w = static_cast<long>(i);
    int owed1 = 0, owed0 = 0;
    for (std::size_t i = 0; i < row.size(); ++i) {
      const char k = row[i];
      owed1 += (k == b1) - (k == w1);
      owed0 += (k == b0) - (k == w0);
      if (k == empty && static_cast<long>(i) > last_w) {
        if (owed1 > 0)
          row[i] = w1, --owed1;
        else if (owed0 > 0)
          row[i] = w0, --owed0;
      }
    }
    for (; owed1 > 0; --owed1) row.push_back(w1);
    for (; owed0 > 0; --owed0) row.push_back(w0);
  }
  g.pad();
  return true;
}

// Step 7.
template <class = void>
constexpr void fill_gaps(slot_grid& g) {
  const int P = g.devices, m = g.microbatches;
  const int peak = g.peak();
  const std::size_t width = g.width();
  std::vector<std::array<long, slot_kinds>> last = pipesched::detail::sized_vector<std::array<long, slot_kinds>>(static_cast<std::size_t>(P));
  for (int d = 0; d < P; ++d) {
    last[static_cast<std::size_t>(d)].fill(-1);
    for (std::size_t t = 0; t < width; ++t)
      last[static_cast<std::size_t>(d)][static_cast<std::size_t>(g.rows[static_cast<std::size_t>(d)][t])] =
          static_cast<long>(t);
  }
  std::vector<int> live(static_cast<std::size_t>(P), 0);
  std::vector<std::array<int, slot_kinds>> count(static_cast<std::size_t>(P), std::array<int, slot_kinds>{});
  std::vector<int> at(static_cast<std::size_t>(m) * static_cast<std::size_t>(P) * slot_kinds, -1);
  auto idx = [&](int j, int d, char k) {
    return (static_cast<std::size_t>(j) * static_cast<std::size_t>(P) + static_cast<std::size_t>(d)) * slot_kinds +
           static_cast<std::size_t>(k);
  };
  auto record = [&](int d, char k, std::size_t t) {
    int& n = count[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)];
    if (n < m) at[idx(n, d, k)] = static_cast<int>(t);
    ++n;
    live[static_cast<std::size_t>(d)] += memory_of(k);
  };
  for (std::size_t t = 0; t < width; ++t)
    for (int d = 0; d < P; ++d) {
      auto& row = g.rows[static_cast<std::size_t>(d)];
      if (row[t] != empty) {
        record(d, row[t], t);
        continue;
      }
      bool open[slot_kinds] = {};
      int n_open = 0;
      for (int k = 1; k < slot_kinds; ++k)
        if (last[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)] > static_cast<long>(t)) open[k] = true, ++n_open;
      int delta = 0, high = 0;
      for (std::size_t u = t + 1; u < width && n_open > 0; ++u) {
        const char k = row[u];
        delta += memory_of(k);
        const int high_before = high;
        high = delta > high ? delta : high;
        if (k == empty || !open[static_cast<int>(k)]) continue;
        open[static_cast<int>(k)] = false;
        --n_open;
        if (is_forward(k) && live[static_cast<std::size_t>(d)] + high_before >= peak) continue;
        const int n = count[static_cast<std::size_t>(d)][static_cast<std::size_t>(k)];
        bool ready = true;
        if (n >= m) {
          ready = false;
        } else if (goes_down(k)) {
          if (d > 0) {
            const int in = at[idx(n, d - 1, k)];
            ready = in >= 0 && in < static_cast<int>(t) && count[static_cast<std::size_t>(d - 1)][static_cast<std::size_t>(k)] > n;
          } else if (k == b1) {
            ready = count[0][static_cast<std::size_t>(f1)] > n;
          }
        } else if (goes_up(k)) {
          if (d + 1 < P) {
            const int in = at[idx(n, d + 1, k)];
            ready = in >= 0 && in < static_cast<int>(t) && count[static_cast<std::size_t>(d + 1)][static_cast<std::size_t>(k)] > n;
          } else {
            ready = count[static_cast<std::size_t>(d)][static_cast<std::size_t>(k == f1 ? f0 : b1)] > n;
          }
        } else {
          ready = count[static_cast<std::size_t>(d)][static_cast<std::size_t>(k == w1 ? b1 : b0)] > n;
        }
        if (!ready) continue;
        row[t] = k;
        row[u] = empty;
        record(d, k, t);
        break;
      }
    }
}

// Step 8, and the order: false where a device lacks a pass or one comes before its input.
template <class = void>
constexpr bool to_order(const slot_grid& g, schedule& out) {
  const int P = g.devices, m = g.microbatches;
  out = schedule{{P, m, 2}, placement::v, true, {}};
  out.per_device.resize(static_cast<std::size_t>(P));
  std::vector<int> at(static_cast<std::size_t>(m) * static_cast<std::size_t>(P) * slot_kinds, -1);
  auto idx = [&](int j, int d, char k) {
    return (static_cast<std::size_t>(j) * static_cast<std::size_t>(P) + static_cast<std::size_t>(d)) * slot_kinds +
           static_cast<std::size_t>(k);
  };
  for (int d = 0; d < P; ++d) {
    const auto& row = g.rows[static_cast<std::size_t>(d)];
    auto& list = out.per_device[static_cast<std::size_t>(d)];
    list.reserve(static_cast<std::size_t>(6 * m));
    int n[slot_kinds] = {};
    std::vector<char> owed;  // backwards without their W yet, oldest first
    std::size_t oldest = 0;
    for (std::size_t t = 0; t < row.size(); ++t) {
      char k = row[t];
      if (k == empty) continue;
      if (is_weight(k)) {
        if (oldest == owed.size()) return false;
        k = owed[oldest++] == b1 ? w1 : w0;
      }
      if (n[static_cast<int>(k)] >= m) return false;
      const int j = n[static_cast<int>(k)]++;
      at[idx(j, d, k)] = static_cast<int>(t);
      if (k == b1 || k == b0) owed.push_back(k);
      const int stage = k == f0 || k == b0 || k == w0 ? d : 2 * P - 1 - d;
      const action_kind kind = is_forward(k) ? action_kind::F : is_weight(k) ? action_kind::W : action_kind::B;
      list.push_back({kind, stage, j});
    }
    for (int k = 1; k < slot_kinds; ++k)
      if (n[k] != m) return false;
  }
  // Each pass strictly after its input (slots are times at unit costs: then the order runs).
  for (int d = 0; d < P; ++d)
    for (int j = 0; j < m; ++j) {
      auto before = [&](int da, char ka, int db, char kb) { return at[idx(j, da, ka)] < at[idx(j, db, kb)]; };
      if (d > 0 && !(before(d - 1, f0, d, f0) && before(d - 1, b1, d, b1))) return false;
      if (d + 1 < P && !(before(d + 1, f1, d, f1) && before(d + 1, b0, d, b0))) return false;
      if (d == P - 1 && !(before(d, f0, d, f1) && before(d, b1, d, b0))) return false;
      if (d == 0 && !before(0, f1, 0, b1)) return false;
      if (!(before(d, b1, d, w1) && before(d, b0, d, w0))) return false;
    }
  return true;
}
}  // namespace detail

// One candidate of the authors' block search (see the top of this file): the block whose
// device 0 puts F1, B1 and B0 at residues first[0..2] (F0 at 0), moving F0 and B1 by k_top
// per device on the first `split` devices and k_bottom after, repeated, squeezed and
// reordered within `cap` chunk activations.
struct v_slot_order {
  schedule order;
  // The peak that decides whether a search over splits goes on (above the cap: larger
  // splits only hold more): the repeated block's, or the trimmed order's where m < 2p.
  int block_peak = 0;
  bool found = false;     // false: no block, or its order breaks a rule or the cap
  bool no_block = false;  // the residues collide
};

template <class = void>
constexpr v_slot_order v_slots(int devices, int microbatches, const std::array<int, 3>& first, int k_top,
                               int k_bottom, int split, int cap) {
  if (devices < 2) report_error("a slot-grid V order needs at least 2 devices");
  v_slot_order out;
  const int P = devices, m = microbatches;
  std::vector<std::array<int, 6>> res;
  if (!detail::residues(P, first, k_top, k_bottom, split, res)) {
    out.no_block = true;
    return out;
  }
  const int total = m > 2 * P ? m : 2 * P;
  const int most = cap < 2 * P ? cap : 2 * P;
  detail::slot_grid g = detail::repeated_grid(P, total, res);
  int start_peak = g.peak();
  out.block_peak = start_peak;
  if ((m == total && start_peak > cap) || start_peak > 2 * P) return out;
  if (!detail::squeeze_grid(g) || !detail::rebuild_warmup(g) || !detail::squeeze_grid(g)) return out;
  int peak = g.peak();
  if (peak > start_peak) return out;
  if (m < total) {
    detail::keep_microbatches(g, m);
    if (m <= P && 2 * m <= most) detail::release_early_weights(g, peak < 2 * P ? peak : 2 * P);
    if (!detail::squeeze_grid(g)) return out;
    start_peak = peak = g.peak();
    out.block_peak = peak;
    if (peak > most) return out;
  }
  if (!detail::rebuild_cooldown(g) || !detail::squeeze_grid(g)) return out;
  detail::fill_gaps(g);
  if (g.peak() > start_peak) return out;
  out.found = detail::to_order(g, out.order);
  return out;
}

}  // namespace pipesched::orders
