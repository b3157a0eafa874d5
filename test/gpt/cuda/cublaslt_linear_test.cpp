// The cuBLASLt linear (kernels/cuda/linear_cublaslt.hpp) against the simple CUDA kernels it
// replaces, and the --kernels self-check (backend/cuda_kernel_check.hpp) on a real device:
// a healthy GPU chooses every fast kernel without a warning, reference mode runs none.
// C++ (no device code), so it lives in this suite, which links the CUDA runtime parts,
// rather than among the nvcc-compiled kernel tests.
//
// Bounds, as the self-check's (cuda_kernel_check.hpp): bf16 outputs 2e-2 + 1e-2·|ref| (one
// bf16 rounding, 2⁻⁸ relative, on either side of a boundary after fp32 sums in another
// order); fp32 5e-4 + 1e-4·|ref| (exact fp32 both sides: TF32 products, 2⁻¹¹ relative,
// would exceed it at these K). Inputs uniform in [−1, 1).
//
// Needs a device: without one it exits with code 77 (ctest: skipped). Not yet run on a GPU.
#include <kernels/bf16.hpp>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/linear_cublaslt.hpp>

#include "runtime/gpt/backend/cuda_flash_attention.hpp"
#include "runtime/gpt/backend/cuda_kernel_check.hpp"
#include "runtime/gpt/kernel_choice.hpp"

#include <kernels/cuda/attention.cuh>

#include <catch2/catch.hpp>

#include "test/gpu_skip.hpp"

#include <cstdint>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

using namespace pipesched;
using namespace pipesched::gpt;
using kernels::bf16;
using kernels::device_buffer;
using pipesched::test::require_device;

namespace cublaslt_linear_test {

template <class E>
std::vector<E> uniform(std::size_t n, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-1.0f, 1.0f);
  std::vector<E> v;
  v.reserve(n);
  for (std::size_t i = 0; i < n; ++i) v.push_back(E(d(rng)));
  return v;
}

template <class E>
std::vector<float> host_floats(const device_buffer<E>& d) {
  std::vector<float> out;
  for (const E& x : d.download()) out.push_back(static_cast<float>(x));
  return out;
}

// Forward, dX and dW (onto random gradients) of one shape; cuBLASLt's outputs, then the
// simple kernels'.
template <class E>
std::pair<kernel_outputs, kernel_outputs> both(kernels::cublaslt_linear& lt, std::size_t N, std::size_t C,
                                               std::size_t OC, bool has_bias) {
  kernel_outputs result[2];
  for (int fast = 1; fast >= 0; --fast) {
    device_buffer<E> inp(uniform<E>(N * C, 1)), weight(uniform<E>(OC * C, 2)), bias(uniform<E>(OC, 3)),
        dout(uniform<E>(N * OC, 4)), out(N * OC), dinp(N * C);
    device_buffer<float> dweight(uniform<float>(OC * C, 5)), dbias(uniform<float>(OC, 6));
    const E* b = has_bias ? bias.data() : nullptr;
    float* db = has_bias ? dbias.data() : nullptr;
    if (fast) {
      lt.forward(out.data(), inp.data(), weight.data(), b, N, C, OC, nullptr);
      lt.backward_input(dinp.data(), dout.data(), weight.data(), N, C, OC, nullptr);
      lt.backward_weight(dweight.data(), db, dout.data(), inp.data(), N, C, OC, nullptr);
    } else {
      kernels::linear_forward_cuda(out.data(), inp.data(), weight.data(), b, N, C, OC, nullptr);
      kernels::linear_backward_input_cuda(dinp.data(), dout.data(), weight.data(), N, C, OC, nullptr);
      kernels::linear_backward_weight_cuda(dweight.data(), db, dout.data(), inp.data(), N, C, OC, nullptr);
    }
    PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
    result[1 - fast] = {host_floats(out), host_floats(dinp), host_floats(dweight), host_floats(dbias)};
  }
  return {result[0], result[1]};
}

std::string describe(const std::optional<kernel_mismatch>& m) {
  if (!m) return "all within bound";
  std::ostringstream s;
  s << "output " << m->output << " element " << m->index << ": got " << m->got << ", want " << m->want << " "
    << m->error;
  return s.str();
}

// (N, C, OC, bias): GPT-2 small's qkv, fc and projection rows at a short batch, ragged
// tiles, odd sizes, and a head-sized OC not a multiple of 8.
const std::vector<std::tuple<std::size_t, std::size_t, std::size_t, bool>> shapes = {
    {256, 768, 2304, true}, {128, 3072, 768, true}, {67, 40, 136, true},
    {130, 264, 72, false},  {33, 19, 23, true},     {16, 64, 50257, false}};

}  // namespace cublaslt_linear_test

