#pragma once
// `pipesched profile --backend cuda`: gpt_profile.hpp's three probe stages on one GPU, each
// its own pipeline device (its own streams and pool: single-GPU mode), in fp32 or bf16
// storage. A pass's time runs from its enqueue to its device's synchronize (what a
// pipeline device waits for, launch overhead included), each the median over the repeats
// after one untimed warm-up; the bytes are the stages' meters, as on the CPU. The profile
// adds the GPU's description and its copy bandwidths (describe_cuda_device,
// measure_copy_bandwidths). Built with pipesched_gpt_cuda (PIPESCHED_CUDA).
#include <cstddef>
#include <cstdint>

#include "runtime/gpt/gpt_config.hpp"
#include "runtime/gpt/gpt_profile.hpp"

namespace pipesched::gpt {

// Bytes each timed copy of measure_copy_bandwidths moves: large enough that a copy's fixed
// cost (~10 us) is below 1% of it at 50 GB/s, small enough for any GPU's memory.
inline constexpr std::size_t profile_copy_bytes = std::size_t{256} << 20;

// Throws std::invalid_argument for a bad model, repeats < 1 or a `gpu` this machine does not
// have; kernels::cuda_error for a CUDA failure.
gpt_profile measure_cuda_profile(const gpt_config& model, int repeats, bool bf16, int gpu, std::uint64_t seed = 1);

// The GPU's name, SM count, compute capability, memory, CUDA driver and runtime versions,
// the kernel driver's version (from /proc/driver/nvidia/version where readable) and clocks.
device_description describe_cuda_device(int gpu);

// Pinned host to device and back, device to device, and to the next GPU (gpu + 1 mod the
// count, peer access enabled for the copies when the pair allows it) when there are two or
// more: each the median of `repeats` timed copies (CUDA events) of `bytes` bytes, after one
// untimed, in GB/s of bytes copied.
copy_bandwidths measure_copy_bandwidths(int gpu, std::size_t bytes, int repeats);

}  // namespace pipesched::gpt
