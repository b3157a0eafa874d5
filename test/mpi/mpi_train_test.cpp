// `mpirun -np 4 pipesched train`: one MPI rank per device, tensors over MPI, against the
// same run on threads in one process. Registered (label mpi) only when the MPI backend
// is built and a launcher was found; see test/CMakeLists.txt.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "../cli/run_cli.hpp"

#if !defined(PIPESCHED_MPIEXEC) || !defined(PIPESCHED_MPIEXEC_NUMPROC_FLAG) || !defined(PIPESCHED_MPIEXEC_OPENMPI)
#error "PIPESCHED_MPIEXEC, PIPESCHED_MPIEXEC_NUMPROC_FLAG and PIPESCHED_MPIEXEC_OPENMPI come from test/CMakeLists.txt"
#endif

using pipesched::test::cli_result;
using pipesched::test::lines_starting;
using pipesched::test::run_cli;
using pipesched::test::temp_dir;

namespace {

// `mpirun -np <ranks> pipesched <args>`. With Open MPI: --oversubscribe (more ranks than
// cores) and -q (no banner of its own when a rank exits non-zero), and the variables that
// let it run as root (also set by the test's ENVIRONMENT; harmless elsewhere).
cli_result run_mpi(int ranks, const std::string& args) {
  setenv("OMPI_ALLOW_RUN_AS_ROOT", "1", 0);
  setenv("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM", "1", 0);
  const std::string flags = PIPESCHED_MPIEXEC_OPENMPI ? " --oversubscribe -q " : " ";
  return pipesched::test::run_shell(std::string("'") + PIPESCHED_MPIEXEC + "'" + flags +
                                    PIPESCHED_MPIEXEC_NUMPROC_FLAG + " " + std::to_string(ranks) + " '" +
                                    PIPESCHED_CLI_PATH + "' " + args + " </dev/null");
}

nlohmann::json parse_ok(const cli_result& r) {
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("mpirun -np 4 gives the threaded run's losses, norms and peaks bit for bit", "[mpi][train]") {
  for (const std::string family : {"1f1b", "v-half", "zb-h1"}) {
    INFO("family " << family);
    const std::string args = "train --backend cpu --family " + family +
                             " --devices 4 --microbatches 8 --steps 3 --format json";
    nlohmann::json threads = parse_ok(run_cli(args));
    nlohmann::json ranks = parse_ok(run_mpi(4, args));
    REQUIRE(ranks.at("losses").size() == 3);
    CHECK(ranks.at("losses") == threads.at("losses"));  // exact: same doubles
    CHECK(ranks.at("grad_norms") == threads.at("grad_norms"));
    CHECK(ranks.at("peak_activation_bytes") == threads.at("peak_activation_bytes"));
    CHECK(ranks.at("peak_activation_bytes") == ranks.at("bound_activation_bytes"));
    for (const char* timing : {"seconds", "cpu_seconds", "tokens_per_second"}) {
      threads.erase(timing);
      ranks.erase(timing);
    }
    CHECK(ranks == threads);  // everything else too: parameters, shape, bounds
  }
}

TEST_CASE("under mpirun only rank 0 prints, and each rank saves and resumes its own stages", "[mpi][train]") {
  temp_dir dir;
  const std::string file = dir.file("run.safetensors");
  const cli_result saved = run_mpi(4, "train --family 1f1b --devices 4 --steps 2 --save '" + file + "'");
  INFO("stdout: " << saved.out << "\nstderr: " << saved.err);
  REQUIRE(saved.status == 0);
  CHECK(saved.err.empty());
  CHECK(lines_starting(saved.out, "pipesched train: backend cpu").size() == 1);
  CHECK(saved.out.find("over MPI, 4 ranks") != std::string::npos);
  CHECK(lines_starting(saved.out, "step ").size() == 2);
  CHECK(lines_starting(saved.out, "done: 2 steps").size() == 1);
  for (int r = 0; r < 4; ++r)
    CHECK(std::filesystem::exists(dir.file("run.rank" + std::to_string(r) + "-of-4.safetensors")));
  CHECK_FALSE(std::filesystem::exists(file));

  const nlohmann::json resumed =
      parse_ok(run_mpi(4, "train --family 1f1b --devices 4 --steps 1 --format json --resume '" + file + "'"));
  const nlohmann::json straight = parse_ok(run_cli("train --family 1f1b --devices 4 --steps 3 --format json"));
  CHECK(resumed.at("first_step") == 2);
  CHECK(resumed.at("losses").at(0) == straight.at("losses").at(2));
}

TEST_CASE("a world size other than the device count is one error line and exit 2", "[mpi][train]") {
  const cli_result r = run_mpi(3, "train --devices 4 --steps 1");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  const auto errors = lines_starting(r.err, "pipesched: error: ");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("--devices 4 needs one MPI rank per device (mpirun -np 4), not 3 ranks") != std::string::npos);
  if (PIPESCHED_MPIEXEC_OPENMPI) CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);  // -q: nothing else
}

