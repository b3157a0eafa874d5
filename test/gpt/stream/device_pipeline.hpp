#pragma once
// A GPT model laid out on a schedule's devices, for either backend, so that a test runs
// one schedule on the synchronous stages and on the CPU-streams stages and compares
// them: parameters per stage, and per device a meter, a host pool, the backend (streams
// only: the device's, shared by its stages) and the stages in chunk order.
#include <map>
#include <memory>
#include <string>
#include <type_traits>
#include <vector>

#include <pipesched/schedule.hpp>
#include <runtime/cpu/run_threads.hpp>

#include "runtime/gpt/gpt_stage.hpp"
#include "runtime/gpt/gpt_stream_stage.hpp"

#include "../gpt_test_util.hpp"

namespace pipesched::gpt::test {

template <class Stage>
struct device_pipeline {
  using backend = typename Stage::backend_type;
  static constexpr bool streams =
      std::is_same_v<backend, cpu_stream_backend> || std::is_same_v<backend, cpu_stream_bf16_backend>;

  // Declared in the order they must outlive one another: the stages go first (waiting
  // for their backend's queued work), then the backends, pools, meters, parameters.
  std::vector<gpt_params<float>> params;            // [stage]
  std::vector<runtime::activation_meter> meters;    // [device]
  std::vector<std::unique_ptr<host_pool>> hosts;    // [device]
  std::vector<std::unique_ptr<backend>> backends;   // [device], streams only
  std::vector<std::vector<Stage>> stages;           // [device][chunk]
  int last_device = 0, last_chunk = 0;              // where the head is

  device_pipeline(const gpt_config& c, const schedule& s, const gpt_batch& batch,
                  const stream_backend_options& options = {}, std::uint64_t seed = 1) {
    const int p = s.devices(), S = s.stages();
    for (const stage_layers& l : partition(c, S)) {
      params.push_back(make_params<float>(c, l, seed));
      perturb(params.back());
    }
    meters.resize(static_cast<std::size_t>(p));
    stages.resize(static_cast<std::size_t>(p));
    for (int d = 0; d < p; ++d) {
      const auto ud = static_cast<std::size_t>(d);
      hosts.push_back(std::make_unique<host_pool>());
      if constexpr (streams) backends.push_back(std::make_unique<backend>(meters[ud], options, d));
      for (int k = 0; k < s.chunks(); ++k) {
        const int st = stage_of(s.place, p, d, k);
        gpt_params<float>& w = params[static_cast<std::size_t>(st)];
        if constexpr (streams)
          stages[ud].emplace_back(c, st, S, w, &batch, *backends[ud], hosts[ud].get());
        else
          stages[ud].emplace_back(c, st, S, w, &batch, meters[ud], hosts[ud].get());
        if (st == S - 1) last_device = d, last_chunk = k;
      }
    }
  }

  // One iteration of `s` on threads; then every device's queued work is waited for (the
  // trainer's join before it reads gradients).
  void run(const schedule& s) {
    runtime::cpu::run_threads(s, stages);
    synchronize();
  }
  void synchronize() {
    for (auto& b : backends) b->synchronize();
  }

  const std::vector<double>& losses() const {
    return stages[static_cast<std::size_t>(last_device)][static_cast<std::size_t>(last_chunk)].losses();
  }
  std::map<std::string, std::vector<double>> grads() const {
    std::map<std::string, std::vector<double>> out;
    for (const auto& w : params) collect(out, w, true);
    return out;
  }
  std::vector<long long> peaks() const {
    std::vector<long long> out;
    for (const auto& m : meters) out.push_back(m.peak);
    return out;
  }
};

}  // namespace pipesched::gpt::test
