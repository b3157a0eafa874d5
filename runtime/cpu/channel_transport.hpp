#pragma once
// One device's view of a rendezvous_hub, typed by the tensor its stages exchange: the
// `transport` the executor drives on the CPU backend. Tensors are moved, never copied.
#include <utility>

#include <pipesched/runtime/transport.hpp>

#include "rendezvous_hub.hpp"

namespace pipesched::runtime::cpu {

template <class Tensor>
parcel make_parcel(Tensor&& x) {
  return parcel(new Tensor(std::move(x)), [](void* p) { delete static_cast<Tensor*>(p); });
}

template <class Tensor>
Tensor open_parcel(parcel&& x) {
  return std::move(*static_cast<Tensor*>(x.get()));
}

template <class Tensor>
class channel_transport {
 public:
  channel_transport(rendezvous_hub& hub, int device) : hub_(&hub), device_(device) {}

  void send(int peer, const action& a, Tensor&& x) { hub_->post_send(device_, peer, a, make_parcel(std::move(x))); }
  Tensor recv(int peer, const action& a) { return open_parcel<Tensor>(hub_->take(device_, peer, a)); }
  void wait_sends() { hub_->wait_sends(device_); }

 private:
  rendezvous_hub* hub_;
  int device_;
};

static_assert(transport<channel_transport<int>, int>);

}  // namespace pipesched::runtime::cpu
