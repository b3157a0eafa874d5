#pragma once
// Sizes on the command line (--memory-cap, --max-memory): a bare number, or a number with
// a byte unit right after it, spelt exactly as one of these:
//
//   B                               bytes
//   kB (as the tool prints it), KB, MB, GB, TB    powers of 1000
//   KiB, MiB, GiB, TiB              powers of 1024
//
// Anything else ("1Gb", "80G", "512Mi", "gb", "80 GB") is refused with this list: a
// lowercase b is bits to some readers and a bare G is either power to others. The number
// is decimal as every option reads it (include/pipesched/io/decimal.hpp; "8e10B" and
// "1.5GiB" are fine), and a size with a unit is a whole number of bytes, computed exactly
// ("0.1KiB", 102.4 bytes, is refused). What a bare number means is each option's to say:
// schedule's --memory-cap takes it as activation units, plan's --memory-cap and
// --max-memory refuse it.
#include <cstdint>
#include <string>
#include <string_view>

namespace pipesched::cli {

struct size_text {
  double value = 0;    // as written, or bytes when `bytes` (exact up to 2^53)
  bool bytes = false;  // a unit was given
};

// The largest byte size any option takes.
inline constexpr std::int64_t max_size_bytes = std::int64_t{1} << 62;

// Throws std::invalid_argument naming `option` and the text: not a number or a size, an
// unknown unit (listing the known ones), negative, not finite, bytes that are not whole
// or above 2^62.
size_text parse_size(std::string_view text, std::string_view option);

// A byte count: a unit is required ("--max-memory 80 has no unit: write 80GB or 80B").
// 1 byte to 2^62 bytes. `bare_hint` ends the message for a bare number.
std::int64_t parse_byte_count(std::string_view text, std::string_view option, std::string_view bare_hint);

// "3.2 GB", "512.0 MB", "800 B" (powers of 1000, one decimal).
std::string human_bytes(double bytes);

}  // namespace pipesched::cli
