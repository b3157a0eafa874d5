// Every CUDA kernel of kernels/cuda/ against its C++ reference (kernels/<op>.hpp), run in
// double on the same fp32 inputs, over several shapes including ragged ones (sizes that are not
// multiples of the block, of a warp, or of each other), each also with every launcher's grid
// capped at 2 blocks (grid_cap_scope) so grid-stride and block-stride loops run more than once.
// Outputs that a kernel overwrites are poisoned with NaN first, so an element left unwritten
// fails; outputs that it accumulates into start from random values. The checker is |gpu − ref| ≤ atol + rtol·|ref| and names the first
// mismatch with its index, both values and the count (test/kernels/gradcheck.hpp).
//
// Every test case needs a device: without one it exits with code 77, which ctest reports as
// skipped (pipesched_add_gpu_test registers SKIP_RETURN_CODE 77 and label `gpu`).

#include <kernels/adamw.hpp>
#include <kernels/cross_entropy.hpp>
#include <kernels/embedding.hpp>
#include <kernels/gelu.hpp>
#include <kernels/global_norm.hpp>
#include <kernels/layernorm.hpp>
#include <kernels/linear.hpp>
#include <kernels/residual.hpp>

#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/global_norm.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {

std::vector<float> random_floats(std::size_t n, std::uint64_t seed, double lo = -1.0,
                                 double hi = 1.0) {
    return cast_vector<float>(random_vector(n, seed, lo, hi));
}

}  // namespace

TEST_CASE("embedding forward and backward-weight on the GPU match the reference", "[gpu][embedding]") {
    require_device();
    const auto [B, T, C, V] = GENERATE(from_range(embedding_shapes));
    CAPTURE(B, T, C, V);
    PIPESCHED_GENERATE_GRID_CAP();
    const std::size_t maxT = T + 3;
    const auto tokens = random_tokens(B * T, static_cast<int>(V), 1);
    const auto wte = random_floats(V * C, 2), wpe = random_floats(maxT * C, 3);
    const auto dout = random_floats(B * T * C, 4);
    const auto dwte0 = random_floats(V * C, 5), dwpe0 = random_floats(maxT * C, 6);
    stream s;

    device_buffer<int> d_tokens(tokens);
    device_buffer<float> d_wte(wte), d_wpe(wpe), d_dout(dout), d_dwte(dwte0), d_dwpe(dwpe0);
    auto d_out = poisoned<float>(B * T * C);
    embedding_forward_cuda(d_out.data(), d_tokens.data(), d_wte.data(), d_wpe.data(), B, T, C, s);
    // V = 3 with B·T = 2048 tokens: many rows collide in dwte's atomics.
    embedding_backward_weight_cuda(d_dwte.data(), d_dwpe.data(), d_dout.data(), d_tokens.data(), B,
                                   T, C, s);
    s.sync();

    std::vector<double> out(B * T * C), dwte = widen(dwte0), dwpe = widen(dwpe0);
    const auto wte_d = widen(wte), wpe_d = widen(wpe), dout_d = widen(dout);
    embedding_forward(out.data(), tokens.data(), wte_d.data(), wpe_d.data(), B, T, C);
    embedding_backward_weight(dwte.data(), dwpe.data(), dout_d.data(), tokens.data(), B, T, C);
    CHECK(first_mismatch(d_out.download(), out, 1e-6, 1e-6) == "");
    CHECK(first_mismatch(d_dwte.download(), dwte, 1e-4, 1e-4) == "");
    CHECK(first_mismatch(d_dwpe.download(), dwpe, 1e-5, 1e-5) == "");
}

