#pragma once
// Helpers for the training tests: a scratch directory per test case, byte snapshots of
// parameters and optimizer state, and a training loop over a model chained by hand.
#include <cstdint>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include <unistd.h>

#include "runtime/train/optimizer.hpp"
#include "test/gpt/gpt_pipeline.hpp"
#include "test/kernels/gradcheck.hpp"

namespace pipesched::train::test {

// A fresh directory, removed with its contents at the end of the test case.
struct scratch_dir {
  std::filesystem::path path;
  explicit scratch_dir(const std::string& name)
      : path(std::filesystem::temp_directory_path() /
             ("pipesched_train_" + name + "_" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~scratch_dir() {
    std::error_code ignored;
    std::filesystem::remove_all(path, ignored);
  }
  std::filesystem::path operator/(const std::string& f) const { return path / f; }
};

inline std::string read_bytes(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), {}};
}
inline void write_bytes(const std::filesystem::path& p, const std::string& bytes) {
  std::ofstream(p, std::ios::binary).write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

inline std::vector<gpt::gpt_params<float>*> pointers(std::vector<gpt::gpt_params<float>>& params) {
  std::vector<gpt::gpt_params<float>*> out;
  for (auto& p : params) out.push_back(&p);
  return out;
}

// Every byte of the values, gradients and moments, and the step count: equal snapshots
// mean bit-identical state.
inline std::string snapshot(stage_list stages, const adamw_optimizer& opt) {
  std::string s;
  auto add = [&s](const std::vector<float>& v) {
    s.append(reinterpret_cast<const char*>(v.data()), v.size() * sizeof(float));
  };
  for (const gpt::gpt_params<float>* st : stages)
    st->for_each([&](const gpt::parameter<float>& p) {
      s += p.name;
      add(p.value);
      add(p.grad);
    });
  for (const adamw_moments& m : opt.moments()) {
    s += m.name;
    add(m.exp_avg);
    add(m.exp_avg_sq);
  }
  return s + "step " + std::to_string(opt.steps());
}

// Seeded gradients in [-scale, scale) for every parameter (the optimizer tests need no model).
inline void random_grads(stage_list stages, std::uint64_t seed, double scale) {
  for (gpt::gpt_params<float>* st : stages)
    st->for_each([&](gpt::parameter<float>& p) {
      const auto g = pipesched::test::random_vector(p.size(), seed ^ gpt::test::name_hash(p.name), -scale, scale);
      for (std::size_t i = 0; i < p.size(); ++i) p.grad[i] = static_cast<float>(g[i]);
    });
}

// Training steps [first, last) of the synthetic task through the pipeline's stages,
// chained by hand: step t uses synthetic_batch(config, m, data_seed + t), accumulates the
// gradient over the m microbatches, then takes one optimizer step. Returns each step's
// mean loss.
inline std::vector<double> train_steps(gpt::test::pipeline& p, adamw_optimizer& opt, int m, int first, int last,
                                       std::uint64_t data_seed) {
  const gpt::gpt_config& c = p.params.front().config;
  const auto stages = pointers(p.params);
  std::vector<double> losses;
  for (int t = first; t < last; ++t) {
    const gpt::gpt_batch batch = gpt::synthetic_batch(c, m, data_seed + static_cast<std::uint64_t>(t));
    for (int s = 0; s < p.size(); ++s) {
      p[s].set_batch(&batch);
      p.params[static_cast<std::size_t>(s)].zero_grad();
    }
    const int S = p.size();
    for (int j = 0; j < m; ++j) {
      gpt::gpt_stage::tensor x;
      for (int s = 0; s < S; ++s) x = p[s].forward(j, x);
      for (int s = S; s-- > 0;) x = p[s].backward_input(j, x);
      for (int s = 0; s < S; ++s) p[s].backward_weight(j);
    }
    double loss = 0;
    for (double l : p[S - 1].losses()) loss += l;
    losses.push_back(loss / m);
    opt.step(stages);
  }
  return losses;
}

}  // namespace pipesched::train::test
