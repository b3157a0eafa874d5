#pragma once
// The GPU's default memory pool (what cudaMallocAsync draws from without a pool: the
// tensors between pipeline devices, stashes, token uploads, NCCL receive buffers, link
// staging), set up for a training run. The metered activations have pools of their own
// (cuda_pool.hpp), set the same way there.
//
//   keep_default_pool(gpu)        // each backend on `gpu` calls it (idempotent)
//   open_default_pool(gpu, peer)  // cuda_launch.cpp, wherever peer access is enabled
//
// keep_default_pool:
//  - release threshold max (UINT64_MAX): CUDA's default, 0, hands the pool's free memory
//    back to the driver at every synchronize, so each step maps it again;
//  - no internal dependencies (cudaMemPoolReuseAllowInternalDependencies off): with them, an
//    allocation on a compute stream may reuse a block freed on a free stream by inserting
//    a wait on that stream, which waits for another device's read (stream_free.hpp): the
//    coupling the free stream exists to remove. Without, such a block is reused once its
//    free has run (opportunistic reuse) and the pool otherwise grows; with the release
//    threshold at max it stops growing at the steady state.
// open_default_pool: cudaMemPoolSetAccess lets `peer` read and write the pool's memory;
// cudaDeviceEnablePeerAccess opens cudaMalloc'd memory only, never a pool's.
namespace pipesched::stream {

void keep_default_pool(int gpu);           // throws kernels::cuda_error
void open_default_pool(int gpu, int peer);  // throws kernels::cuda_error

}  // namespace pipesched::stream
