#pragma once
// The links between pipeline devices on GPUs: one per directed pair (d -> e) that the
// schedule sends over, each a 2-rank NCCL communicator (rank 0 = d, rank 1 = e) with a
// stream of its own at each end. The comm pass (passes/comm.hpp) proves a schedule
// deadlock-free for one FIFO per ordered pair; a communicator per directed link, whose
// operations run in the order posted on its own streams, is exactly that model.
//
//   nccl_links links({0, 1, 2, 3}, {{0, 1}, {1, 2}, {2, 3}, {3, 2}, {2, 1}, {1, 0}});
//   // device 0's thread:
//   cuda_event sent = links.send({0, 1}, y, bytes, compute.record());
//   // device 1's thread:
//   cuda_event arrived = links.recv({0, 1}, x, bytes, /*buffer free:*/ {});
//   compute.wait(arrived);
//
// Every communicator is created up front, in the order of `links`: per link one
// ncclGetUniqueId and both ranks' ncclCommInitRank inside one ncclGroupStart/End (so one
// thread may create both ends; a later link never waits for an earlier one's peer).
// Then every link is *connected* up front: NCCL (2.22 on, NCCL_RUNTIME_CONNECT) connects a
// point-to-point channel at its first send/recv, and that first call blocks the host
// until the peer's first call (0.1-1 s, and a send that blocks breaks the executor's
// "sends never block"). The constructor posts one byte each way on every link whose end
// is here, all in one ncclGroupStart/End, and waits for them within the deadline; the
// messages are consumed there, so the links' FIFOs start empty.
// Single-GPU mode: a link whose two ends are on one GPU has no communicator (NCCL refuses
// two ranks on one device); send copies the bytes into a staging buffer of the link's
// and recv copies them out, both device to device on the link's streams, ordered by
// events, with the same FIFO matching and the same completion events as NCCL.
//
// Sizes come from the action: both ends pass the same byte count (a local link checks).
// The calls of one link's end come from one host thread (its pipeline device's); the two
// ends and different links may be driven by different threads at once.
//
// Watchdog: every send and recv registers its completion event; a thread polls them (and
// ncclCommGetAsyncError) and, when one is not complete within the deadline or NCCL
// reports an asynchronous error, aborts every communicator (ncclCommAbort) instead of
// letting the run hang. Every later call, and wait(), then throws nccl_error with the reason.
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <thread>
#include <vector>

#include "runtime/cuda/nccl_check.hpp"
#include "runtime/stream/cuda_stream.hpp"

namespace pipesched::cuda {

struct link {
  int from = 0;  // pipeline device that sends
  int to = 0;    // pipeline device that receives
  friend bool operator==(const link&, const link&) = default;
};
std::string to_string(link l);  // "0->1"

struct nccl_link_options {
  // An operation not complete this long after it was posted aborts every communicator.
  std::chrono::milliseconds deadline{std::chrono::minutes(2)};
  std::chrono::milliseconds poll_every{std::chrono::milliseconds(5)};
};

class nccl_links {
 public:
  // One process drives every pipeline device: device d runs on CUDA device gpu_of[d]
  // (single-GPU mode: several devices share a GPU). Creates every link now; throws
  // std::invalid_argument for a link out of range, to itself or listed twice.
  nccl_links(std::vector<int> gpu_of, std::vector<link> links, nccl_link_options options = {});
  // One rank per pipeline device (mpirun): this process drives pipeline device `self` on
  // CUDA device `gpu`, of `devices` in all, and creates its own ends of its links, in the
  // order of `links`, from ids[i] for links[i] -- the same ids on every rank (rank 0 makes
  // them, MPI broadcasts them: nccl_mpi_ids.hpp). Its peers' ends are in their processes:
  // send/recv on an end that is not here throw std::invalid_argument.
  nccl_links(int self, int gpu, int devices, std::vector<link> links, std::span<const ncclUniqueId> ids,
             nccl_link_options options = {});
  ~nccl_links();  // stops the watchdog; destroys (or, after an abort, has freed) everything
  nccl_links(const nccl_links&) = delete;
  nccl_links& operator=(const nccl_links&) = delete;

  // Posts `bytes` of `data` (on l.from's GPU) to l.to once `ready` completes. The event
  // returned completes when `data` may be reused.
  stream::cuda_event send(link l, const void* data, std::size_t bytes, const stream::cuda_event& ready = {});
  // Posts the receive of the next message on l into `data` (on l.to's GPU, `bytes` long)
  // once `ready` (the buffer is free) completes. The event returned completes when the
  // bytes are in `data`. A local link's recv waits on the host until the matching send
  // is posted (at most the deadline).
  stream::cuda_event recv(link l, void* data, std::size_t bytes, const stream::cuda_event& ready = {});

  // The host waits for `e` within the deadline (polling; never a hang): throws nccl_error
  // after aborting every communicator when it does not complete in time.
  void wait(const stream::cuda_event& e, const std::string& what);

  bool over_nccl(link l) const;  // false: both ends on one GPU (device-to-device copies)
  // Another communicator's work (the replicas' all-reduce, nccl_replica_reduce.hpp) kept
  // from running at once with the links': `s` waits for everything posted so far on the
  // streams of this process's ends; links_wait_for(e) makes those streams wait for
  // `e` before what they get next. From the thread that drives the ends.
  void order_after_links(stream::cuda_stream& s);
  void links_wait_for(const stream::cuda_event& e);
  // The streams of a link's two ends (for traces and for waits the caller adds).
  stream::cuda_stream& send_stream(link l);
  stream::cuda_stream& recv_stream(link l);
  bool aborted() const;
  std::string abort_reason() const;  // empty unless aborted()
  // Aborts every communicator now (a device of the run failed: its peers' waits end at
  // once instead of at the deadline). Later calls throw nccl_error naming `reason`.
  void abort(const std::string& reason) { abort_all(reason); }

 private:
  struct endpoint;
  struct local_channel;
  struct link_state;
  struct pending;

  link_state& find(link l);
  const link_state& find(link l) const;
  link_state& add_link(link l, int send_gpu, int recv_gpu);  // gpu -1: that end is elsewhere
  void init_rank(endpoint& end, const ncclUniqueId& id, int rank);
  void connect_all();    // the one-byte messages in one group (see above)
  void abort_created();  // a failed constructor's cleanup
  static stream::cuda_stream* here(endpoint& end, link l, const char* side);
  stream::cuda_event watch(stream::cuda_event e, std::string what);
  void watchdog();
  void abort_all(const std::string& reason);
  void throw_if_aborted() const;

  nccl_link_options options_;
  std::vector<std::unique_ptr<link_state>> links_;

  mutable std::mutex mutex_;  // guards pending_, stopping_, aborted_, reason_
  std::condition_variable stop_;
  std::vector<pending> pending_;
  bool stopping_ = false;
  bool aborted_ = false;
  std::string reason_;
  std::thread watchdog_;  // last: started once everything above exists
};

}  // namespace pipesched::cuda
