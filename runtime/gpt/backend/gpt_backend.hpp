#pragma once
// What basic_gpt_stage needs from a backend: one device's memory, ops and copies. The
// stage's logic is written once over it (gpt_stage_impl.hpp); cpu_backend runs each op
// now, cpu_stream_backend enqueues it on the device's compute stream, cuda_backend
// launches kernels/cuda on its stream.
//
// Storage (the bf16 contract): `element` (T, float or kernels::bf16) is what activations,
// their gradients, the tensors sent between stages, attention's probabilities, the
// head's probabilities/dlogits and the weights' working copy are stored as; LayerNorm's
// mean and rstd, the per-position losses and the parameter gradients are float whatever
// T is (the ops' signatures: kernels/storage.hpp's acc_t<T>, which is float for both).
//
//   element                  T, the storage type (float: as before bf16 existed)
//   storage                  activation_storage{sizeof(T), 4, ...}: what stage_deltas
//                            counts, so the static bound is exact for this backend
//   buffer                   metered device memory of n elements (T): move-only, data()
//                            -> T*, size(), bytes(), empty(), release() (the meter drops it)
//   stat_buffer              the same for n floats (statistics); the same type as buffer
//                            when T is float
//   tensor                   what flows between stages (T); default-constructed = none
//   stat_tensor              unmetered floats the stage reads out (per-position losses);
//                            may be the tensor type when T is float
//   stash, event             set-aside device bytes (size(), empty()); a copy's completion
//   meter()                  the device's activation_meter (the stage counts a stash on it)
//   host_pool                where offloaded bytes go (host_pool.hpp's members: acquire(n)
//                            -> a block with data() and size())
//   weights(p)               const T*: the weights the ops read -- with T = float the
//                            parameter's values (host vectors or the device's copy), else
//                            a T working copy of the fp32 master values
//   refresh_weights(params)  the working copies of a stage's parameters take their master
//                            values now (in stream order); the stage calls it at set_batch,
//                            the start of each iteration, so an optimizer step, a resume or
//                            any other change of the master values between iterations
//                            reaches the ops (a no-op where weights(p) is the values)
//   grads(p)                 float*: where the W pass accumulates a parameter's gradient
//   allocate(n), allocate_zeroed(n), allocate_stats(n), make_tensor(n),
//   make_stat_tensor(n), size(t), data(t) (T* for a tensor, float* for a stat_tensor)
//   upload_tokens(p, n)      the batch's tokens where the ops read them
//   read_tensor(buf, t)      a received tensor into a buffer, after its producer
//   publish(t), retain(t)    t is ready to send after the ops so far; t (or a stat_tensor)
//                            outlives them
//   start_d2h/start_h2d(copies, done) -> copy_work, join_d2h/join_h2d(done)
//   stash_tail(buf, offset), restore_tail(buf, offset, stash)  (buffer or stat_buffer)
//   synchronize()            the host waits for the device's queued work
//   each op of host_ops.hpp  with the kernels/*.hpp reference's signature for T
#include <concepts>
#include <cstddef>
#include <vector>

#include <pipesched/runtime/stage.hpp>

#include "runtime/gpt/backend/byte_copy.hpp"
#include "runtime/gpt/gpt_memory.hpp"
#include "runtime/gpt/gpt_params.hpp"

namespace pipesched::gpt {

template <class B>
concept gpt_backend = requires(B& b, typename B::buffer& buf, typename B::stat_buffer& sbuf, typename B::tensor& t,
                               const typename B::tensor& ct, typename B::stat_tensor& st,
                               const typename B::stat_tensor& cst, const typename B::stash& s,
                               typename B::event& e, std::vector<byte_copy> copies, std::size_t n, const int* ints,
                               typename B::element* x, const typename B::element* cx, float* f, const float* cf,
                               double* d, typename B::host_pool& host, parameter<float>& p,
                               const parameter<float>& cp, const gpt_params<float>& params) {
  typename B::element;
  { host.acquire(n).data() } -> std::same_as<std::byte*>;
  { b.weights(cp) } -> std::same_as<const typename B::element*>;
  { b.grads(p) } -> std::same_as<float*>;
  b.refresh_weights(params);
  requires std::movable<typename B::buffer> && !std::copyable<typename B::buffer>;
  requires std::default_initializable<typename B::tensor>;
  { B::storage } -> std::convertible_to<activation_storage>;
  { b.meter() } -> std::same_as<runtime::activation_meter&>;
  { b.allocate(n) } -> std::same_as<typename B::buffer>;
  { b.allocate_zeroed(n) } -> std::same_as<typename B::buffer>;
  { buf.data() } -> std::same_as<typename B::element*>;
  requires std::movable<typename B::stat_buffer> && !std::copyable<typename B::stat_buffer>;
  { b.allocate_stats(n) } -> std::same_as<typename B::stat_buffer>;
  { sbuf.data() } -> std::same_as<float*>;
  { sbuf.size() } -> std::same_as<std::size_t>;
  { sbuf.bytes() } -> std::same_as<long long>;
  { sbuf.empty() } -> std::same_as<bool>;
  sbuf.release();
  { buf.size() } -> std::same_as<std::size_t>;
  { buf.bytes() } -> std::same_as<long long>;
  { buf.empty() } -> std::same_as<bool>;
  buf.release();
  { b.upload_tokens(ints, n) } -> std::same_as<const int*>;
  { b.make_tensor(n) } -> std::same_as<typename B::tensor>;
  { B::size(ct) } -> std::same_as<std::size_t>;
  { B::data(t) } -> std::same_as<typename B::element*>;
  { b.make_stat_tensor(n) } -> std::same_as<typename B::stat_tensor>;
  { B::data(st) } -> std::same_as<float*>;
  b.retain(cst);
  b.read_tensor(buf, ct);
  b.publish(t);
  b.retain(ct);
  { b.start_d2h(copies, e) } -> std::convertible_to<runtime::copy_work>;
  b.join_d2h(e);
  { b.start_h2d(copies, e) } -> std::convertible_to<runtime::copy_work>;
  b.join_h2d(e);
  { b.stash_tail(buf, n) } -> std::same_as<typename B::stash>;
  b.restore_tail(buf, n, s);
  { b.stash_tail(sbuf, n) } -> std::same_as<typename B::stash>;
  b.restore_tail(sbuf, n, s);
  { s.size() } -> std::same_as<std::size_t>;
  { s.empty() } -> std::same_as<bool>;
  b.synchronize();
  // The ops, two for all: the rest are host_ops' (or the kernels') names and signatures.
  b.layernorm_forward(x, f, f, cx, cx, cx, n, n);
  b.mean_loss(d, cf, n);
};

}  // namespace pipesched::gpt
