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
#include <kernels/vocab_cross_entropy.hpp>
#include <kernels/vocab_embedding.hpp>

#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/cross_entropy.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/device_order_combine.cuh>
#include <kernels/cuda/embedding.cuh>
#include <kernels/cuda/gelu.cuh>
#include <kernels/cuda/global_norm.cuh>
#include <kernels/cuda/layernorm.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/residual.cuh>
#include <kernels/cuda/vocab_cross_entropy.cuh>
#include <kernels/cuda/vocab_embedding.cuh>

#include "bit_equality.hpp"
#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <tuple>
#include <type_traits>
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

// --- Vocabulary parallelism (kernels/cuda/vocab_cross_entropy.cuh, vocab_embedding.cuh,
// device_order_combine.cuh) against the CPU kernels the cpu backend runs (kernels/vocab_*.hpp,
// in the same storage), fp32 and bf16, on shards cut as runtime/gpt/vocab_shard.hpp cuts them
// (V / p tokens each, the first V mod p one more): vocab 19 over 2 and 4 shards, and large
// shards (25001 and 25000 tokens, more than the block's 256 threads walk in one stride).

namespace {

struct shard_cut {
    std::size_t first, count;
};
std::vector<shard_cut> cut_vocab(std::size_t V, std::size_t p) {
    std::vector<shard_cut> shards;
    std::size_t first = 0;
    for (std::size_t d = 0; d < p; ++d) {
        const std::size_t count = V / p + (d < V % p ? 1 : 0);
        shards.push_back({first, count});
        first += count;
    }
    return shards;
}

// Columns [first, first + count) of an [N, V] matrix.
template <class Elem>
std::vector<Elem> columns(const std::vector<Elem>& x, std::size_t N, std::size_t V, shard_cut s) {
    std::vector<Elem> out;
    for (std::size_t n = 0; n < N; ++n)
        out.insert(out.end(), x.begin() + static_cast<std::ptrdiff_t>(n * V + s.first),
                   x.begin() + static_cast<std::ptrdiff_t>(n * V + s.first + s.count));
    return out;
}

// Values drawn in double and rounded once to the storage: both sides read exactly these.
template <class Elem>
std::vector<Elem> random_elems(std::size_t n, std::uint64_t seed, double lo = -1.0, double hi = 1.0) {
    const auto x = random_vector(n, seed, lo, hi);
    std::vector<Elem> out;
    for (double v : x) out.push_back(Elem(static_cast<float>(v)));
    return out;
}

template <class Elem>
std::vector<double> to_double(const std::vector<Elem>& x) {
    std::vector<double> out;
    for (Elem v : x) out.push_back(static_cast<double>(to_float(v)));
    return out;
}

// gpt::combine_in_device_order's definition (runtime/gpt/collectives.cpp), on the host.
std::vector<float> combine_on_host(const std::vector<float>& gathered, int p, std::size_t n, bool max) {
    std::vector<float> out(gathered.begin(), gathered.begin() + static_cast<std::ptrdiff_t>(n));
    for (int d = 1; d < p; ++d)
        for (std::size_t i = 0; i < n; ++i) {
            const float x = gathered[static_cast<std::size_t>(d) * n + i];
            out[i] = max ? std::max(out[i], x) : out[i] + x;
        }
    return out;
}

// {N, V, p}
const std::vector<shape3> vocab_shapes{{5, 19, 2}, {5, 19, 4}, {3, 19, 1}, {2, 50001, 2}, {300, 33, 3}};

}  // namespace

