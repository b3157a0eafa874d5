// The synchronous CPU backend's stage: basic_gpt_stage's passes for cpu_backend.
#include "runtime/gpt/gpt_stage_impl.hpp"

namespace pipesched::gpt {

template class basic_gpt_stage<cpu_backend>;

}  // namespace pipesched::gpt