TEST_CASE("under mpirun each rank probes the file it will write, not --save's name", "[mpi][train][paths]") {
  temp_dir dir;
  // 240 characters: FILE.tmpXXXXXX fits NAME_MAX (255), FILE.rank0-of-2.tmpXXXXXX does not,
  // so a probe of --save's own name would pass and the save after the steps would fail.
  const std::string base = dir.file(std::string(240, 'r'));
  const cli_result r = run_mpi(2, "train --family 1f1b --devices 2 --steps 1 --save '" + base + "'");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());  // refused before the first step
  const auto errors = lines_starting(r.err, "pipesched: error: ");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("--save " + base + ".rank0-of-2: ") != std::string::npos);
  CHECK(errors[0].find("File name too long") != std::string::npos);
  CHECK(std::filesystem::is_empty(dir.path));
}

// Data-parallel replicas over ranks: rank r·p + d drives device d of replica r, the
// pipeline's tensors go over the replica's communicator and each stage's gradients over
// MPI_Iallreduce among the ranks of its device. With w = 2 the double sum of two replicas
// does not depend on MPI's order, so everything equals the threaded run bit for bit.
TEST_CASE("mpirun -np 4 with --replicas 2 gives the threaded replicas' losses, norms and peaks bit for bit",
          "[mpi][train][replicas]") {
  for (const std::string family : {"1f1b", "v-half", "zb-h1"}) {
    INFO("family " << family);
    const std::string shape = "train --backend cpu --family " + family + " --devices 2 --steps 3 --format json";
    const std::string args = shape + " --microbatches 4 --replicas 2";
    nlohmann::json threads = parse_ok(run_cli(args));
    nlohmann::json ranks = parse_ok(run_mpi(4, args));
    const nlohmann::json single = parse_ok(run_cli(shape + " --microbatches 8"));  // w = 1, 2m
    REQUIRE(ranks.at("losses").size() == 3);
    CHECK(ranks.at("replicas") == 2);
    CHECK(ranks.at("losses") == threads.at("losses"));  // exact: same doubles
    CHECK(ranks.at("grad_norms") == threads.at("grad_norms"));
    CHECK(ranks.at("peak_activation_bytes").size() == 4);  // replica-major, from every rank
    CHECK(ranks.at("peak_activation_bytes") == threads.at("peak_activation_bytes"));
    CHECK(ranks.at("peak_activation_bytes") == ranks.at("bound_activation_bytes"));
    // Same weights, same microbatches: the first loss is the 2m pipeline's exactly; later
    // ones within the float order of the gradient sums.
    CHECK(ranks.at("losses").at(0) == single.at("losses").at(0));
    for (std::size_t i = 1; i < 3; ++i) {
      const double a = ranks.at("losses").at(i), b = single.at("losses").at(i);
      CHECK(std::abs(a - b) <= 1e-5 * std::abs(b));
    }
    for (const char* timing : {"seconds", "cpu_seconds", "tokens_per_second"}) {
      threads.erase(timing);
      ranks.erase(timing);
    }
    CHECK(ranks == threads);
  }
}

