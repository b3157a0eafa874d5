#pragma once
// Reading back the recorded orders (static_recorded_order.hpp says why and in what form).
#include <cstddef>
#include <cstdint>

#include "generate.hpp"
#include "static_recorded_orders.hpp"

namespace pipesched::detail {

// A record's symbol for action `a` of a device's list (the inverse of recorded_lanes::next).
constexpr int recorded_code(const action& a, placement place, int devices) {
  const int k = chunk_of(place, devices, a.stage);
  switch (a.kind) {
    case action_kind::F: return k;
    case action_kind::B: return 2 + k;
    case action_kind::W: return 4 + k;
    case action_kind::BW: return 6 + k;
    case action_kind::overlap_f_b: return 8 + 2 * k + chunk_of(place, devices, a.back_stage);
    case action_kind::overlap_f_bw: return 12 + 2 * k + chunk_of(place, devices, a.back_stage);
    case action_kind::send_forward: return 16 + k;
    case action_kind::recv_forward: return 18 + k;
    case action_kind::send_backward: return 20 + k;
    case action_kind::recv_backward: return 22 + k;
    default: return -1;
  }
}

// One device's lanes while its list is read: the microbatch each chunk's F, backward, W and
// comm take next where the record does not give it (at most 2 chunks, 256 microbatches).
struct recorded_lanes {
  int next_comm[4][2] = {};  // send_forward, recv_forward, send_backward, recv_backward
  int next_f[2] = {0, 0};
  int next_back[2] = {0, 0};
  int last_w[2] = {-1, -1};
  std::uint64_t ran_b[2][4] = {};  // bit j: microbatch j ran a B (not a BW) on that chunk
  // The microbatch of pass `kind` (0 F, 1 B, 2 W, 3 BW, 4.. comm) on chunk k: `given`, or
  // predicted.
  constexpr int next(int kind, int k, int given, int m) {
    if (kind >= 4) {
      const int mb = given >= 0 ? given : next_comm[kind - 4][k];
      next_comm[kind - 4][k] = mb + 1;
      return mb;
    }
    if (kind == 0) {
      const int mb = given >= 0 ? given : next_f[k];
      next_f[k] = mb + 1;
      return mb;
    }
    if (kind == 2) {
      int mb = given;
      if (mb < 0)
        for (mb = last_w[k] + 1; mb < m && !(ran_b[k][mb / 64] >> (mb % 64) & 1u);) ++mb;
      last_w[k] = mb;
      return mb;
    }
    const int mb = given >= 0 ? given : next_back[k];
    next_back[k] = mb + 1;
    if (kind == 1 && mb >= 0 && mb < m) ran_b[k][mb / 64] |= std::uint64_t{1} << (mb % 64);
    return mb;
  }
};

// Reads record r into `actions`: device d's list from actions + d * stride, its length in
// sizes[d]. (Written in place: the compile-time schedule reads it into its fixed arrays, as a
// vector's push_back costs a constant evaluation some 400 operations an action.) A malformed
// record, or one longer than `stride`, is an internal error.
template <class = void>
constexpr void decode_recorded(const recorded_order& r, action* actions, int stride, int* sizes) {
  const int p = r.dims.devices, m = r.dims.microbatches;
  constexpr const char* malformed = "internal: a recorded compile-time order is malformed";
  if (r.dims.chunks > 2 || m > 256) report_error(malformed);
  constexpr action_kind kinds[8] = {action_kind::F,           action_kind::B,
                                    action_kind::W,           action_kind::BW,
                                    action_kind::send_forward,  action_kind::recv_forward,
                                    action_kind::send_backward, action_kind::recv_backward};
  // (Offsets into the text, not pointers compared with nullptr: with -fsanitize=undefined
  // g++ does not take an address's comparison with null as a constant.)
  const char* c = r.text;
  int previous = -1;  // where the list of the device before starts, for '='
  for (int d = 0; d < p; ++d) {
    action* const out = actions + static_cast<std::ptrdiff_t>(d) * stride;
    const int before = d > 0 ? sizes[d - 1] : 0;  // a copy may reach back into the device before's list
    int n = 0;
    recorded_lanes lanes;
    const char* const from = c;
    const bool same = *c == '=';
    if (same && previous < 0) report_error(malformed);
    if (same) c = r.text + previous;
    previous = static_cast<int>(c - r.text);
    int mb = -1, back_mb = -1;
    while (*c != '\0' && *c != '|') {
      int code = -1, count = 1, distance = 0;
      if (*c >= 'A' && *c <= 'X') {
        code = *c++ - 'A';
      } else {
        const bool given = *c == 'Z' || *c == 'Y', far = *c == '~';
        const char* const digits = given || far ? c + 1 : c;
        const int n_digits = far ? 3 : 2;
        int value = 0;
        for (int i = 0; i < n_digits; ++i) {
          const int v = recorded_digit(digits[i]);
          if (v < 0) report_error(malformed);
          value = value * recorded_digits + v;
        }
        c = digits + n_digits;
        if (given) {
          (digits[-1] == 'Z' ? mb : back_mb) = value;
          continue;
        }
        distance = value / recorded_digits + 1;
        count = value % recorded_digits + 3;
        if (distance > n + before || mb >= 0 || back_mb >= 0) report_error(malformed);
      }
      for (int i = 0; i < count; ++i) {
        if (distance > 0) {  // (out - stride: the device before's list)
          const action& copied = n >= distance ? out[n - distance] : out[n - distance - stride + before];
          code = recorded_code(copied, r.place, p);
        }
        if (n >= stride || code < 0) report_error(malformed);
        if (code < 8) {
          out[n++] = action{kinds[code / 2], stage_of(r.place, p, d, code % 2), lanes.next(code / 2, code % 2, mb, m)};
        } else if (code >= 16) {
          const int kind = (code - 16) / 2 + 4, stage = stage_of(r.place, p, d, code % 2);
          const int other = kind == 4 || kind == 7 ? stage + 1 : stage - 1;  // the stage at the far end
          out[n++] = action{kinds[kind], stage, lanes.next(kind, code % 2, mb, m), device_of(r.place, p, other)};
        } else {
          const int fk = (code / 2) % 2, bk = code % 2, back = code >= 12 ? 3 : 1;
          const int f_mb = lanes.next(0, fk, mb, m);
          const action_kind pair = code >= 12 ? action_kind::overlap_f_bw : action_kind::overlap_f_b;
          out[n++] = action{pair, stage_of(r.place, p, d, fk), f_mb, -1, stage_of(r.place, p, d, bk),
                            lanes.next(back, bk, back_mb, m)};
        }
      }
      mb = back_mb = -1;
    }
    sizes[d] = n;
    if (same) c = from + 1;
    if (*c == '|' && d + 1 < p) ++c;
    else if (*c != '\0' || d + 1 < p) report_error(malformed);
  }
}

// The index in recorded_orders of family f's generation at `microbatches` on `devices`
// devices, or -1. (Where V-Half's or V-Min's order without the search is the same, it is
// recorded once.)
template <class = void>
constexpr int find_recorded(family f, int devices, int microbatches, bool no_search) {
  int searched = -1;
  for (int i = 0; recorded_orders[i].dims.devices > 0; ++i) {
    const recorded_order& r = recorded_orders[i];
    if (r.f != f || r.dims.devices != devices || r.dims.microbatches != microbatches) continue;
    if (r.no_search == no_search) return i;
    if (!r.no_search) searched = i;
  }
  return no_search ? searched : -1;
}

// The record of family f's generation of shape `sh` for a schedule of `target`
// microbatches (where p x target is beyond v_slot_search_most, V-Half's and V-Min's orders
// are their blocks' alone, as in make_schedule).
template <class = void>
constexpr const recorded_order& recorded_generation(family f, shape sh, int target) {
  const bool no_search =
      (f == family::v_half || f == family::v_min) && static_cast<long>(sh.devices) * target > v_slot_search_most;
  const int i = find_recorded(f, sh.devices, sh.microbatches, no_search);
  if (i < 0) report_error("internal: no recorded compile-time order for this shape (static_recorded_orders.hpp)");
  return recorded_orders[i];
}

}  // namespace pipesched::detail
