#pragma once
// What the bf16 linear kernel tests share (cuda_linear_mma_test.cu, cuda_linear_wgmma_test.cu):
// bf16 operands with their exact values and magnitudes, the reference backward-weight, guarded
// outputs, and the per-element error bound derived in cuda_linear_mma_test.cu's opening comment.
#include <kernels/linear.hpp>

#include <kernels/bf16.hpp>
#include <kernels/cuda/device_buffer.cuh>

#include "gradcheck.hpp"
#include <catch2/catch.hpp>
#include "test/kernels/cuda_test_util.cuh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <sstream>
#include <string>
#include <vector>

namespace pipesched::test::linear_check {

using kernels::bf16;
using kernels::device_buffer;
using kernels::linear_backward_weight_reference;

inline constexpr double u = 0x1.0p-24;        // fp32 unit roundoff
inline constexpr double bf16_rel = 0x1.0p-8;  // bf16 unit roundoff (rounding to nearest)
inline constexpr std::size_t guard = 67;      // elements after each output that must stay untouched

// A kernel input: the bf16 values it reads, and the same values in double for the reference.
struct operand {
    std::vector<bf16> storage;
    std::vector<double> value;
    std::vector<double> magnitude;  // |value|, for the error bound's S
};

// Uniform in [−1, 1), or integers in [−3, 3] (exact sums), rounded to bf16.
inline operand random_operand(std::size_t n, std::uint64_t seed, bool integers) {
    const auto x = random_vector(n, seed, integers ? -3.49 : -1.0, integers ? 3.49 : 1.0);
    operand o;
    for (const double v : x) {
        const bf16 b{static_cast<float>(integers ? std::round(v) : v)};
        o.storage.push_back(b);
        o.value.push_back(static_cast<float>(b));
        o.magnitude.push_back(std::abs(o.value.back()));
    }
    return o;
}

inline std::vector<float> random_floats(std::size_t n, std::uint64_t seed, bool integers) {
    std::vector<float> x;
    for (const double v : random_vector(n, seed, integers ? -3.49 : -1.0, integers ? 3.49 : 1.0))
        x.push_back(static_cast<float>(integers ? std::round(v) : v));
    return x;
}

inline std::vector<double> magnitudes(const std::vector<float>& x) {
    std::vector<double> m;
    for (const float v : x) m.push_back(std::abs(static_cast<double>(v)));
    return m;
}

// The reference backward-weight: dweight and dbias accumulated from their starting values, and
// the same over magnitudes (the error bound's S).
struct wgrad_reference {
    std::vector<double> dw, db, dw_abs, db_abs;
};
inline wgrad_reference reference_wgrad(const operand& dout, const operand& inp,
                                const std::vector<float>& dw0, const std::vector<float>& db0,
                                std::size_t N, std::size_t C, std::size_t OC) {
    wgrad_reference r{widen(dw0), widen(db0), magnitudes(dw0), magnitudes(db0)};
    linear_backward_weight_reference(r.dw.data(), r.db.data(), dout.value.data(), inp.value.data(), N, C,
                           OC);
    linear_backward_weight_reference(r.dw_abs.data(), r.db_abs.data(), dout.magnitude.data(),
                           inp.magnitude.data(), N, C, OC);
    return r;
}

// `values` followed by `guard` copies of `sentinel`, on the device.
template <class T>
device_buffer<T> guarded(std::vector<T> values, T sentinel) {
    values.insert(values.end(), guard, sentinel);
    return device_buffer<T>(values);
}
inline const bf16 bf16_nan = bf16::from_bits(0xFFFF);
inline const float f32_sentinel = -12345.0f;

// "" when the last `guard` elements of `all` are still `sentinel`, bit for bit.
template <class T>
std::string guard_intact(const std::vector<T>& all, T sentinel) {
    for (std::size_t i = all.size() - guard; i < all.size(); ++i)
        if (std::memcmp(&all[i], &sentinel, sizeof(T)) != 0)
            return "element " + std::to_string(i) + " past the end was written";
    return {};
}

inline double as_double(bf16 x) { return static_cast<float>(x); }
inline double as_double(float x) { return x; }

// "" when |actual[i] − expected[i]| ≤ bound[i] for every i (NaN never passes); otherwise the
// first few mismatches (index, row and column, both values, the bound) and their count.
template <class A>
std::string first_mismatches(const std::vector<A>& actual, const std::vector<double>& expected,
                             const std::vector<double>& bound, std::size_t cols) {
    std::ostringstream os;
    os.precision(9);
    std::size_t count = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const double a = as_double(actual[i]);
        if (std::abs(a - expected[i]) <= bound[i]) continue;
        if (++count <= 5)
            os << "index " << i << " (row " << i / cols << ", col " << i % cols << "): actual "
               << a << ", expected " << expected[i] << ", bound " << bound[i] << "\n";
    }
    if (count) os << count << " of " << expected.size() << " mismatch";
    return os.str();
}

