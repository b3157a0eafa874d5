#pragma once
// make_schedule's orders where the compiler cannot afford to make them: recorded, and read
// back in constant evaluation. Beyond detail::static_fill_devices (ZB-H1 and ZB-H2 past
// p = 12, DualPipeV past 10, V-Half past 9, V-Min and grouped interleaved past 8) one
// squeezed generation costs nvcc more than the 3 s an instantiation may add, or more than
// its constexpr budget; so do V-ZB's and v-auto's below m = 2p (the slot search), and from
// 2p their construction costs nvcc 2 to 3 s, so theirs are recorded at every p <= 16.
// Reading a recorded one costs almost nothing. The records (static_recorded_orders.hpp) are
// written by `bash scripts/record_static_orders.sh` (test/pipesched/record_static_orders.cpp),
// and a test ([recorded]) makes every one again and fails where one differs from
// make_schedule's order: change a generator or a pass, and run the script again.
//
// A record is one generation's order with its comm (what complete_order makes of it), device
// by device ('|' between devices; '=': the same tokens as the device before, read for this
// one), in tokens:
//   'A' + code    an action; code < 8: kind F, B, W, BW (code / 2) of the device's chunk
//                 code % 2; 8..15: an overlapped F&B (8) or F&BW (12) pair, its F on chunk
//                 (code / 2) % 2 and its backward on chunk code % 2; 16..23: a
//                 send_forward, recv_forward, send_backward, recv_backward ((code - 16) / 2)
//                 of the stage of chunk code % 2 (a recv: the stage that consumes it), its
//                 peer the device of the next or previous stage. Its microbatch is
//                 predicted: each chunk's F, backward (B or BW) and comm lanes take their
//                 microbatches in order, its W the next microbatch after its last W that
//                 ran a B.
//   'Z' d d       the next action's (its F half's) microbatch where it is not predicted;
//   'Y' d d       its backward half's (two digits, d0 * 63 + d1).
//   d d           a copy: the next (d1 + 3) actions are those (d0 + 1) before, repeated
//                 (overlapping: a copy of distance 6 repeats a period of 6);
//   '~' d d d     the same from further back: (d0 * 63 + d1 + 1) before, (d2 + 3) actions;
//                 a copy reaching before the list's start reads the device before's list
//                 (its symbols: the actions of the same kinds and chunks).
// A digit is one of the 63 printable characters that are none of 'A'..'Z', '"', '\\', '|',
// '=', '~'.
#include "core/placement.hpp"
#include "core/vocabulary.hpp"
#include "family.hpp"

namespace pipesched::detail {

// One generation's record: family f's order with its comm (`text`), the shape, placement
// and B/W split of its schedule as the generator makes them (grouped interleaved's group
// is 0 there).
struct recorded_order {
  family f = family::gpipe;
  shape dims{};
  bool no_search = false;  // V-Half's and V-Min's order where make_schedule skips the slot search
  placement place = placement::loop;
  bool split = true;
  const char* text = "";  // (an entry of 0 devices ends the table)
};

inline constexpr int recorded_digits = 63;
// A digit's value, or -1 for a character that is not one.
constexpr int recorded_digit(char c) {
  if (c < '!' || c >= '~' || c == '"' || c == '\\' || c == '|' || c == '=' || (c >= 'A' && c <= 'Z')) return -1;
  int v = c - '!';
  if (c > '"') --v;
  if (c > '=') --v;
  if (c > 'Z') v -= 26;
  if (c > '\\') --v;
  if (c > '|') --v;
  return v;
}
constexpr char recorded_digit_char(int v) {
  for (char c = '!'; c <= '~'; ++c)
    if (recorded_digit(c) == v) return c;
  return '?';
}
static_assert(recorded_digit('!') == 0 && recorded_digit('}') == recorded_digits - 1 && recorded_digit('#') == 1 &&
              recorded_digit('a') == recorded_digit('@') + 6 && recorded_digit('>') == recorded_digit('<') + 1 &&
              recorded_digit('A') < 0);

}  // namespace pipesched::detail
