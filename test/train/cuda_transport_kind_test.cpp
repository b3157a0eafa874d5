// How the cuda backend's devices hand tensors over (runtime/train/cuda_transport_kind.hpp):
// the names --transport takes, and when a run uses NCCL links. Pure host logic: it runs
// in every build, with or without CUDA or NCCL.
#include <stdexcept>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/cuda_transport_kind.hpp"

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
