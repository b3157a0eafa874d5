#pragma once
// What the executor needs to move a stage's tensor between devices: point-to-point send
// and recv, each naming the peer device and its own action so that a transport can
// tell a mismatched order from a slow peer.
//
// The guarantee a transport gives (and the one validate() proves schedules safe under,
// see passes/comm.hpp): rendezvous semantics.
//  - send(peer, a, x) *posts* a send: it takes the tensor and may return at once, but the
//    send completes (the tensor is handed over) only once the peer has posted the
//    matching recv, as NCCL's may. The sends of one link (this device to one peer)
//    complete in the order they are posted (a stream per link, as NCCL with a
//    communicator and a stream per pair); sends to different peers do not wait for
//    each other.
//  - recv(peer, a) returns the tensor of the matching send; it blocks until that send is
//    the next one of its link. Recvs complete in the order they are called.
//  - wait_sends() blocks until every send posted so far has completed.
// So an order that would hang NCCL hangs (or is reported) here too; a transport may throw
// instead of blocking when it can prove a recv will never match (the peer's next send to
// this device carries another tensor).
#include <concepts>
#include <string>

#include "../core/vocabulary.hpp"

namespace pipesched::runtime {

template <class T, class Tensor>
concept transport = requires(T& t, int peer, const action& a, Tensor&& x) {
  { t.send(peer, a, static_cast<Tensor&&>(x)) } -> std::same_as<void>;
  { t.recv(peer, a) } -> std::same_as<Tensor>;
  { t.wait_sends() } -> std::same_as<void>;
};

// Whether `recv` is the recv that pairs with `send` (both as listed in a schedule).
constexpr bool matches(const action& send, const action& recv) {
  return is_send(send.kind) && recv.kind == matching_comm(send.kind) && recv.microbatch == send.microbatch &&
         recv.stage == peer_stage(send.kind, send.stage);
}
static_assert(matches({action_kind::send_forward, 2, 5, 1}, {action_kind::recv_forward, 3, 5, 0}));
static_assert(!matches({action_kind::send_forward, 2, 5, 1}, {action_kind::recv_forward, 3, 4, 0}));
static_assert(!matches({action_kind::send_backward, 3, 5, 1}, {action_kind::recv_forward, 2, 5, 0}));

// "send_forward(stage 0, mb 1) to device 1", "F(stage 2, mb 3)": how errors name an action.
inline std::string describe(const action& a) {
  std::string s = std::string(to_string(a.kind)) + "(stage " + std::to_string(a.stage) + ", mb " +
                  std::to_string(a.microbatch) + ")";
  if (is_comm(a.kind)) s += (is_send(a.kind) ? " to device " : " from device ") + std::to_string(a.peer);
  if (is_overlap(a.kind))
    s += " with " + std::string(to_string(passes_of(a).pass[1].kind)) + "(stage " + std::to_string(a.back_stage) +
         ", mb " + std::to_string(a.back_microbatch) + ")";
  return s;
}

}  // namespace pipesched::runtime
