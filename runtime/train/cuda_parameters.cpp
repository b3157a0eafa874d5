#include "runtime/train/cuda_parameters.hpp"

#include <stdexcept>

#include <kernels/cuda/adamw.cuh>
#include <kernels/cuda/check.cuh>
#include <kernels/cuda/global_norm.cuh>

namespace pipesched::train {

using gpt::parameter;

cuda_norm_workspace::cuda_norm_workspace(int gpu) : gpu_(gpu) {
  const stream::cuda_device_scope scope(gpu_);
  PIPESCHED_CUDA_CHECK(cudaMalloc(reinterpret_cast<void**>(&sum_), sizeof(double)));
  const cudaError_t err =
      cudaMalloc(reinterpret_cast<void**>(&partials_), kernels::global_norm_workspace_doubles * sizeof(double));
  if (err != cudaSuccess) {
    (void)cudaFree(sum_);
    PIPESCHED_CUDA_CHECK(err);
  }
}

cuda_norm_workspace::~cuda_norm_workspace() {
  const stream::cuda_device_scope scope(gpu_);
  (void)cudaFree(sum_);
  (void)cudaFree(partials_);
}

const cuda_parameters::entry& cuda_parameters::of(const gpt::gpt_params<float>& stage) const {
  for (const entry& e : entries_)
    if (&e.params->host() == &stage) return e;
  throw std::logic_error("cuda optimizer: a stage whose parameters no device copy holds");
}

double cuda_parameters::sq_norm(const gpt::gpt_params<float>& stage) {
  const entry& e = of(stage);
  const stream::cuda_device_scope scope(e.compute->gpu());
  stream::cuda_stream& on = *e.compute;
  double* sum = e.workspace->sum();
  PIPESCHED_CUDA_CHECK(cudaMemsetAsync(sum, 0, sizeof(double), on.native()));
  stage.for_each([&](const parameter<float>& p) {
    if (const gpt::cuda_params::slot* s = e.params->find(p))
      kernels::global_norm_squared_cuda(sum, s->grads, p.size(), e.workspace->partials(), on.native());
  });
  double host = 0;
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(&host, sum, sizeof(double), cudaMemcpyDeviceToHost, on.native()));
  on.synchronize();
  return host;
}

void cuda_parameters::clip_and_step(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments,
                                    double global_norm, const adamw_config& c, int step) {
  const entry& e = of(stage);
  std::size_t count = 0;
  stage.for_each([&](const parameter<float>&) { ++count; });
  // The host mirror of m and v is not touched (the device copy holds them), only checked.
  if (count != moments.size()) throw std::logic_error("cuda optimizer: the moments are not the stage's");
  const stream::cuda_device_scope scope(e.compute->gpu());
  const cudaStream_t on = e.compute->native();
  stage.for_each([&](parameter<float>& p) {
    const gpt::cuda_params::slot* s = e.params->find(p);
    if (!s) return;  // an empty parameter
    if (c.clip_norm > 0) kernels::clip_grads_cuda(s->grads, p.size(), global_norm, c.clip_norm, on);
    kernels::adamw_step_cuda(s->values, s->grads, s->exp_avg, s->exp_avg_sq, p.size(), step, c.lr, c.beta1, c.beta2,
                             c.eps, p.decay ? c.weight_decay : 0.0f, on);
  });
}

void cuda_parameters::to_host(gpt::gpt_params<float>& stage, std::span<adamw_moments> moments) {
  const entry& e = of(stage);
  const stream::cuda_device_scope scope(e.compute->gpu());
  stream::cuda_stream& on = *e.compute;
  std::size_t k = 0;
  stage.for_each([&](parameter<float>& p) {
    adamw_moments& m = moments[k++];
    const gpt::cuda_params::slot* s = e.params->find(p);
    if (!s) return;
    const std::size_t bytes = p.size() * sizeof(float);
    for (auto [to, from] : {std::pair{p.value.data(), s->values}, std::pair{p.grad.data(), s->grads},
                            std::pair{m.exp_avg.data(), s->exp_avg}, std::pair{m.exp_avg_sq.data(), s->exp_avg_sq}})
      PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to, from, bytes, cudaMemcpyDeviceToHost, on.native()));
  });
  on.synchronize();
}

void cuda_parameters::to_device(const gpt::gpt_params<float>& stage, std::span<const adamw_moments> moments) {
  const entry& e = of(stage);
  const stream::cuda_device_scope scope(e.compute->gpu());
  stream::cuda_stream& on = *e.compute;
  std::size_t k = 0;
  stage.for_each([&](const parameter<float>& p) {
    const adamw_moments& m = moments[k++];
    const gpt::cuda_params::slot* s = e.params->find(p);
    if (!s) return;
    const std::size_t bytes = p.size() * sizeof(float);
    for (auto [to, from] : {std::pair{s->values, p.value.data()}, std::pair{s->grads, p.grad.data()},
                            std::pair{s->exp_avg, m.exp_avg.data()}, std::pair{s->exp_avg_sq, m.exp_avg_sq.data()}})
      PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(to, from, bytes, cudaMemcpyHostToDevice, on.native()));
  });
  on.synchronize();
}

}  // namespace pipesched::train
