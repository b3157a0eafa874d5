// The Hopper linear's shape rule and split-K choice (kernels/cuda/linear_wgmma_rule.hpp), on the
// CPU: which shapes and pointers it takes, and how many N slices backward-weight uses on an
// H100 (132 SMs) at GPT-2 small's shapes.
#include <kernels/cuda/linear_wgmma_rule.hpp>

#include <catch2/catch.hpp>

using namespace pipesched::kernels;

TEST_CASE("the wgmma rule takes C and OC multiples of 8 and 16-byte aligned pointers only",
          "[linear][wgmma]") {
    alignas(16) static char mem[64];
    CHECK(linear_wgmma_supported(1024, 768, 2304, {mem, mem + 16, nullptr}));
    CHECK(linear_wgmma_supported(1, 8, 8, {mem}));           // any N, down to one row
    CHECK(linear_wgmma_supported(1100, 264, 392, {mem}));    // the self-check's odd problem
    CHECK_FALSE(linear_wgmma_supported(1024, 768, 50257, {mem}));  // GPT-2's raw vocabulary
    CHECK_FALSE(linear_wgmma_supported(1024, 12, 16, {mem}));
    CHECK_FALSE(linear_wgmma_supported(1024, 768, 768, {mem + 8}));
    CHECK_FALSE(linear_wgmma_shape_ok(std::size_t{1} << 31, 8, 8));  // int indices in the kernel
}

TEST_CASE("the wgmma backward-weight splits N to fill one wave of SMs, 4+ K tiles a slice, at most 16",
          "[linear][wgmma]") {
    CHECK(wgmma_tiles(768, 768) == 36);
    CHECK(linear_wgmma_wgrad_splits(1024, 768, 768, 132) == 3);    // 36 tiles · 3 = 108 units
    CHECK(linear_wgmma_wgrad_splits(8192, 768, 768, 132) == 3);
    CHECK(linear_wgmma_wgrad_splits(1024, 768, 2304, 132) == 1);   // 108 tiles: one wave already
    CHECK(linear_wgmma_wgrad_splits(1024, 768, 3072, 132) == 1);   // 144 tiles
    CHECK(linear_wgmma_wgrad_splits(512, 64, 64, 132) == 2);       // 8 K tiles: 2 slices of 4
    CHECK(linear_wgmma_wgrad_splits(100, 8, 8, 132) == 1);         // 2 K tiles: no split
    CHECK(linear_wgmma_wgrad_splits(1 << 20, 8, 8, 132) == 16);    // at most 16
    CHECK(linear_wgmma_wgrad_splits(8192, 768, 768, 0) == 1);      // no SM count: no split
    CHECK(linear_wgmma_wgrad_workspace_floats(1, 768, 768) == 0);
    CHECK(linear_wgmma_wgrad_workspace_floats(3, 16, 8) == 3 * 16 * 8);
    CHECK(wgmma_k_tiles_per_split(1100, 7) == 3);                  // 18 K tiles: 6 slices of 3, the 7th empty
}
