// The CUDA backend's host side on any machine, GPU or not: where no device answers, every
// entry point fails with a named error instead of crashing, and links are checked before
// any CUDA call.
#include "runtime/cuda/cuda_probe.hpp"
#include "runtime/stream/cuda_pool.hpp"
#include "runtime/stream/cuda_stream.hpp"
#ifdef PIPESCHED_HAVE_NCCL
#include "runtime/cuda/nccl_links.hpp"
#endif

#include <kernels/cuda/check.cuh>

#include <catch2/catch.hpp>

#include <stdexcept>

using namespace pipesched::stream;

TEST_CASE("a CUDA stream and pool either work or throw a cuda_error naming the probe's error",
          "[cuda][stream]") {
  const auto why = pipesched::cuda::cuda_unavailable();
  pipesched::runtime::activation_meter meter;
  if (why) {
    CHECK_THROWS_WITH(cuda_stream("compute", 0), Catch::Contains(*why));
    CHECK_THROWS_AS(cuda_pool(meter, 0), pipesched::kernels::cuda_error);
  } else {
    cuda_stream s("compute", 0);
    cuda_pool pool(meter, 0);
    s.synchronize();
    CHECK(pool.in_use() == 0);
  }
}

#ifdef PIPESCHED_HAVE_NCCL
TEST_CASE("links out of range, to themselves or listed twice are refused before any CUDA call",
          "[cuda][nccl]") {
  using pipesched::cuda::nccl_links;
  CHECK_THROWS_WITH(nccl_links({0, 0}, {{0, 2}}), Catch::Contains("link 0->2 is not between two of the 2"));
  CHECK_THROWS_WITH(nccl_links({0, 0}, {{1, 1}}), Catch::Contains("link 1->1"));
  CHECK_THROWS_WITH(nccl_links({0, 0}, {{0, 1}, {1, 0}, {0, 1}}), Catch::Contains("link 0->1 is listed twice"));
  CHECK(pipesched::cuda::to_string({3, 2}) == "3->2");
}
#endif
