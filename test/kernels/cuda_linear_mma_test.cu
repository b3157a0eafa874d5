// The bf16 tensor-core linear (kernels/cuda/linear_mma.cuh) against its C++ reference
// (kernels/linear.hpp) run in double on the same bf16-rounded inputs, for shapes that are not
// multiples of the 128×128×32 tile (N any; C and OC multiples of 8, the fast path's rule),
// K from one tile to many (more than the 3 pipeline stages), and more M tiles than one CTA
// group of 8. Outputs the kernels overwrite start as NaN and are followed by a guard of NaN
// that must stay untouched; outputs they accumulate into start from random values.
//
// Tolerance, derived per element (u = 2⁻²⁴, fp32's unit roundoff):
//   - the inputs are exact bf16 values, so each product a·b (8-bit significands) is exact in
//     fp32; the tensor core sums the K products (plus the bias, or the accumulated gradient)
//     in fp32, and Hopper's mma truncates rather than rounds when it aligns addends, so count
//     2u per addition: |acc − exact| ≤ 2·(K+1)·u·S, where S = Σ_k |a_k·b_k| (+ |bias| or |dW₀|),
//     computed by running the same reference on the absolute values;
//   - a bf16 output is then rounded once to nearest: relative error ≤ 2⁻⁸ (8-bit significand).
//   bound = 2 · (2⁻⁸·|ref| + 2·(K+1)·u·S) for bf16 outputs, 2 · 2·(K+1)·u·S for the fp32
//   gradients (the leading 2 is slack over these first-order bounds). A missed or doubled
//   product moves an element by |a_k·b_k| ≈ S/K, far above 2(K+1)u·S; a wrong tile or index
//   is off by O(|ref|).
// With small-integer inputs every sum is exact in fp32 (|sum| < 2¹³), whatever the order, so
// there the outputs must equal the reference rounded once to bf16 (or fp32), bit for bit.
//
// Every test case that launches needs a device ([gpu]): without one it exits with code 77
// (skipped).
// These have NOT run on a GPU yet (docs/gpu-runs.md).

#include <kernels/linear.hpp>

#include <kernels/bf16.hpp>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/linear_mma.cuh>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_linear_check.cuh"
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;
using namespace pipesched::test::linear_check;

namespace {

// Ragged against the 128×128×32 tile; K (C, OC or N) from 8 to 1100 (35 K-tiles); 1100 rows
// are 9 M-tiles (two CTA groups, the second of one tile).
const std::vector<shape> ragged_shapes{{1, 8, 8},      {5, 24, 16},     {77, 40, 136},
                                       {128, 128, 128}, {129, 264, 200}, {300, 520, 392},
                                       {1100, 40, 136}};

}  // namespace

// Not [gpu]: the check comes before any CUDA call, so this runs (and passes) without a device.
TEST_CASE("the tensor-core linear refuses C or OC off a multiple of 8 and unaligned pointers",
          "[linear][mma]") {
    alignas(16) static bf16 mem[64];
    bf16* p = mem;
    CHECK(linear_mma_supported(768, 2304, {p, p, p, nullptr}));
    CHECK_FALSE(linear_mma_supported(768, 50257, {p, p, p}));
    CHECK_FALSE(linear_mma_supported(12, 16, {p}));
    CHECK_FALSE(linear_mma_supported(16, 16, {p + 1}));
    CHECK_THROWS_AS(linear_forward_mma_cuda(p, p, p, nullptr, 4, 12, 16, nullptr), cuda_error);
    CHECK_THROWS_AS(linear_backward_input_mma_cuda(p, p, p, 4, 16, 50257, nullptr), cuda_error);
    CHECK_THROWS_AS(linear_backward_weight_mma_cuda(reinterpret_cast<float*>(mem), nullptr, p + 1,
                                                    p, 4, 16, 16, nullptr),
                    cuda_error);
}