// Tolerances. S's max and the combine are exact. The reference sums V_d terms in v order, the
// GPU in 256 strided partial sums added by CUB's tree: both within (V_d)·2⁻²⁴ of the exact sum
// at worst, and within ≈ √V_d·2⁻²⁴ for random roundings (2e-5 at V_d = 25001 holds 10x that);
// expf/logf against std::exp/std::log: 2 ulp. T's fp32 gradient and loss: the same formula, so
// a few ulp of the probability (atol 1e-7·scale). bf16: where the float probabilities differ
// by an ulp the rounding to bf16 may go the other way: one bf16 ulp of p (2⁻⁸·p, near 1: 2⁻⁸),
// times scale.
TEMPLATE_TEST_CASE("vocabulary-parallel cross-entropy on the GPU: S, the rescale and T match the CPU kernels "
                   "shard by shard, and p shards' combined statistics the unsharded cross-entropy",
                   "[gpu][vocab]", float, bf16) {
    using Elem = TestType;
    require_device();
    const auto [N, V, p] = GENERATE(from_range(vocab_shapes));
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, V, p, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    const bool is_bf16 = std::is_same_v<Elem, bf16>;
    const auto logits = random_elems<Elem>(N * V, 1, -20.0, 20.0);
    const auto targets = random_tokens(N, static_cast<int>(V), 2);
    const float scale = 1.0f / static_cast<float>(N);
    const auto shards = cut_vocab(V, p);
    stream s;
    device_buffer<int> d_targets(targets);

    // S on every shard, gathered as an all-gather lays them out: [d·N + n].
    std::vector<device_buffer<Elem>> d_logits;
    device_buffer<float> d_max(p * N), d_sumexp(p * N);
    d_max.fill_bytes(0xFF);
    d_sumexp.fill_bytes(0xFF);
    for (std::size_t d = 0; d < p; ++d) {
        CAPTURE(d);
        const auto mine = columns(logits, N, V, shards[d]);
        d_logits.emplace_back(mine);
        vocab_softmax_stats_cuda(d_max.data() + d * N, d_sumexp.data() + d * N, d_logits[d].data(), N,
                                 shards[d].count, s);
        s.sync();
        std::vector<float> max(N), sumexp(N);
        vocab_softmax_stats(max.data(), sumexp.data(), mine.data(), N, shards[d].count);
        const auto gpu_max = d_max.download(), gpu_sumexp = d_sumexp.download();
        CHECK(first_bit_difference(std::vector<float>(gpu_max.begin() + d * N, gpu_max.begin() + (d + 1) * N), max) == "");
        CHECK(first_mismatch(std::vector<float>(gpu_sumexp.begin() + d * N, gpu_sumexp.begin() + (d + 1) * N),
                             cast_vector<double>(sumexp), 0.0, 2e-5) == "");
    }

    // The collective, as nccl_collectives runs it: all-gather, combine the maxima in device
    // order, rescale each shard's sum-exp, combine the sums in device order.
    const auto local_max = d_max.download(), local_sumexp = d_sumexp.download();
    device_buffer<float> d_M(N), d_S(N);
    d_M.fill_bytes(0xFF);
    d_S.fill_bytes(0xFF);
    device_order_combine_cuda(d_M.data(), d_max.data(), static_cast<int>(p), N, device_order_op::max, s);
    for (std::size_t d = 0; d < p; ++d)
        vocab_rescale_sumexp_cuda(d_sumexp.data() + d * N, d_max.data() + d * N, d_M.data(), N, s);
    device_order_combine_cuda(d_S.data(), d_sumexp.data(), static_cast<int>(p), N, device_order_op::sum, s);
    s.sync();
    const auto M = d_M.download(), S = d_S.download();
    CHECK(first_bit_difference(M, combine_on_host(local_max, static_cast<int>(p), N, true)) == "");
    {
        auto rescaled = local_sumexp;  // the CPU's rescale of the GPU's S, then the CPU's combine
        for (std::size_t d = 0; d < p; ++d)
            vocab_rescale_sumexp(rescaled.data() + d * N, local_max.data() + d * N, M.data(), N);
        CHECK(first_mismatch(d_sumexp.download(), cast_vector<double>(rescaled), 0.0, 1e-6) == "");
        CHECK(first_bit_difference(S, combine_on_host(d_sumexp.download(), static_cast<int>(p), N, false)) == "");
    }
    // Against the whole vocabulary: the max bit for bit, the sum of exp(l − M) in double.
    const auto logits_d = to_double(logits);
    for (std::size_t n = 0; n < N; ++n) {
        CAPTURE(n);
        double m = logits_d[n * V], sum = 0;
        for (std::size_t v = 0; v < V; ++v) m = std::max(m, logits_d[n * V + v]);
        for (std::size_t v = 0; v < V; ++v) sum += std::exp(logits_d[n * V + v] - m);
        CHECK(static_cast<double>(M[n]) == m);
        CHECK(first_mismatch(std::vector<float>{S[n]}, std::vector<double>{sum}, 0.0, 2e-5) == "");
    }

    // T on every shard from the combined statistics, in place or not; against the CPU kernel
    // on the same statistics, and the shards together against the unsharded cross-entropy.
    std::vector<double> loss_sum(N, 0.0), dlogits_whole(N * V);
    for (std::size_t d = 0; d < p; ++d) {
        CAPTURE(d);
        const std::size_t Vd = shards[d].count;
        auto d_losses = poisoned<float>(N);
        auto d_own = poisoned<Elem>(in_place ? 0 : N * Vd);
        Elem* dlogits = in_place ? d_logits[d].data() : d_own.data();
        vocab_cross_entropy_backward_cuda(d_losses.data(), dlogits, d_logits[d].data(), d_M.data(), d_S.data(),
                                          d_targets.data(), shards[d].first, scale, N, Vd, s);
        s.sync();
        const auto gpu_losses = d_losses.download();
        const auto gpu_dlogits = in_place ? d_logits[d].download() : d_own.download();
        const auto mine = columns(logits, N, V, shards[d]);
        std::vector<float> losses(N);
        std::vector<Elem> ref(N * Vd);
        vocab_cross_entropy_backward(losses.data(), ref.data(), mine.data(), M.data(), S.data(), targets.data(),
                                     shards[d].first, scale, N, Vd);
        CHECK(first_mismatch(gpu_losses, cast_vector<double>(losses), 1e-6, 1e-6) == "");
        const double atol = is_bf16 ? std::ldexp(1.0, -7) * scale : 1e-7 * scale;
        const double rtol = is_bf16 ? std::ldexp(1.0, -7) : 1e-5;
        CHECK(first_mismatch(to_double(gpu_dlogits), to_double(ref), atol, rtol) == "");
        for (std::size_t n = 0; n < N; ++n) {
            loss_sum[n] += gpu_losses[n];
            for (std::size_t v = 0; v < Vd; ++v)
                dlogits_whole[n * V + shards[d].first + v] = static_cast<double>(to_float(gpu_dlogits[n * Vd + v]));
        }
    }
    std::vector<double> losses(N), probs(N * V), dlogits(N * V);
    cross_entropy_forward(losses.data(), probs.data(), logits_d.data(), targets.data(), N, V);
    cross_entropy_backward_input(dlogits.data(), probs.data(), targets.data(), static_cast<double>(scale), N, V);
    CHECK(first_mismatch(loss_sum, losses, 3e-5, 1e-5) == "");
    // The probabilities are rounded to the storage before the gradient reads them.
    CHECK(first_mismatch(dlogits_whole, dlogits, is_bf16 ? std::ldexp(1.0, -7) * scale : 1e-6 * scale,
                         is_bf16 ? std::ldexp(1.0, -7) : 1e-4) == "");
}

