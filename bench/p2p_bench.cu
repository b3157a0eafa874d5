// Tensor hand-over between two pipeline devices, nccl-tests style (flags and columns:
// bench/sweep_args.hpp), along the paths the runtime takes between devices:
//
//   handover   the hub's hand-over (cuda_backend::read_tensor): the receiver's stream waits
//              for the sender's ready event, then cudaMemcpyAsync(cudaMemcpyDefault) -- a peer
//              copy between two GPUs (peer access enabled as cuda_launch.cpp does), a
//              device-to-device copy in single-GPU mode
//   nccl       runtime/cuda/nccl_links as the trainer makes them (--transport nccl): one
//              2-rank communicator per directed link, each end on its own stream, driven by
//              one thread per pipeline device (here: the sender is the main thread, the
//              receiver a thread of its own), ncclSend/ncclRecv. In single-GPU mode NCCL
//              cannot put two ranks of one communicator on one GPU, so nccl_links copies the
//              bytes through a staging buffer of the link's (two device-to-device copies;
//              a buffer per message in flight, allocated stream-ordered when none is free
//              and kept for reuse, so a row's first transfers may include that allocation):
//              the header says which one ran. Built without NCCL: no such rows.
//
// With two or more GPUs: pipeline devices 0 and 1 on GPUs 0 and 1, both directions. With
// one: both pipeline devices on GPU 0 (single-GPU mode), 0->1 only.
//
// time(us): the mean over -n transfers posted back to back (after -w untimed ones), from a
// timed event on the receiving stream before the first to one after the last (the sending
// thread starts with it, at a barrier). algbw = bytes / time; busbw = algbw (nccl-tests'
// factor for send/recv). Then -c checked transfers of fresh data into a poisoned
// destination per row: #wrong counts the int32 words that differ; any makes the exit 1.
// Last, a "# summary:" line (bench/gpu-check.sh's note): each path's algbw at the top size.
//
//   p2p_bench -b 4K -e 256M -f 4 -n 20 [--json FILE]   (bench/gpu-check.sh: a short range)
//
// --json FILE: the same rows (path "handover 0->1", ...), the GPUs and the summary as JSON
// (bench/sweep_json.hpp), written once the run is done.
//
// Exit: 0; 1 a wrong transfer or a CUDA/NCCL error; 2 bad flags; 77 no CUDA device (its
// error's name on stderr, as the [gpu] tests skip).
#include <algorithm>
#include <barrier>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <memory>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include <kernels/cuda/check.cuh>

#include "runtime/stream/cuda_stream.hpp"
#include "sweep_args.hpp"
#include "sweep_json.hpp"
#include "sweep_main.hpp"
#ifdef PIPESCHED_HAVE_NCCL
#include "runtime/cuda/nccl_links.hpp"
#endif

namespace bench = pipesched::bench;
namespace stream = pipesched::stream;

namespace {

// Word i of checked transfer `round` (differs between rounds: an undone transfer fails).
std::uint32_t pattern(std::size_t i, int round) {
  return static_cast<std::uint32_t>(i * 2654435761u) ^ (0x9E3779B9u * static_cast<std::uint32_t>(round + 1));
}

// cudaMalloc'd bytes on one GPU.
class gpu_bytes {
 public:
  gpu_bytes(int gpu, std::size_t bytes) : gpu_(gpu) {
    const stream::cuda_device_scope on(gpu);
    PIPESCHED_CUDA_CHECK(cudaMalloc(&data_, bytes));
  }
  ~gpu_bytes() {
    const stream::cuda_device_scope on(gpu_);
    (void)cudaFree(data_);
  }
  gpu_bytes(const gpu_bytes&) = delete;
  gpu_bytes& operator=(const gpu_bytes&) = delete;
  void* data() const { return data_; }
  int gpu() const { return gpu_; }

 private:
  int gpu_;
  void* data_ = nullptr;
};

// One direction: the sender's tensor and the receiver's buffer.
struct direction {
  int from, to;  // pipeline devices
  const gpu_bytes& src;
  const gpu_bytes& dst;
};

// A path: posts `count` transfers of `bytes` along a direction and returns the timed events
// around them on the receiving stream (complete once the last transfer is).
class path {
 public:
  virtual ~path() = default;
  virtual const char* name() const = 0;
  virtual std::pair<stream::cuda_event, stream::cuda_event> run(const direction& d, std::size_t bytes,
                                                                int count) = 0;
  virtual void wait(const stream::cuda_event& e) = 0;
};

// The hub's hand-over: one thread drives both ends (nothing in it blocks the host).
class handover : public path {
 public:
  explicit handover(std::vector<int> gpu_of) {
    for (int d = 0; d < 2; ++d) compute_.push_back(std::make_unique<stream::cuda_stream>(
                                    "compute" + std::to_string(d), gpu_of[static_cast<std::size_t>(d)]));
  }
  const char* name() const override { return "handover"; }
  std::pair<stream::cuda_event, stream::cuda_event> run(const direction& d, std::size_t bytes, int count) override {
    stream::cuda_stream& sender = *compute_[static_cast<std::size_t>(d.from)];
    stream::cuda_stream& receiver = *compute_[static_cast<std::size_t>(d.to)];
    stream::cuda_event start = receiver.record_timed();
    for (int i = 0; i < count; ++i) {
      receiver.wait(sender.record());  // the tensor's ready event (publish)
      const stream::cuda_device_scope on(receiver.gpu());
      PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(d.dst.data(), d.src.data(), bytes, cudaMemcpyDefault, receiver.native()));
    }
    return {start, receiver.record_timed()};
  }
  void wait(const stream::cuda_event& e) override { e.synchronize(); }

