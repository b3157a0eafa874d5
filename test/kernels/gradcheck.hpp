#pragma once
// Helpers for the kernels' tests: seeded random data, central finite differences, and a
// comparison |a − r| ≤ atol + rtol·|r| that names the first mismatch.
//
// Gradient checks use the scalar objective L = Σ out ⊙ R for a fixed random R, so the
// analytic gradient is the backward pass with dout = R.

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <random>
#include <sstream>
#include <string>
#include <vector>

namespace pipesched::test {

// Uniform in [lo, hi), portable across standard libraries (no std::uniform_real_distribution).
inline std::vector<double> random_vector(std::size_t n, std::uint64_t seed, double lo = -1.0,
                                         double hi = 1.0) {
    std::mt19937_64 gen{seed};
    std::vector<double> x(n);
    for (auto& e : x) e = lo + (hi - lo) * static_cast<double>(gen() >> 11) * 0x1.0p-53;
    return x;
}

inline std::vector<int> random_tokens(std::size_t n, int vocab, std::uint64_t seed) {
    std::mt19937_64 gen{seed};
    std::vector<int> x(n);
    for (auto& e : x) e = static_cast<int>(gen() % static_cast<std::uint64_t>(vocab));
    return x;
}

template <class To, class From>
std::vector<To> cast_vector(const std::vector<From>& x) {
    return std::vector<To>(x.begin(), x.end());
}

inline double dot(const std::vector<double>& a, const std::vector<double>& b) {
    double s = 0;
    for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) s += a[i] * b[i];
    return s;
}

// ∂objective/∂x[i] ≈ (f(x + h·e_i) − f(x − h·e_i)) / 2h for every i; x is restored exactly.
inline std::vector<double> numeric_gradient(std::vector<double>& x,
                                            const std::function<double()>& objective,
                                            double h = 1e-6) {
    std::vector<double> g(x.size());
    for (std::size_t i = 0; i < x.size(); ++i) {
        const double saved = x[i];
        x[i] = saved + h;
        const double fp = objective();
        x[i] = saved - h;
        const double fm = objective();
        x[i] = saved;
        g[i] = (fp - fm) / (2 * h);
    }
    objective();  // leave the forward's outputs as they were at x
    return g;
}

// "" when every |actual[i] − expected[i]| ≤ atol + rtol·|expected[i]| (NaN never passes);
// otherwise a message naming the first mismatching index, both values and the mismatch count.
template <class A, class R>
std::string first_mismatch(const std::vector<A>& actual, const std::vector<R>& expected,
                           double atol, double rtol) {
    std::ostringstream os;
    os.precision(17);
    if (actual.size() != expected.size()) {
        os << "size mismatch: actual " << actual.size() << ", expected " << expected.size();
        return os.str();
    }
    std::size_t count = 0, first = 0;
    for (std::size_t i = 0; i < actual.size(); ++i) {
        const double a = static_cast<double>(actual[i]);
        const double r = static_cast<double>(expected[i]);
        if (!(std::abs(a - r) <= atol + rtol * std::abs(r))) {
            if (count == 0) first = i;
            ++count;
        }
    }
    if (count == 0) return {};
    os << "index " << first << ": actual " << static_cast<double>(actual[first]) << ", expected "
       << static_cast<double>(expected[first]) << " (" << count << " of " << actual.size()
       << " mismatch, atol " << atol << ", rtol " << rtol << ")";
    return os.str();
}

// Tolerances for double-precision gradient checks with h = 1e-6 (truncation ~h², rounding
// ~1e-16/h ≈ 1e-10 relative to the objective's size).
inline constexpr double grad_atol = 1e-7;
inline constexpr double grad_rtol = 1e-5;

}  // namespace pipesched::test
