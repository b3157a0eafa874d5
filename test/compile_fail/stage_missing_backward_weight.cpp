// expect-error: static assertion failed: a pipesched stage needs backward_weight\(int microbatch\) -> void
// A user's stage without backward_weight must not compile when the executor runs it, and
// the first error must name the missing member (check_stage in runtime/stage.hpp).
#include <pipesched/runtime/executor.hpp>

#include <vector>

namespace ps = pipesched;
namespace rt = pipesched::runtime;

struct my_stage {
  using tensor = std::vector<float>;
  tensor forward(int, const tensor& x) { return x; }
  tensor backward_input(int, const tensor& dy) { return dy; }
  // void backward_weight(int microbatch);  -- forgotten
  ps::memory_deltas deltas() const { return {}; }
};

struct my_transport {
  void send(int, const ps::action&, std::vector<float>&&) {}
  std::vector<float> recv(int, const ps::action&) { return {}; }
  void wait_sends() {}
};

void run(const ps::schedule& s) {
  std::vector<my_stage> chunks(1);
  my_transport t;
  rt::run_device(s, 0, chunks, t);
}
