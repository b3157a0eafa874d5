// The trainer's cuda backend where it cannot run (no device, or a build without CUDA):
// one std::invalid_argument line, before any step, never a crash. On a machine where a
// device answers the trainer is built instead (test/train/cuda/ trains it).
#include <stdexcept>
#include <string>

#include <catch2/catch.hpp>

#include "runtime/train/cuda_vocab_refusal.hpp"
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

// --backend cuda --vocab-parallel: one line for each reason it cannot run, asked without a
// device (cuda_vocab_refusal is pure), and through the trainer where this machine can say
// which one applies.
TEST_CASE("vocabulary parallelism on cuda is refused in one line naming why", "[train][cuda][vocab]") {
  const std::string head = "vocabulary parallelism (--vocab-parallel) on cuda ";
  SECTION("any number of devices from 2 runs it, one GPU shared by every device included (no NCCL needed)") {
    for (const int p : {2, 3, 8}) CHECK_FALSE(cuda_vocab_refusal(p));
  }
  SECTION("one device is refused as on every backend, in one line") {
    const auto why = cuda_vocab_refusal(1);
    REQUIRE(why);
    CHECK(*why == head + "shards the vocabulary over the pipeline's devices: it needs at least 2");
    CHECK(why->find('\n') == std::string::npos);
  }
  SECTION("the trainer runs it, or says the line that applies here before a step") {
    trainer_options o = test::grid_options(family::one_f_one_b, 2, 2);
    o.vocab = vocab_placement::algorithm_1;
    o.backend = backend_kind::cuda;
    for (const family f : {family::one_f_one_b, family::v_half}) {
      o.fam = f;
      INFO(to_string(f));
      try {
        trainer t(o);  // a GPU answers: it runs (test/train/cuda/ checks what it computes)
        SUCCEED("a CUDA device answered");
      } catch (const std::invalid_argument& e) {
        const std::string what = e.what();
        INFO(what);
        CHECK(what.find('\n') == std::string::npos);
        const bool known = what.rfind("no CUDA device: cuda", 0) == 0 ||
                           what == "this build has no CUDA backend (configure with -DPIPESCHED_CUDA=ON)" ||
                           what.rfind(head, 0) == 0;
        CHECK(known);
      }
    }
  }
}

// Under mpirun every rank asks with what every rank found on its node, so all refuse alike.
TEST_CASE("vocabulary parallelism on cuda under mpirun is refused where a node has fewer GPUs than ranks",
          "[train][cuda][vocab][mpi]") {
  SECTION("a GPU per rank, on one node or several, runs") {
    CHECK_FALSE(cuda_vocab_rank_refusal({2, 2}, {2, 2}));
    CHECK_FALSE(cuda_vocab_rank_refusal({2, 2}, {8, 8}));
    CHECK_FALSE(cuda_vocab_rank_refusal({1, 1, 1}, {1, 1, 1}));  // three nodes, one GPU each
  }
  SECTION("the first rank on a short node is named, with its counts") {
    const auto why = cuda_vocab_rank_refusal({1, 2, 2}, {1, 1, 1});
    REQUIRE(why);
    CHECK(why->find("rank 1's node runs 2 ranks on 1 GPUs") != std::string::npos);
    CHECK(why->find('\n') == std::string::npos);
    const auto single = cuda_vocab_rank_refusal({4, 4, 4, 4}, {2, 2, 2, 2});
    REQUIRE(single);
    CHECK(single->find("rank 0's node runs 4 ranks on 2 GPUs") != std::string::npos);
  }
  SECTION("gathered lists of different lengths are a mistake said in one line") {
    const auto why = cuda_vocab_rank_refusal({2, 2}, {2});
    REQUIRE(why);
    CHECK(why->find('\n') == std::string::npos);
  }
}
