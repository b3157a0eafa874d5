// The cuda trainer with its tensors over NCCL links (runtime/train/nccl_transport.hpp)
// against the same trainer over the rendezvous hub. The two hand the same bytes to the
// same kernels in the same order, so losses, gradient norms and peaks agree bit for bit.
// On one GPU every link is local (nccl_links copies device to device on the link's
// streams: the transport's send, recv, stream-ordered frees and waits all run); with two
// GPUs or more, p = 2 runs over real 2-rank communicators, one per direction.
//
// Needs a device: without one it exits with code 77 (ctest: skipped); the two-GPU case
// passes with a warning on a machine with one GPU.
#include <cstdio>
#include <cstdlib>

#include <catch2/catch.hpp>
#include <cuda_runtime_api.h>
#include <kernels/cuda/check.cuh>

#include "runtime/train/trainer.hpp"
#include "test/gpu_skip.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;
namespace ttest = pipesched::train::test;

using pipesched::test::require_device;

namespace {

// Three checked steps of `o` (backend cuda) over the hub and over NCCL links.
void check_links_equal_hub(trainer_options o) {
  o.backend = backend_kind::cuda;
  o.transport = cuda_transport::hub;
  trainer hub(o);
  o.transport = cuda_transport::nccl;
  trainer links(o);
  for (int step = 1; step <= 3; ++step) {
    INFO("step " << step);
    const step_result want = hub.step(true), got = links.step(true);
    CHECK(got.loss == want.loss);
    CHECK(got.grad_norm == want.grad_norm);
    CHECK(got.max_grad_error == want.max_grad_error);
    CHECK(got.peak_activation_bytes == links.bound_activation_bytes());
    CHECK(got.peak_activation_bytes == want.peak_activation_bytes);
    CHECK(got.peak_host_bytes == want.peak_host_bytes);
  }
}

}  // namespace

TEST_CASE("over local NCCL links on one GPU, cuda trains 1f1b, zb-h1 and v-half as over the hub, bit for bit",
          "[gpu][train][nccl]") {
  require_device();
  for (family f : {family::one_f_one_b, family::zb_h1, family::v_half})
    for (bool offload : {false, true}) {
      INFO(to_string(f) << (offload ? ", offload full" : ""));
      trainer_options o = ttest::grid_options(f, 4, 4);
      o.gpus = 1;
      if (offload) o.offload = offload_policy{offload_kind::full};
      check_links_equal_hub(o);
    }
}

TEST_CASE("over NCCL communicators on two GPUs, cuda trains 1f1b and v-half as over the hub, bit for bit",
          "[gpu][train][nccl]") {
  pipesched::test::require_gpus(2);  // one GPU: skipped (exit 77), not passed
  for (family f : {family::one_f_one_b, family::v_half}) {
    INFO(to_string(f));
    trainer_options o = ttest::grid_options(f, 2, 4);
    o.gpus = 2;
    check_links_equal_hub(o);
  }
}