TEST_CASE("the tensor-core linear forward matches the reference on bf16 inputs for ragged shapes",
          "[gpu][linear][mma]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(ragged_shapes));
    const bool with_bias = GENERATE(true, false);
    const bool integers = GENERATE(false, true);
    CAPTURE(N, C, OC, with_bias, integers);

    const auto inp = random_operand(N * C, 1, integers), w = random_operand(OC * C, 2, integers);
    const auto bias = random_operand(OC, 3, integers);
    stream s;
    device_buffer<bf16> d_inp(inp.storage), d_w(w.storage), d_bias(bias.storage);
    auto d_out = guarded(std::vector<bf16>(N * OC, bf16_nan), bf16_nan);
    linear_forward_mma_cuda(d_out.data(), d_inp.data(), d_w.data(),
                            with_bias ? d_bias.data() : nullptr, N, C, OC, s);
    s.sync();
    const auto all = d_out.download();

    std::vector<double> ref(N * OC), sum_abs(N * OC);
    linear_forward_reference(ref.data(), inp.value.data(), w.value.data(),
                   with_bias ? bias.value.data() : nullptr, N, C, OC);
    linear_forward_reference(sum_abs.data(), inp.magnitude.data(), w.magnitude.data(),
                   with_bias ? bias.magnitude.data() : nullptr, N, C, OC);
    const auto expected = integers ? rounded_to_bf16(ref) : ref;
    CHECK(first_mismatches(without_guard(all), expected, bf16_bound(ref, sum_abs, C, integers),
                           OC) == "");
    CHECK(guard_intact(all, bf16_nan) == "");
}

