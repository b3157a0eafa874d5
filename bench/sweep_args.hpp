#pragma once
// The flags and the table of the nccl-tests-style benches (copy_bench, p2p_bench), as
// nccl-tests' common.cu has them, so their output reads like all_reduce_perf's:
//
//   -b MINBYTES  -e MAXBYTES   sizes with K, M or G (powers of 1024)      default 32M, 32M
//   -f FACTOR    multiply the size by FACTOR from one row to the next     default off
//   -i STEP      else add STEP bytes                                      default 1M
//   -n ITERS     timed iterations per row                                 default 20
//   -w WARMUP    untimed iterations before them                           default 1
//   -c CHECKS    checked transfers per row, after timing (0: none)        default 1
//   --json FILE  also write the tables as JSON to FILE (bench/sweep_json.hpp)
//
//   size  count  type  time(us)  algbw  busbw  #wrong
//
// Sizes are rounded down to whole elements (int32 words), at least one. Plain C++ (no
// CUDA), so a bench's flags are checked before any device is touched.
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pipesched::bench {

inline constexpr std::size_t max_sweep_bytes = std::size_t{64} << 30;  // more than an H200 holds
inline constexpr int max_sweep_iters = 1'000'000;

struct sweep_options {
  std::size_t min_bytes = std::size_t{32} << 20;
  std::size_t max_bytes = std::size_t{32} << 20;
  std::size_t step_bytes = std::size_t{1} << 20;
  int step_factor = 1;  // 1: add step_bytes instead
  int iters = 20;
  int warmup = 1;
  int check = 1;
  std::string json;  // --json FILE; empty: none
};

// "4096", "64K", "128M", "1G" -> bytes; throws std::invalid_argument.
inline std::size_t parse_bytes(std::string_view s) {
  std::size_t shift = 0;
  if (!s.empty()) switch (s.back()) {
      case 'K': case 'k': shift = 10; break;
      case 'M': case 'm': shift = 20; break;
      case 'G': case 'g': shift = 30; break;
      default: break;
    }
  const std::string_view digits = shift ? s.substr(0, s.size() - 1) : s;
  std::uint64_t n = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
  if (digits.empty() || ec != std::errc{} || end != digits.data() + digits.size() ||
      n > (max_sweep_bytes >> shift))
    throw std::invalid_argument("'" + std::string(s) + "' is not a size of at most 64G (digits, then K, M or G)");
  return static_cast<std::size_t>(n) << shift;
}

namespace detail {

inline int parse_count(std::string_view flag, std::string_view s, int lo, int hi) {
  int n = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || ec != std::errc{} || end != s.data() + s.size() || n < lo || n > hi)
    throw std::invalid_argument(std::string(flag) + " takes a whole number from " + std::to_string(lo) + " to " +
                                std::to_string(hi) + ", not '" + std::string(s) + "'");
  return n;
}

}  // namespace detail

inline const char* sweep_usage =
    "[-b MINBYTES] [-e MAXBYTES] [-f FACTOR | -i STEPBYTES] [-n ITERS] [-w WARMUP] [-c CHECKS] [--json FILE]\n"
    "  sizes take K, M or G (1024-based); defaults as nccl-tests: -b 32M -e 32M -i 1M -n 20 -w 1 -c 1";

// Throws std::invalid_argument naming the flag (the caller prints it with the usage).
inline sweep_options parse_sweep(int argc, const char* const* argv) {
  sweep_options o;
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (flag == "--json") {
      if (i + 1 == argc || std::string_view(argv[i + 1]).empty()) throw std::invalid_argument("--json needs a file");
      o.json = argv[++i];
      continue;
    }
    if (flag.size() != 2 || flag[0] != '-' || std::string_view("befinwc").find(flag[1]) == std::string_view::npos)
      throw std::invalid_argument("unknown argument '" + std::string(flag) + "'");
    if (i + 1 == argc) throw std::invalid_argument(std::string(flag) + " needs a value");
    const std::string_view value = argv[++i];
    switch (flag[1]) {
      case 'b': o.min_bytes = parse_bytes(value); break;
      case 'e': o.max_bytes = parse_bytes(value); break;
      case 'i': o.step_bytes = parse_bytes(value); break;
      case 'f': o.step_factor = detail::parse_count(flag, value, 1, 1024); break;
      case 'n': o.iters = detail::parse_count(flag, value, 1, max_sweep_iters); break;
      case 'w': o.warmup = detail::parse_count(flag, value, 0, max_sweep_iters); break;
      case 'c': o.check = detail::parse_count(flag, value, 0, max_sweep_iters); break;
      default: break;
    }
  }
  if (o.max_bytes < o.min_bytes)
    throw std::invalid_argument("-e " + std::to_string(o.max_bytes) + " is below -b " + std::to_string(o.min_bytes));
  if (o.step_factor == 1 && o.step_bytes == 0 && o.max_bytes > o.min_bytes)
    throw std::invalid_argument("-i 0 with -e above -b would never reach -e");
  return o;
}

inline constexpr std::size_t sweep_word = 4;  // bytes of one element (int32)

// The row sizes, as nccl-tests steps them, each a whole number of words.
inline std::vector<std::size_t> sweep_sizes(const sweep_options& o) {
  std::vector<std::size_t> sizes;
  for (std::size_t s = o.min_bytes; s <= o.max_bytes;) {
    const std::size_t words = s / sweep_word > 0 ? s / sweep_word : 1;
    if (sizes.empty() || sizes.back() != words * sweep_word) sizes.push_back(words * sweep_word);
    const std::size_t next = o.step_factor > 1 ? (s > 0 ? s * static_cast<std::size_t>(o.step_factor) : 1)
                                               : s + o.step_bytes;
    if (next <= s) break;  // -i 0 at -b = -e: one row
    s = next;
  }
  return sizes;
}

inline void print_sweep_columns() {
  std::printf("#%11s %12s %6s %10s %8s %8s %7s\n", "size", "count", "type", "time(us)", "algbw", "busbw", "#wrong");
  std::printf("#%11s %12s %6s %10s %8s %8s %7s\n", "(B)", "(elements)", "", "", "(GB/s)", "(GB/s)", "");
}

// One row; `wrong` < 0 prints "N/A" (-c 0).
inline void print_sweep_row(std::size_t bytes, double seconds, double bus_factor, long long wrong) {
  const double algbw = seconds > 0 ? static_cast<double>(bytes) / seconds * 1e-9 : 0;
  char wrong_text[24];
  if (wrong < 0)
    std::snprintf(wrong_text, sizeof wrong_text, "N/A");
  else
    std::snprintf(wrong_text, sizeof wrong_text, "%lld", wrong);
  std::printf("%12zu %12zu %6s %10.2f %8.2f %8.2f %7s\n", bytes, bytes / sweep_word, "int32", seconds * 1e6, algbw,
              algbw * bus_factor, wrong_text);
  std::fflush(stdout);
}

}  // namespace pipesched::bench