// Algorithm 2's parts from statistics the CPU computed (so only these kernels are under test):
// the scaled local softmax within expf's ulps (fp32: 1e-6 relative; bf16: one bf16 ulp, 2⁻⁷
// relative, where the float values straddle a rounding boundary), the target rows and the
// corrected parts bit for bit.
TEMPLATE_TEST_CASE("vocabulary-parallel algorithm 2's input-gradient parts on the GPU match the CPU kernels",
                   "[gpu][vocab]", float, bf16) {
    using Elem = TestType;
    require_device();
    const auto [N, V, p] = GENERATE(from_range(vocab_shapes));
    const bool in_place = GENERATE(false, true);
    CAPTURE(N, V, p, in_place);
    PIPESCHED_GENERATE_GRID_CAP();
    const std::size_t C = 37;
    const bool is_bf16 = std::is_same_v<Elem, bf16>;
    const auto targets = random_tokens(N, static_cast<int>(V), 2);
    const float scale = 1.0f / static_cast<float>(N);
    stream s;
    device_buffer<int> d_targets(targets);
    for (const auto [first, Vd] : cut_vocab(V, p)) {
        CAPTURE(first, Vd);
        const auto logits = random_elems<Elem>(N * Vd, 1 + first, -20.0, 20.0);
        std::vector<float> max(N), sumexp(N);
        vocab_softmax_stats(max.data(), sumexp.data(), logits.data(), N, Vd);
        device_buffer<Elem> d_logits(logits);
        device_buffer<float> d_max(max), d_sumexp(sumexp);
        auto d_own = poisoned<Elem>(in_place ? 0 : N * Vd);
        Elem* probs = in_place ? d_logits.data() : d_own.data();
        vocab_local_probs_cuda(probs, d_logits.data(), d_max.data(), d_sumexp.data(), scale, N, Vd, s);
        s.sync();
        std::vector<Elem> ref(N * Vd);
        vocab_local_probs(ref.data(), logits.data(), max.data(), sumexp.data(), scale, N, Vd);
        CHECK(first_mismatch(to_double(in_place ? d_logits.download() : d_own.download()), to_double(ref), 0.0,
                             is_bf16 ? std::ldexp(1.0, -7) : 1e-6) == "");

        const auto w = random_elems<Elem>(Vd * C, 3 + first);
        device_buffer<Elem> d_w(w);
        auto d_b = poisoned<Elem>(N * C);
        vocab_target_rows_cuda(d_b.data(), d_w.data(), d_targets.data(), first, scale, N, Vd, C, s);
        const auto a = random_elems<Elem>(N * C, 4 + first), b = random_elems<Elem>(N * C, 5 + first);
        const auto share = random_floats(N, 6 + first, 0.1, 2.0), sum = random_floats(N, 7 + first, 2.0, 9.0);
        device_buffer<Elem> d_a(a), d_bb(b);
        device_buffer<float> d_share(share), d_sum(sum);
        auto d_dx = poisoned<Elem>(N * C);
        vocab_input_grad_part_cuda(d_dx.data(), d_a.data(), d_bb.data(), d_share.data(), d_sum.data(), N, C, s);
        s.sync();
        std::vector<Elem> rows(N * C), dx(N * C);
        vocab_target_rows(rows.data(), w.data(), targets.data(), first, scale, N, Vd, C);
        vocab_input_grad_part(dx.data(), a.data(), b.data(), share.data(), sum.data(), N, C);
        CHECK(first_bit_difference(d_b.download(), rows) == "");
        CHECK(first_bit_difference(d_dx.download(), dx) == "");
    }
}

