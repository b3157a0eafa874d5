#pragma once
// Which candidate of the authors' slot search (generate.hpp: v_slot_search) make_schedule's
// V-Half and V-Min orders take, for the shapes a compile-time schedule generates
// (static_repetition.hpp: p <= 9 devices, m <= p + 3 microbatches at the default costs;
// V-Min's row at p = 9 is there for the table's shape, its order there is the block's).
// The compiler cannot afford the search (g++ took 20 s for V-Half at p = 8, m = 10: its
// constexpr evaluation runs ~1000 times slower than the compiled search), so it evaluates
// only the winner, and the result is make_schedule's. The test
// (test/pipesched/static_schedule_test.cpp) generates every entry with the whole search
// and fails where an entry gives another order; it prints the table when asked.
#include <array>
#include <cstdint>

#include "generate.hpp"

namespace pipesched::detail {

inline constexpr int static_slot_winners_devices = 9;
// [family: 0 V-Half, 1 V-Min][p - 2][m - 1]: what make_schedule's order is, as a
// slot_pick: 0 the family's own block squeezed, 1 V-Half's block (V-Min), else the
// slot_candidate the search finds.
inline constexpr std::array<std::array<std::array<std::uint16_t, static_slot_winners_devices + 3>,
                                       static_slot_winners_devices - 1>,
                            2>
    static_slot_winners = {{
        {{
            {0, 0, 0, 0, 0},
            {0, 2, 0, 0, 0, 0},
            {0, 2, 642, 0, 0, 0, 0},
            {0, 2, 2, 0, 0, 0, 0, 0},
            {0, 2, 2, 643, 0, 0, 0, 0, 0},
            {0, 2, 2, 642, 642, 0, 0, 0, 0, 0},
            {0, 2, 2, 2, 644, 644, 0, 0, 0, 0, 0},
            {0, 2, 2, 2, 643, 643, 0, 0, 0, 0, 0, 0},
        }},
        {{
            {0, 1, 1, 1, 1},
            {0, 2, 1, 1, 1, 1},
            {0, 2, 0, 0, 0, 0, 0},
            {0, 2, 2, 2, 642, 642, 642, 642},
            {0, 2, 2, 2, 2, 2, 2, 2, 2},
            {0, 2, 2, 0, 0, 0, 0, 0, 0, 0},
            {0, 2, 2, 2, 2, 642, 642, 642, 642, 642, 642},
            {0, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2},
        }},
    }};

// What a compile-time generation of family f at `generated` microbatches evaluates, for a
// schedule of `target` microbatches on `devices` devices: the table's winner for V-Half
// and V-Min (their blocks alone where make_schedule at `target` skips the search:
// v_slot_search_most), everything elsewhere (the other families fit the budget).
template <class = void>
constexpr slot_pick static_slot_pick(family f, int devices, int generated, int target) {
  if (f != family::v_half && f != family::v_min) return {};
  if (static_cast<long>(devices) * target > v_slot_search_most) return {slot_pick::no_search};
  if (devices < 2 || devices > static_slot_winners_devices || generated < 1 || generated > devices + 3) return {};
  return {static_slot_winners[f == family::v_half ? 0 : 1][static_cast<std::size_t>(devices - 2)]
                             [static_cast<std::size_t>(generated - 1)]};
}

}  // namespace pipesched::detail
