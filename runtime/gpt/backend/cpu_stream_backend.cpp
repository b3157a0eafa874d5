#include "runtime/gpt/backend/cpu_stream_backend.hpp"

#include <algorithm>
#include <cstring>
#include <exception>
#include <limits>
#include <ostream>
#include <string>

namespace pipesched::gpt {

const char* to_string(wait_point w) {
  switch (w) {
    case wait_point::none: return "none";
    case wait_point::recv_input: return "recv_input";
    case wait_point::output_ready: return "output_ready";
    case wait_point::offload_copy: return "offload_copy";
    case wait_point::offload_free: return "offload_free";
    case wait_point::reload_copy: return "reload_copy";
    case wait_point::reload_ready: return "reload_ready";
  }
  return "unknown";
}

std::ostream& operator<<(std::ostream& os, wait_point w) { return os << to_string(w); }

namespace {
constexpr unsigned char poison = 0xFF;  // every float made of these bytes is a NaN

// A copy stream's chaos draws delays ten times longer than compute's (a copy engine is
// slow beside compute, and a copy counts as one op where a pass is dozens): so a copy
// that a missing wait leaves unordered is often still running when compute gets to the
// free or the read it should have waited for.
stream::chaos_options slower(stream::chaos_options c) {
  c.max_delay *= 10;
  return c;
}

std::string stream_name(int device, const char* what) { return "device " + std::to_string(device) + " " + what; }
}  // namespace

template <class Element>
basic_cpu_stream_backend<Element>::basic_cpu_stream_backend(runtime::activation_meter& meter,
                                                            stream_backend_options options, int device)
    : host_ops<enqueue_on, Element>(enqueue_on{&compute_}),
      meter_(&meter),
      options_(options),
      compute_(stream_name(device, "compute"), options.chaos, 3 * static_cast<std::uint64_t>(device)),
      d2h_(stream_name(device, "d2h"), slower(options.chaos), 3 * static_cast<std::uint64_t>(device) + 1),
      h2d_(stream_name(device, "h2d"), slower(options.chaos), 3 * static_cast<std::uint64_t>(device) + 2),
      pool_(meter, options.chaos) {}

// The streams' own destructors run what is queued; the copy streams go first, and
// compute (which they may wait for) runs on meanwhile.
template <class Element>
basic_cpu_stream_backend<Element>::~basic_cpu_stream_backend() = default;

template <class Element>
void basic_cpu_stream_backend<Element>::free(stream::stream_pool::block b) {
  for (const event& e : unwaited_h2d_) compute_.wait(e);
  unwaited_h2d_.clear();
  pool_.free(b, compute_);
}

template <class Element>
typename basic_cpu_stream_backend<Element>::buffer basic_cpu_stream_backend<Element>::allocate(std::size_t n) {
  buffer b(*this, n);
  if (options_.chaos.enabled && n > 0)
    compute_.enqueue([p = static_cast<void*>(b.data()), bytes = static_cast<std::size_t>(b.bytes())] {
      std::memset(p, poison, bytes);
    });
  return b;
}

template <class Element>
typename basic_cpu_stream_backend<Element>::buffer basic_cpu_stream_backend<Element>::allocate_zeroed(std::size_t n) {
  buffer b(*this, n);
  if (n > 0) compute_.enqueue([p = b.data(), n] { std::fill(p, p + n, static_cast<Element>(0.0f)); });
  return b;
}

template <class Element>
typename basic_cpu_stream_backend<Element>::stat_buffer basic_cpu_stream_backend<Element>::allocate_stats(
    std::size_t n) {
  stat_buffer b(*this, n);
  if (options_.chaos.enabled && n > 0)
    compute_.enqueue([p = b.data(), bytes = static_cast<std::size_t>(b.bytes())] { std::memset(p, poison, bytes); });
  return b;
}

template <class Element>
typename basic_cpu_stream_backend<Element>::tensor basic_cpu_stream_backend<Element>::make_tensor(std::size_t n) {
  const auto fill = static_cast<Element>(options_.chaos.enabled ? std::numeric_limits<float>::quiet_NaN() : 0.0f);
  return {std::make_shared<std::vector<Element>>(n, fill), {}};
}

template <class Element>
typename basic_cpu_stream_backend<Element>::stat_tensor basic_cpu_stream_backend<Element>::make_stat_tensor(
    std::size_t n) {
  const float fill = options_.chaos.enabled ? std::numeric_limits<float>::quiet_NaN() : 0.0f;
  return {std::make_shared<std::vector<float>>(n, fill), {}};
}

template <class Element>
void basic_cpu_stream_backend<Element>::read_tensor(buffer& to, const tensor& from) {
  if (keeps(wait_point::recv_input)) compute_.wait(from.ready);
  trace_marks.after_wait(compute_);
  compute_.enqueue([values = from.data, p = to.data()] { std::copy(values->begin(), values->end(), p); });
}

template <class Element>
void basic_cpu_stream_backend<Element>::publish(tensor& t) {
  if (!t.data) return;
  if (keeps(wait_point::output_ready)) t.ready = trace_marks.ready(compute_);
  retain(t);  // the ops above write through a raw pointer: the values outlive them
}

template <class Element>
runtime::copy_work basic_cpu_stream_backend<Element>::start_d2h(std::vector<byte_copy> copies, event& done) {
  if (keeps(wait_point::offload_copy)) d2h_.wait(compute_.record());
  d2h_.enqueue([copies = std::move(copies)] { copy_bytes(copies); });
  done = d2h_.record();
  return [] {};  // the copy is on the d2h stream already
}

template <class Element>
void basic_cpu_stream_backend<Element>::join_d2h(const event& done) {
  if (keeps(wait_point::offload_free)) compute_.wait(done);
}

template <class Element>
runtime::copy_work basic_cpu_stream_backend<Element>::start_h2d(std::vector<byte_copy> copies, event& done) {
  if (keeps(wait_point::reload_copy)) h2d_.wait(compute_.record());
  h2d_.enqueue([copies = std::move(copies)] { copy_bytes(copies); });
  done = h2d_.record();
  return [] {};  // the copy is on the h2d stream already
}

template <class Element>
void basic_cpu_stream_backend<Element>::join_h2d(const event& done) {
  if (keeps(wait_point::reload_ready))
    compute_.wait(done);
  else
    unwaited_h2d_.push_back(done);
}

template <class Element>
void basic_cpu_stream_backend<Element>::synchronize() {
  std::exception_ptr first;
  for (stream::cpu_stream* s : {&compute_, &d2h_, &h2d_}) {
    try {
      s->synchronize();
    } catch (...) {
      if (!first) first = std::current_exception();
    }
  }
  if (first) std::rethrow_exception(first);
}

template <class Element>
typename basic_cpu_stream_backend<Element>::event basic_cpu_stream_backend<Element>::record() {
  compute_.wait(d2h_.record());
  compute_.wait(h2d_.record());
  return compute_.record();
}

template class basic_cpu_stream_backend<float>;
template class basic_cpu_stream_backend<kernels::bf16>;

}  // namespace pipesched::gpt
