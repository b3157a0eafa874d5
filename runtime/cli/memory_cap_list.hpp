#pragma once
// --memory-cap as one value or a comma list of one value per device (`schedule`: activation
// units or bytes per pipeline device; `plan`: bytes per device or per pipeline position).
// Each value is what byte_size.hpp reads (a bare number, or a number with a byte unit);
// what a bare number means, and how many values an option takes, is each command's to say.
#include <cstdint>
#include <string_view>
#include <vector>

#include "byte_size.hpp"

namespace pipesched::cli {

// At most this many values (limits::max_devices x limits::max_replicas: plan's devices),
// counted before any is read.
inline constexpr std::int64_t max_cap_values = std::int64_t{1024} * 1024;

// The values of `text`, split at commas (spaces around each allowed). Throws
// std::invalid_argument, one line naming `option`, the text and the value at fault: an
// empty value, one that is not a number or a size, not finite, negative; too many values.
std::vector<size_text> parse_size_list(std::string_view text, std::string_view option);

// The same, every value a byte count (a unit required, 1 byte to 2^62 bytes: see
// parse_byte_count); `bare_hint` ends the message for a bare number.
std::vector<std::int64_t> parse_byte_count_list(std::string_view text, std::string_view option,
                                                std::string_view bare_hint);

}  // namespace pipesched::cli
