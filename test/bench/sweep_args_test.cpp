// The nccl-tests-style flags of copy_bench and p2p_bench (bench/sweep_args.hpp): checked
// here without a GPU, since on one the benches only ever get gpu-check.sh's settings.
#include <catch2/catch.hpp>

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "bench/sweep_args.hpp"

using namespace pipesched::bench;

namespace {

sweep_options parse(std::vector<const char*> args) {
  args.insert(args.begin(), "bench");
  return parse_sweep(static_cast<int>(args.size()), args.data());
}

constexpr std::size_t KiB = 1024, MiB = KiB * KiB, GiB = MiB * KiB;

}  // namespace

TEST_CASE("sizes take K and M and G as powers of 1024 and plain digits as bytes", "[bench][sweep]") {
  CHECK(parse_bytes("4096") == 4096);
  CHECK(parse_bytes("4K") == 4 * KiB);
  CHECK(parse_bytes("128M") == 128 * MiB);
  CHECK(parse_bytes("1G") == GiB);
  CHECK(parse_bytes("64G") == 64 * GiB);
}

TEST_CASE("a size that is not digits and one suffix or is above 64G is refused", "[bench][sweep]") {
  for (const char* bad : {"", "K", "1X", "-1", "1.5M", "65G", "70000M", "1KB", "99999999999999999999"})
    CHECK_THROWS_AS(parse_bytes(bad), std::invalid_argument);
}

TEST_CASE("no flags give the defaults of nccl-tests: one row of 32M with 20 timed and 1 warm-up copy and a check", "[bench][sweep]") {
  const sweep_options o = parse({});
  CHECK(o.min_bytes == 32 * MiB);
  CHECK(o.max_bytes == 32 * MiB);
  CHECK(o.iters == 20);
  CHECK(o.warmup == 1);
  CHECK(o.check == 1);
  CHECK(sweep_sizes(o) == std::vector<std::size_t>{32 * MiB});
}

TEST_CASE("the factor flag multiplies the size from row to row up to the largest", "[bench][sweep]") {
  const sweep_options o = parse({"-b", "4K", "-e", "256M", "-f", "4", "-n", "5", "-w", "0", "-c", "0"});
  CHECK(o.iters == 5);
  CHECK(o.warmup == 0);
  CHECK(o.check == 0);
  CHECK(sweep_sizes(o) == std::vector<std::size_t>{4 * KiB, 16 * KiB, 64 * KiB, 256 * KiB, MiB, 4 * MiB,
                                                   16 * MiB, 64 * MiB, 256 * MiB});
}

TEST_CASE("without a factor the step is added and sizes round down to whole int32 words and at least one", "[bench][sweep]") {
  CHECK(sweep_sizes(parse({"-b", "1M", "-e", "3M", "-i", "1M"})) == std::vector<std::size_t>{MiB, 2 * MiB, 3 * MiB});
  CHECK(sweep_sizes(parse({"-b", "1", "-e", "10", "-i", "3"})) == std::vector<std::size_t>{4, 8});  // 1, 4, 7 B: one word; 10 B: two
  CHECK(sweep_sizes(parse({"-b", "0", "-e", "0"})) == std::vector<std::size_t>{4});
}

TEST_CASE("bad flags are refused with the flag named", "[bench][sweep]") {
  CHECK_THROWS_WITH(parse({"-x", "1"}), Catch::Contains("unknown argument '-x'"));
  CHECK_THROWS_WITH(parse({"-n"}), Catch::Contains("-n needs a value"));
  CHECK_THROWS_WITH(parse({"-n", "0"}), Catch::Contains("-n takes a whole number from 1"));
  CHECK_THROWS_WITH(parse({"-f", "2.5"}), Catch::Contains("-f takes"));
  CHECK_THROWS_WITH(parse({"-b", "8K", "-e", "4K"}), Catch::Contains("below -b"));
  CHECK_THROWS_WITH(parse({"-b", "4K", "-e", "8K", "-i", "0"}), Catch::Contains("never reach -e"));
}
