// Host<->device and device-to-device copy bandwidth of one GPU, nccl-tests style (flags and
// columns: bench/sweep_args.hpp). Five paths, a table each:
//
//   h2d, d2h     plain cudaMemcpy from/to cudaMallocHost memory: the measured host<->device
//                bandwidth, the reference for the offload path
//   h2d-pool,    what the runtime's offload does (cuda_backend::start_h2d / start_d2h): back
//   d2h-pool     to back cudaMemcpyAsync(cudaMemcpyDefault) on a copy stream of its own
//                (stream::cuda_stream), from/to a stream::cuda_host_pool block
//   d2d          plain cudaMemcpy device to device: the bandwidth the memory-bound kernels are
//                judged against (cuda_kernels_bench's of_d2d counter measures the same copy)
//
// time(us) is the mean of -n copies between two CUDA events (after -w untimed ones); algbw
// is bytes / time; busbw counts the bytes on the bus: the same for h2d and d2h, twice as
// many for d2d (each byte read and written in device memory, as the kernels' napkin math
// counts them). Then -c checked copies of fresh data per row (the destination poisoned
// first): #wrong counts the int32 words that differ, and any makes the exit status 1.
// Last, the pool path as a fraction of the plain one per size (issue 20's target: >= 0.80),
// and a "# summary:" line (bench/gpu-check.sh's note): those fractions and d2d at the top size.
//
//   copy_bench -b 4K -e 1G -f 4 -n 20 [--json FILE]   (bench/gpu-check.sh: a short range)
//
// --json FILE: the same rows, the device and the summary as JSON (bench/sweep_json.hpp),
// written once the run is done (and on a wrong copy, which it counts).
//
// Exit: 0; 1 a wrong copy or a CUDA error; 2 bad flags; 77 no CUDA device (its error's name
// on stderr, as the [gpu] tests skip).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include <kernels/cuda/check.cuh>
#include <kernels/cuda/device_buffer.cuh>

#include "runtime/stream/cuda_host_pool.hpp"
#include "runtime/stream/cuda_stream.hpp"
#include "sweep_args.hpp"
#include "sweep_json.hpp"
#include "sweep_main.hpp"

using pipesched::kernels::device_buffer;
namespace bench = pipesched::bench;
namespace stream = pipesched::stream;

namespace {

enum class copy_path { h2d, d2h, h2d_pool, d2h_pool, d2d };

struct path_info {
  copy_path path;
  const char* name;
  const char* what;
  double bus_factor;
};

constexpr path_info paths[] = {
    {copy_path::h2d, "h2d", "cudaMemcpy host->device from cudaMallocHost memory (the reference)", 1},
    {copy_path::d2h, "d2h", "cudaMemcpy device->host into cudaMallocHost memory (the reference)", 1},
    {copy_path::h2d_pool, "h2d-pool", "cudaMemcpyAsync on an h2d copy stream from a cuda_host_pool block (offload)", 1},
    {copy_path::d2h_pool, "d2h-pool", "cudaMemcpyAsync on a d2h copy stream into a cuda_host_pool block (offload)", 1},
    {copy_path::d2d, "d2d", "cudaMemcpy device->device; busbw counts read + write", 2},
};

// Word i of checked copy `round`: differs between rounds, so a copy left undone fails.
std::uint32_t pattern(std::size_t i, int round) {
  return static_cast<std::uint32_t>(i * 2654435761u) ^ (0x9E3779B9u * static_cast<std::uint32_t>(round + 1));
}

struct buffers {
  std::uint32_t* pinned = nullptr;  // cudaMallocHost, the plain copies' host side
  stream::cuda_host_pool pool;      // the offload copies' host side
  stream::cuda_host_pool::block block;
  device_buffer<std::uint32_t> a, b;  // a: every copy's device side; b: d2d's destination

