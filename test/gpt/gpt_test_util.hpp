#pragma once
// Helpers for the GPT tests: perturbed parameters (so biases and LayerNorm weights are not
// the trivial 0 and 1), gradients gathered by name, and a per-tensor comparison.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "runtime/gpt/gpt_params.hpp"
#include "test/kernels/gradcheck.hpp"

namespace pipesched::gpt::test {

inline std::uint64_t name_hash(const std::string& s) {
  std::uint64_t h = 1469598103934665603ull;
  for (char c : s) h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
  return h;
}

// Adds seeded noise in [-0.1, 0.1) to every bias and LayerNorm parameter, from the
// parameter's name alone, so every cut of the model gets the same values.
template <class Scalar>
void perturb(gpt_params<Scalar>& p) {
  p.for_each([](parameter<Scalar>& q) {
    if (q.decay) return;
    const auto noise = pipesched::test::random_vector(q.size(), name_hash(q.name), -0.1, 0.1);
    for (std::size_t i = 0; i < q.size(); ++i) q.value[i] += static_cast<Scalar>(noise[i]);
  });
}

template <class Scalar>
void collect(std::map<std::string, std::vector<double>>& out, const gpt_params<Scalar>& p, bool grads) {
  p.for_each([&](const parameter<Scalar>& q) {
    const auto& v = grads ? q.grad : q.value;
    out[q.name] = std::vector<double>(v.begin(), v.end());
  });
}

// "" when each tensor agrees elementwise within rtol, with an absolute floor of rtol times
// the tensor's largest reference magnitude (entries near zero carry only rounding).
inline std::string compare(const std::map<std::string, std::vector<double>>& actual,
                           const std::map<std::string, std::vector<double>>& expected, double rtol) {
  if (actual.size() != expected.size())
    return "parameter count " + std::to_string(actual.size()) + " vs " + std::to_string(expected.size());
  for (const auto& [name, r] : expected) {
    const auto it = actual.find(name);
    if (it == actual.end()) return "missing " + name;
    double scale = 0;
    for (double x : r) scale = std::max(scale, std::abs(x));
    const std::string m = pipesched::test::first_mismatch(it->second, r, rtol * scale, rtol);
    if (!m.empty()) return name + ": " + m;
  }
  return {};
}

}  // namespace pipesched::gpt::test
