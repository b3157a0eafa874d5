#include <kernels/cross_entropy.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr std::size_t N = 6, V = 7;
}

TEST_CASE("cross-entropy loss and probabilities match a naive log-softmax",
          "[kernels][cross_entropy]") {
    const auto logits = random_vector(N * V, 1, -3.0, 3.0);
    const auto targets = random_tokens(N, V, 2);
    std::vector<double> losses(N), probs(N * V);
    cross_entropy_forward(losses.data(), probs.data(), logits.data(), targets.data(), N, V);

    std::vector<double> expected_loss(N), expected_probs(N * V);
    for (std::size_t n = 0; n < N; ++n) {
        long double z = 0;  // no max subtraction: the logits are small
        for (std::size_t v = 0; v < V; ++v) z += std::exp(static_cast<long double>(logits[n * V + v]));
        for (std::size_t v = 0; v < V; ++v)
            expected_probs[n * V + v] = static_cast<double>(std::exp(static_cast<long double>(logits[n * V + v])) / z);
        expected_loss[n] = static_cast<double>(-(logits[n * V + targets[n]] - std::log(z)));
    }
    CHECK(first_mismatch(losses, expected_loss, 1e-14, 1e-13) == "");
    CHECK(first_mismatch(probs, expected_probs, 1e-15, 1e-13) == "");
}

TEST_CASE("cross-entropy is stable for large logits in float", "[kernels][cross_entropy][float]") {
    const auto base = random_vector(N * V, 3, -3.0, 3.0);
    const auto targets = random_tokens(N, V, 4);
    std::vector<double> loss_ref(N), probs_ref(N * V);
    cross_entropy_forward(loss_ref.data(), probs_ref.data(), base.data(), targets.data(), N, V);

    std::vector<float> shifted(N * V);  // softmax is shift-invariant; exp(1000) overflows naively
    for (std::size_t i = 0; i < N * V; ++i) shifted[i] = static_cast<float>(base[i] + 1000.0);
    std::vector<float> losses(N), probs(N * V);
    cross_entropy_forward(losses.data(), probs.data(), shifted.data(), targets.data(), N, V);
    CHECK(first_mismatch(losses, loss_ref, 1e-3, 1e-3) == "");  // float spacing at 1000 is 6e-5
    CHECK(first_mismatch(probs, probs_ref, 1e-4, 1e-3) == "");
}

TEST_CASE("cross-entropy backward-input matches finite differences of the scaled loss",
          "[kernels][cross_entropy]") {
    auto logits = random_vector(N * V, 5, -3.0, 3.0);
    const auto targets = random_tokens(N, V, 6);
    const double scale = 1.0 / (3 * N);  // e.g. mean over N positions and 3 microbatches
    std::vector<double> losses(N), probs(N * V);
    auto objective = [&] {
        cross_entropy_forward(losses.data(), probs.data(), logits.data(), targets.data(), N, V);
        double s = 0;
        for (double l : losses) s += l;
        return scale * s;
    };
    objective();
    std::vector<double> dlogits(N * V, 3.0);
    cross_entropy_backward_input(dlogits.data(), probs.data(), targets.data(), scale, N, V);
    CHECK(first_mismatch(dlogits, numeric_gradient(logits, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("cross-entropy may run in place: probs over logits, dlogits over probs",
          "[kernels][cross_entropy]") {
    const auto logits = random_vector(N * V, 7, -3.0, 3.0);
    const auto targets = random_tokens(N, V, 8);
    std::vector<double> losses(N), probs(N * V), dlogits(N * V);
    cross_entropy_forward(losses.data(), probs.data(), logits.data(), targets.data(), N, V);
    cross_entropy_backward_input(dlogits.data(), probs.data(), targets.data(), 0.5, N, V);

    auto buf = logits;
    std::vector<double> losses2(N);
    cross_entropy_forward(losses2.data(), buf.data(), buf.data(), targets.data(), N, V);
    CHECK(first_mismatch(losses2, losses, 0.0, 0.0) == "");
    CHECK(first_mismatch(buf, probs, 0.0, 0.0) == "");
    cross_entropy_backward_input(buf.data(), buf.data(), targets.data(), 0.5, N, V);
    CHECK(first_mismatch(buf, dlogits, 0.0, 0.0) == "");
}