  explicit buffers(std::size_t bytes) : a(bytes / bench::sweep_word), b(bytes / bench::sweep_word) {
    PIPESCHED_CUDA_CHECK(cudaMallocHost(&pinned, bytes));
    block = pool.acquire(bytes);  // one block, reused by every row: no allocation is timed
  }
  ~buffers() {
    block.reset();
    (void)cudaFreeHost(pinned);
  }
  buffers(const buffers&) = delete;
  buffers& operator=(const buffers&) = delete;
  std::uint32_t* pool_host() { return reinterpret_cast<std::uint32_t*>(block.data()); }
};

class copier {
 public:
  explicit copier(int gpu) : h2d_("h2d", gpu), d2h_("d2h", gpu) {
    PIPESCHED_CUDA_CHECK(cudaEventCreate(&start_));
    PIPESCHED_CUDA_CHECK(cudaEventCreate(&stop_));
  }
  ~copier() {
    (void)cudaEventDestroy(start_);
    (void)cudaEventDestroy(stop_);
  }
  copier(const copier&) = delete;
  copier& operator=(const copier&) = delete;

  // Enqueues one copy of `bytes` along `p` (the plain ones return when it is done).
  void copy(copy_path p, buffers& m, std::size_t bytes) {
    switch (p) {
      case copy_path::h2d:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(m.a.data(), m.pinned, bytes, cudaMemcpyHostToDevice));
        break;
      case copy_path::d2h:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(m.pinned, m.a.data(), bytes, cudaMemcpyDeviceToHost));
        break;
      case copy_path::h2d_pool:
        PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(m.a.data(), m.pool_host(), bytes, cudaMemcpyDefault, h2d_.native()));
        break;
      case copy_path::d2h_pool:
        PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(m.pool_host(), m.a.data(), bytes, cudaMemcpyDefault, d2h_.native()));
        break;
      case copy_path::d2d:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(m.b.data(), m.a.data(), bytes, cudaMemcpyDeviceToDevice));
        break;
    }
  }

  // Mean seconds of one copy over `iters`, after `warmup` untimed ones.
  double time(copy_path p, buffers& m, std::size_t bytes, int warmup, int iters) {
    const cudaStream_t s = on(p);
    for (int i = 0; i < warmup; ++i) copy(p, m, bytes);
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(s));
    PIPESCHED_CUDA_CHECK(cudaEventRecord(start_, s));
    for (int i = 0; i < iters; ++i) copy(p, m, bytes);
    PIPESCHED_CUDA_CHECK(cudaEventRecord(stop_, s));
    PIPESCHED_CUDA_CHECK(cudaEventSynchronize(stop_));
    float ms = 0;
    PIPESCHED_CUDA_CHECK(cudaEventElapsedTime(&ms, start_, stop_));
    return ms * 1e-3 / iters;
  }

  // Copies fresh data along `p` into a poisoned destination; the words that differ.
  long long check(copy_path p, buffers& m, std::size_t bytes, int round) {
    const std::size_t n = bytes / bench::sweep_word;
    std::vector<std::uint32_t> expect(n), got(n);
    for (std::size_t i = 0; i < n; ++i) expect[i] = pattern(i, round);
    std::uint32_t* host = p == copy_path::h2d || p == copy_path::d2h ? m.pinned : m.pool_host();
    switch (p) {  // the source gets the pattern, the destination 0xFF bytes, by other copies
      case copy_path::h2d:
      case copy_path::h2d_pool:
        std::memcpy(host, expect.data(), bytes);
        PIPESCHED_CUDA_CHECK(cudaMemset(m.a.data(), 0xFF, bytes));
        break;
      case copy_path::d2h:
      case copy_path::d2h_pool:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(m.a.data(), expect.data(), bytes, cudaMemcpyHostToDevice));
        std::memset(host, 0xFF, bytes);
        break;
      case copy_path::d2d:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(m.a.data(), expect.data(), bytes, cudaMemcpyHostToDevice));
        PIPESCHED_CUDA_CHECK(cudaMemset(m.b.data(), 0xFF, bytes));
        break;
    }
    PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
    copy(p, m, bytes);
    PIPESCHED_CUDA_CHECK(cudaStreamSynchronize(on(p)));
    switch (p) {
      case copy_path::h2d:
      case copy_path::h2d_pool:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(got.data(), m.a.data(), bytes, cudaMemcpyDeviceToHost));
        break;
      case copy_path::d2h:
      case copy_path::d2h_pool:
        std::memcpy(got.data(), host, bytes);
        break;
      case copy_path::d2d:
        PIPESCHED_CUDA_CHECK(cudaMemcpy(got.data(), m.b.data(), bytes, cudaMemcpyDeviceToHost));
        break;
    }
    long long wrong = 0;
    for (std::size_t i = 0; i < n; ++i) wrong += got[i] != expect[i];
    return wrong;
  }

 private:
  cudaStream_t on(copy_path p) const {
    if (p == copy_path::h2d_pool) return h2d_.native();
    if (p == copy_path::d2h_pool) return d2h_.native();
    return nullptr;  // the legacy default stream, where plain cudaMemcpy runs
  }
  stream::cuda_stream h2d_, d2h_;
  cudaEvent_t start_{}, stop_{};
};