TEMPLATE_TEST_CASE("vocabulary-parallel embedding on the GPU equals the CPU kernels bit for bit, shards and "
                   "positions summed equal the unsharded embedding",
                   "[gpu][vocab]", float, bf16) {
    using Elem = TestType;
    require_device();
    // {B·T split as B, T, C, V, p}: ragged sizes, repeated tokens (V = 3: every row collides),
    // vocab 19 over 2 and 4, large shards.
    const auto [B, T, C, V, p] = GENERATE(table<std::size_t, std::size_t, std::size_t, std::size_t, std::size_t>(
        {{1, 1, 1, 19, 2}, {2, 3, 5, 19, 4}, {3, 17, 33, 19, 2}, {4, 64, 257, 50, 3}, {2, 512, 96, 3, 1},
         {2, 300, 33, 50001, 2}}));
    CAPTURE(B, T, C, V, p);
    PIPESCHED_GENERATE_GRID_CAP();
    const std::size_t N = B * T, maxT = T + 3;
    const auto tokens = random_tokens(N, static_cast<int>(V), 1);
    const auto wte = random_elems<Elem>(V * C, 2), wpe = random_elems<Elem>(maxT * C, 3);
    const auto dout = random_elems<Elem>(N * C, 4);
    const auto shards = cut_vocab(V, p);
    stream s;
    device_buffer<int> d_tokens(tokens);
    device_buffer<Elem> d_dout(dout), d_wpe(wpe);

    std::vector<float> summed(N * C, 0.0f);
    for (std::size_t d = 0; d < p; ++d) {
        CAPTURE(d);
        const auto [first, count] = shards[d];
        const std::vector<Elem> wte_shard(wte.begin() + static_cast<std::ptrdiff_t>(first * C),
                                          wte.begin() + static_cast<std::ptrdiff_t>((first + count) * C));
        const auto dwte0 = random_floats(count * C, 10 + d);
        device_buffer<Elem> d_wte(wte_shard);
        device_buffer<float> d_dwte(dwte0);
        auto d_out = poisoned<Elem>(N * C);
        vocab_embedding_forward_cuda(d_out.data(), d_tokens.data(), d_wte.data(), first, count, N, C, s);
        vocab_embedding_backward_weight_cuda(d_dwte.data(), d_dout.data(), d_tokens.data(), first, count, N, C, s);
        s.sync();
        std::vector<Elem> out(N * C);
        auto dwte = dwte0;
        vocab_embedding_forward(out.data(), tokens.data(), wte_shard.data(), first, count, N, C);
        vocab_embedding_backward_weight(dwte.data(), dout.data(), tokens.data(), first, count, N, C);
        const auto gpu_out = d_out.download();
        CHECK(first_bit_difference(gpu_out, out) == "");
        CHECK(first_bit_difference(d_dwte.download(), dwte) == "");
        for (std::size_t i = 0; i < N * C; ++i) summed[i] += to_float(gpu_out[i]);  // one non-zero term
    }

    // The summed shards plus positions on the GPU = the unsharded embedding's forward.
    std::vector<Elem> summed_elems;
    for (float v : summed) summed_elems.push_back(Elem(v));
    device_buffer<Elem> d_x(summed_elems);
    const auto dwpe0 = random_floats(maxT * C, 5);
    device_buffer<float> d_dwpe(dwpe0);
    position_embedding_forward_cuda(d_x.data(), d_wpe.data(), B, T, C, s);
    position_embedding_backward_weight_cuda(d_dwpe.data(), d_dout.data(), B, T, C, s);
    s.sync();
    auto x = summed_elems;
    position_embedding_forward(x.data(), wpe.data(), B, T, C);
    auto dwpe = dwpe0;
    position_embedding_backward_weight(dwpe.data(), dout.data(), B, T, C);
    const auto gpu_x = d_x.download();
    CHECK(first_bit_difference(gpu_x, x) == "");
    CHECK(first_bit_difference(d_dwpe.download(), dwpe) == "");
    std::vector<Elem> whole(N * C);
    embedding_forward(whole.data(), tokens.data(), wte.data(), wpe.data(), B, T, C);
    CHECK(first_bit_difference(gpu_x, whole) == "");
}

