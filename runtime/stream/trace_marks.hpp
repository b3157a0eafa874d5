#pragma once
// Where a traced pass's work really starts and its output is ready on a device's compute
// stream (--trace on the stream backends, runtime/train/stream_timeline.hpp). A pass that
// reads a received tensor first makes compute wait for the sender's event; an event
// recorded before that wait would stamp when the stream got there, not when the input
// did. So the backend calls after_wait(compute) right after the wait (read_tensor), and
// records the event a sent tensor is ready at with ready(compute) (publish): timed while
// the trace is armed, so the trace can stamp F and B when their output was there. Off
// (nothing extra recorded) unless the trace arms it. Used on the device's thread only, as
// the backend is.
#include <optional>
#include <utility>

namespace pipesched::stream {

template <class Stream>
class trace_marks {
 public:
  using event = decltype(std::declval<Stream&>().record_timed());

  void arm(bool on) {
    on_ = on;
    input_.reset();
    output_.reset();
  }
  void after_wait(Stream& s) {
    if (on_) input_ = s.record_timed();
  }
  // The event a published tensor is ready at (timed, and kept, while armed).
  event ready(Stream& s) {
    if (!on_) return s.record();
    output_ = s.record_timed();
    return *output_;
  }
  // Since the last take: where the pass's input was there, where its output was ready.
  std::optional<event> take_input() { return std::exchange(input_, std::nullopt); }
  std::optional<event> take_output() { return std::exchange(output_, std::nullopt); }

 private:
  bool on_ = false;
  std::optional<event> input_, output_;
};

}  // namespace pipesched::stream
