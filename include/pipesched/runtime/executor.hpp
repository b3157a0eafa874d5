#pragma once
// The executor: one loop over one device's action list, the same for every backend.
// It binds a schedule's actions to the device's stages and to a transport (see
// transport.hpp); a backend only supplies the transport and runs one executor per device.
//
// What it guarantees:
//  - Actions run in list order. Computes (F, B, W, BW) call the stage synchronously; a
//    send is posted when the loop reaches it; a recv is posted when the loop reaches it
//    and completed before the next compute (or at the end). That is the comm model
//    validate() proves deadlock-free (passes/comm.hpp): a send waits only for the computes
//    before it, a compute for the recvs before it.
//  - Offload and reload (PipeOffload) move memory exactly where the static bound
//    (analysis/memory.hpp) assumes it moves. For an offloading_stage they are synchronous
//    calls at their actions. For an async_offloading_stage the copies run on the device's
//    copy engines (copy_stream.hpp: a D2H and an H2D thread) while the computes go on: the
//    D2H copy of F(s,j) starts as soon as F(s,j) returns when the list offloads (s,j)
//    later; the offload action waits for it and only then releases the bytes (the bound
//    assumes them gone there); the reload action allocates them again and starts the H2D
//    copy; B(s,j) or BW(s,j) waits for that copy before it runs.
//  - An overlapped action (F&B, F&BW: DualPipe's F of one microbatch with the backward of
//    another) runs its F, then its backward, each as above (one stream on the CPU;
//    overlapping them on two is the CUDA stream runtime's to do). The static bound counts
//    the halves in this order (analysis/memory.hpp).
//  - Recompute (passes/recompute.hpp): an F whose (stage, microbatch) has an R on this
//    device's list (or the F half of an overlapped action) calls the stage's
//    forward_checkpointed(j, x) instead of forward, and the R action calls recompute(j)
//    (recomputing_stage). An R takes no tensor and does not wait for the recvs posted
//    before it (a backward's output gradient may still be on its way while it runs).
//    For other stages a schedule with R is rejected.
//  - An optimizer_step action (PipeDream-2BW) calls the stage's optimizer_step(t)
//    (versioned_stage) synchronously; for other stages a schedule with one is rejected.
//  - Tensors move along the data edges and are freed as early as the order allows: a
//    pass's input (activation or output gradient) is released as soon as the pass returns
//    (a stage copies what its backward needs), a pass's output is moved into its send, or
//    into the input slot of the next pass on this device when both stages live here
//    (V placement: stages p-1 and p), and is dropped when no stage consumes it.
//  - Any failure (a stage's exception, a transport error, an action whose input never
//    arrived) surfaces as an execution_error naming the device and the action, with the
//    original exception nested (std::rethrow_if_nested).
#include <algorithm>
#include <cstddef>
#include <exception>
#include <memory>
#include <optional>
#include <ranges>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "../schedule.hpp"
#include "copy_stream.hpp"
#include "stage.hpp"
#include "transport.hpp"

namespace pipesched::runtime {

class execution_error : public std::runtime_error {
 public:
  execution_error(int device, std::optional<action> what, const std::string& cause)
      : std::runtime_error("device " + std::to_string(device) + (what ? ", " + describe(*what) : "") + ": " +
                           cause),
        device_(device),
        what_(what) {}
  int device() const { return device_; }
  // The action that failed; none when the device failed waiting for its sends at the end.
  const std::optional<action>& failed_action() const { return what_; }

 private:
  int device_;
  std::optional<action> what_;
};

namespace detail {
// A device's chunk list may hold stages or pointers to them (unique_ptr, raw pointer).
// Anything else is taken as a stage, so that check_stage names what it lacks.
template <class T>
constexpr decltype(auto) stage_ref(T& x) {
  if constexpr (stage<std::remove_cvref_t<T>> || !requires(T& t) { *t; })
    return (x);
  else
    return (*x);
}
}  // namespace detail

// The stage type of a device's chunk list `Chunks` (chunks[c] is chunk c's stage).
template <class Chunks>
using stage_of_chunks = std::remove_cvref_t<decltype(detail::stage_ref(std::declval<Chunks&>()[0]))>;

struct no_observer {
  constexpr void operator()(const action&) const noexcept {}
};

// check_stage (stage.hpp) is the `stage` concept with one static_assert per member, so
// a stage type that lacks one fails to compile with a message naming it.
template <class Chunks, class Transport>
  requires(check_stage<stage_of_chunks<Chunks>>()) &&
          transport<Transport, typename stage_of_chunks<Chunks>::tensor>
class executor {
 public:
  using stage_type = stage_of_chunks<Chunks>;
  using tensor = typename stage_type::tensor;