TEST_CASE("under mpirun with replicas, replica 0's ranks save and every replica resumes", "[mpi][train][replicas]") {
  temp_dir dir;
  const std::string file = dir.file("run.safetensors");
  const std::string shape = "train --family 1f1b --devices 2 --microbatches 2 --replicas 2";
  const cli_result saved = run_mpi(4, shape + " --steps 2 --save '" + file + "'");
  INFO("stdout: " << saved.out << "\nstderr: " << saved.err);
  REQUIRE(saved.status == 0);
  CHECK(saved.err.empty());
  CHECK(saved.out.find("over MPI, 4 ranks") != std::string::npos);
  CHECK(saved.out.find("2 data-parallel replicas (4 devices") != std::string::npos);
  CHECK(lines_starting(saved.out, "step ").size() == 2);
  for (int d = 0; d < 2; ++d)
    CHECK(std::filesystem::exists(dir.file("run.rank" + std::to_string(d) + "-of-2.safetensors")));
  CHECK_FALSE(std::filesystem::exists(dir.file("run.rank0-of-4.safetensors")));

  const nlohmann::json resumed = parse_ok(run_mpi(4, shape + " --steps 1 --format json --resume '" + file + "'"));
  const nlohmann::json straight = parse_ok(run_cli(shape + " --steps 3 --format json"));
  CHECK(resumed.at("first_step") == 2);
  CHECK(resumed.at("losses").at(0) == straight.at("losses").at(2));
}

TEST_CASE("a world size other than devices x replicas is one error line and exit 2", "[mpi][train][replicas]") {
  const cli_result r = run_mpi(3, "train --devices 2 --replicas 2 --steps 1");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  const auto errors = lines_starting(r.err, "pipesched: error: ");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("--devices 2 x --replicas 2 needs one MPI rank per device (mpirun -np 4), not 3 ranks") !=
        std::string::npos);
}

// Vocabulary parallelism over ranks: rank d runs device d's list (vocab_rank_launch.cpp)
// with the collectives over gpt::mpi_collectives, which combine in device order as the
// threads' thread_collectives do. At p = 4 a sum in another order (MPI_Allreduce's
// recursive doubling: (a + b) + (c + d)) gives other bits; p = 2 is the smallest run, one
// case of it (it cannot catch an order that p = 4 misses; each mpirun costs ~1 s of CI).
TEST_CASE("mpirun with --vocab-parallel gives the threaded run's losses, norms and peaks bit for bit",
          "[mpi][train][vocab]") {
  for (const int p : {2, 4})
    for (const std::string family : {"1f1b", "v-half"})
      for (const char* algorithm : {"1", "2"}) {
        if (p == 2 && (family != "1f1b" || algorithm != std::string("1"))) continue;
        INFO("p " << p << ", family " << family << ", algorithm " << algorithm);
        const std::string args = "train --backend cpu --family " + family + " --devices " + std::to_string(p) +
                                 " --microbatches " + std::to_string(2 * p) + " --steps 2 --vocab-parallel " +
                                 algorithm + " --format json";
        nlohmann::json threads = parse_ok(run_cli(args));
        nlohmann::json ranks = parse_ok(run_mpi(p, args));
        REQUIRE(ranks.at("losses").size() == 2);
        CHECK(ranks.at("losses") == threads.at("losses"));  // exact: same doubles
        CHECK(ranks.at("grad_norms") == threads.at("grad_norms"));
        CHECK(ranks.at("peak_activation_bytes") == threads.at("peak_activation_bytes"));
        CHECK(ranks.at("peak_activation_bytes") == ranks.at("bound_activation_bytes"));
        for (const char* timing : {"seconds", "cpu_seconds", "tokens_per_second"}) {
          threads.erase(timing);
          ranks.erase(timing);
        }
        CHECK(ranks == threads);  // everything else too: parameters, bounds with weights
      }
}

