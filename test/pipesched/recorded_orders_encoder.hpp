#pragma once
// Writing the records that include/pipesched/static_recorded.hpp reads back (its format:
// static_recorded_order.hpp): for pipesched_record_static_orders and the tests.
#include <pipesched/pipesched.hpp>

#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace pipesched_test {

namespace ps = pipesched;

// The generations a compile-time schedule reads from records: (family, devices, m,
// no_search) for every shape static_plan_of marks `recorded`.
using recorded_key = std::tuple<ps::family, int, int, bool>;
inline std::set<recorded_key> recorded_keys() {
  std::set<recorded_key> keys;
  for (ps::family f : ps::all_families)
    for (int p = 2; p <= ps::detail::static_plan_tested_devices; ++p) {
      const ps::shape defaults = ps::checked_shape(f, ps::shape{p, 1});
      const ps::detail::static_plan any = ps::detail::static_plan_of(f, p, defaults.chunks, defaults.group, 1);
      std::vector<int> targets;
      for (int m = 1; m <= any.base + 2 * any.step + 2 * p + 1; ++m) targets.push_back(m);
      targets.push_back(static_cast<int>(ps::detail::v_slot_search_most) + 1);  // past the search's reach
      for (int m : targets) {
        if (!ps::detail::static_plan_of(f, p, defaults.chunks, defaults.group, m).recorded) continue;
        const ps::detail::repetition r = ps::detail::repetition_of(f, ps::checked_shape(f, ps::shape{p, m}));
        const bool no_search = (f == ps::family::v_half || f == ps::family::v_min) &&
                               static_cast<long>(p) * m > ps::detail::v_slot_search_most;
        keys.insert({f, p, r.first, no_search});
        if (r.step > 0 && !r.one_generation) keys.insert({f, p, r.first + r.step, no_search});
      }
    }
  return keys;
}

// make_schedule's order with its comm for a key, as the compiler would make it without records.
inline ps::schedule recorded_source(const recorded_key& key) {
  const auto [f, p, m, no_search] = key;
  const ps::shape sh = ps::checked_shape(f, ps::shape{p, m});
  using pick_t = ps::detail::slot_pick;
  const pick_t pick = no_search ? pick_t{pick_t::no_search} : pick_t{};
  return ps::detail::complete_order(ps::detail::generate_order(f, sh, {}, 0, true, true, pick));
}

// An order as a record's text (the inverse of detail::decode_recorded).
inline std::string encode_recorded(const ps::schedule& s) {
  namespace d = ps::detail;
  const int p = s.devices(), m = s.microbatches();
  const auto digit = [](int v) { return d::recorded_digit_char(v); };
  std::string text, previous;
  std::vector<int> previous_codes;  // a copy may reach back into the device before's list
  for (int dev = 0; dev < p; ++dev) {
    // The symbols, and the microbatches the decoder would not predict, as it predicts them.
    std::vector<int> codes, given, given_back;
    d::recorded_lanes lanes;
    const auto read = [&](int kind, int k, int mb) {  // the given microbatch, or -1: predicted
      d::recorded_lanes trial = lanes;
      const int guess = trial.next(kind, k, -1, m);
      lanes.next(kind, k, mb, m);
      return guess == mb ? -1 : mb;
    };
    for (const ps::action& a : s.per_device[dev]) {
      const int code = d::recorded_code(a, s.place, p);
      if (code < 0) throw std::runtime_error("a recorded order holds only computes, overlapped pairs and p2p comm");
      codes.push_back(code);
      if (code < 8) {
        given.push_back(read(code / 2, code % 2, a.microbatch));
        given_back.push_back(-1);
      } else if (code >= 16) {
        given.push_back(read((code - 16) / 2 + 4, code % 2, a.microbatch));
        given_back.push_back(-1);
      } else {
        given.push_back(read(0, (code / 2) % 2, a.microbatch));
        given_back.push_back(read(code >= 12 ? 3 : 1, code % 2, a.back_microbatch));
      }
    }
    // Greedy copies of up to 65 predicted symbols, from up to 63 back (two digits) or 3969
    // ('~' and three, into the device before's list too); the rest literal.
    std::string list;
    const int n = static_cast<int>(codes.size());
    const int most = d::recorded_digits + 2, far_most = d::recorded_digits * d::recorded_digits;
    for (int i = 0; i < n;) {
      int near = 0, near_distance = 0, far = 0, far_distance = 0;
      const int back = static_cast<int>(previous_codes.size());
      const auto code_at = [&](int j) { return j >= 0 ? codes[j] : previous_codes[back + j]; };
      for (int distance = 1; distance <= std::min(i + back, far_most); ++distance) {
        int len = 0;
        while (len < most && i + len < n && given[i + len] < 0 && given_back[i + len] < 0 &&
               codes[i + len] == code_at(i + len - distance))
          ++len;
        if (distance <= d::recorded_digits && len > near) near = len, near_distance = distance;
        if (len > far) far = len, far_distance = distance;
      }
      if (far >= 4 && far >= near + 2) {
        const int v = (far_distance - 1) * d::recorded_digits + (far - 3);
        list += '~';
        list += digit(v / (d::recorded_digits * d::recorded_digits));
        list += digit(v / d::recorded_digits % d::recorded_digits);
        list += digit(v % d::recorded_digits);
        i += far;
        continue;
      }
      if (near >= 3) {
        list += digit(near_distance - 1);
        list += digit(near - 3);
        i += near;
        continue;
      }
      for (auto [marker, mb] : {std::pair{'Z', given[i]}, std::pair{'Y', given_back[i]}})
        if (mb >= 0) {
          if (mb >= d::recorded_digits * d::recorded_digits) throw std::runtime_error("a microbatch beyond two digits");
          list += marker;
          list += digit(mb / d::recorded_digits);
          list += digit(mb % d::recorded_digits);
        }
      list += static_cast<char>('A' + codes[i]);
      ++i;
    }
    text += dev > 0 && list == previous ? std::string("=") : list;
    previous = std::move(list);
    previous_codes = std::move(codes);
    if (dev + 1 < p) text += '|';
  }
  return text;
}

}  // namespace pipesched_test
