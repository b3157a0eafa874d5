#include "runtime/gpt/backend/cuda_flash_attention.hpp"

#include <cstdint>
#include <stdexcept>
#include <string>

#include <kernels/cuda/attention.cuh>
#include <kernels/cuda/flash_attention.cuh>

namespace pipesched::gpt {

namespace {
constexpr std::size_t round16(std::size_t n) { return (n + 15) / 16 * 16; }

void require_aligned(const void* att) {
  if (reinterpret_cast<std::uintptr_t>(att) % 16 != 0)
    throw std::logic_error("flash attention: the att buffer is not 16-byte aligned");
}
}  // namespace

std::size_t flash_attention_out_offset(std::size_t B, std::size_t T, std::size_t NH) noexcept {
  return round16(B * NH * T * sizeof(float));
}

bool flash_attention_packs(std::size_t B, std::size_t T, std::size_t C, std::size_t NH) noexcept {
  if (B == 0 || T == 0 || !kernels::flash_attention_supported(C, NH)) return false;
  const std::size_t room = B * NH * T * T * sizeof(kernels::bf16);
  return flash_attention_out_offset(B, T, NH) + B * T * C * sizeof(kernels::bf16) <= room;
}

void packed_attention_forward(kernels::bf16* out, kernels::bf16* att, const kernels::bf16* qkv, std::size_t B,
                              std::size_t T, std::size_t C, std::size_t NH, cudaStream_t stream) {
  if (!flash_attention_packs(B, T, C, NH)) {
    kernels::attention_forward_cuda(out, att, qkv, B, T, C, NH, stream);
    return;
  }
  require_aligned(att);
  auto* bytes = reinterpret_cast<std::byte*>(att);
  kernels::flash_attention_forward_cuda(out, reinterpret_cast<float*>(bytes), qkv, B, T, C, NH, stream);
  PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(bytes + flash_attention_out_offset(B, T, NH), out,
                                       B * T * C * sizeof(kernels::bf16), cudaMemcpyDeviceToDevice, stream));
}

void packed_attention_backward_input(kernels::bf16* dqkv, const kernels::bf16* dout, const kernels::bf16* qkv,
                                     const kernels::bf16* att, std::size_t B, std::size_t T, std::size_t C,
                                     std::size_t NH, cudaStream_t stream) {
  if (!flash_attention_packs(B, T, C, NH)) {
    kernels::attention_backward_input_cuda(dqkv, dout, qkv, att, B, T, C, NH, stream);
    return;
  }
  require_aligned(att);
  const auto* bytes = reinterpret_cast<const std::byte*>(att);
  kernels::flash_attention_backward_input_cuda(
      dqkv, dout, qkv, reinterpret_cast<const kernels::bf16*>(bytes + flash_attention_out_offset(B, T, NH)),
      reinterpret_cast<const float*>(bytes), B, T, C, NH, stream);
}

}  // namespace pipesched::gpt
