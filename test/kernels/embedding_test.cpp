#include <kernels/embedding.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr std::size_t B = 2, T = 3, C = 4, V = 5, maxT = 4;

std::vector<int> tokens_with_repeat() {
    auto tok = random_tokens(B * T, V, 21);
    tok[4] = tok[0];  // a repeated token: its dwte row must sum both positions
    return tok;
}
}  // namespace

TEST_CASE("embedding forward adds the token's row and the position's row",
          "[kernels][embedding]") {
    const auto tok = tokens_with_repeat();
    const auto wte = random_vector(V * C, 1), wpe = random_vector(maxT * C, 2);
    std::vector<double> out(B * T * C, -99.0);
    embedding_forward(out.data(), tok.data(), wte.data(), wpe.data(), B, T, C);
    std::vector<double> expected(B * T * C);
    for (std::size_t b = 0; b < B; ++b)
        for (std::size_t t = 0; t < T; ++t)
            for (std::size_t c = 0; c < C; ++c)
                expected[(b * T + t) * C + c] = wte[tok[b * T + t] * C + c] + wpe[t * C + c];
    CHECK(first_mismatch(out, expected, 0.0, 0.0) == "");
}

TEST_CASE("embedding backward-weight matches finite differences for wte and wpe",
          "[kernels][embedding]") {
    const auto tok = tokens_with_repeat();
    auto wte = random_vector(V * C, 1), wpe = random_vector(maxT * C, 2);
    const auto R = random_vector(B * T * C, 3);
    std::vector<double> out(B * T * C);
    auto objective = [&] {
        embedding_forward(out.data(), tok.data(), wte.data(), wpe.data(), B, T, C);
        return dot(out, R);
    };
    std::vector<double> dwte(V * C, 0.0), dwpe(maxT * C, 0.0);
    embedding_backward_weight(dwte.data(), dwpe.data(), R.data(), tok.data(), B, T, C);
    CHECK(first_mismatch(dwte, numeric_gradient(wte, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(dwpe, numeric_gradient(wpe, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("embedding backward-weight accumulates into existing gradients",
          "[kernels][embedding]") {
    const auto tok = tokens_with_repeat();
    const auto R = random_vector(B * T * C, 3);
    std::vector<double> once_te(V * C, 0.0), once_pe(maxT * C, 0.0);
    embedding_backward_weight(once_te.data(), once_pe.data(), R.data(), tok.data(), B, T, C);
    auto te = random_vector(V * C, 8), pe = random_vector(maxT * C, 9);
    auto expected_te = te, expected_pe = pe;
    for (std::size_t i = 0; i < te.size(); ++i) expected_te[i] += once_te[i];
    for (std::size_t i = 0; i < pe.size(); ++i) expected_pe[i] += once_pe[i];
    embedding_backward_weight(te.data(), pe.data(), R.data(), tok.data(), B, T, C);
    CHECK(first_mismatch(te, expected_te, 1e-15, 1e-15) == "");
    CHECK(first_mismatch(pe, expected_pe, 1e-15, 1e-15) == "");
    // position maxT−1 >= T is never used
    for (std::size_t c = 0; c < C; ++c) CHECK(once_pe[(maxT - 1) * C + c] == 0.0);
}