TEST_CASE("under mpirun with --vocab-parallel each rank saves and resumes its file", "[mpi][train][vocab]") {
  temp_dir dir;
  const std::string file = dir.file("run.safetensors");
  const std::string shape = "train --family 1f1b --devices 2 --microbatches 4 --vocab-parallel 2";
  const cli_result saved = run_mpi(2, shape + " --steps 2 --save '" + file + "'");
  INFO("stdout: " << saved.out << "\nstderr: " << saved.err);
  REQUIRE(saved.status == 0);
  CHECK(saved.out.find("over MPI, 2 ranks") != std::string::npos);
  CHECK(saved.out.find("vocabulary parallel, algorithm 2") != std::string::npos);
  for (int r = 0; r < 2; ++r)
    CHECK(std::filesystem::exists(dir.file("run.rank" + std::to_string(r) + "-of-2.safetensors")));
  const nlohmann::json resumed = parse_ok(run_mpi(2, shape + " --steps 1 --format json --resume '" + file + "'"));
  const nlohmann::json straight = parse_ok(run_cli(shape + " --steps 3 --format json"));
  CHECK(resumed.at("losses").at(0) == straight.at("losses").at(2));
  CHECK(resumed.at("grad_norms").at(0) == straight.at("grad_norms").at(2));
}

TEST_CASE("--vocab-parallel with replicas under mpirun is one error line and exit 2", "[mpi][train][vocab]") {
  const cli_result r = run_mpi(4, "train --devices 2 --replicas 2 --vocab-parallel 1 --steps 1");
  INFO("stdout: " << r.out << "\nstderr: " << r.err);
  CHECK(r.status == 2);
  CHECK(r.out.empty());
  const auto errors = lines_starting(r.err, "pipesched: error: ");
  REQUIRE(errors.size() == 1);
  CHECK(errors[0].find("vocabulary parallelism (--vocab-parallel) runs one replica") != std::string::npos);
}

// On cuda (cuda_vocab_launch.cpp's rank launch: NCCL links and gpt::nccl_collectives), a
// GPU per rank, against the cpu ranks: the losses within 1e-5 (fp32 both, the kernels
// summing in another order), every device's measured peak the static bound. Registered
// apart (mpi_train_cuda_vocab, label gpu): it exits 77, skipped, without 2 GPUs.
TEST_CASE("mpirun with --backend cuda --vocab-parallel gives the cpu ranks' losses and peaks at the bound",
          "[mpi][train][vocab][gpu]") {
  const cli_result listed = pipesched::test::run_shell("nvidia-smi -L 2>/dev/null | grep -c '^GPU'");
  if (std::atoi(listed.out.c_str()) < 2) std::exit(77);
  constexpr int p = 2;
  for (const std::string family : {"1f1b", "v-half"})
    for (const char* algorithm : {"1", "2"}) {
      INFO("family " << family << ", algorithm " << algorithm);
      const std::string args = " --family " + family + " --devices " + std::to_string(p) + " --microbatches " +
                               std::to_string(2 * p) + " --steps 2 --vocab-parallel " + algorithm + " --format json";
      const nlohmann::json cpu = parse_ok(run_mpi(p, "train --backend cpu" + args));
      const nlohmann::json cuda = parse_ok(run_mpi(p, "train --backend cuda" + args));
      REQUIRE(cuda.at("losses").size() == cpu.at("losses").size());
      for (std::size_t i = 0; i < cpu.at("losses").size(); ++i)
        CHECK(std::abs(cuda.at("losses")[i].get<double>() - cpu.at("losses")[i].get<double>()) <= 1e-5);
      CHECK(cuda.at("peak_activation_bytes") == cuda.at("bound_activation_bytes"));  // every rank's
      CHECK(cuda.at("bound_activation_bytes") == cpu.at("bound_activation_bytes"));
    }
}
