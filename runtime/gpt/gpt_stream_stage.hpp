#pragma once
// basic_gpt_stage on a device's CPU streams (backend/cpu_stream_backend.hpp): the stage
// of `pipesched train --backend cpu-streams` (fp32, and bf16 with --dtype bf16),
// instantiated in gpt_stream_stage.cpp.
#include "runtime/gpt/backend/cpu_stream_backend.hpp"
#include "runtime/gpt/gpt_stage.hpp"

namespace pipesched::gpt {

using gpt_stream_stage = basic_gpt_stage<cpu_stream_backend>;
extern template class basic_gpt_stage<cpu_stream_backend>;

static_assert(runtime::stage<gpt_stream_stage>);
static_assert(runtime::async_offloading_stage<gpt_stream_stage>);
static_assert(runtime::recomputing_stage<gpt_stream_stage>);

// The same with bf16 storage (--backend cpu-streams --dtype bf16).
using gpt_stream_bf16_stage = basic_gpt_stage<cpu_stream_bf16_backend>;
extern template class basic_gpt_stage<cpu_stream_bf16_backend>;
static_assert(runtime::async_offloading_stage<gpt_stream_bf16_stage>);
static_assert(runtime::recomputing_stage<gpt_stream_bf16_stage>);

}  // namespace pipesched::gpt
