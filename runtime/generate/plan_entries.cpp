// pipesched::compiled's planner (compiled.hpp): the header function, compiled here once.
#include <pipesched/compiled.hpp>

namespace pipesched::compiled {

plan::plan_result make_plans(const plan::plan_request& r) { return plan::make_plans(r); }

}  // namespace pipesched::compiled