  // `chunks[c]` is the stage of chunk c of `device` (stage stage_of(place, p, device, c)).
  // The schedule, chunks and transport must outlive the executor. Checks the device's
  // list once here so that the loop needs no checks of its own.
  executor(const schedule& s, int device, Chunks& chunks, Transport& t)
      : list_(s.actions(checked_device(s, device))),
        chunks_(chunks),
        transport_(t),
        device_(device),
        devices_(s.devices()),
        microbatches_(s.microbatches()),
        place_(s.place),
        offload_fraction_(s.offload_fraction) {
    const int v = s.chunks(), S = s.stages();
    if (std::ranges::size(chunks) != static_cast<std::size_t>(v))
      throw execution_error(device, std::nullopt,
                            "needs " + std::to_string(v) + " stages (one per chunk), got " +
                                std::to_string(std::ranges::size(chunks)));
    for (const action& a : list_) {
      auto fail = [&](const char* why) { throw execution_error(device, a, why); };
      if (a.kind == action_kind::optimizer_step && !versioned_stage<stage_type>)
        fail("the optimizer step is the caller's, after the run (a stage that steps inside a run is a "
             "versioned_stage, with optimizer_step(int iteration))");
      if ((a.kind == action_kind::offload || a.kind == action_kind::reload) && !offloading_stage<stage_type>)
        fail("this schedule offloads, but the stage has no offload(int, double) and reload(int)");
      if (a.kind == action_kind::recompute && !recomputing_stage<stage_type>)
        fail("this schedule recomputes, but the stage has no forward_checkpointed(int, const tensor&) and "
             "recompute(int)");
      for (const action& pass : passes_of(a)) {
        if (pass.stage < 0 || pass.stage >= S || pass.microbatch < 0 || pass.microbatch >= microbatches_)
          fail("names a stage or microbatch outside the schedule");
        if (s.device_of_stage(pass.stage) != device) fail("names a stage this device does not hold");
      }
      if (is_comm(a.kind) && (a.peer < 0 || a.peer >= devices_ || a.peer == device))
        fail("a send or recv needs another device as its peer");
    }
    edges_.resize(static_cast<std::size_t>(v));
    for (int c = 0; c < v; ++c) {
      const int st = stage_of(place_, devices_, device, c);
      edge& e = edges_[c];
      e.first = st == 0;
      e.last = st == S - 1;
      e.next = !e.last && s.device_of_stage(st + 1) == device ? chunk(st + 1) : -1;
      e.prev = !e.first && s.device_of_stage(st - 1) == device ? chunk(st - 1) : -1;
    }
    slots_.resize(static_cast<std::size_t>(4 * v * microbatches_));
    chunk_count_ = v;
    recomputed_.assign(static_cast<std::size_t>(v * microbatches_), 0);
    for (const action& a : list_)
      if (a.kind == action_kind::recompute) recomputed_[copy_cell(chunk(a.stage), a.microbatch)] = 1;
    pending_.reserve(list_.size());
    if constexpr (async_offloading_stage<stage_type>) plan_copies();
  }

  // Runs the device's list once (one iteration). `observe(a)` is called after each
  // action is done (a recv: once posted).
  template <class Observer = no_observer>
  void run(Observer&& observe = {}) {
    for (slot& x : slots_) x = slot{};  // a failed earlier run may have left tensors
    for (pending_copy& x : d2h_) x = pending_copy{};
    for (pending_copy& x : h2d_) x = pending_copy{};
    pending_.clear();
    next_pending_ = 0;
    current_ = -1;
    try {
      for (std::size_t i = 0; i < list_.size(); ++i) {
        current_ = static_cast<int>(i);
        step(list_[i]);
        observe(list_[i]);
      }
      complete_recvs();
      current_ = -1;
      transport_.wait_sends();
    } catch (...) {
      abandon_copies();  // before anything the copies name can go away
      fail_with_current();
    }
  }

