// expect-error: static assertion failed: a pipesched stage with parameters needs parameters\(\)
// A stage handed to the optimizer helpers must list its parameters.
#include <pipesched/runtime/parameters.hpp>

#include <vector>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

struct my_stage {
  using tensor = std::vector<float>;
  tensor forward(int, const tensor& x) { return x; }
  tensor backward_input(int, const tensor& dy) { return dy; }
  void backward_weight(int) {}
  ps::memory_deltas deltas() const { return {}; }
};

static_assert(rt::stage<my_stage>);
static_assert(rt::check_stage_with_parameters<my_stage>());
