// The CUDA causal attention (kernels/cuda/attention.cuh) against its C++ reference
// (kernels/attention.hpp) run in double on the same fp32 inputs: ragged T, C and NH (T not a
// multiple of the 128-row tile, head sizes 1 to 200, so a thread owns several channels), and
// with the grid capped at 3 blocks so every block-stride loop runs many times. Outputs are
// poisoned with NaN first: all of out, att (its upper triangle must be exact zeros) and dqkv
// (overwritten, not accumulated) must be written.
//
// Tolerance, from the accumulation lengths (u = 2⁻²⁴, fp32's unit roundoff; inputs in [−1, 1]):
// a score sums hs products and is scaled by 1/√hs, so its error is ≤ hs·√hs·u, which exp turns
// into a relative error of the probabilities; normalising sums ≤ T terms (≤ T·u) and the output
// sums ≤ T probability-weighted values (≤ T·u, the weights summing to 1). Forward: atol = rtol =
// 8·(hs·√hs + T)·u. The backward's ds = att·(dout·v − dot)/√hs carries the same score-sized
// errors, and dq, dk sum ≤ T of them times rows of size ≤ √hs in norm: 8·(hs·√hs + T)·√hs·u.
// The 8 is slack over these first-order worst cases; a wrong index or a missed term is off
// by O(1).
//
// Every test case needs a device: without one it exits with code 77 (ctest: skipped).

#include <kernels/attention.hpp>

#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {

// "" when every element above the diagonal of every [T,T] row block is exactly 0.
std::string first_nonzero_above_diagonal(const std::vector<float>& att, std::size_t T) {
    for (std::size_t i = 0; i < att.size(); ++i) {
        const std::size_t t = i / T % T, t2 = i % T;
        if (t2 > t && att[i] != 0.0f)
            return "index " + std::to_string(i) + " (t " + std::to_string(t) + ", t2 " +
                   std::to_string(t2) + "): " + std::to_string(att[i]);
    }
    return {};
}

}  // namespace

TEST_CASE("attention forward and backward-input on the GPU match the reference for ragged shapes",
          "[gpu][attention]") {
    require_device();
    const auto [B, T, C, NH] = GENERATE(from_range(attention_shapes));
    const bool capped_grid = GENERATE(false, true);
    CAPTURE(B, T, C, NH, capped_grid);
    const std::size_t hs = C / NH;
    const double u = std::ldexp(1.0, -24);
    const double fwd_tol = 8 * (hs * std::sqrt(double(hs)) + T) * u;
    const double bwd_tol = fwd_tol * std::sqrt(double(hs));
    CAPTURE(fwd_tol, bwd_tol);

    const auto qkv = cast_vector<float>(random_vector(B * T * 3 * C, 1));
    const auto dout = cast_vector<float>(random_vector(B * T * C, 2));
    attention_run<float> run(qkv, dout, B, T, C, NH, capped_grid);
    const auto gpu_att = run.att.download();

    const auto qkv_d = widen(qkv), dout_d = widen(dout);
    std::vector<double> out(B * T * C), att(B * NH * T * T);
    attention_forward(out.data(), att.data(), qkv_d.data(), B, T, C, NH);
    CHECK(first_mismatch(run.out.download(), out, fwd_tol, fwd_tol) == "");
    CHECK(first_mismatch(gpu_att, att, fwd_tol, fwd_tol) == "");
    CHECK(first_nonzero_above_diagonal(gpu_att, T) == "");

    // Backward from the GPU's own fp32 probabilities, so only the backward is under test.
    const auto att_gpu_d = widen(gpu_att);
    std::vector<double> dqkv(B * T * 3 * C);
    attention_backward_input(dqkv.data(), dout_d.data(), qkv_d.data(), att_gpu_d.data(), B, T, C,
                             NH);
    const auto gpu_dqkv = run.dqkv.download();
    CHECK(first_mismatch(gpu_dqkv, dqkv, bwd_tol, bwd_tol) == "");

    // No atomics: a second backward into a fresh poisoned buffer is the same bit for bit.
    CHECK(first_mismatch(run.backward_again(), gpu_dqkv, 0.0, 0.0) == "");
}
