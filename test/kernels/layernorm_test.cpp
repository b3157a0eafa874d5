#include <kernels/layernorm.hpp>

#include "gradcheck.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <vector>

using namespace pipesched::kernels;
using namespace pipesched::test;

namespace {
constexpr std::size_t N = 5, C = 7;
}

TEST_CASE("layernorm forward normalises each row and applies weight and bias",
          "[kernels][layernorm]") {
    const auto inp = random_vector(N * C, 1, -2.0, 3.0);
    const auto w = random_vector(C, 2, 0.5, 1.5), b = random_vector(C, 3);
    std::vector<double> out(N * C), mean(N), rstd(N);
    layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), w.data(), b.data(), N, C);

    std::vector<double> expected(N * C), expected_mean(N), expected_rstd(N);
    for (std::size_t n = 0; n < N; ++n) {
        long double s = 0, s2 = 0;
        for (std::size_t c = 0; c < C; ++c) s += inp[n * C + c];
        const long double m = s / C;
        for (std::size_t c = 0; c < C; ++c) s2 += (inp[n * C + c] - m) * (inp[n * C + c] - m);
        const long double sd = std::sqrt(s2 / C + 1e-5L);
        expected_mean[n] = static_cast<double>(m);
        expected_rstd[n] = static_cast<double>(1 / sd);
        for (std::size_t c = 0; c < C; ++c)
            expected[n * C + c] = static_cast<double>((inp[n * C + c] - m) / sd * w[c] + b[c]);
    }
    CHECK(first_mismatch(out, expected, 1e-13, 1e-13) == "");
    CHECK(first_mismatch(mean, expected_mean, 1e-13, 1e-13) == "");
    CHECK(first_mismatch(rstd, expected_rstd, 1e-13, 1e-13) == "");
}

TEST_CASE("layernorm backward-input and backward-weight match finite differences",
          "[kernels][layernorm]") {
    auto inp = random_vector(N * C, 1, -2.0, 3.0);
    auto w = random_vector(C, 2, 0.5, 1.5), b = random_vector(C, 3);
    const auto R = random_vector(N * C, 4);
    std::vector<double> out(N * C), mean(N), rstd(N);
    auto objective = [&] {
        layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), w.data(), b.data(), N, C);
        return dot(out, R);
    };
    objective();
    std::vector<double> dinp(N * C, 0.0), dw(C, 0.0), db(C, 0.0);
    layernorm_backward_input(dinp.data(), R.data(), inp.data(), w.data(), mean.data(), rstd.data(), N, C);
    layernorm_backward_weight(dw.data(), db.data(), R.data(), inp.data(), mean.data(), rstd.data(), N, C);
    CHECK(first_mismatch(dinp, numeric_gradient(inp, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(dw, numeric_gradient(w, objective), grad_atol, grad_rtol) == "");
    CHECK(first_mismatch(db, numeric_gradient(b, objective), grad_atol, grad_rtol) == "");
}

TEST_CASE("layernorm backward passes accumulate into existing gradients",
          "[kernels][layernorm]") {
    const auto inp = random_vector(N * C, 1, -2.0, 3.0);
    const auto w = random_vector(C, 2, 0.5, 1.5), b = random_vector(C, 3);
    const auto R = random_vector(N * C, 4);
    std::vector<double> out(N * C), mean(N), rstd(N);
    layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), w.data(), b.data(), N, C);

    std::vector<double> di0(N * C, 0.0), dw0(C, 0.0), db0(C, 0.0);
    layernorm_backward_input(di0.data(), R.data(), inp.data(), w.data(), mean.data(), rstd.data(), N, C);
    layernorm_backward_weight(dw0.data(), db0.data(), R.data(), inp.data(), mean.data(), rstd.data(), N, C);

    auto di = random_vector(N * C, 5), dw = random_vector(C, 6), db = random_vector(C, 7);
    auto edi = di, edw = dw, edb = db;
    for (std::size_t i = 0; i < di.size(); ++i) edi[i] += di0[i];
    for (std::size_t i = 0; i < C; ++i) edw[i] += dw0[i], edb[i] += db0[i];
    layernorm_backward_input(di.data(), R.data(), inp.data(), w.data(), mean.data(), rstd.data(), N, C);
    layernorm_backward_weight(dw.data(), db.data(), R.data(), inp.data(), mean.data(), rstd.data(), N, C);
    CHECK(first_mismatch(di, edi, 1e-14, 1e-14) == "");
    CHECK(first_mismatch(dw, edw, 1e-14, 1e-14) == "");
    CHECK(first_mismatch(db, edb, 1e-14, 1e-14) == "");
}

TEST_CASE("layernorm in float agrees with layernorm in double", "[kernels][layernorm][float]") {
    const auto inp = random_vector(N * C, 1, -2.0, 3.0);
    const auto w = random_vector(C, 2, 0.5, 1.5), b = random_vector(C, 3);
    const auto R = random_vector(N * C, 4);
    std::vector<double> out(N * C), mean(N), rstd(N), di(N * C, 0.0), dw(C, 0.0), db(C, 0.0);
    layernorm_forward(out.data(), mean.data(), rstd.data(), inp.data(), w.data(), b.data(), N, C);
    layernorm_backward_input(di.data(), R.data(), inp.data(), w.data(), mean.data(), rstd.data(), N, C);
    layernorm_backward_weight(dw.data(), db.data(), R.data(), inp.data(), mean.data(), rstd.data(), N, C);

    const auto inpf = cast_vector<float>(inp), wf = cast_vector<float>(w), bf = cast_vector<float>(b),
               Rf = cast_vector<float>(R);
    std::vector<float> outf(N * C), meanf(N), rstdf(N), dif(N * C, 0.0f), dwf(C, 0.0f), dbf(C, 0.0f);
    layernorm_forward(outf.data(), meanf.data(), rstdf.data(), inpf.data(), wf.data(), bf.data(), N, C);
    layernorm_backward_input(dif.data(), Rf.data(), inpf.data(), wf.data(), meanf.data(), rstdf.data(), N, C);
    layernorm_backward_weight(dwf.data(), dbf.data(), Rf.data(), inpf.data(), meanf.data(), rstdf.data(), N, C);

    CHECK(first_mismatch(outf, out, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dif, di, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dwf, dw, 1e-5, 1e-5) == "");
    CHECK(first_mismatch(dbf, db, 1e-5, 1e-5) == "");
}
