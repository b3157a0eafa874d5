#pragma once
// The reduction of vocabulary parallelism's collectives on the GPU: gpt::combine_in_device_order
// (runtime/gpt/collectives.hpp) over parts gathered on the device, so that an all-gather
// followed by this kernel gives every device the bits the CPU threads compute:
//
//   out[i] = ((parts[0][i] op parts[1][i]) op parts[2][i]) ... op parts[p−1][i]   in float,
//
// parts[d] = gathered + d·n (an all-gather's layout), op a sum or a maximum (the maximum as
// std::max(a, b): b where a < b, else a, so −0/+0 and ties pick what the CPU picks). One
// thread per element walks the devices in order: the CPU's additions, bit for bit. out may
// be one of the parts (each thread reads element i of every part before it writes out[i]).
// fp32 only; defined in kernels.cu.
//
// Napkin math: (p−1)·n adds or compares; reads p·n floats, writes n. Vocabulary statistics
// (n = B·T = 8192, p = 8): 256 KB → ≈ 1 µs (launch-bound).

#include <kernels/cuda/check.cuh>

#include <cstddef>

namespace pipesched::kernels {

enum class device_order_op { sum, max };

void device_order_combine_cuda(float* out, const float* gathered, int p, std::size_t n, device_order_op op,
                               cudaStream_t stream);

}  // namespace pipesched::kernels
