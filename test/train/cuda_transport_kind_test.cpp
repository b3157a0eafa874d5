// How the cuda backend's devices hand tensors over (runtime/train/cuda_transport_kind.hpp):
// the names --transport takes, when a run uses NCCL links, and a cuda rank that cannot
// run. Host logic: it runs in every build, with or without CUDA, NCCL or MPI.
#include <stdexcept>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/cuda_transport_kind.hpp"
#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
#include "runtime/cuda/cuda_probe.hpp"
#endif

using namespace pipesched::train;

TEST_CASE("the transport names read back as themselves and nothing else parses", "[train][cuda]") {
  for (cuda_transport t : {cuda_transport::automatic, cuda_transport::hub, cuda_transport::nccl})
    CHECK(parse_cuda_transport(to_string(t)) == t);
  CHECK(to_string(cuda_transport::automatic) == "auto");
  CHECK_FALSE(parse_cuda_transport("NCCL").has_value());
  CHECK_FALSE(parse_cuda_transport("").has_value());
  CHECK_FALSE(parse_cuda_transport("mpi").has_value());
}

TEST_CASE("auto uses NCCL links exactly when every device has a GPU of its own and NCCL is built", "[train][cuda]") {
  CHECK(uses_nccl_links(cuda_transport::automatic, 2, 2, true));
  CHECK(uses_nccl_links(cuda_transport::automatic, 4, 8, true));
  CHECK_FALSE(uses_nccl_links(cuda_transport::automatic, 4, 1, true));  // single-GPU mode keeps the hub
  CHECK_FALSE(uses_nccl_links(cuda_transport::automatic, 4, 2, true));  // two devices share each GPU
  CHECK_FALSE(uses_nccl_links(cuda_transport::automatic, 1, 1, true));  // nothing to send
  CHECK_FALSE(uses_nccl_links(cuda_transport::automatic, 2, 2, false));
}

TEST_CASE("hub and nccl are taken as asked, and nccl without NCCL is one line", "[train][cuda]") {
  CHECK_FALSE(uses_nccl_links(cuda_transport::hub, 2, 2, true));
  CHECK(uses_nccl_links(cuda_transport::nccl, 4, 1, true));  // local links: device-to-device copies
  try {
    (void)uses_nccl_links(cuda_transport::nccl, 2, 2, false);
    FAIL("nccl was taken in a build without NCCL");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    CHECK(what.find('\n') == std::string::npos);
    CHECK(what.find("NCCL") != std::string::npos);
  }
}

// One rank of an mpirun (local_devices set) on cuda: where no device answers, or the build
// lacks CUDA, NCCL or MPI, the trainer is refused in one line before any MPI call (outside
// mpirun, the world size is what is refused first). With a device the rank would make NCCL
// ids over MPI: that runs under mpirun on GPUs only.
TEST_CASE("a cuda rank of an mpirun that cannot run is refused in one line", "[train][cuda][mpi]") {
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  if (!pipesched::cuda::cuda_unavailable()) {
    SUCCEED("a CUDA device answers: a cuda rank needs mpirun here");
    return;
  }
#endif
  trainer_options o = pipesched::train::test::grid_options(pipesched::family::one_f_one_b, 2, 2);
  o.backend = backend_kind::cuda;
  o.local_devices = {0};
  try {
    trainer t(o);
    FAIL("a cuda rank was built without a device");
  } catch (const std::invalid_argument& e) {
    const std::string what = e.what();
    INFO(what);
    CHECK(what.find('\n') == std::string::npos);
    const bool known = what.rfind("no CUDA device: cuda", 0) == 0 ||
                       what.find("this build has no CUDA backend") != std::string::npos ||
                       what.find("needs NCCL") != std::string::npos ||
                       what.find("one MPI rank per device") != std::string::npos;  // outside mpirun
    CHECK(known);
  }
}
