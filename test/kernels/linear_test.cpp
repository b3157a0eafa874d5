#include <kernels/linear.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
// N = 11 covers one full row tile (8) and a tail of 3.
constexpr std::size_t N = 11, C = 6, OC = 5;
}  // namespace

TEST_CASE("linear forward computes inp times weight transposed plus bias", "[kernels][linear]") {
    const auto inp = random_vector(N * C, 1), W = random_vector(OC * C, 2), b = random_vector(OC, 3);
    std::vector<double> out(N * OC), out_nobias(N * OC);
    linear_forward_reference(out.data(), inp.data(), W.data(), b.data(), N, C, OC);
    linear_forward_reference(out_nobias.data(), inp.data(), W.data(), nullptr, N, C, OC);
    std::vector<double> expected(N * OC), expected_nobias(N * OC);
    for (std::size_t n = 0; n < N; ++n)
        for (std::size_t o = 0; o < OC; ++o) {
            long double s = 0;
            for (std::size_t c = 0; c < C; ++c) s += static_cast<long double>(inp[n * C + c]) * W[o * C + c];
            expected_nobias[n * OC + o] = static_cast<double>(s);
            expected[n * OC + o] = static_cast<double>(s + b[o]);
        }
    CHECK(first_mismatch(out, expected, 1e-14, 1e-14) == "");
    CHECK(first_mismatch(out_nobias, expected_nobias, 1e-14, 1e-14) == "");
}

TEST_CASE("a row's linear output does not depend on how rows are batched", "[kernels][linear]") {
    const auto inp = random_vector(N * C, 1), W = random_vector(OC * C, 2), b = random_vector(OC, 3);
    std::vector<double> all(N * OC), one(OC);
    linear_forward_reference(all.data(), inp.data(), W.data(), b.data(), N, C, OC);
    for (std::size_t n = 0; n < N; ++n) {
        linear_forward_reference(one.data(), inp.data() + n * C, W.data(), b.data(), 1, C, OC);
        CHECK(first_mismatch(one, std::vector<double>(all.begin() + n * OC, all.begin() + (n + 1) * OC), 0.0, 0.0) == "");
    }
}

TEST_CASE("linear backward-input and backward-weight match finite differences",
          "[kernels][linear]") {
    auto inp = random_vector(N * C, 1), W = random_vector(OC * C, 2), b = random_vector(OC, 3);
    const auto R = random_vector(N * OC, 4);
    std::vector<double> out(N * OC);
    auto objective = [&] {
        linear_forward_reference(out.data(), inp.data(), W.data(), b.data(), N, C, OC);
        return dot(out, R);
    };
    std::vector<double> dinp(N * C, 123.0);  // overwritten, so garbage must not leak through
    std::vector<double> dW(OC * C, 0.0), db(OC, 0.0);
    linear_backward_input_reference(dinp.data(), R.data(), W.data(), N, C, OC);
    linear_backward_weight_reference(dW.data(), db.data(), R.data(), inp.data(), N, C, OC);
    CHECK(first_mismatch(dinp, numeric_gradient(inp, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(dW, numeric_gradient(W, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(db, numeric_gradient(b, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("linear backward-weight accumulates, and skips a missing bias", "[kernels][linear]") {
    const auto inp = random_vector(N * C, 1);
    const auto R1 = random_vector(N * OC, 4), R2 = random_vector(N * OC, 5);
    std::vector<double> dW1(OC * C, 0.0), db1(OC, 0.0), dW2(OC * C, 0.0), db2(OC, 0.0);
    linear_backward_weight_reference(dW1.data(), db1.data(), R1.data(), inp.data(), N, C, OC);
    linear_backward_weight_reference(dW2.data(), db2.data(), R2.data(), inp.data(), N, C, OC);

    std::vector<double> dW(OC * C, 0.0), db(OC, 0.0), dW_nobias(OC * C, 0.0);
    linear_backward_weight_reference(dW.data(), db.data(), R1.data(), inp.data(), N, C, OC);
    linear_backward_weight_reference(dW.data(), db.data(), R2.data(), inp.data(), N, C, OC);
    linear_backward_weight_reference(dW_nobias.data(), nullptr, R1.data(), inp.data(), N, C, OC);
    std::vector<double> eW(OC * C), eb(OC);
    for (std::size_t i = 0; i < eW.size(); ++i) eW[i] = dW1[i] + dW2[i];
    for (std::size_t i = 0; i < OC; ++i) eb[i] = db1[i] + db2[i];
    CHECK(first_mismatch(dW, eW, 1e-14, 1e-14) == "");
    CHECK(first_mismatch(db, eb, 1e-14, 1e-14) == "");
    CHECK(first_mismatch(dW_nobias, dW1, 0.0, 0.0) == "");
}

TEST_CASE("linear in float agrees with linear in double", "[kernels][linear][float]") {
    const auto inp = random_vector(N * C, 1), W = random_vector(OC * C, 2), b = random_vector(OC, 3);
    const auto R = random_vector(N * OC, 4);
    std::vector<double> out(N * OC), dinp(N * C), dW(OC * C, 0.0), db(OC, 0.0);
    linear_forward_reference(out.data(), inp.data(), W.data(), b.data(), N, C, OC);
    linear_backward_input_reference(dinp.data(), R.data(), W.data(), N, C, OC);
    linear_backward_weight_reference(dW.data(), db.data(), R.data(), inp.data(), N, C, OC);

    const auto inpf = cast_vector<float>(inp), Wf = cast_vector<float>(W), bf = cast_vector<float>(b),
               Rf = cast_vector<float>(R);
    std::vector<float> outf(N * OC), dinpf(N * C), dWf(OC * C, 0.0f), dbf(OC, 0.0f);
    linear_forward_reference(outf.data(), inpf.data(), Wf.data(), bf.data(), N, C, OC);
    linear_backward_input_reference(dinpf.data(), Rf.data(), Wf.data(), N, C, OC);
    linear_backward_weight_reference(dWf.data(), dbf.data(), Rf.data(), inpf.data(), N, C, OC);
    CHECK(first_mismatch(outf, out, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dinpf, dinp, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dWf, dW, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dbf, db, 1e-5, 1e-5) == "");
}