void print_device(int gpu, bench::sweep_json& json) {
  cudaDeviceProp prop{};
  PIPESCHED_CUDA_CHECK(cudaGetDeviceProperties(&prop, gpu));
  char bus[32] = {};
  PIPESCHED_CUDA_CHECK(cudaDeviceGetPCIBusId(bus, sizeof bus, gpu));
  json.device(gpu, prop.name, bus);
  std::printf("# copy_bench: device %d: %s, bus %s, %.1f GiB\n", gpu, prop.name, bus,
              static_cast<double>(prop.totalGlobalMem) / (1 << 30));
}

int run(const bench::sweep_options& o) {
  constexpr int gpu = 0;
  PIPESCHED_CUDA_CHECK(cudaSetDevice(gpu));
  bench::sweep_json json("copy_bench", o);
  print_device(gpu, json);
  const std::vector<std::size_t> sizes = bench::sweep_sizes(o);
  std::printf("# %zu sizes from %zu to %zu B, %d warm-up and %d timed copies each, %d checked\n", sizes.size(),
              sizes.front(), sizes.back(), o.warmup, o.iters, o.check);
  buffers m(sizes.back());
  copier c(gpu);
  std::map<std::pair<int, std::size_t>, double> seconds;  // (path, size) -> mean seconds
  long long wrong_total = 0;
  for (const path_info& p : paths) {
    std::printf("#\n# %s: %s\n", p.name, p.what);
    bench::print_sweep_columns();
    for (std::size_t bytes : sizes) {
      const double s = c.time(p.path, m, bytes, o.warmup, o.iters);
      seconds[{static_cast<int>(p.path), bytes}] = s;
      long long wrong = o.check > 0 ? 0 : -1;
      for (int round = 0; round < o.check; ++round) wrong += c.check(p.path, m, bytes, round);
      wrong_total += std::max(wrong, 0LL);
      bench::print_sweep_row(bytes, s, p.bus_factor, wrong);
      json.row(p.name, bytes, s, p.bus_factor, wrong);
    }
  }
  // The offload path against plain cudaMemcpy: the same bytes, so the ratio of times.
  std::printf("#\n# pool / plain bandwidth (issue 20's target for the offload copies: >= 0.80)\n");
  std::printf("#%11s %8s %8s\n", "size", "h2d", "d2h");
  const auto ratio = [&](copy_path pool, copy_path plain, std::size_t bytes) {
    return seconds[{static_cast<int>(plain), bytes}] / seconds[{static_cast<int>(pool), bytes}];
  };
  for (std::size_t bytes : sizes)
    std::printf("%12zu %8.2f %8.2f\n", bytes, ratio(copy_path::h2d_pool, copy_path::h2d, bytes),
                ratio(copy_path::d2h_pool, copy_path::d2h, bytes));
  const std::size_t top = sizes.back();
  const double d2d = 2.0 * static_cast<double>(top) / seconds[{static_cast<int>(copy_path::d2d), top}] * 1e-9;
  // One line for bench/gpu-check.sh's table.
  char summary[160];
  std::snprintf(summary, sizeof summary, "pool/plain h2d %.2f d2h %.2f at %zu B; d2d %.0f GB/s (read + write)",
                ratio(copy_path::h2d_pool, copy_path::h2d, top), ratio(copy_path::d2h_pool, copy_path::d2h, top), top,
                d2d);
  std::printf("# summary: %s\n", summary);
  json.summary(summary);
  if (!o.json.empty()) json.write(o.json);
  std::printf("# Out of bounds values : %lld %s\n", wrong_total, wrong_total ? "FAILED" : "OK");
  if (wrong_total) std::fprintf(stderr, "copy_bench: %lld words copied wrong\n", wrong_total);
  return wrong_total ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  return bench::sweep_main(argc, argv, "copy_bench", "the copy bench", run);
}
