#include "runtime/cuda/nccl_links.hpp"

#include <kernels/cuda/check.cuh>

#include <algorithm>
#include <deque>
#include <stdexcept>
#include <utility>

namespace pipesched::cuda {

using stream::cuda_device_scope;
using stream::cuda_event;
using stream::cuda_stream;
using clock_type = std::chrono::steady_clock;

std::string to_string(link l) { return std::to_string(l.from) + "->" + std::to_string(l.to); }

// One end of a link: its GPU, its stream, its rank's communicator (none on a local link).
struct nccl_links::endpoint {
  int gpu = 0;
  std::unique_ptr<cuda_stream> stream;
  ncclComm_t comm = nullptr;
};

// A local link's FIFO: messages posted by send and not yet taken by recv, and staging
// buffers free for the next send once the recv that emptied them has copied them out.
struct nccl_links::local_channel {
  struct buffer {
    void* data = nullptr;
    std::size_t capacity = 0;
    cuda_event free_after;  // the recv's copy out of it
  };
  struct message {
    buffer staging;
    std::size_t bytes = 0;
    cuda_event copied_in;
  };
  std::mutex mutex;
  std::condition_variable posted;
  std::deque<message> messages;
  std::vector<buffer> free;
  std::vector<void*> owned;  // every staging buffer, freed with the link
};

struct nccl_links::link_state {
  link l;
  endpoint send, recv;
  std::unique_ptr<local_channel> local;  // null: over NCCL
};

struct nccl_links::pending {
  cuda_event done;
  clock_type::time_point posted;
  std::string what;
};

namespace {

void check_links(const std::vector<link>& links, int p) {
  for (std::size_t i = 0; i < links.size(); ++i) {
    const link l = links[i];
    if (l.from < 0 || l.from >= p || l.to < 0 || l.to >= p || l.from == l.to)
      throw std::invalid_argument("nccl_links: link " + to_string(l) + " is not between two of the " +
                                  std::to_string(p) + " pipeline devices");
    if (std::find(links.begin(), links.begin() + static_cast<std::ptrdiff_t>(i), l) !=
        links.begin() + static_cast<std::ptrdiff_t>(i))
      throw std::invalid_argument("nccl_links: link " + to_string(l) + " is listed twice");
  }
}

}  // namespace

nccl_links::nccl_links(std::vector<int> gpu_of, std::vector<link> links, nccl_link_options options)
    : options_(options) {
  check_links(links, static_cast<int>(gpu_of.size()));
  for (const link l : links) {
    const int send_gpu = gpu_of[static_cast<std::size_t>(l.from)];
    const int recv_gpu = gpu_of[static_cast<std::size_t>(l.to)];
    link_state& state = add_link(l, send_gpu, recv_gpu);
    if (send_gpu == recv_gpu) state.local = std::make_unique<local_channel>();
  }
  try {
    for (auto& state : links_) {
      if (state->local) continue;
      ncclUniqueId id;
      PIPESCHED_NCCL_CHECK(ncclGetUniqueId(&id));
      // Both ranks from this thread: inside one group NCCL connects them together.
      PIPESCHED_NCCL_CHECK(ncclGroupStart());
      init_rank(state->send, id, 0);
      init_rank(state->recv, id, 1);
      PIPESCHED_NCCL_CHECK(ncclGroupEnd());
    }
    connect_all();
  } catch (...) {
    abort_created();
    throw;
  }
  watchdog_ = std::thread([this] { watchdog(); });
}

nccl_links::nccl_links(int self, int gpu, int devices, std::vector<link> links, std::span<const ncclUniqueId> ids,
                       nccl_link_options options)
    : options_(options) {
  check_links(links, devices);
  if (ids.size() != links.size())
    throw std::invalid_argument("nccl_links: " + std::to_string(ids.size()) + " ids for " +
                                std::to_string(links.size()) + " links");
  for (const link l : links)
    if (l.from == self || l.to == self) add_link(l, l.from == self ? gpu : -1, l.to == self ? gpu : -1);
  try {
    // In the order of `links` on every rank: the earliest link not yet created has both
    // its ranks waiting in it, so blocking inits cannot wait on each other in a cycle.
    std::size_t next = 0;
    for (std::size_t i = 0; i < links.size(); ++i) {
      if (links[i].from != self && links[i].to != self) continue;
      link_state& state = *links_[next++];
      init_rank(links[i].from == self ? state.send : state.recv, ids[i], links[i].from == self ? 0 : 1);
    }
    connect_all();  // every rank's ends in one group: peers connect as their groups meet
  } catch (...) {
    abort_created();
    throw;
  }
  watchdog_ = std::thread([this] { watchdog(); });
}

nccl_links::link_state& nccl_links::add_link(link l, int send_gpu, int recv_gpu) {
  auto state = std::make_unique<link_state>();
  state->l = l;
  state->send.gpu = send_gpu;
  state->recv.gpu = recv_gpu;
  if (send_gpu >= 0) state->send.stream = std::make_unique<cuda_stream>("link " + to_string(l) + " send", send_gpu);
  if (recv_gpu >= 0) state->recv.stream = std::make_unique<cuda_stream>("link " + to_string(l) + " recv", recv_gpu);
  links_.push_back(std::move(state));
  return *links_.back();
}

void nccl_links::init_rank(endpoint& end, const ncclUniqueId& id, int rank) {
  cuda_device_scope on(end.gpu);
  PIPESCHED_NCCL_CHECK(ncclCommInitRank(&end.comm, 2, id, rank));
}

void nccl_links::connect_all() {
  struct probe {
    endpoint* end;
    bool sends;
    void* byte = nullptr;
  };
  std::vector<probe> probes;
  for (auto& state : links_)
    if (!state->local)
      for (auto [end, sends] : {std::pair{&state->send, true}, std::pair{&state->recv, false}})
        if (end->comm) probes.push_back({end, sends});
  if (probes.empty()) return;
  auto free_probes = [&] {
    for (probe& p : probes)
      if (p.byte) {
        cuda_device_scope on(p.end->gpu);
        (void)cudaFreeAsync(std::exchange(p.byte, nullptr), p.end->stream->native());
      }
  };
  try {
    for (probe& p : probes) {
      cuda_device_scope on(p.end->gpu);
      PIPESCHED_CUDA_CHECK(cudaMallocAsync(&p.byte, 1, p.end->stream->native()));
      PIPESCHED_CUDA_CHECK(cudaMemsetAsync(p.byte, 0, 1, p.end->stream->native()));
    }
    // One group: NCCL connects every channel in it together (no link's connection waits
    // for another's peer), and both ends in this process may be driven by this thread.
    PIPESCHED_NCCL_CHECK(ncclGroupStart());
    for (probe& p : probes) {
      cuda_device_scope on(p.end->gpu);
      if (p.sends)
        PIPESCHED_NCCL_CHECK(ncclSend(p.byte, 1, ncclUint8, /*peer=*/1, p.end->comm, p.end->stream->native()));
      else
        PIPESCHED_NCCL_CHECK(ncclRecv(p.byte, 1, ncclUint8, /*peer=*/0, p.end->comm, p.end->stream->native()));
    }
    PIPESCHED_NCCL_CHECK(ncclGroupEnd());
    free_probes();
    for (probe& p : probes) wait(p.end->stream->record(), "connecting the NCCL links");
  } catch (...) {
    try {
      free_probes();
    } catch (...) {  // the first failure is the one to report
    }
    throw;
  }
}

void nccl_links::order_after_links(cuda_stream& s) {
  for (auto& state : links_)
    for (endpoint* end : {&state->send, &state->recv})
      if (end->stream) s.wait(end->stream->record());
}

void nccl_links::links_wait_for(const cuda_event& e) {
  for (auto& state : links_)
    for (endpoint* end : {&state->send, &state->recv})
      if (end->stream) end->stream->wait(e);
}

void nccl_links::abort_created() {
  if (aborted()) {  // abort_all (a connection past the deadline) has aborted them already
    for (auto& state : links_)
      for (endpoint* end : {&state->send, &state->recv}) end->comm = nullptr;
    return;
  }
  for (auto& state : links_)
    for (endpoint* end : {&state->send, &state->recv})
      if (end->comm) (void)ncclCommAbort(std::exchange(end->comm, nullptr));
}

nccl_links::~nccl_links() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  stop_.notify_all();
  watchdog_.join();
  for (auto& state : links_) {
    // Let posted work finish before its buffers and communicators go (errors ignored:
    // a destructor never throws; after an abort NCCL has already ended its kernels).
    for (endpoint* end : {&state->send, &state->recv})
      if (end->stream) (void)cudaStreamSynchronize(end->stream->native());
    if (state->local) {  // stream-ordered, as allocated: no device-wide synchronisation
      for (void* staging : state->local->owned) (void)cudaFreeAsync(staging, state->send.stream->native());
      (void)cudaStreamSynchronize(state->send.stream->native());
    }
    if (!aborted_)  // ncclCommAbort has freed them already
      for (endpoint* end : {&state->send, &state->recv})
        if (end->comm) (void)ncclCommDestroy(end->comm);
  }
}