 private:
  enum table : int { fwd_in, fwd_out, bwd_in, bwd_out };
  struct slot {
    tensor x{};
    bool full = false;
  };
  // Where a chunk's outputs go: the chunk index of the neighbouring stage when it lives on
  // this device, else -1 (a send, or nothing at the ends of the model).
  struct edge {
    bool first = false, last = false;
    int next = -1, prev = -1;
  };
  // A copy started on a copy engine and not yet waited for, with the index of the
  // offload or reload action it belongs to (what an error in it names).
  struct pending_copy {
    copy_stream::ticket ticket = 0;
    int action = -1;
  };
  // The device's copy engines: one per direction, as a GPU has a D2H and an H2D copy
  // engine, so that a reload never queues behind an offload that B does not need (and
  // each direction keeps its copies in order, as a stream does).
  struct copy_engines {
    copy_stream d2h, h2d;
  };

  static int checked_device(const schedule& s, int device) {
    if (device < 0 || device >= s.devices() || static_cast<int>(s.per_device.size()) != s.devices())
      throw execution_error(device, std::nullopt, "is not a device of this schedule");
    return device;
  }

  int chunk(int st) const { return chunk_of(place_, devices_, st); }
  slot& at(table t, int c, int mb) {
    return slots_[static_cast<std::size_t>((t * chunk_count_ + c) * microbatches_ + mb)];
  }
  stage_type& stage_at(int c) { return detail::stage_ref(chunks_[static_cast<std::size_t>(c)]); }

  [[noreturn]] void fail(const action& a, const std::string& why) { throw execution_error(device_, a, why); }

  tensor take_input(table t, int c, const action& a, bool needed) {
    slot& in = at(t, c, a.microbatch);
    if (needed && !in.full) fail(a, "its input has not arrived (no recv or local producer before it)");
    in.full = false;
    return std::move(in.x);
  }
  void put(table t, int c, const action& a, tensor&& x) {
    slot& out = at(t, c, a.microbatch);
    if (out.full) fail(a, "would overwrite a tensor that nothing has consumed");
    out.x = std::move(x);
    out.full = true;
  }
  // A pass's output goes to the stage at `to` on this device, or waits for its send;
  // at the ends of the model there is no consumer and it is dropped.
  void route(const action& a, tensor&& y, bool end, int to, table local, table remote) {
    if (end) return;
    if (to >= 0)
      put(local, to, a, std::move(y));
    else
      put(remote, chunk(a.stage), a, std::move(y));
  }

  tensor backward(stage_type& st, int mb, const tensor& dy) {
    if constexpr (fused_stage<stage_type>) {
      return st.backward(mb, dy);
    } else {
      tensor dx = st.backward_input(mb, dy);
      st.backward_weight(mb);
      return dx;
    }
  }