TEST_CASE("layernorm forward, backward-input and backward-weight on the GPU match the reference",
          "[gpu][layernorm]") {
    require_device();
    const auto [N, C] = GENERATE(from_range(layernorm_shapes));
    CAPTURE(N, C);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto inp = random_floats(N * C, 1, -2.0, 3.0);
    const auto w = random_floats(C, 2, 0.5, 1.5), b = random_floats(C, 3);
    const auto dout = random_floats(N * C, 4);
    const auto dinp0 = random_floats(N * C, 5), dw0 = random_floats(C, 6), db0 = random_floats(C, 7);
    stream s;

    // Forward.
    device_buffer<float> d_inp(inp), d_w(w), d_b(b);
    auto d_out = poisoned<float>(N * C);
    auto d_mean = poisoned<float>(N), d_rstd = poisoned<float>(N);
    layernorm_forward_cuda(d_out.data(), d_mean.data(), d_rstd.data(), d_inp.data(), d_w.data(),
                           d_b.data(), N, C, s);
    s.sync();
    const auto inp_d = widen(inp), w_d = widen(w), b_d = widen(b), dout_d = widen(dout);
    std::vector<double> out(N * C), mean(N), rstd(N);
    layernorm_forward(out.data(), mean.data(), rstd.data(), inp_d.data(), w_d.data(), b_d.data(),
                      N, C);
    CHECK(first_mismatch(d_out.download(), out, 1e-5, 1e-4) == "");
    CHECK(first_mismatch(d_mean.download(), mean, 1e-6, 1e-5) == "");
    CHECK(first_mismatch(d_rstd.download(), rstd, 1e-6, 1e-4) == "");

    // Both backward passes from the same fp32 mean and rstd (rounded from the reference's).
    const auto mean_f = cast_vector<float>(mean), rstd_f = cast_vector<float>(rstd);
    const auto mean_r = widen(mean_f), rstd_r = widen(rstd_f);
    device_buffer<float> d_dout(dout), d_mean_f(mean_f), d_rstd_f(rstd_f);
    device_buffer<float> d_dinp(dinp0), d_dw(dw0), d_db(db0);
    layernorm_backward_input_cuda(d_dinp.data(), d_dout.data(), d_inp.data(), d_w.data(),
                                  d_mean_f.data(), d_rstd_f.data(), N, C, s);
    layernorm_backward_weight_cuda(d_dw.data(), d_db.data(), d_dout.data(), d_inp.data(),
                                   d_mean_f.data(), d_rstd_f.data(), N, C, s);
    s.sync();
    std::vector<double> dinp = widen(dinp0), dw = widen(dw0), db = widen(db0);
    layernorm_backward_input(dinp.data(), dout_d.data(), inp_d.data(), w_d.data(), mean_r.data(),
                             rstd_r.data(), N, C);
    layernorm_backward_weight(dw.data(), db.data(), dout_d.data(), inp_d.data(), mean_r.data(),
                              rstd_r.data(), N, C);
    // C = 1 has rstd = 1/sqrt(eps) ≈ 316: the absolute tolerance scales with it.
    CHECK(first_mismatch(d_dinp.download(), dinp, 1e-4, 1e-4) == "");
    CHECK(first_mismatch(d_dw.download(), dw, 1e-4, 1e-4) == "");
    CHECK(first_mismatch(d_db.download(), db, 1e-4, 1e-4) == "");
}

TEST_CASE("linear forward, dgrad and wgrad on the GPU match the reference, with and without bias",
          "[gpu][linear]") {
    require_device();
    const auto [N, C, OC] = GENERATE(from_range(linear_shapes));
    const bool with_bias = GENERATE(true, false);
    CAPTURE(N, C, OC, with_bias);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto inp = random_floats(N * C, 1), w = random_floats(OC * C, 2);
    const auto bias = random_floats(OC, 3), dout = random_floats(N * OC, 4);
    const auto dw0 = random_floats(OC * C, 5), db0 = random_floats(OC, 6);
    stream s;

    device_buffer<float> d_inp(inp), d_w(w), d_bias(bias), d_dout(dout), d_dw(dw0), d_db(db0);
    auto d_out = poisoned<float>(N * OC);
    auto d_dinp = poisoned<float>(N * C);
    linear_forward_cuda(d_out.data(), d_inp.data(), d_w.data(), with_bias ? d_bias.data() : nullptr,
                        N, C, OC, s);
    linear_backward_input_cuda(d_dinp.data(), d_dout.data(), d_w.data(), N, C, OC, s);
    linear_backward_weight_cuda(d_dw.data(), with_bias ? d_db.data() : nullptr, d_dout.data(),
                                d_inp.data(), N, C, OC, s);
    s.sync();

    const auto inp_d = widen(inp), w_d = widen(w), bias_d = widen(bias), dout_d = widen(dout);
    std::vector<double> out(N * OC), dinp(N * C), dw = widen(dw0), db = widen(db0);
    linear_forward_reference(out.data(), inp_d.data(), w_d.data(), with_bias ? bias_d.data() : nullptr, N, C,
                   OC);
    linear_backward_input_reference(dinp.data(), dout_d.data(), w_d.data(), N, C, OC);
    linear_backward_weight_reference(dw.data(), with_bias ? db.data() : nullptr, dout_d.data(), inp_d.data(),
                           N, C, OC);
    CHECK(first_mismatch(d_out.download(), out, 1e-4, 1e-4) == "");
    CHECK(first_mismatch(d_dinp.download(), dinp, 1e-4, 1e-4) == "");
    CHECK(first_mismatch(d_dw.download(), dw, 1e-4, 1e-4) == "");
    // Without bias, dbias must be left alone (bit for bit).
    CHECK(first_mismatch(d_db.download(), db, with_bias ? 1e-4 : 0.0, with_bias ? 1e-4 : 0.0) ==
          "");
}

