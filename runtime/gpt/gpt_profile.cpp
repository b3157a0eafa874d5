#include "runtime/gpt/gpt_profile.hpp"

#include <algorithm>
#include <chrono>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::gpt {

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

std::vector<float> random_tensor(std::size_t n, std::mt19937_64& gen, float scale) {
  std::normal_distribution<float> dist(0.0f, scale);
  std::vector<float> out(n);
  for (float& x : out) x = dist(gen);
  return out;
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
                                         const probe_measurement& middle, const probe_measurement& last) {
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
  p.boundary_bytes = static_cast<long long>(sizeof(float)) * model.microbatch * model.seq * model.dim;
  p.static_bytes_per_param = 4 * static_cast<long long>(sizeof(float));  // weight, gradient, two AdamW moments
  p.second_version_bytes = static_cast<long long>(sizeof(float));
  return p;
}

gpt_profile measure_profile(const gpt_config& model, int repeats, std::uint64_t seed) {
  validate(model);
  if (repeats < 1) throw std::invalid_argument("repeats must be at least 1, got " + std::to_string(repeats));
  gpt_config probe = model;
  probe.layers = 3;
  probe.stage_blocks.clear();
  const std::vector<stage_layers> cut = partition(probe, 3);
  const gpt_batch batch = synthetic_batch(probe, 1, seed);

  std::vector<gpt_params<float>> params;
  std::vector<runtime::activation_meter> meters(3);
  for (const stage_layers& l : cut) params.push_back(make_params<float>(probe, l, seed));
  std::vector<gpt_stage> stages;
  for (int s = 0; s < 3; ++s)
    stages.emplace_back(probe, s, 3, params[static_cast<std::size_t>(s)], &batch, meters[static_cast<std::size_t>(s)]);

  std::mt19937_64 gen{seed};
  const std::size_t acts = static_cast<std::size_t>(probe.positions()) * static_cast<std::size_t>(probe.dim);
  const std::vector<float> x = random_tensor(acts, gen, 1.0f), dy = random_tensor(acts, gen, 1e-3f);
  const std::vector<float> none;
  auto input = [&](int s) -> const std::vector<float>& { return s == 0 ? none : x; };
  auto gradient = [&](int s) -> const std::vector<float>& { return s == 2 ? none : dy; };

  // Warm-up, measuring the bytes on each probe's meter.
  std::vector<probe_measurement> out(3);
  for (int s = 0; s < 3; ++s) {
    runtime::activation_meter& m = meters[static_cast<std::size_t>(s)];
    gpt_stage& st = stages[static_cast<std::size_t>(s)];
    probe_measurement& r = out[static_cast<std::size_t>(s)];
    m.reset();
    (void)st.forward(0, input(s));
    const long long kept = m.live;
    m.peak = m.live;
    (void)st.backward_input(0, gradient(s));
    r.bytes = {kept, kept - m.live, m.peak - kept};
    st.backward_weight(0);
    if (m.live != 0) throw std::logic_error("profile: a probe stage kept bytes after its W");
    r.layers = cut[static_cast<std::size_t>(s)];
    r.parameters = static_cast<long long>(params[static_cast<std::size_t>(s)].scalars());
  }

  using clock = std::chrono::steady_clock;
  const auto seconds = [](clock::time_point a, clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
  };
  std::vector<std::vector<double>> f(3), b(3), w(3);
  for (int r = 0; r < repeats; ++r)
    for (int s = 0; s < 3; ++s) {
      gpt_stage& st = stages[static_cast<std::size_t>(s)];
      const auto t0 = clock::now();
      (void)st.forward(0, input(s));
      const auto t1 = clock::now();
      (void)st.backward_input(0, gradient(s));
      const auto t2 = clock::now();
      st.backward_weight(0);
      const auto t3 = clock::now();
      f[static_cast<std::size_t>(s)].push_back(seconds(t0, t1));
      b[static_cast<std::size_t>(s)].push_back(seconds(t1, t2));
      w[static_cast<std::size_t>(s)].push_back(seconds(t2, t3));
    }
  for (std::size_t s = 0; s < 3; ++s) {
    out[s].f = median(f[s]);
    out[s].b = median(b[s]);
    out[s].w = median(w[s]);
  }

  gpt_profile result;
  result.model = model;
  result.repeats = repeats;
  result.first = out[0];
  result.middle = out[1];
  result.last = out[2];
  result.parts = parts_from_probes(model, out[0], out[1], out[2]);
  return result;
}

}  // namespace pipesched::gpt
