// The trainer's cuda backend where it cannot run (no device, or a build without CUDA):
// one std::invalid_argument line, before any step, never a crash. On a machine where a
// device answers the trainer is built instead (test/train/cuda/ trains it).
#include <stdexcept>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;

TEST_CASE("a cuda trainer without a device or a CUDA build is refused in one line", "[train][cuda]") {
  trainer_options o = test::grid_options(family::one_f_one_b, 2, 2);
  o.backend = backend_kind::cuda;
  try {
    trainer t(o);
    SUCCEED("a CUDA device answered: the cuda trainer was built");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    INFO(what);
    CHECK(what.find('\n') == std::string::npos);
    const bool known = what.rfind("no CUDA device: cuda", 0) == 0 ||
                       what == "this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)";
    CHECK(known);
  }
}

TEST_CASE("the cuda trainer refuses 2bw over several iterations before asking for a device",
          "[train][cuda]") {
  trainer_options two_bw = test::grid_options(family::two_bw, 2, 2);
  two_bw.backend = backend_kind::cuda;
  two_bw.iterations = 2;
  // Without CUDA in the build every cuda run is refused by that one line instead.
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  CHECK_THROWS_WITH(trainer(two_bw), Catch::Contains("iterations 1 on cuda"));
#else
  CHECK_THROWS_WITH(trainer(two_bw), Catch::Contains("this build has no CUDA backend"));
#endif
}

TEST_CASE("replicas on cuda in one process pass the option checks and stop only at the device", "[train][cuda]") {
  trainer_options replicas = test::grid_options(family::one_f_one_b, 2, 2);
  replicas.backend = backend_kind::cuda;
  replicas.replicas = 2;
  try {
    trainer t(replicas);
    SUCCEED("a CUDA device answered: the replicated cuda trainer was built (test/train/cuda trains it)");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    INFO(what);
    const bool device_or_build = what.rfind("no CUDA device: cuda", 0) == 0 ||
                                 what == "this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)";
    CHECK(device_or_build);
  }
}
