// The fused bf16 attention (kernels/cuda/flash_attention.cuh) against the C++ reference
// (kernels/attention.hpp) run in double on the same bf16-rounded inputs: T = 1, T within one
// tile, T a tile plus one and several tiles with a ragged tail; head sizes 8 and 16 (the tiny
// and small presets, padded to the 16 kernel), 32 and 48 (padded to 64), 64 and 128; several
// B and NH. Outputs are NaN-poisoned first: out, lse and every element of dqkv must be written.
//
// Tolerance: per element, from a first-order bound of the kernel's roundings, derived in
// flash_attention_bounds.hpp (and checked on the CPU against a model of those roundings by
// flash_attention_bounds_test.cpp).
//
// Every case needs a device: without one it exits with code 77 (ctest: skipped). These tests
// have not run on a GPU yet.

#include <kernels/attention.hpp>
#include <kernels/bf16.hpp>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/flash_attention.cuh>

#include "flash_attention_bounds.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

TEST_CASE("flash attention forward and backward-input on the GPU match the reference within "
          "bf16's derived bounds for ragged T and every head dim",
          "[gpu][attention][flash]") {
    require_device();
    const auto [B, T, C, NH] = GENERATE(table<std::size_t, std::size_t, std::size_t, std::size_t>(
        {{1, 1, 8, 1},      // one position: out = v, dS = 0
         {2, 17, 32, 4},    // the tiny preset's heads (hs 8), T inside one tile
         {3, 64, 64, 4},    // the small preset's heads (hs 16), T exactly one tile
         {2, 65, 128, 2},   // hs 64, T one tile plus one
         {2, 97, 96, 3},    // hs 32 padded to 64, a ragged second tile
         {1, 150, 48, 1},   // hs 48 padded to 64, three tiles
         {1, 130, 256, 2},  // hs 128
         {1, 300, 384, 3},  // hs 128, five key tiles, a ragged tail of 44
         {5, 33, 16, 1}}));
    // The backward's grid-stride kernels (prep, convert) capped at 3 blocks: their loops run
    // many times.
    const bool capped_grid = GENERATE(false, true);
    CAPTURE(B, T, C, NH, capped_grid);
    const auto qkv = to_bf16(random_vector(B * T * 3 * C, 11));
    const auto dout = to_bf16(random_vector(B * T * C, 12));
    const auto e = expect_attention(to_double(qkv), to_double(dout), B, T, C, NH);

    stream s;
    device_buffer<bf16> d_qkv(qkv), d_dout(dout);
    auto d_out = poisoned<bf16>(B * T * C);
    auto d_lse = poisoned<float>(B * NH * T);
    auto d_dqkv = poisoned<bf16>(B * T * 3 * C);
    flash_attention_forward_cuda(d_out.data(), d_lse.data(), d_qkv.data(), B, T, C, NH, s);
    if (capped_grid)
        detail::flash_attention_backward_input_cuda_capped(d_dqkv.data(), d_dout.data(),
                                                           d_qkv.data(), d_out.data(),
                                                           d_lse.data(), B, T, C, NH, 3, s);
    else
        flash_attention_backward_input_cuda(d_dqkv.data(), d_dout.data(), d_qkv.data(),
                                            d_out.data(), d_lse.data(), B, T, C, NH, s);
    s.sync();

    CHECK(first_mismatches(to_double(d_out.download()), e.out, e.out_tol) == "");
    CHECK(first_mismatches(to_double(d_lse.download()), e.lse, e.lse_tol) == "");
    const auto dqkv = d_dqkv.download();
    CHECK(first_mismatches(to_double(dqkv), e.dqkv, e.dqkv_tol) == "");

    // dk and dv sum in registers in a fixed order (only dq goes through atomics): a second
    // backward writes the same k and v slots bit for bit.
    auto d_again = poisoned<bf16>(B * T * 3 * C);
    flash_attention_backward_input_cuda(d_again.data(), d_dout.data(), d_qkv.data(), d_out.data(),
                                        d_lse.data(), B, T, C, NH, s);
    s.sync();
    const auto again = d_again.download();
    std::size_t differ = 0;
    for (std::size_t i = 0; i < again.size(); ++i)
        if (i % (3 * C) >= C && !(again[i] == dqkv[i])) ++differ;
    CHECK(differ == 0);
}

TEST_CASE("flash attention refuses head sizes it has no kernel for before touching the device",
          "[attention][flash]") {
    CHECK(flash_attention_supported(32, 4));    // hs 8
    CHECK(flash_attention_supported(768, 6));   // hs 128
    CHECK(!flash_attention_supported(48, 4));   // hs 12: not a multiple of 8
    CHECK(!flash_attention_supported(272, 1));  // hs 136 > 128
    CHECK(!flash_attention_supported(64, 0));
    CHECK(!flash_attention_supported(66, 4));   // C % NH != 0
    CHECK_THROWS_AS(flash_attention_forward_cuda(nullptr, nullptr, nullptr, 1, 4, 48, 4, nullptr),
                    std::invalid_argument);
    CHECK_THROWS_AS(flash_attention_backward_input_cuda(nullptr, nullptr, nullptr, nullptr, nullptr,
                                                        1, 4, 272, 1, nullptr),
                    std::invalid_argument);
}