TEST_CASE("gelu forward and backward-input on the GPU match the reference, in place too",
          "[gpu][gelu]") {
    require_device();
    const std::size_t N = GENERATE(std::size_t{1}, std::size_t{1000}, std::size_t{4097},
                                   std::size_t{1} << 20);
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto inp = random_floats(N, 1, -6.0, 6.0), dout = random_floats(N, 2);
    stream s;

    const auto inp_d = widen(inp), dout_d = widen(dout);
    std::vector<double> out(N), dinp(N);
    gelu_forward(out.data(), inp_d.data(), N);
    gelu_backward_input(dinp.data(), dout_d.data(), inp_d.data(), N);

    device_buffer<float> d_inp(inp), d_dout(dout);
    auto d_out = poisoned<float>(N);
    auto d_dinp = poisoned<float>(N);
    // Backward first: the in-place forward overwrites inp, which backward reads.
    float* dinp_ptr = in_place ? d_dout.data() : d_dinp.data();
    gelu_backward_input_cuda(dinp_ptr, d_dout.data(), d_inp.data(), N, s);
    float* out_ptr = in_place ? d_inp.data() : d_out.data();
    gelu_forward_cuda(out_ptr, d_inp.data(), N, s);
    s.sync();
    // tanhf's last-bit error, amplified by 1 − tanh² near saturation, is ≈ 1e-6 at |x| ≈ 3.
    CHECK(first_mismatch(in_place ? d_inp.download() : d_out.download(), out, 2e-6, 1e-5) == "");
    CHECK(first_mismatch(in_place ? d_dout.download() : d_dinp.download(), dinp, 5e-6, 1e-5) ==
          "");
}

TEST_CASE("residual forward and backward-input on the GPU match the reference, aliases too",
          "[gpu][residual]") {
    require_device();
    const std::size_t N = GENERATE(std::size_t{1}, std::size_t{255}, std::size_t{100003});
    const int alias = GENERATE(0, 1, 2);  // backward: 0 none, 1 da == dout, 2 both
    CAPTURE(N, alias);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto a = random_floats(N, 1), b = random_floats(N, 2), dout = random_floats(N, 3);
    stream s;

    device_buffer<float> d_a(a), d_b(b), d_dout(dout);
    auto d_out = poisoned<float>(N);
    auto d_da = poisoned<float>(N), d_db = poisoned<float>(N);
    residual_forward_cuda(d_out.data(), d_a.data(), d_b.data(), N, s);
    float* da = alias >= 1 ? d_dout.data() : d_da.data();
    float* db = alias == 2 ? d_dout.data() : d_db.data();
    residual_backward_input_cuda(da, db, d_dout.data(), N, s);
    s.sync();

    const auto a_d = widen(a), b_d = widen(b);
    std::vector<double> out(N);
    residual_forward(out.data(), a_d.data(), b_d.data(), N);
    CHECK(first_mismatch(d_out.download(), out, 0.0, 1e-7) == "");
    CHECK(first_mismatch(d_dout.download(), dout, 0.0, 0.0) == "");  // never written
    if (alias == 0) CHECK(first_mismatch(d_da.download(), dout, 0.0, 0.0) == "");
    if (alias <= 1) CHECK(first_mismatch(d_db.download(), dout, 0.0, 0.0) == "");
}