// The bound of a bf16 output (see the opening comment); with exact (integer) inputs, 0 against
// the reference rounded once to bf16.
inline std::vector<double> bf16_bound(const std::vector<double>& ref, const std::vector<double>& sum_abs,
                               std::size_t K, bool exact) {
    std::vector<double> b(ref.size(), 0.0);
    if (!exact)
        for (std::size_t i = 0; i < ref.size(); ++i)
            b[i] = 2 * (bf16_rel * std::abs(ref[i]) + 2 * double(K + 1) * u * sum_abs[i]);
    return b;
}
inline std::vector<double> f32_bound(const std::vector<double>& sum_abs, std::size_t K, bool exact) {
    std::vector<double> b(sum_abs.size(), 0.0);
    if (!exact)
        for (std::size_t i = 0; i < sum_abs.size(); ++i)
            b[i] = 2 * 2 * double(K + 1) * u * sum_abs[i];
    return b;
}
// The reference as the kernel must store it when every sum is exact: rounded once to bf16.
inline std::vector<double> rounded_to_bf16(const std::vector<double>& x) {
    std::vector<double> r;
    for (const double v : x) r.push_back(static_cast<float>(bf16{static_cast<float>(v)}));
    return r;
}

template <class T>
std::vector<T> without_guard(std::vector<T> all) {
    all.resize(all.size() - guard);
    return all;
}

struct shape {
    std::size_t N, C, OC;
};


// A split-K backward-weight against the reference on random inputs (seeds seed..seed+3):
// `launch(dw, db or nullptr, dout, inp, ws, stream)` runs the kernel with `ws_floats` of
// workspace, filled with NaN so that a partial the reduction reads but no slice wrote shows.
// dweight's bound allows K + splits additions, dbias's N + db_extra_adds.
template <class Launch>
void check_split_wgrad(std::size_t N, std::size_t C, std::size_t OC, int splits, bool with_bias,
                       std::size_t ws_floats, std::size_t db_extra_adds, std::uint64_t seed,
                       Launch launch) {
    const auto dout = random_operand(N * OC, seed, false), inp = random_operand(N * C, seed + 1, false);
    const auto dw0 = random_floats(OC * C, seed + 2, false), db0 = random_floats(OC, seed + 3, false);
    stream s;
    device_buffer<bf16> d_dout(dout.storage), d_inp(inp.storage);
    auto d_dw = guarded(dw0, f32_sentinel);
    auto d_db = guarded(db0, f32_sentinel);
    device_buffer<float> ws(std::max<std::size_t>(ws_floats, 1));
    ws.fill_bytes(0xFF);
    launch(d_dw.data(), with_bias ? d_db.data() : nullptr, d_dout.data(), d_inp.data(), ws.data(), s);
    s.sync();
    const auto dw_all = d_dw.download(), db_all = d_db.download();

    const auto [dw, db, dw_abs, db_abs] = reference_wgrad(dout, inp, dw0, db0, N, C, OC);
    CHECK(first_mismatches(without_guard(dw_all), dw, f32_bound(dw_abs, N + splits, false), C) == "");
    CHECK(guard_intact(dw_all, f32_sentinel) == "");
    if (with_bias)
        CHECK(first_mismatches(without_guard(db_all), db, f32_bound(db_abs, N + db_extra_adds, false), 1) ==
              "");
    else
        CHECK(without_guard(db_all) == db0);
    CHECK(guard_intact(db_all, f32_sentinel) == "");
}

}  // namespace pipesched::test::linear_check
