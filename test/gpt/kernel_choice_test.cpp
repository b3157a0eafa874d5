// The --kernels decision (runtime/gpt/kernel_choice.hpp) on the CPU, with stub kernels: a
// stub that disagrees with the reference falls back and warns, one that agrees is chosen,
// `reference` never runs a fast one, `fast` checks its contenders (and only them) before
// running one, `auto` never runs a contender, a bad name is refused in a line.
#include "runtime/gpt/kernel_choice.hpp"

#include <catch2/catch.hpp>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pipesched::gpt;

namespace kernel_choice_test {

// A stub op: the reference gives 1, 2, 3 on every problem; the fast stub adds `error` to
// element 1 and counts its runs.
struct stub_runs {
  int fast = 0, reference = 0;
};

kernel_candidate stub(std::string name, float error, stub_runs& runs, kernel_bound bound = {0.01, 0.01}) {
  return {std::move(name), bound, [error, &runs](std::size_t, bool fast) {
            (fast ? runs.fast : runs.reference) += 1;
            kernel_outputs out{{1.0f, 2.0f, 3.0f}};
            if (fast) out[0][1] += error;
            return out;
          }};
}

kernel_candidate contender(std::string name, float error, stub_runs& runs) {
  kernel_candidate c = stub(std::move(name), error, runs);
  c.contender = true;
  return c;
}

kernel_op linear_op(std::vector<kernel_candidate> candidates) {
  return {.op = "linear", .reference = "simple", .problems = {"N=1 C=8 OC=8", "N=67 C=40 OC=136"},
          .candidates = std::move(candidates)};
}

}  // namespace kernel_choice_test

using namespace kernel_choice_test;

TEST_CASE("a fast kernel that agrees with the reference is chosen, without a warning", "[kernels][choice]") {
  stub_runs runs;
  const auto s = choose_kernels(kernel_mode::automatic, {linear_op({stub("cublaslt", 0.001f, runs)})}, "GPU 0 (bf16)");
  CHECK(s.kernel_for("linear") == "cublaslt");
  CHECK(s.warnings.empty());
  CHECK(s.ops.at(0).checked);
  CHECK(runs.fast == 2);  // every problem
  CHECK(runs.reference == 2);
}

TEST_CASE("a fast kernel beyond its bound falls back to the reference with one warning naming it",
          "[kernels][choice]") {
  stub_runs runs;
  const auto s = choose_kernels(kernel_mode::automatic, {linear_op({stub("cublaslt", 0.5f, runs)})}, "GPU 1 (bf16)");
  CHECK(s.kernel_for("linear") == "simple");
  REQUIRE(s.warnings.size() == 1);
  const std::string& w = s.warnings[0];
  CHECK(w.rfind("pipesched: warning: GPU 1 (bf16): kernel cublaslt for linear failed its self-check on N=1 C=8 OC=8",
                0) == 0);
  CHECK(w.find("element 1: got 2.5, reference 2") != std::string::npos);
  CHECK(w.find("using simple instead") != std::string::npos);
  CHECK(w.find('\n') == std::string::npos);  // one line
  CHECK(s.ops.at(0).rejected == std::vector<std::string>{"cublaslt"});
  CHECK(runs.fast == 1);  // stops at the first mismatch
}

TEST_CASE("after a failing candidate the next one that agrees is chosen, and the warning says so",
          "[kernels][choice]") {
  stub_runs a, b;
  const auto s = choose_kernels(kernel_mode::automatic,
                                {linear_op({stub("cublaslt", 1.0f, a), stub("mma_sync", 0.0f, b)})}, "GPU 0 (bf16)");
  CHECK(s.kernel_for("linear") == "mma_sync");
  REQUIRE(s.warnings.size() == 1);
  CHECK(s.warnings[0].find("kernel cublaslt for linear") != std::string::npos);
  CHECK(s.warnings[0].find("using mma_sync instead") != std::string::npos);
}

TEST_CASE("a NaN, a wrong size or a thrown error fails the check", "[kernels][choice]") {
  stub_runs runs;
  SECTION("NaN") {
    const auto s = choose_kernels(
        kernel_mode::automatic, {linear_op({stub("x", std::numeric_limits<float>::quiet_NaN(), runs)})}, "GPU 0");
    CHECK(s.kernel_for("linear") == "simple");
    CHECK(s.warnings.size() == 1);
  }
  SECTION("size") {
    kernel_candidate c{"x", {1, 1}, [](std::size_t, bool fast) {
                         return fast ? kernel_outputs{{1.0f}} : kernel_outputs{{1.0f, 2.0f}};
                       }};
    const auto s = choose_kernels(kernel_mode::automatic, {linear_op({c})}, "GPU 0");
    CHECK(s.kernel_for("linear") == "simple");
    REQUIRE(s.warnings.size() == 1);
    CHECK(s.warnings[0].find("output 0 has 1 elements, the reference's 2") != std::string::npos);
  }
  SECTION("throw") {
    kernel_candidate c{"cublaslt", {1, 1}, [](std::size_t, bool fast) {
                         if (fast) throw std::runtime_error("cublasLtMatmul (linear forward N=1): NOT_SUPPORTED");
                         return kernel_outputs{{1.0f}};
                       }};
    const auto s = choose_kernels(kernel_mode::automatic, {linear_op({c})}, "GPU 0");
    CHECK(s.kernel_for("linear") == "simple");
    REQUIRE(s.warnings.size() == 1);
    CHECK(s.warnings[0].find("(cublasLtMatmul (linear forward N=1): NOT_SUPPORTED)") != std::string::npos);
  }
}

