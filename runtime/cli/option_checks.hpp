#pragma once
// The checks every numeric option of every command gets before any work: one message that
// names the option, its range and the value given. CLI11 already refuses what does not
// parse as the option's type (`--devices 99999999999` overflows int: "Could not convert").
#include <cstdint>
#include <string_view>

#include <CLI/CLI.hpp>

namespace pipesched::cli {

// A seed: an integer from 0 to 2^64 - 1, as written (CLI11 alone wraps -1 to 2^64 - 1 and
// clamps 2^64 to it).
CLI::Validator seed_range();

// An integer option within [lo, hi]; `limit` names the limits:: constant behind hi, if any.
// Throws std::invalid_argument: "--devices must be 1 to 1024 (limits::max_devices), got 70000".
void check_count(std::int64_t value, std::int64_t lo, std::int64_t hi, std::string_view option,
                 std::string_view limit = {});

// A real option, finite and within [lo, hi] (NaN fails).
void check_number(double value, double lo, double hi, std::string_view option);

// A real option, finite and above zero.
void check_positive(double value, std::string_view option);

}  // namespace pipesched::cli