  void step(const action& a) {
    if (is_overlap(a.kind)) {
      for (const action& pass : passes_of(a)) step(pass);  // F, then the backward
      return;
    }
    const int c = chunk(a.stage);
    const edge& e = edges_[static_cast<std::size_t>(c)];
    switch (a.kind) {
      case action_kind::F: {
        complete_recvs();
        tensor x = take_input(fwd_in, c, a, !e.first);
        if constexpr (recomputing_stage<stage_type>) {
          if (recomputed_[copy_cell(c, a.microbatch)]) {
            route(a, stage_at(c).forward_checkpointed(a.microbatch, x), e.last, e.next, fwd_in, fwd_out);
            break;  // a recomputed pair is never offloaded (validate): no copy to start
          }
        }
        route(a, stage_at(c).forward(a.microbatch, x), e.last, e.next, fwd_in, fwd_out);
        if constexpr (async_offloading_stage<stage_type>) start_offload_copy(c, a);
        break;
      }
      case action_kind::B: {
        complete_recvs();
        if constexpr (async_offloading_stage<stage_type>) finish_reload(c, a);
        tensor dy = take_input(bwd_in, c, a, !e.last);
        route(a, stage_at(c).backward_input(a.microbatch, dy), e.first, e.prev, bwd_in, bwd_out);
        break;
      }
      case action_kind::BW: {
        complete_recvs();
        if constexpr (async_offloading_stage<stage_type>) finish_reload(c, a);
        tensor dy = take_input(bwd_in, c, a, !e.last);
        route(a, backward(stage_at(c), a.microbatch, dy), e.first, e.prev, bwd_in, bwd_out);
        break;
      }
      case action_kind::W:
        complete_recvs();
        stage_at(c).backward_weight(a.microbatch);
        break;
      case action_kind::send_forward:
        transport_.send(a.peer, a, take_input(fwd_out, c, a, true));
        break;
      case action_kind::send_backward:
        transport_.send(a.peer, a, take_input(bwd_out, c, a, true));
        break;
      case action_kind::recv_forward:
      case action_kind::recv_backward:
        pending_.push_back(current_);
        break;
      case action_kind::offload:
      case action_kind::reload:
        if constexpr (async_offloading_stage<stage_type>) {
          if (a.kind == action_kind::offload)
            finish_offload(c, a);
          else
            start_reload(c, a);
        } else if constexpr (offloading_stage<stage_type>) {
          if (a.kind == action_kind::offload)
            stage_at(c).offload(a.microbatch, offload_fraction_);
          else
            stage_at(c).reload(a.microbatch);
        }
        break;
      case action_kind::optimizer_step:
        if constexpr (versioned_stage<stage_type>) stage_at(c).optimizer_step(a.microbatch);
        break;
      case action_kind::recompute:
        if constexpr (recomputing_stage<stage_type>) stage_at(c).recompute(a.microbatch);
        break;
      default:
        fail(a, "unsupported action");  // rejected by the constructor already
    }
  }

  // --- asynchronous offload (async_offloading_stage) ---

  // Which F starts a D2H copy (the index of its offload action), and the copy engines
  // when the list offloads anything. Also rejects what would leave a copy without its
  // end: an offload with no F before it, a reload with no backward after it.
  void plan_copies() {
    const std::size_t n = list_.size(), cells = static_cast<std::size_t>(chunk_count_ * microbatches_);
    offload_of_f_.assign(n, -1);
    std::vector<int> last_f(cells, -1);
    bool offloads = false;
    for (std::size_t i = 0; i < n; ++i) {
      const action& a = list_[i];
      const std::size_t cell = copy_cell(chunk(a.stage), a.microbatch);
      if (a.kind == action_kind::F || is_overlap(a.kind)) last_f[cell] = static_cast<int>(i);  // F's cell
      if (a.kind == action_kind::offload) {
        if (last_f[cell] < 0 || offload_of_f_[static_cast<std::size_t>(last_f[cell])] >= 0)
          throw execution_error(device_, a, "an offload with no F of its own before it");
        offload_of_f_[static_cast<std::size_t>(last_f[cell])] = static_cast<int>(i);
        offloads = true;
      }
      if (a.kind == action_kind::reload) {
        auto backward = [&](const action& x) {
          return std::ranges::any_of(passes_of(x), [&](const action& b) {
            return (b.kind == action_kind::B || b.kind == action_kind::BW) && b.stage == a.stage &&
                   b.microbatch == a.microbatch;
          });
        };
        if (std::ranges::none_of(list_.begin() + static_cast<std::ptrdiff_t>(i), list_.end(), backward))
          throw execution_error(device_, a, "a reload with no B or BW after it");
      }
    }
    d2h_.assign(cells, pending_copy{});
    h2d_.assign(cells, pending_copy{});
    if (offloads) copies_ = std::make_unique<copy_engines>();
  }

  std::size_t copy_cell(int c, int mb) const { return static_cast<std::size_t>(c * microbatches_ + mb); }

  // After F(s,j): its D2H copy starts now when the list offloads (s,j) later. A failure
  // names the offload action.
  void start_offload_copy(int c, const action& f) {
    const int off = offload_of_f_[static_cast<std::size_t>(current_)];
    if (off < 0) return;
    const int resume = current_;
    current_ = off;
    pending_copy& p = d2h_[copy_cell(c, f.microbatch)];
    p = {copies_->d2h.enqueue(stage_at(c).begin_offload(f.microbatch, offload_fraction_)), off};
    current_ = resume;
  }

