#pragma once
// Sizes on the command line (--memory-cap, --max-memory): a bare number, or a number with
// a byte unit. Units: B; KB, MB, GB, TB are powers of 1000 and KiB, MiB, GiB, TiB powers of
// 1024 (the trailing B may be left out: 80G, 512Mi; any case but "b" alone is B). What a
// bare number means is each option's to say: schedule's --memory-cap takes it as
// activation units, plan's --memory-cap and --max-memory refuse it.
#include <cstdint>
#include <string>
#include <string_view>

namespace pipesched::cli {

struct size_text {
  double value = 0;    // as written times the unit: bytes when `bytes`
  bool bytes = false;  // a unit was given
};

// Throws std::invalid_argument naming `option` and the text: not a number, an unknown unit,
// not finite, negative.
size_text parse_size(std::string_view text, std::string_view option);

// A byte count: a unit is required ("--max-memory 80 has no unit: write 80GB or 80B").
// Positive, at most 2^62. `bare_hint` ends the message for a bare number.
std::int64_t parse_byte_count(std::string_view text, std::string_view option, std::string_view bare_hint);

// "3.2 GB", "512.0 MB", "800 B" (powers of 1000, one decimal).
std::string human_bytes(double bytes);

}  // namespace pipesched::cli