nccl_links::link_state& nccl_links::find(link l) {
  return const_cast<link_state&>(std::as_const(*this).find(l));
}

const nccl_links::link_state& nccl_links::find(link l) const {
  for (const auto& state : links_)
    if (state->l == l) return *state;
  throw std::invalid_argument("nccl_links: no link " + to_string(l));
}

bool nccl_links::over_nccl(link l) const { return !find(l).local; }
cuda_stream& nccl_links::send_stream(link l) { return *here(find(l).send, l, "sending"); }
cuda_stream& nccl_links::recv_stream(link l) { return *here(find(l).recv, l, "receiving"); }

cuda_stream* nccl_links::here(endpoint& end, link l, const char* side) {
  if (!end.stream)
    throw std::invalid_argument("nccl_links: the " + std::string(side) + " end of link " + to_string(l) +
                                " is not in this process");
  return end.stream.get();
}

bool nccl_links::aborted() const {
  std::lock_guard lock(mutex_);
  return aborted_;
}

std::string nccl_links::abort_reason() const {
  std::lock_guard lock(mutex_);
  return reason_;
}

void nccl_links::throw_if_aborted() const {
  std::lock_guard lock(mutex_);
  if (aborted_) throw nccl_error("nccl_links aborted: " + reason_);
}

cuda_event nccl_links::send(link l, const void* data, std::size_t bytes, const cuda_event& ready) {
  throw_if_aborted();
  link_state& state = find(l);
  cuda_stream& s = *here(state.send, l, "sending");
  cuda_device_scope on(state.send.gpu);
  s.wait(ready);
  const std::string what = "send of " + std::to_string(bytes) + " bytes on link " + to_string(l);
  if (!state.local) {
    PIPESCHED_NCCL_CHECK(ncclSend(data, bytes, ncclUint8, /*peer=*/1, state.send.comm, s.native()));
    return watch(s.record(), what);
  }
  local_channel& channel = *state.local;
  local_channel::buffer staging;
  {
    std::lock_guard lock(channel.mutex);
    auto best = channel.free.end();
    for (auto it = channel.free.begin(); it != channel.free.end(); ++it)
      if (it->capacity >= bytes && (best == channel.free.end() || it->capacity < best->capacity)) best = it;
    if (best != channel.free.end()) {
      staging = std::move(*best);
      channel.free.erase(best);
    }
  }
  if (!staging.data && bytes > 0) {
    // Transport memory, not an activation: from the GPU's default pool, on this stream.
    PIPESCHED_CUDA_CHECK(cudaMallocAsync(&staging.data, bytes, s.native()));
    staging.capacity = bytes;
    std::lock_guard lock(channel.mutex);
    channel.owned.push_back(staging.data);
  }
  s.wait(staging.free_after);
  if (bytes > 0)
    PIPESCHED_CUDA_CHECK(cudaMemcpyAsync(staging.data, data, bytes, cudaMemcpyDeviceToDevice, s.native()));
  cuda_event copied = watch(s.record(), what);
  {
    std::lock_guard lock(channel.mutex);
    channel.messages.push_back({std::move(staging), bytes, copied});
  }
  channel.posted.notify_all();
  return copied;
}

