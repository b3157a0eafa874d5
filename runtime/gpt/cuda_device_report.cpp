// describe_cuda_device and measure_copy_bandwidths (gpt_profile_cuda.hpp).
#include <cuda_runtime_api.h>

#include <algorithm>
#include <cctype>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <kernels/cuda/check.cuh>

#include "runtime/gpt/gpt_profile_cuda.hpp"
#include "runtime/gpt/gpt_profile_probes.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::gpt {

namespace {

// "580.95.05" from /proc/driver/nvidia/version's first line (the first word of digits and
// dots with at least one dot); empty where there is no such file (not Linux, a container
// without it).
std::string kernel_driver_version() {
  std::ifstream in("/proc/driver/nvidia/version");
  std::string line;
  if (!in || !std::getline(in, line)) return "";
  std::istringstream words(line);
  for (std::string w; words >> w;)
    if (std::isdigit(static_cast<unsigned char>(w.front())) && w.find('.') != std::string::npos &&
        std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)) || c == '.'; }))
      return w;
  return "";
}

int attribute(cudaDeviceAttr what, int gpu) {
  int v = 0;
  PIPESCHED_CUDA_CHECK(cudaDeviceGetAttribute(&v, what, gpu));
  return v;
}

struct device_free {
  int gpu;
  void operator()(void* p) const noexcept {
    const stream::cuda_device_scope on(gpu);
    (void)cudaFree(p);
  }
};
struct host_free {
  void operator()(void* p) const noexcept { (void)cudaFreeHost(p); }
};
using device_bytes = std::unique_ptr<void, device_free>;

device_bytes device_alloc(int gpu, std::size_t bytes) {
  const stream::cuda_device_scope on(gpu);
  void* p = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMalloc(&p, bytes));
  device_bytes out(p, device_free{gpu});
  PIPESCHED_CUDA_CHECK(cudaMemset(p, 1, bytes));  // touched: no first-use cost in the timing
  return out;
}

}  // namespace

device_description describe_cuda_device(int gpu) {
  cudaDeviceProp prop{};
  PIPESCHED_CUDA_CHECK(cudaGetDeviceProperties(&prop, gpu));
  device_description d;
  d.name = prop.name;
  d.index = gpu;
  d.sm_count = prop.multiProcessorCount;
  d.compute_major = prop.major;
  d.compute_minor = prop.minor;
  d.memory_bytes = static_cast<long long>(prop.totalGlobalMem);
  PIPESCHED_CUDA_CHECK(cudaDriverGetVersion(&d.cuda_driver));
  PIPESCHED_CUDA_CHECK(cudaRuntimeGetVersion(&d.cuda_runtime));
  d.driver = kernel_driver_version();
  d.clock_mhz = attribute(cudaDevAttrClockRate, gpu) / 1000;  // kHz
  d.memory_clock_mhz = attribute(cudaDevAttrMemoryClockRate, gpu) / 1000;
  return d;
}

copy_bandwidths measure_copy_bandwidths(int gpu, std::size_t bytes, int repeats) {
  copy_bandwidths out;
  out.bytes = static_cast<long long>(bytes);
  const stream::cuda_device_scope on(gpu);
  stream::cuda_stream copies("profile copies", gpu);
  void* pinned = nullptr;
  PIPESCHED_CUDA_CHECK(cudaMallocHost(&pinned, bytes));
  const std::unique_ptr<void, host_free> host(pinned);
  std::fill_n(static_cast<unsigned char*>(pinned), bytes, static_cast<unsigned char>(1));
  const device_bytes a = device_alloc(gpu, bytes), b = device_alloc(gpu, bytes);

  // GB/s of the median of `repeats` timed copies, after one untimed.
  const auto gbps = [&](auto copy) {
    copy();
    copies.synchronize();
    std::vector<double> ms;
    for (int r = 0; r < repeats; ++r) {
      const stream::cuda_event start = copies.record_timed();
      copy();
      const stream::cuda_event end = copies.record_timed();
      end.synchronize();
      ms.push_back(static_cast<double>(elapsed_ms(start, end)));
    }
    const double median = detail::median_of(ms);
    return static_cast<double>(bytes) / (std::max(median, 1e-6) * 1e-3) / 1e9;
  };
  out.h2d_gbps = gbps([&] {
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(a.get(), pinned, bytes, cudaMemcpyHostToDevice, copies.native()));
  });
  out.d2h_gbps = gbps([&] {
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(pinned, a.get(), bytes, cudaMemcpyDeviceToHost, copies.native()));
  });
  out.d2d_gbps = gbps([&] {
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(b.get(), a.get(), bytes, cudaMemcpyDeviceToDevice, copies.native()));
  });

  int count = 0;
  PIPESCHED_CUDA_CHECK(cudaGetDeviceCount(&count));
  if (count >= 2) {
    const int peer = (gpu + 1) % count;
    int can = 0;
    PIPESCHED_CUDA_CHECK(cudaDeviceCanAccessPeer(&can, gpu, peer));
    bool enabled = false;
    if (can) {
      const cudaError_t e = cudaDeviceEnablePeerAccess(peer, 0);
      if (e == cudaErrorPeerAccessAlreadyEnabled)
        (void)cudaGetLastError();
      else
        PIPESCHED_CUDA_CHECK(e);
      enabled = e == cudaSuccess;
    }
    {
      const device_bytes c = device_alloc(peer, bytes);
      // Without peer access the driver stages the copy through the host: what the
      // runtime's hand-over gets on such a pair.
      out.peer_gbps = gbps([&] {
        PIPESCHED_CUDA_CHECK(cudaMemcpyPeerAsync(c.get(), peer, a.get(), gpu, bytes, copies.native()));
      });
      copies.synchronize();
    }
    out.peer_device = peer;
    if (enabled) PIPESCHED_CUDA_CHECK(cudaDeviceDisablePeerAccess(peer));
  }
  copies.synchronize();
  return out;
}

}  // namespace pipesched::gpt
