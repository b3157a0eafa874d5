#pragma once
// One pipeline device's view of the NCCL links (runtime/cuda/nccl_links.hpp): the
// `transport` the executor drives on the cuda backend when the links carry the tensors.
// Every tensor between GPT stages is one [B·T, C] activation (or its gradient), so both
// ends know its size from the config alone: `bytes`.
//   send  the link's send stream waits for the tensor's ready event and posts ncclSend;
//         the tensor's memory is freed on the sending device's free stream once the send
//         is done (its last use the send), so it stays alive exactly as long as NCCL
//         reads it and neither a host thread nor a compute stream waits for that.
//   recv  allocates (the GPU's default pool on the link's recv stream: transport memory,
//         not metered, as the hub's tensors), posts ncclRecv there and returns the tensor
//         with its ready event recorded after the recv; the compute stream waits for it
//         (cuda_backend::read_tensor) and the memory goes back on the receiving device's
//         free stream (`free_on`, its backend's) after that read and the recv. Freeing it
//         on the link's recv stream instead made the link's next recv wait for this
//         device's compute, and with it the peer's next send.
//   wait_sends  the host waits for each send within the links' deadline (the watchdog
//         aborts every communicator instead of hanging; the error is one line).
// The calls come from the device's own thread; the links outlive every tensor.
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include <pipesched/runtime/transport.hpp>

#include "runtime/cuda/nccl_links.hpp"
#include "runtime/gpt/backend/cuda_backend.hpp"

namespace pipesched::train {

class nccl_transport {
 public:
  using tensor = gpt::cuda_backend::tensor;

  // `free_on`: the free stream of this device (cuda_backend::free_stream), on its GPU.
  nccl_transport(cuda::nccl_links& links, int device, std::size_t bytes, stream::cuda_stream& free_on)
      : links_(&links), device_(device), bytes_(bytes), free_on_(&free_on) {}

  void send(int peer, const action& a, tensor&& x) {
    tensor mine = std::move(x);  // dies at the end of this call: its free is enqueued then
    if (!mine.data || mine.data->bytes != bytes_)
      throw std::logic_error(runtime::describe(a) + ": a tensor of " + std::to_string(mine.data ? mine.data->bytes : 0) +
                             " bytes where the links carry " + std::to_string(bytes_));
    const cuda::link l{device_, peer};
    stream::cuda_stream& on = links_->send_stream(l);
    on.wait(mine.data->last_use);  // a reader before the send (none in the GPT stage) finishes first
    stream::cuda_event sent = links_->send(l, mine.data->data, bytes_, mine.ready);
    mine.data->last_use = sent;  // freed on its device's free stream after the send
    sends_.push_back({std::move(sent), runtime::describe(a)});
  }

  tensor recv(int peer, const action& a) {
    (void)a;
    const cuda::link l{peer, device_};
    tensor t{std::make_shared<gpt::cuda_backend::device_memory>(links_->recv_stream(l), *free_on_, bytes_), {}};
    t.ready = links_->recv(l, t.data->data, bytes_);
    t.data->written = t.ready;  // the recv stream's only write: later recvs there do not hold the free
    return t;
  }

  void wait_sends() {
    for (const posted& s : sends_) links_->wait(s.done, s.what);
    sends_.clear();
  }

 private:
  struct posted {
    stream::cuda_event done;
    std::string what;
  };
  cuda::nccl_links* links_;
  int device_;
  std::size_t bytes_;
  stream::cuda_stream* free_on_;
  std::vector<posted> sends_;  // since the last wait_sends
};

static_assert(runtime::transport<nccl_transport, nccl_transport::tensor>);

}  // namespace pipesched::train
