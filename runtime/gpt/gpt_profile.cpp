#include "runtime/gpt/gpt_profile.hpp"

#include <algorithm>
#include <random>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <kernels/bf16.hpp>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_profile_probes.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::gpt {

namespace {

std::vector<float> random_tensor(std::size_t n, std::mt19937_64& gen, float scale) {
  std::normal_distribution<float> dist(0.0f, scale);
  std::vector<float> out(n);
  for (float& x : out) x = dist(gen);
  return out;
}

template <class Element>
std::vector<Element> as_elements(const std::vector<float>& v) {
  if constexpr (std::is_same_v<Element, float>) {
    return v;
  } else {
    std::vector<Element> out(v.size());
    for (std::size_t i = 0; i < v.size(); ++i) out[i] = Element(v[i]);
    return out;
  }
}

// A part's bytes, and B's peak above where it starts, from a probe holding the part and
// one block: `after` runs after the block in B (the embedding), or before it (the head).
plan::part_profile part_bytes(const memory_deltas& probe, const plan::part_profile& block, bool after) {
  plan::part_profile x;
  x.activation_bytes = probe.f_alloc - block.activation_bytes;
  x.backward_bytes = -probe.b_free - block.backward_bytes;
  // The probe's B peak is max(the block's, the part's) at their offsets; where the part's
  // does not show, its own peak is no higher than the block's and never matters: the
  // least consistent value (its net growth, or 0) stands for it.
  const long long floor = std::max(0LL, x.backward_bytes);
  if (after)
    x.backward_peak_bytes = probe.b_temp > block.backward_peak_bytes ? probe.b_temp - block.backward_bytes : floor;
  else
    x.backward_peak_bytes =
        probe.b_temp > x.backward_bytes + block.backward_peak_bytes ? probe.b_temp : floor;
  return x;
}

}  // namespace

plan::measured_profile parts_from_probes(const gpt_config& model, const probe_measurement& first,
                                         const probe_measurement& middle, const probe_measurement& last,
                                         int element_bytes) {
  plan::measured_profile p;
  p.model = {model.layers, model.dim, model.heads, model.seq, model.vocab};
  p.microbatch = model.microbatch;
  p.block = {middle.f, middle.b, middle.w, middle.parameters, middle.bytes.f_alloc, -middle.bytes.b_free,
             middle.bytes.b_temp};
  p.embedding = part_bytes(first.bytes, p.block, true);
  p.head = part_bytes(last.bytes, p.block, false);
  const auto rest = [](double probe, double block) { return std::max(0.0, probe - block); };
  p.embedding.f = rest(first.f, middle.f);
  p.embedding.b = rest(first.b, middle.b);
  p.embedding.w = rest(first.w, middle.w);
  p.embedding.parameters = first.parameters - middle.parameters;
  p.head.f = rest(last.f, middle.f);
  p.head.b = rest(last.b, middle.b);
  p.head.w = rest(last.w, middle.w);
  p.head.parameters = last.parameters - middle.parameters;
  p.boundary_bytes = static_cast<long long>(element_bytes) * model.microbatch * model.seq * model.dim;
  // Weight, gradient, two AdamW moments (fp32), and a working copy where the storage is narrower.
  p.static_bytes_per_param =
      4 * static_cast<long long>(sizeof(float)) + (element_bytes < 4 ? static_cast<long long>(element_bytes) : 0);
  p.second_version_bytes = static_cast<long long>(sizeof(float));
  return p;
}

namespace {

template <class Stage, class Element>
gpt_profile measure_on(const gpt_config& model, int repeats, std::uint64_t seed) {
  validate(model);
  if (repeats < 1) throw std::invalid_argument("repeats must be at least 1, got " + std::to_string(repeats));
  const gpt_config probe = detail::probe_model(model);
  const std::vector<stage_layers> cut = partition(probe, 3);
  const gpt_batch batch = synthetic_batch(probe, 1, seed);

  std::vector<gpt_params<float>> params;
  std::vector<runtime::activation_meter> meters(3);
  for (const stage_layers& l : cut) params.push_back(make_params<float>(probe, l, seed));
  std::vector<Stage> stages;
  for (int s = 0; s < 3; ++s)
    stages.emplace_back(probe, s, 3, params[static_cast<std::size_t>(s)], &batch, meters[static_cast<std::size_t>(s)]);

  std::mt19937_64 gen{seed};
  const std::size_t acts = static_cast<std::size_t>(probe.positions()) * static_cast<std::size_t>(probe.dim);
  const std::vector<Element> x = as_elements<Element>(random_tensor(acts, gen, 1.0f)),
                             dy = as_elements<Element>(random_tensor(acts, gen, 1e-3f));
  const std::vector<Element> none;
  std::vector<runtime::activation_meter*> meter_of;
  std::vector<long long> scalars;
  for (std::size_t s = 0; s < 3; ++s) {
    meter_of.push_back(&meters[s]);
    scalars.push_back(static_cast<long long>(params[s].scalars()));
  }
  const std::vector<probe_measurement> out = detail::time_probes(
      stages, meter_of, cut, scalars, repeats, [&](int s) -> const std::vector<Element>& { return s == 0 ? none : x; },
      [&](int s) -> const std::vector<Element>& { return s == 2 ? none : dy; }, [](int) {});

  gpt_profile result;
  result.model = model;
  result.repeats = repeats;
  result.dtype = sizeof(Element) == 2 ? "bf16" : "fp32";
  result.first = out[0];
  result.middle = out[1];
  result.last = out[2];
  result.parts = parts_from_probes(model, out[0], out[1], out[2], static_cast<int>(sizeof(Element)));
  return result;
}

}  // namespace

gpt_profile measure_profile(const gpt_config& model, int repeats, std::uint64_t seed, bool bf16) {
  return bf16 ? measure_on<gpt_bf16_stage, kernels::bf16>(model, repeats, seed)
              : measure_on<gpt_stage, float>(model, repeats, seed);
}

}  // namespace pipesched::gpt
