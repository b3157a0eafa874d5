// measure_cuda_profile (gpt_profile_cuda.hpp): the CPU profile's probes (gpt_profile.cpp)
// on CUDA stages.
#include "runtime/gpt/gpt_profile_cuda.hpp"

#include <cuda_runtime_api.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <vector>

#include <kernels/cuda/check.cuh>

#include "runtime/gpt/backend/cuda_params.hpp"
#include "runtime/gpt/gpt_batch.hpp"
#include "runtime/gpt/gpt_params.hpp"
#include "runtime/gpt/gpt_profile_probes.hpp"
#include "runtime/gpt/gpt_stage_cuda.hpp"

namespace pipesched::gpt {

namespace {

template <class Stage>
gpt_profile measure_on(const gpt_config& model, int repeats, int gpu, std::uint64_t seed) {
  using backend = typename Stage::backend_type;
  constexpr bool bf16 = std::is_same_v<Stage, gpt_cuda_bf16_stage>;
  const gpt_config probe = detail::probe_model(model);
  const std::vector<stage_layers> cut = partition(probe, 3);
  const gpt_batch batch = synthetic_batch(probe, 1, seed);

  // Declared in the order they must outlive one another (cuda_gpt_stage_test's pipeline).
  std::vector<gpt_params<float>> params;
  std::vector<runtime::activation_meter> meters(3);
  std::vector<std::unique_ptr<typename Stage::host_pool>> hosts;
  std::vector<std::unique_ptr<cuda_params>> device_params;
  std::vector<std::unique_ptr<backend>> backends;
  std::vector<Stage> stages;
  for (const stage_layers& l : cut) params.push_back(make_params<float>(probe, l, seed));
  std::vector<runtime::activation_meter*> meter_of;
  std::vector<long long> scalars;
  for (std::size_t s = 0; s < 3; ++s) {
    hosts.push_back(std::make_unique<typename Stage::host_pool>());
    device_params.push_back(std::make_unique<cuda_params>(
        params[s], gpu, bf16 ? cuda_params::working_copy::bf16 : cuda_params::working_copy::none));
    backends.push_back(std::make_unique<backend>(meters[s], gpu, cuda_backend_options{}, static_cast<int>(s)));
    backends.back()->bind(*device_params.back());
    stages.emplace_back(probe, static_cast<int>(s), 3, params[s], &batch, *backends.back(), hosts.back().get());
    meter_of.push_back(&meters[s]);
    scalars.push_back(static_cast<long long>(params[s].scalars()));
  }

  // The probes' inputs are real activations and gradients of the model's shape: one pass
  // through the three stages makes them (and warms up every kernel).
  typename Stage::tensor none, x, dy;
  {
    x = stages[0].forward(0, none);
    const typename Stage::tensor y = stages[1].forward(0, x);
    (void)stages[2].forward(0, y);
    dy = stages[2].backward_input(0, none);
    stages[2].backward_weight(0);
    (void)stages[0].backward_input(0, stages[1].backward_input(0, dy));
    stages[1].backward_weight(0);
    stages[0].backward_weight(0);
    for (auto& b : backends) b->synchronize();
  }
  const std::vector<probe_measurement> out = detail::time_probes(
      stages, meter_of, cut, scalars, repeats,
      [&](int s) -> const typename Stage::tensor& { return s == 0 ? none : x; },
      [&](int s) -> const typename Stage::tensor& { return s == 2 ? none : dy; },
      [&](int s) { backends[static_cast<std::size_t>(s)]->synchronize(); });

  gpt_profile result;
  result.model = model;
  result.repeats = repeats;
  result.backend = "cuda";
  result.dtype = bf16 ? "bf16" : "fp32";
  result.first = out[0];
  result.middle = out[1];
  result.last = out[2];
  result.parts = parts_from_probes(model, out[0], out[1], out[2], bf16 ? 2 : 4);
  return result;
}

}  // namespace

gpt_profile measure_cuda_profile(const gpt_config& model, int repeats, bool bf16, int gpu, std::uint64_t seed) {
  validate(model);
  if (repeats < 1) throw std::invalid_argument("repeats must be at least 1, got " + std::to_string(repeats));
  int count = 0;
  PIPESCHED_CUDA_CHECK(cudaGetDeviceCount(&count));
  if (gpu < 0 || gpu >= count)
    throw std::invalid_argument("--gpu " + std::to_string(gpu) + ": this machine has " + std::to_string(count) +
                                " CUDA device(s)");
  gpt_profile p = bf16 ? measure_on<gpt_cuda_bf16_stage>(model, repeats, gpu, seed)
                       : measure_on<gpt_cuda_stage>(model, repeats, gpu, seed);
  p.device = describe_cuda_device(gpu);
  p.bandwidth = measure_copy_bandwidths(gpu, profile_copy_bytes, repeats);
  return p;
}

}  // namespace pipesched::gpt
