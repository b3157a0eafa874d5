#include "runtime/gpt/backend/cuda_kernel_check.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <tuple>
#include <type_traits>
#include <utility>

#include <kernels/bf16.hpp>
#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/device_buffer.cuh>
#include <kernels/cuda/linear.cuh>
#include <kernels/cuda/linear_cublaslt.hpp>
#include <kernels/cuda/linear_mma.cuh>
#include <kernels/cuda/linear_wgmma.cuh>

#include "runtime/gpt/backend/cuda_flash_attention.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

namespace {

using kernels::bf16;
using kernels::device_buffer;

// Uniform in [−1, 1), from a seed (splitmix64): the same problem for the kernel and its reference.
template <class E>
std::vector<E> random_values(std::size_t n, std::uint64_t seed) {
  std::vector<E> v;
  v.reserve(n);
  for (std::size_t i = 0; i < n; ++i) {
    std::uint64_t z = (seed += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    const float x = static_cast<float>(static_cast<double>(z >> 11) * 0x1.0p-53 * 2.0 - 1.0);
    v.push_back(E(x));
  }
  return v;
}

template <class E>
std::vector<float> floats(const device_buffer<E>& d) {
  const std::vector<E> h = d.download();
  std::vector<float> out;
  out.reserve(h.size());
  for (const E& x : h) out.push_back(static_cast<float>(x));
  return out;
}

struct linear_problem {
  std::size_t N, C, OC;
  bool bias;
};
// One row; ragged 128×128 tiles; K over several 32-wide tiles without bias; odd C and OC
// (no 16-byte rows: the fast kernels' slow paths); and wgmma's edges: ragged 128-row and
// 128-column tiles in every pass, C = 264 (a ragged 5th 64-wide K tile), and backward-weight's
// K = 1100 (18 K tiles, split into slices on the GPU's SM count).
constexpr linear_problem linear_problems[] = {
    {1, 8, 8, true}, {67, 40, 136, true}, {130, 264, 72, false}, {33, 19, 23, true}, {1100, 264, 392, true}};

enum class linear_impl { simple, cublaslt, mma_sync, wgmma };

// Forward, backward-input and backward-weight of problem p through `impl` (fast) or the simple
// kernels; outputs out, dinp, dweight, dbias.
template <class E>
kernel_outputs run_linear(const linear_problem& p, std::uint64_t seed, linear_impl impl,
                          kernels::cublaslt_linear* lt) {
  const auto [N, C, OC, has_bias] = p;
  device_buffer<E> inp(random_values<E>(N * C, seed)), weight(random_values<E>(OC * C, seed + 1)),
      bias(random_values<E>(OC, seed + 2)), dout(random_values<E>(N * OC, seed + 3)), out(N * OC), dinp(N * C);
  device_buffer<float> dweight(random_values<float>(OC * C, seed + 4)), dbias(random_values<float>(OC, seed + 5));
  const E* b = has_bias ? bias.data() : nullptr;
  float* db = has_bias ? dbias.data() : nullptr;
  const cudaStream_t s = nullptr;  // legacy default stream: ordered with the synchronous copies
  switch (impl) {
    case linear_impl::simple:
      kernels::linear_forward_cuda(out.data(), inp.data(), weight.data(), b, N, C, OC, s);
      kernels::linear_backward_input_cuda(dinp.data(), dout.data(), weight.data(), N, C, OC, s);
      kernels::linear_backward_weight_cuda(dweight.data(), db, dout.data(), inp.data(), N, C, OC, s);
      break;
    case linear_impl::cublaslt:
      lt->forward(out.data(), inp.data(), weight.data(), b, N, C, OC, s);
      lt->backward_input(dinp.data(), dout.data(), weight.data(), N, C, OC, s);
      lt->backward_weight(dweight.data(), db, dout.data(), inp.data(), N, C, OC, s);
      break;
    case linear_impl::mma_sync:
      if constexpr (std::is_same_v<E, bf16>) {
        kernels::linear_forward_mma_or_simple_cuda(out.data(), inp.data(), weight.data(), b, N, C, OC, s);
        kernels::linear_backward_input_mma_or_simple_cuda(dinp.data(), dout.data(), weight.data(), N, C, OC, s);
        kernels::linear_backward_weight_mma_or_simple_cuda(dweight.data(), db, dout.data(), inp.data(), N, C, OC, s);
      }
      break;
    case linear_impl::wgmma:  // the *_or_simple launchers: odd C/OC take the simple kernel
      if constexpr (std::is_same_v<E, bf16>) {
        kernels::linear_forward_wgmma_or_simple_cuda(out.data(), inp.data(), weight.data(), b, N, C, OC, s);
        kernels::linear_backward_input_wgmma_or_simple_cuda(dinp.data(), dout.data(), weight.data(), N, C, OC, s);
        kernels::linear_backward_weight_wgmma_or_simple_cuda(dweight.data(), db, dout.data(), inp.data(), N, C, OC,
                                                             s);
      }
      break;
  }
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
  return {floats(out), floats(dinp), floats(dweight), floats(dbias)};
}

template <class E>
kernel_op linear_op(int gpu, bool bf16_storage) {
  kernel_op op{.op = "linear", .reference = "simple", .problems = {}, .candidates = {}};
  for (const linear_problem& p : linear_problems)
    op.problems.push_back("N=" + std::to_string(p.N) + " C=" + std::to_string(p.C) + " OC=" + std::to_string(p.OC) +
                          (p.bias ? "" : " no bias"));
  const kernel_bound bound = bf16_storage ? kernel_bound{2e-2, 1e-2} : kernel_bound{5e-4, 1e-4};
  // One handle and workspace for the whole check, made at its first use.
  auto lt = std::make_shared<std::unique_ptr<kernels::cublaslt_linear>>();
  op.candidates.push_back({"cublaslt", bound, [gpu, lt](std::size_t i, bool fast) {
                             if (fast && !*lt) *lt = std::make_unique<kernels::cublaslt_linear>(gpu);
                             return run_linear<E>(linear_problems[i], 1000 + 10 * i,
                                                  fast ? linear_impl::cublaslt : linear_impl::simple, lt->get());
                           }});
  if (bf16_storage)
    op.candidates.push_back({"mma_sync", bound, [](std::size_t i, bool fast) {
                               return run_linear<E>(linear_problems[i], 1000 + 10 * i,
                                                    fast ? linear_impl::mma_sync : linear_impl::simple, nullptr);
                             }});
  // The Hopper contender: offered only where its sm_90a code runs; --kernels fast checks it.
  if (bf16_storage && kernels::linear_wgmma_available()) {
    kernel_candidate wgmma{"wgmma", bound, [](std::size_t i, bool fast) {
                             return run_linear<E>(linear_problems[i], 1000 + 10 * i,
                                                  fast ? linear_impl::wgmma : linear_impl::simple, nullptr);
                           }};
    wgmma.contender = true;
    op.candidates.push_back(std::move(wgmma));
  }
  return op;
}

struct attention_problem {
  std::size_t B, T, C, NH;
};
// Head sizes 16 and 64; T ragged against the 64-row tiles, one of them over two key tiles.
constexpr attention_problem attention_problems[] = {{2, 67, 32, 2}, {1, 130, 128, 2}, {1, 20, 48, 3}};

kernel_outputs run_attention(const attention_problem& p, std::uint64_t seed, bool flash) {
  const auto [B, T, C, NH] = p;
  device_buffer<bf16> qkv(random_values<bf16>(B * T * 3 * C, seed)), dout(random_values<bf16>(B * T * C, seed + 1)),
      out(B * T * C), att(B * NH * T * T), dqkv(B * T * 3 * C);
  const cudaStream_t s = nullptr;
  if (flash) {
    packed_attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH, s);
    packed_attention_backward_input(dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH, s);
  } else {
    kernels::attention_forward_cuda(out.data(), att.data(), qkv.data(), B, T, C, NH, s);
    kernels::attention_backward_input_cuda(dqkv.data(), dout.data(), qkv.data(), att.data(), B, T, C, NH, s);
  }
  PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
  return {floats(out), floats(dqkv)};
}

kernel_op attention_op() {
  kernel_op op{.op = "attention", .reference = "simple", .problems = {}, .candidates = {}};
  for (const attention_problem& p : attention_problems)
    op.problems.push_back("B=" + std::to_string(p.B) + " T=" + std::to_string(p.T) + " C=" + std::to_string(p.C) +
                          " NH=" + std::to_string(p.NH));
  op.candidates.push_back({"flash", {3e-2, 3e-2}, [](std::size_t i, bool fast) {
                             return run_attention(attention_problems[i], 2000 + 10 * i, fast);
                           }});
  return op;
}

std::mutex selections_mutex;
std::map<std::tuple<int, bool, kernel_mode>, kernel_selection>& selections() {
  static std::map<std::tuple<int, bool, kernel_mode>, kernel_selection> made;
  return made;
}
std::vector<kernel_selection>& in_order() {
  static std::vector<kernel_selection> made;
  return made;
}

}  // namespace