 private:
  std::vector<std::unique_ptr<stream::cuda_stream>> compute_;
};

#ifdef PIPESCHED_HAVE_NCCL
namespace cuda = pipesched::cuda;

// nccl_links: the sender on this thread, the receiver on a thread of its own.
class nccl_path : public path {
 public:
  explicit nccl_path(std::vector<int> gpu_of)
      : links_(std::move(gpu_of), {{0, 1}, {1, 0}},
               cuda::nccl_link_options{std::chrono::seconds(30), std::chrono::milliseconds(1)}) {}
  const char* name() const override { return "nccl"; }
  bool over_nccl() const { return links_.over_nccl({0, 1}); }
  std::pair<stream::cuda_event, stream::cuda_event> run(const direction& d, std::size_t bytes, int count) override {
    const cuda::link l{d.from, d.to};
    std::barrier start_together(2);
    std::pair<stream::cuda_event, stream::cuda_event> timed;
    std::exception_ptr receiver_error;
    std::thread receiver([&] {
      start_together.arrive_and_wait();
      try {
        stream::cuda_stream& s = links_.recv_stream(l);
        timed.first = s.record_timed();
        for (int i = 0; i < count; ++i) links_.recv(l, d.dst.data(), bytes);
        timed.second = s.record_timed();
      } catch (...) {
        receiver_error = std::current_exception();
      }
    });
    start_together.arrive_and_wait();
    std::exception_ptr sender_error;
    try {
      stream::cuda_event sent;
      for (int i = 0; i < count; ++i) sent = links_.send(l, d.src.data(), bytes);
      links_.wait(sent, "p2p_bench: the last send on " + cuda::to_string(l));
    } catch (...) {
      sender_error = std::current_exception();
      links_.abort("p2p_bench: a send failed");  // the receiver's waits end now
    }
    receiver.join();
    if (sender_error) std::rethrow_exception(sender_error);
    if (receiver_error) std::rethrow_exception(receiver_error);
    return timed;
  }
  void wait(const stream::cuda_event& e) override { links_.wait(e, "p2p_bench: the last recv"); }

 private:
  cuda::nccl_links links_;
};
#endif

// Checked transfers: fresh data in, poisoned destination, the words that differ.
long long check(path& p, const direction& d, std::size_t bytes, int round) {
  const std::size_t n = bytes / bench::sweep_word;
  std::vector<std::uint32_t> expect(n), got(n);
  for (std::size_t i = 0; i < n; ++i) expect[i] = pattern(i, round);
  {
    const stream::cuda_device_scope on(d.src.gpu());
    PIPESCHED_CUDA_CHECK(cudaMemcpy(d.src.data(), expect.data(), bytes, cudaMemcpyHostToDevice));
    PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
  }
  {
    const stream::cuda_device_scope on(d.dst.gpu());
    PIPESCHED_CUDA_CHECK(cudaMemset(d.dst.data(), 0xFF, bytes));
    PIPESCHED_CUDA_CHECK(cudaDeviceSynchronize());
  }
  const auto [start, end] = p.run(d, bytes, 1);
  p.wait(end);
  const stream::cuda_device_scope on(d.dst.gpu());
  PIPESCHED_CUDA_CHECK(cudaMemcpy(got.data(), d.dst.data(), bytes, cudaMemcpyDeviceToHost));
  long long wrong = 0;
  for (std::size_t i = 0; i < n; ++i) wrong += got[i] != expect[i];
  return wrong;
}

void print_gpu(int gpu, bench::sweep_json& json) {
  cudaDeviceProp prop{};
  PIPESCHED_CUDA_CHECK(cudaGetDeviceProperties(&prop, gpu));
  char bus[32] = {};
  PIPESCHED_CUDA_CHECK(cudaDeviceGetPCIBusId(bus, sizeof bus, gpu));
  json.device(gpu, prop.name, bus);
  std::printf("#   GPU %d: %s, bus %s\n", gpu, prop.name, bus);
}

