// The CPU-streams backend's stage: basic_gpt_stage's passes for cpu_stream_backend.
#include "runtime/gpt/gpt_stream_stage.hpp"

#include "runtime/gpt/gpt_stage_impl.hpp"

namespace pipesched::gpt {

template class basic_gpt_stage<cpu_stream_backend>;

}  // namespace pipesched::gpt
