#pragma once
// What basic_gpt_stage needs from a backend: one device's memory, ops and copies. The
// stage's logic is written once over it (gpt_stage_impl.hpp); cpu_backend runs each op
// now, cpu_stream_backend enqueues it on the device's compute stream, a CUDA backend
// would launch kernels/cuda on its stream.
//
//   element                  the storage type of activations (fp32 on the host)
//   storage                  activation_storage: what stage_deltas counts, so the
//                            static bound is exact for this backend
//   buffer                   metered device memory of n elements: move-only, data(),
//                            size(), bytes(), empty(), release() (the meter drops it now)
//   tensor                   what flows between stages; default-constructed = none
//   stash, event             set-aside device bytes (size(), empty()); a copy's completion
//   meter()                  the device's activation_meter (the stage counts a stash on it)
//   host_pool                where offloaded bytes go (host_pool.hpp's members: acquire(n)
//                            -> a block with data() and size())
//   weights(p), grads(p)     a parameter's values and gradients where the ops read and
//                            accumulate them (the host vectors, or the device's copy)
//   allocate(n), allocate_zeroed(n), make_tensor(n), size(t), data(t)
//   upload_tokens(p, n)      the batch's tokens where the ops read them
//   read_tensor(buf, t)      a received tensor into a buffer, after its producer
//   publish(t), retain(t)    t is ready to send after the ops so far; t outlives them
//   start_d2h/start_h2d(copies, done) -> copy_work, join_d2h/join_h2d(done)
//   stash_tail(buf, offset), restore_tail(buf, offset, stash)
//   synchronize()            the host waits for the device's queued work
//   each op of host_ops.hpp  with the kernels/*.hpp reference's signature
#include <concepts>
#include <cstddef>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

template <class B>
concept gpt_backend = requires(B& b, typename B::buffer& buf, typename B::tensor& t, const typename B::tensor& ct,
                               const typename B::stash& s, typename B::event& e, std::vector<byte_copy> copies,
                               std::size_t n, const int* ints, float* f, const float* cf, double* d,
                               typename B::host_pool& host, parameter<float>& p, const parameter<float>& cp) {
  typename B::element;
  { host.acquire(n).data() } -> std::same_as<std::byte*>;
  { b.weights(cp) } -> std::same_as<const float*>;
  { b.grads(p) } -> std::same_as<float*>;
  requires std::movable<typename B::buffer> && !std::copyable<typename B::buffer>;
  requires std::default_initializable<typename B::tensor>;
  { B::storage } -> std::convertible_to<activation_storage>;
  { b.meter() } -> std::same_as<runtime::activation_meter&>;
  { b.allocate(n) } -> std::same_as<typename B::buffer>;
  { b.allocate_zeroed(n) } -> std::same_as<typename B::buffer>;
  { buf.data() } -> std::same_as<float*>;
  { buf.size() } -> std::same_as<std::size_t>;
  { buf.bytes() } -> std::same_as<long long>;
  { buf.empty() } -> std::same_as<bool>;
  buf.release();
  { b.upload_tokens(ints, n) } -> std::same_as<const int*>;
  { b.make_tensor(n) } -> std::same_as<typename B::tensor>;
  { B::size(ct) } -> std::same_as<std::size_t>;
  { B::data(t) } -> std::same_as<float*>;
  b.read_tensor(buf, ct);
  b.publish(t);
  b.retain(ct);
  { b.start_d2h(copies, e) } -> std::convertible_to<runtime::copy_work>;
  b.join_d2h(e);
  { b.start_h2d(copies, e) } -> std::convertible_to<runtime::copy_work>;
  b.join_h2d(e);
  { b.stash_tail(buf, n) } -> std::same_as<typename B::stash>;
  b.restore_tail(buf, n, s);
  { s.size() } -> std::same_as<std::size_t>;
  { s.empty() } -> std::same_as<bool>;
  b.synchronize();
  // The ops, two for all: the rest are host_ops' (or the kernels') names and signatures.
  b.layernorm_forward(f, f, f, cf, cf, cf, n, n);
  b.mean_loss(d, cf, n);
};

}  // namespace pipesched::gpt
