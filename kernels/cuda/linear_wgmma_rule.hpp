#pragma once
// Which linear shapes the Hopper wgmma GEMM (kernels/cuda/linear_wgmma.cuh) takes, its tile
// and its split-K choice for backward-weight: host arithmetic only, no CUDA, so a CPU test
// checks it and the launchers, the self-check and the benches share one rule.
//
// The rule: C and OC multiples of 8 and every pointer 16-byte aligned. TMA needs each global
// row stride (C·2 or OC·2 bytes) to be a multiple of 16 and the base 16-byte aligned; any N, C
// and OC otherwise, since TMA zero-fills boxes past the matrix edges and the epilogue stores
// bf16 pairs (an even column count). Each dimension below 2³¹ (the kernel's int indices; the
// tensor map's limit is 2³²).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>

namespace pipesched::kernels {

// The CTA tile: 128 rows (two consumer warpgroups of 64) × 128 columns × 64 of K (one 128-byte
// swizzle row of bf16), and the pipeline depth: 5 stages of 32 KiB.
inline constexpr int wgmma_tile_m = 128, wgmma_tile_n = 128, wgmma_tile_k = 64;
inline constexpr int wgmma_stages = 5;
static_assert(wgmma_tile_k * 2 == 128, "one K tile is one 128B swizzle row of bf16");
static_assert(wgmma_stages >= 4, "issue 30 asks for a pipeline of 4+ stages");

inline constexpr std::size_t wgmma_max_dim = (std::size_t{1} << 31) - 1;

inline bool linear_wgmma_shape_ok(std::size_t N, std::size_t C, std::size_t OC) noexcept {
    return C % 8 == 0 && OC % 8 == 0 && N <= wgmma_max_dim && C <= wgmma_max_dim &&
           OC <= wgmma_max_dim;
}

inline bool linear_wgmma_supported(std::size_t N, std::size_t C, std::size_t OC,
                                   std::initializer_list<const void*> ptrs) noexcept {
    if (!linear_wgmma_shape_ok(N, C, OC)) return false;
    for (const void* p : ptrs)
        if (reinterpret_cast<std::uintptr_t>(p) % 16 != 0) return false;
    return true;
}

inline std::size_t wgmma_tiles(std::size_t rows, std::size_t cols) noexcept {
    return ((rows + wgmma_tile_m - 1) / wgmma_tile_m) * ((cols + wgmma_tile_n - 1) / wgmma_tile_n);
}

// backward-weight's output is OC × C, its K the N tokens: GPT-2 small's 768 × 768 is 36 tiles
// against 132 SMs. Split N into slices until tiles·splits fills one wave of the SMs (the
// kernel is persistent: one CTA per SM), keeping each slice >= 4 K tiles (256 tokens) so the
// pipeline fills, and at most 16 slices (the workspace and the reduction grow with them).
inline int linear_wgmma_wgrad_splits(std::size_t N, std::size_t C, std::size_t OC,
                                     int sm_count) noexcept {
    const std::size_t tiles = std::max<std::size_t>(wgmma_tiles(OC, C), 1);
    const std::size_t sms = static_cast<std::size_t>(std::max(sm_count, 1));
    const std::size_t wanted = sms / tiles;  // whole waves only: a second partial wave costs more
    const std::size_t k_tiles = (N + wgmma_tile_k - 1) / wgmma_tile_k;
    const std::size_t most = std::max<std::size_t>(k_tiles / 4, 1);
    return static_cast<int>(std::clamp<std::size_t>(std::min(wanted, most), 1, 16));
}

// Floats of workspace the split backward-weight needs: one OC × C partial per slice.
inline std::size_t linear_wgmma_wgrad_workspace_floats(int splits, std::size_t C,
                                                       std::size_t OC) noexcept {
    return splits > 1 ? static_cast<std::size_t>(splits) * OC * C : 0;
}

// K tiles per slice: whole tiles, the last slices possibly short or empty (they store zeros).
inline std::size_t wgmma_k_tiles_per_split(std::size_t K, int splits) noexcept {
    const std::size_t k_tiles = (K + wgmma_tile_k - 1) / wgmma_tile_k;
    const std::size_t s = static_cast<std::size_t>(std::max(splits, 1));
    return (k_tiles + s - 1) / s;
}

}  // namespace pipesched::kernels
