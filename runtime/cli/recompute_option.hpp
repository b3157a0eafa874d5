#pragma once
// The --recompute option of `schedule`: none | full | selective:K | auto[:EPS] (activation
// recomputation as R actions, see include/pipesched/passes/recompute.hpp).
#include <string_view>

#include <pipesched/passes/recompute.hpp>

namespace pipesched::cli {

// Throws std::invalid_argument naming the option and the text.
recompute_policy parse_recompute(std::string_view text);

}  // namespace pipesched::cli
