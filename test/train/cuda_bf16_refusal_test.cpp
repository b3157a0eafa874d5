// bf16 storage on the cuda backend where it does not run yet: replicas (their all-reduce
// joins fp32 backends) and the NCCL transport (bf16 stages run their devices over the hub)
// are one std::invalid_argument line each, before any device is asked for, so this runs
// without a GPU. test/train/cuda/cuda_bf16_trainer_test.cpp trains what does run.
#include <stdexcept>

#include <catch2/catch.hpp>

#include "runtime/train/trainer.hpp"
#include "test/train/grid_options.hpp"

using namespace pipesched;
using namespace pipesched::train;

TEST_CASE("bf16 on cuda refuses replicas and the NCCL transport in one line, before asking for a device",
          "[train][cuda][bf16]") {
  trainer_options o = test::grid_options(family::one_f_one_b, 2, 2);
  o.dtype = storage_dtype::bf16;
  o.backend = backend_kind::cuda;
  o.gpus = 1;
  trainer_options replicas = o;
  replicas.replicas = 2;
  trainer_options nccl = o;
  nccl.transport = cuda_transport::nccl;
#ifdef PIPESCHED_HAVE_CUDA_TRAINER
  CHECK_THROWS_WITH(trainer(replicas), Catch::Contains("replicas with bf16 storage on cuda"));
  CHECK_THROWS_WITH(trainer(nccl), Catch::Contains("--transport nccl is not built for it"));
#else
  CHECK_THROWS_WITH(trainer(replicas), Catch::Contains("this build has no CUDA backend"));
  CHECK_THROWS_WITH(trainer(nccl), Catch::Contains("this build has no CUDA backend"));
#endif
}
