#pragma once
// The `pipesched::runtime::transport` of a run with one MPI rank per device (device =
// rank in `comm`): a stage's tensor (std::vector<T>, T trivially copyable, such as the GPT
// stage's std::vector<float>) goes over MPI point-to-point.
//
//  - send(peer, a, x): MPI_Isend of x's bytes; the transport keeps x alive until the send
//    completes (it reaps finished sends as it posts new ones, and wait_sends() waits for
//    the rest). The tag names the send: (microbatch, stage, direction).
//  - recv(peer, a): MPI_Mprobe of the next message from `peer` (any tag), so the sends of
//    one link are taken in the order they were posted (MPI does not let messages of one
//    sender overtake each other); the tag must name the send that pairs with `a`
//    (runtime::matches), else mpi_error names both, instead of pairing the wrong tensor.
//    The size comes from the message (MPI_Get_count), then MPI_Mrecv.
//  - wait_sends(): MPI_Waitall.
// An MPI send may complete before its recv is posted (eager sends), which only removes
// waits; a validated schedule needs none of them. There is no deadlock watchdog: a rank
// that fails ends the run (the caller calls mpi::abort), and validate() proves the orders
// safe before the run. Every MPI call is checked (mpi::check).
#include <climits>
#include <cstddef>
#include <deque>
#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include <mpi.h>

#include <pipesched/runtime/transport.hpp>

#include "runtime/mpi/mpi_world.hpp"

namespace pipesched::mpi {

using runtime::describe;
using runtime::matches;

template <class Tensor>
class mpi_transport;

template <class T>
  requires std::is_trivially_copyable_v<T>
class mpi_transport<std::vector<T>> {
 public:
  using tensor = std::vector<T>;

  // `stages` and `microbatches` of the schedule size the tags. Throws mpi_error when they
  // do not fit MPI's largest tag.
  mpi_transport(MPI_Comm comm, int stages, int microbatches) : comm_(comm), stages_(stages) {
    check(MPI_Comm_rank(comm_, &rank_), "MPI_Comm_rank");
    void* value = nullptr;
    int found = 0;
    check(MPI_Comm_get_attr(comm_, MPI_TAG_UB, &value, &found), "MPI_Comm_get_attr(MPI_TAG_UB)");
    const long long tag_ub = found ? *static_cast<int*>(value) : 32767;
    if (2LL * stages * microbatches - 1 > tag_ub)
      throw mpi_error("MPI tags go up to " + std::to_string(tag_ub) + ", too few for " + std::to_string(stages) +
                      " stages x " + std::to_string(microbatches) + " microbatches in both directions");
  }
  ~mpi_transport() {
    // Unfinished sends (after a failure; the caller is about to end the run): MPI may still
    // read their buffers, so they are left allocated rather than freed under it.
    for (auto& p : pending_)
      if (p->request != MPI_REQUEST_NULL) (void)p.release();
  }
  mpi_transport(const mpi_transport&) = delete;
  mpi_transport& operator=(const mpi_transport&) = delete;

  void send(int peer, const action& a, tensor&& x) {
    reap();
    auto p = std::make_unique<pending>(std::move(x));
    check(MPI_Isend(p->data.data(), byte_count(p->data), MPI_BYTE, peer, tag_of(a), comm_, &p->request),
          "MPI_Isend of " + describe(a) + " from rank " + std::to_string(rank_));
    pending_.push_back(std::move(p));
  }

  tensor recv(int peer, const action& a) {
    const std::string what = describe(a) + " on rank " + std::to_string(rank_);
    MPI_Message message;
    MPI_Status status;
    check(MPI_Mprobe(peer, MPI_ANY_TAG, comm_, &message, &status), "MPI_Mprobe for " + what);
    const action sent = action_of(status.MPI_TAG);
    if (!matches(sent, a))
      throw mpi_error(what + ": the next tensor from device " + std::to_string(peer) + " is " + describe(sent) +
                      ", which does not pair with this recv");
    int bytes = 0;
    check(MPI_Get_count(&status, MPI_BYTE, &bytes), "MPI_Get_count for " + what);
    if (bytes < 0 || static_cast<std::size_t>(bytes) % sizeof(T) != 0)
      throw mpi_error(what + ": received " + std::to_string(bytes) + " bytes, not a whole number of elements");
    tensor x(static_cast<std::size_t>(bytes) / sizeof(T));
    check(MPI_Mrecv(x.data(), bytes, MPI_BYTE, &message, MPI_STATUS_IGNORE), "MPI_Mrecv for " + what);
    return x;
  }

  void wait_sends() {
    std::vector<MPI_Request> requests;
    requests.reserve(pending_.size());
    for (const auto& p : pending_) requests.push_back(p->request);
    check(MPI_Waitall(static_cast<int>(requests.size()), requests.data(), MPI_STATUSES_IGNORE),
          "MPI_Waitall of rank " + std::to_string(rank_) + "'s sends");
    pending_.clear();
  }

 private:
  struct pending {
    explicit pending(tensor&& x) : data(std::move(x)) {}
    tensor data;
    MPI_Request request = MPI_REQUEST_NULL;
  };

  static int byte_count(const tensor& x) {
    if (x.size() > static_cast<std::size_t>(INT_MAX) / sizeof(T))
      throw mpi_error("a tensor of " + std::to_string(x.size()) + " elements is too large for one MPI message");
    return static_cast<int>(x.size() * sizeof(T));
  }

  // (microbatch, sending stage, direction) -> tag, and back.
  int tag_of(const action& send) const {
    return (send.microbatch * stages_ + send.stage) * 2 + (send.kind == action_kind::send_backward ? 1 : 0);
  }
  action action_of(int tag) const {
    const auto kind = tag % 2 ? action_kind::send_backward : action_kind::send_forward;
    return {kind, (tag / 2) % stages_, tag / 2 / stages_, rank_};
  }

  // Frees the buffers of the oldest sends that have completed.
  void reap() {
    while (!pending_.empty()) {
      int done = 0;
      check(MPI_Test(&pending_.front()->request, &done, MPI_STATUS_IGNORE),
            "MPI_Test of rank " + std::to_string(rank_) + "'s sends");
      if (!done) break;
      pending_.pop_front();
    }
  }

  MPI_Comm comm_;
  int stages_;
  int rank_ = 0;
  std::deque<std::unique_ptr<pending>> pending_;
};

static_assert(runtime::transport<mpi_transport<std::vector<float>>, std::vector<float>>);

}  // namespace pipesched::mpi
