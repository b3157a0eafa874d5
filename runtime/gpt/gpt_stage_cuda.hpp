#pragma once
// basic_gpt_stage on a GPU (backend/cuda_backend.hpp): the stage of `pipesched train
// --backend cuda`, instantiated in gpt_stage_cuda.cpp (target pipesched_gpt_cuda, built
// when PIPESCHED_CUDA is ON). Bind each stage's device parameters to the device's backend
// (cuda_backend::bind) before its first pass: a pass on parameters never bound throws
// std::logic_error naming the first one it needs. Offloads go to pinned host memory.
// gpt_cuda_bf16_stage stores bf16 (--dtype bf16): its parameters' device copies need a bf16
// working copy (cuda_params::working_copy::bf16), which the stage refreshes at set_batch.
#include <type_traits>

#include "runtime/gpt/backend/cuda_backend.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::gpt {

using gpt_cuda_stage = basic_gpt_stage<cuda_backend>;
extern template class basic_gpt_stage<cuda_backend>;

static_assert(runtime::stage<gpt_cuda_stage>);
static_assert(std::is_same_v<gpt_cuda_stage::host_pool, stream::cuda_host_pool>);
static_assert(runtime::async_offloading_stage<gpt_cuda_stage>);
static_assert(runtime::recomputing_stage<gpt_cuda_stage>);

using gpt_cuda_bf16_stage = basic_gpt_stage<cuda_bf16_backend>;
extern template class basic_gpt_stage<cuda_bf16_backend>;

static_assert(runtime::stage<gpt_cuda_bf16_stage>);
static_assert(runtime::async_offloading_stage<gpt_cuda_bf16_stage>);
static_assert(runtime::recomputing_stage<gpt_cuda_bf16_stage>);
// The tensors between stages are the same device bytes + event whatever the storage, so the
// transports carry either (a bf16 tensor is half the bytes).
static_assert(std::is_same_v<gpt_cuda_bf16_stage::tensor, gpt_cuda_stage::tensor>);

}  // namespace pipesched::gpt
