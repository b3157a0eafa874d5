#pragma once
// The --offload option of `schedule` and `train`: none | full | ratio:R | selective:K |
// chunk:C | auto[:EPS] (PipeOffload's policies, see include/pipesched/passes/offload.hpp).
#include <string_view>

#include <pipesched/passes/offload.hpp>

namespace pipesched::cli {

// Throws std::invalid_argument naming the option and the text.
offload_policy parse_offload(std::string_view text);

}  // namespace pipesched::cli