TEST_CASE("reference mode never runs a fast kernel", "[kernels][choice]") {
  stub_runs runs;
  const auto s = choose_kernels(kernel_mode::reference, {linear_op({stub("cublaslt", 0.0f, runs)})}, "GPU 0");
  CHECK(s.kernel_for("linear") == "simple");
  CHECK_FALSE(s.ops.at(0).checked);
  CHECK(runs.fast == 0);
  CHECK(runs.reference == 0);
  CHECK(s.warnings.empty());
}

TEST_CASE("fast mode without a contender takes the first fast kernel without checking it", "[kernels][choice]") {
  stub_runs runs;
  const auto s = choose_kernels(kernel_mode::fast, {linear_op({stub("cublaslt", 9.0f, runs)})}, "GPU 0");
  CHECK(s.kernel_for("linear") == "cublaslt");
  CHECK_FALSE(s.ops.at(0).checked);
  CHECK(runs.fast == 0);
  CHECK(runs.reference == 0);
  CHECK(s.warnings.empty());
}

TEST_CASE("fast mode runs a contender only after it passes the self-check", "[kernels][choice]") {
  stub_runs lt, wg;
  const auto s = choose_kernels(kernel_mode::fast, {linear_op({stub("cublaslt", 9.0f, lt), contender("wgmma", 0.001f, wg)})},
                                "GPU 0 (bf16)");
  CHECK(s.kernel_for("linear") == "wgmma");
  CHECK(s.ops.at(0).checked);
  CHECK(wg.fast == 2);  // every problem, beside the reference
  CHECK(wg.reference == 2);
  CHECK(lt.fast + lt.reference == 0);  // the production kernel is not run once a contender passed
  CHECK(s.warnings.empty());
}

TEST_CASE("fast mode falls back from a failing contender to the first production kernel, with one warning",
          "[kernels][choice]") {
  stub_runs lt, mma, wg;
  const auto s = choose_kernels(
      kernel_mode::fast,
      {linear_op({contender("wgmma", 0.5f, wg), stub("cublaslt", 9.0f, lt), stub("mma_sync", 0.0f, mma)})},
      "GPU 0 (bf16)");
  CHECK(s.kernel_for("linear") == "cublaslt");
  CHECK_FALSE(s.ops.at(0).checked);  // cublaslt runs unchecked, as fast mode always ran it
  CHECK(s.ops.at(0).rejected == std::vector<std::string>{"wgmma"});
  REQUIRE(s.warnings.size() == 1);
  CHECK(s.warnings[0].find("kernel wgmma for linear failed its self-check") != std::string::npos);
  CHECK(s.warnings[0].find("using cublaslt instead") != std::string::npos);
  CHECK(lt.fast + lt.reference + mma.fast + mma.reference == 0);
}

TEST_CASE("fast mode with only a failing contender runs the reference", "[kernels][choice]") {
  stub_runs wg;
  const auto s = choose_kernels(kernel_mode::fast, {linear_op({contender("wgmma", 0.5f, wg)})}, "GPU 0 (bf16)");
  CHECK(s.kernel_for("linear") == "simple");
  REQUIRE(s.warnings.size() == 1);
  CHECK(s.warnings[0].find("using simple instead") != std::string::npos);
}

TEST_CASE("auto and reference never run or choose a contender, even one listed first that would pass",
          "[kernels][choice]") {
  for (const kernel_mode m : {kernel_mode::automatic, kernel_mode::reference}) {
    stub_runs lt, wg;
    const auto s = choose_kernels(m, {linear_op({contender("wgmma", 0.0f, wg), stub("cublaslt", 0.0f, lt)})},
                                  "GPU 0 (bf16)");
    CHECK(s.kernel_for("linear") == (m == kernel_mode::automatic ? "cublaslt" : "simple"));
    CHECK(wg.fast + wg.reference == 0);
    CHECK(s.ops.at(0).rejected.empty());
    CHECK(s.warnings.empty());
  }
}

TEST_CASE("an op without fast kernels runs its reference in every mode", "[kernels][choice]") {
  for (const kernel_mode m : {kernel_mode::automatic, kernel_mode::reference, kernel_mode::fast}) {
    const auto s = choose_kernels(m, {kernel_op{.op = "attention", .reference = "simple", .problems = {"T=5"},
                                                .candidates = {}}},
                                  "GPU 0 (fp32)");
    CHECK(s.kernel_for("attention") == "simple");
    CHECK(s.warnings.empty());
  }
}

TEST_CASE("kernel mode names parse, print back, and a bad one is refused in one line", "[kernels][choice]") {
  for (const kernel_mode m : {kernel_mode::automatic, kernel_mode::reference, kernel_mode::fast})
    CHECK(parse_kernel_mode(to_string(m)) == m);
  CHECK(to_string(kernel_mode::automatic) == "auto");
  CHECK_FALSE(parse_kernel_mode("Auto"));
  CHECK_FALSE(parse_kernel_mode(""));
  CHECK(kernel_mode_refusal("turbo") == "'turbo' is none of auto, reference, fast");
}

TEST_CASE("compare_outputs applies atol + rtol·|reference| per element", "[kernels][choice]") {
  const kernel_bound b{0.1, 0.01};
  CHECK_FALSE(compare_outputs({{100.0f + 1.1f - 0.01f}}, {{100.0f}}, b));   // 1.09 <= 0.1 + 1
  CHECK(compare_outputs({{100.0f + 1.2f}}, {{100.0f}}, b));                 // 1.2 > 1.1
  const auto m = compare_outputs({{0.0f}, {1.0f, 5.0f}}, {{0.0f}, {1.0f, 2.0f}}, b);
  REQUIRE(m);
  CHECK(m->output == 1);
  CHECK(m->index == 1);
  CHECK(m->got == 5.0);
  CHECK(m->want == 2.0);
}