using namespace cublaslt_linear_test;

TEST_CASE("cuBLASLt's linear agrees with the simple kernels in bf16 and exact fp32", "[gpu][kernels][cublaslt]") {
  require_device();
  PIPESCHED_CUDA_CHECK(cudaSetDevice(0));
  kernels::cublaslt_linear lt(0);
  for (const auto& [N, C, OC, has_bias] : shapes) {
    INFO("N=" << N << " C=" << C << " OC=" << OC << " bias=" << has_bias);
    {
      const auto [got, want] = both<bf16>(lt, N, C, OC, has_bias);
      const auto m = compare_outputs(got, want, {2e-2, 1e-2});
      INFO("bf16: " << describe(m));
      CHECK_FALSE(m);
    }
    {
      const auto [got, want] = both<float>(lt, N, C, OC, has_bias);
      const auto m = compare_outputs(got, want, {5e-4, 1e-4});
      INFO("fp32: " << describe(m));
      CHECK_FALSE(m);
    }
  }
}

TEST_CASE("cuBLASLt plans are made once per shape and reused", "[gpu][kernels][cublaslt]") {
  require_device();
  PIPESCHED_CUDA_CHECK(cudaSetDevice(0));
  kernels::cublaslt_linear lt(0);
  both<bf16>(lt, 67, 40, 136, true);
  const std::size_t made = lt.plans_made();
  CHECK(made >= 3);  // forward, dX, dW (and the plain dW where BGRADB has no algorithm)
  both<bf16>(lt, 67, 40, 136, true);
  CHECK(lt.plans_made() == made);
  both<bf16>(lt, 68, 40, 136, true);
  CHECK(lt.plans_made() > made);
}

TEST_CASE("flash attention packed into the att buffer agrees with the simple kernels", "[gpu][kernels][flash]") {
  require_device();
  PIPESCHED_CUDA_CHECK(cudaSetDevice(0));
  const std::size_t B = 2, T = 128, C = 256, NH = 4;  // hs 64
  REQUIRE(flash_attention_packs(B, T, C, NH));
  kernel_outputs result[2];
  for (int flash = 0; flash < 2; ++flash) {
    device_buffer<bf16> qkv(uniform<bf16>(B * T * 3 * C, 7)), dout(uniform<bf16>(B * T * C, 8)), out(B * T * C),
        att(B * NH * T * T), dqkv(B * T * 3 * C);
    if (flash) {
      packed_attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH, nullptr);
      packed_attention_backward_input(dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH, nullptr);
    } else {
      kernels::attention_forward_cuda(out.data(), att.data(), qkv.data(), B, T, C, NH, nullptr);
      kernels::attention_backward_input_cuda(dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH, nullptr);
    }
    PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
    result[flash] = {host_floats(out), host_floats(dqkv)};
  }
  const auto m = compare_outputs(result[1], result[0], {3e-2, 3e-2});
  INFO(describe(m));
  CHECK_FALSE(m);
}

TEST_CASE("the self-check on a healthy GPU chooses every fast kernel and reference runs none", "[gpu][kernels][choice]") {
  require_device();
  const kernel_selection bf = cuda_kernel_selection(0, true, kernel_mode::automatic);
  for (const std::string& w : bf.warnings) WARN(w);
  CHECK(bf.warnings.empty());
  CHECK(bf.kernel_for("linear") == "cublaslt");
  CHECK(bf.kernel_for("attention") == "flash");
  const kernel_selection fp = cuda_kernel_selection(0, false, kernel_mode::automatic);
  CHECK(fp.warnings.empty());
  CHECK(fp.kernel_for("linear") == "cublaslt");
  CHECK(fp.kernel_for("attention") == "simple");
  const kernel_selection ref = cuda_kernel_selection(0, true, kernel_mode::reference);
  CHECK(ref.kernel_for("linear") == "simple");
  CHECK(ref.kernel_for("attention") == "simple");
  // Made once: asking again gives the same decision without running the check again.
  const std::size_t made = cuda_kernel_selections().size();
  CHECK(made >= 3);
  CHECK(cuda_kernel_selection(0, true, kernel_mode::automatic).kernel_for("linear") == "cublaslt");
  CHECK(cuda_kernel_selections().size() == made);
}
