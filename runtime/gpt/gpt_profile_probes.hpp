#pragma once
// The measuring loop of `pipesched profile`, over any stage type (gpt_profile.cpp: the CPU
// stages; gpt_profile_cuda.cpp: the CUDA ones): one warm-up pass per probe that reads the
// bytes off its meter, then `repeats` timed rounds of F, B and W of microbatch 0 on each
// probe, each time its median. `sync(s)` waits for probe s's queued work (nothing on the
// CPU; the device's streams on CUDA, so a pass's time is its enqueue and its run together:
// what the pipeline waits for); `input(s)` and `gradient(s)` are what probe s's F and B take.
#include <algorithm>
#include <chrono>
#include <cstddef>
#include <stdexcept>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/gpt_profile.hpp"

namespace pipesched::gpt::detail {

// The model the probes run: three layers, one per probe (the embedding's stage, a middle
// block and the head's stage), split evenly whatever `model` asked for.
inline gpt_config probe_model(const gpt_config& model) {
  gpt_config probe = model;
  probe.layers = 3;
  probe.stage_blocks.clear();
  return probe;
}

inline double median_of(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

template <class Stage, class Input, class Gradient, class Sync>
std::vector<probe_measurement> time_probes(std::vector<Stage>& stages, std::vector<runtime::activation_meter*> meters,
                                           const std::vector<stage_layers>& cut,
                                           const std::vector<long long>& parameters, int repeats, Input input,
                                           Gradient gradient, Sync sync) {
  const std::size_t n = stages.size();
  // Warm-up, measuring the bytes on each probe's meter (which counts in host order).
  std::vector<probe_measurement> out(n);
  for (std::size_t s = 0; s < n; ++s) {
    runtime::activation_meter& m = *meters[s];
    Stage& st = stages[s];
    probe_measurement& r = out[s];
    m.reset();
    (void)st.forward(0, input(static_cast<int>(s)));
    const long long kept = m.live;
    m.peak = m.live;
    (void)st.backward_input(0, gradient(static_cast<int>(s)));
    r.bytes = {kept, kept - m.live, m.peak - kept};
    st.backward_weight(0);
    sync(static_cast<int>(s));
    if (m.live != 0) throw std::logic_error("profile: a probe stage kept bytes after its W");
    r.layers = cut[s];
    r.parameters = parameters[s];
  }

  using clock = std::chrono::steady_clock;
  const auto seconds = [](clock::time_point a, clock::time_point b) {
    return std::chrono::duration<double>(b - a).count();
  };
  std::vector<std::vector<double>> f(n), b(n), w(n);
  for (int r = 0; r < repeats; ++r)
    for (std::size_t s = 0; s < n; ++s) {
      Stage& st = stages[s];
      const int si = static_cast<int>(s);
      const auto t0 = clock::now();
      (void)st.forward(0, input(si));
      sync(si);
      const auto t1 = clock::now();
      (void)st.backward_input(0, gradient(si));
      sync(si);
      const auto t2 = clock::now();
      st.backward_weight(0);
      sync(si);
      const auto t3 = clock::now();
      f[s].push_back(seconds(t0, t1));
      b[s].push_back(seconds(t1, t2));
      w[s].push_back(seconds(t2, t3));
    }
  for (std::size_t s = 0; s < n; ++s) {
    out[s].f = median_of(f[s]);
    out[s].b = median_of(b[s]);
    out[s].w = median_of(w[s]);
  }
  return out;
}

}  // namespace pipesched::gpt::detail
