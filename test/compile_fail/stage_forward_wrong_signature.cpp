// expect-error: static assertion failed: a pipesched stage needs forward\(int microbatch, const tensor& x\) -> tensor
// A stage whose forward returns nothing is not a stage: check_stage says which member is
// wrong, here where the user asserts it beside the type.
#include <pipesched/runtime/stage.hpp>

#include <vector>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

struct my_stage {
  using tensor = std::vector<float>;
  void forward(int, const tensor&) {}  // must return the output activation
  tensor backward_input(int, const tensor& dy) { return dy; }
  void backward_weight(int) {}
  ps::memory_deltas deltas() const { return {}; }
};

static_assert(rt::check_stage<my_stage>());
