#pragma once
// A model cut into S stages for tests: one parameter set, meter and stage (gpt_stage, or
// another stage made from a meter: gpt_bf16_stage) per stage, the meter given by a stage →
// device map (default: one device per stage).
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "runtime/gpt/gpt_stage.hpp"

#include "gpt_test_util.hpp"

namespace pipesched::gpt::test {

template <class Stage = gpt_stage>
struct basic_pipeline {
  std::vector<gpt_params<float>> params;
  std::vector<runtime::activation_meter> meters;
  std::vector<Stage> stages;

  basic_pipeline(const gpt_config& c, int S, const gpt_batch& batch, std::uint64_t seed = 1,
           const std::function<int(int)>& device_of = {}, int devices = 0) {
    for (const stage_layers& l : partition(c, S)) {
      params.push_back(make_params<float>(c, l, seed));
      perturb(params.back());
    }
    meters.resize(static_cast<std::size_t>(devices > 0 ? devices : S));
    for (int s = 0; s < S; ++s)
      stages.emplace_back(c, s, S, params[static_cast<std::size_t>(s)], &batch,
                          meters[static_cast<std::size_t>(device_of ? device_of(s) : s)]);
  }

  int size() const { return static_cast<int>(stages.size()); }
  Stage& operator[](int s) { return stages[static_cast<std::size_t>(s)]; }

  std::map<std::string, std::vector<double>> grads() const {
    std::map<std::string, std::vector<double>> out;
    for (const auto& p : params) collect(out, p, true);
    return out;
  }
};
using pipeline = basic_pipeline<>;

}  // namespace pipesched::gpt::test
