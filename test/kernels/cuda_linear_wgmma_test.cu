// The Hopper wgmma linear (kernels/cuda/linear_wgmma.cuh) against its C++ reference, with the
// bound of cuda_linear_mma_test.cu (test/kernels/cuda_linear_check.cuh): ragged shapes against
// the 128×128×64 tile, K from 8 to many times the 5 stages, more tiles than SMs (the persistent
// loop's second pass), split-K backward-weight at several slice counts, and the same bits on
// every run. What it checks that no CPU test can: the TMA boxes and 128B swizzle, the K-major
// and the transposed (MN-major) descriptors (backward-input's B; backward-weight's A and B),
// the mbarrier phases across tiles, and the accumulator-to-row/column map of the epilogue.
//
// [gpu] cases exit 77 without a device, and also (a skip, not a pass) on a GPU that is not
// sm_90 or a build without the sm_90a code: linear_wgmma_available() says which.
// These have NOT run on a GPU yet (docs/gpu-runs.md).

#include <kernels/cuda/linear_wgmma.cuh>

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_linear_check.cuh"

#include <cstdio>
#include <algorithm>
#include <cstdlib>
#include <tuple>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;
using namespace pipesched::test::linear_check;

namespace {

void require_wgmma() {
    require_device();
    if (linear_wgmma_available()) return;
    std::fprintf(stderr, "no sm_90 GPU or no sm_90a code in this build: skipping (exit 77)\n");
    std::fflush(stderr);
    std::_Exit(77);
}

// Ragged against 128×128×64; 1100×264×392 is the self-check's wgmma problem; 2000×1024×512
// has 16×8 = 128 tiles for forward and K = 1024 (16 K tiles, three trips round 5 stages).
const std::vector<shape> wgmma_shapes{{1, 8, 8},         {5, 24, 16},     {77, 40, 136},
                                      {128, 128, 128},   {129, 264, 200}, {1100, 264, 392},
                                      {2000, 1024, 512}, {300, 8, 1032}};

}  // namespace

// Not [gpu]: the shape rule comes before any CUDA call.
TEST_CASE("the wgmma linear refuses C or OC off a multiple of 8 and unaligned pointers",
          "[linear][wgmma]") {
    alignas(16) static bf16 mem[64];
    bf16* p = mem;
    CHECK_THROWS_AS(linear_forward_wgmma_cuda(p, p, p, nullptr, 4, 12, 16, nullptr), cuda_error);
    CHECK_THROWS_AS(linear_backward_input_wgmma_cuda(p, p + 1, p, 4, 16, 16, nullptr), cuda_error);
}

TEST_CASE("the wgmma linear forward and backward-input match the reference for ragged shapes",
          "[gpu][linear][wgmma]") {
    require_wgmma();
    const auto [N, C, OC] = GENERATE(from_range(wgmma_shapes));
    const bool integers = GENERATE(false, true);
    CAPTURE(N, C, OC, integers);
    const auto inp = random_operand(N * C, 1, integers), w = random_operand(OC * C, 2, integers);
    const auto bias = random_operand(OC, 3, integers), dout = random_operand(N * OC, 4, integers);
    stream s;
    device_buffer<bf16> d_inp(inp.storage), d_w(w.storage), d_bias(bias.storage), d_dout(dout.storage);
    auto d_out = guarded(std::vector<bf16>(N * OC, bf16_nan), bf16_nan);
    auto d_dinp = guarded(std::vector<bf16>(N * C, bf16_nan), bf16_nan);
    linear_forward_wgmma_cuda(d_out.data(), d_inp.data(), d_w.data(), d_bias.data(), N, C, OC, s);
    linear_backward_input_wgmma_cuda(d_dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
    s.sync();
    const auto out = d_out.download(), dinp = d_dinp.download();

    std::vector<double> ref(N * OC), sum_abs(N * OC);
    linear_forward_reference(ref.data(), inp.value.data(), w.value.data(), bias.value.data(), N, C, OC);
    linear_forward_reference(sum_abs.data(), inp.magnitude.data(), w.magnitude.data(), bias.magnitude.data(), N,
                   C, OC);
    CHECK(first_mismatches(without_guard(out), integers ? rounded_to_bf16(ref) : ref,
                           bf16_bound(ref, sum_abs, C, integers), OC) == "");
    CHECK(guard_intact(out, bf16_nan) == "");

    std::vector<double> dref(N * C), dsum_abs(N * C);
    linear_backward_input_reference(dref.data(), dout.value.data(), w.value.data(), N, C, OC);
    linear_backward_input_reference(dsum_abs.data(), dout.magnitude.data(), w.magnitude.data(), N, C, OC);
    CHECK(first_mismatches(without_guard(dinp), integers ? rounded_to_bf16(dref) : dref,
                           bf16_bound(dref, dsum_abs, OC, integers), C) == "");
    CHECK(guard_intact(dinp, bf16_nan) == "");
}

TEST_CASE("the wgmma backward-weight accumulates the reference's dweight and dbias, split or not",
          "[gpu][linear][wgmma]") {
    require_wgmma();
    const auto [N, C, OC] = GENERATE(from_range(wgmma_shapes));
    // 1: the accumulating epilogue; 3 and 7: partials and the ordered reduction (7 leaves the
    // last slices of the short N empty: they must add zeros).
    const int splits = GENERATE(1, 3, 7);
    const bool with_bias = GENERATE(true, false);
    CAPTURE(N, C, OC, splits, with_bias);
    check_split_wgrad(N, C, OC, splits, with_bias, linear_wgmma_wgrad_workspace_floats(splits, C, OC),
                      32, 6, [&](float* dw, float* db, const bf16* dout, const bf16* inp, float* ws, stream& s) {
                          linear_backward_weight_wgmma_cuda(dw, db, dout, inp, N, C, OC, splits, ws, s);
                      });
}

TEST_CASE("the wgmma linear gives the same bits on every run, split-K included",
          "[gpu][linear][wgmma]") {
    require_wgmma();
    constexpr std::size_t N = 1100, C = 264, OC = 392;
    const auto inp = random_operand(N * C, 10, false), w = random_operand(OC * C, 11, false);
    const auto dout = random_operand(N * OC, 12, false);
    stream s;
    device_buffer<bf16> d_inp(inp.storage), d_w(w.storage), d_dout(dout.storage);
    const auto run = [&] {
        auto out = poisoned<bf16>(N * OC);
        auto dinp = poisoned<bf16>(N * C);
        device_buffer<float> dw(OC * C), db(OC), ws(linear_wgmma_wgrad_workspace_floats(4, C, OC));
        dw.fill_bytes(0);
        db.fill_bytes(0);
        linear_forward_wgmma_cuda(out.data(), d_inp.data(), d_w.data(), nullptr, N, C, OC, s);
        linear_backward_input_wgmma_cuda(dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
        linear_backward_weight_wgmma_cuda(dw.data(), db.data(), d_dout.data(), d_inp.data(), N, C, OC,
                                          4, ws.data(), s);
        s.sync();
        return std::tuple{out.download(), dinp.download(), dw.download(), db.download()};
    };
    const auto first = run(), second = run();
    CHECK(std::get<0>(first) == std::get<0>(second));
    CHECK(std::get<1>(first) == std::get<1>(second));
    CHECK(std::get<2>(first) == std::get<2>(second));
    CHECK(std::get<3>(first) == std::get<3>(second));
}
