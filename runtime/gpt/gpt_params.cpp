#include "runtime/gpt/gpt_params.hpp"

#include <cmath>
#include <numbers>
#include <random>
#include <stdexcept>

namespace pipesched::gpt {

namespace {
// Stable across runs and platforms (std::hash is neither), so checkpoints and cuts agree.
std::uint64_t fnv1a(std::string_view s) {
  std::uint64_t h = 1469598103934665603ull;
  for (char c : s) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Box-Muller on mt19937_64 bits: portable, unlike std::normal_distribution.
template <class Scalar>
void fill_normal(std::vector<Scalar>& v, double stddev, std::uint64_t seed) {
  std::mt19937_64 gen{seed};
  auto uniform = [&gen] { return (static_cast<double>(gen() >> 11) + 0.5) * 0x1.0p-53; };  // (0, 1)
  for (std::size_t i = 0; i < v.size(); i += 2) {
    const double r = std::sqrt(-2.0 * std::log(uniform()));
    const double a = 2.0 * std::numbers::pi * uniform();
    v[i] = static_cast<Scalar>(stddev * r * std::cos(a));
    if (i + 1 < v.size()) v[i + 1] = static_cast<Scalar>(stddev * r * std::sin(a));
  }
}

template <class Scalar>
parameter<Scalar> make(std::string name, std::size_t n, double stddev, double constant, bool decay,
                       std::uint64_t seed) {
  parameter<Scalar> p{std::move(name), std::vector<Scalar>(n, static_cast<Scalar>(constant)),
                      std::vector<Scalar>(n, Scalar(0)), decay};
  if (stddev > 0) fill_normal(p.value, stddev, splitmix64(seed ^ fnv1a(p.name)));
  return p;
}
}  // namespace

template <class Scalar>
void gpt_params<Scalar>::zero_grad() {
  for_each([](parameter<Scalar>& p) { std::fill(p.grad.begin(), p.grad.end(), Scalar(0)); });
}

template <class Scalar>
std::size_t gpt_params<Scalar>::scalars() const {
  std::size_t n = 0;
  for_each([&n](const parameter<Scalar>& p) { n += p.size(); });
  return n;
}

template <class Scalar>
parameter<Scalar>* gpt_params<Scalar>::find(std::string_view name) {
  parameter<Scalar>* found = nullptr;
  for_each([&](parameter<Scalar>& p) {
    if (p.name == name) found = &p;
  });
  return found;
}

template <class Scalar>
gpt_params<Scalar> make_params(const gpt_config& c, const stage_layers& layers, std::uint64_t seed) {
  validate(c);
  if (layers.first < 0 || layers.last > c.layers || layers.first >= layers.last)
    throw std::invalid_argument("stage layers [" + std::to_string(layers.first) + ", " +
                                std::to_string(layers.last) + ") are not a non-empty range of the model's " +
                                std::to_string(c.layers) + " layers");
  const std::size_t C = static_cast<std::size_t>(c.dim), V = static_cast<std::size_t>(c.vocab);
  const double std = 0.02, proj_std = 0.02 / std::sqrt(2.0 * c.layers);
  auto weight = [&](std::string name, std::size_t n, double s) { return make<Scalar>(std::move(name), n, s, 0, true, seed); };
  auto bias = [&](std::string name, std::size_t n) { return make<Scalar>(std::move(name), n, 0, 0, false, seed); };
  auto ones = [&](std::string name, std::size_t n) { return make<Scalar>(std::move(name), n, 0, 1, false, seed); };

  gpt_params<Scalar> p{c, layers, {}, {}, {}, {}, {}, {}};
  if (layers.embedding) {
    p.wte = weight("wte", V * C, std);
    p.wpe = weight("wpe", static_cast<std::size_t>(c.seq) * C, std);
  }
  for (int l = layers.first; l < layers.last; ++l) {
    const std::string h = "h." + std::to_string(l) + ".";
    p.blocks.push_back({ones(h + "ln_1.weight", C), bias(h + "ln_1.bias", C),
                        weight(h + "attn.qkv.weight", 3 * C * C, std), bias(h + "attn.qkv.bias", 3 * C),
                        weight(h + "attn.proj.weight", C * C, proj_std), bias(h + "attn.proj.bias", C),
                        ones(h + "ln_2.weight", C), bias(h + "ln_2.bias", C),
                        weight(h + "mlp.fc.weight", 4 * C * C, std), bias(h + "mlp.fc.bias", 4 * C),
                        weight(h + "mlp.proj.weight", 4 * C * C, proj_std), bias(h + "mlp.proj.bias", C)});
  }
  if (layers.head) {
    p.ln_f_weight = ones("ln_f.weight", C);
    p.ln_f_bias = bias("ln_f.bias", C);
    p.lm_head_weight = weight("lm_head.weight", V * C, std);
  }
  return p;
}

template struct gpt_params<float>;
template struct gpt_params<double>;
template gpt_params<float> make_params(const gpt_config&, const stage_layers&, std::uint64_t);
template gpt_params<double> make_params(const gpt_config&, const stage_layers&, std::uint64_t);

}  // namespace pipesched::gpt