// Peer copies between the two GPUs where they can (as cuda_launch.cpp's enable_peer_access).
bool enable_peer_access(int a, int b) {
  bool both = true;
  for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
    int can = 0;
    if (cudaDeviceCanAccessPeer(&can, from, to) != cudaSuccess || !can) {
      (void)cudaGetLastError();
      both = false;
      continue;
    }
    const stream::cuda_device_scope on(from);
    const cudaError_t err = cudaDeviceEnablePeerAccess(to, 0);
    if (err == cudaErrorPeerAccessAlreadyEnabled)
      (void)cudaGetLastError();
    else
      PIPESCHED_CUDA_CHECK(err);
  }
  return both;
}

int run(const bench::sweep_options& o) {
  int gpus = 0;
  PIPESCHED_CUDA_CHECK(cudaGetDeviceCount(&gpus));
  const bool single = gpus < 2;
  const std::vector<int> gpu_of = single ? std::vector<int>{0, 0} : std::vector<int>{0, 1};
  std::printf("# p2p_bench: pipeline devices 0 and 1 on GPU %d and GPU %d%s\n", gpu_of[0], gpu_of[1],
              single ? " (single-GPU mode: the only GPU)" : "");
  bench::sweep_json json("p2p_bench", o);
  print_gpu(gpu_of[0], json);
  if (!single) print_gpu(gpu_of[1], json);
  if (!single)
    std::printf("#   peer access between them: %s\n",
                enable_peer_access(0, 1) ? "on (handover = peer copy)" : "off (handover staged through the host)");
  const std::vector<std::size_t> sizes = bench::sweep_sizes(o);
  std::printf("# %zu sizes from %zu to %zu B, %d warm-up and %d timed transfers each, %d checked\n", sizes.size(),
              sizes.front(), sizes.back(), o.warmup, o.iters, o.check);

  std::vector<std::unique_ptr<path>> paths;
  paths.push_back(std::make_unique<handover>(gpu_of));
  std::vector<std::string> what = {single ? "cudaMemcpyAsync device->device on the receiver's stream after "
                                            "an event wait (cuda_backend::read_tensor; single-GPU mode)"
                                          : "cudaMemcpyAsync(cudaMemcpyDefault) GPU->GPU on the receiver's "
                                            "stream after an event wait (cuda_backend::read_tensor)"};
#ifdef PIPESCHED_HAVE_NCCL
  auto nccl = std::make_unique<nccl_path>(gpu_of);
  what.push_back(nccl->over_nccl()
                     ? "nccl_links: ncclSend/ncclRecv on a 2-rank communicator per directed link, a thread per end"
                     : "nccl_links, single-GPU mode (no communicator: NCCL cannot put two ranks on one GPU): "
                       "two device-to-device copies through the link's staging buffer, a thread per end");
  paths.push_back(std::move(nccl));
#else
  std::printf("# built without NCCL: no nccl rows\n");
#endif

  const gpu_bytes buf0(gpu_of[0], sizes.back()), buf1(gpu_of[1], sizes.back());
  std::vector<direction> directions = {{0, 1, buf0, buf1}};
  if (!single) directions.push_back({1, 0, buf1, buf0});

  long long wrong_total = 0;
  std::string summary;  // algbw of each path and direction at the largest size
  for (std::size_t k = 0; k < paths.size(); ++k)
    for (const direction& d : directions) {
      path& p = *paths[k];
      std::printf("#\n# %s %d->%d: %s\n", p.name(), d.from, d.to, what[k].c_str());
      bench::print_sweep_columns();
      for (std::size_t bytes : sizes) {
        if (o.warmup > 0) p.wait(p.run(d, bytes, o.warmup).second);
        const auto [start, end] = p.run(d, bytes, o.iters);
        p.wait(end);
        const double seconds = elapsed_ms(start, end) * 1e-3 / o.iters;
        long long wrong = o.check > 0 ? 0 : -1;
        for (int round = 0; round < o.check; ++round) wrong += check(p, d, bytes, round);
        wrong_total += std::max(wrong, 0LL);
        bench::print_sweep_row(bytes, seconds, 1.0, wrong);
        json.row(std::string(p.name()) + " " + std::to_string(d.from) + "->" + std::to_string(d.to), bytes, seconds,
                 1.0, wrong);
        if (bytes == sizes.back())
          summary += std::string(summary.empty() ? "" : ", ") + p.name() + " " + std::to_string(d.from) + "->" +
                     std::to_string(d.to) + " " + std::to_string(static_cast<long long>(bytes / seconds * 1e-9)) +
                     " GB/s";
      }
    }
  // One line for bench/gpu-check.sh's table.
  summary += " at " + std::to_string(sizes.back()) + " B" + (single ? " (single-GPU mode)" : "");
  std::printf("# summary: %s\n", summary.c_str());
  json.summary(summary);
  if (!o.json.empty()) json.write(o.json);
  std::printf("# Out of bounds values : %lld %s\n", wrong_total, wrong_total ? "FAILED" : "OK");
  if (wrong_total) std::fprintf(stderr, "p2p_bench: %lld words arrived wrong\n", wrong_total);
  return wrong_total ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) {
  return bench::sweep_main(argc, argv, "p2p_bench", "the p2p bench", run);
}