std::vector<kernel_op> cuda_kernel_ops(int gpu, bool bf16_storage) {
  std::vector<kernel_op> ops;
  if (bf16_storage) {
    ops.push_back(linear_op<bf16>(gpu, true));
    ops.push_back(attention_op());
  } else {
    ops.push_back(linear_op<float>(gpu, false));
    ops.push_back(kernel_op{.op = "attention", .reference = "simple", .problems = {}, .candidates = {}});
  }
  return ops;
}

kernel_selection cuda_kernel_selection(int gpu, bool bf16_storage, kernel_mode mode) {
  const std::lock_guard lock(selections_mutex);
  const auto key = std::make_tuple(gpu, bf16_storage, mode);
  if (auto it = selections().find(key); it != selections().end()) return it->second;
  const stream::cuda_device_scope scope(gpu);
  kernel_selection s = choose_kernels(mode, cuda_kernel_ops(gpu, bf16_storage),
                                      "GPU " + std::to_string(gpu) + (bf16_storage ? " (bf16)" : " (fp32)"));
  selections().emplace(key, s);
  in_order().push_back(s);
  return s;
}

std::vector<kernel_selection> cuda_kernel_selections() {
  const std::lock_guard lock(selections_mutex);
  return in_order();
}

}  // namespace pipesched::gpt