cuda_event nccl_links::recv(link l, void* data, std::size_t bytes, const cuda_event& ready) {
  throw_if_aborted();
  link_state& state = find(l);
  cuda_stream& s = *here(state.recv, l, "receiving");
  cuda_device_scope on(state.recv.gpu);
  s.wait(ready);
  const std::string what = "recv of " + std::to_string(bytes) + " bytes on link " + to_string(l);
  if (!state.local) {
    PIPESCHED_NCCL_CHECK(ncclRecv(data, bytes, ncclUint8, /*peer=*/0, state.recv.comm, s.native()));
    return watch(s.record(), what);
  }
  local_channel& channel = *state.local;
  local_channel::message message;
  {
    std::unique_lock lock(channel.mutex);
    const bool arrived = channel.posted.wait_until(lock, clock_type::now() + options_.deadline, [&] {
      return !channel.messages.empty() || aborted();
    });
    if (!arrived) {
      lock.unlock();
      abort_all(what + ": no send posted within the deadline");
    }
    throw_if_aborted();
    message = std::move(channel.messages.front());
    channel.messages.pop_front();
  }
  if (message.bytes != bytes)
    throw std::invalid_argument("nccl_links: " + what + " matched a send of " + std::to_string(message.bytes) +
                                " bytes");
  s.wait(message.copied_in);
  if (bytes > 0)
    PIPESCHED_CUDA_CHECK(
        cudaMemcpyAsync(data, message.staging.data, bytes, cudaMemcpyDeviceToDevice, s.native()));
  cuda_event arrived = watch(s.record(), what);
  message.staging.free_after = arrived;
  if (message.staging.data) {
    std::lock_guard lock(channel.mutex);
    channel.free.push_back(std::move(message.staging));
  }
  return arrived;
}