TEST_CASE("cross-entropy forward and backward-input on the GPU match the reference, in place too",
          "[gpu][cross_entropy]") {
    require_device();
    const auto [N, V] = GENERATE(from_range(cross_entropy_shapes));
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, V, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    // Logits up to ±20: exp without the max subtraction would lose digits.
    const auto logits = random_floats(N * V, 1, -20.0, 20.0);
    const auto targets = random_tokens(N, static_cast<int>(V), 2);
    const float scale = 1.0f / static_cast<float>(N);
    const auto gpu = cross_entropy_on_gpu(logits, targets, scale, N, V, in_place);
    const auto& gpu_probs = gpu.probs;
    const auto& gpu_dlogits = gpu.dlogits;

    const auto logits_d = widen(logits);
    std::vector<double> losses(N), ref_probs(N * V), ref_dlogits(N * V);
    cross_entropy_forward(losses.data(), ref_probs.data(), logits_d.data(), targets.data(), N, V);
    CHECK(first_mismatch(gpu.losses, losses, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(gpu_probs, ref_probs, 1e-7, 1e-4) == "");
    // Backward from the GPU's own fp32 probs, so only the backward kernel is under test.
    const auto probs_d = widen(gpu_probs);
    cross_entropy_backward_input(ref_dlogits.data(), probs_d.data(), targets.data(),
                                 static_cast<double>(scale), N, V);
    CHECK(first_mismatch(gpu_dlogits, ref_dlogits, 1e-8, 1e-6) == "");
}

TEST_CASE("adamw on the GPU follows the reference over three steps", "[gpu][adamw]") {
    require_device();
    const std::size_t n = GENERATE(std::size_t{1}, std::size_t{1000}, std::size_t{100003});
    const float weight_decay = GENERATE(0.0f, 0.1f);
    CAPTURE(n, weight_decay);
    PIPESCHED_GENERATE_GRID_CAP();
    const float lr = 1e-3f, beta1 = 0.9f, beta2 = 0.999f, eps = 1e-8f;
    const auto p0 = random_floats(n, 1);
    stream s;

    device_buffer<float> d_p(p0), d_m(std::vector<float>(n, 0.0f)), d_v(std::vector<float>(n, 0.0f));
    std::vector<double> p = widen(p0), m(n, 0.0), v(n, 0.0);
    for (int step = 1; step <= 3; ++step) {
        CAPTURE(step);
        const auto g = random_floats(n, 10 + static_cast<std::uint64_t>(step));
        device_buffer<float> d_g(g);
        adamw_step_cuda(d_p.data(), d_g.data(), d_m.data(), d_v.data(), n, step, lr, beta1, beta2,
                        eps, weight_decay, s);
        s.sync();
        const auto g_d = widen(g);
        adamw_step(p.data(), g_d.data(), m.data(), v.data(), n, step, double{lr}, double{beta1},
                   double{beta2}, double{eps}, double{weight_decay});
        CHECK(first_mismatch(d_p.download(), p, 1e-7, 1e-5) == "");
        CHECK(first_mismatch(d_m.download(), m, 1e-8, 1e-5) == "");
        CHECK(first_mismatch(d_v.download(), v, 1e-10, 1e-5) == "");
    }
}

TEST_CASE("global norm on the GPU accumulates the reference's sum, deterministically, and clips",
          "[gpu][global_norm]") {
    require_device();
    const std::size_t n = GENERATE(std::size_t{1}, std::size_t{255}, std::size_t{256},
                                   std::size_t{257}, std::size_t{100000}, std::size_t{3000001});
    CAPTURE(n);
    PIPESCHED_GENERATE_GRID_CAP();
    const auto g = random_floats(n, 1, -3.0, 3.0);
    stream s;

    device_buffer<float> d_g(g);
    device_buffer<double> d_sumsq(std::vector<double>{1.5});  // accumulates onto what is there
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, s);
    s.sync();
    const double gpu = d_sumsq.download()[0];
    double ref = 1.5;
    const auto g_d = widen(g);
    global_norm_squared(&ref, g_d.data(), n);
    CHECK(first_mismatch(std::vector<double>{gpu}, std::vector<double>{ref}, 0.0, 1e-12) == "");

    d_sumsq.upload(std::vector<double>{1.5});
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, s);
    s.sync();
    CHECK(d_sumsq.download()[0] == gpu);  // bit for bit: fixed grid, partials added in order

    // The caller's workspace (the optimizer's): the same sum bit for bit, and one workspace
    // serves calls queued one after another on the stream (here: the same gradients twice).
    device_buffer<double> workspace(global_norm_workspace_doubles);
    d_sumsq.upload(std::vector<double>{1.5});
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, workspace.data(), s);
    CHECK_NOTHROW(s.sync());
    CHECK(d_sumsq.download()[0] == gpu);
    d_sumsq.upload(std::vector<double>{0.0});
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, workspace.data(), s);
    s.sync();
    const double once = d_sumsq.download()[0];
    d_sumsq.upload(std::vector<double>{0.0});
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, workspace.data(), s);
    global_norm_squared_cuda(d_sumsq.data(), d_g.data(), n, workspace.data(), s);
    s.sync();
    CHECK(d_sumsq.download()[0] == once + once);  // 0 + t, then t + t: exact in double

    const double norm = std::sqrt(ref - 1.5);
    for (const double max_norm : {norm / 3, norm * 2}) {
        CAPTURE(max_norm);
        device_buffer<float> d_clip(g);
        clip_grads_cuda(d_clip.data(), n, norm, max_norm, s);
        s.sync();
        auto expected = g_d;
        clip_grads(expected.data(), n, norm, max_norm);
        const double tol = max_norm > norm ? 0.0 : 1e-6;  // untouched when not clipping
        CHECK(first_mismatch(d_clip.download(), expected, tol, tol) == "");
    }
}