  // The offload action: waits for the D2H copy, then the memory leaves the device.
  void finish_offload(int c, const action& a) {
    pending_copy& p = d2h_[copy_cell(c, a.microbatch)];
    if (p.ticket == 0) fail(a, "its F did not start a copy");  // plan_copies rules this out
    copies_->d2h.wait(std::exchange(p.ticket, 0));
    stage_at(c).end_offload(a.microbatch);
  }

  // The reload action: the memory comes back now, the H2D copy starts.
  void start_reload(int c, const action& a) {
    pending_copy& p = h2d_[copy_cell(c, a.microbatch)];
    if (p.ticket != 0) fail(a, "a second reload before the backward");
    p = {copies_->h2d.enqueue(stage_at(c).begin_reload(a.microbatch)), current_};
  }

  // Before B(s,j) or BW(s,j): waits for its reload's H2D copy, if any. A failure names
  // the reload action.
  void finish_reload(int c, const action& b) {
    pending_copy& p = h2d_[copy_cell(c, b.microbatch)];
    if (p.ticket == 0) return;
    const int resume = current_;
    current_ = p.action;
    copies_->h2d.wait(std::exchange(p.ticket, 0));
    stage_at(c).end_reload(b.microbatch);
    current_ = resume;
  }

  // A failed run waits for the copies in flight (their buffers belong to the stages)
  // and forgets them.
  void abandon_copies() noexcept {
    if (!copies_) return;
    copies_->d2h.drain();
    copies_->h2d.drain();
    for (pending_copy& x : d2h_) x = pending_copy{};
    for (pending_copy& x : h2d_) x = pending_copy{};
  }

  // Completes the recvs posted since the last compute, in the order they were posted.
  void complete_recvs() {
    const int resume = current_;
    for (; next_pending_ < pending_.size(); ++next_pending_) {
      current_ = pending_[next_pending_];
      const action& r = list_[static_cast<std::size_t>(current_)];
      put(r.kind == action_kind::recv_forward ? fwd_in : bwd_in, chunk(r.stage), r,
          transport_.recv(r.peer, r));
    }
    pending_.clear();
    next_pending_ = 0;
    current_ = resume;
  }

  [[noreturn]] void fail_with_current() {
    std::string cause = "unknown exception";
    try {
      throw;
    } catch (const execution_error&) {
      throw;  // already names its device and action
    } catch (const std::exception& ex) {
      cause = ex.what();
    } catch (...) {
    }
    std::optional<action> what;
    if (current_ >= 0) what = list_[static_cast<std::size_t>(current_)];
    std::throw_with_nested(execution_error(device_, what, current_ >= 0 ? cause : "waiting for its sends: " + cause));
  }

  const std::vector<action>& list_;
  Chunks& chunks_;
  Transport& transport_;
  int device_, devices_, microbatches_;
  placement place_;
  double offload_fraction_;
  int chunk_count_ = 0;
  std::vector<edge> edges_;
  std::vector<slot> slots_;
  std::vector<char> recomputed_;  // per (chunk, microbatch): whether the list has its R
  std::vector<int> pending_;  // indices of posted, not yet completed recvs
  std::size_t next_pending_ = 0;
  int current_ = -1;  // index of the action in progress (-1: the final wait for sends)
  // async_offloading_stage only:
  std::vector<int> offload_of_f_;         // per list index: an F's offload action, or -1
  std::vector<pending_copy> d2h_, h2d_;   // per (chunk, microbatch)
  std::unique_ptr<copy_engines> copies_;  // none when the list offloads nothing
};

// Runs device `device`'s actions of `s` once with its stages and a transport.
template <class Chunks, class Transport, class Observer = no_observer>
void run_device(const schedule& s, int device, Chunks& chunks, Transport& t, Observer&& observe = {}) {
  executor<Chunks, Transport> ex(s, device, chunks, t);
  ex.run(std::forward<Observer>(observe));
}

}  // namespace pipesched::runtime