cuda_event nccl_links::watch(cuda_event e, std::string what) {
  std::lock_guard lock(mutex_);
  pending_.push_back({e, clock_type::now(), std::move(what)});
  return e;
}

void nccl_links::wait(const cuda_event& e, const std::string& what) {
  const auto deadline = clock_type::now() + options_.deadline;
  for (;;) {
    throw_if_aborted();
    if (e.query()) return;
    if (clock_type::now() > deadline) {
      abort_all(what + ": not complete within the deadline");
      throw_if_aborted();
    }
    std::this_thread::sleep_for(options_.poll_every);  // polling, so an abort ends the wait
  }
}

void nccl_links::watchdog() {
  std::unique_lock lock(mutex_);
  while (!stopping_ && !aborted_) {
    stop_.wait_for(lock, options_.poll_every);
    std::string failure;
    const auto now = clock_type::now();
    std::erase_if(pending_, [&](const pending& op) {
      if (!failure.empty()) return false;
      try {
        if (op.done.query()) return true;
      } catch (const std::exception& e) {
        failure = op.what + ": " + e.what();
        return false;
      }
      if (now - op.posted > options_.deadline) failure = op.what + ": not complete within the deadline";
      return false;
    });
    for (const auto& state : links_) {  // asynchronous errors: a peer died, a network failed
      for (const endpoint* end : {&state->send, &state->recv}) {
        if (!end->comm || !failure.empty()) continue;
        ncclResult_t async = ncclSuccess;
        if (ncclCommGetAsyncError(end->comm, &async) == ncclSuccess && async != ncclSuccess &&
            async != ncclInProgress) {
          const char* last = ncclGetLastError(end->comm);
          failure = "link " + to_string(state->l) + ": " + ncclGetErrorString(async) +
                    (last && *last ? std::string(" (") + last + ")" : std::string());
        }
      }
    }
    if (!failure.empty()) {
      lock.unlock();
      abort_all(failure);
      lock.lock();
    }
  }
}

void nccl_links::abort_all(const std::string& reason) {
  {
    std::lock_guard lock(mutex_);
    if (aborted_) return;
    aborted_ = true;
    reason_ = reason;
  }
  // ncclCommAbort ends the communicator's kernels still running, so the streams drain.
  // The handles stay as they are (other threads may be reading them); aborted_ keeps
  // everyone from using them again. A thread already inside ncclSend/ncclRecv on one of
  // them races with the abort: NCCL's blocking communicators offer nothing better.
  for (auto& state : links_) {
    for (endpoint* end : {&state->send, &state->recv})
      if (end->comm) (void)ncclCommAbort(end->comm);
    if (state->local) {
      std::lock_guard lock(state->local->mutex);  // no recv between its check and its wait
      state->local->posted.notify_all();
    }
  }
}

}  // namespace pipesched::cuda
