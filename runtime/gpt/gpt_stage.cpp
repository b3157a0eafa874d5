// The synchronous CPU backend's stages: basic_gpt_stage's passes for cpu_backend (fp32) and
// cpu_bf16_backend (bf16 storage).
#include "runtime/gpt/gpt_stage_impl.hpp"

namespace pipesched::gpt {

template class basic_gpt_stage<cpu_backend>;
template class basic_gpt_stage<cpu_bf16_backend>;

}  // namespace pipesched::gpt