TEST_CASE("the device-order combine on the GPU gives the CPU's bits, for data whose sum depends on the order",
          "[gpu][vocab]") {
    require_device();
    const int p = GENERATE(1, 2, 3, 8);
    const std::size_t n = GENERATE(std::size_t{1}, std::size_t{257}, std::size_t{100003});
    CAPTURE(p, n);
    PIPESCHED_GENERATE_GRID_CAP();
    // Large and small magnitudes mixed (1e8 + 1 − 1e8 is 0 or 1 by order), and ±0 for the max.
    auto gathered = random_floats(static_cast<std::size_t>(p) * n, 7, -1.0, 1.0);
    for (std::size_t i = 0; i < gathered.size(); i += 3) gathered[i] *= 1e8f;
    for (std::size_t i = 1; i < gathered.size(); i += 11) gathered[i] = (i / 11) % 2 ? 0.0f : -0.0f;
    stream s;
    device_buffer<float> d_gathered(gathered);
    for (const bool max : {false, true}) {
        CAPTURE(max);
        auto d_out = poisoned<float>(n);
        device_order_combine_cuda(d_out.data(), d_gathered.data(), p, n, max ? device_order_op::max : device_order_op::sum,
                                  s);
        s.sync();
        CHECK(first_bit_difference(d_out.download(), combine_on_host(gathered, p, n, max)) == "");
    }
    // In place over part 0, as an all-reduce over the gathered buffer may run it.
    device_order_combine_cuda(d_gathered.data(), d_gathered.data(), p, n, device_order_op::sum, s);
    s.sync();
    const auto in_place = d_gathered.download();
    CHECK(first_bit_difference(std::vector<float>(in_place.begin(), in_place.begin() + static_cast<std::ptrdiff_t>(n)),
                               combine_on_host(gathered, p, n, false)) == "");
}
