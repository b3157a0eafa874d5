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

// --backend cuda --vocab-parallel: one line for each reason its GPUs cannot run it, asked
// without a device (cuda_vocab_refusal is pure), and through the trainer where this machine
// can say which one applies.
TEST_CASE("vocabulary parallelism on cuda is refused in one line naming why", "[train][cuda][vocab]") {
  const std::string head = "vocabulary parallelism (--vocab-parallel) on cuda ";
  SECTION("fewer GPUs than devices: NCCL refuses one GPU as several ranks, built or not") {
    for (const bool built : {false, true}) {
      const auto one = cuda_vocab_refusal(2, 1, built);
      REQUIRE(one);
      CHECK(*one == head + "needs a GPU per pipeline device (2 devices, 1 GPU): its collectives are one NCCL "
                           "communicator, and NCCL refuses one GPU as several ranks of it (use --backend cpu, or "
                           "--devices 2 on 2 GPUs)");
      const auto three = cuda_vocab_refusal(4, 3, built);
      REQUIRE(three);
      CHECK_THAT(*three, Catch::Contains("(4 devices, 3 GPUs)") && Catch::Contains("--devices 3)"));
    }
  }
  SECTION("one device is refused as on every backend") {
    const auto why = cuda_vocab_refusal(1, 8, true);
    REQUIRE(why);
    CHECK_THAT(*why, Catch::Contains("at least 2"));
  }
  SECTION("a GPU per device: refused only while the cuda path is not built") {
    for (const int gpus : {2, 8}) {
      const auto not_built = cuda_vocab_refusal(2, gpus, false);
      REQUIRE(not_built);
      CHECK(not_built->rfind(head + "is not built yet", 0) == 0);
      CHECK_FALSE(cuda_vocab_refusal(2, gpus, true));
    }
    CHECK(cuda_vocab_refusal(4, 4) == cuda_vocab_refusal(4, 4, cuda_vocab_parallel_built));
  }
  SECTION("every line is one line") {
    for (int p = 1; p <= 4; ++p)
      for (int g = 1; g <= 4; ++g)
        for (const bool built : {false, true})
          if (const auto why = cuda_vocab_refusal(p, g, built)) CHECK(why->find('\n') == std::string::npos);
  }
  SECTION("the trainer says the line that applies here, before a step") {
    trainer_options o = test::grid_options(family::one_f_one_b, 2, 2);
    o.vocab = vocab_placement::algorithm_1;
    o.backend = backend_kind::cuda;
    for (const family f : {family::one_f_one_b, family::v_half}) {
      o.fam = f;
      INFO(to_string(f));
      try {
        trainer t(o);
        FAIL("a cuda run with vocabulary parallelism was built, and cuda_vocab_parallel_built is " +
             std::string(cuda_vocab_parallel_built ? "true" : "false"));
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