TEST_CASE("the tensor-core linear backward-input matches the reference on bf16 inputs for ragged "
          "shapes",
          "[gpu][linear][mma]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(ragged_shapes));
    const bool integers = GENERATE(false, true);
    CAPTURE(N, C, OC, integers);

    const auto dout = random_operand(N * OC, 4, integers), w = random_operand(OC * C, 5, integers);
    stream s;
    device_buffer<bf16> d_dout(dout.storage), d_w(w.storage);
    auto d_dinp = guarded(std::vector<bf16>(N * C, bf16_nan), bf16_nan);
    linear_backward_input_mma_cuda(d_dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
    s.sync();
    const auto all = d_dinp.download();

    std::vector<double> ref(N * C), sum_abs(N * C);
    linear_backward_input_reference(ref.data(), dout.value.data(), w.value.data(), N, C, OC);
    linear_backward_input_reference(sum_abs.data(), dout.magnitude.data(), w.magnitude.data(), N, C, OC);
    const auto expected = integers ? rounded_to_bf16(ref) : ref;
    CHECK(first_mismatches(without_guard(all), expected, bf16_bound(ref, sum_abs, OC, integers),
                           C) == "");
    CHECK(guard_intact(all, bf16_nan) == "");
}

TEST_CASE("the tensor-core linear backward-weight accumulates the reference's dweight and dbias "
          "for ragged shapes",
          "[gpu][linear][mma]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(ragged_shapes));
    const bool with_bias = GENERATE(true, false);
    const bool integers = GENERATE(false, true);
    CAPTURE(N, C, OC, with_bias, integers);

    const auto dout = random_operand(N * OC, 6, integers), inp = random_operand(N * C, 7, integers);
    const auto dw0 = random_floats(OC * C, 8, integers), db0 = random_floats(OC, 9, integers);
    stream s;
    device_buffer<bf16> d_dout(dout.storage), d_inp(inp.storage);
    auto d_dw = guarded(dw0, f32_sentinel);
    auto d_db = guarded(db0, f32_sentinel);
    linear_backward_weight_mma_cuda(d_dw.data(), with_bias ? d_db.data() : nullptr, d_dout.data(),
                                    d_inp.data(), N, C, OC, s);
    s.sync();
    const auto dw_all = d_dw.download(), db_all = d_db.download();

    const auto [dw, db, dw_abs, db_abs] = reference_wgrad(dout, inp, dw0, db0, N, C, OC);
    CHECK(first_mismatches(without_guard(dw_all), dw, f32_bound(dw_abs, N, integers), C) == "");
    CHECK(guard_intact(dw_all, f32_sentinel) == "");
    if (with_bias) {  // summed by the first column of CTAs only: once per row, not once per tile
        CHECK(first_mismatches(without_guard(db_all), db, f32_bound(db_abs, N, integers), 1) == "");
    } else {
        CHECK(first_mismatches(without_guard(db_all), widen(db0), std::vector<double>(OC, 0.0), 1) ==
              "");
    }
    CHECK(guard_intact(db_all, f32_sentinel) == "");
}

TEST_CASE("the split-K backward-weight accumulates the reference's dweight and dbias for ragged "
          "shapes and slice counts",
          "[gpu][linear][mma]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(ragged_shapes));
    // 2 and 3 slices; 7 leaves the last slices empty for the short N (they must add zeros).
    const int splits = GENERATE(2, 3, 7);
    const bool with_bias = GENERATE(true, false);
    CAPTURE(N, C, OC, splits, with_bias);

    const std::size_t ws_floats = linear_mma_wgrad_workspace_floats(splits, C, OC);
    REQUIRE(ws_floats == splits * (OC * C + OC));
    // The slices' sums are added once more each: K + splits additions in all.
    check_split_wgrad(N, C, OC, splits, with_bias, ws_floats, splits, 17,
                      [&](float* dw, float* db, const bf16* dout, const bf16* inp, float* ws, stream& s) {
                          linear_backward_weight_mma_split_cuda(dw, db, dout, inp, N, C, OC, splits, ws, s);
                      });
}

// Not [gpu]: arithmetic on the host.
TEST_CASE("the split-K slice count fills two CTAs per SM, keeps 8 K tiles a slice and stays 1 for "
          "large outputs",
          "[linear][mma]") {
    CHECK(linear_mma_wgrad_splits(8192, 768, 768, 132) == 8);     // 36 tiles: ceil(264 / 36)
    CHECK(linear_mma_wgrad_splits(8192, 768, 3072, 132) == 2);    // 144 tiles
    CHECK(linear_mma_wgrad_splits(8192, 4096, 4096, 132) == 1);   // 1024 tiles
    CHECK(linear_mma_wgrad_splits(512, 768, 768, 132) == 2);      // 16 K tiles: 2 slices of 8
    CHECK(linear_mma_wgrad_splits(100, 8, 8, 132) == 1);          // under 8 K tiles: no split
    CHECK(linear_mma_wgrad_splits(1 << 20, 8, 8, 132) == 16);     // at most 16
    CHECK(linear_mma_wgrad_workspace_floats(1, 768, 768) == 0);
    CHECK(linear_mma_wgrad_workspace_floats(3, 16, 8) == 3 * (16 * 8 + 8));
}

TEST_CASE("the tensor-core linear gives the same bits on every run (no atomics)",
          "[gpu][linear][mma]") {
    require_device();
    constexpr std::size_t N = 300, C = 264, OC = 392;
    const auto inp = random_operand(N * C, 10, false), w = random_operand(OC * C, 11, false);
    const auto dout = random_operand(N * OC, 12, false);
    stream s;
    device_buffer<bf16> d_inp(inp.storage), d_w(w.storage), d_dout(dout.storage);
    const auto run = [&] {
        auto out = poisoned<bf16>(N * OC);
        auto dinp = poisoned<bf16>(N * C);
        device_buffer<float> dw(OC * C), db(OC);
        dw.fill_bytes(0);
        db.fill_bytes(0);
        linear_forward_mma_cuda(out.data(), d_inp.data(), d_w.data(), nullptr, N, C, OC, s);
        linear_backward_input_mma_cuda(dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
        linear_backward_weight_mma_cuda(dw.data(), db.data(), d_dout.data(), d_inp.data(), N, C,
                                        OC, s);
        s.sync();
        return std::tuple{out.download(), dinp.download(), dw.download(), db.download()};
    };
    const auto first = run(), second = run();
    CHECK(std::get<0>(first) == std::get<0>(second));
    CHECK(std::get<1>(first) == std::get<1>(second));
    CHECK(std::get<2>(first) == std::get<2>(second));
    CHECK(std::get<3>(first) == std::get<3>(second));
}

TEST_CASE("the mma-or-simple launchers run the tensor-core kernel where it applies and the simple "
          "kernel elsewhere",
          "[gpu][linear][mma]") {
    require_device();
    // 1100 rows: the selecting backward-weight splits N (2 output tiles: 4 slices on 132 SMs).
    const auto [N, C, OC] =
        GENERATE(values<shape>({{77, 40, 136}, {1100, 40, 136}, {77, 12, 20}, {33, 20, 8}}));
    const bool mma = C % 8 == 0 && OC % 8 == 0;
    CAPTURE(N, C, OC, mma);
    const auto inp = random_operand(N * C, 13, false), w = random_operand(OC * C, 14, false);
    const auto bias = random_operand(OC, 15, false), dout = random_operand(N * OC, 16, false);
    stream s;
    device_buffer<bf16> d_inp(inp.storage), d_w(w.storage), d_bias(bias.storage),
        d_dout(dout.storage);
    // Each pass through the selecting launcher and through the one it must have picked.
    const auto both = [&](auto&& selecting, auto&& picked, auto make) {
        auto a = make(), b = make();
        selecting(a);
        picked(b);
        s.sync();
        return std::pair{a.download(), b.download()};
    };
    const auto bf16_out = [](std::size_t n) { return [n] { return poisoned<bf16>(n); }; };
    const auto [out, out_picked] = both(
        [&](auto& o) {
            linear_forward_mma_or_simple_cuda(o.data(), d_inp.data(), d_w.data(), d_bias.data(), N,
                                              C, OC, s);
        },
        [&](auto& o) {
            if (mma)
                linear_forward_mma_cuda(o.data(), d_inp.data(), d_w.data(), d_bias.data(), N, C,
                                        OC, s);
            else
                linear_forward_cuda<bf16>(o.data(), d_inp.data(), d_w.data(), d_bias.data(), N, C,
                                          OC, s);
        },
        bf16_out(N * OC));
    const auto [dinp, dinp_picked] = both(
        [&](auto& o) {
            linear_backward_input_mma_or_simple_cuda(o.data(), d_dout.data(), d_w.data(), N, C,
                                                     OC, s);
        },
        [&](auto& o) {
            if (mma)
                linear_backward_input_mma_cuda(o.data(), d_dout.data(), d_w.data(), N, C, OC, s);
            else
                linear_backward_input_cuda<bf16>(o.data(), d_dout.data(), d_w.data(), N, C, OC, s);
        },
        bf16_out(N * C));
    device_buffer<float> dw(OC * C), db(OC), dw_picked(OC * C), db_picked(OC);
    for (auto* b : {&dw, &db, &dw_picked, &db_picked}) b->fill_bytes(0);
    linear_backward_weight_mma_or_simple_cuda(dw.data(), db.data(), d_dout.data(), d_inp.data(), N,
                                              C, OC, s);
    if (mma) {  // the selecting launcher splits N as linear_mma_wgrad_splits says for this GPU
        int device = 0, sms = 0;
        PIPESCHED_CUDA_CHECK(cudaGetDevice(&device));
        PIPESCHED_CUDA_CHECK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, device));
        const int splits = linear_mma_wgrad_splits(N, C, OC, sms);
        device_buffer<float> ws(std::max<std::size_t>(linear_mma_wgrad_workspace_floats(splits, C, OC), 1));
        linear_backward_weight_mma_split_cuda(dw_picked.data(), db_picked.data(), d_dout.data(),
                                              d_inp.data(), N, C, OC, splits, ws.data(), s);
        s.sync();  // before ws goes
    } else
        linear_backward_weight_cuda<bf16>(dw_picked.data(), db_picked.data(), d_dout.data(),
                                          d_inp.data(), N, C, OC, s);
    s.sync();
    CHECK(out == out_picked);
    CHECK(dinp == dinp_picked);
    CHECK(dw.download() == dw_picked.download());
    CHECK(db.download() == db_picked.download());

    // And the result is the reference's, within the same bounds as the tensor-core kernel's.
    std::vector<double> ref(N * OC), sum_abs(N * OC);
    linear_forward_reference(ref.data(), inp.value.data(), w.value.data(), bias.value.data(), N, C, OC);
    linear_forward_reference(sum_abs.data(), inp.magnitude.data(), w.magnitude.data(),
                   bias.magnitude.data(), N, C, OC);
    CHECK(first_mismatches(out, ref, bf16_bound(ref, sum_abs, C, false), OC) == "");
}
